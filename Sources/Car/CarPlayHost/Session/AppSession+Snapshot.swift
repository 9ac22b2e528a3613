// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenMediaPlayer
import OpenUIKit

extension AppSession {
    /// What the car shows for a template now, and what each visible element does.
    func build(_ template: CPTemplate) -> (TemplateSnapshot, [LiveElement]) {
        let b = SnapshotBuilder(session: self)
        let depth = presented === template ? nil : stack.firstIndex { $0 === template }
        var snap = b.build(template, depth: depth)
        if !b.bitmaps.isEmpty { snap.bitmaps = b.bitmaps }
        if !b.templateBitmaps.isEmpty { snap.templateBitmaps = b.templateBitmaps.sorted() }
        if !b.customSymbols.isEmpty { snap.customSymbols = b.customSymbols }
        return (snap, b.elements)
    }

    /// A template as plain values.
    public func snapshot(of template: CPTemplate) -> TemplateSnapshot { cachedBuild(template).0 }

    /// The whole screen as plain values.
    public func screenSnapshot() -> ScreenSnapshot { screenSnapshot(recordingBaseView: true) }

    /// The whole screen as plain values; without the base view's drawing when `recordingBaseView` is false (the window
    /// still takes the car's geometry). The reviewer checks a screen at every step and reads the base view's views,
    /// not its drawing, which a navigation app's map makes long (thousands of path numbers per look).
    package func screenSnapshot(recordingBaseView: Bool) -> ScreenSnapshot {
        activate()
        var screen = ScreenSnapshot(
            appName: app.name, stack: stack.map { self.snapshot(of: $0) }, presented: presented.map { self.snapshot(of: $0) },
            isDriving: car.isDriving, isPhoneLocked: car.isPhoneLocked, style: CarStyle(car.style),
            screen: car.vehicle.screen, loadingElements: loadingElements.keys.sorted(),
            driveSide: car.vehicle.driveSide, inputs: car.vehicle.inputs.sorted { $0.rawValue < $1.rawValue })
        screen.banner = car.visibleBanner
        if car.phoneLanguage != "en" { screen.language = car.phoneLanguage }
        screen.siri = car.visibleSiri
        screen.call = car.callScreen
        if app.isAutomakerApp, isConnected {
            screen.customUI = customUISnapshot()
            screen.windowFrame = [
                CarPlayMetrics.appAreaX(driveSide: car.vehicle.driveSide), 0, CarPlayMetrics.appAreaWidth(of: car.vehicle.screen),
                car.vehicle.screen.heightPoints
            ]
        }
        if let window, app.categories.contains(.navigation) {
            updateWindowGeometry(window)
            if recordingBaseView {
                let recorded = recordBaseView(window)
                screen.baseView = recorded.commands
                if !recorded.bitmaps.isEmpty { screen.baseViewBitmaps = recorded.bitmaps }
            }
            screen.windowFrame = [CarPlayMetrics.appAreaX(driveSide: car.vehicle.driveSide), 0, Double(window.frame.width), Double(window.frame.height)]
        }
        return screen
    }

    /// The car window covers the app area; its safe area leaves out the bars, panels and map buttons the map
    /// template shows (our estimate of CarPlay's; Apple documents only that the map must honour it).
    func updateWindowGeometry(_ window: CPWindow) {
        let screen = car.vehicle.screen
        let frame = CGRect(x: 0, y: 0, width: CarPlayMetrics.appAreaWidth(of: screen), height: screen.heightPoints)
        var insets = UIEdgeInsets(top: CarPlayMetrics.barHeight, left: 0, bottom: 0, right: CarPlayMetrics.mapButtonColumnWidth)
        if let map = stack.first as? CPMapTemplate, stack.count == 1, !map.tripPreviews.isEmpty || map.navigationSession != nil {
            insets.left = min(228, frame.width * 0.5 + 8)
        }
        let buttons = CGRect(
            x: frame.width - CarPlayMetrics.mapButtonColumnWidth, y: CarPlayMetrics.barHeight, width: CarPlayMetrics.mapButtonColumnWidth,
            height: frame.height - CarPlayMetrics.barHeight)
        if window.frame != frame || window.safeAreaInsets != insets || window.mapButtonSafeAreaLayoutGuide.layoutFrame != buttons {
            window.updateGeometry(frame: frame, safeArea: insets, mapButtonArea: buttons)
        }
    }

    func recordBaseView(_ window: CPWindow) -> (commands: [BaseViewCommand], bitmaps: [String: Data]) {
        var commands: [DrawingCommand] = []
        window.recordDrawing(into: &commands, origin: .zero, traits: carTraits)
        return Self.baseView(commands, traits: carTraits)
    }

