// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Guide sections the catalogue names often.
let guideAllApps = "Guidelines for all CarPlay apps"
let guideNavigation = "Additional guidelines for CarPlay navigation apps"
let guideDrivingTask = "Additional guidelines for CarPlay driving task apps"

extension ReviewRule {
    /// Every rule, by identifier.
    public static func named(_ id: RuleID) -> ReviewRule? { catalogue.first { $0.id == id } }

    /// The catalogue. Section names are the guide's headings; numbers are the guide's list numbers.
    public static let catalogue: [ReviewRule] = measured + judged

    /// The rules judged from what the car measures: limits, timing, audio, what the app declares.
    static let measured: [ReviewRule] = [
        ReviewRule(
            id: .templateUnsupported, title: "Template outside the app's category",
            guideline: GuidelineReference("Templates (template availability by category)"),
            checks: "CarPlay raised 'Unsupported object … Allowed classes' for a template the app's entitlement does not allow.",
            fix: "Use only the templates the matrix in the guide's Templates section lists for your category."),
        ReviewRule(
            id: .templateDepth, title: "Template hierarchy too deep",
            guideline: GuidelineReference("Templates (depth of hierarchy)"),
            checks: "A push exceeded the category's depth limit (5; fueling 3; driving task and quick food ordering 2, root included).",
            fix: "Flatten the flow: replace a level with an action sheet or alert, or pop before pushing; read the limit per category."),
        ReviewRule(
            id: .templatePushedTwice, title: "The same template pushed twice",
            guideline: GuidelineReference(guideAllApps, 7),
            checks:
                "A template instance was pushed while already on the stack (CarPlay raises), or two identical templates sit on top of each other (a double tap pushed the screen twice).",
            fix: "Ignore a second selection while the first is being handled, and keep one template per screen."),
        ReviewRule(
            id: .tabsCount, title: "Too many tabs",
            guideline: GuidelineReference("Templates: Tab bar template"),
            checks: "A tab bar was given more templates than CPTabBarTemplate.maximumTabCount (4 for audio apps, 5 otherwise).",
            fix: "Read CPTabBarTemplate.maximumTabCount and show at most that many tabs."),
        ReviewRule(
            id: .tabsTitleLength, title: "Tab title does not fit",
            guideline: GuidelineReference("Templates: Tab bar template"),
            checks:
                "A tab title is wider than its tab on this car's screen (measured with the renderer's Inter metrics at 12 pt; the guide sets no character limit, so this is our measurement).",
            fix: "Use a short title (one word) and let the symbol carry the meaning."),
        ReviewRule(
            id: .listCut, title: "List items cut by the car",
            guideline: GuidelineReference("Templates: List template"),
            checks:
                "The app gave a list more items than CPListTemplate.maximumItemCount (12 in cars that limit lists while driving), so the car silently dropped the rest with no way to reach them.",
            fix:
                "Read CPListTemplate.maximumItemCount (and update when CPSessionConfiguration's limits change); show the most useful items first, or a 'More…' row that pushes the rest."
        ),
        ReviewRule(
            id: .refreshItems, title: "Data items refreshed more often than every 10 s",
            guideline: GuidelineReference(guideDrivingTask, 4),
            checks:
                "A driving task app updated the same template in place three or more times, less than 10 s apart, with no input from the driver in between.",
            fix: "Coalesce updates and refresh at most once every 10 seconds."),
        ReviewRule(
            id: .refreshPointsOfInterest, title: "Points of interest refreshed more often than every 60 s",
            guideline: GuidelineReference(guideDrivingTask, 5),
            checks:
                "A point of interest template's points were replaced three or more times, less than 60 s apart, with no input in between (the guide states it for driving task apps; the reviewer applies it to every app with a POI template).",
            fix: "Refresh points of interest at most once a minute; call setPointsOfInterest only when they really changed."),
        ReviewRule(
            id: .refreshRootReplaced, title: "Root template replaced where an update in place would do",
            guideline: GuidelineReference(guideAllApps, 7),
            checks:
                "setRootTemplate was called again with the same kind of template and title, three or more times with no input in between (the screen flashes and the driver loses their place).",
            fix: "Keep the template and change it in place: updateSections, setPointsOfInterest, item setters."),
        ReviewRule(
            id: .messageOnScreen, title: "Message content on the car's screen",
            guideline: GuidelineReference(guideAllApps, 6),
            checks: "Text of a message the app received or sent (a notification's body, a SiriKit message's content) appears on the car screen.",
            fix: "Show the sender or conversation and time only; read messages aloud through SiriKit (INSearchForMessagesIntent)."),
        ReviewRule(
            id: .messageInNotification, title: "Message content in a notification's title or subtitle",
            guideline: GuidelineReference("Notifications"),
            checks: "A notification puts the message's content (its body) into the title or subtitle, which CarPlay shows.",
            fix: "Title: the sender; subtitle: the group or conversation; the content goes in the body only."),
        ReviewRule(
            id: .wordingPhone, title: "Wording that asks the driver to use the iPhone",
            guideline: GuidelineReference(guideAllApps, 2),
            checks: "A text on the car screen asks to pick up, unlock, open or use the phone (phrases such as 'on your iPhone', 'unlock your phone').",
            fix: "State the condition ('Sign-in required', 'No stations saved') without telling the driver to handle the phone."),
        ReviewRule(
            id: .settingsOnCar, title: "Settings or account set-up on the car",
            guideline: GuidelineReference(guideAllApps, 4),
            checks:
                "A selectable row, button or tab is about the app's settings, the driver's account (signing in, out or up, a profile, a password, a subscription) or the app's upkeep (clearing a cache, checking for updates, rating the app, sending feedback, a tutorial): judged by the label's words, not whole phrases (also driving task guideline 3).",
            fix: "Keep settings and accounts on the phone; the car shows only what serves the drive."),
        ReviewRule(
            id: .flowNeedsPhone, title: "A flow that needs the iPhone",
            guideline: GuidelineReference(guideAllApps, 3),
            checks:
                "5 s after the CarPlay scene connected (the phone app not launched, the phone possibly locked) no root template was set, or the root shows nothing at all; or a step opened a URL on the iPhone (UIApplication.open) to go on.",
            fix:
                "Set a root template in templateApplicationScene(_:didConnect:) from data the scene can load itself; show an empty state, never nothing. Finish every flow on the car; open other apps on the car screen with CPTemplateApplicationScene.open."
        ),
        ReviewRule(
            id: .audioActivatedAtLaunch, title: "Audio session activated before there is audio",
            guideline: GuidelineReference("Audio handling: Playback"),
            checks:
                "The car's FM radio stopped because the app activated a playback audio session before the driver asked for audio (at launch or connection).",
            fix: "Activate the audio session only the moment playback starts."),
        ReviewRule(
            id: .audioStopsCarAudio, title: "A sound that stops the car's audio",
            guideline: GuidelineReference(guideAllApps, 7),
            checks:
                "An app whose category doesn't play audio (not audio, communication or voice-based conversation) activated a playback audio session that neither mixes nor ducks, so the car's own audio (FM radio) or the driver's music stopped. Navigation voice prompts included: they must mix.",
            fix:
                "Play prompts and alert sounds with .mixWithOthers or .duckOthers (navigation: the .voicePrompt mode with .interruptSpokenAudioAndMixWithOthers and .duckOthers), and deactivate the session when they end."
        ),
        ReviewRule(
            id: .audioRecording, title: "Recording enabled outside the voice control template",
            guideline: GuidelineReference("Audio handling: Recording"),
            checks: "The app's audio session was active with the record or playAndRecord category while no voice control template was shown.",
            fix: "Configure audio sessions without recording in CarPlay; a navigation app may record only while its voice control template is shown."),
        ReviewRule(
            id: .navigationBaseViewUI, title: "User interface drawn in the base view",
            guideline: GuidelineReference(guideNavigation, 2),
            checks:
                "A view in the car window's hierarchy is a panel (an opaque background covering less than 40% of the window) rather than the map (a heuristic: maps fill the window).",
            fix: "Draw only the map in the base view; put guidance, lanes and alerts in the map template's maneuvers, navigation alerts and panels."),
        ReviewRule(
            id: .navigationPanButton, title: "Panning supported without a pan button",
            guideline: GuidelineReference(guideNavigation, 4),
            checks:
                "Dragging the map moved it (the app handles pan gestures), but no button in the map template, a map button or a navigation bar button, enters panning mode (showPanningInterface).",
            fix: "Add a map button that calls showPanningInterface(animated:); cars without touch can only pan that way."),
        ReviewRule(
            id: .navigationSystemCancel, title: "Guidance not ended when the system cancels it",
            guideline: GuidelineReference(guideNavigation, 6),
            checks: "After mapTemplateDidCancelNavigation the app kept updating maneuvers or estimates, or played voice prompts.",
            fix: "In mapTemplateDidCancelNavigation stop your guidance engine at once: no more updates, prompts or sessions for that trip."),
        ReviewRule(
            id: .navigationNoManeuver, title: "Guidance without an upcoming maneuver",
            guideline: GuidelineReference(guideNavigation, 1),
            checks: "A navigation session was active (not paused) with no upcoming maneuver.",
            fix: "Set upcomingManeuvers as soon as guidance starts; pause the trip (.loading) while the route is computed."),
        ReviewRule(
            id: .navigationVariantsOrder, title: "Instruction variants not longest first",
            guideline: GuidelineReference("Route guidance: maneuvers"),
            checks:
                "A maneuver's instructionVariants (or a route choice's variants) are not in descending order of length, so the car picks a shorter text than fits.",
            fix: "Order variants longest first: 'Turn Right on Solar Circle', 'Turn Right on Solar Cir.', 'Turn Right'."),
        ReviewRule(
            id: .navigationEstimatesTooOften, title: "Estimates updated on every tick",
            guideline: GuidelineReference("Route guidance: travel estimates"),
            checks: "updateEstimates was called three or more times while the minutes and distance the car shows stayed the same.",
            fix: "Update estimates only when the shown minutes or distance change."),
        ReviewRule(
            id: .imageTooLarge, title: "Image larger than its slot's maximum",
            guideline: GuidelineReference("Assets"),
            checks:
                "An image is larger, in points, than the guide's maximum for its slot (grid icon 40 pt, contact button 50 pt, now playing button 20 pt, tab icon 24 pt) or than maximumImageSize for list images.",
            fix: "Size images for the slot at the car's scale (carTraitCollection.displayScale); read maximumImageSize for list images."),
        ReviewRule(
            id: .imageNoDarkVariant, title: "Icon without a dark variant",
            guideline: GuidelineReference("Assets"),
            checks: "A button, tab or map-button icon is a bitmap that is neither a template image nor an asset with light and dark variants.",
            fix: "Use an SF Symbol or a template image, or register light and dark versions in a UIImageAsset."),
        ReviewRule(
            id: .imagePhoneScale, title: "Image at the phone's scale, not the car's",
            guideline: GuidelineReference("Assets"),
            checks: "A bitmap's scale differs from the car screen's scale (the app used the phone's scale instead of carTraitCollection.displayScale).",
            fix: "Make images with interfaceController.carTraitCollection.displayScale."),
        ReviewRule(
            id: .selectionSpinner, title: "A selection's completion never called",
            guideline: GuidelineReference("Build a CarPlay app: Create a list template"),
            checks: "A list item, image row or similar handler did not call its completion within 10 s: the car shows a spinner that never ends.",
            fix: "Call the completion on every path, including errors and early returns."),
        ReviewRule(
            id: .dataLocked, title: "Content missing while the iPhone is locked",
            guideline: GuidelineReference("Accessing data while iPhone is locked"),
            checks:
                "The same screen shows fewer elements when the phone is locked than when it is unlocked (data protected with NSFileProtectionComplete, or keychain items accessible only when unlocked).",
            fix: "Store what CarPlay needs with NSFileProtectionCompleteUntilFirstUserAuthentication (and keychain items AfterFirstUnlock)."),
        ReviewRule(
            id: .orderingOver12, title: "More than 12 recent orders or favorites",
            guideline: GuidelineReference("Additional guidelines for CarPlay quick food ordering apps", 3),
            checks: "A quick food ordering app shows a list section with more than 12 items (simplified ordering: recents or favorites, 12 each at most).",
            fix: "Show at most 12 recent orders and 12 favorites; no full menu."),
        ReviewRule(
            id: .poiOutsideCategory, title: "Locations outside the app's category",
            guideline: GuidelineReference("Additional guidelines for CarPlay EV charging, fueling, parking and quick food ordering apps", 2),
            checks:
                "A point of interest's map item declares a pointOfInterestCategory other than the app's own (chargers for EV charging, fuel stations for fueling, parking for parking, restaurants and cafés for quick food ordering). Points without a category are not judged.",
            fix: "Show only your category's locations on the map."),
        ReviewRule(
            id: .messagingIntents, title: "Messaging without all three SiriKit message intents",
            guideline: GuidelineReference("Additional guidelines for CarPlay communication (messaging and calling) apps", 2),
            checks:
                "A communication app that handles or declares any message intent must declare all three in its intents extension's IntentsSupported (INSendMessageIntent, INSearchForMessagesIntent, INSetMessageAttributeIntent) and return a handler for each from handler(for:), as Siri asks them.",
            fix: "Declare the three intents in the intents extension's Info.plist and handle each (send, read unread messages, mark them read)."),
        ReviewRule(
            id: .callingCallKit, title: "VoIP calling without INStartCallIntent or CallKit",
            guideline: GuidelineReference("Additional guidelines for CarPlay communication (messaging and calling) apps", 3),
            checks:
                "A communication app takes part in calling when its intents extension declares or handles a call intent (INStartCallIntent, INStartAudioCallIntent, INStartVideoCallIntent, INSearchCallHistoryIntent) or it made a CXProvider. Such an app must declare INStartCallIntent in IntentsSupported and return a handler for it from handler(for:). Then the reviewer asks Siri to call a name its first screen lists (up to three): when the app accepts a call (continueInApp or ready) but no call reaches CallKit within 5 s, the call never shows on the car. An app that accepts no name the screen lists is not judged on that part.",
            fix:
                "Declare INStartCallIntent in the intents extension's Info.plist and handle it; in application(_:continue:restorationHandler:) start the call with CXCallController (CXStartCallAction) and report it through your CXProvider, so CarPlay shows and controls it."
        ),
        ReviewRule(
            id: .audioLyrics, title: "Song lyrics on the car's screen",
            guideline: GuidelineReference("Additional guidelines for CarPlay audio apps", 1),
            checks:
                "An audio app shows song lyrics (a heuristic): texts on the car screen (list items, details, information and now playing texts) contain two or more lines of the lyrics of the song playing (MPMediaItemPropertyLyrics of the library item a music player is playing), or a template, tab, row or button is titled 'Lyrics'. Lyrics the reviewer can't know (from the app's own service) are found only by that title.",
            fix: "Don't show lyrics on the car: no lyrics screen, tab, row or button; the now playing screen shows the title, artist and artwork."
        ),
        ReviewRule(
            id: .playableContentLimits, title: "Playable content beyond the car's limits",
            guideline: GuidelineReference("Appendix: Deprecated entitlements (audio apps, Media Player framework)"),
            checks:
                "A playable content app (MPPlayableContentManager's data source) gave a list more children than the car lists (MPPlayableContentManagerContext.enforcedContentItemsCount while limits are enforced, the car's list limit otherwise), so the rest can't be reached, or a container deeper than the car opens (enforcedContentTreeDepth; the car disables it here, Apple's documentation says the app is terminated). The limits are the WWDC17 talk's 'Enabling Your App for CarPlay'; the guide's appendix names the framework.",
            fix:
                "Implement playableContentManager(_:didUpdate:) and read the context: when contentLimitsEnforced, return at most enforcedContentItemsCount children (most useful first) and flatten the tree to enforcedContentTreeDepth levels; call reloadData() when the context changes."
        ),
        ReviewRule(
            id: .searchNoAction, title: "A search result that does nothing",
            guideline: GuidelineReference("Templates: Search template"),
            checks:
                "The driver selected a search result; the app called the completion and nothing followed within half a second: no template pushed, popped, presented or replaced, no template, item or navigation session updated, no trip previewed, no audio, no URL opened. (A result whose completion never comes is selection.spinner's.)",
            fix:
                "In searchTemplate(_:selectedResult:completionHandler:) act on the result: preview trips to it (showTripPreviews), push its details, or start guidance; then call the completion."
        ),
        ReviewRule(
            id: .nowPlayingEmpty, title: "An empty now playing screen",
            guideline: GuidelineReference("Templates: Now playing template"),
            checks:
                "The now playing template was on the car screen for 3 s or more with no title, artist, album or artwork: the app set no MPNowPlayingInfoCenter nowPlayingInfo (and no music player of the phone's was playing an item, which iOS shows by itself). The explorer also taps the car's Now Playing button for an audio app whose process is new, nothing played since it started; that run is judged when the app publishes now playing itself in other runs (an app that leaves it to the phone's music player, whose queue iOS shows, is not).",
            fix:
                "Set MPNowPlayingInfoCenter.default().nowPlayingInfo (title, artist, artwork, duration, elapsed time, rate) before or as you show the now playing template, and keep it current; when nothing plays, restore the last item rather than showing an empty screen."
        ),
        ReviewRule(
            id: .audioHeldActive, title: "An audio session held active with nothing to play",
            guideline: GuidelineReference("Voice prompts: activate and deactivate the audio session"),
            checks:
                "An app that doesn't play audio for a living (not audio, communication or voice-based conversation) kept its audio session active, ducking the car's audio or pausing spoken audio, for 20 s or more after it began: prompts last seconds, so the session was left active after its sound ended (setActive(false) never called).",
            fix:
                "Call setActive(false, options: .notifyOthersOnDeactivation) when each prompt or sound ends (AVSpeechSynthesizerDelegate's didFinish, AVAudioPlayerDelegate's audioPlayerDidFinishPlaying), so the car's audio comes back up."
        ),
        ReviewRule(
            id: .audioPromptConfiguration, title: "Voice prompts without the voice prompt audio configuration",
            guideline: GuidelineReference("Voice prompts: audio session configuration"),
            checks:
                "A navigation app's audio session was active to play (not record) with a configuration other than the guide's: category playback, mode voicePrompt, options interruptSpokenAudioAndMixWithOthers and duckOthers. (A session that stops the car's audio outright is audio.stopsCarAudio's.)",
            fix:
                "Before playing prompts: setCategory(.playback, mode: .voicePrompt, options: [.interruptSpokenAudioAndMixWithOthers, .duckOthers]); activate it only while a prompt plays."
        ),
        ReviewRule(
            id: .navigationLaneGuidance, title: "Lane guidance not shown as a symbol-only second maneuver",
            guideline: GuidelineReference("Route guidance: lane guidance"),
            checks:
                "During guidance: a second maneuver with a symbol and no instruction (a lane diagram) that the map delegate doesn't show symbol only (mapTemplate(_:displayStyleFor:) returns another style), or whose symbol is larger than 120×18 pt; or a maneuver with lane guidance (linkedLaneGuidance or the session's currentLaneGuidance, for the instrument cluster) and no second maneuver to show the lanes on the CarPlay screen. (A second maneuver that is the next turn, close behind, is not judged.)",
            fix:
                "Add a second maneuver whose symbol is the lane diagram (light and dark, at most 120×18 pt), with instructionVariants = [], and return .symbolOnly for it from mapTemplate(_:displayStyleFor:)."
        ),
        ReviewRule(
            id: .notificationNotInCarPlay, title: "Notifications asked for in CarPlay but never allowed there",
            guideline: GuidelineReference("Notifications: create a notification category with the CarPlay option"),
            checks:
                "An app of a category whose notifications CarPlay shows asked for the .carPlay authorization option and posted a notification, but registered no notification category with .allowInCarPlay: none of its notifications can show in the car. (An app that has such a category and keeps other notifications off the car is not judged.)",
            fix:
                "Register a UNNotificationCategory with options [.allowInCarPlay] (setNotificationCategories) and set its identifier as the categoryIdentifier of the notifications the driver needs while driving."
        ),
        ReviewRule(
            id: .navigationRouteDescription, title: "Route choices without a clear description",
            guideline: GuidelineReference("Additional templates for navigation apps: route choice panel"),
            checks:
                "A previewed trip (showTripPreviews) has a route choice with no summary, or two route choices whose summary and additional information read the same.",
            fix: "Describe each route by what sets it apart: 'Via I-280 South' and 'Traffic is light', '24 min via Ring I' and '3 km shorter'."
        ),
        ReviewRule(
            id: .navigationPromptDuringCall, title: "A voice prompt during a phone call",
            guideline: GuidelineReference("Voice prompts: prompt style"),
            checks:
                "The explorer takes a phone call (the phone's own, answered; AVAudioSession's promptStyle is none and the app's audio is interrupted) on the first screen where the app guides, and lets two minutes pass: the navigation app activated its audio session or spoke through the system's speech meanwhile. (A prompt spoken through a session the app left active all along is not seen.)",
            fix:
                "Just before each prompt read AVAudioSession.sharedInstance().promptStyle: .none, play nothing; .short, play a tone; .normal, speak the prompt."
        ),
        ReviewRule(
            id: .navigationClusterZoom, title: "The instrument cluster's map doesn't zoom",
            guideline: GuidelineReference("Second map in CarPlay Dashboard or the instrument cluster: draw your content"),
            checks:
                "For an app that declares the instrument cluster scene and draws in its window, the explorer zooms the cluster in and then out from the car's controls: the cluster's drawing was the same after each (CPInstrumentClusterControllerDelegate's instrumentClusterControllerDidZoom(in:) and instrumentClusterControllerDidZoomOut(_:) changed nothing). A map already at its closest and farthest zoom would look the same: check it.",
            fix:
                "Implement instrumentClusterControllerDidZoom(in:) and instrumentClusterControllerDidZoomOut(_:) in the cluster controller's delegate and redraw the cluster's map at the new zoom. (The compass and speed limit settings, instrumentClusterController(_:didChangeCompassSetting:) and didChangeSpeedLimitSetting, are checked by hand.)"
        ),
        ReviewRule(
            id: .navigationSymbolContrast, title: "A maneuver symbol that vanishes on its card",
            guideline: GuidelineReference("Route guidance: maneuvers"),
            checks:
                "One of the first two upcoming maneuvers has a symbol that is one image (not a symbol or template image, no dark variant in its image asset, no symbolSet) whose opaque pixels nearly all (over 90%) have less than 1.5:1 contrast with its guidance card (the maneuver's cardBackgroundColor, else the map template's guidanceBackgroundColor) in the car's light or dark appearance.",
            fix:
                "Give the symbol both variants (a UIImageAsset with a light and a dark image, or an asset catalog image with a dark appearance), draw it as a template image, or set a card colour it shows on in both appearances (cardBackgroundColor, guidanceBackgroundColor)."
        ),
        ReviewRule(
            id: .appException, title: "The app would crash",
            guideline: GuidelineReference(guideAllApps, 3),
            checks: "CarPlay raised an exception that terminates the app (any other than those above).",
            fix: "Read the exception's reason; it names the call and the object.")
    ]
}
