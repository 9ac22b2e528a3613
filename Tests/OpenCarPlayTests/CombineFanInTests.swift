import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A subscriber that takes only what it asks for, to see the fan-ins respect demand.
final class Taker<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    var values: [Input] = []
    var completion: Subscribers.Completion<Failure>?
    var subscription: (any Subscription)?
    let initial: Subscribers.Demand

    init(initial: Subscribers.Demand) { self.initial = initial }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }
}

struct Oops: Error, Equatable {}

/// A shop's two settings that an app shows together, as `@Published` properties combined the Combine way.
final class ShopSettings: ObservableObject {
    @Published var pickupTime = "12:30"
    @Published var store = "Kamppi"
}

final class PickupApp: UIResponder, CPTemplateApplicationSceneDelegate {
    let settings = ShopSettings()
    var cancellables: Set<AnyCancellable> = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let item = CPListItem(text: "", detailText: nil)
        let list = CPListTemplate(title: "Pickup", sections: [CPListSection(items: [item])])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        settings.$store.combineLatest(settings.$pickupTime) { store, time in "\(store) at \(time)" }
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { item.setText($0) }
            .store(in: &cancellables)
    }
}

@Suite struct CombineFanInTests {
    @Test func combineLatestWaitsForBothThenSendsEachChange() {
        let letters = PassthroughSubject<String, Never>()
        let numbers = PassthroughSubject<Int, Never>()
        var pairs: [String] = []
        var finished = false
        let c = letters.combineLatest(numbers).sink(receiveCompletion: { _ in finished = true }, receiveValue: { pairs.append("\($0)\($1)") })
        letters.send("a")
        letters.send("b")
        #expect(pairs.isEmpty, "nothing until both have a value")
        numbers.send(1)
        letters.send("c")
        numbers.send(2)
        #expect(pairs == ["b1", "c1", "c2"])
        letters.send(completion: .finished)
        numbers.send(3)
        #expect(pairs.last == "c3" && !finished, "one finished upstream keeps its last value")
        numbers.send(completion: .finished)
        #expect(finished)
        c.cancel()
    }

    @Test func combineLatestOfThreeAndWithATransform() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(10)
        let c = CurrentValueSubject<Int, Never>(100)
        var sums: [Int] = []
        var products: [Int] = []
        var triples: [String] = []
        let s1 = a.combineLatest(b, c) { $0 + $1 + $2 }.sink { sums.append($0) }
        let s2 = a.combineLatest(b, c).sink { triples.append("\($0)/\($1)/\($2)") }
        let s3 = a.combineLatest(b) { $0 * $1 }.sink { products.append($0) }
        b.send(20)
        #expect(sums == [111, 121])
        #expect(products == [10, 20])
        #expect(triples == ["1/10/100", "1/20/100"])
        _ = (s1, s2, s3)
    }

    @Test func aFailureEndsTheCombinationAndAnUpstreamThatFinishesEmptyEndsItAtOnce() {
        let a = PassthroughSubject<Int, Oops>()
        let b = PassthroughSubject<Int, Oops>()
        let taker = Taker<(Int, Int), Oops>(initial: .unlimited)
        a.combineLatest(b).subscribe(taker)
        a.send(1)
        b.send(2)
        b.send(completion: .failure(Oops()))
        a.send(3)
        #expect(taker.values.map { "\($0.0),\($0.1)" } == ["1,2"])
        if case .failure(let e) = taker.completion { #expect(e == Oops()) } else { Issue.record("no failure: \(String(describing: taker.completion))") }

        let empty = Empty<Int, Never>()
        let live = PassthroughSubject<Int, Never>()
        let done = Taker<(Int, Int), Never>(initial: .unlimited)
        empty.combineLatest(live).subscribe(done)
        live.send(1)
        #expect(done.values.isEmpty && done.completion == .finished, "nothing can be combined with a publisher that finished empty")
    }

    @Test func theDownstreamsDemandIsRespected() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let taker = Taker<(Int, Int), Never>(initial: .max(1))
        a.combineLatest(b).subscribe(taker)
        a.send(1)
        b.send(1)
        a.send(2)
        a.send(3)
        #expect(taker.values.count == 1)
        taker.subscription?.request(.max(1))
        #expect(taker.values.map(\.0) == [1, 3], "the latest combination waited")

        let merged = Taker<Int, Never>(initial: .max(2))
        let x = PassthroughSubject<Int, Never>()
        let y = PassthroughSubject<Int, Never>()
        x.merge(with: y).subscribe(merged)
        for i in 0..<5 { (i.isMultiple(of: 2) ? x : y).send(i) }
        #expect(merged.values == [0, 1])
        x.send(completion: .finished)
        y.send(completion: .finished)
        #expect(merged.completion == nil, "three values still wait")
        merged.subscription?.request(.unlimited)
        #expect(merged.values == [0, 1, 2, 3, 4] && merged.completion == .finished)
    }

    @Test func mergeSendsEverythingInArrivalOrder() {
        let x = PassthroughSubject<String, Never>()
        let y = PassthroughSubject<String, Never>()
        let z = PassthroughSubject<String, Never>()
        var seen: [String] = []
        var finished = false
        let c = x.merge(with: y, z).sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
        x.send("x1")
        z.send("z1")
        y.send("y1")
        x.send("x2")
        x.send(completion: .finished)
        y.send(completion: .finished)
        #expect(!finished)
        z.send(completion: .finished)
        #expect(seen == ["x1", "z1", "y1", "x2"] && finished)
        var many: [Int] = []
        let m = Publishers.MergeMany([Just(1), Just(2), Just(3)]).sink { many.append($0) }
        #expect(many == [1, 2, 3])
        var none = false
        let n = Publishers.MergeMany([Just<Int>]()).sink(receiveCompletion: { _ in none = true }, receiveValue: { _ in })
        #expect(none)
        _ = (c, m, n)
    }

    @MainActor @Test func anAppCombiningTwoSettingsShowsThemInTheCar() async throws {
        let (car, app) = try await connectedApp([.quickFoodOrdering]) { PickupApp() }
        await car.settle()
        #expect(car.texts.contains("Kamppi at 12:30"))
        app.settings.pickupTime = "13:00"
        await car.settle()
        #expect(car.texts.contains("Kamppi at 13:00"))
        app.settings.store = "Forum"
        await car.settle()
        #expect(car.texts.contains("Forum at 13:00"))
    }
}

@Suite struct IntentIdentifierTests {
    @Test func eachIdentifierNamesItsIntentClass() {
        // Apps match Siri's requests and their Info.plist's IntentsSupported against these strings.
        #expect(INSendMessageIntentIdentifier == String(describing: INSendMessageIntent.self))
        #expect(INSearchForMessagesIntentIdentifier == String(describing: INSearchForMessagesIntent.self))
        #expect(INSetMessageAttributeIntentIdentifier == String(describing: INSetMessageAttributeIntent.self))
        #expect(INStartCallIntentIdentifier == String(describing: INStartCallIntent.self))
        #expect(INSearchCallHistoryIntentIdentifier == String(describing: INSearchCallHistoryIntent.self))
        #expect(INSetClimateSettingsInCarIntentIdentifier == "INSetClimateSettingsInCarIntent")
    }
}
