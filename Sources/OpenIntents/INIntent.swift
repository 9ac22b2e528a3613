// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A request that Siri (or the car) hands to the app. Mirrors [`INIntent`](https://developer.apple.com/documentation/intents/inintent).
open class INIntent: NSObject, @unchecked Sendable {
    open var identifier: String? = UUID().uuidString
    public override init() { super.init() }
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
