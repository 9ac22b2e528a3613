// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Turns SVG into PNG at the screen's pixel size with librsvg's `rsvg-convert` (Debian: librsvg2-bin), which
/// draws text with the Inter font installed from Debian's fonts-inter.
public enum PNGRenderer {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The converter's path, if it is installed.
    public static var converter: String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    public static func png(fromSVG svg: String, width: Int, height: Int) throws -> Data {
        guard let tool = converter else {
            throw Failure(description: "rsvg-convert is not installed (Debian: apt-get install librsvg2-bin fonts-inter)")
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = ["--width", "\(width)", "--height", "\(height)", "--format", "png"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = errors
        try p.run()
        let writer = Thread {
            input.fileHandleForWriting.write(Data(svg.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw Failure(description: "rsvg-convert failed (\(p.terminationStatus)): \(String(decoding: err, as: UTF8.self))")
        }
        return data
    }

    public static func png(_ list: DisplayList) throws -> Data {
        try png(fromSVG: SVGWriter.svg(list), width: Int((list.width * list.scale).rounded()), height: Int((list.height * list.scale).rounded()))
    }
}
