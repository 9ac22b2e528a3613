// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    import Foundation

    /// Writes a message to a log. Apple's
    /// [`os_log(_:log:_:)`](https://developer.apple.com/documentation/os/os_log(_:log:_:)).
    public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
        log.write(type, message.text(showingPrivateData: true))
    }

    /// Writes a printf-style message to a log (the form before `Logger`). Apple's
    /// [`os_log(_:dso:log:type:_:)`](https://developer.apple.com/documentation/os/os_log(_:dso:log:type:_:)): the
    /// privacy annotations (`%{public}@`, `%{private}d`) are read and dropped, as Xcode's console shows every value.
    public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...)
    {
        let format = OSLogFormat.strippingAnnotations(message.description)
        log.write(type, args.isEmpty ? format.replacingOccurrences(of: "%%", with: "%") : String(format: format, arguments: args))
    }

    /// The format strings of the printf-style `os_log`. - Note: Ours.
    package enum OSLogFormat {
        /// `format` without os_log's `{…}` annotations after a `%` (`%{public}@` → `%@`, `%{private, mask.hash}s` →
        /// `%s`), which `String(format:)` doesn't know.
        package static func strippingAnnotations(_ format: String) -> String {
            var out = ""
            var rest = Substring(format)
            while let percent = rest.firstIndex(of: "%") {
                out += rest[..<percent]
                out += "%"
                rest = rest[rest.index(after: percent)...]
                if rest.first == "{", let close = rest.firstIndex(of: "}") {
                    rest = rest[rest.index(after: close)...]
                } else if rest.first == "%" {
                    out += "%"
                    rest = rest.dropFirst()
                }
            }
            return out + rest
        }
    }
#endif
