// SPDX-License-Identifier: Apache-2.0

import Foundation

extension MKMapItem {
    /// Opens Maps on the item. Mirrors
    /// [`openInMaps(launchOptions:)`](https://developer.apple.com/documentation/mapkit/mkmapitem/openinmaps(launchoptions:)).
    ///
    /// There's no Maps app in the simulated phone: the phone records that the app asked it to open this item with these
    /// options (`PhoneLocationServices.openedInMaps`), and the answer is `true`. With no phone connected it is `false`.
    @discardableResult
    public func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
        MKMapItem.openMaps(with: [self], launchOptions: launchOptions)
    }

    /// Opens Maps on the items (two items and a directions mode: directions from the first to the second). Mirrors
    /// [`openMaps(with:launchOptions:)`](https://developer.apple.com/documentation/mapkit/mkmapitem/openmaps(with:launchoptions:)).
    /// Recorded as ``openInMaps(launchOptions:)`` says; `false` for no items or no phone.
    @discardableResult
    public class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool {
        guard !mapItems.isEmpty, let phone = PhoneLocationServices.current else { return false }
        let mode = launchOptions?[MKLaunchOptionsDirectionsModeKey] as? String
        phone.recordOpenedInMaps(PhoneLocationServices.MapsRequest(items: mapItems, directionsMode: mode))
        return true
    }
}
