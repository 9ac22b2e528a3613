// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Foundation

/// The phone's Data Protection for files: which files have a protection class, and whether the phone's lock lets
/// them be opened.
///
/// iOS keeps a class per file ([`FileProtectionType`](https://developer.apple.com/documentation/foundation/fileprotectiontype)):
/// `complete` files can't be opened while the phone is locked, `completeUnlessOpen` files can't be opened again while
/// it is locked (a descriptor opened before stays usable, and new files can still be created),
/// `completeUntilFirstUserAuthentication` files can't be opened until the phone has been unlocked once since it started,
/// `none` files always can. The phone records a class when the app writes a file with
/// [`Data.write(to:options:)`](https://developer.apple.com/documentation/foundation/data/write(to:options:)) and a
/// protection option; `CPhoneRuntime`'s `open`/`openat` refuse what the lock forbids with EPERM, which Foundation
/// reports as `CocoaError.fileReadNoPermission` (257), as iOS does.
///
/// On Linux Foundation drops the protection options (and `FileManager`'s `.protectionKey`), so the phone catches the
/// app's calls to `Data.write(to:options:)` (see the extension below); `FileManager.setAttributes` and
/// `createFile(atPath:contents:attributes:)` can't be caught (they are dispatched through Foundation's class tables).
/// - Note: Ours. The process has one phone (`PhoneLease`); a new car starts a new phone (`reset(locked:)`).
public enum ProtectedFiles {
    /// A new phone: no file has a class, and a phone that starts locked has not been unlocked since it started.
    package static func reset(locked: Bool) { phone_protection_reset(locked ? 1 : 0) }

    /// The phone locks or unlocks.
    package static func setLocked(_ locked: Bool) { phone_protection_set_locked(locked ? 1 : 0) }

    /// How many opens the phone refused since it started (protected files while locked) and the name of the last file
    /// refused ("" for none). Only the phone's runtime on Linux refuses opens (see the type's note).
    package static func refusals() -> (count: Int, lastFile: String) {
        var name = [CChar](repeating: 0, count: 256)
        let n = phone_protection_refused(&name, Int32(name.count))
        return (Int(n), String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Whether files of a class can be opened now.
    public static func isAvailable(_ protection: FileProtectionType) -> Bool {
        phone_protection_available(code(protection)) != 0
    }

    /// The class the phone has for the file at `path` (`.none` for a file without one), or nil when there is no such
    /// file. Stands in for `attributesOfItem(atPath:)[.protectionKey]`, which Foundation on Linux doesn't report.
    public static func protection(ofItemAtPath path: String) -> FileProtectionType? {
        switch phone_protection_of(path) {
        case Int32(PHONE_PROTECTION_COMPLETE): .complete
        case Int32(PHONE_PROTECTION_COMPLETE_UNLESS_OPEN): .completeUnlessOpen
        case Int32(PHONE_PROTECTION_UNTIL_FIRST_UNLOCK): .completeUntilFirstUserAuthentication
        case Int32(PHONE_PROTECTION_NONE): FileProtectionType.none
        default: nil
        }
    }

    /// Gives the file at `path` a class, as `FileManager.setAttributes([.protectionKey: …])` does on iOS.
    public static func setProtection(_ protection: FileProtectionType, ofItemAtPath path: String) throws {
        guard phone_protection_set(path, code(protection)) == 0 else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
    }

    static func code(_ protection: FileProtectionType) -> Int32 {
        switch protection.rawValue {  // FileProtectionType isn't Equatable in Foundation on Linux
        case FileProtectionType.complete.rawValue: Int32(PHONE_PROTECTION_COMPLETE)
        case FileProtectionType.completeUnlessOpen.rawValue: Int32(PHONE_PROTECTION_COMPLETE_UNLESS_OPEN)
        case FileProtectionType.completeUntilFirstUserAuthentication.rawValue: Int32(PHONE_PROTECTION_UNTIL_FIRST_UNLOCK)
        default: Int32(PHONE_PROTECTION_NONE)
        }
    }

    /// The class a write's options ask for; nil when they ask for none.
    static func protection(of options: Data.WritingOptions) -> FileProtectionType? {
        switch options.intersection(.fileProtectionMask) {
        case .completeFileProtection: .complete
        case .completeFileProtectionUnlessOpen: .completeUnlessOpen
        case .completeFileProtectionUntilFirstUserAuthentication: .completeUntilFirstUserAuthentication
        case .noFileProtection: FileProtectionType.none
        default: nil
        }
    }

    /// Whether a new file of this class may be created now: `completeUnlessOpen` files can be created while the phone
    /// is locked, the others only when their class is available.
    static func mayCreate(_ protection: FileProtectionType) -> Bool {
        code(protection) == Int32(PHONE_PROTECTION_COMPLETE_UNLESS_OPEN) || isAvailable(protection)
    }

    /// Foundation's own `Data.write(to:options:)`.
    static let foundationWrite: FoundationWrite = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), dataWriteSymbol) else {  // RTLD_NEXT
            fatalError("Foundation's Data.write(to:options:) (\(dataWriteSymbol)) was not found")
        }
        return unsafeBitCast(symbol, to: FoundationWrite.self)
    }()

    typealias FoundationWrite = @convention(thin) (URL, Data.WritingOptions, Data) throws -> Void
    static let dataWriteSymbol = "$s20FoundationEssentials4DataV5write2to7optionsyAA3URLV_AC14WritingOptionsVtKF"
}

extension Data {
    /// The phone's `Data.write(to:options:)`: app code's calls to Foundation's method land here (the executable's
    /// definition of the symbol is the one they bind to, as with `CPhoneRuntime`'s `clock_gettime`). It refuses a
    /// protected file the locked phone can't create, writes through Foundation, and records the class the options ask
    /// for. Writes that ask for no class leave the file's class as it was.
    @_silgen_name("$s20FoundationEssentials4DataV5write2to7optionsyAA3URLV_AC14WritingOptionsVtKF")
    package func writeOnThePhone(to url: URL, options: Data.WritingOptions) throws {
        let protection = url.isFileURL ? ProtectedFiles.protection(of: options) : nil
        if let protection, !ProtectedFiles.mayCreate(protection) {
            throw CocoaError(
                .fileWriteNoPermission,
                userInfo: [NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: POSIXError(.EPERM) as NSError])
        }
        try ProtectedFiles.foundationWrite(url, options, self)
        if let protection { try? ProtectedFiles.setProtection(protection, ofItemAtPath: url.path) }
    }
}
