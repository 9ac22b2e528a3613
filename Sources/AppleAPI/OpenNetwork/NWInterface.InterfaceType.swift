// SPDX-License-Identifier: Apache-2.0

extension NWInterface {
    /// Mirrors [`NWInterface.InterfaceType`](https://developer.apple.com/documentation/network/nwinterface/interfacetype).
    public enum InterfaceType: Hashable, Sendable, CaseIterable {
        /// Mirrors [`other`](https://developer.apple.com/documentation/network/nwinterface/interfacetype/other).
        case other
        /// Mirrors [`wifi`](https://developer.apple.com/documentation/network/nwinterface/interfacetype/wifi).
        case wifi
        /// Mirrors [`cellular`](https://developer.apple.com/documentation/network/nwinterface/interfacetype/cellular).
        case cellular
        /// Mirrors [`wiredEthernet`](https://developer.apple.com/documentation/network/nwinterface/interfacetype/wiredethernet).
        case wiredEthernet
        /// Mirrors [`loopback`](https://developer.apple.com/documentation/network/nwinterface/interfacetype/loopback).
        case loopback
    }
}
