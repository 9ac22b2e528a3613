// Values iOS declares `Sendable`, passed between tasks in the Swift 6 language mode: a stand-in that left one of them
// non-`Sendable` makes this target fail to compile ("sending … risks causing data races" / "capture of non-sendable
// type"). Each is made on one task and used on another, as an app hands images and places to its CarPlay scene.
import CarPlayShim

/// What a detached task made, back on the caller's task. Apple's evidence for each field's `Sendable`:
/// - `UIColor`, `UITraitCollection`: `NS_SWIFT_SENDABLE` on their `@interface` in UIKit's headers (iOS 17 and later);
/// - `UIImage`: Sendable in UIKit's Swift overlay (Apple's developer forums: "UIImage is Sendable");
/// - `CLLocationCoordinate2D`: a C struct of two doubles, which Swift imports as `Sendable`;
/// - `UIFont`, `MPMediaItemArtwork`, `CLLocation`: we believe so (`CLLocationUpdate`, a `Sendable` struct, carries a
///   `CLLocation`; the artwork's handler is `@Sendable` and called off the main thread), but found no header line to
///   confirm it: our research is unsure for these three.
public struct PreparedRow: Sendable {
    public var image: UIImage
    public var tint: UIColor
    public var traits: UITraitCollection
    public var font: UIFont
    public var artwork: MPMediaItemArtwork
    public var place: CLLocation
    public var coordinate: CLLocationCoordinate2D
}

/// Makes a row's values on a detached task and hands them back; each is also sent into a second task.
public func prepareRowAcrossTasks() async -> PreparedRow {
    let traits = UITraitCollection(userInterfaceStyle: .dark)
    let tint = UIColor.systemOrange
    let row = await Task.detached {
        let image = UIImage(systemName: "fuelpump.fill") ?? UIImage()
        let resolved = tint.resolvedColor(with: traits)
        return PreparedRow(
            image: image, tint: resolved, traits: traits, font: .systemFont(ofSize: 15),
            artwork: MPMediaItemArtwork(boundsSize: CGSize(width: 60, height: 60)) { _ in image },
            place: CLLocation(latitude: 60.17, longitude: 24.94),
            coordinate: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94))
    }.value
    let image = row.image
    let place = row.place
    let size = await Task.detached { image.size.width + place.coordinate.latitude * 0 }.value
    _ = size
    return row
}

/// CarPlay's constants, read on a detached task in the Swift 6 mode.
public func gridImagesFromDetachedTask() async -> Int {
    await Task.detached { CPMaximumNumberOfGridImages }.value
}
