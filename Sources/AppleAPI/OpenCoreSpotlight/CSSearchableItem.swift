// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An item of the app's that Spotlight (and Siri's suggestions) can find. Mirrors
/// [`CSSearchableItem`](https://developer.apple.com/documentation/corespotlight/cssearchableitem).
open class CSSearchableItem: NSObject, @unchecked Sendable {
    /// Mirrors [`uniqueIdentifier`](https://developer.apple.com/documentation/corespotlight/cssearchableitem/uniqueidentifier):
    /// a new identifier when none was given.
    open var uniqueIdentifier: String
    open var domainIdentifier: String?
    open var attributeSet: CSSearchableItemAttributeSet
    /// Mirrors [`expirationDate`](https://developer.apple.com/documentation/corespotlight/cssearchableitem/expirationdate).
    open var expirationDate: Date!

    /// Mirrors [`init(uniqueIdentifier:domainIdentifier:attributeSet:)`](https://developer.apple.com/documentation/corespotlight/cssearchableitem/init(uniqueidentifier:domainidentifier:attributeset:)).
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        super.init()
    }
}
