import CarPlayShim
import CarPlayTesting
import Foundation
import ImageCodec
import Testing

@Suite struct CompanionAPITests {
    @Test func pngAndJpegSizesAreRead() throws {
        // A 3×2 PNG.
        let png = try #require(Bitmap(width: 3, height: 2, red: 10, green: 20, blue: 30).pngData())
        let image = try #require(UIImage(data: png, scale: 2))
        #expect(image.size == CGSize(width: 1.5, height: 1))
        #expect(image.pngData() == png)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test func dynamicColorsAndImageAssets() {
        let c = UIColor.systemBlue
        #expect(c.hex(for: UITraitCollection(userInterfaceStyle: .light)) == "#007aff")
        #expect(c.hex(for: UITraitCollection(userInterfaceStyle: .dark)) == "#0a84ff")
        let asset = UIImageAsset()
        asset.register(UIImage(systemName: "sun.max")!, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(UIImage(systemName: "moon")!, with: UITraitCollection(userInterfaceStyle: .dark))
        UIImageAsset.registerNamed("Weather", asset)
        #expect(UIImage(named: "Weather", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))?.debugName == "symbol:moon")
        #expect(UIImage(named: "Missing") == nil)
    }

    @Test func remoteCommands() {
        asAppCode("Remote") {
            let center = MPRemoteCommandCenter.shared()
            var got: Float?
            let token = center.changePlaybackRateCommand.addTarget { event in
                got = (event as? MPChangePlaybackRateCommandEvent)?.playbackRate
                return .success
            }
            #expect(
                center.changePlaybackRateCommand.send(MPChangePlaybackRateCommandEvent(command: center.changePlaybackRateCommand, playbackRate: 1.5))
                    == .success)
            #expect(got == 1.5)
            center.changePlaybackRateCommand.removeTarget(token)
            #expect(center.changePlaybackRateCommand.send(MPRemoteCommandEvent(command: center.changePlaybackRateCommand)) == .commandFailed)
        }
    }

    @Test func audioSessionVoicePrompts() throws {
        try asAppCode("Prompts") {
            let s = AVAudioSession.sharedInstance()
            try s.setCategory(.playback, mode: .voicePrompt, options: [.interruptSpokenAudioAndMixWithOthers, .duckOthers])
            #expect(s.mode == .voicePrompt)
            #expect(s.categoryOptions.contains(.duckOthers))
            #expect(throws: (any Error).self) { try s.setCategory(.playback, options: [.defaultToSpeaker]) }
            #expect(s.promptStyle == .normal)
        }
    }

    @Test func intentsAndInteractions() {
        let ann = INPerson(
            personHandle: INPersonHandle(value: "ann", type: .unknown), nameComponents: nil, displayName: "Ann",
            image: nil, contactIdentifier: nil, customIdentifier: "node-1")
        let intent = INSendMessageIntent(
            recipients: [ann], outgoingMessageType: .outgoingMessageText, content: "On my way",
            speakableGroupName: INSpeakableString(spokenPhrase: "Base Camp"), conversationIdentifier: "c1",
            serviceName: nil, sender: nil)
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.direction = .outgoing
        var error: Error?? = .none
        asAppCode("Messages") { interaction.donate { error = .some($0) } }
        #expect(error! == nil)
        #expect(intent.recipients?.first?.displayName == "Ann")
    }
}

@Suite @MainActor
struct ImageVariantTests {
    @Test func assetImagesResolveForTheCarsStyle() async throws {
        let asset = UIImageAsset()
        asset.register(UIImage(systemName: "sun.max")!, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(UIImage(systemName: "moon")!, with: UITraitCollection(userInterfaceStyle: .dark))
        UIImageAsset.registerNamed("DayNight", asset)
        let item = CPListItem(text: "Mode", detailText: nil, image: UIImage(named: "DayNight"))
        let (car, _) = try await car([.audio]) { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) }
        #expect(car.top!.sections[0].items[0].image == "symbol:sun.max")
        await car.setStyle(.dark)
        #expect(car.top!.sections[0].items[0].image == "symbol:moon")
    }
}
