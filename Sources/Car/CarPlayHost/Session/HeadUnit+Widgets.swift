// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenActivityKit
import OpenSwiftUI
import OpenUIKit
import OpenWidgetKit
import PhoneApps

/// Widgets and Live Activities in CarPlay (iOS 26): the car asks each installed app's widgets that support
/// `.systemSmall` for their timelines, shows the current entry, reloads as the policy says (or when the app asks
/// `WidgetCenter`), and draws the app's Live Activities in the small family (or its compact Dynamic Island views).
extension HeadUnit {
    /// The car's date: the wall-clock time the car started, moved on by its clock.
    public var carDate: Date { time.date }

    /// Widgets the car can show: installed apps' widgets supporting the small system family.
    var carWidgets: [(app: AppDeclaration, widget: WidgetDescriptor)] {
        installed.flatMap { app in app.widgets.filter { $0.timeline != nil && $0.families.contains(.systemSmall) }.map { (app, $0) } }
    }

    func widgetID(_ app: AppDeclaration, _ w: WidgetDescriptor) -> String { "widget.\(app.name).\(w.kind)" }

    /// Asks every widget (or those of one kind, or of one app) for its timeline.
    public func reloadWidgets(kind: String? = nil, of appName: String? = nil) {
        for (app, w) in carWidgets where (kind == nil || w.kind == kind) && (appName == nil || app.name == appName) {
            let id = widgetID(app, w)
            let size = CGSize(width: 170, height: 170)
            let generation = (widgetShelf.timelines[id]?.generation ?? 0) + 1
            if let tap = widgetShelf.lastTap[id], now - tap < 1 { widgetShelf.refreshesAfterTap[id, default: 0] += 1 }
            // The provider runs as the app's widget extension: what it reads of the app's group (the app's latest data,
            // `containerURL(forSecurityApplicationGroupIdentifier:)`) is on this car's phone.
            AppLaunch.runningInTask.withValue(widgetExtension(of: app)) {
                w.timeline?(TimelineProviderContext(family: .systemSmall, isPreview: false, displaySize: size)) { [weak self] entries, policy in
                    guard let self else { return }
                    self.widgetShelf.timelines[id] = WidgetShelf.LoadedTimeline(entries: entries, policy: policy, generation: generation)
                    self.record(.updated(template: id, what: "timeline (\(entries.count) entries)"))
                    self.scheduleWidgetReload(id: id, kind: w.kind, policy: policy, entries: entries.map(\.0), generation: generation)
                }
            }
        }
    }

    /// An app (`appName`; nil: code outside any app) asked `WidgetCenter` to reload its timelines (of `kind`; nil: all of
    /// them): the car keeps the request (a live car's app process passes it on, ``widgetReloads``) and reloads them.
    func appAskedForWidgetReload(kind: String?, of appName: String?) {
        let number = (widgetShelf.asked.last?.number ?? 0) + 1
        widgetShelf.asked = Array((widgetShelf.asked + [WidgetReload(number: number, kind: kind)]).suffix(WidgetShelf.keptReloads))
        reloadWidgets(kind: kind, of: appName)
        changed()
    }

    /// The last reloads the apps asked for in this car, oldest first.
    package var widgetReloads: [WidgetReload] { widgetShelf.asked }

    /// The app's widget extension on this car's phone: a launch of its own whose data container sits beside the app's,
    /// so its app groups are the app's.
    private func widgetExtension(of app: AppDeclaration) -> AppLaunch {
        if let running = widgetShelf.extensions[app.name] { return running }
        let container = dataContainer(of: app)
        let launch = AppLaunch(
            name: app.name, phoneLanguage: phoneLanguage,
            dataContainer: container.deletingLastPathComponent().appendingPathComponent(container.lastPathComponent + ".widgets", isDirectory: true))
        widgetShelf.extensions[app.name] = launch
        return launch
    }

    private func scheduleWidgetReload(id: String, kind: String, policy: TimelineReloadPolicy, entries: [Date], generation: Int) {
        let at: Date?
        switch policy.kind {
        case .never: at = nil
        case .atEnd: at = entries.max()
        case .after(let d): at = d
        }
        guard let at else { return }
        // Reloads the timeline asks for come no closer than 5 minutes (the system's reload budget; Apple publishes no
        // number, this is ours). It also keeps a provider dating entries with the wall clock from reloading in a loop
        // when the car runs on a test clock ahead of it.
        let wait = max(at.timeIntervalSince(carDate), 300)
        let sleep = time.sleep
        Task { @MainActor [weak self] in
            try? await sleep(.milliseconds(Int(wait * 1000)))
            guard let self, self.widgetShelf.timelines[id]?.generation == generation else { return }
            self.reloadWidgets(kind: kind)
        }
    }

