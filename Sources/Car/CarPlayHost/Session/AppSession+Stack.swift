// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenMediaPlayer
import OpenUIKit

/// The template stack: the operations the interface controller asks for, checked against the category's rules.
extension AppSession {
    package func perform(_ op: CPTemplateOperation, animated: Bool, hasCompletion: Bool) -> Result<Void, CPTemplateOperationFailure> {
        activate()
        switch op {
        case .setRoot(let t), .push(let t), .present(let t): t.bind(to: self)
        default: break
        }
        let result = apply(op, animated: animated)
        pruneElementCache()
        if case .failure(.error(let e)) = result {
            car.record(.refused(operation: op.name, error: e.localizedDescription))
        }
        return result
    }

    func unsupported(_ t: CPTemplate, _ op: CPTemplateOperation, allowed: [TemplateKind], note: String = "") -> CPTemplateOperationFailure {
        let classes = app.categories.isEmpty ? "(null)" : "{(" + allowed.map(\.className).joined(separator: ", ") + ")}"
        return .exception(
            .invalidArgument("Unsupported object \(t.objcDescription) passed to \(op.selector). Allowed classes: \(classes)\(note)", kind: .unsupportedTemplate)
        )
    }

    func apply(_ op: CPTemplateOperation, animated: Bool) -> Result<Void, CPTemplateOperationFailure> {
        let delegate = interfaceController?.delegate
        switch op {
        case .setRoot(let t):
            guard let kind = TemplateKind(of: t), rules.stackKinds.contains(kind) else {
                return .failure(unsupported(t, op, allowed: rules.stackKinds))
            }
            if let tabBar = t as? CPTabBarTemplate {
                for tab in tabBar.templates {
                    guard let k = TemplateKind(of: tab), rules.tabRootKinds.contains(k) else {
                        return .failure(unsupported(tab, op, allowed: rules.tabRootKinds, note: " (as a tab of \(tabBar.className))"))
                    }
                }
            }
            let old = stack
            let oldTop = old.last
            if let oldTop { delegate?.templateWillDisappear(oldTop, animated: animated) }
            delegate?.templateWillAppear(t, animated: animated && !old.isEmpty)
            stack = [t]
            car.record(.setRoot(template: describe(t)))
            if let oldTop { delegate?.templateDidDisappear(oldTop, animated: animated) }
            delegate?.templateDidAppear(t, animated: animated && !old.isEmpty)
            announceTabBarIfNeeded()
            return .success(())

        case .push(let t):
            guard !stack.isEmpty else {
                return .failure(.error(CPTemplateOperation.error("A root template must be set before pushing.")))
            }
            guard let kind = TemplateKind(of: t), rules.stackKinds.contains(kind) else {
                return .failure(unsupported(t, op, allowed: rules.stackKinds))
            }
            if stack.contains(where: { $0 === t }) || presented === t {
                return .failure(
                    .exception(
                        .invalidArgument(
                            "Pushing the same template instance more than once is not supported. \(t.objcDescription)",
                            kind: t is CPNowPlayingTemplate ? .nowPlayingPushedTwice : .templatePushedTwice)
                    ))
            }
            if stack.last is CPNowPlayingTemplate, kind != .list {
                // Apple's `nowPlayingTemplateUpNextButtonTapped(_:)`: "other template types are not supported when Now
                // Playing is the visible template".
                let classes = "{(\(TemplateKind.list.className))}"
                return .failure(
                    .exception(
                        .invalidArgument(
                            "Unsupported object \(t.objcDescription) passed to \(op.selector). Allowed classes: \(classes) (only a list may be pushed over CPNowPlayingTemplate)",
                            kind: .overNowPlaying)))
            }
            if stack.count + 1 > rules.maximumTemplateDepth {
                return .failure(.exception(.generic("Application exceeded the hierarchy depth limit", kind: .hierarchyDepth)))
            }
            let oldTop = stack.last!
            delegate?.templateWillDisappear(oldTop, animated: animated)
            delegate?.templateWillAppear(t, animated: animated)
            stack.append(t)
            car.record(.pushed(template: describe(t)))
            delegate?.templateDidDisappear(oldTop, animated: animated)
            delegate?.templateDidAppear(t, animated: animated)
            return .success(())

        case .pop:
            guard stack.count > 1 else {
                return .failure(.error(CPTemplateOperation.error("No templates were available to be popped.")))
            }
            popTo(index: stack.count - 2, animated: animated)
            return .success(())

        case .popToRoot:
            guard stack.count > 1 else {
                return .failure(.error(CPTemplateOperation.error("No templates were available to be popped.")))
            }
            popTo(index: 0, animated: animated)
            return .success(())

        case .popTo(let target):
            guard let i = stack.firstIndex(where: { $0 === target }) else {
                return .failure(.error(CPTemplateOperation.error("The template to pop to is not in the template hierarchy.")))
            }
            guard i < stack.count - 1 else {
                return .failure(.error(CPTemplateOperation.error("No templates were available to be popped.")))
            }
            popTo(index: i, animated: animated)
            return .success(())

        case .present(let t):
            guard let kind = TemplateKind(of: t), rules.modalKinds.contains(kind) else {
                return .failure(unsupported(t, op, allowed: rules.modalKinds))
            }
            guard presented == nil else {
                return .failure(.error(CPTemplateOperation.error("A template is already presented; dismiss it first.")))
            }
            guard !stack.isEmpty else {
                return .failure(.error(CPTemplateOperation.error("A root template must be set before presenting.")))
            }
            delegate?.templateWillAppear(t, animated: animated)
            presented = t
            if let voice = t as? CPVoiceControlTemplate {
                voice.isPresentedByCar = true
                voice.stateChangeGate = { [weak self, weak voice] identifier in
                    guard let self, let voice else { return true }
                    return self.allowVoiceStateChange(voice, identifier)
                }
            }
            car.record(.presented(template: describe(t)))
            delegate?.templateDidAppear(t, animated: animated)
            return .success(())

        case .dismiss:
            guard let t = presented else {
                return .failure(.error(CPTemplateOperation.error("No template is presented.")))
            }
            delegate?.templateWillDisappear(t, animated: animated)
            presented = nil
            (t as? CPVoiceControlTemplate)?.isPresentedByCar = false
            car.record(.dismissed(template: describe(t)))
            delegate?.templateDidDisappear(t, animated: animated)
            return .success(())
        }
    }

