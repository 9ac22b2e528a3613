// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    /// Whether a value in a log message is shown or redacted. Apple's
    /// [`OSLogPrivacy`](https://developer.apple.com/documentation/os/oslogprivacy).
    public struct OSLogPrivacy: Equatable, Sendable {
        /// What a redacted value is replaced with: the `<private>` placeholder, or a hash of the value.
        public struct Mask: Equatable, Sendable {
            let hashes: Bool
            public static let hash = Mask(hashes: true)
            public static let none = Mask(hashes: false)
        }

        enum Kind: Equatable, Sendable { case `public`, `private`, sensitive, auto }
        let kind: Kind
        let mask: Mask

        public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
        public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
        public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)
        /// The default: numbers and Booleans shown, strings and objects redacted.
        public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
        public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
        public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }
        public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }

        /// Whether a value of this privacy is redacted where private data isn't shown; `scalar` for numbers and Booleans.
        func redacts(scalar: Bool) -> Bool {
            switch kind {
            case .public: false
            case .private, .sensitive: true
            case .auto: !scalar
            }
        }
    }
#endif
