// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The app's handle on the car screen's template stack. CarPlay hands it over at connection; keep it.
///
/// Mirrors [`CPInterfaceController`](https://developer.apple.com/documentation/carplay/cpinterfacecontroller).
/// Each operation reports `(true, nil)` on success and `(false, error)` on failure; a failure with no
/// completion block raises an exception, as on iOS. Completions run before the call returns.
@preconcurrency @MainActor
open class CPInterfaceController: NSObject {
    open weak var delegate: (any CPInterfaceControllerDelegate)?
    /// Set before the first template for a dark look regardless of the car's style.
    open var prefersDarkUserInterfaceStyle = false
    package weak var host: (any CPInterfaceControllerHost)?

    package init(host: any CPInterfaceControllerHost) {
        self.host = host
        super.init()
    }

    // MARK: Stack

    open var rootTemplate: CPTemplate { host?.stack.first ?? CPTemplate() }
    open var topTemplate: CPTemplate? { host?.stack.last }
    open var templates: [CPTemplate] { host?.stack ?? [] }
    open var presentedTemplate: CPTemplate? { host?.presented }
    /// The car screen's traits: CarPlay idiom, the car's scale and style.
    open var carTraitCollection: UITraitCollection { host?.carTraits ?? UITraitCollection(userInterfaceIdiom: .carPlay) }

    open func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)?) {
        run(.setRoot(rootTemplate), animated, completion)
    }

    open func pushTemplate(_ templateToPush: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)?) {
        run(.push(templateToPush), animated, completion)
    }

    open func popTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)?) {
        run(.pop, animated, completion)
    }

    open func popToRootTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)?) {
        run(.popToRoot, animated, completion)
    }

    open func pop(to targetTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)?) {
        run(.popTo(targetTemplate), animated, completion)
    }

    /// Presents a modal: only ``CPAlertTemplate``, ``CPActionSheetTemplate`` and ``CPVoiceControlTemplate``, one at a time.
    open func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)?) {
        run(.present(templateToPresent), animated, completion)
    }

    open func dismissTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)?) {
        run(.dismiss, animated, completion)
    }

    // MARK: Deprecated forms without a completion (iOS 12–14): failures raise.

    @available(iOS, introduced: 12.0, deprecated: 14.0)
    open func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool) { run(.setRoot(rootTemplate), animated, nil) }
    @available(iOS, introduced: 12.0, deprecated: 14.0)
    open func pushTemplate(_ templateToPush: CPTemplate, animated: Bool) { run(.push(templateToPush), animated, nil) }
    @available(iOS, introduced: 12.0, deprecated: 14.0)
    open func popTemplate(animated: Bool) { run(.pop, animated, nil) }
    @available(iOS, introduced: 12.0, deprecated: 14.0)
    open func popToRootTemplate(animated: Bool) { run(.popToRoot, animated, nil) }
    @available(iOS, introduced: 12.0, deprecated: 14.0)
    open func pop(to targetTemplate: CPTemplate, animated: Bool) { run(.popTo(targetTemplate), animated, nil) }
    @available(iOS, introduced: 12.0, deprecated: 14.0)
    open func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) { run(.present(templateToPresent), animated, nil) }
    @available(iOS, introduced: 12.0, deprecated: 14.0)
    open func dismissTemplate(animated: Bool) { run(.dismiss, animated, nil) }

    // MARK: async forms

    @discardableResult
    public func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try runAsync(.setRoot(rootTemplate), animated)
    }
    @discardableResult
    public func pushTemplate(_ templateToPush: CPTemplate, animated: Bool) async throws -> Bool {
        try runAsync(.push(templateToPush), animated)
    }
    @discardableResult
    public func popTemplate(animated: Bool) async throws -> Bool { try runAsync(.pop, animated) }
    @discardableResult
    public func popToRootTemplate(animated: Bool) async throws -> Bool { try runAsync(.popToRoot, animated) }
    @discardableResult
    public func pop(to targetTemplate: CPTemplate, animated: Bool) async throws -> Bool { try runAsync(.popTo(targetTemplate), animated) }
    @discardableResult
    public func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) async throws -> Bool {
        try runAsync(.present(templateToPresent), animated)
    }
    @discardableResult
    public func dismissTemplate(animated: Bool) async throws -> Bool { try runAsync(.dismiss, animated) }

    // MARK: -

    private func run(_ op: CPTemplateOperation, _ animated: Bool, _ completion: ((Bool, (any Error)?) -> Void)?) {
        guard let host else {
            let e = CPTemplateOperation.error("The interface controller is not connected to CarPlay.")
            if let completion { completion(false, e) } else { CPRuntime.raise(.noCompletion(e)) }
            return
        }
        switch host.perform(op, animated: animated, hasCompletion: completion != nil) {
        case .success:
            completion?(true, nil)
        case .failure(.error(let e)):
            if let completion { completion(false, e) } else { host.raise(.noCompletion(e)) }
        case .failure(.exception(let x)):
            host.raise(x)
        }
    }

    private func runAsync(_ op: CPTemplateOperation, _ animated: Bool) throws -> Bool {
        var outcome: (Bool, (any Error)?) = (false, nil)
        run(op, animated) { ok, error in outcome = (ok, error) }
        if let error = outcome.1 { throw error }
        return outcome.0
    }
}

