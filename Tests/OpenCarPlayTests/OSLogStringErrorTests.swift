// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

#if !canImport(os)
    @testable import OpenOSLog

    /// Some apps make `String` an error to throw a message (`throw "Not found"`); their logs then interpolate strings
    /// that are also errors. iOS logs such a string as a string, and so does the shim: the error form is the last resort.
    // swift-format-ignore: AvoidRetroactiveConformances
    // The conformance such an app declares: what the test is about.
    extension String: @retroactive LocalizedError {}

    struct OSLogStringErrorTests {
        struct Reason: Error, CustomStringConvertible {
            var description: String { "the disk is full" }
        }

        @Test func aStringThatIsAlsoAnErrorIsLoggedAsAString() {
            let file = "backup.sqlite"
            let message: OSLogMessage = "Found backup to restore: \(file) (\(file.count) letters), \(Reason(), privacy: .public)"
            #expect(message.text(showingPrivateData: true) == "Found backup to restore: backup.sqlite (13 letters), the disk is full")
            #expect(message.text(showingPrivateData: false) == "Found backup to restore: <private> (13 letters), the disk is full")
            let caught: any Error = "no space left"
            let failure: OSLogMessage = "failed: \(caught, privacy: .public)"
            #expect(failure.text(showingPrivateData: false) == "failed: no space left")
        }
    }
#endif
