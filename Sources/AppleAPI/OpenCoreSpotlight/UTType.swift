// SPDX-License-Identifier: Apache-2.0

/// A uniform type identifier: what kind of content something is. Mirrors UniformTypeIdentifiers'
/// [`UTType`](https://developer.apple.com/documentation/uniformtypeidentifiers/uttype), which Core Spotlight's
/// attribute sets take (on iOS, `import CoreSpotlight` brings it).
///
/// - Note: Ours: the identifier and the common system types only (their identifiers as Apple documents them), with
///   conformance along the system's hierarchy for those, and the filename extensions of common file types
///   (`UTType+FilenameExtension.swift`); no MIME types.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// Mirrors [`identifier`](https://developer.apple.com/documentation/uniformtypeidentifiers/uttype/identifier).
    public let identifier: String
    let parents: [String]
    /// The extensions files of this type are named with, the preferred first (lowercased).
    let filenameExtensions: [String]

    init(_ identifier: String, _ parents: [String], filenameExtensions: [String] = []) {
        self.identifier = identifier
        self.parents = parents
        self.filenameExtensions = filenameExtensions
    }

    /// Types are the same when their identifiers are, as Apple's are.
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// A type by its identifier: a system type's, or a type the app declared (nil for an empty identifier).
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = (Self.system + Self.declaredByApp()).first { $0.identifier == identifier } ?? UTType(identifier, [])
    }

    /// Whether this type is `type` or one of its kinds (`audio` conforms to `content` and `data`…).
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { parent in UTType(parent).map { $0.conforms(to: type) } ?? false }
    }

    public var description: String { identifier }

    public static let item = UTType("public.item", [])
    public static let content = UTType("public.content", [])
    public static let data = UTType("public.data", ["public.item"])
    public static let text = UTType("public.text", ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", ["public.text"], filenameExtensions: ["txt", "text"])
    public static let url = UTType("public.url", ["public.data"])
    public static let json = UTType("public.json", ["public.text"], filenameExtensions: ["json"])
    public static let image = UTType("public.image", ["public.data", "public.content"])
    public static let png = UTType("public.png", ["public.image"], filenameExtensions: ["png"])
    public static let jpeg = UTType("public.jpeg", ["public.image"], filenameExtensions: ["jpeg", "jpg"])
    public static let audiovisualContent = UTType("public.audiovisual-content", ["public.data", "public.content"])
    public static let audio = UTType("public.audio", ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", ["public.audio"], filenameExtensions: ["mp3"])
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", ["public.audio"])
    public static let movie = UTType("public.movie", ["public.audiovisual-content"])
    public static let video = UTType("public.video", ["public.movie"])
    public static let pdf = UTType("com.adobe.pdf", ["public.data", "public.content"], filenameExtensions: ["pdf"])
    public static let contact = UTType("public.contact", ["public.data", "public.content"])
    public static let message = UTType("public.message", ["public.data", "public.content"])

    /// The system's types this stand-in knows (with the file types of `UTType+FilenameExtension.swift`).
    static let system: [UTType] =
        [
            item, content, data, text, plainText, url, json, image, png, jpeg, audiovisualContent, audio, mp3, mpeg4Audio, movie, video,
            pdf, contact, message
        ] + fileTypes
}