    func popTo(index: Int, animated: Bool) {
        let delegate = interfaceController?.delegate
        let removed = Array(stack[(index + 1)...])
        let newTop = stack[index]
        let oldTop = stack.last!
        delegate?.templateWillDisappear(oldTop, animated: animated)
        delegate?.templateWillAppear(newTop, animated: animated)
        stack.removeSubrange((index + 1)...)
        for t in removed.reversed() { car.record(.popped(template: describe(t))) }
        delegate?.templateDidDisappear(oldTop, animated: animated)
        delegate?.templateDidAppear(newTop, animated: animated)
    }

    /// The tab bar delegate hears about the first tab once, when the tab bar is first shown.
    func announceTabBarIfNeeded() {
        guard let tabBar = stack.first as? CPTabBarTemplate, !announcedTabBars.contains(tabBar.identifier),
            let selected = tabBar.selectedTemplate
        else { return }
        announcedTabBars.insert(tabBar.identifier)
        tabBar.delegate?.tabBarTemplate(tabBar, didSelect: selected)
    }

    /// Voice control state changes closer than 0.5 s apart are ignored (Apple rate-limits them without a
    /// published interval; 0.5 s is our estimate).
    func allowVoiceStateChange(_ t: CPVoiceControlTemplate, _ identifier: String) -> Bool {
        let key = id(of: t)
        let now = car.now
        if let last = voiceStateChangeTimes[key], now - last < 0.5 {
            car.record(.note("voice control state change to \(identifier) ignored: too fast"))
            return false
        }
        voiceStateChangeTimes[key] = now
        return true
    }

    /// A navigation alert with a duration goes away by itself (dismissal context `.timeout`).
    func scheduleAlertTimeout(_ alert: CPNavigationAlert, on map: CPMapTemplate) {
        let sleep = car.time.sleep
        let duration = Duration.milliseconds(Int64(alert.duration * 1000))
        Task { @MainActor [weak self, weak map, weak alert] in
            try? await sleep(duration)
            guard let self, let map, let alert, map.currentNavigationAlert === alert else { return }
            self.activate()
            self.car.record(.note("navigation alert timed out after \(alert.duration)s"))
            map.finishNavigationAlert(.timeout)
        }
    }
}

// Template identity: the car's short ids of templates.
extension AppSession {
    /// The car's short id of a template (`t1`, `t2`…), stable for the session.
    public func id(of template: CPTemplate) -> String {
        if let named = template.shortID {
            if named.session == serial { return named.id }
            if let id = templateIDs[template.identifier] { return id }
        }
        let id = "t\(nextTemplateID)"
        nextTemplateID += 1
        if template.shortID == nil { template.shortID = (serial, id) } else { templateIDs[template.identifier] = id }
        templateKinds[id] = TemplateKind(of: template)
        return id
    }

    func describe(_ template: CPTemplate) -> String {
        "\(id(of: template)) \(template.className)\(template.templateTitle.map { " '\($0)'" } ?? "")"
    }

    func isVisibleOrStacked(_ template: CPTemplate) -> Bool {
        if presented === template || stack.contains(where: { $0 === template }) { return true }
        if let tabBar = stack.first as? CPTabBarTemplate { return tabBar.templates.contains { $0 === template } }
        return false
    }
}
