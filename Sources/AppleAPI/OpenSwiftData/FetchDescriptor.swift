// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a fetch reads: the models of one class that match a predicate, in the order of the sort descriptors, from an
/// offset, up to a limit.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    /// Whether models inserted and not yet saved are fetched too (true by default, as in SwiftData).
    public var includePendingChanges: Bool = true
    /// Accepted and kept; every property is fetched here.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Accepted and kept; related models are read with the models that hold them here.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
