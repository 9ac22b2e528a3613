// SPDX-License-Identifier: Apache-2.0

/// Light or dark. Mirrors [`UIUserInterfaceStyle`](https://developer.apple.com/documentation/uikit/uiuserinterfacestyle).
public enum UIUserInterfaceStyle: Int, Sendable, Codable, CustomStringConvertible {
    case unspecified = 0
    case light, dark
    public var description: String { ["unspecified", "light", "dark"][rawValue] }
}
