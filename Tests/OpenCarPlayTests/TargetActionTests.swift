// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

// The selectors here are spelled as the rewriter writes them where there is no Objective-C runtime; on Apple's
// platforms `#selector` is the runtime's own.
#if !canImport(ObjectiveC)

    /// A map animator written the iOS way, with a target and selectors. The selectors are spelled as the `carplay-imports`
    /// rewriter writes `#selector(frame(_:))` and friends on Linux.
    @MainActor final class SelectorAnimator {
        var frames = 0
        var ticks: [Date] = []
        var link: CADisplayLink?

        func frame(_ link: CADisplayLink) { frames += 1 }
        func tick(timer: Timer) { ticks.append(Date()) }

        static var frameSelector: Selector { Selector(Self.frame(_:), named: "frame:") }
        static var tickSelector: Selector { Selector(Self.tick(timer:), named: "tickWithTimer:") }
    }

    /// A screen whose button's action goes to its view controller through the responder chain (a nil target).
    final class ZoomController: UIViewController {
        var zooms: [String] = []
        let button = UIButton(type: .system)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(button)
            button.addTarget(nil, action: Selector(Self.zoomIn, named: "zoomIn"), for: .touchUpInside)
            button.addTarget(self, action: Selector(Self.tapped(_:event:), named: "tapped:event:"), for: .primaryActionTriggered)
        }
        func zoomIn() { zooms.append("in") }
        func tapped(_ sender: UIButton, event: UIEvent?) { zooms.append(sender === button && event != nil ? "tapped" : "wrong sender") }
    }

    @MainActor @Suite struct TargetActionTests {
        @Test func aDisplayLinkCallsItsTargetsMethodEachFrameOnTheCarsClock() async throws {
            let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
            var animator: SelectorAnimator? = SelectorAnimator()
            weak let watched = animator
            let link = try #require(UIScreen.main.displayLink(withTarget: animator!, selector: SelectorAnimator.frameSelector))
            link.add(to: .main, forMode: .common)
            let other = CADisplayLink(target: animator!, selector: SelectorAnimator.frameSelector)
            other.preferredFramesPerSecond = 30
            other.add(to: .main, forMode: .common)
            await car.advance(by: .seconds(1))
            #expect(animator?.frames == 90, "60 frames from one link and 30 from the other")
            // The links hold their target until invalidated, as Apple's do.
            animator = nil
            #expect(watched != nil)
            link.invalidate()
            other.invalidate()
            #expect(watched == nil)
        }

        @Test func aTimerWithATargetFiresItsMethod() async throws {
            let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
            let animator = SelectorAnimator()
            let start = Date()
            let repeating = Timer.scheduledTimer(
                timeInterval: 2, target: animator, selector: SelectorAnimator.tickSelector, userInfo: nil, repeats: true)
            let once = Timer(timeInterval: 3, target: animator, selector: SelectorAnimator.tickSelector, userInfo: nil, repeats: false)
            RunLoop.main.add(once, forMode: .common)
            await car.advance(by: .seconds(5))
            repeating.invalidate()
            await car.advance(by: .seconds(5))
            let seconds = animator.ticks.map { ($0.timeIntervalSince(start) * 10).rounded() / 10 }
            #expect(seconds == [2, 3, 4])
        }

        @Test func aControlSendsItsActionToItsTargetOrUpTheResponderChain() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let controller = ZoomController()
            window.rootViewController = controller
            controller.button.sendActions(for: .touchUpInside)
            #expect(controller.zooms == ["in"], "nil target: the first up the chain that has the method")
            controller.button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            #expect(controller.zooms == ["in", "in", "tapped"], "the sender and the event, as the method takes them")
            #expect(controller.button.allTargets.count == 1)
            controller.button.removeTarget(nil, action: nil, for: .allEvents)
            controller.button.sendActions(for: .touchUpInside)
            #expect(controller.zooms.count == 3 && controller.button.allTargets.isEmpty)
        }

        @Test func aSelectorIsItsObjectiveCName() {
            let named: Selector = "frame:"
            #expect(named == SelectorAnimator.frameSelector && named.description == "frame:")
            #expect(Set([SelectorAnimator.frameSelector, Selector("frame:"), SelectorAnimator.tickSelector]).count == 2)
            // A selector by name only has no method to call here: the display link's frames call nothing (and say so).
            let animator = SelectorAnimator()
            let link = CADisplayLink(target: animator, selector: Selector("frame:"))
            link.invalidate()
            #expect(animator.frames == 0)
        }
    }

#endif
