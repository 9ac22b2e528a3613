// SPDX-License-Identifier: Apache-2.0

import AppleImportsFixture
import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// An app's saved data on the car's phone: each launch of the app in a car reads what the launches before it saved (its
/// store is in the app's own data folder on the car's phone; a new car's phone starts without it).
@MainActor
struct AppDataAcrossLaunchesTests {
    @Test func aSwiftDataStoreOutlivesTheAppsLaunchInTheSameCar() async throws {
        let (car, app) = try await CarPlayTestSession.launchedTwice("Logbook", [.communication], showing: "No trips yet", then: "Trip 1") {
            LogbookSceneDelegate()
        }
        try await car.relaunch(app)
        #expect(car.texts.filter { $0.hasPrefix("Trip ") } == ["Trip 1", "Trip 2"], "\(car.texts)")
        let store = car.car.dataContainer(of: app).appendingPathComponent("Library/Application Support/default.store")
        #expect(FileManager.default.fileExists(atPath: store.path))
    }

    @Test func aCoreDataStoreOutlivesTheAppsLaunchInTheSameCar() async throws {
        let (car, app) = try await CarPlayTestSession.launchedTwice("Mesh Nodes", [.communication], showing: "No nodes heard", then: "Node 1") {
            NodesSceneDelegate()
        }
        #expect(FileManager.default.fileExists(atPath: car.car.dataContainer(of: app).appendingPathComponent("Library/Application Support/Mesh.sqlite").path))
    }
}

extension CarPlayTestSession {
    /// A car with the app `name` open (its CarPlay scene's delegate made by `delegate`), which shows `first`, then,
    /// after a relaunch, `second`: the second launch reads what the first left on the car's phone.
    static func launchedTwice<Delegate: UISceneDelegate>(
        _ name: String, _ categories: Set<AppCategory>, showing first: String, then second: String,
        sourceLocation: SourceLocation = #_sourceLocation, _ delegate: @escaping @MainActor @Sendable () -> Delegate
    ) async throws -> (car: CarPlayTestSession, app: AppDeclaration) {
        let app = try AppDeclaration.inMemory(name: name, categories: categories, sceneDelegate: SceneDelegateFactory(Delegate.self, make: delegate))
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(car.texts.contains(first), "\(car.texts)", sourceLocation: sourceLocation)
        try await car.relaunch(app)
        #expect(car.texts.contains(second), "the second launch reads what the first left: \(car.texts)", sourceLocation: sourceLocation)
        return (car, app)
    }

    /// The app's process ends and the driver opens the app again in the same car, whose phone keeps the app's files.
    func relaunch(
        _ app: AppDeclaration, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        car.restartApps { _ in nil }
        try await open(app, fileID: fileID, filePath: filePath, line: line, column: column)
        await settle()
    }
}

@Model
final class LoggedTrip {
    var name: String
    var startedAt: Date

    init(name: String, startedAt: Date) {
        self.name = name
        self.startedAt = startedAt
    }
}

/// A CarPlay scene that lists the trips saved by earlier launches, then logs one more (as an app would on a drive).
final class LogbookSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        do {
            let container = try ModelContainer(for: LoggedTrip.self)
            let context = ModelContext(container)
            let trips = try context.fetch(FetchDescriptor<LoggedTrip>(sortBy: [SortDescriptor(\.startedAt)]))
            let items = trips.isEmpty ? [CPListItem(text: "No trips yet", detailText: nil)] : trips.map { CPListItem(text: $0.name, detailText: nil) }
            context.insert(LoggedTrip(name: "Trip \(trips.count + 1)", startedAt: Date(timeIntervalSinceReferenceDate: Double(trips.count))))
            try context.save()
            interfaceController.setRootTemplate(CPListTemplate(title: "Logbook", sections: [CPListSection(items: items)]), animated: false, completion: nil)
        } catch {
            interfaceController.setRootTemplate(
                CPListTemplate(title: "Logbook", sections: [CPListSection(items: [CPListItem(text: "\(error)", detailText: nil)])]), animated: false,
                completion: nil)
        }
    }
}

/// A CarPlay scene listing the mesh nodes heard by earlier launches (Core Data), then saving one more.
final class NodesSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let model = NSManagedObjectModel(contentsOf: CoreDataTests.modelURL) ?? NSManagedObjectModel()
        let container = NSPersistentContainer(name: "Mesh", managedObjectModel: model)
        var failure: (any Error)?
        container.loadPersistentStores { _, error in failure = error }
        let context = container.viewContext
        let request: NSFetchRequest<MeshNode> = MeshNode.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "num", ascending: true)]
        let nodes = (try? context.fetch(request)) ?? []
        var items = nodes.map { CPListItem(text: $0.longName, detailText: nil) }
        if nodes.isEmpty { items = [CPListItem(text: failure.map { "\($0)" } ?? "No nodes heard", detailText: nil)] }
        let node = MeshNode(context: context)
        node.num = Int64(nodes.count + 1)
        node.longName = "Node \(nodes.count + 1)"
        try? context.save()
        interfaceController.setRootTemplate(CPListTemplate(title: "Nodes", sections: [CPListSection(items: items)]), animated: false, completion: nil)
    }
}
