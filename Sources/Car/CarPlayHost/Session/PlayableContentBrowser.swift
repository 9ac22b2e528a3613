// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenMediaPlayer
import OpenUIKit

/// The car's own browser for audio apps built on MediaPlayer's playable content API (iOS 13 and earlier): it
/// walks the app's content tree by index path through `MPPlayableContentManager`'s data source and draws it with
/// the same list and tab templates the CarPlay framework uses, as CarPlay did for those apps.
///
/// - Root items become tabs (at most 4) when the Info.plist sets `UIBrowsableContentSupportsSectionedBrowsing`;
///   otherwise the root is one list, which must have at least one item.
/// - Before reading a node's children the car calls `beginLoadingChildItems(at:)` and shows a spinner until the
///   app completes; after ``HeadUnit/spinnerTimeout`` it gives up and says the content is unavailable.
/// - Lists show at most `context.enforcedContentItemsCount` items and containers open to
///   `context.enforcedContentTreeDepth` levels; both tighten while driving in cars that limit lists. Each list cut
///   and each container disabled for its depth is recorded (``CarEvent/playableContentBeyondLimit(_:)``).
/// - A playable item asks the delegate to start playback (the row spins until it completes), then shows now
///   playing, with a playback rate button when the app supports `changePlaybackRateCommand`.
@MainActor
final class PlayableContentBrowser {
    unowned let session: AppSession
    let controller: CPInterfaceController
    private var manager: MPPlayableContentManager { session.playableContentManager }
    private var car: HeadUnit { session.car }

    private struct Page {
        weak var template: CPListTemplate?
        let path: IndexPath
        let depth: Int
    }
    private var pages: [Page] = []
    private var loaded: Set<IndexPath> = []
    private var waiting: [IndexPath: [(Bool) -> Void]] = [:]

    /// Depth of the tree the car shows while it enforces limits. - Note: Apple publishes no value; 3 is ours.
    static let enforcedTreeDepth = 3
    /// Depth otherwise: the CarPlay framework's template depth for audio apps.
    static let treeDepth = 5
    /// Tabs at most (sectioned browsing).
    static let maximumTabs = 4

    init(session: AppSession, controller: CPInterfaceController) {
        self.session = session
        self.controller = controller
    }

    /// The car's limits now.
    var limits: (items: Int, depth: Int, enforced: Bool) {
        let enforced = car.limitedInterfaces.contains(.lists)
        return (enforced ? car.vehicle.drivingListItemLimit : car.vehicle.listItemLimit, enforced ? Self.enforcedTreeDepth : Self.treeDepth, enforced)
    }

    func start() {
        manager.onReload = { [weak self] in
            Task { @MainActor in self?.reload() }
        }
        publishContext()
        if session.app.supportsSectionedBrowsing {
            let placeholder = page([], title: session.app.name, depth: 1, fill: false)
            controller.setRootTemplate(placeholder, animated: false, completion: nil)
            load([]) { [weak self] ok in
                guard let self else { return }
                guard ok else { return self.unavailable(placeholder, path: []) }
                self.showTabs()
            }
        } else {
            controller.setRootTemplate(page([], title: session.app.name, depth: 1), animated: false, completion: nil)
        }
    }

    func stop() {
        manager.onReload = nil
        manager.carDidChange(itemsCount: 0, treeDepth: 0, enforced: false, endpointAvailable: false)
        pages = []
        waiting = [:]
    }

    /// Tells the app the car's limits (the delegate hears of changes).
    func publishContext() {
        let l = limits
        manager.carDidChange(itemsCount: l.items, treeDepth: l.depth, enforced: l.enforced, endpointAvailable: true)
    }

    /// The car's limits changed: the app is told, and what is shown follows.
    func carLimitsChanged() {
        publishContext()
        reload()
    }

    /// The app called `reloadData()` (or changed the now playing identifiers): every list shown is read again.
    func reload() {
        pages.removeAll { $0.template == nil }
        for p in pages { if let t = p.template, loaded.contains(p.path) { fill(t, path: p.path, depth: p.depth) } }
    }

    // MARK: Pages

