// SPDX-License-Identifier: Apache-2.0

import AppleImportsFixture
import CarPlayHost
import CarPlayShim
import Foundation
import Testing
import carplay_imports

#if !canImport(ObjectiveC)
    /// Key-value observation by name (`addObserver(_:forKeyPath:options:context:)` and an `override` of
    /// `observeValue(forKeyPath:of:change:context:)`), as iOS code written before Swift's key-path form does it.
    @MainActor @Suite struct KeyValueObservationByNameTests {
        /// The plugin's copy: `#keyPath` becomes its string, the `override` goes (Linux's NSObject has no such method) and
        /// the type it was in adopts KeyValueObserver after the last line, every other line where it was.
        @Test func theOverrideAndKeyPathsAreBuiltForLinux() {
            let source = """
                final class Outer {
                    class Player: NSObject {
                        class func make() -> Player { Player() }
                        var label = "override func observeValue(forKeyPath"
                        func start(_ item: AVPlayerItem) {
                            item.addObserver(self, forKeyPath: #keyPath(AVPlayerItem.status), options: [.new], context: nil)
                        }
                        public override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
                        override func viewDidLoad() {}
                    }
                }
                """
            let lines = SelectorRewriter.rewrite(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines[3] == #"        var label = "override func observeValue(forKeyPath""#, "strings stay")
            #expect(lines[5] == #"            item.addObserver(self, forKeyPath: "status", options: [.new], context: nil)"#)
            #expect(lines[7] == "        public          func observeValue(forKeyPath keyPath: String?, of object: Any?,")
            #expect(lines[9] == "        override func viewDidLoad() {}", "other overrides stay")
            #expect(lines[12...] == ["extension Outer.Player: KeyValueObserver {}", ""])
            #expect(SelectorRewriter.keyPath(for: "player.currentItem.status") == #""player.currentItem.status""#)
        }

        /// An app's player waits to hear its item become ready, then plays; it hears the player's rate too, until it stops
        /// observing.
        @Test func anItemsStatusIsHeardAndThePlayerPlays() async throws {
            // The player plays on the phone's clock, which is the process's: a car in a test beside this one that let an
            // hour pass ended the episode, and the player paused at its end before the checks below (seen under load).
            // The test holds the phone as a car does (its clock runs).
            let lease = await PhoneLease.acquire()
            defer { lease.release() }
            let episode = EpisodePlayer()
            episode.load(URL(string: "https://example.org/episodes/7.mp3")!)
            #expect(episode.statuses.isEmpty, "the item becomes ready after the observer registers, as it loads")
            let deadline = Date().addingTimeInterval(10)
            while episode.statuses.isEmpty, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
            #expect(episode.statuses == [.readyToPlay])
            #expect(episode.player.rate == 1, "it played once ready")
            #expect(episode.rates == [1])
            episode.player.pause()
            #expect(episode.rates == [1, 0])
            episode.stopObserving()
            episode.player.play()
            #expect(episode.rates == [1, 0], "no longer observed")
        }

        /// `.initial` reports the status at once (unknown until the item is ready); a key not offered is named and heard never.
        @Test func initialValuesAndKeysNotOffered() async throws {
            let lease = await PhoneLease.acquire()
            defer { lease.release() }
            let item = AVPlayerItem(url: URL(string: "https://example.org/a.mp3")!)
            let observer = Recorder()
            item.addObserver(observer, forKeyPath: "status", options: [.initial, .new], context: nil)
            #expect(observer.changes.map { $0.0 } == ["status"])
            #expect(observer.changes.first?.1 as? Int == AVPlayerItem.Status.unknown.rawValue)
            item.addObserver(observer, forKeyPath: "loadedTimeRanges", options: [.initial, .new], context: nil)
            #expect(observer.changes.count == 1)
            let deadline = Date().addingTimeInterval(10)
            while observer.changes.count < 2, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
            #expect(observer.changes.last?.1 as? Int == AVPlayerItem.Status.readyToPlay.rawValue)
            item.removeObserver(observer, forKeyPath: "status")
        }

        /// An observer written directly against the stand-ins (what the plugin makes of an override).
        final class Recorder: NSObject, KeyValueObserver {
            var changes: [(String, Any?)] = []
            func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                changes.append((keyPath ?? "", change?[.newKey]))
            }
        }
    }
#endif
