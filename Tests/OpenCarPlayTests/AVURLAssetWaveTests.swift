// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

/// A local WAV file lasts as long as its header says, so a bundled prompt ends when it would on a phone.
@Suite struct AVURLAssetWaveTests {
    /// Writes a silent mono 16-bit WAV file of `frames` samples at `rate` Hz, with an extra chunk before the samples.
    func waveFile(frames: Int, rate: Int) throws -> URL {
        func le(_ v: Int, _ width: Int) -> [UInt8] { (0..<width).map { UInt8((v >> (8 * $0)) & 0xFF) } }
        let samples = [UInt8](repeating: 0, count: frames * 2)
        var bytes = Array("RIFF".utf8) + le(4 + 14 + 24 + 8 + samples.count, 4) + Array("WAVE".utf8)
        bytes += Array("LIST".utf8) + le(5, 4) + Array("INFO!".utf8) + [0]  // odd size: padded to even
        bytes += Array("fmt ".utf8) + le(16, 4) + le(1, 2) + le(1, 2) + le(rate, 4) + le(rate * 2, 4) + le(2, 2) + le(16, 2)
        bytes += Array("data".utf8) + le(samples.count, 4) + samples
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("prompt-\(UUID().uuidString).wav")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func aLocalWaveFileLastsAsLongAsItsSamples() throws {
        let url = try waveFile(frames: 12_000, rate: 8_000)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(AVURLAsset(url: url).duration.seconds == 1.5)
        #expect(AVPlayerItem(url: url).duration.seconds == 1.5)
    }

    @Test func otherMediaKeepTheirSimulatedLength() {
        #expect(AVURLAsset(url: URL(fileURLWithPath: "/nowhere/missing.wav")).duration == AVURLAsset.simulatedFileDuration)
        #expect(AVURLAsset(url: URL(string: "https://example.org/song.wav")!).duration == AVURLAsset.simulatedFileDuration)
        #expect(AVURLAsset(url: URL(string: "https://example.org/live")!).duration.isIndefinite)
    }
}
