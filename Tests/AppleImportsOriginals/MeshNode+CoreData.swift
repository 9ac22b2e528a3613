//
//  MeshNode+CoreData.swift
//  A mesh radio app's Core Data classes, as Xcode generates them with Codegen set to Manual/None.
//

import CoreData
import Foundation

@objc(MeshNode)
public class MeshNode: NSManagedObject {}

extension MeshNode {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<MeshNode> {
        return NSFetchRequest<MeshNode>(entityName: "MeshNode")
    }

    @NSManaged public var num: Int64
    @NSManaged public var longName: String?
    @NSManaged public var lastHeard: Date?
    @NSManaged public var favorite: Bool
    @NSManaged public var snr: Float
    @NSManaged public var messages: NSSet?

    /// Predicates and sort descriptors in signatures, as model classes write them: Core Data's, not Foundation's.
    public class func favoritesPredicate() -> NSPredicate? { NSPredicate(format: "favorite == YES") }
    public class var byLastHeard: [NSSortDescriptor] { [NSSortDescriptor(key: "lastHeard", ascending: false)] }
}

// MARK: Generated accessors for messages
extension MeshNode {
    @objc(addMessagesObject:)
    @NSManaged public func addToMessages(_ value: MeshMessage)

    @objc(removeMessagesObject:)
    @NSManaged public func removeFromMessages(_ value: MeshMessage)

    @objc(addMessages:)
    @NSManaged public func addToMessages(_ values: NSSet)

    @objc(removeMessages:)
    @NSManaged public func removeFromMessages(_ values: NSSet)
}

extension MeshNode: Identifiable {}

@objc(MeshMessage)
public class MeshMessage: NSManagedObject {}

extension MeshMessage {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<MeshMessage> {
        return NSFetchRequest<MeshMessage>(entityName: "MeshMessage")
    }

    @NSManaged public var text: String?
    @NSManaged public var receivedAt: Date?
    @NSManaged public var from: MeshNode?
}