/// Template stack operations the car performs for the interface controller. - Note: Not in CarPlay.
package enum CPTemplateOperation {
    case setRoot(CPTemplate)
    case push(CPTemplate)
    case pop, popToRoot
    case popTo(CPTemplate)
    case present(CPTemplate)
    case dismiss

    /// The Objective-C selector, as exception messages name it.
    package var selector: String {
        switch self {
        case .setRoot: "setRootTemplate:animated:completion:"
        case .push: "pushTemplate:animated:completion:"
        case .pop: "popTemplateAnimated:completion:"
        case .popToRoot: "popToRootTemplateAnimated:completion:"
        case .popTo: "popToTemplate:animated:completion:"
        case .present: "presentTemplate:animated:completion:"
        case .dismiss: "dismissTemplateAnimated:completion:"
        }
    }

    package var name: String {
        switch self {
        case .setRoot: "setRoot"
        case .push: "push"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .popTo: "popTo"
        case .present: "present"
        case .dismiss: "dismiss"
        }
    }

    package var template: CPTemplate? {
        switch self {
        case .setRoot(let t), .push(let t), .popTo(let t), .present(let t): t
        case .pop, .popToRoot, .dismiss: nil
        }
    }

    /// A CarPlay error (domain `CarPlayErrorDomain`, code -1) with a description.
    package static func error(_ description: String) -> NSError {
        NSError(domain: CarPlayErrorDomain, code: -1, userInfo: [NSLocalizedDescriptionKey: description])
    }
}

/// Why an operation failed. - Note: Not in CarPlay.
package enum CPTemplateOperationFailure: Error {
    /// Reported to the completion (or raised when there is none).
    case error(NSError)
    /// Raised whatever the completion.
    case exception(CarPlayException)
}

extension CarPlayException {
    /// The exception iOS raises when an operation fails and no completion block was given.
    package static func noCompletion(_ error: NSError) -> CarPlayException {
        let desc = error.userInfo[NSLocalizedDescriptionKey] as? String ?? ""
        return .generic(
            "An error was encountered during a template operation, but no completion block was specified. "
                + "Error: Error Domain=\(error.domain) Code=\(error.code) \"\(desc)\" UserInfo={NSLocalizedDescription=\(desc)}",
            kind: .operationWithoutCompletion)
    }
}

/// The car's template stack, as the interface controller sees it. - Note: Not in CarPlay.
@MainActor
package protocol CPInterfaceControllerHost: CPSystemHost {
    var stack: [CPTemplate] { get }
    var presented: CPTemplate? { get }
    var carTraits: UITraitCollection { get }
    func perform(_ operation: CPTemplateOperation, animated: Bool, hasCompletion: Bool) -> Result<Void, CPTemplateOperationFailure>
}

/// Learns when templates appear and disappear. Mirrors [`CPInterfaceControllerDelegate`](https://developer.apple.com/documentation/carplay/cpinterfacecontrollerdelegate).
@preconcurrency @MainActor
public protocol CPInterfaceControllerDelegate: NSObjectProtocol {
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool)
}

extension CPInterfaceControllerDelegate {
    public func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
}
