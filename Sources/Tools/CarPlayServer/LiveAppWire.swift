// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// What the live car asks an app process (``LiveAppProcesses``), in ``AppWire``'s envelope. Every request but the
/// first and the last is numbered, and answered by a ``LiveAppReply/done(number:error:output:)`` with that number.
/// See docs/wire-format.md. - Note: Ours.
package enum LiveAppRequest: Codable, Sendable, Equatable {
    /// The first message: the app to launch and the car as it is now.
    case start(LiveAppStart)
    /// A message of the page's protocol for the app's car (`tap`, `knob`, `set`, `home`…), as the page sent it.
    case page(number: Int, text: String)
    /// A car command (a line of a car script: from standard input, a `--script` file, the page's command box).
    case command(number: Int, line: String)
    /// The car's watchdog: the app process answers when its main thread is free.
    case ping(number: Int)
    /// The app's screen as text (what `screenshot` prints).
    case screen(number: Int)
    /// End now (the car is closing).
    case end
}

/// What an app process needs to launch its app in a car like the live car's. - Note: Ours.
package struct LiveAppStart: Codable, Sendable, Equatable {
    /// The app's name, as installed.
    package var app: String
    package var vehicle: VehicleProfile
    /// `light` or `dark`.
    package var style: String
    package var driving: Bool
    package var phoneLocked: Bool
    package var phoneAppInForeground: Bool
    package var phoneLanguage: String
    /// The phone's clock: its rate (the live car's `--speed`) and its monotonic reading when this was sent.
    package var clockRate: Double
    package var monotonicNanoseconds: Int64
    /// Whether the page's Findings switch is on.
    package var showsFindings: Bool
}

/// What an app process tells the live car, in ``AppWire``'s envelope. - Note: Ours.
package enum LiveAppReply: Codable, Sendable, Equatable {
    /// What the app's car shows now, sent whenever it changes (and after every request).
    case frame(LiveAppFrame)
    /// The answer to the request with `number`: `error` when it was not taken (the page's words), `output` what it
    /// printed (a screenshot).
    case done(number: Int, error: String?, output: String?)
    /// The app's code called `exit` (sent by the process's exit handler, just before it ends).
    case exiting
}

/// One frame of an app process's car: the app's screen as the typed snapshot the car renders (nil while that car shows
/// its own home screen), the knob's focus, and the page's `state` and `panels` messages as the app's car makes them
/// (passed through to the page; the live car overwrites the apps list with its own). - Note: Ours.
package struct LiveAppFrame: Codable, Sendable, Equatable {
    package var screen: ScreenSnapshot?
    package var focused: String?
    package var state: String
    package var panels: String
}
