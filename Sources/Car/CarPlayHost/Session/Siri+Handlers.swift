// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenIntents
import OpenUIKit
import PhoneApps
import Synchronization

/// Where Siri finds an app's handler for an intent, and how it calls into it: one lookup for every domain (messages,
/// calls, car commands, media).
extension HeadUnit {
    /// An app's handler for an intent and the process it runs in.
    struct FoundHandler {
        var handler: Any
        var process: AppLaunch?
    }

    /// The app's handler for an intent, as iOS finds it: its app delegate's `application(_:handlerFor:)` (in-app
    /// handling, iOS 14: only for intents its Info.plist lists under `INIntentsSupported`; the app launches in the
    /// background), else its intents extension's `handler(for:)`. Nil when neither gives one.
    func intentHandler(for intent: INIntent, in app: AppDeclaration) -> FoundHandler? {
        if let found = inAppIntentHandler(for: intent, in: app) { return found }
        if let provider = app.intentHandler?(), let handler = provider.handler(for: intent) {
            return FoundHandler(handler: handler, process: appLaunch(of: app.name))
        }
        return nil
    }

    /// The handler the app's own delegate returns for an intent it handles in-app (`INIntentsSupported`, answered by
    /// `application(_:handlerFor:)`, run as the app's code). `launching`: the app launches in the background if it
    /// isn't running, as for Siri; otherwise a stopped app gives none.
    func inAppIntentHandler(for intent: INIntent, in app: AppDeclaration, launching: Bool = true) -> FoundHandler? {
        guard app.inAppIntentsSupported.contains(String(describing: type(of: intent))), app.applicationDelegate != nil,
            let process = launching ? startLaunch(of: app) : appLaunch(of: app.name)
        else { return nil }
        let handler = AppLaunch.runningInTask.withValue(process) {
            process.delegate?.application(process.application, handlerFor: intent)
        }
        return handler.map { FoundHandler(handler: $0, process: process) }
    }

    /// The handler Siri gets for an intent from the app (see `intentHandler(for:in:)`), for the reviewer. - Note: Ours.
    package func siriHandler(for intent: INIntent, in app: AppDeclaration) -> Any? { intentHandler(for: intent, in: app)?.handler }

    /// Runs `body` (Siri's calls into a handler) as the app's own code: its launch, its asset catalog. A handler that
    /// implements neither form of a required method (`handle(intent:completion:)` nor `handle(intent:) async`) is an
    /// exception of the app's, reported after `body` as the car's policy says.
    func callingHandler<T>(_ found: FoundHandler, of app: AppDeclaration, _ body: () async -> T) async -> T {
        let missing = INHandlingForms.MissingMethods()
        let result = await INHandlingForms.$missingMethods.withValue(missing) {
            await AppLaunch.runningInTask.withValue(found.process) {
                await body()
            }
        }
        for problem in missing.all { raiseFromHandler(.internalInconsistency(problem), app: app) }
        return result
    }

    /// An exception raised by an app's intent handler: through the app's CarPlay session when it has one (the car's
    /// policy), else recorded, and with `.crash` the end of the process, as on iOS.
    func raiseFromHandler(_ exception: CarPlayException, app: AppDeclaration) {
        if let session = sessions.first(where: { $0.app.name == app.name }) {
            session.raise(exception)
            return
        }
        record(.exception(name: exception.name, reason: exception.reason, kind: CarExceptionKind(exception.kind)))
        if case .crash = exceptionPolicy { fatalError(exception.description) }
    }
}
