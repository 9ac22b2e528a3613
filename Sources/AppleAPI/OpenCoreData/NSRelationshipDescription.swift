// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A relationship of an entity: the entity it leads to, its inverse, how many objects it holds, its delete rule.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    /// The entity of the objects it holds.
    open weak var destinationEntity: NSEntityDescription?
    /// The relationship of the destination that leads back (kept in step when either side changes).
    open weak var inverseRelationship: NSRelationshipDescription?
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    /// At most this many objects (1: a to-one relationship; 0: no limit).
    open var maxCount: Int = 1
    open var minCount: Int = 0
    open var isOrdered: Bool = false
    /// Whether it holds several objects (a `maxCount` other than 1).
    open var isToMany: Bool { maxCount != 1 }

    public override init() { super.init() }
}
