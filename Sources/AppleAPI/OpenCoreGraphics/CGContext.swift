// SPDX-License-Identifier: Apache-2.0

import Foundation
internal import ImageCodec

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// A drawing destination. On Linux it records vector drawing (paths, fills, strokes) that the car's renderer
    /// draws under the map template's overlays, or, for a bitmap context (`CGContext+Bitmap.swift`) and a renderer
    /// image that draws a bitmap, paints pixels.
    ///
    /// Mirrors the path and state subset of [`CGContext`](https://developer.apple.com/documentation/coregraphics/cgcontext)
    /// that map and gauge views use.
    public final class CGContext: @unchecked Sendable {
        struct State {
            var fill: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
            var stroke: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
            var lineWidth: CGFloat = 1
            var transform = CGAffineTransform.identity
            var alpha: CGFloat = 1
            var blendMode: CGBlendMode = .normal
        }
        var state = State()
        var saved: [State] = []
        var path: [DrawingSegment] = []
        /// What was drawn, in the context's base coordinates (not kept by a bitmap context). - Note: Not in CoreGraphics.
        package private(set) var commands: [DrawingCommand] = []
        /// The pixels drawing paints: a bitmap context's, or a renderer's once it drew a bitmap (CGContext+Bitmap.swift).
        package var canvas: RasterCanvas?
        /// Pixels per base unit when painting into ``canvas``.
        package var canvasScale: Double = 1
        /// A bitmap context's memory layout (and the app's buffer, if it gave one).
        var bitmapTarget: BitmapTarget?
        /// For a renderer's context: the pixel size of the canvas to start when a bitmap is drawn into it.
        package var pendingCanvasSize: (width: Int, height: Int)?
        /// How images are resampled when drawn (images are resampled one way here). Mirrors
        /// [`interpolationQuality`](https://developer.apple.com/documentation/coregraphics/cgcontext/interpolationquality).
        public var interpolationQuality: CGInterpolationQuality = .default

        package init(origin: CGPoint = .zero) {
            state.transform = CGAffineTransform(translationX: origin.x, y: origin.y)
        }

        public func saveGState() { saved.append(state) }
        public func restoreGState() { if let s = saved.popLast() { state = s } }

        public func setFillColor(_ color: CGColor) { state.fill = rgba(color) }
        public func setStrokeColor(_ color: CGColor) { state.stroke = rgba(color) }
        public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.fill = (red, green, blue, alpha) }
        public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.stroke = (red, green, blue, alpha) }
        public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
        public func setLineCap(_ cap: CGLineCap) {}
        public func setLineJoin(_ join: CGLineJoin) {}
        public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
        /// How later fills combine with what is painted. Mirrors
        /// [`setBlendMode(_:)`](https://developer.apple.com/documentation/coregraphics/cgcontext/setblendmode(_:)).
        /// - Note: Painting honours `.normal` and `.sourceIn` (tinting an image); other modes paint as `.normal`, and
        ///   a view's vector drawing for the car is always `.normal`.
        public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

        public func translateBy(x tx: CGFloat, y ty: CGFloat) { state.transform = CGAffineTransform(translationX: tx, y: ty).concatenating(state.transform) }
        public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.transform = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.transform) }
        public func rotate(by angle: CGFloat) { state.transform = CGAffineTransform(rotationAngle: angle).concatenating(state.transform) }

        public func beginPath() { path = [] }
        public func move(to point: CGPoint) { path.append(.move(map(point))) }
        public func addLine(to point: CGPoint) { path.append(.line(map(point))) }
        public func addLines(between points: [CGPoint]) {
            guard let first = points.first else { return }
            move(to: first)
            for p in points.dropFirst() { addLine(to: p) }
        }
        public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.append(.quad(map(control), map(end))) }
        public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { path.append(.cubic(map(control1), map(control2), map(end))) }
        public func closePath() { path.append(.close) }
        public func addRect(_ rect: CGRect) { addPath(PathElement.rect(rect)) }
        public func addEllipse(in rect: CGRect) { addPath(PathElement.ellipse(in: rect)) }

        /// Appends path elements given in user space (through the current transform).
        package func addPath(_ elements: [PathElement]) {
            for e in elements {
                switch e {
                case .move(let p): move(to: p)
                case .line(let p): addLine(to: p)
                case .quad(let cp, let p): addQuadCurve(to: p, control: cp)
                case .cubic(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
                case .close: closePath()
                }
            }
        }
        public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
            // Approximated with line segments every 10°.
            var sweep = endAngle - startAngle
            if clockwise, sweep > 0 { sweep -= 2 * .pi } else if !clockwise, sweep < 0 { sweep += 2 * .pi }
            let steps = max(Int(abs(sweep) / (.pi / 18)), 1)
            for i in 0...steps {
                let a = startAngle + sweep * CGFloat(i) / CGFloat(steps)
                let p = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
                if i == 0 && path.isEmpty { move(to: p) } else { addLine(to: p) }
            }
        }

        public func fillPath() { draw(.fill) }
        public func strokePath() { draw(.stroke) }
        public func drawPath(using mode: CGPathDrawingMode) { draw(mode) }
        public func fill(_ rect: CGRect) {
            beginPath()
            addRect(rect)
            draw(.fill)
        }
        public func stroke(_ rect: CGRect) {
            beginPath()
            addRect(rect)
            draw(.stroke)
        }
        public func fillEllipse(in rect: CGRect) {
            beginPath()
            addEllipse(in: rect)
            draw(.fill)
        }
        public func strokeEllipse(in rect: CGRect) {
            beginPath()
            addEllipse(in: rect)
            draw(.stroke)
        }
        public func strokeLineSegments(between points: [CGPoint]) {
            var i = 0
            while i + 1 < points.count {
                beginPath()
                move(to: points[i])
                addLine(to: points[i + 1])
                draw(.stroke)
                i += 2
            }
        }

        private func draw(_ mode: CGPathDrawingMode) {
            guard !path.isEmpty else { return }
            let scale = sqrt(abs(state.transform.a * state.transform.d - state.transform.b * state.transform.c))
            if mode != .stroke {
                emit(DrawingCommand(segments: path, fill: withAlpha(state.fill), stroke: nil, lineWidth: 0))
            }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
                emit(DrawingCommand(segments: path, fill: nil, stroke: withAlpha(state.stroke), lineWidth: Double(state.lineWidth * scale)))
            }
            path = []
        }

        /// Records a fill or stroke (vector contexts) and paints it (contexts with pixels).
        func emit(_ command: DrawingCommand) {
            if bitmapTarget == nil { commands.append(command) }
            guard let canvas else { return }
            canvas.sourceIn = state.blendMode == .sourceIn
            defer { canvas.sourceIn = false }
            canvas.paint(command, scale: canvasScale)
            bitmapTarget?.store(canvas)
        }

        private func withAlpha(_ c: (CGFloat, CGFloat, CGFloat, CGFloat)) -> [Double] {
            [Double(c.0), Double(c.1), Double(c.2), Double(c.3 * state.alpha)]
        }

        private func rgba(_ c: CGColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            let v = c.components ?? [0, 0, 0, 1]
            return (v[0], v[1], v[2], v.count > 3 ? v[3] : 1)
        }

        /// For an image context (`UIGraphicsBeginImageContextWithOptions`): its size in points and its scale.
        package var imageContext: (size: CGSize, scale: CGFloat)?

        /// The rectangle, in the context's base coordinates, outside which a view's images don't show (the views
        /// that clip around the one drawing). - Note: Not in CoreGraphics.
        package var imageClip: CGRect?

        /// Whether drawing here is kept as vectors only (a view's drawing for the car), not painted into pixels.
        package var recordsVectorsOnly: Bool { bitmapTarget == nil && canvas == nil && pendingCanvasSize == nil }

        /// Records an image drawn into `rect` (user space) of a vector context: the car draws its pixels (or glyph)
        /// there. Rotated transforms place it in the rectangle's bounding box. - Note: Not in CoreGraphics.
        package func recordImage(_ image: any DrawableImage, in rect: CGRect, tint: [Double]? = nil) {
            guard recordsVectorsOnly, rect.width > 0, rect.height > 0 else { return }
            let corners = [
                map(CGPoint(x: rect.minX, y: rect.minY)), map(CGPoint(x: rect.maxX, y: rect.minY)),
                map(CGPoint(x: rect.minX, y: rect.maxY)), map(CGPoint(x: rect.maxX, y: rect.maxY))
            ]
            let xs = corners.map { $0[0] }
            let ys = corners.map { $0[1] }
            let x0 = xs.min()!
            let y0 = ys.min()!
            let frame = [x0, y0, xs.max()! - x0, ys.max()! - y0]
            let clip = imageClip.map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] }
            if let c = imageClip {
                // Wholly outside what shows: nothing to draw.
                guard x0 < Double(c.maxX), y0 < Double(c.maxY), frame[0] + frame[2] > Double(c.minX), frame[1] + frame[3] > Double(c.minY)
                else { return }
            }
            commands.append(
                DrawingCommand(image: DrawnImage(image: image, frame: frame, clip: clip, opacity: Double(state.alpha), tint: tint)))
        }

        func map(_ p: CGPoint) -> [Double] {
            let t = state.transform
            return [Double(t.a * p.x + t.c * p.y + t.tx), Double(t.b * p.x + t.d * p.y + t.ty)]
        }

        // MARK: The current context (UIKit's graphics stack)

        /// UIKit keeps a stack of current contexts per thread (`UIGraphicsPushContext`); so does this stand-in (nothing shared between
        /// threads, cars or apps beyond the drawing code that pushed it).
        package static var stack: [CGContext] {
            get { stackOnThisThread.value?.contexts ?? [] }
            set {
                if let box = stackOnThisThread.value {
                    box.contexts = newValue
                } else {
                    stackOnThisThread.value = ContextStack(newValue)
                }
            }
        }

        private static let stackOnThisThread = ThreadLocal<ContextStack>()

        private final class ContextStack {
            var contexts: [CGContext]
            init(_ contexts: [CGContext]) { self.contexts = contexts }
        }
    }
#endif
