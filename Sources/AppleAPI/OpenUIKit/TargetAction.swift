// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// Calls a target's method named by a selector, for the target–action APIs (`CADisplayLink(target:selector:)`,
/// `UIControl.addTarget(_:action:for:)`, `Timer`'s target forms). - Note: Ours: on Linux through the method our
/// `Selector` carries; on Apple's platforms through the Objective-C runtime (not tested here).
@MainActor
package enum TargetAction {
    /// Calls `selector` on `target` with the first of `arguments` the method takes.
    package static func perform(_ selector: Selector, on target: AnyObject, with arguments: [Any?]) {
        #if canImport(ObjectiveC)
            let object = target as AnyObject
            _ = object.perform(selector, with: arguments.first ?? nil, with: arguments.count > 1 ? arguments[1] : nil)
        #else
            selector.perform(on: target, with: arguments)
        #endif
    }

    /// Calls `selector` on `target` on the main queue: at once when already there, else on the main queue's next turn
    /// (the caller waiting for it when `wait` is true). For Foundation's selector APIs, which call from any thread.
    nonisolated package static func performOnMainQueue(_ selector: Selector, on target: AnyObject, with arguments: [Any?], wait: Bool) {
        nonisolated(unsafe) let target = target
        nonisolated(unsafe) let arguments = arguments
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { perform(selector, on: target, with: arguments) }
        } else if wait {
            DispatchQueue.main.sync { MainActor.assumeIsolated { perform(selector, on: target, with: arguments) } }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { perform(selector, on: target, with: arguments) } }
        }
    }

    /// Whether `target` has the method `selector` names (for an action sent up the responder chain).
    package static func isImplemented(_ selector: Selector, by target: AnyObject) -> Bool {
        #if canImport(ObjectiveC)
            return (target as? NSObjectProtocol)?.responds(to: selector) ?? false
        #else
            return selector.isImplemented(by: target)
        #endif
    }
}
