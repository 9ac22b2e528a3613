import CarPlayShim
import CarPlayTesting
import Foundation
import OpenIntents
import Testing

/// Written only with the `async` forms.
final class AsyncOnlySender: NSObject, INSendMessageIntentHandling, @unchecked Sendable {
    func handle(intent: INSendMessageIntent) async -> INSendMessageIntentResponse {
        INSendMessageIntentResponse(code: intent.content == "hi" ? .success : .failure, userActivity: nil)
    }
    func resolveContent(for intent: INSendMessageIntent) async -> INStringResolutionResult {
        .success(with: (intent.content ?? "").lowercased())
    }
}

/// Written only with completion handlers.
final class CompletionOnlyMarker: NSObject, INSetMessageAttributeIntentHandling, @unchecked Sendable {
    func handle(intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void) {
        completion(INSetMessageAttributeIntentResponse(code: intent.identifiers == ["m1"] ? .success : .failure, userActivity: nil))
    }
}

@Suite struct IntentsTests {
    func intent(_ content: String, to name: String = "Ann") -> INSendMessageIntent {
        INSendMessageIntent(
            recipients: [
                INPerson(
                    personHandle: INPersonHandle(value: name, type: .unknown), nameComponents: nil, displayName: name, image: nil, contactIdentifier: nil,
                    customIdentifier: nil)
            ],
            outgoingMessageType: .outgoingMessageText, content: content, speakableGroupName: nil, conversationIdentifier: nil,
            serviceName: nil, sender: nil)
    }

    @Test func eitherFormAnswersThroughTheOther() async {
        let sender: any INSendMessageIntentHandling = AsyncOnlySender()
        let viaCompletion = await withCheckedContinuation { c in sender.handle(intent: intent("hi")) { c.resume(returning: $0.code) } }
        #expect(viaCompletion == .success)
        let content = await withCheckedContinuation { c in sender.resolveContent(for: intent("HI")) { c.resume(returning: $0.resolvedString) } }
        #expect(content == "hi", "the app's async resolveContent answers the completion-handler call")
        // Optional methods the app left out answer as Siri would without them.
        let recipients = await sender.resolveRecipients(for: intent("hi", to: "Ben"))
        #expect(recipients.map(\.outcome) == [.success] && recipients.first?.resolvedPerson?.displayName == "Ben")
        #expect(await sender.confirm(intent: intent("hi")).code == .ready)

        let marker: any INSetMessageAttributeIntentHandling = CompletionOnlyMarker()
        #expect(await marker.handle(intent: INSetMessageAttributeIntent(identifiers: ["m1"], attribute: .read)).code == .success)
        #expect(await marker.resolveAttribute(for: INSetMessageAttributeIntent(identifiers: nil, attribute: .unread)).outcome == .success)
    }

    @Test func neitherFormOfHandleAnswersFailureAndSaysWhy() async {
        final class Neither: NSObject, INSearchForMessagesIntentHandling, @unchecked Sendable {}
        let problems = INHandlingForms.MissingMethods()
        let response = await INHandlingForms.$missingMethods.withValue(problems) {
            await Neither().handle(
                intent: INSearchForMessagesIntent(
                    recipients: nil, senders: nil, searchTerms: nil, attributes: .unread, dateTimeRange: nil, identifiers: nil,
                    notificationIdentifiers: nil, speakableGroupNames: nil, conversationIdentifiers: nil))
        }
        #expect(response.code == .failure)
        #expect(problems.all.count == 1)
        #expect(problems.all.first?.hasSuffix("implements neither handle(intent:completion:) nor handle(intent:) async: Siri can't handle the intent") == true)
    }

