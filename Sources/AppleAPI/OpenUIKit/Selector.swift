// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(ObjectiveC)
    /// A method named for a target–action call: a display link's frame method, a control's action, a timer's method.
    ///
    /// Mirrors the Objective-C runtime's [`Selector`](https://developer.apple.com/documentation/objectivec/selector),
    /// which Linux doesn't have (nor `#selector` or `@objc`). Here a selector carries the method itself: the
    /// `carplay-imports` rewriter (the AppleImports plugin, `headunit init`) turns `#selector(step(_:))` in iOS code into
    /// `init(_:named:)` with the method as an unapplied reference, `Selector(Self.step(_:), named: "step:")`, so
    /// the display link, control or timer calls that method on its target, on the main queue, with as many of its
    /// arguments (the sender, the event) as the method takes. A selector made from a name only (`Selector("step:")`,
    /// or from a string literal) can't be called here: using one says so on standard error. Two selectors are equal when
    /// their Objective-C names are. - Note: Ours on Linux (on Apple's platforms the runtime's own is used).
    public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The Objective-C name: `step:`, `stepWithDisplaylink:`, `buttonTapped:forEvent:`.
        public let name: String
        /// How to call the method, when known.
        package let method: Method?

        /// A selector by name (it can't be called here: see the type's note).
        public init(_ name: String) {
            self.name = name
            method = nil
        }

        public init(stringLiteral value: String) { self.init(value) }

        public var description: String { name }

        public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }

        /// A method of `Target` and the number of arguments it takes, as one callable. - Note: Ours.
        package final class Method: @unchecked Sendable {
            // Unchecked: it only holds an unapplied method reference, which captures nothing.
            let arity: Int
            let accepts: @Sendable (AnyObject) -> Bool
            let call: @MainActor (AnyObject, [Any?]) -> Bool
            init(arity: Int, accepts: @escaping @Sendable (AnyObject) -> Bool, call: @escaping @MainActor (AnyObject, [Any?]) -> Bool) {
                self.arity = arity
                self.accepts = accepts
                self.call = call
            }
        }

        private init(name: String, method: Method) {
            self.name = name
            self.method = method
        }

        /// Whether `target` has the method (is of its type). - Note: Ours.
        package func isImplemented(by target: AnyObject) -> Bool { method?.accepts(target) ?? false }

        /// Calls the method on `target` with the first of `arguments` it takes (nil for those it takes and isn't
        /// given); false, with a message on standard error, when it can't. - Note: Ours.
        @MainActor @discardableResult
        package func perform(on target: AnyObject, with arguments: [Any?]) -> Bool {
            guard let method else {
                Self.report(
                    "can't call '\(name)' on \(type(of: target)): a selector made from a name has no method on Linux (write #selector(method) in code the carplay-imports rewriter copies, or pass a closure)"
                )
                return false
            }
            guard method.accepts(target) else {
                Self.report("can't call '\(name)' on \(type(of: target)): the selector names a method of another type")
                return false
            }
            let padded = Array((arguments + [Any?](repeating: nil, count: max(method.arity - arguments.count, 0))).prefix(method.arity))
            return method.call(target, padded)
        }

        private static func report(_ message: String) {
            FileHandle.standardError.write(Data("Selector: \(message)\n".utf8))
        }

        /// `arguments[i]` as `A`, or nil with a message when the method takes something else.
        private static func argument<A>(_ arguments: [Any?], _ i: Int, _ name: String) -> A? {
            let value: Any? = i < arguments.count ? arguments[i] : nil
            if let a = value as? A { return a }
            if value == nil, let none = Optional<Any>.none as? A { return none }
            report("can't call '\(name)': its argument \(i + 1) is \(A.self), and the caller gave \(value.map { "\(type(of: $0))" } ?? "nil")")
            return nil
        }

        // MARK: From a method (what the rewriter writes for #selector)

        /// A method taking no argument. - Note: Ours.
        public init<Target: AnyObject, R>(_ method: @escaping (Target) -> () -> R, named name: String) {
            // An unapplied method reference captures nothing: nothing is shared by calling it on the main actor.
            nonisolated(unsafe) let method = method
            self.init(
                name: name,
                method: Method(arity: 0, accepts: { $0 is Target }) { target, _ in
                    guard let t = target as? Target else { return false }
                    _ = method(t)()
                    return true
                })
        }

        /// A main-actor method taking no argument. - Note: Ours.
        public init<Target: AnyObject, R>(_ method: @escaping (Target) -> @MainActor () -> R, named name: String) {
            // An unapplied method reference captures nothing: nothing is shared by calling it on the main actor.
            nonisolated(unsafe) let method = method
            self.init(
                name: name,
                method: Method(arity: 0, accepts: { $0 is Target }) { target, _ in
                    guard let t = target as? Target else { return false }
                    _ = method(t)()
                    return true
                })
        }

        /// A method taking the sender. - Note: Ours.
        public init<Target: AnyObject, A, R>(_ method: @escaping (Target) -> (A) -> R, named name: String) {
            // An unapplied method reference captures nothing: nothing is shared by calling it on the main actor.
            nonisolated(unsafe) let method = method
            self.init(
                name: name,
                method: Method(arity: 1, accepts: { $0 is Target }) { target, arguments in
                    guard let t = target as? Target, let a: A = Self.argument(arguments, 0, name) else { return false }
                    _ = method(t)(a)
                    return true
                })
        }

        /// A main-actor method taking the sender. - Note: Ours.
        public init<Target: AnyObject, A, R>(_ method: @escaping (Target) -> @MainActor (A) -> R, named name: String) {
            // An unapplied method reference captures nothing: nothing is shared by calling it on the main actor.
            nonisolated(unsafe) let method = method
            self.init(
                name: name,
                method: Method(arity: 1, accepts: { $0 is Target }) { target, arguments in
                    guard let t = target as? Target, let a: A = Self.argument(arguments, 0, name) else { return false }
                    _ = method(t)(a)
                    return true
                })
        }

        /// A method taking the sender and the event. - Note: Ours.
        public init<Target: AnyObject, A, B, R>(_ method: @escaping (Target) -> (A, B) -> R, named name: String) {
            // An unapplied method reference captures nothing: nothing is shared by calling it on the main actor.
            nonisolated(unsafe) let method = method
            self.init(
                name: name,
                method: Method(arity: 2, accepts: { $0 is Target }) { target, arguments in
                    guard let t = target as? Target, let a: A = Self.argument(arguments, 0, name), let b: B = Self.argument(arguments, 1, name)
                    else { return false }
                    _ = method(t)(a, b)
                    return true
                })
        }

        /// A main-actor method taking the sender and the event. - Note: Ours.
        public init<Target: AnyObject, A, B, R>(_ method: @escaping (Target) -> @MainActor (A, B) -> R, named name: String) {
            // An unapplied method reference captures nothing: nothing is shared by calling it on the main actor.
            nonisolated(unsafe) let method = method
            self.init(
                name: name,
                method: Method(arity: 2, accepts: { $0 is Target }) { target, arguments in
                    guard let t = target as? Target, let a: A = Self.argument(arguments, 0, name), let b: B = Self.argument(arguments, 1, name)
                    else { return false }
                    _ = method(t)(a, b)
                    return true
                })
        }

        /// What the rewriter writes for a `#selector` form it can't turn into a method (`getter:`, `setter:`, a method
        /// of an instance): the build stops here with this message, at the line of the original file. - Note: Ours.
        @available(
            *, unavailable,
            message:
                "this #selector form needs the Objective-C runtime, which Linux lacks: name the method as #selector(method(_:)) or #selector(Type.method(_:)), or pass a closure (CADisplayLink(handler:), UIControl.addAction(_:for:), Timer(timeInterval:repeats:block:))"
        )
        public init(unsupported form: String) { self.init(form) }
    }
#endif
