// SPDX-License-Identifier: Apache-2.0

/// What the phone's network offers the app now: whether it can connect, over which links, and at what cost.
///
/// Mirrors [`NWPath`](https://developer.apple.com/documentation/network/nwpath). A path monitor's paths come from the
/// connection of the phone in the car the app runs in (`CarNetwork` in CarPlayHost): a phone with no connection has
/// an unsatisfied path with no interfaces; a phone on cellular data has an expensive one. `gateways` and the
/// endpoints, which need Network's connection types, are not here.
public struct NWPath: Hashable, Sendable, CustomDebugStringConvertible {
    /// Mirrors [`status`](https://developer.apple.com/documentation/network/nwpath/status-swift.property).
    public let status: NWPath.Status
    /// Mirrors [`unsatisfiedReason`](https://developer.apple.com/documentation/network/nwpath/unsatisfiedreason-swift.property)
    /// (iOS 14.2): `.notAvailable` for a satisfied path, as on iOS.
    public let unsatisfiedReason: NWPath.UnsatisfiedReason
    /// The links the path may use, the preferred first. Mirrors
    /// [`availableInterfaces`](https://developer.apple.com/documentation/network/nwpath/availableinterfaces).
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses a link iOS counts as expensive (cellular data). Mirrors
    /// [`isExpensive`](https://developer.apple.com/documentation/network/nwpath/isexpensive).
    public let isExpensive: Bool
    /// Whether the user turned on Low Data Mode for the path's link. Mirrors
    /// [`isConstrained`](https://developer.apple.com/documentation/network/nwpath/isconstrained) (iOS 13).
    public let isConstrained: Bool
    /// Mirrors [`supportsIPv4`](https://developer.apple.com/documentation/network/nwpath/supportsipv4).
    public let supportsIPv4: Bool
    /// Mirrors [`supportsIPv6`](https://developer.apple.com/documentation/network/nwpath/supportsipv6).
    public let supportsIPv6: Bool
    /// Mirrors [`supportsDNS`](https://developer.apple.com/documentation/network/nwpath/supportsdns).
    public let supportsDNS: Bool

    /// A path over `interfaces` (none: unsatisfied); `constrained`: Low Data Mode.
    package init(interfaces: [NWInterface], constrained: Bool) {
        let satisfied = !interfaces.isEmpty
        status = satisfied ? .satisfied : .unsatisfied
        unsatisfiedReason = .notAvailable
        availableInterfaces = interfaces
        isExpensive = interfaces.first?.type == .cellular
        isConstrained = satisfied && constrained
        supportsIPv4 = satisfied
        supportsIPv6 = satisfied
        supportsDNS = satisfied
    }

    /// Whether connections on the path may send traffic over `type`. Mirrors
    /// [`usesInterfaceType(_:)`](https://developer.apple.com/documentation/network/nwpath/usesinterfacetype(_:)).
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        status == .satisfied && availableInterfaces.first?.type == type
    }

    public var debugDescription: String {
        var words = ["\(status)"]
        if let first = availableInterfaces.first { words.append("interface: \(first.name)") }
        if status == .satisfied { words.append("ipv4, ipv6, dns") }
        if isExpensive { words.append("expensive") }
        if isConstrained { words.append("constrained") }
        return words.joined(separator: ", ")
    }
}
