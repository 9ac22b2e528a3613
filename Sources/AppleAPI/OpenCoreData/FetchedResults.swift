// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A fetched results controller's objects and sections (shared by its typed and untyped faces), and the changes
/// between two of its states. - Note: Ours.
final class FetchedResults: @unchecked Sendable {
    let sectionNameKeyPath: String?
    var fetched = false
    var objects: [NSManagedObject] = [] {
        didSet {
            fetched = true
            sections = Self.sections(of: objects, by: sectionNameKeyPath)
        }
    }
    private(set) var sections: [Section] = []

    struct Section: NSFetchedResultsSectionInfo {
        let name: String
        let members: [NSManagedObject]
        var indexTitle: String? { name.first.map { String($0).uppercased() } }
        var numberOfObjects: Int { members.count }
        var objects: [Any]? { members }
    }

    enum Change {
        case section(any NSFetchedResultsSectionInfo, Int, NSFetchedResultsChangeType)
        case object(NSManagedObject, IndexPath?, IndexPath?, NSFetchedResultsChangeType)
    }

    init(sectionNameKeyPath: String?) { self.sectionNameKeyPath = sectionNameKeyPath }

    /// Objects grouped by their section name, in order of first appearance (the sort descriptors must sort by the
    /// section key path first, as on iOS).
    static func sections(of objects: [NSManagedObject], by keyPath: String?) -> [Section] {
        guard let keyPath else { return [Section(name: "", members: objects)] }
        var names: [String] = []
        var members: [String: [NSManagedObject]] = [:]
        for object in objects {
            let name = object.value(forKeyPath: keyPath).map { "\($0)" } ?? ""
            if members[name] == nil { names.append(name) }
            members[name, default: []].append(object)
        }
        return names.map { Section(name: $0, members: members[$0] ?? []) }
    }

    func object(at indexPath: IndexPath) -> NSManagedObject? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]), sections[indexPath[0]].members.indices.contains(indexPath[1])
        else { return nil }
        return sections[indexPath[0]].members[indexPath[1]]
    }

    func indexPath(of object: NSManagedObject) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let row = section.members.firstIndex(where: { $0 === object }) { return IndexPath(indexes: [s, row]) }
        }
        return nil
    }

    struct Snapshot {
        let sections: [Section]
        func indexPath(of object: NSManagedObject) -> IndexPath? {
            for (s, section) in sections.enumerated() {
                if let row = section.members.firstIndex(where: { $0 === object }) { return IndexPath(indexes: [s, row]) }
            }
            return nil
        }
    }

    func snapshot() -> Snapshot { Snapshot(sections: fetched ? sections : []) }

    /// What changed between two states: sections removed and added, objects deleted, inserted, moved, and updated
    /// (among `updated`, those that stayed where they were).
    static func changes(from before: Snapshot, to after: Snapshot, updated: Set<NSManagedObject>) -> [Change] {
        var changes: [Change] = []
        let oldNames = before.sections.map(\.name)
        let newNames = after.sections.map(\.name)
        for (i, section) in before.sections.enumerated() where !newNames.contains(section.name) { changes.append(.section(section, i, .delete)) }
        for (i, section) in after.sections.enumerated() where !oldNames.contains(section.name) { changes.append(.section(section, i, .insert)) }
        let oldObjects = before.sections.flatMap(\.members)
        let newObjects = after.sections.flatMap(\.members)
        for object in oldObjects where !newObjects.contains(where: { $0 === object }) {
            changes.append(.object(object, before.indexPath(of: object), nil, .delete))
        }
        // An object moved when its section or its place among the objects in both states changed (not when objects
        // before it came or went).
        let stayedBefore = oldObjects.filter { object in newObjects.contains { $0 === object } }
        let stayedAfter = newObjects.filter { object in oldObjects.contains { $0 === object } }
        for object in newObjects {
            let to = after.indexPath(of: object)
            guard let from = before.indexPath(of: object), let to else {
                changes.append(.object(object, nil, to, .insert))
                continue
            }
            let moved =
                before.sections[from[0]].name != after.sections[to[0]].name
                || stayedBefore.firstIndex(where: { $0 === object }) != stayedAfter.firstIndex(where: { $0 === object })
            if moved {
                changes.append(.object(object, from, to, .move))
            } else if updated.contains(object) {
                changes.append(.object(object, from, to, .update))
            }
        }
        return changes
    }
}
