// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a fetch returns: managed objects (the default), their IDs, dictionaries of their attributes, or a count.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// What a context's fetch reads: the objects of an entity that match a predicate, in the order of the sort
/// descriptors, from an offset, up to a limit.
///
/// - Note: `ResultType` has no constraint here (it is `NSFetchRequestResult` on iOS), so `NSFetchRequest<NSFetchRequestResult>`
///   builds where protocols don't conform to themselves.
open class NSFetchRequest<ResultType>: NSObject, @unchecked Sendable {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many objects (0: no limit).
    open var fetchLimit: Int = 0
    open var fetchOffset: Int = 0
    /// Kept; objects are read whole here.
    open var fetchBatchSize: Int = 0
    open var includesPendingChanges: Bool = true
    open var includesSubentities: Bool = true
    /// Kept; objects are never faults here.
    open var returnsObjectsAsFaults: Bool = true
    open var relationshipKeyPathsForPrefetching: [String]?
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// The attributes a dictionary result has (names or property descriptions; all of them for nil).
    open var propertiesToFetch: [Any]?
    open var returnsDistinctResults: Bool = false

    public override init() { super.init() }

    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }
}
