// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

#if !canImport(os)
    @testable import OpenOSLog

    /// The phone's log as app code writes to it (`import os` becomes `import CarPlayShim`): `Logger` and `os_log` compile
    /// as on iOS, values keep their privacy and formats, and a message is one line naming its subsystem and category.
    struct OSLogTests {
        /// A settings screen's logger, written the way apps write one.
        struct Station: CustomStringConvertible {
            let name: String
            var description: String { "Station(\(name))" }
        }

        @Test func privateValuesAreRedactedUnlessThePrivateDataIsShown() {
            let user = "kim@example.com"
            let message: OSLogMessage =
                "user \(user) has \(3) stations, playing \(true), token \("abc", privacy: .public), \(Station(name: "Jazz FM"))"
            #expect(message.text(showingPrivateData: false) == "user <private> has 3 stations, playing true, token abc, <private>")
            #expect(message.text(showingPrivateData: true) == "user kim@example.com has 3 stations, playing true, token abc, Station(Jazz FM)")
            // Numbers made private are redacted too; public strings never are.
            let scalar: OSLogMessage = "pin \(1234, privacy: .private) code \(7, privacy: .sensitive)"
            #expect(scalar.text(showingPrivateData: false) == "pin <private> code <private>")
        }

        /// `catch { logger.error("… \\(error)") }`, as apps log what went wrong: the error as `String(describing:)`
        /// prints it, private unless said otherwise, as any dynamic value.
        @Test func anErrorIsInterpolatedAsItDescribesItself() {
            enum LinkError: Error { case timedOut(seconds: Int) }
            let error: any Error = LinkError.timedOut(seconds: 5)
            let message: OSLogMessage = "connect failed: \(error)"
            #expect(message.text(showingPrivateData: true) == "connect failed: timedOut(seconds: 5)")
            #expect(message.text(showingPrivateData: false) == "connect failed: <private>")
            let shown: OSLogMessage = "connect failed: \(error, privacy: .public)"
            #expect(shown.text(showingPrivateData: false) == "connect failed: timedOut(seconds: 5)")
        }

        /// `logger.trace("… \\(request.url?.path)")`, as a network client logs a request: an optional is shown as
        /// Swift shows one, private as any dynamic value.
        @Test func anOptionalIsInterpolatedAsSwiftShowsIt() {
            let path: String? = "/books/1"
            let missing: String? = nil
            let message: OSLogMessage = "GET \(path) body \(missing)"
            #expect(message.text(showingPrivateData: true) == #"GET Optional("/books/1") body nil"#)
            #expect(message.text(showingPrivateData: false) == "GET <private> body <private>")
        }

        @Test func aHashMaskStandsForTheValueWithoutShowingIt() {
            let a: OSLogMessage = "\("alpha", privacy: .private(mask: .hash))"
            let b: OSLogMessage = "\("beta", privacy: .private(mask: .hash))"
            let again: OSLogMessage = "\("alpha", privacy: .private(mask: .hash))"
            let shownA = a.text(showingPrivateData: false)
            #expect(shownA.hasPrefix("<mask.hash: '") && !shownA.contains("alpha"))
            #expect(shownA == again.text(showingPrivateData: false))
            #expect(shownA != b.text(showingPrivateData: false))
        }

        @Test func numbersAndBooleansTakeTheirFormats() {
            let m: OSLogMessage = """
                \(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true)) \(10, format: .octal(includePrefix: true)) \
                \(7, format: .decimal(explicitPositiveSign: true, minDigits: 3)) \(UInt8(9), format: .hex(minDigits: 2)) \(-12) \
                \(3.14159265) \(2.5, format: .fixed(precision: 2)) \(Float(0.5), format: .fixed(precision: 1)) \(1234.5, format: .exponential) \
                \(false, format: .answer) \(true)
                """
            #expect(
                m.text(showingPrivateData: false)
                    == "ff 0XFF 0o12 +007 09 -12 3.141593 2.50 0.5 1.234500e+03 NO true")
        }

        @Test func valuesAreAlignedInColumns() {
            let m: OSLogMessage = "[\("ab", align: .right(columns: 5))][\(42, align: .left(columns: 4))][\("long text", align: .right(columns: 3))]"
            #expect(m.text(showingPrivateData: true) == "[   ab][42  ][long text]")
        }

        @Test func aMessageIsALineNamingItsSubsystemCategoryAndSeriousLevels() {
            let log = OSLog(subsystem: "com.example.radio", category: "CarPlay")
            #expect(log.line(.info, "connected") == "[com.example.radio:CarPlay] connected")
            #expect(log.line(.error, "no stations") == "[com.example.radio:CarPlay] error: no stations")
            #expect(log.line(.fault, "bad state") == "[com.example.radio:CarPlay] fault: bad state")
            #expect(OSLog.default.line(.debug, "plain") == "plain")
            #expect(OSLog.disabled.line(.fault, "dropped") == nil)
            #expect(OSLog.disabled.isEnabled(type: .error) == false && log.isEnabled(type: .debug))
            #expect(OSLog(subsystem: "s", category: .pointsOfInterest).category == "PointsOfInterest")
        }

        @Test func printfStyleMessagesLoseTheirPrivacyAnnotations() {
            #expect(OSLogFormat.strippingAnnotations("%{public}@ has %{private}d items, %{public, mask.hash}s, 100%%") == "%@ has %d items, %s, 100%%")
            #expect(OSLogFormat.strippingAnnotations("no specifiers") == "no specifiers")
            #expect(OSLogFormat.strippingAnnotations("trailing %") == "trailing %")
        }

        /// Every way apps call the log compiles and runs (its lines go to standard error).
        @Test func anErrorCaughtIsLoggedAsOnIOS() {
            enum LinkError: Error { case tooManyRetries }
            do {
                throw LinkError.tooManyRetries
            } catch {
                let message: OSLogMessage = "connect failed: \(error)"
                #expect(message.text(showingPrivateData: false) == "connect failed: <private>")
                #expect(message.text(showingPrivateData: true) == "connect failed: tooManyRetries")
                let shown: OSLogMessage = "encode failed: \(error, privacy: .public)"
                #expect(shown.text(showingPrivateData: false) == "encode failed: tooManyRetries")
                Logger(subsystem: "org.example.radio", category: "transport").error("💥 \(error)")
                // An NSError still takes the overloads it took before (it is an object and describes itself).
                let nsError = NSError(domain: "org.example.radio", code: 7)
                let object: OSLogMessage = "\(nsError, privacy: .public)"
                #expect(object.text(showingPrivateData: false) == nsError.description)
            }
        }

        @Test func theCallsAppsMakeCompileAndRun() {
            let logger = Logger(subsystem: "com.example.radio", category: "CarPlay")
            let station = "Jazz FM"
            logger.debug("tuned to \(station, privacy: .public)")
            logger.info("\(3) stations")
            logger.notice("notice")
            logger.warning("warning \(station)")
            logger.error("error \(NSString(string: "object"))")
            logger.critical("critical")
            logger.fault("fault")
            logger.trace("trace")
            logger.log("plain")
            logger.log(level: .info, "at \(Date.self)")
            Logger().info("default logger")
            Logger(OSLog.disabled).fault("never written")
            let log = OSLog(subsystem: "com.example.radio", category: "Legacy")
            os_log(.info, log: log, "modern %d \(4)")
            os_log("legacy %{public}@ %d", log: log, type: .error, station, 5)
            os_log("no arguments 100%%")
            #expect(OSLogType.error.rawValue == 0x10 && OSLogType.fault.rawValue == 0x11 && OSLogType.debug.rawValue == 0x02)
        }
    }
#endif
