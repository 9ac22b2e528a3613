// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Dispatch
import Foundation
import Swift5Isolation
import Swift6Sendability
import Testing

/// An audio app with one list: enough for a connected car.
final class IsolationSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Isolation", sections: []), animated: false, completion: nil)
    }
}

/// The nonisolated code of `Swift5Isolation` and `Swift6Sendability`, run off the main thread while a car is connected:
/// it compiles (the check that matters) and reads the connected car's values.
@Suite @MainActor
struct IsolationTests {
    /// The tests call the app's code from their own body and read what it leaves in the app's shared objects (now
    /// playing, the car's limits), so the app runs in the test's process: with its own process the body would run beside
    /// no app, and read whatever app another suite's car had in front just then.
    func connectedCar() async throws -> CarPlayTestSession {
        try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { IsolationSceneDelegate() }
    }

    @Test func constantsReadOnAGlobalQueueAreTheCarsLimits() async throws {
        let car = try await connectedCar()
        let (constants, badge) = await withCheckedContinuation { continuation in
            prepareRowOnGlobalQueue { constants, badge in
                precondition(!Thread.isMainThread)
                continuation.resume(returning: (constants, badge))
            }
        }
        // The car's limits say 8 images per row (our estimate; Apple does not publish it).
        #expect(constants.gridImages == 8)
        #expect(constants.gridButtons == CPGridTemplateMaximumItems)
        #expect(constants.listSectionImageSize == CPMaximumListSectionImageSize)
        #expect(constants.errorDomain == "CarPlayErrorDomain")
        #expect(badge.size == constants.listSectionImageSize)
        #expect(badge.scale == 3)
        await car.disconnect()
    }

    @Test func detachedTasksReadConstantsDrawAndPublishNowPlaying() async throws {
        let car = try await connectedCar()
        let (gridImages, size) = await prepareRowInDetachedTask()
        #expect(gridImages == 8)
        #expect(size == CGSize(width: 40, height: 40))
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Morning Show")
        #expect(await gridImagesFromDetachedTask() == 8)
        let row = await prepareRowAcrossTasks()
        #expect(row.traits.userInterfaceStyle == .dark)
        #expect(row.artwork.bounds.size == CGSize(width: 60, height: 60))
        await car.disconnect()
    }

    @Test func currentTraitsArePerThread() async throws {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let mainBefore = UITraitCollection.current.userInterfaceStyle
        let seen = await Task.detached { currentStyle(performingAs: dark) }.value
        #expect(seen == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == mainBefore)
        #expect(currentStyle(performingAs: UITraitCollection(userInterfaceStyle: .light)) == .light)
        #expect(UITraitCollection.current.userInterfaceStyle == mainBefore)
    }

    @Test func valueTypesOfEachModuleWorkOffTheMainThread() async throws {
        let results = await Task.detached { () -> [String] in
            var out: [String] = []
            var r: CGFloat = 0
            _ = resolvedAccent(dark: true).getRed(&r, green: nil, blue: nil, alpha: nil)
            out.append("accent \(r)")
            out.append("symbol \(makeArtworkParts().symbol != nil)")
            let item = mapItem(named: "Depot", latitude: 60.17, longitude: 24.94)
            out.append("item \(item.name ?? "")")
            let metres = distance(
                from: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94),
                to: CLLocationCoordinate2D(latitude: 60.18, longitude: 24.94))
            out.append("near \(metres > 1000 && metres < 1200)")
            out.append("message \(donateMessage(to: "+358401234567", text: "On my way").content ?? "")")
            out.append("reminder \(scheduleReminder(title: "Charge", body: "Plug in").content.title)")
            out.append("audio \((try? activateSpokenAudio()) == .playback)")
            out.append("call \(startCallAction(to: "112").handle.value)")
            out.append("token \(storedToken(service: "isolation-test") == nil)")
            out.append("accessories \(connectedAccessoryCount())")
            enablePlayCommand()
            return out
        }.value
        #expect(results == [
            "accent 1.0", "symbol true", "item Depot", "near true", "message On my way", "reminder Charge", "audio true",
            "call 112", "token true", "accessories 0",
        ])
    }
}
