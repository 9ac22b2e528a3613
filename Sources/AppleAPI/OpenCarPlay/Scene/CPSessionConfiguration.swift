// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The car session's limits (keyboard, lists while driving) and style, with change callbacks.
///
/// Mirrors [`CPSessionConfiguration`](https://developer.apple.com/documentation/carplay/cpsessionconfiguration).
@preconcurrency @MainActor
open class CPSessionConfiguration: NSObject {
    private struct WeakConfiguration { weak var value: CPSessionConfiguration? }
    nonisolated(unsafe) private static var live: [WeakConfiguration] = []

    open weak var delegate: (any CPSessionConfigurationDelegate)?
    open private(set) var limitedUserInterfaces: CPLimitableUserInterface
    open private(set) var contentStyle: CPContentStyle

    public init(delegate: any CPSessionConfigurationDelegate) {
        self.delegate = delegate
        let state = CPSessionConfiguration.current
        limitedUserInterfaces = state.limited
        contentStyle = state.style
        super.init()
        Self.live.removeAll { $0.value == nil }
        Self.live.append(WeakConfiguration(value: self))
    }

    /// The car's current state, set by the car. - Note: Not in CarPlay.
    package static var current: (limited: CPLimitableUserInterface, style: CPContentStyle) = ([], .light)

    /// Updates every configuration and calls their delegates on change. - Note: Not in CarPlay.
    package static func carDidChange(limited: CPLimitableUserInterface, style: CPContentStyle) {
        current = (limited, style)
        live.removeAll { $0.value == nil }
        for c in live.compactMap(\.value) {
            if c.limitedUserInterfaces != limited {
                c.limitedUserInterfaces = limited
                c.delegate?.sessionConfiguration(c, limitedUserInterfacesChanged: limited)
            }
            if c.contentStyle != style {
                c.contentStyle = style
                c.delegate?.sessionConfiguration(c, contentStyleChanged: style)
            }
        }
    }
}

/// Learns about limit and style changes. Mirrors [`CPSessionConfigurationDelegate`](https://developer.apple.com/documentation/carplay/cpsessionconfigurationdelegate).
@preconcurrency @MainActor
public protocol CPSessionConfigurationDelegate: NSObjectProtocol {
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface)
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, contentStyleChanged contentStyle: CPContentStyle)
}

extension CPSessionConfigurationDelegate {
    public func sessionConfiguration(
        _ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface
    ) {}
    public func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, contentStyleChanged contentStyle: CPContentStyle) {}
}
