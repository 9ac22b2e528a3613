// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An attribute of an entity: its type and the value a new object starts with.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The value a new object of the entity has before it is set (nil: none).
    open var defaultValue: Any?

    public override init() { super.init() }
}
