// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A request that Siri (or the car) hands to the app. Mirrors [`INIntent`](https://developer.apple.com/documentation/intents/inintent).
open class INIntent: NSObject, @unchecked Sendable {
    open var identifier: String? = UUID().uuidString
    public override init() { super.init() }

    /// The images set for parameters (`setImage(_:forParameterNamed:)`), by the parameter's key path.
    var parameterImages: [AnyKeyPath: INImage] = [:]

    /// The most relevant image to show: the first parameter image set. Mirrors
    /// [`keyImage()`](https://developer.apple.com/documentation/intents/inintent/keyimage()). Apple's picks among the
    /// intent's images by rules it doesn't document; this one returns the one set first, else nil.
    open func keyImage() -> INImage? { parameterImageOrder.first.flatMap { parameterImages[$0] } }
    var parameterImageOrder: [AnyKeyPath] = []

    /// Carries the identifier and parameter images over to a copy made with resolved values. - Note: Not in Intents.
    package func copyIntentValues(from other: INIntent) {
        identifier = other.identifier
        parameterImages = other.parameterImages
        parameterImageOrder = other.parameterImageOrder
    }
}

/// A response to an intent. Mirrors [`INIntentResponse`](https://developer.apple.com/documentation/intents/inintentresponse).
open class INIntentResponse: NSObject, @unchecked Sendable {
    open var userActivity: NSUserActivity?
}

/// Routes intents to their handlers. Mirrors [`INIntentHandlerProviding`](https://developer.apple.com/documentation/intents/inintenthandlerproviding).
public protocol INIntentHandlerProviding: NSObjectProtocol {
    func handler(for intent: INIntent) -> Any?
}

/// The principal class of an intents extension. Mirrors [`INExtension`](https://developer.apple.com/documentation/intents/inextension).
open class INExtension: NSObject, INIntentHandlerProviding, @unchecked Sendable {
    public override init() { super.init() }
    open func handler(for intent: INIntent) -> Any? { nil }
}
