// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation
import ImageCodec

// Faulty apps for the situations the explorer reaches only by its own probes (the car's Now Playing button, a phone
// call during guidance, the instrument cluster's zoom) and for maneuver symbols on their card, written as iOS
// developers write them, each with its fix.

/// A podcast app that fills now playing when an episode is picked from its list, and only then; its fixed form also
/// puts the episode it last played, kept in `UserDefaults`, back into `MPNowPlayingInfoCenter` at connect. Both are
/// correct: opened from the car's Now Playing button after the phone ended its process, iOS shows the item it kept
/// from the launch that played (`PrecisionTests`).
final class ForgetfulPodcastApp: CorpusApp {
    static let episodes = [("Night Drive", "Roadcast"), ("Ring Roads", "Roadcast"), ("Slow Lane", "Roadcast")]
    let player = AVPlayer()

    override func connected(_ ic: CPInterfaceController) {
        ic.setRootTemplate(
            list("Episodes", Self.episodes.map { e in row(e.0, e.1) { [weak self] in self?.play(e.0, e.1) } }), animated: false, completion: nil)
        guard fixed else { return }
        // What the app saved when it last played (the key is the app's own; an app that never played starts at its first episode).
        let saved = UserDefaults.standard.dictionary(forKey: "forgetfulPodcast.lastPlayed") as? [String: String]
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: saved?["title"] ?? Self.episodes[0].0, MPMediaItemPropertyArtist: saved?["show"] ?? Self.episodes[0].1,
            MPMediaItemPropertyPlaybackDuration: 1800.0, MPNowPlayingInfoPropertyElapsedPlaybackTime: 0.0, MPNowPlayingInfoPropertyPlaybackRate: 0.0
        ]
    }

    func play(_ title: String, _ show: String) {
        playStream(title, ext: "mp3", on: player, mode: .spokenAudio)
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: title, MPMediaItemPropertyArtist: show, MPMediaItemPropertyPlaybackDuration: 1800.0,
            MPNowPlayingInfoPropertyElapsedPlaybackTime: 0.0, MPNowPlayingInfoPropertyPlaybackRate: 1.0
        ]
        guard let ic, ic.topTemplate !== CPNowPlayingTemplate.shared else { return }
        ic.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
    }
}

/// A navigation app that speaks a turn prompt every 30 s of guidance (a `Timer`), with the guide's voice prompt
/// session, without looking at the prompt style: it talks over the driver's phone calls (fixed: it reads
/// `promptStyle` before each prompt and plays nothing when it is none, a short prompt when it is short).
final class CallDeafPromptsApp: CorpusNavigationApp {
    let synthesizer = AVSpeechSynthesizer()
    let speech = SpeechEnds(deactivates: true)
    var timer: Timer?

    override func startGuidance() {
        super.startGuidance()
        synthesizer.delegate = speech
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.prompt() }
        }
    }

    func prompt() {
        guard session != nil else {
            timer?.invalidate()
            return
        }
        let audio = AVAudioSession.sharedInstance()
        var words = "In three hundred meters, turn right onto Mannerheimintie."
        if fixed {
            switch audio.promptStyle {
            case .none: return
            case .short: words = "Turn right."
            default: break
            }
        }
        try? audio.setCategory(.playback, mode: .voicePrompt, options: [.interruptSpokenAudioAndMixWithOthers, .duckOthers])
        try? audio.setActive(true)
        synthesizer.speak(AVSpeechUtterance(string: words))
    }

    override func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {
        super.mapTemplateDidCancelNavigation(mapTemplate)
        timer?.invalidate()
    }
}

/// A map whose road is drawn at a zoom (points per unit): the cluster's map.
final class ZoomedMapView: UIView {
    var zoom = 1.0 { didSet { setNeedsDisplay() } }
    override func draw(_ rect: CGRect) {
        UIColor(white: 0.12, alpha: 1).setFill()
        UIBezierPath(rect: rect).fill()
        let road = UIBezierPath()
        let half = 60 * zoom
        road.move(to: CGPoint(x: rect.midX, y: rect.maxY))
        road.addLine(to: CGPoint(x: rect.midX, y: rect.midY))
        road.addLine(to: CGPoint(x: rect.midX + half, y: rect.midY - half))
        road.lineWidth = 4 * zoom
        UIColor(red: 0.3, green: 0.6, blue: 1, alpha: 1).setStroke()
        road.stroke()
    }
}

