// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    /// How important a log message is. Apple's
    /// [`OSLogType`](https://developer.apple.com/documentation/os/oslogtype).
    public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
        public let rawValue: UInt8
        public init(_ rawValue: UInt8) { self.rawValue = rawValue }
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Raw values as in Apple's `os/log.h` (`OS_LOG_TYPE_DEFAULT` 0x00, `INFO` 0x01, `DEBUG` 0x02, `ERROR` 0x10,
        /// `FAULT` 0x11).
        public static let `default` = OSLogType(0x00)
        public static let info = OSLogType(0x01)
        public static let debug = OSLogType(0x02)
        public static let error = OSLogType(0x10)
        public static let fault = OSLogType(0x11)

        /// The level's name as a log line shows it. - Note: Ours.
        package var name: String {
            switch self {
            case .info: "info"
            case .debug: "debug"
            case .error: "error"
            case .fault: "fault"
            default: "default"
            }
        }
    }
#endif
