// SPDX-License-Identifier: Apache-2.0

import Foundation

extension ReviewRule {
    /// The rules judged from what the app is for and what its words and images say (a person confirms each finding
    /// in seconds: it names what was seen, where, and the guide's words), and the rules added with them for what the
    /// guide asks of lists, notifications and maneuvers.
    static let judged: [ReviewRule] = [
        ReviewRule(
            id: .purposeGaming, title: "A game on the car",
            guideline: GuidelineReference(guideAllApps, 5),
            checks:
                "Judgement: the texts of every screen, alert and banner reached read as a game: two strong signs (\"High scores\", \"Play again\", \"Your turn\", \"Quiz\", in any of the car's languages) or a strong and a weak one (\"score\", \"level\", \"round\"). Weak signs alone never count (a sports station says \"game\" and \"score\").",
            fix: "Keep games off CarPlay: the car shows only what serves the drive in the app's category.",
            severity: .error, severityBasis: "\"No gaming or social networking\" (a must; the finding quotes what was seen so a person confirms it)"),
        ReviewRule(
            id: .purposeSocialNetworking, title: "Social networking on the car",
            guideline: GuidelineReference(guideAllApps, 5),
            checks:
                "Judgement: the texts read as a social network: two strong signs (\"Followers\", \"Friend request\", \"liked your\", \"New post\", \"Retweet\", in any of the car's languages) or a strong and a weak one (\"comments\", \"feed\", \"likes\").",
            fix: "Keep feeds, posts, likes and followers off CarPlay.",
            severity: .error, severityBasis: "\"No gaming or social networking\" (a must; the finding quotes what was seen)"),
        ReviewRule(
            id: .purposeEmail, title: "Email in a communication app",
            guideline: GuidelineReference("Additional guidelines for CarPlay communication (messaging and calling) apps", 1),
            checks:
                "Judgement: a communication app's texts read as email: two strong signs (\"Inbox\", \"Subject:\", \"Reply all\", \"Drafts\", in any of the car's languages) or a strong and a weak one (\"sent\", \"archive\", \"attachment\").",
            fix: "CarPlay communication apps offer short-form messaging or VoIP calling; keep email off the car.",
            severity: .error, severityBasis: "\"Email is not considered short form text messaging and is not permitted\""),
        ReviewRule(
            id: .purposeOutsideVehicle, title: "A task outside the vehicle",
            guideline: GuidelineReference(guideDrivingTask, 7),
            checks:
                "Judgement: a driving task app's texts read as a task at home or elsewhere: two strong signs (\"Living room\", \"Thermostat\", \"Robot vacuum\", \"Recipes\", in any of the car's languages) or a strong and a weak one (\"lights\", \"home\", \"camera\"). A garage door or a gate is the vehicle's environment and not a sign.",
            fix: "Offer only tasks that help with the drive: the vehicle, the road, the trip.",
            severity: .error, severityBasis: "\"Use cases outside of the vehicle environment are not permitted\""),
        ReviewRule(
            id: .purposeLocationFinder, title: "A location finder",
            guideline: GuidelineReference(guideDrivingTask, 6),
            checks:
                "Judgement: a driving task app's point of interest template shows shops for half or more of its places (MapKit categories store, food market, pharmacy, bakery, café, restaurant, or the places' own words), or its texts name a store finder (\"Find a store\", \"Store locator\").",
            fix: "Build the app around a task the driver does; a map of places to find is not one.",
            severity: .error, severityBasis: "\"Do not create POI (point of interest) apps that are focused on finding locations on a map\""),
        ReviewRule(
            id: .orderingFullMenu, title: "A full menu in a quick food ordering app",
            guideline: GuidelineReference("Additional guidelines for CarPlay quick food ordering apps", 3),
            checks:
                "Judgement: a template, tab, section or selectable row is named as the menu (\"Menu\", \"Full menu\", in any of the car's languages), or a list or grid offers three or more menu categories as its rows (\"Burgers\", \"Drinks\", \"Desserts\").",
            fix: "Offer recent orders and favorites (12 each at most), not the menu.",
            severity: .error, severityBasis: "\"Simplified ordering only. Don't show a full menu.\""),
        ReviewRule(
            id: .purposeRetail, title: "General retail in a quick food ordering app",
            guideline: GuidelineReference("Additional guidelines for CarPlay quick food ordering apps", 1),
            checks:
                "Judgement: a quick food ordering app's texts read as a store's: two strong signs (\"Groceries\", \"Supermarket\", \"Curbside pickup\", \"Household\", in any of the car's languages) or a strong and a weak one (\"milk\", \"eggs\", \"detergent\").",
            fix: "Offer driving-oriented food orders (drive-thru, pick-up) from the restaurant; keep general retail off CarPlay.",
            severity: .error,
            severityBasis: "\"Quick food ordering apps must be Quick Service Restaurant (QSR) apps … not intended to be general retail apps\""),
        ReviewRule(
            id: .navigationVoiceControlScope, title: "Voice control beyond navigation",
            guideline: GuidelineReference(guideNavigation, 10),
            checks:
                "Judgement: a voice control template the navigation app presented has a state whose title or action buttons offer something other than navigation (music, weather, messages, news, a calendar; in any of the car's languages).",
            fix: "Limit the voice control template to navigation (destinations, route, traffic); leave the rest to Siri.",
            severity: .error, severityBasis: "\"Voice control must be limited to navigation features\""),
        ReviewRule(
            id: .notificationPurpose, title: "A notification that isn't for the drive",
            guideline: GuidelineReference("Notifications"),
            checks:
                "Judgement: a notification the car showed sells or promotes rather than serving the drive: a discount, a sale, a coupon, a review to leave, new features, an update, a subscription (in any of the car's languages).",
            fix:
                "Post to CarPlay only what the driver needs while driving (a charge finished, parking about to end, a message); keep promotions in categories without .allowInCarPlay.",
            severity: .error,
            severityBasis:
                "\"must be reserved for important tasks required while driving. Do not use notifications in CarPlay for features that are only relevant when using your app on iPhone\""
        ),
        ReviewRule(
            id: .listTextOnly, title: "A list used to show text",
            guideline: GuidelineReference(guideAllApps, 7),
            checks:
                "Judgement: a list template of three or more rows none of which can be selected (no handler, no list delegate) and most of which read as prose (six words or more, or ending like a sentence): a text viewer, not a list for selection.",
            fix: "Show choices in a list; put a short piece of information in an information template or a row's detail text.",
            severity: .error, severityBasis: "\"a list template must be used to present a list for selection\""),
        ReviewRule(
            id: .listDisclosureIndicator, title: "A sublist without a disclosure indicator",
            guideline: GuidelineReference("Route guidance: select destination"),
            checks:
                "Selecting a list row pushed another list template, but the row showed no accessory at all (showsDisclosureIndicator false, no accessory image).",
            fix: "Set showsDisclosureIndicator = true (accessoryType .disclosureIndicator) on every row that opens another list.",
            severity: .warning,
            severityBasis: "\"Be sure to set showsDisclosureIndicator to true for list items that support hierarchical browsing\": advice, with no must"),
        ReviewRule(
            id: .notificationNoCarPlayOption, title: "CarPlay notifications without the CarPlay authorization option",
            guideline: GuidelineReference("Notifications: request authorization to show notifications"),
            checks:
                "An app registered a notification category with .allowInCarPlay and posted a notification in it, but asked for authorization (requestAuthorization) without the .carPlay option: none of its notifications reach the car.",
            fix: "Ask with requestAuthorization(options: [.alert, .sound, .carPlay]) (and handle a driver who turns CarPlay notifications off in Settings).",
            severity: .error,
            severityBasis:
                "\"In order to show notifications in CarPlay, include the carPlay option when requesting authorization\": without it the app's CarPlay notifications never show"
        ),
        ReviewRule(
            id: .navigationTextVariants, title: "Attributed instructions without text-only variants",
            guideline: GuidelineReference("Route guidance: maneuvers"),
            checks: "An upcoming maneuver has attributedInstructionVariants and no instructionVariants.",
            fix: "Always set instructionVariants (plain strings, longest first) beside attributedInstructionVariants.",
            severity: .error,
            severityBasis:
                "\"If you provide attributedInstructionVariants, always provide text-only instructionVariants since CarPlay vehicles may not always support attributed strings\""
        ),
        ReviewRule(
            id: .navigationManeuverImage, title: "A maneuver image that doesn't show a maneuver",
            guideline: GuidelineReference(guideNavigation, 3),
            checks:
                "Judgement: one of the first two maneuvers' symbol image is named as something else (a logo, a brand, a banner, an avatar, an ad), or the same image is shown for a left turn and for a right turn (read from the instructions, in any of the car's languages).",
            fix: "Draw each maneuver's own symbol (a left turn's arrow points left); keep logos and other content out of the guidance card.",
            severity: .warning,
            severityBasis:
                "\"maneuver images must represent a maneuver\", but the evidence is indirect (an image's name, one image for two turns): a judgement a person confirms by looking at the card"
        )
    ]
}