/// The instrument cluster scene of ``ZoomlessClusterApp``: a map in the cluster's window that ignores the car's zoom
/// controls, its delegate implementing only the window's callbacks (fixed: zoom in and out change the map's zoom).
final class ZoomlessCluster: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate, CPInstrumentClusterControllerDelegate {
    let fixed: Bool
    var mapView: ZoomedMapView?
    init(fixed: Bool) { self.fixed = fixed }

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        instrumentClusterController.delegate = self
        instrumentClusterController.inactiveDescriptionVariants = ["Start a route on the car screen"]
    }

    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {
        let controller = UIViewController()
        let view = ZoomedMapView(frame: instrumentClusterWindow.bounds)
        controller.view = view
        mapView = view
        instrumentClusterWindow.rootViewController = controller
    }

    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) { mapView = nil }

    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {
        guard fixed, let mapView else { return }
        mapView.zoom = min(mapView.zoom * 1.5, 4)
    }

    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {
        guard fixed, let mapView else { return }
        mapView.zoom = max(mapView.zoom / 1.5, 0.25)
    }
}

/// The car screen of ``ZoomlessClusterApp``: the corpus's navigation app.
final class ZoomlessClusterApp: CorpusNavigationApp {}

/// A turn arrow as a designer exports it: a PNG of one colour on transparent pixels, 24×24 pt at 2x.
func arrowPNG(grey: UInt8) -> Data {
    let side = 48
    var pixels = [UInt8](repeating: 0, count: side * side * 4)
    func set(_ x: Int, _ y: Int) {
        guard (0..<side).contains(x), (0..<side).contains(y) else { return }
        let i = (y * side + x) * 4
        pixels[i] = grey
        pixels[i + 1] = grey
        pixels[i + 2] = grey
        pixels[i + 3] = 255
    }
    // A stem up the middle, then a bar to the right with a head.
    for y in 14..<44 { for x in 20..<28 { set(x, y) } }
    for y in 14..<22 { for x in 20..<36 { set(x, y) } }
    for d in 0..<10 { for y in (8 + d)..<(28 - d) { set(36 + d, y) } }
    return Bitmap(width: side, height: side, pixels: pixels).pngData()!
}

/// A navigation app whose turn symbols are white PNG arrows from its designer, one image each, on the system's
/// guidance card: in the car's light appearance they vanish (fixed: a dark arrow registered for the light
/// appearance beside the white one, in one `UIImageAsset`).
final class WhiteArrowApp: CorpusNavigationApp {
    override func setManeuvers(_ session: CPNavigationSession) {
        let white = UIImage(data: arrowPNG(grey: 255), scale: 2)!
        if fixed {
            let asset = UIImageAsset()
            asset.register(UIImage(data: arrowPNG(grey: 30), scale: 2)!, with: UITraitCollection(userInterfaceStyle: .light))
            asset.register(white, with: UITraitCollection(userInterfaceStyle: .dark))
            maneuver.symbolImage = asset.image(with: UITraitCollection(userInterfaceStyle: .light))
        } else {
            maneuver.symbolImage = white
        }
        super.setManeuvers(session)
    }
}

extension Corpus {
    static let probeCases: [FaultyCase] = [
        FaultyCase(
            .navigationPromptDuringCall, [.navigation], "A navigation app speaks its turn prompts every 30 s, phone call or not.", iOSWay: true,
            CallDeafPromptsApp.self),
        FaultyCase(
            .navigationClusterZoom, [.navigation], "A navigation app draws its map in the instrument cluster and ignores the car's zoom controls.",
            iOSWay: true
        ) { fixed, name, clock in
            try AppDeclaration.inMemory(
                name: name, categories: [.navigation],
                sceneDelegate: SceneDelegateFactory(className: "ZoomlessClusterApp") { ZoomlessClusterApp(fixed: fixed, clock: clock) },
                instrumentClusterDelegate: SceneDelegateFactory(className: "ZoomlessCluster") { ZoomlessCluster(fixed: fixed) })
        },
        FaultyCase(
            .navigationSymbolContrast, [.navigation], "A navigation app's turn symbols are white PNG arrows, one image each.", iOSWay: true, WhiteArrowApp.self)
    ]
}
