// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(ObjectiveC)
    /// An object that hears the key-value observations it registered with `addObserver(_:forKeyPath:options:context:)`
    /// in ``observeValue(forKeyPath:of:change:context:)``. - Note: Ours. On iOS every `NSObject` has that method and an
    /// observer overrides it; Linux's `NSObject` has none, so the AppleImports plugin builds an app's
    /// `override func observeValue(forKeyPath:…)` as the method of this protocol, adding the conformance to its class.
    /// Observations are delivered on the main actor (UIKit's classes, which many observers are, are main-actor
    /// isolated; a change made on another thread is delivered on the main queue).
    @MainActor
    public protocol KeyValueObserver: AnyObject {
        /// Mirrors NSObject's [`observeValue(forKeyPath:of:change:context:)`](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observevalue(forkeypath:of:change:context:)).
        func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
    }
#endif