    private func page(_ path: IndexPath, title: String?, depth: Int, fill shouldFill: Bool = true) -> CPListTemplate {
        // `depth` is the list's level in the tree as the car shows it: the root list (or each tab) is level 1.
        let t = CPListTemplate(title: title, sections: [])
        t.showsSpinnerWhileEmpty = true
        pages.append(Page(template: t, path: path, depth: depth))
        if shouldFill {
            load(path) { [weak self, weak t] ok in
                guard let self, let t else { return }
                ok ? self.fill(t, path: path, depth: depth) : self.unavailable(t, path: path)
            }
        }
        return t
    }

    private func showTabs() {
        guard let ds = manager.dataSource else { return }
        let total = ds.numberOfChildItems(at: [])
        if total > Self.maximumTabs {
            car.record(.note("sectioned browsing shows \(Self.maximumTabs) of \(total) root items as tabs"))
        }
        let tabs = (0..<min(total, Self.maximumTabs)).map { i -> CPListTemplate in
            let item = ds.contentItem(at: [i])
            let t = page([i], title: item?.title, depth: 1)
            t.tabTitle = item?.title
            // Tab images are drawn as templates (the talk); without artwork the car uses a generic symbol.
            t.tabImage = item?.artwork?.image(at: CGSize(width: 24, height: 24))?.withRenderingMode(.alwaysTemplate) ?? UIImage(systemName: "music.note.list")
            return t
        }
        guard !tabs.isEmpty else {
            car.record(.note("sectioned browsing: the root has no items to show as tabs"))
            return
        }
        controller.setRootTemplate(CPTabBarTemplate(templates: tabs), animated: false, completion: nil)
    }

    private func unavailable(_ t: CPListTemplate, path: IndexPath) {
        t.showsSpinnerWhileEmpty = false
        // Our wording: CarPlay's text for this state is not published.
        t.emptyViewTitleVariants = ["Content Unavailable"]
        t.updateSections([])
    }

    private func fill(_ t: CPListTemplate, path: IndexPath, depth: Int) {
        guard let ds = manager.dataSource else { return }
        let l = limits
        let total = ds.numberOfChildItems(at: path)
        if path.isEmpty, total == 0 {
            // The root must have at least one item: the car keeps spinning, then gives up.
            car.record(.note("the content root has no items"))
            return
        }
        let count = min(total, l.items)
        if total > count {
            car.record(
                .playableContentBeyondLimit(
                    PlayableContentOverflow(limit: .itemsCount, path: Array(path), title: t.title, allowed: count, given: total, enforced: l.enforced)))
        }
        let progress = ds.childItemsDisplayPlaybackProgress(at: path)
        let playing = Set(manager.nowPlayingIdentifiers)
        var rows: [CPListItem] = []
        for i in 0..<count {
            let childPath = path.appending(i)
            guard let c = ds.contentItem(at: childPath) else {
                car.record(.note("contentItem(at: \(Array(childPath))) returned nil"))
                continue
            }
            let row = CPListItem(
                text: c.title, detailText: c.subtitle, image: c.artwork?.image(at: CPListItem.maximumImageSize),
                accessoryImage: nil, accessoryType: c.isContainer ? .disclosureIndicator : .none)
            row.isExplicitContent = c.isExplicitContent
            row.isPlaying = playing.contains(c.identifier)
            if progress { row.playbackProgress = CGFloat(c.playbackProgress) }
            if c.isContainer {
                // Deeper than the car allows now: the container can't be opened.
                row.isEnabled = depth + 1 <= l.depth
                if !row.isEnabled {
                    car.record(
                        .playableContentBeyondLimit(
                            PlayableContentOverflow(
                                limit: .treeDepth, path: Array(childPath), title: c.title, allowed: l.depth, given: depth + 1, enforced: l.enforced)))
                }
                row.handler = { [weak self] _, completion in
                    MainActor.assumeIsolated { self?.open(childPath, title: c.title, depth: depth + 1) }
                    completion()
                }
            } else if c.isPlayable {
                row.handler = { [weak self] _, completion in
                    MainActor.assumeIsolated {
                        guard let self else { return completion() }
                        self.play(childPath, completion: completion)
                    }
                }
            } else {
                row.isEnabled = false
            }
            rows.append(row)
        }
        t.showsSpinnerWhileEmpty = false
        t.updateSections([CPListSection(items: rows)])
    }

