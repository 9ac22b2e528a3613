// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A value read and written somewhere else: the getter and setter a control edits through. Mirrors SwiftUI's
/// [`Binding`](https://developer.apple.com/documentation/swiftui/binding), as an app's models hand one to their screens.
/// - Note: Ours: no transaction or animation is carried; the phone's screens that would read it aren't drawn here.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// Mirrors [`init(get:set:)`](https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5).
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding that never changes. Mirrors [`constant(_:)`](https://developer.apple.com/documentation/swiftui/binding/constant(_:)).
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// Mirrors [`wrappedValue`](https://developer.apple.com/documentation/swiftui/binding/wrappedvalue).
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// Mirrors [`projectedValue`](https://developer.apple.com/documentation/swiftui/binding/projectedvalue).
    public var projectedValue: Binding<Value> { self }

    /// Mirrors [`init(projectedValue:)`](https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value. Mirrors
    /// [`subscript(dynamicMember:)`](https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// A binding to an optional value made from one to a value. Mirrors
    /// [`init(_:)`](https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9).
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to the value of an optional one, nil while it is nil. Mirrors
    /// [`init(_:)`](https://developer.apple.com/documentation/swiftui/binding/init(_:)-2ebs8).
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(
            get: {
                if let current = base.wrappedValue { last = current }
                return last
            }, set: { base.wrappedValue = $0 })
    }
}
