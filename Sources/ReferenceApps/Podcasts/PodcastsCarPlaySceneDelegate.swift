// SPDX-License-Identifier: Apache-2.0
import CarPlayShim

/// The Podcasts app on the car screen: a Library tab (shows → episodes), a Recent tab with an image row,
/// and the shared now playing template configured at connection.
public final class PodcastsCarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPNowPlayingTemplateObserver {
    var interfaceController: CPInterfaceController?
    let library: PodcastLibrary

    public init(library: PodcastLibrary = .shared) {
        self.library = library
        super.init()
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        configureNowPlaying()
        let libraryTab = CPListTemplate(title: "Library", sections: [CPListSection(items: library.shows.map(showItem))])
        libraryTab.tabTitle = "Library"
        libraryTab.tabImage = UIImage(systemName: "square.stack")
        let recent = CPListTemplate(title: "Recent", sections: [CPListSection(items: [recentRow()], header: "Recently Updated", sectionIndexTitle: nil)])
        recent.tabTitle = "Recent"
        recent.tabImage = UIImage(systemName: "clock")
        let tabs = CPTabBarTemplate(templates: Array([libraryTab, recent].prefix(CPTabBarTemplate.maximumTabCount)))
        interfaceController.setRootTemplate(tabs, animated: false, completion: nil)
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        CPNowPlayingTemplate.shared.remove(self)
        self.interfaceController = nil
    }

    func configureNowPlaying() {
        let np = CPNowPlayingTemplate.shared
        np.add(self)
        np.isUpNextButtonEnabled = true
        np.updateNowPlayingButtons([
            CPNowPlayingPlaybackRateButton { [weak self] _ in self?.library.player.cycleRate() },
        ])
    }

    func showItem(_ show: Show) -> CPListItem {
        let item = CPListItem(text: show.title, detailText: "\(show.author) · \(show.episodes.count) episodes",
                              image: UIImage(systemName: show.symbol), accessoryImage: nil, accessoryType: .disclosureIndicator)
        item.handler = { [weak self] _, completion in
            self?.showEpisodes(of: show)
            completion()
        }
        return item
    }

    func showEpisodes(of show: Show) {
        let items = show.episodes.map { episode -> CPListItem in
            let item = CPListItem(text: episode.title, detailText: Self.duration(episode.duration))
            item.isPlaying = library.player.current?.episode.id == episode.id
            item.handler = { [weak self] _, completion in
                self?.play(episode, of: show)
                completion()
            }
            return item
        }
        let list = CPListTemplate(title: show.title, sections: [CPListSection(items: items)])
        interfaceController?.pushTemplate(list, animated: true, completion: nil)
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

    func play(_ episode: Episode, of show: Show) {
        library.player.play(episode, of: show)
        let np = CPNowPlayingTemplate.shared
        guard let ic = interfaceController else { return }
        if ic.templates.contains(where: { $0 === np }) {
            ic.pop(to: np, animated: true, completion: nil)
        } else {
            ic.pushTemplate(np, animated: true, completion: nil)
        }
    }

    public func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        guard let (show, current) = library.player.current else { return }
        let next = show.episodes.drop { $0.id != current.id }.dropFirst().prefix(10)
        let items = next.map { episode -> CPListItem in
            let item = CPListItem(text: episode.title, detailText: Self.duration(episode.duration))
            item.handler = { [weak self] _, completion in self?.play(episode, of: show); completion() }
            return item
        }
        let list = CPListTemplate(title: "Up Next", sections: [CPListSection(items: Array(items))])
        list.emptyViewTitleVariants = ["Nothing up next"]
        interfaceController?.pushTemplate(list, animated: true, completion: nil)
    }

    static func duration(_ t: TimeInterval) -> String { "\(Int(t) / 60) min" }
}
