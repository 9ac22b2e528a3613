// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A path drawn into the current graphics context (inside a view's `draw(_:)`).
///
/// Mirrors [`UIBezierPath`](https://developer.apple.com/documentation/uikit/uibezierpath) (building, fill, stroke).
open class UIBezierPath: NSObject {
    var elements: [PathElement] = []
    open var lineWidth: CGFloat = 1

    public override init() { super.init() }
    public convenience init(rect: CGRect) {
        self.init()
        elements = PathElement.rect(rect)
    }
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        elements = PathElement.ellipse(in: rect)
    }
    public convenience init(roundedRect rect: CGRect, cornerRadius r: CGFloat) {
        self.init()
        let r = min(r, rect.width / 2, rect.height / 2)
        let k: CGFloat = 0.5523 * r
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + r), controlPoint1: CGPoint(x: rect.maxX - r + k, y: rect.minY),
            controlPoint2: CGPoint(x: rect.maxX, y: rect.minY + r - k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        addCurve(
            to: CGPoint(x: rect.maxX - r, y: rect.maxY), controlPoint1: CGPoint(x: rect.maxX, y: rect.maxY - r + k),
            controlPoint2: CGPoint(x: rect.maxX - r + k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - r), controlPoint1: CGPoint(x: rect.minX + r - k, y: rect.maxY),
            controlPoint2: CGPoint(x: rect.minX, y: rect.maxY - r + k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        addCurve(
            to: CGPoint(x: rect.minX + r, y: rect.minY), controlPoint1: CGPoint(x: rect.minX, y: rect.minY + r - k),
            controlPoint2: CGPoint(x: rect.minX + r - k, y: rect.minY))
        close()
    }

    open func move(to point: CGPoint) { elements.append(.move(point)) }
    open func addLine(to point: CGPoint) { elements.append(.line(point)) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { elements.append(.quad(controlPoint, endPoint)) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { elements.append(.cubic(controlPoint1, controlPoint2, endPoint)) }
    open func close() { elements.append(.close) }

    private func replay(_ c: CGContext) {
        c.beginPath()
        c.addPath(elements)
    }

    /// Fills with the current fill colour (`UIColor.setFill()`).
    open func fill() {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        replay(c)
        c.fillPath()
    }

    /// Strokes with the current stroke colour and this path's line width.
    open func stroke() {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        c.setLineWidth(lineWidth)
        replay(c)
        c.strokePath()
        c.restoreGState()
    }
}

extension UIColor {
    /// The colour as a `CGColor` (for the light appearance).
    public var cgColor: CGColor {
        let c = rgba(for: UITraitCollection())
        return CGColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    }

    /// Sets the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Sets both.
    public func set() {
        setFill()
        setStroke()
    }
}
