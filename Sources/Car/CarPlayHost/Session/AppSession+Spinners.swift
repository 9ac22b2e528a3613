// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay

/// The car's spinner on a selection whose handler hasn't called back yet, and the records of what the car cut from a
/// template (more rows or buttons than it shows).
extension AppSession {
    // MARK: Selections and spinners

    /// Runs a handler that takes a completion; watches the completion like CarPlay's spinner does. The app may call the
    /// completion from any thread (Apple's CarPlay Music sample calls it from a URL session's callback): off the main
    /// actor it takes effect on the main actor's next turn.
    func runWithSpinner(elementID: String, _ body: (@escaping () -> Void) -> Void) {
        nextToken += 1
        let token = nextToken
        let state = SpinnerState()
        body { [weak self] in
            onMainActor {
                guard !state.finished else { return }
                state.finished = true
                guard let self else { return }
                if self.loadingElements[elementID] == token { self.loadingElements[elementID] = nil }
                self.car.record(.completionCalled(element: elementID))
            }
        }
        if state.finished { return }
        loadingElements[elementID] = token
        let timeout = car.spinnerTimeout
        let sleep = car.time.sleep
        Task { @MainActor [weak self] in
            try? await sleep(timeout)
            guard let self, self.loadingElements[elementID] == token else { return }
            // The spinner is drawn on its row: once the row's template has left the screen (the handler popped it or
            // set another root), no spinner is left to see.
            guard self.showsTemplate(ofElement: elementID) else {
                self.loadingElements[elementID] = nil
                return
            }
            let s = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
            self.car.record(.spinnerTimedOut(element: elementID, seconds: s))
        }
    }

    /// Whether the template an element belongs to (the first part of its id, `t3` of `t3.s0.r1`) is still on the car
    /// screen: on the stack, presented, or a tab of a tab bar there. Elements not of a template (playable content) are.
    func showsTemplate(ofElement elementID: String) -> Bool {
        guard elementID.hasPrefix("t"), let dot = elementID.firstIndex(of: ".") else { return true }
        let tid = String(elementID[..<dot])
        var live = stack + (presented.map { [$0] } ?? [])
        for case let tabs as CPTabBarTemplate in live { live += tabs.templates }
        return live.contains { id(of: $0) == tid }
    }

    /// Whether a selection's completion was called (read and set on the main actor).
    @MainActor
    final class SpinnerState {
        var finished = false
    }

    // MARK: Trimming records

    /// Records a trim once per template, kind and count.
    func noteTrim(_ templateID: String, _ what: String, shown: Int, given: Int) {
        if given <= shown && trimRecords.isEmpty { return }
        let key = "\(templateID).\(what)"
        guard given > shown else {
            trimRecords[key] = nil
            return
        }
        guard trimRecords[key] != shown else { return }
        trimRecords[key] = shown
        car.record(.trimmed(template: templateID, what: what, shown: shown, given: given))
    }

    @discardableResult
    func visibleSnapshotForTrimEvents() -> TemplateSnapshot? {
        guard let top = presented ?? stack.last else { return nil }
        return snapshot(of: top)
    }
}
