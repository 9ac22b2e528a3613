// SPDX-License-Identifier: Apache-2.0

// The identifiers of the intents CarPlay apps handle, as Apple's `INIntentIdentifiers.h` declares them: each is the
// name of its intent class (what an app lists under `IntentsSupported` and compares `intent.identifier`-style strings
// with). See https://developer.apple.com/documentation/intents/insendmessageintentidentifier.

/// The identifier of [`INActivateCarSignalIntent`](https://developer.apple.com/documentation/intents/inactivatecarsignalintent).
public let INActivateCarSignalIntentIdentifier = "INActivateCarSignalIntent"
/// The identifier of [`INGetCarLockStatusIntent`](https://developer.apple.com/documentation/intents/ingetcarlockstatusintent).
public let INGetCarLockStatusIntentIdentifier = "INGetCarLockStatusIntent"
/// The identifier of [`INGetCarPowerLevelStatusIntent`](https://developer.apple.com/documentation/intents/ingetcarpowerlevelstatusintent).
public let INGetCarPowerLevelStatusIntentIdentifier = "INGetCarPowerLevelStatusIntent"
/// The identifier of [`INSearchCallHistoryIntent`](https://developer.apple.com/documentation/intents/insearchcallhistoryintent).
public let INSearchCallHistoryIntentIdentifier = "INSearchCallHistoryIntent"
/// The identifier of [`INSearchForMessagesIntent`](https://developer.apple.com/documentation/intents/insearchformessagesintent).
public let INSearchForMessagesIntentIdentifier = "INSearchForMessagesIntent"
/// The identifier of [`INSendMessageIntent`](https://developer.apple.com/documentation/intents/insendmessageintent).
public let INSendMessageIntentIdentifier = "INSendMessageIntent"
/// The identifier of [`INSetAudioSourceInCarIntent`](https://developer.apple.com/documentation/intents/insetaudiosourceincarintent).
public let INSetAudioSourceInCarIntentIdentifier = "INSetAudioSourceInCarIntent"
/// The identifier of [`INSetCarLockStatusIntent`](https://developer.apple.com/documentation/intents/insetcarlockstatusintent).
public let INSetCarLockStatusIntentIdentifier = "INSetCarLockStatusIntent"
/// The identifier of [`INSetClimateSettingsInCarIntent`](https://developer.apple.com/documentation/intents/insetclimatesettingsincarintent).
public let INSetClimateSettingsInCarIntentIdentifier = "INSetClimateSettingsInCarIntent"
/// The identifier of [`INSetDefrosterSettingsInCarIntent`](https://developer.apple.com/documentation/intents/insetdefrostersettingsincarintent).
public let INSetDefrosterSettingsInCarIntentIdentifier = "INSetDefrosterSettingsInCarIntent"
/// The identifier of [`INSetMessageAttributeIntent`](https://developer.apple.com/documentation/intents/insetmessageattributeintent).
public let INSetMessageAttributeIntentIdentifier = "INSetMessageAttributeIntent"
/// The identifier of [`INSetRadioStationIntent`](https://developer.apple.com/documentation/intents/insetradiostationintent).
public let INSetRadioStationIntentIdentifier = "INSetRadioStationIntent"
/// The identifier of [`INSetSeatSettingsInCarIntent`](https://developer.apple.com/documentation/intents/insetseatsettingsincarintent).
public let INSetSeatSettingsInCarIntentIdentifier = "INSetSeatSettingsInCarIntent"
/// The identifier of [`INStartCallIntent`](https://developer.apple.com/documentation/intents/instartcallintent).
public let INStartCallIntentIdentifier = "INStartCallIntent"
/// The identifier of [`INPlayMediaIntent`](https://developer.apple.com/documentation/intents/inplaymediaintent).
public let INPlayMediaIntentIdentifier = "INPlayMediaIntent"
/// The identifier of [`INAddMediaIntent`](https://developer.apple.com/documentation/intents/inaddmediaintent).
public let INAddMediaIntentIdentifier = "INAddMediaIntent"
/// The identifier of [`INUpdateMediaAffinityIntent`](https://developer.apple.com/documentation/intents/inupdatemediaaffinityintent).
public let INUpdateMediaAffinityIntentIdentifier = "INUpdateMediaAffinityIntent"
