// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Clocks
import Foundation
import OpenCarPlay
import OpenUIKit

/// A run's parts, called in the run's app process (``ReviewProcesses``) or in this process: a visit, the probes after it,
/// a drag of the map, a sub-run.
extension Explorer {
    /// Starts the app with `path` replayed: what the screen is and offers.
    func visit(_ condition: CarCondition, _ path: [Action]) async throws -> (ExplorationReply.Visited, Run) {
        let (run, failed) = try await start(condition, path: path)
        let visited = ExplorationReply.Visited(
            app: run.session.app.name, failedAt: failed, signature: failed == nil ? signature(run.session) : "",
            actions: failed == nil ? actions(run.session).map(\.step) : [], visible: run.session.visible, record: RunRecord(run.recorder),
            guiding: failed == nil && (run.session.stack.first as? CPMapTemplate)?.navigationSession?.isLive == true ? true : nil)
        return (visited, run)
    }

    /// Probes a visited run's screen: drags its map, lets time pass, lets the system cancel navigation, disconnects and
    /// reconnects, observing throughout.
    func probe(_ run: Run, after visited: ExplorationReply.Visited) async -> ExplorationReply.Probed {
        var mark = (findings: run.recorder.findings.count, notes: run.recorder.renderNotes.count)
        let pan = await dragMap(run)
        let drag = RunRecord(run.recorder, findingsFrom: mark.findings, notesFrom: mark.notes)
        mark = (run.recorder.findings.count, run.recorder.renderNotes.count)
        await wait(run, seconds: 15, step: 1)
        await wait(run, seconds: 120, step: 10)
        if let map = run.session.stack.first as? CPMapTemplate, map.navigationSession?.isLive == true {
            run.perform(.cancelNavigation)
            await settle()
            run.recorder.observe()
            await wait(run, seconds: 10, step: 1)
        }
        run.perform(.disconnect)
        await settle()
        run.perform(.reconnect)
        await settle()
        run.recorder.observe()
        await wait(run, seconds: 6, step: 1)
        return ExplorationReply.Probed(drag: drag, pan: pan, probe: RunRecord(run.recorder, findingsFrom: mark.findings, notesFrom: mark.notes))
    }

    /// An app supports panning when a drag moves its map or its map delegate handles the knob's panning
    /// (`mapTemplate(_:panWith:)`, asked to pan by no direction): then a map button must enter panning mode. The
    /// buttons are each tried in a run of their own (``subRun(_:)``); this prepares the finding for when none does.
    ///
    /// Judged on the map's default state only: the guide asks for the pan button among "a default set of navigation bar
    /// buttons and map buttons" of the root map template, and lets an app "update the navigation bar buttons and map
    /// buttons dynamically based on the state of the app" (Apple's navigation sample swaps its pan button for Cancel
    /// while it previews trips). While trips are previewed or guidance runs, the buttons are the app's to choose.
    private func dragMap(_ run: Run) async -> ExplorationReply.PanCandidate? {
        guard run.session.presented == nil, run.session.stack.count == 1, let shown = run.session.stack.first as? CPMapTemplate,
            !shown.isPanningInterfaceVisible,  // in panning mode the map buttons give way to the arrows: judged before it
            shown.tripPreviews.isEmpty, shown.navigationSession == nil
        else { return nil }
        let before = run.session.screenSnapshot().baseView ?? []
        run.perform(.dragMap(x: 120, y: 0))
        await settle()
        let after = run.session.screenSnapshot().baseView ?? []
        // Asked in this run: a new run would start the app anew, and its timers with it, under this run's probes.
        guard before != after || shown.delegateHandlesKnobPanning() else { return nil }
        // The guide's guideline asks for "a button in the map template": a map button, or one of the map template's
        // navigation bar buttons (Apple's navigation sample pans from a bar button).
        let buttons = run.session.visible.filter { $0.role == .mapButton }.count
        let barButtons = run.session.visible.filter { $0.role == .barButton }.count
        run.recorder.observe()
        let finding = run.recorder.prepare(
            .navigationPanButton, subject: "map",
            "\(before != after ? "Dragging the map moved it" : "The map's delegate pans the map for the knob (mapTemplate(_:panWith:))"), but none of its \(buttons) map buttons and \(barButtons) navigation bar buttons enters panning mode."
        )
        return finding.map { ExplorationReply.PanCandidate(buttons: buttons, barButtons: barButtons, finding: TravellingFinding($0)) }
    }

    /// A run of its own for a probe of a screen already visited.
    func subRun(_ job: ExplorationJob) async throws -> ExplorationReply.SubRun {
        var sub = ExplorationReply.SubRun(failedAt: nil, visibleCount: 0, panning: false, record: RunRecord())
        switch job {
        case .panButton(let condition, let path, let role, let index):
            let (run, failed) = try await start(CarCondition.named(condition), path: path.map(Action.init))
            sub.failedAt = failed
            guard failed == nil, let m = run.session.stack.first as? CPMapTemplate else { return sub }
            run.perform(.tapRole(role, index: index))
            await settle()
            sub.panning = m.isPanningInterfaceVisible
        case .locked(let steps, let unlockedVisible):
            let path = steps.map(Action.init)
            let (locked, failed) = try await start(.parkedLocked, path: path)
            sub.failedAt = failed
            sub.visibleCount = locked.session.visible.count
            let open = unlockedVisible.count
            let closed = locked.session.visible.count
            if let failed {
                sub.lockedCheck = .controlReplays
                sub.lockedFinding = locked.recorder.prepare(
                    .dataLocked, subject: "path \(failed)",
                    "With the phone locked, '\(path[failed].description.dropFirst(4))' is not on the screen it is on when the phone is unlocked."
                ).map(TravellingFinding.init)
            } else if closed < open {
                let missing = Set(unlockedVisible.compactMap(\.text)).subtracting(locked.session.visible.compactMap(\.text))
                sub.lockedCheck = .controlShowsAtLeast(open)
                sub.lockedFinding = locked.recorder.prepare(
                    .dataLocked, subject: path.map(\.description).joined(separator: ">"),
                    "With the phone locked this screen shows \(closed) elements instead of \(open)\(missing.isEmpty ? "" : "; missing: " + missing.sorted().prefix(5).map { "'\($0)'" }.joined(separator: ", "))."
                ).map(TravellingFinding.init)
            }
            sub.record = RunRecord(locked.recorder)
        case .control(let steps):
            let (control, failed) = try await start(.parked, path: steps.map(Action.init))
            sub.failedAt = failed
            sub.visibleCount = control.session.visible.count
        case .calling:
            sub.record = try await probeCalling()
        case .nowPlayingButton:
            sub.record = try await probeNowPlayingButton()
        case .phoneCall(let steps):
            sub.record = try await probePhoneCall(steps.map(Action.init))
        case .clusterZoom:
            sub.record = try await probeClusterZoom()
        case .hello, .visit:
            preconditionFailure("not a sub-run: \(job)")
        }
        return sub
    }
}
