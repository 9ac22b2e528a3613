// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Clocks
import Foundation
import OpenAVFAudio
import OpenCarPlay
import OpenMediaPlayer

/// Probes of situations the explorer's taps never reach, each in a run of its own: the car's Now Playing button
/// pressed for an app that has played nothing since it started, a phone call during guidance, the instrument
/// cluster's zoom controls.
extension Explorer {
    /// "People can directly access it from the CarPlay home screen … You must be prepared to populate the now playing
    /// template at all times." The car's Now Playing button leads to the system's now playing app: one that played, in
    /// this launch or an earlier one. The probe takes the path the car takes: the app played in an earlier launch (the
    /// record is judged only when another run saw it publish now playing), its process is new (the phone ended it
    /// since, as phones do between drives) and the driver taps Now Playing on the car's home screen. iOS shows the
    /// shared now playing template at once, with the item it kept from the earlier launch until this launch sets its
    /// own: an app that clears or blanks it (nowPlayingInfo set to nil or to nothing the screen shows) leaves the
    /// screen empty. The recorder's `nowPlaying.empty` judges what it shows over the next seconds.
    func probeNowPlayingButton() async throws -> RunRecord {
        // Only an audio app of the CarPlay framework is asked (the button leads to the template): no run for the others.
        guard let declared = try? makeApp(TestClock<Duration>()), declared.categories.contains(.audio) else { return RunRecord() }
        let (run, failed) = try await start(.parked, path: [])
        guard failed == nil else { return RunRecord(run.recorder) }
        // The item iOS kept from the launch that played (its words don't matter: what the app does to it does).
        run.session.nowPlayingCenter.remembered = .init(title: "The item last played", artist: "(kept by iOS)")
        run.recorder.step("tap Now Playing on the car's home screen (the app played in an earlier launch; nothing since this one started)")
        do { try run.driver.perform(.nowPlaying) } catch { return RunRecord(run.recorder) }
        await settle()
        run.recorder.observe()
        await wait(run, seconds: 5, step: 1)
        return RunRecord(run.recorder)
    }

    /// How long the phone call of ``probePhoneCall(_:)`` lasts on the car's clock.
    static let phoneCallSeconds = 120

    /// "In some cases it doesn't make sense to play a voice prompt. For example, the driver may be on a phone call …
    /// Just before playing each voice prompt, check the audio session's promptStyle." On a screen where a navigation
    /// app guides, the driver answers a phone call (the phone's own, not the app's: iOS gives the app the prompt
    /// style none and interrupts its audio) that lasts ``phoneCallSeconds``; any sound the app starts meanwhile (its
    /// audio session activated, speech through the system's session) is a prompt played during the call.
    func probePhoneCall(_ path: [Action]) async throws -> RunRecord {
        let (run, failed) = try await start(.parked, path: path)
        guard failed == nil, run.session.app.categories.contains(.navigation), let map = run.session.stack.first as? CPMapTemplate,
            map.navigationSession?.isLive == true
        else { return RunRecord(run.recorder) }
        let audio = run.session.audioSession  // the app's own
        let sounds = SoundsBegun()
        // This run's process (or its turn at the phone) is the car's alone: the session's observers are the car's and ours.
        let observer = audio.observe { change in sounds.note(change) }
        defer { audio.removeObserver(observer) }
        run.recorder.step("a phone call from Anna, answered on the phone")
        run.car.record(.carStateChanged(.call("phone call from Anna answered")))
        // What iOS does for a call (the car does the same for the calls an app reports to CallKit).
        audio.setPromptStyle(.none)
        audio.interruption("phone call", began: true)
        await settle()
        run.recorder.observe()
        // Looked at every second, as the probes' first 15 s are: the rules judged between looks (estimates that change
        // nothing the car shows) need the looks as close as the app's own updates.
        await wait(run, seconds: Self.phoneCallSeconds, step: 1)
        let begun = sounds.counts
        if begun.activations + begun.speech > 0 {
            let what = [
                begun.activations > 0 ? "activated its audio session \(begun.activations) time\(begun.activations == 1 ? "" : "s")" : nil,
                begun.speech > 0 ? "spoke \(begun.speech) time\(begun.speech == 1 ? "" : "s") through the system's speech" : nil
            ].compactMap { $0 }.joined(separator: " and ")
            run.recorder.report(
                .navigationPromptDuringCall, subject: "call",
                "During a \(Self.phoneCallSeconds) s phone call while guiding, \(run.session.app.name) \(what): AVAudioSession's promptStyle was none, for which the guide says \"Don't play any sound\"."
            )
        }
        run.recorder.step("the call ends")
        audio.interruption("phone call", began: false)
        audio.setPromptStyle(.normal)
        run.car.record(.carStateChanged(.call("phone call from Anna ended")))
        await settle()
        run.recorder.observe()
        return RunRecord(run.recorder)
    }

    /// "For instrument cluster displays, some cars may allow the driver to zoom the map in and out. It's your
    /// responsibility to respond to these events in your delegate." For an app whose instrument cluster scene connects
    /// and draws, the driver zooms in, then out; a cluster whose drawing stays the same after both did not respond.
    func probeClusterZoom() async throws -> RunRecord {
        // Only an app the car connects to the cluster is asked: no run for the others.
        guard let declared = try? makeApp(TestClock<Duration>()), declared.connectsInstrumentCluster else { return RunRecord() }
        let (run, failed) = try await start(.parked, path: [])
        guard failed == nil, run.session.instrumentClusterController != nil else { return RunRecord(run.recorder) }
        func drawing() -> [BaseViewCommand] { run.session.clusterSnapshot(on: .standard)?.baseView ?? [] }
        // A cluster that draws nothing can't show a zoom (what it should draw is checked by hand).
        guard !drawing().isEmpty else { return RunRecord(run.recorder) }
        var unanswered: [String] = []
        for zoomIn in [true, false] {
            let shown = drawing()
            guard run.perform(.clusterZoom(zoomIn: zoomIn)) else { return RunRecord(run.recorder) }
            await settle()
            await run.clock.pass(.seconds(1), step: .seconds(1), catchingUp: false)
            if drawing() == shown { unanswered.append(zoomIn ? "in" : "out") }
        }
        run.recorder.observe()
        if unanswered.count == 2 {
            run.recorder.report(
                .navigationClusterZoom, subject: "cluster zoom",
                "Zoomed in and then out from the car's controls, \(run.session.app.name)'s instrument cluster drew the same map after each: its cluster controller's delegate does not respond to instrumentClusterControllerDidZoom(in:) and instrumentClusterControllerDidZoomOut(_:)."
            )
        }
        return RunRecord(run.recorder)
    }
}

/// The sounds an app began while a probe listened to its audio session. - Note: Ours.
final class SoundsBegun: @unchecked Sendable {
    private let lock = NSLock()
    private var activations = 0
    private var speech = 0

    func note(_ change: AVAudioSession.Change) {
        lock.lock()
        defer { lock.unlock() }
        switch change {
        case .active(true): activations += 1
        case .systemSpeech(true): speech += 1
        default: break
        }
    }

    var counts: (activations: Int, speech: Int) {
        lock.withLock { (activations, speech) }
    }
}