    /// A view hierarchy's recorded drawing as values, and the PNG/JPEG bytes of the images it shows by reference.
    static func baseView(_ drawn: [DrawingCommand], traits: UITraitCollection) -> (commands: [BaseViewCommand], bitmaps: [String: Data]) {
        var bitmaps: [String: Data] = [:]
        let commands = drawn.map { c in
            // Only UIKit's images are recorded (`DrawableImage`).
            guard let placed = c.image, let image = placed.image as? UIImage else { return baseViewCommand(c) }
            return BaseViewCommand(
                path: "", image: imageReference(image, traits: traits, keeping: &bitmaps), frame: placed.frame.map(hundredths),
                clip: placed.clip?.map(hundredths),
                opacity: placed.opacity < 1 ? placed.opacity : nil, tint: placed.tint.map(hex))
        }
        return (commands, bitmaps)
    }

    /// An image's identity as the car shows it in the app's own views (an asset's variant for the car's traits), its
    /// PNG/JPEG bytes kept in `bitmaps` under it.
    static func imageReference(_ image: UIImage, traits: UITraitCollection, keeping bitmaps: inout [String: Data]) -> String {
        let shown = image.imageAsset?.image(with: traits) ?? image
        let ref = shown.debugName
        if let data = shown.bitmapData { bitmaps[ref] = data }
        return ref
    }

    /// A fill or stroke as values (an image command gives an empty path: see ``baseView(_:traits:)``).
    static func baseViewCommand(_ c: DrawingCommand) -> BaseViewCommand {
        BaseViewCommand(
            path: pathData(c.segments), fill: c.fill.map(hex), fillOpacity: c.fill.map { $0[3] },
            stroke: c.stroke.map(hex), strokeOpacity: c.stroke.map { $0[3] }, lineWidth: c.stroke == nil ? nil : c.lineWidth)
    }

    /// Rounded to two decimals, as path data is.
    static func hundredths(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    static func hex(_ c: [Double]) -> String {
        "#" + c.prefix(3).map { String(format: "%02x", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
    }

    static func pathData(_ segments: [DrawingSegment]) -> String {
        // Hundredths, trailing zeros dropped: what "%.2f" gives, trimmed, written from the integer count of hundredths
        // (a map's base view has thousands of numbers, and `String(format:)` was most of a review's time on Atlas).
        func n(_ v: Double) -> String {
            let r = (v * 100).rounded()
            guard r.isFinite, abs(r) < 1e15 else {
                var s = String(format: "%.2f", r / 100)
                while s.hasSuffix("0") { s.removeLast() }
                if s.hasSuffix(".") { s.removeLast() }
                return s == "-0" ? "0" : s
            }
            let k = Int64(r)
            let m = k.magnitude
            var s = k < 0 ? "-" : ""
            s += String(m / 100)
            let f = m % 100
            if f != 0 { s += f % 10 == 0 ? ".\(f / 10)" : (f < 10 ? ".0\(f)" : ".\(f)") }
            return s
        }
        func p(_ pt: [Double]) -> String { "\(n(pt[0])) \(n(pt[1]))" }
        return segments.map { s in
            switch s {
            case .move(let a): "M\(p(a))"
            case .line(let a): "L\(p(a))"
            case .quad(let c, let a): "Q\(p(c)) \(p(a))"
            case .cubic(let c1, let c2, let a): "C\(p(c1)) \(p(c2)) \(p(a))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// The elements the user can see now (the modal if one is shown, else the top of the stack).
    func visibleElements() -> [LiveElement] {
        // The call screen covers the app.
        if let call = car.callElements() { return call.elements }
        if app.isAutomakerApp { return isConnected ? customElements() : [] }
        guard let top = presented ?? stack.last else { return [] }
        return cachedBuild(top).1
    }

    /// The car's own back button.
    func systemBack() {
        guard stack.count > 1 else { return }
        car.record(.selected(element: "back", text: "Back"))
        _ = perform(.pop, animated: true, hasCompletion: true)
    }

    /// The now playing button: shows the shared now playing template (popping back to it if it is stacked).
    public func showNowPlaying() {
        activate()
        let np = nowPlayingTemplate  // the app's own `CPNowPlayingTemplate.shared`
        if stack.contains(where: { $0 === np }) {
            if stack.last !== np { _ = perform(.popTo(np), animated: true, hasCompletion: true) }
        } else {
            _ = perform(.push(np), animated: true, hasCompletion: true)
        }
    }
}
