import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// An app that gives the now playing template more buttons than CarPlay shows (Apple: "a maximum of five playback
/// control buttons"): the car shows the first five, records the cut, and lays every button inside the app's area,
/// beside the status bar and its Home button, on every screen the vehicles have.
@Suite @MainActor
struct NowPlayingButtonsTests {
    /// Eight buttons, as a podcast app might configure them.
    static func eightButtons(tapped: @escaping @MainActor (Int) -> Void) -> [CPNowPlayingButton] {
        var buttons: [CPNowPlayingButton] = [
            CPNowPlayingShuffleButton { _ in tapped(0) }, CPNowPlayingRepeatButton { _ in tapped(1) },
            CPNowPlayingPlaybackRateButton { _ in tapped(2) }, CPNowPlayingAddToLibraryButton { _ in tapped(3) },
            CPNowPlayingMoreButton { _ in tapped(4) }
        ]
        for i in 5..<8 {
            buttons.append(CPNowPlayingImageButton(image: UIImage(systemName: "star")!) { _ in tapped(i) })
        }
        return buttons
    }

    @Test func theNarrowestScreenIsAmongThoseChecked() {
        let narrowest = VehicleProfile.all.map(\.screen).min { $0.widthPoints < $1.widthPoints }!
        #expect(CarScreen.all.contains { $0.name == narrowest.name })
        #expect(narrowest.widthPoints == 300, "the portrait screen, 900 px at 3×")
    }

    @Test(arguments: CarScreen.all, [false, true])
    func atMostFiveAreShownAllInsideTheAppsArea(screen: CarScreen, rightHand: Bool) async throws {
        let car = try await Gallery.connect(.nowPlaying, screen: screen, rightHand: rightHand)
        var tapped: [Int] = []
        CPNowPlayingTemplate.shared.updateNowPlayingButtons(Self.eightButtons { tapped.append($0) })
        // The app handles the remote commands, so the car's transport controls are enabled (and touchable) too.
        let commands = MPRemoteCommandCenter.shared()
        for command in [commands.togglePlayPauseCommand, commands.nextTrackCommand, commands.previousTrackCommand] {
            command.addTarget { _ in .success }
        }
        await car.settle()
        let top = try #require(car.top)
        #expect(top.kind == .nowPlaying)
        let shown = top.buttons.filter { $0.role == .nowPlayingButton }
        #expect(shown.map(\.id) == (0..<5).map { "\(top.id).b\($0)" })
        #expect(car.events.contains(.trimmed(template: top.id, what: "nowPlayingButtons", shown: 5, given: 8)))

        let list = CarRenderer.layout(car.screen)
        let width = screen.widthPoints
        let app = rightHand ? (minX: 0.0, maxX: width - 44) : (minX: 44.0, maxX: width)
        let controls = list.targets.filter { t in top.buttons.contains { $0.id == t.elementID && ($0.role == .nowPlayingButton || $0.role == .transportButton) }
        }
        #expect(controls.count == 8, "five of the app's and three transport controls on \(screen.name)")
        for target in controls {
            let f = target.frame
            #expect(f.x >= app.minX && f.maxX <= app.maxX, "\(target.elementID) at x \(f.x)–\(f.maxX) on \(screen.name), app area \(app)")
            #expect(f.y >= 0 && f.maxY <= screen.heightPoints, "\(target.elementID) at y \(f.y)–\(f.maxY) on \(screen.name)")
            #expect(f.width >= 34 && f.height >= 34, "\(target.elementID) is \(f.width) pt on \(screen.name)")
        }
        // No two controls overlap.
        for (i, a) in controls.enumerated() {
            for b in controls[(i + 1)...] {
                let apart = a.frame.maxX <= b.frame.x || b.frame.maxX <= a.frame.x || a.frame.maxY <= b.frame.y || b.frame.maxY <= a.frame.y
                #expect(apart, "\(a.elementID) and \(b.elementID) overlap on \(screen.name)")
            }
        }
        // The fifth is the app's and works; the sixth isn't on the screen.
        try await car.tap(id: "\(top.id).b4")
        #expect(tapped == [4])
        await #expect(throws: CarInputError.self) { try await car.tap(id: "\(top.id).b5") }
    }

    /// Five buttons or fewer are all shown and nothing is recorded as cut.
    @Test func fiveButtonsAreAllShown() async throws {
        let car = try await Gallery.connect(.nowPlaying)
        CPNowPlayingTemplate.shared.updateNowPlayingButtons(Array(Self.eightButtons { _ in }.prefix(5)))
        await car.settle()
        let top = try #require(car.top)
        #expect(top.buttons.filter { $0.role == .nowPlayingButton }.count == 5)
        #expect(!car.events.contains { if case .trimmed(_, "nowPlayingButtons", _, _) = $0 { true } else { false } })
    }
}
