// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The system's record of a scene: its role and configuration.
///
/// Mirrors [`UISceneSession`](https://developer.apple.com/documentation/uikit/uiscenesession).
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// Mirrors [`UISceneSession.Role`](https://developer.apple.com/documentation/uikit/uiscenesession/role).
    public struct Role: RawRepresentable, Hashable, Sendable, Codable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The phone's main window.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// An external display (non-interactive).
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    public let configuration: UISceneConfiguration
    public let persistentIdentifier: String
    open weak var scene: UIScene?
    open var userInfo: [String: Any]?

    package init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}
