// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Reads pixel sizes from PNG and JPEG headers without decoding the image.
package enum ImageHeader {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package static func isPNG(_ data: Data) -> Bool {
        data.count >= 8 && Array(data.prefix(8)) == pngSignature
    }

    package static func pixelSize(of data: Data) -> CGSize? {
        let b = [UInt8](data)
        if b.count >= 24, Array(b[0..<8]) == pngSignature, b[12] == 0x49, b[13] == 0x48, b[14] == 0x44, b[15] == 0x52 {
            let w = be32(b, 16)
            let h = be32(b, 20)
            guard w > 0, h > 0 else { return nil }
            return CGSize(width: CGFloat(w), height: CGFloat(h))
        }
        if b.count > 4, b[0] == 0xFF, b[1] == 0xD8 {
            var i = 2
            while i + 9 < b.count {
                guard b[i] == 0xFF else { return nil }
                let marker = b[i + 1]
                let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    let h = Int(b[i + 5]) << 8 | Int(b[i + 6])
                    let w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                    guard w > 0, h > 0 else { return nil }
                    return CGSize(width: CGFloat(w), height: CGFloat(h))
                }
                i += 2 + length
            }
        }
        return nil
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
}