    @Test func newMembersKeepWhatTheyAreGiven() throws {
        let range = INDateComponentsRange(start: DateComponents(year: 2026, month: 1, day: 2), end: nil)
        let group = INSpeakableString(spokenPhrase: "Base Camp")
        let search = INSearchForMessagesIntent(
            recipients: nil, senders: nil, searchTerms: nil, attributes: .unread, dateTimeRange: range, identifiers: nil,
            notificationIdentifiers: ["n1"], speakableGroupNames: [group], conversationIdentifiers: nil)
        #expect(search.dateTimeRange?.startDateComponents?.day == 2 && search.dateTimeRange?.endDateComponents == nil)
        #expect(search.speakableGroupNames?.map(\.spokenPhrase) == ["Base Camp"] && search.notificationIdentifiers == ["n1"])

        let send = intent("hi")
        let avatar = INImage(named: "ann")
        send.setImage(avatar, forParameterNamed: \.sender)
        #expect(send.image(forParameterNamed: \.sender) === avatar)
        #expect(send.image(forParameterNamed: \.speakableGroupName) == nil)
        #expect(send.keyImage() === avatar)
        send.setImage(nil, forParameterNamed: \.sender)
        #expect(send.keyImage() == nil)

        let which = INSpeakableStringResolutionResult.disambiguation(with: [group, INSpeakableString(spokenPhrase: "Base Camp 2")])
        #expect(which.outcome == .disambiguation(2))
        let noAccount = INSendMessageRecipientResolutionResult.unsupported(forReason: .noAccount)
        #expect(noAccount.outcome == .unsupported && noAccount.unsupportedReason == .noAccount)
        let attribute = INMessageAttributeResolutionResult.success(with: .flagged)
        #expect(attribute.outcome == .success)
    }

    /// Asked by the app, in its launch: the status is the app's own (iOS keeps the user's choice per app). Asked by
    /// test code with no app of its own, it was whichever app another test's car had in front, and changed under it.
    @Test @MainActor func siriAuthorizationIsGrantedWhenAsked() async throws {
        let app = SiriAskingApp()
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { app }
        await car.settle()
        #expect(app.statuses == [.notDetermined, .authorized, .authorized])
    }
}

/// An app that asks for Siri as it connects, and notes its status before, the answer, and its status after.
final class SiriAskingApp: UIResponder, CPTemplateApplicationSceneDelegate {
    var statuses: [INSiriAuthorizationStatus] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Siri", sections: []), animated: false, completion: nil)
        statuses.append(INPreferences.siriAuthorizationStatus())
        INPreferences.requestSiriAuthorization { answer in
            let after = INPreferences.siriAuthorizationStatus()
            DispatchQueue.main.async { MainActor.assumeIsolated { self.statuses += [answer, after] } }
        }
    }
}

/// A media handler written with the `async` forms only.
final class AsyncOnlyPlayer: NSObject, INPlayMediaIntentHandling, @unchecked Sendable {
    func resolveMediaItems(for intent: INPlayMediaIntent) async -> [INPlayMediaMediaItemResolutionResult] {
        [.unsupported(forReason: .loginRequired)]
    }
    func handle(intent: INPlayMediaIntent) async -> INPlayMediaIntentResponse {
        INPlayMediaIntentResponse(code: .success, userActivity: nil)
    }
}

@Suite struct MediaIntentFormsTests {
    @Test func anAsyncOnlyMediaHandlerAnswersCompletionHandlerCalls() async {
        let player: any INPlayMediaIntentHandling = AsyncOnlyPlayer()
        let intent = INPlayMediaIntent(resumePlayback: true)
        let handled = await withCheckedContinuation { c in player.handle(intent: intent) { c.resume(returning: $0.code) } }
        #expect(handled == .success)
        let items = await withCheckedContinuation { c in player.resolveMediaItems(for: intent) { c.resume(returning: $0) } }
        #expect(items.first?.unsupportedReason == .loginRequired)
        // Left out: Siri's defaults.
        #expect(await player.resolveResumePlayback(for: intent).outcome == .success)
        #expect(await player.confirm(intent: intent).code == .ready)
    }
}
