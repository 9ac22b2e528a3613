// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a rule comes from in Apple's CarPlay Developer Guide (June 2025): a section and, for the numbered
/// guideline lists, the guideline's number.
public struct GuidelineReference: Sendable, Codable, Equatable, CustomStringConvertible {
    public var section: String
    public var number: Int?
    public init(_ section: String, _ number: Int? = nil) {
        self.section = section
        self.number = number
    }
    public var description: String { number.map { "\(section) #\($0)" } ?? section }
}

/// A rule's stable identifier: the report, the JSON, the docs and the tests share its raw value
/// ("template.depth"). - Note: Ours.
public enum RuleID: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case templateUnsupported = "template.unsupported"
    case templateDepth = "template.depth"
    case templatePushedTwice = "template.pushedTwice"
    case tabsCount = "tabs.count"
    case tabsTitleLength = "tabs.titleLength"
    case listCut = "list.cut"
    case refreshItems = "refresh.items"
    case refreshPointsOfInterest = "refresh.pointsOfInterest"
    case refreshRootReplaced = "refresh.rootReplaced"
    case messageOnScreen = "message.onScreen"
    case messageInNotification = "message.inNotification"
    case wordingPhone = "wording.phone"
    case settingsOnCar = "settings.onCar"
    case flowNeedsPhone = "flow.needsPhone"
    case audioActivatedAtLaunch = "audio.activatedAtLaunch"
    case audioRecording = "audio.recording"
    case audioStopsCarAudio = "audio.stopsCarAudio"
    case navigationBaseViewUI = "navigation.baseViewUI"
    case navigationPanButton = "navigation.panButton"
    case navigationSystemCancel = "navigation.systemCancel"
    case navigationNoManeuver = "navigation.noManeuver"
    case navigationVariantsOrder = "navigation.variantsOrder"
    case navigationEstimatesTooOften = "navigation.estimatesTooOften"
    case imageTooLarge = "image.tooLarge"
    case imageNoDarkVariant = "image.noDarkVariant"
    case imagePhoneScale = "image.phoneScale"
    case selectionSpinner = "selection.spinner"
    case dataLocked = "data.locked"
    case orderingOver12 = "ordering.over12"
    case poiOutsideCategory = "poi.outsideCategory"
    case appException = "app.exception"
    case messagingIntents = "messaging.intents"
    case callingCallKit = "calling.callKit"
    case audioLyrics = "audio.lyrics"
    case playableContentLimits = "playableContent.limits"
    case searchNoAction = "search.noAction"
    case nowPlayingEmpty = "nowPlaying.empty"
    case audioHeldActive = "audio.heldActive"
    case audioPromptConfiguration = "audio.promptConfiguration"
    case navigationLaneGuidance = "navigation.laneGuidance"
    case notificationNotInCarPlay = "notification.notInCarPlay"
    case navigationRouteDescription = "navigation.routeDescription"
    case navigationPromptDuringCall = "navigation.promptDuringCall"
    case navigationClusterZoom = "navigation.clusterZoom"
    case navigationSymbolContrast = "navigation.symbolContrast"
    case listDisclosureIndicator = "list.disclosureIndicator"
    case listTextOnly = "list.textOnly"
    case notificationNoCarPlayOption = "notification.noCarPlayOption"
    case notificationPurpose = "notification.purpose"
    case navigationTextVariants = "navigation.textVariants"
    case navigationManeuverImage = "navigation.maneuverImage"
    case purposeGaming = "purpose.gaming"
    case purposeSocialNetworking = "purpose.socialNetworking"
    case purposeEmail = "purpose.email"
    case purposeOutsideVehicle = "purpose.outsideVehicle"
    case purposeLocationFinder = "purpose.locationFinder"
    case orderingFullMenu = "ordering.fullMenu"
    case purposeRetail = "purpose.retail"
    case navigationVoiceControlScope = "navigation.voiceControlScope"

    public var description: String { rawValue }
}

/// How much a broken rule weighs, from the guide's own words. - Note: Ours.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// The guide says must, must not, never, don't or do not (or CarPlay raises and the app crashes): App Review rejects it.
    case error
    /// The guide says should, avoid or consider, or gives advice; or the rule measures something the guide sets no
    /// number for, or judges taste (is this setting related to the drive?): check it, App Review may not reject it.
    case warning

    public var description: String { rawValue }
    public static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
}

/// One thing the reviewer checks: its identifier, the guideline it comes from, what is checked and how to fix it.
public struct ReviewRule: Sendable, Codable, Equatable, Identifiable {
    public var id: RuleID
    public var title: String
    public var guideline: GuidelineReference
    /// What the reviewer looks at to decide (plain words; says where it is a heuristic).
    public var checks: String
    public var fix: String
    /// Error or warning, from the guide's words (``severityBasis`` quotes them).
    public var severity: Severity
    /// The guide's words the severity comes from ("Never show …", "should take this into account"), or why the rule
    /// is a warning where the guide gives no word.
    public var severityBasis: String

    public init(
        id: RuleID, title: String, guideline: GuidelineReference, checks: String, fix: String, severity: Severity? = nil, severityBasis: String? = nil
    ) {
        self.id = id
        self.title = title
        self.guideline = guideline
        self.checks = checks
        self.fix = fix
        let weight = Self.weights[id]
        self.severity = severity ?? weight?.0 ?? .error
        self.severityBasis = severityBasis ?? weight?.1 ?? ""
    }

