// SPDX-License-Identifier: Apache-2.0

/// The kind of interface. Mirrors [`UIUserInterfaceIdiom`](https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom).
public enum UIUserInterfaceIdiom: Int, Sendable, Codable, CustomStringConvertible {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .phone: "phone"
        case .pad: "pad"
        case .tv: "tv"
        case .carPlay: "carPlay"
        case .mac: "mac"
        case .vision: "vision"
        }
    }
}
