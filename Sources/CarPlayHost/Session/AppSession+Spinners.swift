// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The car's spinner on a selection whose handler hasn't called back yet, and the records of what the car cut from a
/// template (more rows or buttons than it shows).
extension AppSession {
    // MARK: Selections and spinners

    /// Runs a handler that takes a completion; watches the completion like CarPlay's spinner does.
    func runWithSpinner(elementID: String, _ body: (@escaping () -> Void) -> Void) {
        nextToken += 1
        let token = nextToken
        var finished = false
        body { [weak self] in
            MainActor.assumeIsolated {
                guard !finished else { return }
                finished = true
                guard let self else { return }
                if self.loadingElements[elementID] == token { self.loadingElements[elementID] = nil }
                self.car.record(.completionCalled(element: elementID))
            }
        }
        if finished { return }
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
