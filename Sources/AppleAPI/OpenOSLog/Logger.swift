// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    /// Writes messages to the phone's log under a subsystem and category. Apple's
    /// [`Logger`](https://developer.apple.com/documentation/os/logger).
    ///
    /// In the car, each message is a line on standard error (the live car's terminal, a test's output), shown as Xcode's
    /// console shows a debugged app's: every level, private values included.
    public struct Logger: Sendable {
        /// The log this logger writes to.
        let osLog: OSLog

        /// A logger of the default log (no subsystem, no category).
        public init() { osLog = .default }
        public init(subsystem: String, category: String) { osLog = OSLog(subsystem: subsystem, category: category) }
        public init(_ logObj: OSLog) { osLog = logObj }

        public func log(_ message: OSLogMessage) { log(level: .default, message) }
        public func log(level: OSLogType, _ message: OSLogMessage) { osLog.write(level, message.text(showingPrivateData: true)) }
        public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
        public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
        public func info(_ message: OSLogMessage) { log(level: .info, message) }
        public func notice(_ message: OSLogMessage) { log(level: .default, message) }
        public func warning(_ message: OSLogMessage) { log(level: .error, message) }
        public func error(_ message: OSLogMessage) { log(level: .error, message) }
        public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
        public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
    }
#endif
