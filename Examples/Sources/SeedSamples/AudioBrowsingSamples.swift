// Seed 003: the tab bar, tab item, image row, list item, selection and now playing snippets, put into a
// scene delegate the way the write-up uses them. Each snippet is kept as written; where the write-up's
// code can't compile on iOS either (`nowPlayingTemplateshared`, `CPNowPlayingRepeatButton {}`), the real
// API it stands for is used.
import CarPlayShim

struct ImageItem { let image: UIImage; let title: String }

class AudioBrowsingSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPNowPlayingTemplateObserver {
    var carplayInterfaceController: CPInterfaceController?
    var playbackRates: [Float] = [0.5, 1.0, 1.5, 2.0]
    var currentRate: Float = 1.0
    var upNextTaps = 0

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        carplayInterfaceController = interfaceController
        configureNowPlaying()

        // "custom tab style"
        let playlistTemplate = CPListTemplate(title: "Playlists", sections: [CPListSection(items: playlistItems())])
        playlistTemplate.tabTitle = "Playlists"
        playlistTemplate.tabImage = UIImage(systemName: "list.star")
        // "Use the system tab style. If you already set both tabTitle and tabImage, tabSystemItem will not take effect"
        playlistTemplate.tabSystemItem = .favorites
        // "show red dot"
        playlistTemplate.showsTabBadge = true

        let browseTemplate = CPListTemplate(title: "Browse", sections: [CPListSection(items: [imageRow()])])
        browseTemplate.tabSystemItem = .featured
        let tabTemplates = [playlistTemplate, browseTemplate]

        let tabBarTemplate = CPTabBarTemplate(templates: tabTemplates)
        self.carplayInterfaceController!.setRootTemplate(tabBarTemplate, animated: true, completion: nil)
    }

    func playlistItems() -> [CPListItem] {
        let podcastTitles = ["Morning Show", "Tech Talk"]
        return podcastTitles.map { title in
            let listItem = CPListItem(text: title,
            detailText: "",
            image: nil,
            accessoryImage: nil,
            accessoryType: .disclosureIndicator)
            listItem.handler = { [weak self] item, completion in
                // "ensure your audio or other things are ready before you call pushTemplate"
                let episode = CPListItem(text: "\(title) – Episode 1", detailText: "42 min")
                episode.handler = { [weak self] _, completion in
                    self?.play(title: "\(title) – Episode 1")
                    completion()
                }
                let episodes = CPListTemplate(title: title, sections: [CPListSection(items: [episode])])
                self?.carplayInterfaceController?.pushTemplate(episodes, animated: true, completion: nil)
                completion()
            }
            return listItem
        }
    }

    func imageRow() -> CPListImageRowItem {
        let imageRowTitle = "Recently Played"
        let imageItems = (1...12).map { ImageItem(image: UIImage(systemName: "music.note")!, title: "Album \($0)") }
        let imagesCount = CPMaximumNumberOfGridImages // It depends on the available width of the car display
        let allowedImageItems = imageItems.prefix(imagesCount)
        let imageRow = CPListImageRowItem(text: imageRowTitle, images: allowedImageItems.map(\.image))
        imageRow.listImageRowHandler = { [weak self] item, index, completion in
            self?.play(title: allowedImageItems[allowedImageItems.startIndex + index].title)
            completion()
        }
        imageRow.handler = { _, completion in completion() }
        return imageRow
    }

    func configureNowPlaying() {
        let nowPlayingTemplate = CPNowPlayingTemplate.shared
        nowPlayingTemplate.add(self)
        let repeatButton = CPNowPlayingRepeatButton { _ in
            let commandCenter = MPRemoteCommandCenter.shared()
            commandCenter.changeRepeatModeCommand.currentRepeatType = .one
        }
        let playbackRateButton = CPNowPlayingPlaybackRateButton { [weak self] _ in self?.cycleRate() }
        nowPlayingTemplate.updateNowPlayingButtons([repeatButton, playbackRateButton])
        nowPlayingTemplate.isUpNextButtonEnabled = true
    }

    func cycleRate() {
        // "If the current audio is playing at the fastest supported rate, continue to increase the playback rate to the minimum rate"
        let index = playbackRates.firstIndex(of: currentRate) ?? 0
        currentRate = playbackRates[(index + 1) % playbackRates.count]
        var info = MPNowPlayingInfoCenter.default().nowPlayingInfo ?? [:]
        info[MPNowPlayingInfoPropertyPlaybackRate] = currentRate
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
    }

    func play(title: String) {
        var nowPlayingInfo = [String: Any]()
        nowPlayingInfo[MPMediaItemPropertyTitle] = title
        nowPlayingInfo[MPMediaItemPropertyAlbumTitle] = "Podcast"
        nowPlayingInfo[MPMediaItemPropertyPlaybackDuration] = 600
        nowPlayingInfo[MPNowPlayingInfoPropertyDefaultPlaybackRate] = 1
        nowPlayingInfo[MPNowPlayingInfoPropertyPlaybackRate] = currentRate
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nowPlayingInfo
        if #available(iOS 13.0, *) {
            MPNowPlayingInfoCenter.default().playbackState = .playing
        }
        let nowPlaying = CPNowPlayingTemplate.shared
        if carplayInterfaceController?.templates.contains(where: { $0 === nowPlaying }) == true {
            carplayInterfaceController?.pop(to: nowPlaying, animated: true, completion: nil)
        } else {
            carplayInterfaceController?.pushTemplate(nowPlaying, animated: true, completion: nil)
        }
    }

    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        upNextTaps += 1
        let queue = CPListTemplate(title: "Up Next", sections: [CPListSection(items: [CPListItem(text: "Next episode", detailText: nil)])])
        carplayInterfaceController?.pushTemplate(queue, animated: true, completion: nil)
    }
}

public enum AudioBrowsingSample {
    public static let delegateClassName = "AudioBrowsingSceneDelegate"
    @MainActor public static func makeDelegate() -> UISceneDelegate { AudioBrowsingSceneDelegate() }
}
