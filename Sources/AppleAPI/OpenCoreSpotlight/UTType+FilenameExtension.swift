// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Types by filename extension, as an app finds a file's kind (an audiobook app telling audio files from the cover
/// images beside them).
extension UTType {
    /// The type of files named with `filenameExtension` (without the dot, any case) that conforms to `supertype`.
    /// Mirrors [`init(filenameExtension:conformingTo:)`](https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/init(filenameextension:conformingto:)):
    /// a system type of that extension (`m4b` is `com.apple.protected-mpeg-4-audio-b`, an audio type), else a type the
    /// app declares in its Info.plist (`UTImportedTypeDeclarations`, `UTExportedTypeDeclarations`), else a dynamic
    /// type conforming to `supertype` (``isDynamic``), as the system makes one. Nil for an empty extension or one with
    /// a dot or a slash.
    /// - Note: The system types known are the common ones this module lists (audio, image, text, archive…); a
    ///   dynamic type's identifier is ours (`dyn.` then the supertype and the extension), not the system's encoding.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard !ext.isEmpty, !ext.contains("."), !ext.contains("/") else { return nil }
        let known = (Self.system + Self.declaredByApp()).first { type in
            type.filenameExtensions.contains(ext) && type.conforms(to: supertype)
        }
        self = known ?? UTType("dyn.\(supertype.identifier).\(ext)", [supertype.identifier], filenameExtensions: [ext])
    }

    /// The extension files of this type are usually named with. Mirrors
    /// [`preferredFilenameExtension`](https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/preferredfilenameextension).
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// Whether the system made this type up for an extension it doesn't know. Mirrors
    /// [`isDynamic`](https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/isdynamic).
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// Whether the system or the app declares this type. Mirrors
    /// [`isDeclared`](https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/isdeclared).
    public var isDeclared: Bool { !isDynamic }

    /// Whether this type conforms to `type` and isn't it. Mirrors
    /// [`isSubtype(of:)`](https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/issubtype(of:)).
    public func isSubtype(of type: UTType) -> Bool { identifier != type.identifier && conforms(to: type) }

    /// Whether `type` conforms to this type and isn't it. Mirrors
    /// [`isSupertype(of:)`](https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/issupertype(of:)).
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public static let directory = UTType("public.directory", ["public.item"])
    public static let folder = UTType("public.folder", ["public.directory"])
    public static let archive = UTType("public.archive", ["public.data"])
    public static let zip = UTType("public.zip-archive", ["public.archive"], filenameExtensions: ["zip"])
    public static let wav = UTType("com.microsoft.waveform-audio", ["public.audio"], filenameExtensions: ["wav", "wave"])
    public static let aiff = UTType("public.aiff-audio", ["public.audio"], filenameExtensions: ["aiff", "aif"])
    public static let mpeg4Movie = UTType("public.mpeg-4", ["public.movie"], filenameExtensions: ["mp4"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", ["public.movie"], filenameExtensions: ["mov", "qt"])
    public static let gif = UTType("com.compuserve.gif", ["public.image"], filenameExtensions: ["gif"])
    public static let heic = UTType("public.heic", ["public.image"], filenameExtensions: ["heic"])

    /// The file types above and the system's file types with no static of their own. - Note: Ours.
    static let fileTypes: [UTType] = [
        directory, folder, archive, zip, wav, aiff, mpeg4Movie, quickTimeMovie, gif, heic,
        UTType("com.apple.m4a-audio", ["public.mpeg-4-audio"], filenameExtensions: ["m4a"]),
        UTType("com.apple.protected-mpeg-4-audio", ["public.audio"], filenameExtensions: ["m4p"]),
        UTType("com.apple.protected-mpeg-4-audio-b", ["com.apple.protected-mpeg-4-audio"], filenameExtensions: ["m4b"]),
        UTType("public.aac-audio", ["public.audio"], filenameExtensions: ["aac"]),
        UTType("org.xiph.flac", ["public.audio"], filenameExtensions: ["flac"]),
        UTType("com.apple.coreaudio-format", ["public.audio"], filenameExtensions: ["caf"])
    ]

    /// The types the running app's Info.plist declares (`UTImportedTypeDeclarations`, `UTExportedTypeDeclarations`):
    /// their identifiers, what they conform to and their filename extensions. - Note: Ours.
    static func declaredByApp() -> [UTType] {
        let keys = ["UTExportedTypeDeclarations", "UTImportedTypeDeclarations"]
        return keys.flatMap { key -> [UTType] in
            let declarations = Bundle.main.object(forInfoDictionaryKey: key) as? [[String: Any]] ?? []
            return declarations.compactMap { declaration in
                guard let identifier = declaration["UTTypeIdentifier"] as? String, !identifier.isEmpty else { return nil }
                let tags = declaration["UTTypeTagSpecification"] as? [String: Any]
                let extensions = tags?["public.filename-extension"]
                let names = (extensions as? [String]) ?? (extensions as? String).map { [$0] } ?? []
                return UTType(
                    identifier, declaration["UTTypeConformsTo"] as? [String] ?? [], filenameExtensions: names.map { $0.lowercased() })
            }
        }
    }
}
