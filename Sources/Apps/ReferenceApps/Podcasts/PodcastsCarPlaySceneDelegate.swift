// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// The Podcasts app on the car screen: Library (shows → episodes), Recent (an image row of shows), Live (games in
/// sports mode), and the shared now playing template configured at connection.
public final class PodcastsCarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPNowPlayingTemplateObserver, CPSessionConfigurationDelegate,
    CPInterfaceControllerDelegate
{
    var interfaceController: CPInterfaceController?
    let library: PodcastLibrary
    private var tabs: CPTabBarTemplate?
    private var sessionConfiguration: CPSessionConfiguration?
    struct EpisodePage {
        weak var template: CPListTemplate?
        let showID: String
        let start: Int
    }
    private var episodeLists: [EpisodePage] = []

    public init(library: PodcastLibrary = .shared) {
        self.library = library
        super.init()
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.delegate = self
        sessionConfiguration = CPSessionConfiguration(delegate: self)
        configureNowPlaying()
        library.player.registerRemoteCommands()
        let libraryTab = CPListTemplate(title: "Library", sections: [CPListSection(items: library.shows.map(showItem))])
        libraryTab.tabTitle = "Library"
        libraryTab.tabImage = UIImage(systemName: "square.stack")
        let recent = CPListTemplate(title: "Recent", sections: [CPListSection(items: [recentRow()], header: "Recently Updated", sectionIndexTitle: nil)])
        recent.tabTitle = "Recent"
        recent.tabImage = UIImage(systemName: "clock")
        recent.showsTabBadge = library.unplayedCount > 0
        let live = CPListTemplate(title: "Live", sections: [CPListSection(items: library.games.map(gameItem))])
        live.tabTitle = "Live"
        live.tabImage = UIImage(systemName: "sportscourt")
        live.emptyViewTitleVariants = ["No live games"]
        let tabs = CPTabBarTemplate(templates: Array([libraryTab, recent, live].prefix(CPTabBarTemplate.maximumTabCount)))
        self.tabs = tabs
        interfaceController.setRootTemplate(tabs, animated: false, completion: nil)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        CPNowPlayingTemplate.shared.remove(self)
        library.player.unregisterRemoteCommands()
        self.interfaceController = nil
    }

    /// The system shows now playing (the car's Now Playing button on its home screen, or the navigation bar's) before
    /// anything played since the app started: the episode the listener was in the middle of fills it, paused.
    public func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) {
        if aTemplate === CPNowPlayingTemplate.shared { library.player.restore() }
    }

    /// Done at connection: the system may show now playing at any time (home screen, the nav bar button).
    func configureNowPlaying() {
        let np = CPNowPlayingTemplate.shared
        np.add(self)
        np.isUpNextButtonEnabled = true
        np.isAlbumArtistButtonEnabled = true
        np.updateNowPlayingButtons([
            CPNowPlayingRepeatButton { [weak self] button in
                self?.library.player.cycleRepeat()
                button.isSelected = self?.library.player.repeatMode != .off
            },
            CPNowPlayingShuffleButton { [weak self] button in
                self?.library.player.toggleShuffle()
                button.isSelected = self?.library.player.shuffle == true
            },
            CPNowPlayingPlaybackRateButton { [weak self] _ in self?.library.player.cycleRate() }
        ])
    }

    func showItem(_ show: Show) -> CPListItem {
        let unplayed = show.episodes.filter { !$0.isPlayed }.count
        let item = CPListItem(
            text: show.title, detailText: "\(show.author) · \(unplayed) new", image: UIImage(systemName: show.symbol),
            accessoryImage: nil, accessoryType: .disclosureIndicator)
        item.handler = { [weak self] _, completion in
            self?.showEpisodes(of: show.id)
            completion()
        }
        return item
    }

    /// Pushes a show's episodes from `start` on: as many as the car's list limit allows, the last row
    /// "More Episodes" pushing the next page when there are more (cars limit lists to 12 while driving).
    func showEpisodes(of showID: String, from start: Int = 0) {
        guard let show = library.show(showID) else { return }
        let list = CPListTemplate(title: show.title, sections: episodeSections(show, from: start))
        episodeLists.append(EpisodePage(template: list, showID: showID, start: start))
        interfaceController?.pushTemplate(list, animated: true, completion: nil)
    }

    func episodeSections(_ show: Show, from start: Int) -> [CPListSection] {
        let limit = Int(CPListTemplate.maximumItemCount)
        let rest = Array(show.episodes.dropFirst(start))
        let fits = rest.count <= limit
        var items: [CPListItem] = rest.prefix(fits ? rest.count : limit - 1).map { episode -> CPListItem in
            let item = CPListItem(text: episode.title, detailText: Self.duration(episode.duration))
            if case .episode(_, let current) = library.player.current, current.id == episode.id { item.isPlaying = true }
            item.playbackProgress = CGFloat(episode.progress / episode.duration)
            item.handler = { [weak self] _, completion in
                self?.play(episode, of: show)
                completion()
            }
            return item
        }
        if !fits {
            let next = start + limit - 1
            let more = CPListItem(
                text: "More Episodes", detailText: "\(rest.count - (limit - 1)) older", image: nil,
                accessoryImage: nil, accessoryType: .disclosureIndicator)
            more.handler = { [weak self] _, completion in
                self?.showEpisodes(of: show.id, from: next)
                completion()
            }
            items.append(more)
        }
        return [CPListSection(items: items)]
    }

    /// The car started or stopped limiting lists: shown episode pages follow the new limit.
    public func sessionConfiguration(
        _ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface
    ) {
        episodeLists.removeAll { $0.template == nil }
        for page in episodeLists {
            guard let list = page.template, let show = library.show(page.showID) else { continue }
            list.updateSections(episodeSections(show, from: page.start))
        }
    }

    func recentRow() -> CPListImageRowItem {
        let shows = Array(library.shows.prefix(CPMaximumNumberOfGridImages))
        let row = CPListImageRowItem(text: "Latest", images: shows.map { UIImage(systemName: $0.symbol)! }, imageTitles: shows.map(\.title))
        row.listImageRowHandler = { [weak self] _, index, completion in
            let show = shows[index]
            if let latest = show.episodes.first { self?.play(latest, of: show) }
            completion()
        }
        row.handler = { _, completion in completion() }
        return row
    }

    func gameItem(_ game: LiveGame) -> CPListItem {
        let item = CPListItem(
            text: "\(game.home) – \(game.away)", detailText: "Live · \(game.period) · \(game.homeScore)–\(game.awayScore)",
            image: UIImage(systemName: "sportscourt"))
        item.handler = { [weak self] _, completion in
            self?.library.player.play(game)
            self?.showNowPlaying()
            completion()
        }
        return item
    }

    func play(_ episode: Episode, of show: Show) {
        library.player.play(episode, of: show)
        showNowPlaying()
    }

    /// Pops back to now playing if it is stacked (pushing the shared template twice raises), else pushes it.
    func showNowPlaying() {
        let np = CPNowPlayingTemplate.shared
        guard let ic = interfaceController else { return }
        if ic.templates.contains(where: { $0 === np }) {
            if ic.topTemplate !== np { ic.pop(to: np, animated: true, completion: nil) }
        } else {
            ic.pushTemplate(np, animated: true, completion: nil)
        }
    }

    public func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        guard case .episode(let show, let current) = library.player.current else { return }
        let next = show.episodes.drop { $0.id != current.id }.dropFirst().prefix(10)
        let items = next.map { episode -> CPListItem in
            let item = CPListItem(text: episode.title, detailText: Self.duration(episode.duration))
            item.handler = { [weak self] _, completion in
                self?.play(episode, of: show)
                completion()
            }
            return item
        }
        let list = CPListTemplate(title: "Up Next", sections: [CPListSection(items: Array(items))])
        list.emptyViewTitleVariants = ["Nothing up next"]
        interfaceController?.pushTemplate(list, animated: true, completion: nil)
    }

    public func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        guard case .episode(let show, _) = library.player.current else { return }
        showEpisodes(of: show.id)
    }

    static func duration(_ t: TimeInterval) -> String { "\(Int(t) / 60) min" }
}
