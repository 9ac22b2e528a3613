// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit
import PhoneApps

/// The shared now playing screen: metadata from `MPNowPlayingInfoCenter`, transport controls and up to
/// five app buttons. Configure it at connection; the system may show it at any time.
///
/// Mirrors [`CPNowPlayingTemplate`](https://developer.apple.com/documentation/carplay/cpnowplayingtemplate).
/// Push it, never present it; only a list may be pushed over it; setting bar buttons on it raises.
@preconcurrency @MainActor
open class CPNowPlayingTemplate: CPTemplate, CPBarButtonProviding {
    private struct WeakObserver { weak var value: (any CPNowPlayingTemplateObserver)? }
    /// The process's own: code that runs outside any app the car launched.
    private static let sharedInstance = CPNowPlayingTemplate(shared: ())

    /// The one now playing template of the app (on iOS, one per process; here one per launch, see `AppLaunch`).
    public class var shared: CPNowPlayingTemplate { of(AppLaunch.current) }

    /// The now playing template of one launch of an app (the process's own for nil), for the car. - Note: Not in CarPlay.
    package static func of(_ launch: AppLaunch?) -> CPNowPlayingTemplate {
        launch?.instance(CPNowPlayingTemplate.self) { CPNowPlayingTemplate(shared: ()) } ?? sharedInstance
    }

    open private(set) var nowPlayingButtons: [CPNowPlayingButton] = []
    open var isUpNextButtonEnabled = false { didSet { CPRuntime.contentDidChange(self, "isUpNextButtonEnabled") } }
    open var upNextTitle: String = "" { didSet { CPRuntime.contentDidChange(self, "upNextTitle") } }
    open var isAlbumArtistButtonEnabled = false { didSet { CPRuntime.contentDidChange(self, "isAlbumArtistButtonEnabled") } }
    /// Sports mode or the default mode (iOS 18.4).
    open var nowPlayingMode: CPNowPlayingMode? { didSet { CPRuntime.contentDidChange(self, "nowPlayingMode") } }
    private var observers: [WeakObserver] = []

    private init(shared: Void) { super.init() }

    /// Writes the now playing buttons (without their handlers), the Up Next and Album/Artist settings and the mode.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(nowPlayingButtons, forKey: "nowPlaying.buttons")
        coder.encode(isUpNextButtonEnabled, forKey: "nowPlaying.isUpNextButtonEnabled")
        coder.encode(upNextTitle, forKey: "nowPlaying.upNextTitle")
        coder.encode(isAlbumArtistButtonEnabled, forKey: "nowPlaying.isAlbumArtistButtonEnabled")
        coder.encode(nowPlayingMode, forKey: "nowPlaying.mode")
    }

    /// Always fails (nil): an app has one now playing template, ``shared``, and decoding can't make a second one.
    /// - Note: What iOS does when unarchiving one is not confirmed; its `init()` is unavailable there.
    public required init?(coder: NSCoder) { return nil }

    open func add(_ observer: any CPNowPlayingTemplateObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakObserver(value: observer))
    }

    open func remove(_ observer: any CPNowPlayingTemplateObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    /// Sets the buttons, leading to trailing (at most 5 are shown).
    open func updateNowPlayingButtons(_ nowPlayingButtons: [CPNowPlayingButton]) {
        self.nowPlayingButtons = nowPlayingButtons
        CPRuntime.contentDidChange(self, "nowPlayingButtons")
    }

    /// The registered observers. - Note: Not in CarPlay.
    package var currentObservers: [any CPNowPlayingTemplateObserver] { observers.compactMap(\.value) }

    /// Returns the template to its state at process start. - Note: Not in CarPlay.
    package func resetForNewProcess() {
        nowPlayingButtons = []
        isUpNextButtonEnabled = false
        upNextTitle = ""
        isAlbumArtistButtonEnabled = false
        nowPlayingMode = nil
        observers = []
        userInfo = nil
    }

    package override func barButtonsWillChange() -> Bool {
        // Apple documents that this raises; the exact text is not confirmed.
        CPRuntime.raise(.invalidArgument("CPNowPlayingTemplate does not support navigation bar buttons.", kind: .barButtonsUnsupported), from: self)
        return false
    }

    /// - Note: Not in CarPlay.
    package override var childrenToBind: [any CPCarBound] { nowPlayingButtons }
}

/// Learns about the up next and album/artist buttons. Mirrors [`CPNowPlayingTemplateObserver`](https://developer.apple.com/documentation/carplay/cpnowplayingtemplateobserver).
@preconcurrency @MainActor
public protocol CPNowPlayingTemplateObserver: NSObjectProtocol {
    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
}

extension CPNowPlayingTemplateObserver {
    public func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
    public func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
}
