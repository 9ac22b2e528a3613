// SPDX-License-Identifier: Apache-2.0

/// What deleting an object does to the objects a relationship of it holds.
public enum NSDeleteRule: UInt, Sendable {
    /// Leaves them as they are.
    case noActionDeleteRule = 0
    /// Removes the deleted object from their inverse relationship.
    case nullifyDeleteRule = 1
    /// Deletes them too.
    case cascadeDeleteRule = 2
    /// Refuses the delete while the relationship holds any: the next save throws.
    case denyDeleteRule = 3
}
