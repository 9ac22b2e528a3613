// Rendering speed: layout + SVG of a full 1920×720 @3x screen showing a 12-row list with images, and the same
// with 500 rows (laid out lazily), and 12 rows each with its own 600×600 JPEG artwork (scaled images kept in a
// BitmapCache between frames; the first frame, which decodes them, is timed apart). Run: swift run -c release RenderBenchmark
import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import Foundation
import ImageCodec

final class ListDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    nonisolated(unsafe) static var rows = 12
    nonisolated(unsafe) static var artwork = false
    /// A 600×600 JPEG cover, different for each row (a gradient tinted by the row number).
    static func cover(_ i: Int) -> UIImage {
        var p = [UInt8]()
        p.reserveCapacity(600 * 600 * 4)
        for y in 0..<600 { for x in 0..<600 { p += [UInt8((x + i * 37) % 256), UInt8((y + i * 71) % 256), UInt8((x ^ y) % 256), 255] } }
        return UIImage(data: Bitmap(width: 600, height: 600, pixels: p).jpegData(quality: 0.8)!)!
    }
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let items = (0..<Self.rows).map { i in
            CPListItem(text: "Episode \(i): a title of a typical length", detailText: "Open Roads · \(20 + i) min",
                       image: Self.artwork ? Self.cover(i) : UIImage(systemName: ["music.note", "mic.fill", "car.fill", "radio"][i % 4]),
                       accessoryImage: nil, accessoryType: .disclosureIndicator)
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Library", sections: [CPListSection(items: items)]), animated: false, completion: nil)
    }
}

@MainActor func measure(rows: Int, iterations: Int, artwork: Bool = false) async throws {
    ListDelegate.rows = rows
    ListDelegate.artwork = artwork
    var vehicle = VehicleProfile.unlimited
    vehicle.screen = .highResolution
    let car = try await CarPlayTestSession(categories: [.audio], vehicle: vehicle) { ListDelegate() }
    let screen = car.screen
    var samples: [Double] = []
    var bytes = 0
    let cache = BitmapCache()
    let firstStart = PhoneTime.realNow
    _ = SVGWriter.svg(CarRenderer.layout(screen, bitmaps: cache))
    let first = PhoneTime.realNow - firstStart
    for _ in 0..<iterations {
        let start = PhoneTime.realNow
        let svg = SVGWriter.svg(CarRenderer.layout(screen, bitmaps: cache))
        let d = PhoneTime.realNow - start
        bytes = svg.utf8.count
        samples.append(Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000)
    }
    samples.sort()
    let p50 = samples[samples.count / 2], p99 = samples[samples.count * 99 / 100]
    // The snapshot (the host's plain values) is built once per screen change; time it too.
    let snapStart = PhoneTime.realNow
    for _ in 0..<50 { _ = car.session.snapshot(of: car.templates[0]) }
    let snapD = (PhoneTime.realNow - snapStart) / 50
    print(String(format: "%3d rows%@, 1920×720 @3x: layout+SVG median %.3f ms, p99 %.3f ms, %d bytes; first frame %.1f ms; snapshot (cached) %.3f ms",
                 rows, artwork ? " with artwork" : "", p50, p99, bytes,
                 Double(first.components.attoseconds) / 1e15 + Double(first.components.seconds) * 1000,
                 Double(snapD.components.attoseconds) / 1e15))
}

@MainActor func main() async throws {
    try await measure(rows: 12, iterations: 2000)
    try await measure(rows: 500, iterations: 2000)
    try await measure(rows: 12, iterations: 2000, artwork: true)
}
try await main()
