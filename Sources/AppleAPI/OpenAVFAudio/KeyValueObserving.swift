// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(ObjectiveC)
    /// What a key-value observation reports. Mirrors
    /// [`NSKeyValueObservingOptions`](https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions).
    public struct NSKeyValueObservingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
        public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
        public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
        public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
    }

    /// The kind of a change. Mirrors [`NSKeyValueChange`](https://developer.apple.com/documentation/foundation/nskeyvaluechange).
    public enum NSKeyValueChange: UInt, Sendable {
        case setting = 1
        case insertion, removal, replacement
    }

    /// One change a key-value observation reports. Mirrors
    /// [`NSKeyValueObservedChange`](https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange).
    public struct NSKeyValueObservedChange<Value> {
        public let kind: NSKeyValueChange
        /// The value now, when the observation asked for `.new`.
        public let newValue: Value?
        /// The value before, when it asked for `.old`.
        public let oldValue: Value?
        public let indexes: IndexSet?
        public let isPrior: Bool
    }

    /// An observation made with `observe(_:options:changeHandler:)`: it lasts until invalidated or released, as
    /// Apple's does. Mirrors [`NSKeyValueObservation`](https://developer.apple.com/documentation/foundation/nskeyvalueobservation).
    public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
        // Unchecked: the ending closure is taken once under the lock, and only removes an entry from its object's
        // registry (under that registry's own lock).
        private let lock = NSLock()
        private var end: (() -> Void)?

        init(end: @escaping () -> Void) {
            self.end = end
            super.init()
        }

        /// Ends the observation. Mirrors [`invalidate()`](https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()).
        public func invalidate() {
            lock.lock()
            let stop = end
            end = nil
            lock.unlock()
            stop?()
        }

        deinit { invalidate() }
    }

    /// A class whose properties can be observed by key path here: its own code says when they may have changed
    /// (through its ``KeyValueObservers``), and each observation whose value differs hears it, on the
    /// thread of the change, as Apple's KVO calls back. - Note: Ours. Without the Objective-C runtime a property can't
    /// be observed unless its class does this; `AVPlayer` and `AVPlayerItem` do.
    public protocol KeyValueObservable: AnyObject {
        /// The observations of this object. - Note: Ours.
        var keyValueObservers: KeyValueObservers { get }
        /// The value `addObserver(_:forKeyPath:options:context:)` observes under `key`, nil for a key not offered. - Note: Ours.
        func keyValueObservingValue(forKey key: String) -> Any?
        /// The value an observer registered by name first sees under `key` when the simulation has it at once but iOS
        /// loads it (an item's `status`, `.unknown` until ready): the observer then hears the change to the value now,
        /// on the main queue, as it would when loading ends. Nil: the value now. - Note: Ours.
        func keyValueObservingValueBeforeLoading(forKey key: String) -> Any?
    }

    extension KeyValueObservable {
        /// Calls `changeHandler` when the value at `keyPath` changes (and at once with `.initial`). Mirrors
        /// [`observe(_:options:changeHandler:)`](https://developer.apple.com/documentation/objectivec/nsobject/keyvalueobservingpublisher/observe(_:options:changehandler:)).
        /// - Note: A change is a value that differs from the last one the observation saw (compared as `Hashable`
        ///   values where the value is one; any new value otherwise).
        public func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            let registry = keyValueObservers
            let current = self[keyPath: keyPath]
            if options.contains(.initial) {
                changeHandler(
                    self,
                    NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? current : nil, oldValue: nil, indexes: nil, isPrior: false))
            }
            var last = current
            let id = registry.add { [weak self] in
                guard let self else { return }
                let now = self[keyPath: keyPath]
                if let a = last as? AnyHashable, let b = now as? AnyHashable, a == b { return }
                let old = last
                last = now
                changeHandler(
                    self,
                    NSKeyValueObservedChange(
                        kind: .setting, newValue: options.contains(.new) ? now : nil, oldValue: options.contains(.old) ? old : nil, indexes: nil,
                        isPrior: false))
            }
            return NSKeyValueObservation { [weak registry] in registry?.remove(id) }
        }
    }

    /// The observations of one object. - Note: Ours.
    public final class KeyValueObservers: @unchecked Sendable {
        // Unchecked: the entries are only touched under the lock; each check runs outside it, on the changing thread.
        private let lock = NSLock()
        private var entries: [(id: Int, check: () -> Void)] = []
        private var next = 0

        public init() {}

        func add(_ check: @escaping () -> Void) -> Int {
            lock.lock()
            defer { lock.unlock() }
            next += 1
            entries.append((next, check))
            return next
        }

        func remove(_ id: Int) {
            lock.withLock { entries.removeAll { $0.id == id } }
        }

        /// The observations made by name (`addObserver(_:forKeyPath:options:context:)`): whose, of what, and their entry.
        private var named: [(observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer?, id: Int)] = []

        func addNamed(observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer?, id: Int) {
            lock.withLock { named.append((observer, keyPath, context, id)) }
        }

        /// Ends the latest matching observation made by name; false when there is none.
        func removeNamed(observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer?, anyContext: Bool) -> Bool {
            lock.lock()
            guard let i = named.lastIndex(where: { $0.observer == observer && $0.keyPath == keyPath && (anyContext || $0.context == context) }) else {
                lock.unlock()
                return false
            }
            let id = named.remove(at: i).id
            lock.unlock()
            remove(id)
            return true
        }

        /// The object changed something observable: each observation compares its value and hears a change.
        package func valuesMayHaveChanged() {
            lock.lock()
            let checks = entries.map(\.check)
            lock.unlock()
            for check in checks { check() }
        }
    }
#endif
