// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import ImageCodec
import Testing

/// Image drawing as apps wrote it before `UIGraphicsImageRenderer`, and the audio names older player code uses.
@MainActor @Suite struct LegacyImageContextTests {
    /// An icon tinted the old way: the image drawn, then the tint filled with the `sourceIn` blend mode.
    func tinted(_ image: UIImage, _ color: UIColor) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(image.size, false, image.scale)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        context.setBlendMode(.normal)
        image.draw(in: CGRect(origin: .zero, size: image.size))
        context.setBlendMode(.sourceIn)
        color.setFill()
        context.fill(CGRect(origin: .zero, size: image.size))
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    @Test func anImageTintedWithSourceInKeepsItsShape() throws {
        // A 4×4 image: a red square in the top-left quarter, the rest transparent.
        let bitmap = CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        bitmap.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.fill(CGRect(x: 0, y: 2, width: 2, height: 2))
        let icon = UIImage(cgImage: bitmap.makeImage()!)
        let result = try #require(tinted(icon, UIColor(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(result.size == CGSize(width: 4, height: 4))
        let pixels = try #require(result.pngData().flatMap { Bitmap(decoding: $0) })
        func at(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels.pixels[((y * 4 + x) * 4)..<((y * 4 + x) * 4 + 4)]) }
        let opaque = (0..<16).filter { at($0 % 4, $0 / 4)[3] > 0 }
        #expect(opaque.count == 4, "only the square's pixels are painted")
        for i in opaque { #expect(at(i % 4, i / 4) == [0, 0, 255, 255], "in the tint") }
        #expect(UIGraphicsGetCurrentContext() == nil, "the context ended")
    }

    /// Apple's image context functions are not main-actor isolated: utility code calls them from anywhere.
    @Test func anImageContextCanBeStartedOffTheMainActor() async throws {
        let size = await Task.detached { () -> CGSize? in
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 0)
            defer { UIGraphicsEndImageContext() }
            return UIGraphicsGetImageFromCurrentImageContext()?.size
        }.value
        #expect(size == CGSize(width: 3, height: 2))
    }

    @Test func aVectorImageContextGivesADrawing() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        UIColor.red.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "no image context is current")
    }

    @Test func olderPlayerCodesNamesAreThere() throws {
        let session = asAppCode("Player") { AVAudioSession.sharedInstance() }
        try session.setPreferredSampleRate(44_100)
        #expect(session.preferredSampleRate == 44_100)
        #expect(throws: (any Error).self) { try session.setPreferredSampleRate(0) }
        #expect(AVAudioSession.mediaServicesWereResetNotification.rawValue == "AVAudioSessionMediaServicesWereResetNotification")
        #expect(Notification.Name.AVPlayerItemPlaybackStalled != Notification.Name.AVPlayerItemFailedToPlayToEndTime)
        #expect(AVPlayerItemFailedToPlayToEndTimeErrorKey == "AVPlayerItemFailedToPlayToEndTimeErrorKey")
        #expect(AVFileType.wav.rawValue == "com.microsoft.waveform-audio")
    }
}

/// A view snapshot as apps take one: the layer rendered into an image context.
@MainActor @Suite struct LayerRenderingTests {
    @Test func aViewsLayerRendersTheViewAndItsSubviews() throws {
        let card = UIView(frame: CGRect(x: 30, y: 40, width: 20, height: 10))
        card.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let badge = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        badge.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.addSubview(badge)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        holder.addSubview(card)
        card.layer.cornerRadius = 4
        #expect(card.layer.cornerRadius == 4 && card.layer.frame == card.frame)
        card.layer.masksToBounds = true
        #expect(card.clipsToBounds, "masksToBounds is the view's clipsToBounds")
        // Drawn through a bitmap image context, as `UIGraphicsBeginImageContextWithOptions` + `render(in:)` does.
        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 1)
        let context = try #require(UIGraphicsGetCurrentContext())
        // A bitmap first, so the context paints pixels.
        let dot = CGContext(
            data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        UIImage(cgImage: dot.makeImage()!).draw(in: CGRect(x: 0, y: 0, width: 1, height: 1))
        card.layer.render(in: context)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let pixels = try #require(image.pngData().flatMap { Bitmap(decoding: $0) })
        func at(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels.pixels[((y * pixels.width + x) * 4)..<((y * pixels.width + x) * 4 + 3)]) }
        #expect(pixels.width == 20 && pixels.height == 10)
        #expect(at(5, 5) == [0, 255, 0], "the card's own background, at the image's origin")
        #expect(at(15, 5) == [255, 0, 0], "its subview over it")
    }
}

/// SwiftUI's bridges into UIKit.
@MainActor @Suite struct SwiftUIBridgeTests {
    @Test func aSwiftUIColorBecomesAUIKitColour() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let red = UIColor(Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        #expect(red.resolvedColor(with: light).cgColor.components == [1, 0, 0, 0.5])
        let primary = UIColor(Color.primary)
        #expect(primary.resolvedColor(with: light).cgColor.components == [0, 0, 0, 1], "primary is the label colour")
        #expect(primary.resolvedColor(with: dark).cgColor.components == [1, 1, 1, 1])
    }

    @Test func aHostingControllerKeepsItsRootView() {
        let host = UIHostingController(rootView: Text("Route overview"))
        #expect(host.view != nil)
        host.rootView = Text("Arriving")
        #expect("\(host.resolvedRootView)".contains("Arriving"))
    }
}

/// Distances as an EV charging app writes them in its station list.
@Suite struct MeasurementFormatterTests {
    func formatter(_ locale: String, _ style: Formatter.UnitStyle = .medium, natural: Bool = true) -> MeasurementFormatter {
        let f = MeasurementFormatter()
        f.locale = Locale(identifier: locale)
        f.unitStyle = style
        if natural { f.unitOptions = .naturalScale }
        f.numberFormatter.maximumFractionDigits = 1
        return f
    }

    @Test func distancesInTheLocalesUnits() {
        let near = Measurement(value: 450, unit: UnitLength.meters)
        let far = Measurement(value: 12_345, unit: UnitLength.meters)
        #expect(formatter("en_IE").string(from: near) == "450 m")
        #expect(formatter("en_IE").string(from: far) == "12.3 km")
        #expect(formatter("en_US").string(from: far) == "7.7 mi")
        #expect(formatter("en_US").string(from: Measurement(value: 20, unit: UnitLength.meters)) == "65.6 ft", "under a tenth of a mile: feet")
        #expect(formatter("en_IE", .long).string(from: far) == "12.3 kilometers")
        #expect(formatter("en_IE", .short).string(from: far) == "12.3km")
        let kept = formatter("en_US", natural: false)
        kept.unitOptions = .providedUnit
        #expect(kept.string(from: far) == "12,345 m", "the unit given")
        #expect(formatter("en_GB").string(from: far) == "7.7 mi", "British roads are in miles")
    }
}
