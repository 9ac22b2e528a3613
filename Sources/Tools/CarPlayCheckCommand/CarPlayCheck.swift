// SPDX-License-Identifier: Apache-2.0

import CarPlayReviewer
import Foundation

/// Runs a review from your own executable target, for an app the `headunit` binary doesn't ship:
///
/// ```swift
/// import CarPlayCheckCommand
/// @main struct CheckMyApp {
///     static func main() async { await CarPlayCheck.main { clock in try MyApp.carPlayDeclaration(clock: clock) } }
/// }
/// ```
/// `swift run check-my-app --format html --output review` then exits with 1 when the app breaks a rule. Each run of the
/// exploration is a fresh launch of the app in a process of its own, as many at once as `--jobs` (default: one per
/// core): call `main` first thing, before your `main` starts tasks or threads.
/// - Note: Ours (not in CarPlay).
public enum CarPlayCheck {
    @MainActor
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst()), app: @escaping Explorer.AppFactory) async -> Never {
        do {
            let options = try CheckOptions.parse(arguments)
            let processes = await options.startProcesses(apps: ["app": app])
            exit(try await options.review(processes: processes, app: "app", factory: app))
        } catch {
            CheckOptions.exit(withError: error)
        }
    }
}
