// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

#if !canImport(ObjectiveC)
    /// Foundation's selector form of observing, which swift-corelibs-foundation lacks (it has no selectors): the
    /// observer's method (see `Selector`) is called with the notification. As on iOS 9 and later the center holds the
    /// observer weakly: an observer that is gone is no longer called, and need not be removed. `removeObserver` with an
    /// object (the observer or a block's token) ends its observations of either kind. - Note: Ours on Linux. A
    /// notification posted on the main thread reaches the method at once, as Apple's does; one posted on another queue
    /// reaches it on the main queue's next turn (the method may touch the main actor's state here).
    extension NotificationCenter {
        /// Mirrors [`addObserver(_:selector:name:object:)`](https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)).
        public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
            nonisolated(unsafe) weak let target = observer as AnyObject
            weak let weakCenter = self
            let center = ObjectIdentifier(self)
            let key = ObjectIdentifier(observer as AnyObject)
            let placed = SelectorObservations.TokenBox()
            let token = addObserver(forName: aName, object: anObject, queue: nil) { note in
                guard let found = target else {
                    // The observer is gone: its observation ends (Apple's center forgets it too).
                    if let token = placed.token { weakCenter?.removeObserver(token as Any) }
                    return
                }
                TargetAction.performOnMainQueue(aSelector, on: found, with: [note], wait: false)
            }
            placed.token = token
            SelectorObservations.add(token, name: aName, center: center, observer: key)
        }

        /// Ends the observations of `observer`: the selector forms it was added with, or, for a block's token, that
        /// block. Mirrors [`removeObserver(_:)`](https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)).
        public func removeObserver(_ observer: AnyObject) {
            for token in SelectorObservations.remove(center: ObjectIdentifier(self), observer: ObjectIdentifier(observer), name: nil) {
                removeObserver(token as Any)
            }
            removeObserver(observer as Any)
        }

        /// Ends the observations of `observer` for one notification name (nil: any). Mirrors
        /// [`removeObserver(_:name:object:)`](https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:name:object:)).
        /// - Note: The object is not compared for selector observations here.
        public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
            for token in SelectorObservations.remove(center: ObjectIdentifier(self), observer: ObjectIdentifier(observer), name: aName) {
                removeObserver(token as Any)
            }
            removeObserver(observer as Any, name: aName, object: anObject)
        }
    }

    /// The block tokens standing for selector observations, by center and observer: what `removeObserver` ends.
    /// - Note: Ours. Keyed by the center (a phone's centers are its apps' own objects), so nothing is shared between centers.
    enum SelectorObservations {
        struct Entry: @unchecked Sendable {
            // Unchecked: the token is only handed back to its center's removeObserver.
            let token: NSObjectProtocol
            let name: NSNotification.Name?
        }
        struct Key: Hashable {
            let center: ObjectIdentifier
            let observer: ObjectIdentifier
        }
        /// The token of an observation, for its own block (made before the token exists).
        final class TokenBox: @unchecked Sendable {
            // Unchecked: set once, before any notification can reach the block that reads it.
            var token: NSObjectProtocol?
        }
        private static let entries = Mutex<[Key: [Entry]]>([:])

        static func add(_ token: NSObjectProtocol, name: NSNotification.Name?, center: ObjectIdentifier, observer: ObjectIdentifier) {
            entries.withLock { $0[Key(center: center, observer: observer), default: []].append(Entry(token: token, name: name)) }
        }

        /// Takes out and returns the tokens of `observer` in `center` for `name` (nil: all of them).
        static func remove(center: ObjectIdentifier, observer: ObjectIdentifier, name: NSNotification.Name?) -> [NSObjectProtocol] {
            entries.withLock { all in
                let key = Key(center: center, observer: observer)
                guard let found = all[key] else { return [] }
                let (gone, kept) = (found.filter { name == nil || $0.name == name }, found.filter { name != nil && $0.name != name })
                all[key] = kept.isEmpty ? nil : kept
                return gone.map(\.token)
            }
        }
    }
#endif
