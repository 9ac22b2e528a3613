// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayReviewer
import CarPlayShim
import Foundation
import ImageCodec
import Testing

/// One deliberately faulty app of the corpus: the rule it breaks, how a developer gets there, and the app,
/// built faulty or fixed (the fix is the only difference).
struct FaultyCase: Sendable, CustomTestStringConvertible {
    let rule: RuleID
    let story: String
    let categories: Set<AppCategory>
    let make: (@MainActor @Sendable (_ fixed: Bool, _ clock: any Clock<Duration>) -> CorpusApp)?
    /// The whole declaration, for an app that isn't one CarPlay scene delegate (a playable content app, an app whose
    /// phone side continues Siri's user activities): given whether it is fixed, its name and its clock.
    let declare: (@MainActor @Sendable (_ fixed: Bool, _ name: String, _ clock: any Clock<Duration>) throws -> AppDeclaration)?
    /// Written as iOS developers write apps: its time comes from `Timer`, `asyncAfter` or `Task.sleep`, not the clock
    /// it is given.
    let iOSWay: Bool
    /// The app's intents extension, faulty or fixed: the intents it declares (`IntentsSupported`) and handles.
    let intents: (@Sendable (_ fixed: Bool) -> [String])?
    /// Tells apart two faulty apps of one rule and categories ("home button").
    let tag: String
    var testDescription: String { "\(rule)\(iOSWay ? " (iOS way)" : ""): \(story)" }
    /// Unique within the corpus (a rule may have several faulty apps).
    var id: String { "\(rule) \(categories.map(\.rawValue).sorted().joined(separator: "+"))\(iOSWay ? " iOS" : "")\(tag.isEmpty ? "" : " \(tag)")" }

    init(
        _ rule: RuleID, _ categories: Set<AppCategory>, _ story: String, iOSWay: Bool = false,
        intents: (@Sendable (_ fixed: Bool) -> [String])? = nil, tag: String = "",
        _ make: @escaping @MainActor @Sendable (_ fixed: Bool, _ clock: any Clock<Duration>) -> CorpusApp
    ) {
        self.intents = intents
        self.tag = tag
        self.rule = rule
        self.story = story
        self.categories = categories
        self.iOSWay = iOSWay
        self.make = make
        declare = nil
    }

    /// A case whose app is one scene delegate of class `app`, made faulty or fixed on the clock it is given.
    init(
        _ rule: RuleID, _ categories: Set<AppCategory>, _ story: String, iOSWay: Bool = false,
        intents: (@Sendable (_ fixed: Bool) -> [String])? = nil, tag: String = "", _ app: CorpusApp.Type
    ) {
        self.init(rule, categories, story, iOSWay: iOSWay, intents: intents, tag: tag) { app.init(fixed: $0, clock: $1) }
    }

    /// A case whose app is declared whole by `declare`.
    init(
        _ rule: RuleID, _ categories: Set<AppCategory>, _ story: String, iOSWay: Bool = false,
        declaring declare: @escaping @MainActor @Sendable (_ fixed: Bool, _ name: String, _ clock: any Clock<Duration>) throws -> AppDeclaration
    ) {
        self.rule = rule
        self.story = story
        self.categories = categories
        self.iOSWay = iOSWay
        intents = nil
        tag = ""
        make = nil
        self.declare = declare
    }

    @MainActor
    func declaration(fixed: Bool, clock: any Clock<Duration>) throws -> AppDeclaration {
        let name = "\(fixed ? "Fixed" : "Faulty") \(rule)\(iOSWay ? " iOS" : "")\(tag.isEmpty ? "" : " \(tag)")"
        if let declare { return try declare(fixed, name, clock) }
        guard let make = self.make else { preconditionFailure("a corpus case makes its app or declares it") }
        let app = try AppDeclaration.inMemory(
            name: name, categories: categories,
            sceneDelegate: SceneDelegateFactory(className: "CorpusApp") { make(fixed, clock) })
        guard let intents = intents?(fixed) else { return app }
        return app.handlingIntents(declaring: intents) { CorpusIntentHandler(handles: intents) }
    }
}

