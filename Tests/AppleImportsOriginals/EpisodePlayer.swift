// SPDX-License-Identifier: Apache-2.0
// A phone-side player as apps written before Swift's key-path observation do it: it observes its item's status by name
// and plays once the item is ready. The AppleImports plugin builds the `override` of `observeValue` and `#keyPath`.
// On a Mac (Objective-C's KVO, which the stand-ins' Swift properties don't take part in) the file isn't built.

import AVFoundation

#if !canImport(ObjectiveC)
    public final class EpisodePlayer: NSObject {
        public let player = AVPlayer()
        /// The statuses the item went through, as `observeValue` heard them.
        public private(set) var statuses: [AVPlayerItem.Status] = []
        /// The rates the player went through.
        public private(set) var rates: [Float] = []
        private var item: AVPlayerItem?

        public func load(_ url: URL) {
            let item = AVPlayerItem(url: url)
            item.addObserver(self, forKeyPath: #keyPath(AVPlayerItem.status), options: [.old, .new], context: nil)
            player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: [.new], context: nil)
            self.item = item
            player.replaceCurrentItem(with: item)
        }

        public func stopObserving() {
            item?.removeObserver(self, forKeyPath: #keyPath(AVPlayerItem.status))
            player.removeObserver(self, forKeyPath: #keyPath(AVPlayer.rate))
        }

        public override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
        ) {
            if keyPath == #keyPath(AVPlayerItem.status) {
                let status: AVPlayerItem.Status
                if let number = change?[.newKey] as? NSNumber {
                    status = AVPlayerItem.Status(rawValue: number.intValue)!
                } else {
                    status = .unknown
                }
                statuses.append(status)
                if status == .readyToPlay { player.play() }
            } else if keyPath == #keyPath(AVPlayer.rate), let rate = change?[.newKey] as? Float {
                rates.append(rate)
            }
        }
    }
#endif
