// SPDX-License-Identifier: Apache-2.0

import Foundation
import ImageCodec
import Synchronization

/// Images already scaled to a slot and re-encoded, kept between frames: a car that draws the same screen again (the
/// live car, a benchmark, a test that renders often) decodes each image once per slot size. Owned by whoever renders
/// (pass it to ``CarRenderer/layout(_:focused:bitmaps:)``); never shared through a global. What is drawn is the same
/// with or without it. - Note: Ours (not in CarPlay).
public final class BitmapCache: Sendable {
    struct Key: Hashable {
        let ref: String
        let width: Int
        let height: Int
        let fill: Bool
        /// The tint of a template image (nil: drawn in its own colours).
        let tint: Color?
    }

    struct Entry {
        let png: String
        let width: Int
        let height: Int
    }

    /// A part of an image (a scroll view's visible piece of a map) scaled to a slot.
    struct PartKey: Hashable {
        let ref: String
        /// The part, in ten-thousandths of the image's width and height: x, y, width, height.
        let crop: [Int]
        let width: Int
        let height: Int
        let tint: Color?
        let opacity: Int
    }

    private let entries = Mutex<[Key: Entry]>([:])
    private let parts = Mutex<[PartKey: Entry]>([:])
    /// Decoded images that parts were cut from lately (a map image is cut again each time it pans).
    private let decoded = Mutex<[String: Bitmap]>([:])
    /// How many slot images it keeps; when full it starts again (slots of one screen are far fewer).
    public let capacity: Int

    public init(capacity: Int = 256) { self.capacity = max(1, capacity) }

    /// The image scaled into a `width`×`height` pixel slot and encoded as base64 PNG, made once per key.
    func scaled(ref: String, data: Data, width: Int, height: Int, mode: ContentMode, tint: Color? = nil) -> Entry? {
        let key = Key(ref: ref, width: width, height: height, fill: mode == .aspectFill, tint: tint)
        if let hit = entries.withLock({ $0[key] }) { return hit }
        guard let entry = Self.make(data, width: width, height: height, mode: mode, tint: tint) else { return nil }
        entries.withLock {
            if $0.count >= capacity { $0.removeAll(keepingCapacity: true) }
            $0[key] = entry
        }
        return entry
    }

    /// A part of the image (`crop`: fractions of its width and height) stretched to a `width`×`height` pixel slot,
    /// tinted and faded as asked, as base64 PNG; made once per key.
    func part(ref: String, data: Data, crop: [Double], width: Int, height: Int, tint: Color?, opacity: Double) -> Entry? {
        let key = PartKey(
            ref: ref, crop: crop.map { Int(($0 * 10_000).rounded()) }, width: width, height: height, tint: tint,
            opacity: Int((opacity * 1000).rounded()))
        if let hit = parts.withLock({ $0[key] }) { return hit }
        let bitmap: Bitmap
        if let known = decoded.withLock({ $0[ref] }) {
            bitmap = known
        } else {
            guard let fresh = Bitmap(decoding: data) else { return nil }
            decoded.withLock {
                if $0.count >= 4 { $0.removeAll(keepingCapacity: true) }
                $0[ref] = fresh
            }
            bitmap = fresh
        }
        guard let entry = Self.makePart(bitmap, crop: crop, width: width, height: height, tint: tint, opacity: opacity) else { return nil }
        parts.withLock {
            if $0.count >= capacity { $0.removeAll(keepingCapacity: true) }
            $0[key] = entry
        }
        return entry
    }

    /// A part of decoded pixels stretched to the slot (see ``part(ref:data:crop:width:height:tint:opacity:)``).
    static func makePart(_ bitmap: Bitmap, crop: [Double], width: Int, height: Int, tint: Color?, opacity: Double) -> Entry? {
        guard crop.count == 4, width > 0, height > 0 else { return nil }
        let x0 = Int((crop[0] * Double(bitmap.width)).rounded(.down))
        let y0 = Int((crop[1] * Double(bitmap.height)).rounded(.down))
        let x1 = Int(((crop[0] + crop[2]) * Double(bitmap.width)).rounded(.up))
        let y1 = Int(((crop[1] + crop[3]) * Double(bitmap.height)).rounded(.up))
        var piece = bitmap.cropped(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0)).resized(width: width, height: height)
        if let tint, let rgb = tint.rgb { piece = piece.tinted(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: tint.opacity) }
        if opacity < 1 { piece = piece.faded(by: opacity) }
        guard let png = piece.pngData() else { return nil }
        return Entry(png: png.base64EncodedString(), width: piece.width, height: piece.height)
    }

    /// The image fitted to the slot (and, for a template image, tinted) as base64 PNG.
    static func make(_ data: Data, width: Int, height: Int, mode: ContentMode, tint: Color? = nil) -> Entry? {
        guard let bitmap = Bitmap(decoding: data) else { return nil }
        var fitted = bitmap.fitted(width: width, height: height, mode: mode)
        if let tint, let rgb = tint.rgb {
            fitted = fitted.tinted(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: tint.opacity)
        }
        guard let png = fitted.pngData() else { return nil }
        return Entry(png: png.base64EncodedString(), width: fitted.width, height: fitted.height)
    }
}

extension Color {
    /// The colour's `#rrggbb` as bytes (nil for any other form).
    var rgb: (UInt8, UInt8, UInt8)? {
        let h = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard h.count == 6 || h.count == 8, let v = UInt32(h.prefix(6), radix: 16) else { return nil }
        return (UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))
    }
}
