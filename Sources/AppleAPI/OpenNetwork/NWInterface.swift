// SPDX-License-Identifier: Apache-2.0

/// One of the phone's network interfaces (its Wi‑Fi, its cellular data link).
///
/// Mirrors [`NWInterface`](https://developer.apple.com/documentation/network/nwinterface). Apple's has no public
/// initializer; paths bring them. The names are the ones iOS gives its links (`en0` Wi‑Fi, `pdp_ip0` cellular; `en2`
/// for a wired adapter is not confirmed here), and `index` is the link's place among the phone's interfaces, loopback
/// (`lo0`) being 1.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// Mirrors [`type`](https://developer.apple.com/documentation/network/nwinterface/type).
    public let type: NWInterface.InterfaceType
    /// Mirrors [`name`](https://developer.apple.com/documentation/network/nwinterface/name).
    public let name: String
    /// Mirrors [`index`](https://developer.apple.com/documentation/network/nwinterface/index).
    public let index: Int

    package init(type: NWInterface.InterfaceType, name: String, index: Int) {
        self.type = type
        self.name = name
        self.index = index
    }

    /// The phone's interface of `type`, named as iOS names it.
    package init(phoneLinkOf type: NWInterface.InterfaceType) {
        switch type {
        case .loopback: self.init(type: type, name: "lo0", index: 1)
        case .cellular: self.init(type: type, name: "pdp_ip0", index: 2)
        case .wifi: self.init(type: type, name: "en0", index: 3)
        case .wiredEthernet: self.init(type: type, name: "en2", index: 4)
        case .other: self.init(type: type, name: "utun0", index: 5)
        }
    }

    public var debugDescription: String { name }
}
