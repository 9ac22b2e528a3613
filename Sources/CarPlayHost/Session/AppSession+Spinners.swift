// SPDX-License-Identifier: Apache-2.0

import Foundation

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
            let s = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
            self.car.record(.spinnerTimedOut(element: elementID, seconds: s))
        }
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
