// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A property of an entity: an attribute or a relationship.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    open var name: String = ""
    open var isOptional: Bool = true
    open var isTransient: Bool = false
    /// The entity the property belongs to (set when the entity's `properties` are set).
    open internal(set) weak var entity: NSEntityDescription?

    public override init() { super.init() }
}
