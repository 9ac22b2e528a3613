// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Images for an intent's parameters, named by key path. Mirrors
/// [`INIntentSetImageKeyPath`](https://developer.apple.com/documentation/intents/inintentsetimagekeypath), the Swift
/// overlay's protocol that gives every intent `setImage(_:forParameterNamed:)` and `image(forParameterNamed:)` (Apple's
/// Objective-C methods take the parameter's name as a string; Swift apps name it by key path, e.g. `\.sender`).
public protocol INIntentSetImageKeyPath {}

extension INIntentSetImageKeyPath {
    /// Sets the image for a parameter (nil removes it). Mirrors
    /// [`setImage(_:forParameterNamed:)`](https://developer.apple.com/documentation/intents/inintent/setimage:forparameternamed:).
    public func setImage<Value>(_ image: INImage?, forParameterNamed parameterName: KeyPath<Self, Value>) {
        guard let intent = self as? INIntent else { return }
        let key = parameterName as AnyKeyPath
        intent.parameterImages[key] = image
        intent.parameterImageOrder.removeAll { $0 == key }
        if image != nil { intent.parameterImageOrder.append(key) }
    }

    /// The image set for a parameter. Mirrors
    /// [`image(forParameterNamed:)`](https://developer.apple.com/documentation/intents/inintent/imageforparameternamed:).
    public func image<Value>(forParameterNamed parameterName: KeyPath<Self, Value>) -> INImage? {
        (self as? INIntent)?.parameterImages[parameterName as AnyKeyPath]
    }
}

extension INIntent: INIntentSetImageKeyPath {}
