import CarPlayShim
import CarPlayTesting
import Testing

/// What ordinary CarPlay code reaches through the one import, as it does through Apple's frameworks.
@Suite struct ShimReachTests {
    @Test func networkingComesWithTheShim() {
        // Audio apps load their catalogue with URLSession; on Linux it lives in FoundationNetworking, which the shim
        // brings (without it, `URLSession` is a placeholder with no `shared`).
        var request = URLRequest(url: URL(string: "https://radio.example/channels.json")!)
        request.httpMethod = "GET"
        // Not `URLSession.shared` itself: made before the first car, it wouldn't ask the car (see CarNetwork).
        let shared: () -> URLSession = { .shared }
        let session = URLSession(configuration: .default)
        #expect(request.url?.host == "radio.example")
        #expect(session.configuration.timeoutIntervalForRequest > 0)
        _ = shared
    }

    @MainActor @Test func anEmptyImageIsAPlaceholderTheCarCanShow() async throws {
        let empty = UIImage()
        #expect(empty.size == .zero)
        let item = CPListItem(text: "Loading artwork", detailText: nil, image: empty)
        let car = try await CarPlayTestSession(categories: [.audio]) {
            RootDelegate { CPListTemplate(title: "Channels", sections: [CPListSection(items: [item])]) }
        }
        #expect(car.texts.contains("Loading artwork"))
        #expect(!car.displayList.items.isEmpty, "the screen lays out with the empty image")
        item.setImage(UIImage(systemName: "radio"))
        await car.settle()
        #expect(car.texts.contains("Loading artwork"))
    }
}
