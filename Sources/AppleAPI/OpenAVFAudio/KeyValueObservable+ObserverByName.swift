// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

#if !canImport(ObjectiveC)
    extension KeyValueObservable {
        /// The value observed under `key` (`"status"`), as KVO's change dictionary gives it: numbers and enums as
        /// `NSNumber`, nil as `NSNull`; nil when the class doesn't offer `key` to observation by name. - Note: Ours: the
        /// classes say which keys they offer (`AVPlayerItem`, `AVPlayer`); by default, none.
        public func keyValueObservingValue(forKey key: String) -> Any? { nil }

        /// None by default: every value is there at once. - Note: Ours.
        public func keyValueObservingValueBeforeLoading(forKey key: String) -> Any? { nil }

        /// Registers `observer` to hear changes of the value at `keyPath` in its
        /// `observeValue(forKeyPath:of:change:context:)` (see ``KeyValueObserver``), until removed. Mirrors NSObject's
        /// [`addObserver(_:forKeyPath:options:context:)`](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/addobserver(_:forkeypath:options:context:)).
        /// - Note: As with Apple's, the observer isn't retained. `.prior` is never sent. A key the class doesn't offer
        ///   here, or an observer without that method, is named on standard error and never hears anything.
        public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
            let typeName = String(describing: type(of: self))
            guard let first = keyValueObservingValue(forKey: keyPath) else {
                FileHandle.standardError.write(
                    Data("\(typeName): key-value observation of '\(keyPath)' by name isn't supported here: the observer will hear nothing\n".utf8))
                return
            }
            guard observer is any KeyValueObserver else {
                FileHandle.standardError.write(
                    Data(
                        "\(type(of: observer)) observes \(typeName)'s '\(keyPath)' but has no observeValue(forKeyPath:of:change:context:) built for it (the AppleImports plugin builds the app's override): it will hear nothing\n"
                            .utf8))
                return
            }
            // A value iOS loads (an item's status) starts as it was before loading, and becomes the value now on the
            // main queue, as loading would end.
            let start = keyValueObservingValueBeforeLoading(forKey: keyPath) ?? first
            let delivery = NamedObservation(observer: observer, keyPath: keyPath, object: self, options: options, context: context, last: start)
            if options.contains(.initial) { delivery.send(new: start, old: nil) }
            let id = keyValueObservers.add { [weak self] in
                guard let self, let now = self.keyValueObservingValue(forKey: keyPath) else { return }
                delivery.changed(to: now)
            }
            keyValueObservers.addNamed(observer: ObjectIdentifier(observer), keyPath: keyPath, context: context, id: id)
            if keyValueObservingValueBeforeLoading(forKey: keyPath) != nil {
                let loaded = LoadedValue(observers: keyValueObservers)
                DispatchQueue.main.async { loaded.observers?.valuesMayHaveChanged() }
            }
        }

        /// Stops `observer` hearing `keyPath` (its latest registration for it). Mirrors NSObject's
        /// [`removeObserver(_:forKeyPath:)`](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/removeobserver(_:forkeypath:)).
        /// - Note: Apple's raises when `observer` isn't registered for `keyPath`; here that is a line on standard error.
        public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
            if !keyValueObservers.removeNamed(observer: ObjectIdentifier(observer), keyPath: keyPath, context: nil, anyContext: true) {
                notRegistered(observer, keyPath)
            }
        }

        /// Stops `observer` hearing `keyPath` registered with `context`. Mirrors NSObject's
        /// [`removeObserver(_:forKeyPath:context:)`](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/removeobserver(_:forkeypath:context:)).
        public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
            if !keyValueObservers.removeNamed(observer: ObjectIdentifier(observer), keyPath: keyPath, context: context, anyContext: false) {
                notRegistered(observer, keyPath)
            }
        }

        private func notRegistered(_ observer: NSObject, _ keyPath: String) {
            FileHandle.standardError.write(
                Data(
                    "Cannot remove an observer \(type(of: observer)) for the key path \"\(keyPath)\" from \(type(of: self)) because it is not registered as an observer.\n"
                        .utf8))
        }
    }

    /// The registry of an object whose value finished loading. Unchecked: the registry is itself thread-safe.
    private struct LoadedValue: @unchecked Sendable {
        weak var observers: KeyValueObservers?
    }

    /// One registration by name: what it delivers, to whom, and the last value it saw. - Note: Ours.
    /// Unchecked: `last` is read and written by the registry's checks, which run one at a time on the changing thread,
    /// and the delivery runs on the main actor.
    private final class NamedObservation: @unchecked Sendable {
        weak var observer: NSObject?
        let keyPath: String
        weak var object: AnyObject?
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
        var last: Any

        init(observer: NSObject, keyPath: String, object: AnyObject, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?, last: Any) {
            self.observer = observer
            self.keyPath = keyPath
            self.object = object
            self.options = options
            self.context = context
            self.last = last
        }

        /// The object may have changed: a value that differs from the last one seen is delivered.
        func changed(to now: Any) {
            if let a = last as? AnyHashable, let b = now as? AnyHashable, a == b { return }
            let old = last
            last = now
            send(new: now, old: old)
        }

        func send(new: Any, old: Any?) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
            if options.contains(.new) { change[.newKey] = new }
            if options.contains(.old), let old { change[.oldKey] = old }
            let deliver = Delivery(observation: self, change: change)
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { deliver.run() }
            } else {
                DispatchQueue.main.async { deliver.run() }
            }
        }

        /// A change on its way to the main actor. Unchecked: the dictionary is made for this delivery and read once.
        struct Delivery: @unchecked Sendable {
            let observation: NamedObservation
            let change: [NSKeyValueChangeKey: Any]

            @MainActor func run() {
                guard let observer = observation.observer as? any KeyValueObserver else { return }
                observer.observeValue(forKeyPath: observation.keyPath, of: observation.object, change: change, context: observation.context)
            }
        }
    }
#endif
