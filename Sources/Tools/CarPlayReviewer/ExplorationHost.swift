// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Clocks

/// Where an explorer made in a test makes its runs: the test harness (CarPlayTesting) runs the whole exploration in a
/// process of its own, the test binary started again, so a test's review holds no phone in the test's process and
/// reviews in parallel tests go on side by side, each on its own phone, as `headunit check`'s do. - Note: Ours.
package protocol ExplorationHost: AnyObject, Sendable {
    /// The exploration's result, made elsewhere; nil when it is to be made in this process (outside a test, or where
    /// the harness can't start the test again).
    @MainActor func explore(_ explorer: Explorer) async throws -> ReviewResult?
}

extension Explorer {
    /// The test harness's host, where the binary links it (a weak C symbol that CarPlayTesting defines; the CLI gets
    /// none).
    static var host: (any ExplorationHost)? {
        guard let pointer = phone_test_exploration_host() else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? any ExplorationHost
    }

    /// What this explorer explores, as text that is the same in every process that runs the same test: the app's name,
    /// the car and the limits. Two explorers of one test with the same key explore the same thing.
    package func key() throws -> String {
        let name = try makeApp(TestClock<Duration>()).name
        return [
            name, options.vehicle.name, "\(options.timeLimit)", "\(options.maximumStates)", "\(options.maximumDepth)",
            "\(options.rowsPerSection)"
        ].joined(separator: " · ")
    }
}