    private func open(_ path: IndexPath, title: String?, depth: Int) {
        controller.pushTemplate(page(path, title: title, depth: depth), animated: true, completion: nil)
    }

    // MARK: Loading

    /// Asks the app to load a node's children once; `done(false)` when it doesn't answer in time or fails.
    private func load(_ path: IndexPath, _ done: @escaping (Bool) -> Void) {
        if loaded.contains(path) { return done(true) }
        if waiting[path] != nil {
            waiting[path]!.append(done)
            return
        }
        guard let ds = manager.dataSource else {
            car.record(.note("MPPlayableContentManager has no data source"))
            waiting[path] = [done]
            scheduleTimeout(path)
            return
        }
        waiting[path] = [done]
        ds.beginLoadingChildItems(at: path) { [weak self] error in
            onMainActor { self?.finishLoading(path, error: error) }
        }
        // Answered at once (on the main thread) or not: the car waits for the answer only so long.
        if waiting[path] != nil { scheduleTimeout(path) }
    }

    private func finishLoading(_ path: IndexPath, error: (any Error)?) {
        guard let callbacks = waiting.removeValue(forKey: path) else { return }
        if let error {
            car.record(.note("beginLoadingChildItems(at: \(Array(path))) failed: \(error)"))
            for c in callbacks { c(false) }
            return
        }
        loaded.insert(path)
        for c in callbacks { c(true) }
    }

    private func scheduleTimeout(_ path: IndexPath) {
        let sleep = car.time.sleep
        let timeout = car.spinnerTimeout
        Task { @MainActor [weak self] in
            try? await sleep(timeout)
            guard let self, let callbacks = self.waiting.removeValue(forKey: path) else { return }
            let seconds = Double(timeout.components.seconds)
            self.car.record(.spinnerTimedOut(element: "content \(Array(path))", seconds: seconds))
            for c in callbacks { c(false) }
        }
    }

    // MARK: Playback

    private func play(_ path: IndexPath, completion: @escaping () -> Void) {
        guard let delegate = manager.delegate else {
            car.record(.note("MPPlayableContentManager has no delegate to start playback"))
            return completion()
        }
        nonisolated(unsafe) let completion = completion
        delegate.playableContentManager(manager, initiatePlaybackOfContentItemAt: path) { [weak self] error in
            onMainActor {
                completion()
                guard let self else { return }
                if let error {
                    self.car.record(.note("playback of \(Array(path)) failed: \(error)"))
                } else {
                    self.configureNowPlaying()
                    self.session.showNowPlaying()
                }
            }
        }
    }

    /// A playback rate button when the app handles `changePlaybackRateCommand` with supported rates: each press
    /// sends the next supported rate after the current one, cycling (the talk's 0.5 → 1 → 1.5 → 2 → 0.5).
    func configureNowPlaying() {
        let command = session.remoteCommands.changePlaybackRateCommand
        let rates = command.supportedPlaybackRates.map(\.floatValue).sorted()
        guard command.isEnabled, command.hasTargets, !rates.isEmpty else { return }
        let center = session.nowPlayingCenter
        let button = CPNowPlayingPlaybackRateButton { _ in
            let info = center.nowPlayingInfo ?? [:]
            let current =
                (info[MPNowPlayingInfoPropertyPlaybackRate] as? NSNumber)?.floatValue
                ?? (info[MPNowPlayingInfoPropertyPlaybackRate] as? Double).map(Float.init)
                ?? (info[MPNowPlayingInfoPropertyPlaybackRate] as? Float) ?? 1
            let next = rates.first { $0 > current + 0.001 } ?? rates[0]
            _ = command.send(MPChangePlaybackRateCommandEvent(command: command, playbackRate: next))
        }
        session.nowPlayingTemplate.updateNowPlayingButtons([button])
    }
}
