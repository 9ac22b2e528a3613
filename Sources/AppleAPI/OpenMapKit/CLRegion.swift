// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An area the app watches for the phone entering or leaving. Mirrors
/// [`CLRegion`](https://developer.apple.com/documentation/corelocation/clregion); the area itself is a subclass's
/// (`CLCircularRegion`).
open class CLRegion: NSObject, @unchecked Sendable {
    /// Names the region: monitoring a region with the identifier of one already monitored replaces it. Mirrors
    /// [`identifier`](https://developer.apple.com/documentation/corelocation/clregion/identifier).
    public let identifier: String
    private let lock = NSLock()
    private var entry = true
    private var exit = true

    /// - Note: Ours; apps make a subclass (`CLCircularRegion`).
    package init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// Whether entering the region is reported (default true). Mirrors [`notifyOnEntry`](https://developer.apple.com/documentation/corelocation/clregion/notifyonentry).
    open var notifyOnEntry: Bool {
        get { lock.withLock { entry } }
        set { lock.withLock { entry = newValue } }
    }

    /// Whether leaving the region is reported (default true). Mirrors [`notifyOnExit`](https://developer.apple.com/documentation/corelocation/clregion/notifyonexit).
    open var notifyOnExit: Bool {
        get { lock.withLock { exit } }
        set { lock.withLock { exit = newValue } }
    }

    /// Whether `coordinate` is in the region (a plain region has no area). - Note: CoreLocation has this on
    /// `CLCircularRegion` only (`CLRegion`'s was deprecated in iOS 7); the car asks every monitored region through it.
    func containsPoint(_ coordinate: CLLocationCoordinate2D) -> Bool { false }

    /// Regions are equal when their identifiers are, as monitoring treats them.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CLRegion)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
}
