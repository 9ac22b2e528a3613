// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An image an intent or a response carries: a media item's artwork, a contact's photo.
///
/// Mirrors [`INImage`](https://developer.apple.com/documentation/intents/inimage). Apple's class wraps image data for
/// Siri's interface; here it keeps what it was made from (a name in the app's bundle, a system symbol, bytes or a
/// file) so the car can show it. `init(uiImage:)` is UIKit's extension of this class, found in OpenUIKit.
open class INImage: NSObject, @unchecked Sendable {
    /// Where the image comes from. - Note: Ours (Apple's class keeps this private).
    public enum Source: Sendable, Equatable {
        case named(String)
        case systemImage(String)
        case data(Data)
        case url(URL, width: Double?, height: Double?)
    }

    /// What the image was made from. - Note: Ours.
    public let source: Source

    /// An image from the app's bundle (its asset catalog). Mirrors
    /// [`init(named:)`](https://developer.apple.com/documentation/intents/inimage/init(named:)).
    public convenience init(named name: String) { self.init(source: .named(name)) }

    /// An image from encoded bytes (PNG, JPEG). Mirrors
    /// [`init(imageData:)`](https://developer.apple.com/documentation/intents/inimage/init(imagedata:)).
    public convenience init(imageData: Data) { self.init(source: .data(imageData)) }

    /// An image from a file on the phone; nil when the file doesn't exist (Apple's also fails for a file it can't
    /// load). Mirrors [`init(url:)`](https://developer.apple.com/documentation/intents/inimage/init(url:)-8eo3q).
    public convenience init?(url URL: URL) {
        guard URL.isFileURL, FileManager.default.fileExists(atPath: URL.path) else { return nil }
        self.init(source: .url(URL, width: nil, height: nil))
    }

    /// An image from a file, shown at the given size in points. Mirrors
    /// [`init(url:width:height:)`](https://developer.apple.com/documentation/intents/inimage/init(url:width:height:)-41ikr).
    public convenience init?(url URL: URL, width: Double, height: Double) {
        guard URL.isFileURL, FileManager.default.fileExists(atPath: URL.path) else { return nil }
        self.init(source: .url(URL, width: width, height: height))
    }

    /// Makes an image from its source. - Note: Ours: UIKit's `INImage(uiImage:)` comes through here.
    public required init(source: Source) {
        self.source = source
        super.init()
    }

    /// A system symbol (SF Symbols' name). Mirrors
    /// [`systemImageNamed(_:)`](https://developer.apple.com/documentation/intents/inimage/systemimagenamed(_:)).
    open class func systemImageNamed(_ systemImageName: String) -> Self { Self(source: .systemImage(systemImageName)) }

    /// The encoded bytes, when the image was made from them or from a readable file. - Note: Ours.
    public var imageData: Data? {
        switch source {
        case .data(let d): d
        case .url(let u, _, _): try? Data(contentsOf: u)
        case .named, .systemImage: nil
        }
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? INImage)?.source == source }
    open override var hash: Int { String(describing: source).hashValue }
}
