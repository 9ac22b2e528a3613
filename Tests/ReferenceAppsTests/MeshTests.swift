import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

@testable import ReferenceApps

@Suite @MainActor
struct MeshTests {
    func connect(driving: Bool = false, locked: Bool = false) async throws -> (CarPlayTestSession, MeshStore, MeshCarPlaySceneDelegate) {
        let store = MeshStore()
        let car = try await CarPlayTestSession(
            app: ReferenceApps.messenger(store: store), driving: driving, phoneLocked: locked, hosting: .testProcess)
        return (car, store, car.session.sceneDelegate as! MeshCarPlaySceneDelegate)
    }

    @Test func channelsAndDirectMessagesWithoutMessageContent() async throws {
        let (car, store, _) = try await connect()
        #expect(car.top!.tabs.map { $0.tabItem?.text } == ["Channels", "Direct"])
        let rows = car.top!.tabs[0].sections[0].items
        #expect(rows.map(\.text) == ["Base Camp", "Trail Crew", "Weather Alerts"])
        #expect(rows.allSatisfy { $0.role == .messageItem })
        #expect(rows[0].details.leadingMark == .pin && rows[0].details.isUnread && rows[0].detailText == "1 unread")
        #expect(rows[2].details.isMuted)
        let shown = car.texts.joined(separator: " ")
        for m in store.messages { #expect(!shown.contains(m.text), "message content must not reach the car screen: \(m.text)") }
        try await car.tap("Base Camp")
        #expect(car.events.contains(.note("Siri: message base")), "message items hand off to Siri")
    }

    @Test func newMessagesUpdateTheListsInPlace() async throws {
        let (car, store, _) = try await connect()
        let before = car.templates.map(ObjectIdentifier.init)
        let listID = car.top!.tabs[0].id
        store.receive(from: "Chen", in: "trail", text: "Detour via the ridge")
        #expect(car.templates.map(ObjectIdentifier.init) == before, "no template was replaced")
        #expect(car.events.contains(.updated(template: listID, what: "sections")))
        #expect(car.top!.tabs[0].sections[0].items[1].detailText == "2 unread")
    }

    @Test func radioChangesAreDebounced300ms() async throws {
        let (car, store, delegate) = try await connect()
        let refreshes = delegate.refreshCount
        // A burst of five changes, 50 ms apart, ending offline.
        for i in 0..<5 {
            if i > 0 { await car.advance(by: .milliseconds(50)) }
            store.radio.setConnected(i % 2 == 1)
        }
        // The phone's clock runs while the car settles after a step, so stop 10 ms short of the window's end.
        await car.advance(by: .milliseconds(290))
        #expect(delegate.refreshCount == refreshes, "still within the 300 ms window")
        await car.advance(by: .milliseconds(10))
        #expect(delegate.refreshCount == refreshes + 1, "one refresh for the burst")
        #expect(car.top!.tabs[0].sections[0].header == "Radio offline — messages will send when it reconnects")
    }

    @Test func interactionsAreDonatedOncePerSession() async throws {
        let (car, store, delegate) = try await connect()
        #expect(delegate.donated == Set(store.allUnread.map(\.id)))
        let atConnect = INInteraction.donated.count
        #expect(atConnect == 3)
        store.receive(from: "Ann", in: "ann", text: "Where are you?")
        store.markRead()
        store.receive(from: "Ann", in: "ann", text: "Found you")
        #expect(INInteraction.donated.count == atConnect + 2, "each new message once")
        await car.disconnect()
        store.receive(from: "Ben", in: "ben", text: "Ping")
        await car.reconnect()
        let newDelegate = car.session.sceneDelegate as! MeshCarPlaySceneDelegate
        #expect(newDelegate.donated == Set(store.allUnread.map(\.id)), "the set starts empty each session and takes the unread messages")
        #expect(store.allUnread.count == 2)
    }

    @Test func theHarnessSeesEachSessionsDonationsOnce() async throws {
        let (car, store, _) = try await connect()
        #expect(car.donatedInteractions.map(\.identifier) == store.allUnread.map(\.id))
        #expect(car.donatedInteractions.allSatisfy { $0.direction == .incoming && $0.intent is INSendMessageIntent })
        store.receive(from: "Ann", in: "ann", text: "Where are you?")
        store.receive(from: "Ann", in: "ann", text: "Found you")
        let firstSession = car.donatedInteractions.map(\.identifier)
        #expect(firstSession.count == 5 && Set(firstSession).count == 5, "each message once in a session")
        // A reconnect is a new CarPlay session of the same launch: the unread are donated again, each once.
        await car.disconnect()
        await car.reconnect()
        let secondSession = Array(car.donatedInteractions.map(\.identifier).dropFirst(5))
        #expect(secondSession.sorted() == store.allUnread.map(\.id).sorted() && Set(secondSession).count == secondSession.count)
        #expect((car.donatedInteractions.first?.intent as? INSendMessageIntent)?.serviceName == "Mesh")
    }

    /// The launch's own donations are counted: test code that clears donations outside its session (no app of its own
    /// running yet) would reach the app another suite runs in the test process meanwhile.
    @Test func atMostFiftyUnreadAreDonatedAtConnect() async throws {
        let many = (0..<80).map { MeshMessage(id: "x\($0)", conversation: "base", sender: "Ann", text: "msg \($0)", isRead: false, isOutgoing: false) }
        let store = MeshStore(messages: many)
        let car = try await CarPlayTestSession(app: ReferenceApps.messenger(store: store), hosting: .testProcess)
        #expect(car.donatedInteractions.count == 50)
    }

    @Test func siriSendsReadsAndMarksOverTheRadio() async throws {
        let (car, store, _) = try await connect()
        #expect(await car.askSiri("send a message to Base Camp saying arriving at noon").reply == "Message sent to Base Camp.")
        #expect(store.messages.last?.text == "arriving at noon")
        #expect(await car.askSiri("read my messages").reply == "3 new messages from Ann, Ben, Chen.")
        #expect(await car.askSiri("mark them as read").reply == "Marked as read.")
        #expect(store.allUnread.isEmpty)
        #expect(car.top!.tabs[0].sections[0].items[0].detailText == nil)
    }

    @Test func failedDeliveriesAreNotifiedWithoutContent() async throws {
        let (car, store, _) = try await connect()
        store.radio.dropsNextMessage = true
        #expect(await car.askSiri("tell Ann that I'm stuck").reply == "The message to Ann could not be sent.")
        await car.settle()
        #expect(car.banners.last == CarBanner(app: "Mesh", title: "Not delivered", subtitle: "Ann"))
    }

    @Test func incomingMessagesShowSenderAndChannelOnly() async throws {
        let (car, store, _) = try await connect(driving: true, locked: true)
        store.receive(from: "Chen", in: "trail", text: "Bridge repaired")
        await car.settle()
        #expect(car.banners.last == CarBanner(app: "Mesh", title: "Chen", subtitle: "Trail Crew"))
        #expect(car.screen.banner?.title == "Chen")
    }
}