    /// The widgets page now (empty before iOS 26: widgets and Live Activities came to CarPlay with it).
    public func widgetsPage() -> WidgetsPageSnapshot {
        var widgets: [WidgetSnapshot] = []
        guard vehicle.iOSMajorVersion >= 26 else {
            return WidgetsPageSnapshot(
                widgets: [], activities: [], screen: vehicle.screen, style: CarStyle(style), driveSide: vehicle.driveSide)
        }
        for (app, w) in carWidgets {
            let id = widgetID(app, w)
            guard let t = widgetShelf.timelines[id], !t.entries.isEmpty else { continue }
            let date = carDate
            let entry = t.entries.last { $0.0 <= date } ?? t.entries.min { $0.0 < $1.0 }!
            let disfavored = (w.disfavored[.carPlay]?.contains(.systemSmall) ?? false) || !vehicle.inputs.contains(.touch)
            let taps = widgetShelf.refreshesAfterTap[id] ?? 0
            widgets.append(
                WidgetSnapshot(
                    id: id, app: app.name, kind: w.kind, name: w.displayName.isEmpty ? w.kind : w.displayName,
                    content: entry.1(), isInteractive: !disfavored, showsBackground: !w.backgroundRemovable,
                    flag: taps > 6 ? "refreshes on every tap (\(taps) taps): mark it disfavored for CarPlay" : nil))
        }
        var activities: [LiveActivitySnapshot] = []
        for running in ActivityRegistry.shared.running {
            for app in installed {
                guard let w = app.widgets.first(where: { $0.activityType == running.attributesType }) else { continue }
                if w.activityFamilies.contains(.small), let content = w.activityContent {
                    activities.append(
                        LiveActivitySnapshot(id: running.id, app: app.name, presentation: "small", content: content(running.attributes, running.state)))
                } else if let l = w.compactLeading, let r = w.compactTrailing {
                    // Without the small family CarPlay shows the compact leading and trailing views.
                    activities.append(
                        LiveActivitySnapshot(
                            id: running.id, app: app.name, presentation: "compact",
                            content: .hstack([l(running.attributes, running.state), .spacer, r(running.attributes, running.state)], spacing: nil)))
                }
            }
        }
        return WidgetsPageSnapshot(
            widgets: widgets, activities: activities, screen: vehicle.screen, style: CarStyle(style),
            driveSide: vehicle.driveSide)
    }

    /// Touches a widget: opens its URL (`widgetURL` or its `Link`) in the app, when the app is a CarPlay app and the
    /// widget doesn't disfavor CarPlay.
    @discardableResult
    public func tapWidget(_ id: String) throws -> String {
        let tap = try touchWidget(id)
        guard let app = tap.opens, let url = tap.url else { return tap.outcome }
        let session = try launch(app)
        if let u = URL(string: url), let scene = session.scene {
            session.sceneDelegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: u)])
        }
        record(.openedURL(url))
        return tap.outcome
    }

    /// What a touch on a widget does, as the car records it: the app it opens with the URL (nil when it opens none:
    /// `outcome` says why), without opening it yet (the live car opens it in the app's process). - Note: Ours.
    package func touchWidget(_ id: String) throws -> (opens: String?, url: String?, outcome: String) {
        guard let (app, w) = carWidgets.first(where: { widgetID($0.app, $0.widget) == id }) else {
            throw CarInputError("no widget '\(id)'; widgets: \(carWidgets.map { widgetID($0.app, $0.widget) }.joined(separator: ", "))")
        }
        widgetShelf.lastTap[id] = now
        record(.selected(element: id, text: w.displayName))
        if w.disfavored[.carPlay]?.contains(.systemSmall) ?? false {
            record(.note("\(app.name)'s widget is not optimized for CarPlay: interaction is disabled"))
            return (nil, nil, "disabled")
        }
        // Widgets are interactive on touchscreens (the guide); a car without one only shows them.
        guard vehicle.inputs.contains(.touch) else {
            record(.note("widgets are interactive only on touchscreen vehicles"))
            return (nil, nil, "no touchscreen")
        }
        let content = widgetsPage().widgets.first { $0.id == id }?.content
        guard let url = content?.widgetURL ?? content?.linkURL else {
            record(.note("\(app.name)'s widget has no URL to open"))
            return (nil, nil, "no URL")
        }
        guard app.isCarPlayApp else {
            record(.note("\(app.name) is not a CarPlay app: its widget can't launch it in CarPlay"))
            return (nil, nil, "not a CarPlay app")
        }
        return (app.name, url, "opened \(url)")
    }
}
