// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a save resolves conflicts with changes another context saved. Kept on the context; a save here writes the
/// context's values over the store's (objects are merged whole), whatever the policy.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// Which policy it is. - Note: Ours.
    let kind: String
    init(kind: String) { self.kind = kind }

    public static let error = NSMergePolicy(kind: "error")
    public static let mergeByPropertyStoreTrump = NSMergePolicy(kind: "mergeByPropertyStoreTrump")
    public static let mergeByPropertyObjectTrump = NSMergePolicy(kind: "mergeByPropertyObjectTrump")
    public static let overwrite = NSMergePolicy(kind: "overwrite")
    public static let rollback = NSMergePolicy(kind: "rollback")
}

public let NSErrorMergePolicy: NSMergePolicy = .error
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = .mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = .mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: NSMergePolicy = .overwrite
public let NSRollbackMergePolicy: NSMergePolicy = .rollback
