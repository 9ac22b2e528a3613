// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Clocks
import Foundation
import OpenCarPlay
import OpenUIKit

extension ReviewProcesses {
    /// Readies the car's side of a run before the zygote is made, so each app process starts with it done: a car with an
    /// app of ours (not the reviewed app: its statics must start empty in every run) shows a tab bar, a list, a grid
    /// and an alert, a recorder observes them, and a run's answer is encoded and decoded. What Swift's runtime works
    /// out on first use — generic types' metadata, protocol conformances (each a search of every conformance in the
    /// executable), lazily bound library calls — is then in the zygote's memory, which every app process shares.
    /// Synchronous, on this thread only: nothing here may start a thread (a fork after that would hang).
    @MainActor
    static func warmUp() {
        let clock = CarClock()
        let car = CarSetup(vehicle: .standard, style: .light, driving: false, phone: .unlocked, exceptionPolicy: .record).makeCar(clock: clock)
        guard
            let app = try? AppDeclaration.inMemory(
                name: "Review warm-up", categories: [.audio], sceneDelegate: SceneDelegateFactory(className: "WarmUpSceneDelegate") { WarmUpSceneDelegate() }),
            let session = car.connect(app)
        else { return }
        let recorder = ReviewRecorder(car: car, context: "warm-up")
        recorder.step("connect")
        recorder.observe()
        let driver = CarDriver(car: car)
        for element in session.visible.prefix(3) where element.isEnabled {
            try? driver.perform(.tapID(element.id))
            recorder.observe()
        }
        try? driver.perform(.drive)
        try? driver.perform(.lockPhone)
        recorder.observe()
        _ = recorder.prepare(.wordingPhone, subject: "warm-up", "warm-up")
        var record = RunRecord(recorder)
        if let screen = Optional(session.screenSnapshot()) {
            record.findings.append(
                TravellingFinding(Finding(rule: ReviewRule.catalogue[0], message: "warm-up", path: recorder.path, context: recorder.carState, screen: screen)))
        }
        let visited = ExplorationReply.Visited(
            app: app.name, failedAt: nil, signature: "", actions: [], visible: session.visible, record: record)
        if let bytes = try? AppWire.encode(ExplorationReply.visited(visited)) { _ = try? AppWire.decode(ExplorationReply.self, from: bytes) }
        let step = ExplorationStep(kind: .tapID, value: "t0.s0.r0", description: "warm-up")
        let request = ExplorationRequest(app: "", options: ExplorationOptions(), job: .visit(condition: "", path: [step]))
        if let bytes = try? AppWire.encode(request) { _ = try? AppWire.decode(ExplorationRequest.self, from: bytes) }
        _ = String(format: "%d %.1f %@ %ld", 1, 2.5, "three", 4)
        _ = VehicleSystems.Radio.stations  // the car's radio, which a car with vehicle systems tunes at connect
        try? driver.perform(.disconnect)
        HeadUnit.resetProcessState()
    }
}

/// The warm-up's app: an audio app's tab bar of a list and a grid. - Note: Ours.
final class WarmUpSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let rows = (1...4).map { i in
            let item = CPListItem(text: "Station \(i)", detailText: "Genre \(i)", image: UIImage(systemName: "music.note"))
            item.handler = { _, completion in
                interfaceController.pushTemplate(CPNowPlayingTemplate.shared, animated: false, completion: nil)
                completion()
            }
            return item
        }
        let list = CPListTemplate(title: "Stations", sections: [CPListSection(items: rows, header: "Near you", sectionIndexTitle: nil)])
        list.tabTitle = "Stations"
        let buttons = (1...4).map { i in CPGridButton(titleVariants: ["Mix \(i)"], image: UIImage(systemName: "star")!) { _ in } }
        let grid = CPGridTemplate(title: "Mixes", gridButtons: buttons)
        grid.tabTitle = "Mixes"
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [list, grid]), animated: false, completion: nil)
    }
}
