// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

#if !canImport(ObjectiveC)
    /// Key-value observation of the app's settings, as apps observe a setting another screen changes
    /// (`UserDefaults.standard.observe(\.allowCellularData)` over an `@objc dynamic` property of theirs, or
    /// `addObserver(_:forKeyPath:)` with the setting's key). Foundation on Linux has no key-value observing and posts no
    /// `UserDefaults.didChangeNotification`, and its `set(_:forKey:)` can't be caught, so an observation compares its
    /// value when something says the settings may have changed: `didChangeNotification` (posted by anyone), and the
    /// end of every call the car makes into the app (a tap's handler, a connection). A change the app makes in a
    /// handler is heard as the handler returns; one made on a queue of its own, at the car's next call into the app.
    /// - Note: Ours in when it is heard: iOS tells observers at once, on the thread that changed the value.
    extension UserDefaults: KeyValueObservable {
        /// The observations of these defaults. - Note: Ours.
        public var keyValueObservers: KeyValueObservers { UserDefaultsObservations.observers(of: self) }

        /// A setting observed by name is the defaults' value for that key (`NSNull` when there is none, as KVO's change
        /// dictionary gives a missing value). - Note: Ours.
        public func keyValueObservingValue(forKey key: String) -> Any? { object(forKey: key) ?? NSNull() }
    }

    /// The observations of every `UserDefaults` object that has some. - Note: Ours.
    package enum UserDefaultsObservations {
        private final class Entry: @unchecked Sendable {
            // Unchecked: `defaults` is only read to see whether the object still exists; the observers are Sendable.
            weak var defaults: UserDefaults?
            let observers = KeyValueObservers()
            init(_ defaults: UserDefaults) { self.defaults = defaults }
        }

        private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])
        private static let listening = Mutex(false)

        static func observers(of defaults: UserDefaults) -> KeyValueObservers {
            listenOnce()
            return entries.withLock { entries in
                let key = ObjectIdentifier(defaults)
                if let entry = entries[key], entry.defaults === defaults { return entry.observers }
                let entry = Entry(defaults)
                entries[key] = entry
                return entry.observers
            }
        }

        /// The settings may have changed: each observation compares its value (on this thread) and hears a change.
        package static func valuesMayHaveChanged() {
            // Asked at the end of every call into an app: with nothing observed, nothing is built.
            let live = entries.withLock { entries -> [Entry] in
                guard !entries.isEmpty else { return [] }
                entries = entries.filter { $0.value.defaults != nil }
                return Array(entries.values)
            }
            for entry in live { entry.observers.valuesMayHaveChanged() }
        }

        private static func listenOnce() {
            let first = listening.withLock { started in
                defer { started = true }
                return !started
            }
            guard first else { return }
            _ = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) { _ in
                valuesMayHaveChanged()
            }
        }
    }
#endif