    /// Each rule's severity and the words of the guide (June 2025) it comes from.
    static let weights: [RuleID: (Severity, String)] = [
        .templateUnsupported: (.error, "CarPlay raises an exception for a template outside the category's matrix: the app crashes"),
        .templateDepth: (.error, "\"Hierarchical selections must never exceed five levels of depth\" (CarPlay raises past the limit)"),
        .templatePushedTwice: (.error, "CarPlay raises for a template pushed while on the stack: the app crashes"),
        .tabsCount: (.error, "CarPlay raises for more tabs than maximumTabCount: the app crashes"),
        .tabsTitleLength: (.warning, "the guide sets no length for tab titles: the width is our measurement"),
        .listCut: (.warning, "\"Your app should observe\" the limits (CPSessionConfiguration); the car cuts the list itself"),
        .refreshItems: (.error, "\"Do not periodically refresh data items … more than once every 10 seconds\""),
        .refreshPointsOfInterest: (.error, "\"Do not periodically refresh points of interest … more than once every 60 seconds\""),
        .refreshRootReplaced: (.warning, "our reading of \"Use templates for their intended purpose\": a flashing screen, not a stated rule"),
        .messageOnScreen: (.error, "\"Never show the content of messages, texts, or emails on the CarPlay screen\""),
        .messageInNotification: (.error, "\"The contents of the message must never be shown in CarPlay\""),
        .wordingPhone: (.error, "\"Never instruct people to pick up their iPhone to perform a task\""),
        .settingsOnCar: (
            .warning,
            "\"Don't include features … that aren't related to the primary task (e.g. unrelated settings)\": whether a setting is related is a judgement; check it"
        ),
        .flowNeedsPhone: (.error, "\"All CarPlay flows must be possible without interacting with iPhone\""),
        .audioActivatedAtLaunch: (
            .error,
            "\"you must only activate your audio session when you are ready to play audio\"; \"Don't simply activate your audio session at the time your app launches\""
        ),
        .audioStopsCarAudio: (.error, "\"Voice prompts must work concurrently with the vehicle's audio system\""),
        .audioRecording: (.error, "\"If your app has recording features, don't enable them when CarPlay is active\""),
        .navigationBaseViewUI: (.error, "\"The base view must be used exclusively to draw a map\""),
        .navigationPanButton: (.error, "\"you must include a button in the map template that allows people to enter panning mode\""),
        .navigationSystemCancel: (.error, "\"your app … must immediately stop route guidance\""),
        .navigationNoManeuver: (.error, "\"Navigation apps must provide turn-by-turn directions with upcoming maneuvers\""),
        .navigationVariantsOrder: (.error, "\"The array of instructions must be provided in descending order of length\""),
        .navigationEstimatesTooOften: (
            .warning, "the guide asks to \"continuously update overall trip estimates\"; updates that change nothing are our measure"
        ),
        .imageTooLarge: (.warning, "\"CarPlay supports multiple scales … you should take this into account when creating assets\""),
        .imageNoDarkVariant: (.warning, "\"Create versions that are suitable … for light and dark styles\" (\"you should take this into account\")"),
        .imagePhoneScale: (.warning, "\"Create versions that are suitable for 2x and 3x scale factors\" (\"you should take this into account\")"),
        .selectionSpinner: (.warning, "\"When you're ready to continue, call the completion block\": advice, with no must"),
        .dataLocked: (.error, "\"you need to ensure that your app works correctly even when iPhone is locked\""),
        .orderingOver12: (.error, "\"Don't show a full menu … favorites limited to 12 items each\""),
        .poiOutsideCategory: (.error, "\"When showing locations on a map, do not expose locations other than …\""),
        .appException: (.error, "an exception terminates the app: \"All CarPlay flows must be possible\""),
        .messagingIntents: (.error, "\"Communication apps that provide text messaging features must support all 3 of the following SiriKit intents\""),
        .callingCallKit: (.error, "\"Communication apps that provide VoIP calling features must support CallKit\""),
        .audioLyrics: (.error, "\"Never show song lyrics on the CarPlay screen\""),
        .playableContentLimits: (.warning, "the WWDC17 talk's advice to read the enforced limits; the guide's appendix states no rule"),
        .searchNoAction: (.error, "\"You must also take action when an item is selected from the list by responding to selectedResult\""),
        .nowPlayingEmpty: (.error, "\"You must be prepared to populate the now playing template at all times\""),
        .audioHeldActive: (
            .error,
            "\"Don't hold on to the active state for more than few seconds if audio prompts are not playing\"; \"Only activate your audio session the moment you are ready to play audio\""
        ),
        .audioPromptConfiguration: (
            .error, "\"CarPlay navigation apps must use the following audio session configuration when playing voice prompts\""
        ),
        .navigationLaneGuidance: (.error, "\"If your app provides lane guidance information, you must use the second maneuver to show lane guidance\""),
        .notificationNotInCarPlay: (.error, "\"your app must enable CarPlay for the notification categories you want displayed\""),
        .navigationRouteDescription: (.warning, "\"Each route should have a clear description so people can choose their preferred route\""),
        .navigationPromptDuringCall: (
            .error,
            "\"Just before playing each voice prompt, check the audio session's promptStyle\"; for the prompt style None: \"Don't play any sound\""
        ),
        .navigationClusterZoom: (
            .warning,
            "\"It's your responsibility to respond to these events in your delegate\" (no must; and a map that looks the same after a zoom is our measure): check it"
        ),
        .navigationSymbolContrast: (
            .warning,
            "\"You must provide two image variants using CPImageSet\", but symbolSet is deprecated since iOS 13 and Apple's navigation sample gives one image on a card colour of its own: a single image is judged only where it wouldn't show, and the contrast is our measure"
        )
    ]
}
