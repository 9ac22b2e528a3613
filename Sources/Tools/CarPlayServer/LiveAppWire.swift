// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// What the live car asks an app process (``LiveAppProcesses``), in ``AppWire``'s envelope. Every request but the
/// first and the last is numbered, and answered by a ``LiveAppReply/done(number:error:output:performed:)`` with that number.
/// See docs/wire-format.md. - Note: Ours.
package enum LiveAppRequest: Codable, Sendable, Equatable {
    /// The first message: the app to launch and the car as it is now.
    case start(LiveAppStart)
    /// A message of the page's for the app's car (a touch on the app's screen, its Dashboard or the widgets page, `set`,
    /// `home`), as the live car read it.
    case page(number: Int, message: PageMessage)
    /// A car command as a value (from standard input, a `--script` file, the page's command box or its controls).
    case command(number: Int, command: CarCommand)
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
    package var style: CarStyle
    package var driving: Bool
    package var phoneLocked: Bool
    package var phoneAppInForeground: Bool
    package var phoneLanguage: String
    /// The phone's clock: its rate (the live car's `--speed`) and its monotonic reading when this was sent.
    package var clockRate: Double
    package var monotonicNanoseconds: Int64
    /// Whether the page's Findings switch is on.
    package var showsFindings: Bool
    /// The live car's phone folder (``HeadUnit/phoneDataFolder``): the app keeps its data there, as a phone keeps it
    /// across the app's processes, and its app groups are its widgets' (the live car loads them).
    package var phoneDataFolder: String
}

/// What an app process tells the live car, in ``AppWire``'s envelope. - Note: Ours.
package enum LiveAppReply: Codable, Sendable, Equatable {
    /// What the app's car shows now, sent whenever it changes (and after every request).
    case frame(LiveAppFrame)
    /// The answer to the request with `number`: `error` when it was not taken (the page's words), `output` what it
    /// printed (a screenshot), `performed` the car command a page message became (a touch on the app's screen as the
    /// tap a test author writes: by its text, else its role and index), which the live car's recorder keeps.
    case done(number: Int, error: String?, output: String?, performed: CarCommand? = nil)
    /// The app's code called `exit` (sent by the process's exit handler, just before it ends).
    case exiting
}

/// One frame of an app process's car: the app's screen as the typed snapshot the car renders (nil while that car shows
/// its own home screen), the knob's focus, and the car's state and panels as the app's car makes them for the page
/// (the live car puts its own apps list and banners in the state). With them, what the live car composes from every
/// app process: the banner that car shows now, the app's Dashboard card (when it navigates), its own now playing
/// while the car plays its audio, and its Live Activities. - Note: Ours.
package struct LiveAppFrame: Codable, Sendable, Equatable {
    package var screen: ScreenSnapshot?
    package var focused: String?
    package var state: CarState
    package var panels: CarPanels
    package var banner: CarBanner? = nil
    package var dashboard: DashboardSnapshot? = nil
    /// The app's own now playing, while the car's audio is the app's (nil otherwise).
    package var nowPlaying: PanelNowPlaying? = nil
    /// Whether the car's audio is the app's now.
    package var playsAudio = false
    /// The app's Live Activities as the widgets page shows them (the live car draws the page, with its widgets).
    package var activities: [LiveActivitySnapshot] = []
    /// Siri's last answer in that car (nil: none yet), and whether its interface shows now.
    package var siri: SiriSnapshot? = nil
    package var showsSiri = false
    /// The last widget reloads the app asked for (``WidgetReload``), oldest first: the live car loads those timelines.
    package var widgetReloads: [WidgetReload] = []
}
