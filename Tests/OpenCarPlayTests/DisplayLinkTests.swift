// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// What a map app's animator keeps: a display link and the frame times it was called at.
@MainActor final class FrameCounter {
    var frames: [CFTimeInterval] = []
    var targets: [CFTimeInterval] = []
    var link: CADisplayLink?

    func start(fps: Int = 0) {
        let link = CADisplayLink { [weak self] link in
            self?.frames.append(link.timestamp)
            self?.targets.append(link.targetTimestamp)
        }
        link.preferredFramesPerSecond = fps
        link.add(to: .main, forMode: .common)
        self.link = link
    }
}

@MainActor @Suite struct DisplayLinkTests {
    @Test func framesComeAtTheScreensRateOnTheCarsClock() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        #expect(UIScreen.main.maximumFramesPerSecond == 60)
        let counter = FrameCounter()
        counter.start()
        let link = try #require(counter.link)
        #expect(abs(link.duration - 1.0 / 60) < 1e-12)
        // Not a frame before the car's clock moves, however long the machine takes.
        await car.settle()
        #expect(counter.frames.isEmpty)
        await car.advance(by: .seconds(1))
        #expect(counter.frames.count == 60)
        // One frame's duration apart, each told when the next is due.
        let gaps = zip(counter.frames.dropFirst(), counter.frames).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 1.0 / 60) < 1e-6 })
        #expect(zip(counter.targets, counter.frames).allSatisfy { abs($0 - $1 - 1.0 / 60) < 1e-6 })

        // Paused: no frames; resumed: frames again.
        link.isPaused = true
        await car.advance(by: .milliseconds(500))
        #expect(counter.frames.count == 60)
        link.isPaused = false
        await car.advance(by: .milliseconds(500))
        #expect(counter.frames.count == 90)
        // Invalidated: never again.
        link.invalidate()
        await car.advance(by: .seconds(1))
        #expect(counter.frames.count == 90)
    }

    @Test func aPreferredRateDividesTheScreensRate() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        let half = FrameCounter()
        half.start(fps: 30)
        let slow = FrameCounter()
        slow.start(fps: 24)  // the screen shows whole frames: 24 asked, 20 given
        let ranged = FrameCounter()
        ranged.start()
        ranged.link?.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 15, preferred: 15)
        await car.advance(by: .seconds(2))
        #expect(half.frames.count == 60)
        #expect(slow.frames.count == 40)
        #expect(ranged.frames.count == 30)
        for c in [half, slow, ranged] { c.link?.invalidate() }
        // Media time is the phone's clock: it moved exactly as far as the car's.
        let before = CACurrentMediaTime()
        await car.advance(by: .seconds(3))
        #expect(abs(CACurrentMediaTime() - before - 3) < 1e-6)
    }
}
