// SPDX-License-Identifier: Apache-2.0

import Foundation
internal import ImageCodec

/// An image that CarPlay templates show: a named asset, an SF Symbol name, or decoded image data.
///
/// Mirrors [`UIImage`](https://developer.apple.com/documentation/uikit/uiimage). The image keeps its source (symbol
/// name, asset name, what the app drew, or PNG/JPEG bytes), its size in points and its scale. PNG and JPEG data is
/// decoded when the image is made (libpng, libjpeg), so damaged data gives nil as on iOS; the car draws the bytes.
open class UIImage: NSObject, @unchecked Sendable {
    /// Where an image comes from. - Note: Not in UIKit.
    package enum Source: Sendable, Equatable, Hashable {
        case symbol(String)
        case asset(String)
        case data(Data)
        case drawn(String)
        /// Drawn by the app with ``UIGraphicsImageRenderer``: the recorded fills and strokes, in the image's points.
        case drawing([DrawingCommand])
        /// A custom symbol from the app's symbol set: its name and paths.
        case customSymbol(String, CustomSymbol)
    }

    /// How to draw an image. Mirrors [`UIImage.RenderingMode`](https://developer.apple.com/documentation/uikit/uiimage/renderingmode).
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal, alwaysTemplate
    }

    package let source: Source
    /// For PNG/JPEG data, a name computed from the bytes once (see ``debugName``).
    let contentID: String?
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    package let tintColor: UIColor?
    /// The image's variants for other trait collections (light/dark), if it came from an asset.
    public let imageAsset: UIImageAsset?
    /// The traits this variant was registered for.
    public let traitCollection: UITraitCollection

    package init(
        source: Source, size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic,
        tintColor: UIColor? = nil, imageAsset: UIImageAsset? = nil,
        traitCollection: UITraitCollection = UITraitCollection()
    ) {
        self.source = source
        if case .data(let d) = source { contentID = Bitmap.contentID(of: d) } else { contentID = nil }
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.imageAsset = imageAsset
        self.traitCollection = traitCollection
        super.init()
    }

    /// An empty image: nothing to draw, a size of zero. Mirrors `UIImage()` (on iOS, `NSObject`'s `init()`; apps use it
    /// as a placeholder before artwork loads).
    public override convenience init() {
        self.init(source: .drawing([]), size: .zero, scale: 1)
    }

    /// Creates a system symbol image. Symbol images are drawn at 24×24 pt by default.
    ///
    /// Unlike iOS, which returns nil for a name outside its symbol set, we keep any non-empty name: the
    /// renderer draws a visible placeholder for names it has no glyph for.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(source: .symbol(name), size: CGSize(width: 24, height: 24), scale: 1, renderingMode: .alwaysTemplate)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// Loads an image from the app's asset catalog, as on iOS from its main bundle. Mirrors
    /// [`init(named:)`](https://developer.apple.com/documentation/uikit/uiimage/init(named:)).
    ///
    /// The car reads the app's `.xcassets` folders (`AppAssets` says how it knows whose). The image holds every
    /// variant of its image set (1x/2x/3x, light and dark) in its ``imageAsset``, so the car draws the one for its own
    /// scale and style; a set's template rendering intent makes it a template image.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads an image from a bundle's asset catalogs (nil: the app's own) for the given traits. Mirrors
    /// [`init(named:in:compatibleWith:)`](https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)).
    ///
    /// Looks in order at: images registered with ``UIImageAsset/registerNamed(_:_:)`` (ours); the image sets of the
    /// bundle's asset catalogs (the `*.xcassets` folders at the top of its resources); then loose files
    /// `name@3x.png`, `name@2x.png`, `name.png` in the bundle's resources. A symbol set's custom symbol is a symbol
    /// image (`isSymbolImage`), drawn in the slot's tint like an SF Symbol. Nil when none has the name or its files
    /// don't decode.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let found =
            UIImageAsset.registered(named: name).map { $0.image(with: traitCollection ?? UITraitCollection()) }
            ?? AppAssets.catalog(for: bundle).flatMap { $0.image(named: name, compatibleWith: traitCollection) ?? $0.symbolImage(named: name) }
        if let chosen = found {
            self.init(
                source: chosen.source, size: chosen.size, scale: chosen.scale, renderingMode: chosen.renderingMode,
                tintColor: chosen.tintColor, imageAsset: chosen.imageAsset, traitCollection: chosen.traitCollection)
            return
        }
        let bundle = bundle ?? Bundle.main
        for scale in [3, 2, 1] {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            if let url = bundle.url(forResource: name + suffix, withExtension: "png"),
                let data = try? Data(contentsOf: url), let bitmap = Bitmap(decoding: data)
            {
                let s = CGFloat(scale)
                self.init(source: .data(data), size: CGSize(width: CGFloat(bitmap.width) / s, height: CGFloat(bitmap.height) / s), scale: s)
                return
            }
        }
        return nil
    }

    /// The image an `#imageLiteral(resourceName:)` names: read from the app's asset catalog (or its loose image files)
    /// as ``init(named:)`` reads it. Mirrors UIKit's `_ExpressibleByImageLiteral` conformance (see
    /// `UIImage+Literals.swift`); declared here because a required initializer must be in the class itself.
    ///
    /// - Note: Unsure what iOS does when the app has no such image (the literal can't fail); here the image keeps the
    ///   name as an asset with no pixels and a size of zero, which the car shows as a missing image.
    public required convenience init(imageLiteralResourceName name: String) {
        if let found = UIImage(named: name) {
            self.init(
                source: found.source, size: found.size, scale: found.scale, renderingMode: found.renderingMode,
                tintColor: found.tintColor, imageAsset: found.imageAsset, traitCollection: found.traitCollection)
        } else {
            self.init(source: .asset(name), size: .zero, scale: 1)
        }
    }

    /// Decodes PNG or JPEG data at a scale of 1; nil for anything else, or for data too damaged to decode.
    ///
    /// Mirrors [`init(data:)`](https://developer.apple.com/documentation/uikit/uiimage/init(data:)).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG data; the size in points is the pixel size divided by `scale`.
    ///
    /// Mirrors [`init(data:scale:)`](https://developer.apple.com/documentation/uikit/uiimage/init(data:scale:)).
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0, scale.isFinite, let bitmap = Bitmap(decoding: data) else { return nil }
        self.init(
            source: .data(data), size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale),
            scale: scale)
    }

    /// Reads a file of PNG or JPEG data; a name ending in `@2x` or `@3x` (before the extension) sets the scale, as on
    /// iOS. Mirrors [`init(contentsOfFile:)`](https://developer.apple.com/documentation/uikit/uiimage/init(contentsoffile:)).
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image as PNG: the bytes it was made from when they are PNG, else its pixels re-encoded (JPEG data); nil for
    /// images with no pixels here (symbols, named assets, drawings).
    ///
    /// Mirrors [`pngData()`](https://developer.apple.com/documentation/uikit/uiimage/pngdata()).
    public func pngData() -> Data? {
        guard case .data(let d) = source else { return nil }
        if Bitmap.format(of: d) == .png { return d }
        return Bitmap(decoding: d)?.pngData()
    }

    /// The image as JPEG at a quality from 0 (smallest) to 1 (best); alpha is dropped. Nil for images with no pixels
    /// here (symbols, named assets, drawings).
    ///
    /// Mirrors [`jpegData(compressionQuality:)`](https://developer.apple.com/documentation/uikit/uiimage/jpegdata(compressionquality:)).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard case .data(let d) = source else { return nil }
        return Bitmap(decoding: d)?.jpegData(quality: Double(compressionQuality))
    }

    /// The encoded bytes of a PNG or JPEG image, as the app gave them (nil for any other image). - Note: Not in UIKit.
    package var bitmapData: Data? {
        if case .data(let d) = source { return d }
        return nil
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            source: source, size: size, scale: scale, renderingMode: renderingMode, tintColor: tintColor,
            imageAsset: imageAsset, traitCollection: traitCollection)
    }

    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(
            source: source, size: size, scale: scale, renderingMode: .alwaysTemplate, tintColor: color,
            imageAsset: imageAsset, traitCollection: traitCollection)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            source: source, size: size, scale: scale, renderingMode: renderingMode, tintColor: color,
            imageAsset: imageAsset, traitCollection: traitCollection)
    }

    /// Whether this is a system symbol image.
    public var isSymbolImage: Bool {
        switch source {
        case .symbol, .customSymbol: return true
        default: return false
        }
    }

    /// A short textual identity of the image, used in snapshots and logs. - Note: Not in UIKit.
    package var debugName: String {
        switch source {
        case .symbol(let n): return "symbol:\(n)"
        case .asset(let n): return "asset:\(n)"
        case .data(let d): return "data:\(Bitmap.format(of: d)?.rawValue ?? "image"):\(contentID ?? "")"
        case .drawn(let n): return "drawn:\(n)"
        case .customSymbol(let n, _): return "customsymbol:\(n)"
        case .drawing(let commands): return "drawing:" + Self.fingerprint(commands)
        }
    }

    /// A stable name for a drawing (FNV-1a over its numbers), the same on every run and machine.
    static func fingerprint(_ commands: [DrawingCommand]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ v: Double) {
            for b in withUnsafeBytes(of: ((v * 100).rounded() / 100).bitPattern, Array.init) { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        }
        for c in commands {
            for s in c.segments {
                switch s {
                case .move(let p):
                    mix(1)
                    p.forEach(mix)
                case .line(let p):
                    mix(2)
                    p.forEach(mix)
                case .quad(let a, let b):
                    mix(3)
                    (a + b).forEach(mix)
                case .cubic(let a, let b, let d):
                    mix(4)
                    (a + b + d).forEach(mix)
                case .close: mix(5)
                }
            }
            (c.fill ?? [-1]).forEach(mix)
            (c.stroke ?? [-1]).forEach(mix)
            mix(c.lineWidth)
        }
        return String(h, radix: 16)
    }

    /// What an image drawn with ``UIGraphicsImageRenderer`` holds (nil for any other image). - Note: Not in UIKit.
    package var drawing: [DrawingCommand]? {
        if case .drawing(let d) = source { return d }
        return nil
    }

    /// Makes an image of a given size whose content is described by `name`. - Note: Not in UIKit: stands in
    /// for images an app draws with `UIGraphicsImageRenderer`.
    package static func drawn(_ name: String, size: CGSize, scale: CGFloat) -> UIImage {
        UIImage(source: .drawn(name), size: size, scale: scale)
    }

    open override var description: String {
        "<UIImage \(debugName) {\(size.width), \(size.height)} @\(scale)x>"
    }
}
