// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    import Foundation

    /// A log's subsystem and category, as the older `os_log` functions take it. Apple's
    /// [`OSLog`](https://developer.apple.com/documentation/os/oslog).
    public final class OSLog: NSObject, @unchecked Sendable {
        /// A category with a meaning of its own to the system (Instruments' points of interest, dynamic tracing).
        public struct Category: Equatable, Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
            public static let dynamicTracing = Category(rawValue: "DynamicTracing")
            public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
        }

        public let subsystem: String
        public let category: String
        /// False for ``disabled``: its messages go nowhere. - Note: Ours (Apple's is a pointer value).
        package let enabled: Bool

        public init(subsystem: String, category: String) {
            self.subsystem = subsystem
            self.category = category
            enabled = true
        }

        public convenience init(subsystem: String, category: Category) {
            self.init(subsystem: subsystem, category: category.rawValue)
        }

        private init(disabled: Void) {
            subsystem = ""
            category = ""
            enabled = false
        }

        /// The log of messages that name none.
        public static let `default` = OSLog(subsystem: "", category: "")
        /// A log whose messages are dropped.
        public static let disabled = OSLog(disabled: ())

        /// Whether messages of `type` are kept: on the car every level of an enabled log is (as in Xcode's console).
        public func isEnabled(type: OSLogType) -> Bool { enabled }

        /// Writes one message of this log: a line on standard error, "[subsystem:category] level: message" (the level
        /// only for errors and faults). - Note: Ours: where the phone's log goes in the car (the live car's terminal,
        /// a test's output), as Xcode's console shows it.
        package func write(_ type: OSLogType, _ text: String) {
            guard let line = line(type, text) else { return }
            FileHandle.standardError.write(Data("\(line)\n".utf8))
        }

        /// The line ``write(_:_:)`` writes for a message (nil: a disabled log writes none). - Note: Ours.
        package func line(_ type: OSLogType, _ text: String) -> String? {
            guard enabled else { return nil }
            let place = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem)\(category.isEmpty ? "" : ":\(category)")] "
            let level = type == .error || type == .fault ? "\(type.name): " : ""
            return place + level + text
        }
    }
#endif
