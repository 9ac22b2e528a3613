// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay

extension AppSession {
    /// The elements the user can see now.
    public var visible: [ElementSnapshot] {
        activate()
        return visibleElements().map(\.snapshot)
    }

    /// Taps the element with this id (see ``ElementSnapshot/id``).
    public func tap(id: String) throws {
        activate()
        let elements = visibleElements()
        for e in elements where e.snapshot.id == id { return try perform(e) }
        throw CarInputError("no element '\(id)' on screen; visible: \(elements.map(\.snapshot.id).joined(separator: ", "))")
    }

    /// Taps the first visible element whose text is `text` (exact match first, then case-insensitive).
    /// `occurrence` picks a later match (0 is the first).
    public func tap(text: String, role: ElementSnapshot.Role? = nil, occurrence: Int = 0) throws {
        activate()
        let elements = visibleElements()
        // Plain loops: this is the harness's hot path (closures here would each pay an isolation check).
        var exact = 0
        for e in elements where (role == nil || e.snapshot.role == role) && e.snapshot.text == text {
            if exact == occurrence { return try perform(e) }
            exact += 1
        }
        if exact == 0 {
            var loose = 0
            for e in elements where role == nil || e.snapshot.role == role {
                guard let t = e.snapshot.text, t.caseInsensitiveCompare(text) == .orderedSame else { continue }
                if loose == occurrence { return try perform(e) }
                loose += 1
            }
        }
        let texts = elements.filter { role == nil || $0.snapshot.role == role }.compactMap(\.snapshot.text).map { "'\($0)'" }
        throw CarInputError("no element with text '\(text)'\(role.map { " (\($0.rawValue))" } ?? "") on screen; visible: \(texts.joined(separator: ", "))")
    }

    /// Taps the `index`-th visible element of a role (e.g. the third list row).
    public func tap(role: ElementSnapshot.Role, index: Int) throws {
        activate()
        let elements = visibleElements().filter { $0.snapshot.role == role }
        guard elements.indices.contains(index) else {
            throw CarInputError("no \(role.rawValue) #\(index) on screen (there are \(elements.count))")
        }
        try perform(elements[index])
    }

    private func perform(_ e: LiveElement) throws {
        guard e.snapshot.isEnabled, let action = e.action else {
            throw CarInputError("'\(e.snapshot.text ?? e.snapshot.id)' is disabled")
        }
        if loadingElements[e.snapshot.id] != nil {
            car.record(.note("tap on \(e.snapshot.id) ignored: its handler is still running"))
            return
        }
        runningApp { action() }
    }

    /// The car's back button (or the template's custom back button).
    public func back() throws {
        activate()
        if let back = visibleElements().first(where: { $0.snapshot.role == .backButton }) {
            try perform(back)
        } else {
            throw CarInputError("there is no back button on screen")
        }
    }

    /// Types into the search template on top: the app's delegate gets the text and answers with results.
    public func type(_ text: String) throws {
        activate()
        guard let search = (presented ?? stack.last) as? CPSearchTemplate else {
            throw CarInputError("the top template is not a search template")
        }
        if car.limitedInterfaces.contains(.keyboard) {
            car.record(.refused(operation: "type", error: "the keyboard is limited while driving"))
            throw CarInputError("the keyboard is limited while driving")
        }
        let tid = id(of: search)
        searchTexts[tid] = text
        // The app may answer from any thread (a network callback): off the main actor the results land on its next turn.
        search.delegate?.searchTemplate(search, updatedSearchText: text) { [weak self] results in
            onMainActor {
                if let self { for item in results { item.bind(to: self) } }
                self?.searchResults[tid] = results
                self?.car.record(.updated(template: tid, what: "searchResults"))
            }
        }
    }

    /// The id of the car's panning arrow for a direction (`up`, `down`, `left`, `right`) when the map on top shows
    /// its panning interface; nil otherwise (a knob nudge then moves the focus instead).
    public func panningArrow(_ direction: String) -> String? {
        guard let map = screenSnapshot().stack.last, map.kind == .map, map.map?.isPanning == true else { return nil }
        return "\(map.id).pan.\(direction)"
    }

    /// Presses the keyboard's search button.
    public func pressSearchButton() throws {
        activate()
        guard let search = (presented ?? stack.last) as? CPSearchTemplate else {
            throw CarInputError("the top template is not a search template")
        }
        search.delegate?.searchTemplateSearchButtonPressed(search)
    }

    /// The user (or the car) cancels navigation: CarPlay's own navigation takes over.
    public func cancelNavigationBySystem() {
        activate()
        guard let map = stack.first as? CPMapTemplate else { return }
        map.navigationSession?.endBySystem()
        car.record(.navigationCanceledBySystem)
        map.mapDelegate?.mapTemplateDidCancelNavigation(map)
    }

    /// Drags a finger across the map (a touch screen's pan gesture): the map template's delegate gets the
    /// begin, update and end calls, as CarPlay sends them. Throws when no map template is on top.
    public func dragMap(translationX dx: Double, y dy: Double) throws {
        activate()
        guard let map = (presented ?? stack.last) as? CPMapTemplate ?? (presented == nil ? stack.first as? CPMapTemplate : nil) else {
            throw CarInputError("there is no map on screen to drag")
        }
        car.record(.note("drag map by \(dx),\(dy)"))
        map.mapDelegate?.mapTemplateDidBeginPanGesture(map)
        map.mapDelegate?.mapTemplate(map, didUpdatePanGestureWithTranslation: CGPoint(x: dx, y: dy), velocity: CGPoint(x: dx, y: dy))
        map.mapDelegate?.mapTemplate(map, didEndPanGestureWithVelocity: .zero)
        invalidateElements()
    }
}
