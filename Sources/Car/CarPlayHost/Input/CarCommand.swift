// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One step of a car script: the language `headunit` reads from files and standard input.
///
/// ```
/// # a comment
/// launch Podcasts          # open an app from the home screen
/// tap "Swift by Night"     # tap the first element showing this text
/// tap #t3.s0.r2            # tap an element by id
/// tap listItem 2           # tap the third element of a role
/// tap @120,80              # touch the screen at a point (x, y in points)
/// back                     # the car's back button
/// knob right 2 | knob press # turn the knob (moves the focus), press it (selects)
/// type "coffee"            # type into a search template
/// search                   # press the keyboard's search button
/// nowplaying               # the now playing button
/// drive | park             # driving limits lists and the keyboard
/// lock | unlock            # the phone
/// phone-app foreground     # the app is open on the phone (or background)
/// style light|dark
/// vehicle knob-only        # switch vehicle profile
/// disconnect | reconnect   # the cable
/// wait 2.5                 # let time pass (seconds)
/// home | apps              # the home screen
/// screenshot               # show the screen
/// screenshot json          # the screen as JSON (ScreenSnapshot, docs/wire-format.md)
/// expect "text"            # fail unless the text is on screen
/// siri "read my messages"  # ask Siri; the app's intent handler answers
/// incoming-call "Anna"      # a VoIP push: someone calls through the app on screen (its provider reports it)
/// widget bites.order       # touch a widget on the widgets page by its id
/// drag -40,0               # drag a finger across the map (x, y in points)
/// ```
public enum CarCommand: Sendable, Equatable, Codable {
    /// Input the driver gives the car (performed by a ``CarDriver``).
    case input(CarInput)
    /// Lets time pass on the car's clock, in seconds.
    case wait(Double)
    /// Prints the screen as text.
    case screenshot
    /// The screen as JSON: the typed `ScreenSnapshot` (docs/wire-format.md).
    case screenshotJSON
    /// Fails unless a visible text is this one.
    case expect(String)
    /// A request to Siri.
    case siri(String)
}
