// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the entities of a Core Data model as Xcode keeps it (`Model.xcdatamodeld`, a folder of versions, each an
/// `.xcdatamodel` folder whose `contents` file is XML), with Foundation's `XMLParser`: entities with their class,
/// attributes (type, optional, default) and relationships (destination, inverse, to-many, ordered, delete rule).
/// Fetched properties, configurations and indexes are not read. - Note: Ours.
final class XCDataModelReader: NSObject, XMLParserDelegate {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private var entities: [NSEntityDescription] = []
    private var current: NSEntityDescription?
    private var properties: [NSPropertyDescription] = []
    /// Each relationship with the names of its destination and inverse, resolved once every entity is read.
    private var links: [(relationship: NSRelationshipDescription, destination: String, inverse: String?)] = []
    /// Each entity that inherits from another, with the other's name, resolved once every entity is read.
    private var parents: [(entity: NSEntityDescription, parent: String)] = []

    /// The entities of the model at `url` (an `.xcdatamodeld` folder: its current version; or an `.xcdatamodel`).
    static func entities(at url: URL) throws -> [NSEntityDescription] {
        let version = try currentVersion(of: url)
        let contents = version.appendingPathComponent("contents")
        guard let parser = XMLParser(contentsOf: contents) else { throw Failure(description: "\(contents.path): no such model file") }
        let reader = XCDataModelReader()
        parser.delegate = reader
        guard parser.parse() else {
            throw Failure(description: "\(contents.path): not a model: \(parser.parserError.map { "\($0)" } ?? "unreadable XML")")
        }
        return try reader.finish(contents.path)
    }

    /// The `.xcdatamodel` a model folder names as current (`.xccurrentversion`), else its last version by name.
    static func currentVersion(of url: URL) throws -> URL {
        guard url.pathExtension == "xcdatamodeld" else { return url }
        let plist = url.appendingPathComponent(".xccurrentversion")
        if let data = try? Data(contentsOf: plist),
            let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let name = info["_XCCurrentVersionName"] as? String
        {
            return url.appendingPathComponent(name)
        }
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.filter { $0.hasSuffix(".xcdatamodel") }.sorted() ?? []
        guard let last = versions.last else { throw Failure(description: "\(url.path): the model has no .xcdatamodel version") }
        return url.appendingPathComponent(last)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "entity":
            let entity = NSEntityDescription()
            entity.name = attributes["name"]
            entity.managedObjectClassName = attributes["representedClassName"] ?? "NSManagedObject"
            if let parent = attributes["parentEntity"] { parents.append((entity, parent)) }
            current = entity
            properties = []
        case "attribute":
            let attribute = NSAttributeDescription()
            attribute.name = attributes["name"] ?? ""
            attribute.isOptional = attributes["optional"] == "YES"
            attribute.isTransient = attributes["transient"] == "YES"
            attribute.attributeType = Self.types[attributes["attributeType"] ?? ""] ?? .undefinedAttributeType
            attribute.defaultValue = attributes["defaultValueString"].flatMap { Self.value($0, of: attribute.attributeType) }
            properties.append(attribute)
        case "relationship":
            let relationship = NSRelationshipDescription()
            relationship.name = attributes["name"] ?? ""
            relationship.isOptional = attributes["optional"] == "YES"
            relationship.isOrdered = attributes["ordered"] == "YES"
            relationship.maxCount = attributes["toMany"] == "YES" ? Int(attributes["maxCount"] ?? "") ?? 0 : 1
            relationship.minCount = Int(attributes["minCount"] ?? "") ?? 0
            relationship.deleteRule = Self.deleteRules[attributes["deletionRule"] ?? ""] ?? .nullifyDeleteRule
            links.append((relationship, attributes["destinationEntity"] ?? "", attributes["inverseName"]))
            properties.append(relationship)
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard elementName == "entity", let entity = current else { return }
        entity.properties = properties
        entities.append(entity)
        current = nil
    }

    private func finish(_ path: String) throws -> [NSEntityDescription] {
        let byName = Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
        for (entity, parent) in parents {
            guard let superentity = byName[parent] else {
                throw Failure(description: "\(path): the entity '\(entity.name ?? "")' inherits from '\(parent)', which the model doesn't have")
            }
            superentity.subentities.append(entity)
        }
        for (relationship, destination, inverse) in links {
            guard let target = byName[destination] else {
                throw Failure(description: "\(path): the relationship '\(relationship.name)' leads to '\(destination)', which the model doesn't have")
            }
            relationship.destinationEntity = target
            if let inverse { relationship.inverseRelationship = target.relationshipsByName[inverse] }
        }
        return entities
    }

    static let types: [String: NSAttributeType] = [
        "Integer 16": .integer16AttributeType, "Integer 32": .integer32AttributeType, "Integer 64": .integer64AttributeType,
        "Decimal": .decimalAttributeType, "Double": .doubleAttributeType, "Float": .floatAttributeType, "String": .stringAttributeType,
        "Boolean": .booleanAttributeType, "Date": .dateAttributeType, "Binary": .binaryDataAttributeType, "UUID": .UUIDAttributeType,
        "URI": .URIAttributeType, "Transformable": .transformableAttributeType
    ]

    static let deleteRules: [String: NSDeleteRule] = [
        "Nullify": .nullifyDeleteRule, "Cascade": .cascadeDeleteRule, "Deny": .denyDeleteRule, "No Action": .noActionDeleteRule
    ]

    /// A default value as the model writes it, as the attribute's type.
    static func value(_ text: String, of type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType: Int16(text)
        case .integer32AttributeType: Int32(text)
        case .integer64AttributeType: Int64(text)
        case .doubleAttributeType: Double(text)
        case .floatAttributeType: Float(text)
        case .decimalAttributeType: Decimal(string: text)
        case .stringAttributeType: text
        case .booleanAttributeType: text == "YES" || text == "1" || text.lowercased() == "true"
        case .UUIDAttributeType: UUID(uuidString: text)
        case .URIAttributeType: URL(string: text)
        default: nil
        }
    }
}