/// A corpus app's intents extension: it hands out a handler for exactly the intents it declares.
final class CorpusIntentHandler: INExtension, @unchecked Sendable {
    let handles: [String]
    init(handles: [String]) {
        self.handles = handles
        super.init()
    }
    override func handler(for intent: INIntent) -> Any? { handles.contains(String(describing: type(of: intent))) ? self : nil }
}

/// The shape every corpus app shares: it remembers its interface controller and builds its root in `connected`.
class CorpusApp: UIResponder, CPTemplateApplicationSceneDelegate {
    let fixed: Bool
    let clock: any Clock<Duration>
    var ic: CPInterfaceController?

    required init(fixed: Bool, clock: any Clock<Duration>) {
        self.fixed = fixed
        self.clock = clock
        super.init()
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        ic = interfaceController
        connected(interfaceController)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        ic = nil
    }

    func connected(_ ic: CPInterfaceController) {}

    // Navigation apps get the window variant (the base view).
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        ic = interfaceController
        connected(interfaceController, window: window)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        ic = nil
    }

    func connected(_ ic: CPInterfaceController, window: CPWindow) { connected(ic) }

    /// Puts the item the app last played back into now playing, paused, as an audio app does when CarPlay connects:
    /// the car's Now Playing button may open the app before anything plays ("be prepared to populate the now playing
    /// template at all times").
    func restoreNowPlaying(_ title: String, _ artist: String) {
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: title, MPMediaItemPropertyArtist: artist, MPNowPlayingInfoPropertyPlaybackRate: 0.0
        ]
    }

    /// A row that runs `action` and completes at once.
    func row(_ text: String, _ detail: String? = nil, image: UIImage? = nil, _ action: (@MainActor () -> Void)? = nil) -> CPListItem {
        let item = CPListItem(text: text, detailText: detail, image: image)
        item.handler = { _, completion in
            MainActor.assumeIsolated { action?() }
            completion()
        }
        return item
    }

    /// A row that opens another list, with the disclosure indicator the guide asks for.
    func opens(_ item: CPListItem) -> CPListItem {
        item.accessoryType = .disclosureIndicator
        return item
    }

    func list(_ title: String, _ rows: [CPListItem]) -> CPListTemplate {
        CPListTemplate(title: title, sections: [CPListSection(items: rows)])
    }

    /// Sets a list as the root template: titled `title` with `rows`, or `fixedTitle` with `fixedRows` once fixed.
    func setRootList(_ ic: CPInterfaceController, _ title: String, _ rows: [CPListItem], fixed fixedTitle: String, _ fixedRows: [CPListItem]) {
        ic.setRootTemplate(fixed ? list(fixedTitle, fixedRows) : list(title, rows), animated: false, completion: nil)
    }

    /// Activates a playback audio session in `mode` and plays the stream `https://example.com/NAME.ext` on `player`
    /// (NAME: `name` in lower case, its spaces dashes).
    func playStream(_ name: String, ext: String, on player: AVPlayer, mode: AVAudioSession.Mode) {
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: mode)
        try? AVAudioSession.sharedInstance().setActive(true)
        let file = name.lowercased().replacingOccurrences(of: " ", with: "-")
        player.replaceCurrentItem(with: AVPlayerItem(url: URL(string: "https://example.com/\(file).\(ext)")!))
        player.play()
    }

    /// Runs `body` every `period` on the app's clock for as long as it returns true.
    final func every(_ period: Duration, _ body: @escaping @MainActor () -> Bool) {
        let clock = self.clock
        Task { @MainActor in
            while true {
                do { try await clock.sleep(for: period) } catch { return }
                if !body() { return }
            }
        }
    }
}

/// A grey PNG of a given pixel size (the car decodes images: a header alone is not an image).
func png(_ width: Int, _ height: Int) -> Data {
    Bitmap(width: width, height: height, red: 120, green: 120, blue: 128).pngData()!
}

/// Every faulty app: at least one per rule of the catalogue.
enum Corpus {
    static let cases: [FaultyCase] =
        templateCases + contentCases + audioCases + navigationCases + assetCases + dataCases + moreCases + iOSWayCases + audioCitizenCases
        + mediaAndCallCases + guideRuleCases + probeCases + purposeCases
}
