// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// An app that keeps a note in a protected file and a token in the keychain, and shows what it can read of them each
/// time its list appears or its "Reload" row is tapped.
final class VaultApp: UIResponder, CPTemplateApplicationSceneDelegate {
    /// The test's own note (a static would be shared by the tests that run alongside).
    let noteFile: URL
    var list: CPListTemplate?

    init(noteFile: URL = URL(fileURLWithPath: "/nonexistent")) {
        self.noteFile = noteFile
        super.init()
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let list = CPListTemplate(title: "Vault", sections: [])
        self.list = list
        reload()
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }

    func reload() {
        let note: String
        do {
            note = "note: " + String(decoding: try Data(contentsOf: noteFile), as: UTF8.self)
        } catch {
            let e = error as NSError
            note = "note: \(e.domain) \(e.code)"
        }
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "vault", kSecAttrAccount as String: "me",
            kSecReturnData as String: kCFBooleanTrue!, kSecMatchLimit as String: kSecMatchLimitOne
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        let token = status == errSecSuccess ? "token: " + String(decoding: item as? Data ?? Data(), as: UTF8.self) : "token: status \(status)"
        let reloadItem = CPListItem(text: "Reload", detailText: nil)
        reloadItem.handler = { [weak self] _, done in
            self?.reload()
            done()
        }
        list?.updateSections([CPListSection(items: [CPListItem(text: note, detailText: nil), CPListItem(text: token, detailText: nil), reloadItem])])
    }
}

@Suite @MainActor
struct ProtectedDataTests {
    /// A fresh file path for one test.
    func scratch(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("opencarplay-protected-\(UUID().uuidString)-\(name)")
    }

    func readError(_ url: URL) -> (domain: String, code: Int, path: String?)? {
        do {
            _ = try Data(contentsOf: url)
            return nil
        } catch {
            let e = error as NSError
            return (e.domain, e.code, e.userInfo[NSFilePathErrorKey] as? String)
        }
    }

    func addToken(_ accessibility: CFString?, account: String = "me", service: String = "vault", secret: String = "s3cret") -> OSStatus {
        var attributes: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account,
            kSecValueData as String: Data(secret.utf8)
        ]
        if let accessibility { attributes[kSecAttrAccessible as String] = accessibility }
        return SecItemAdd(attributes as CFDictionary, nil)
    }

    func copyToken(account: String = "me", service: String = "vault") -> (OSStatus, String?) {
        let query: [CFString: Any] = [
            kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account, kSecReturnData: true
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        return (status, (item as? Data).map { String(decoding: $0, as: UTF8.self) })
    }

    // MARK: Files

    @Test func anAppCantReadItsCompleteFileWhileThePhoneIsLocked() async throws {
        let file = scratch("note")
        defer { try? FileManager.default.removeItem(at: file) }
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { VaultApp(noteFile: file) }
        try Data("parking on level 3".utf8).write(to: file, options: [.atomic, .completeFileProtection])
        #expect(ProtectedFiles.protection(ofItemAtPath: file.path)?.rawValue == FileProtectionType.complete.rawValue)
        #expect(addToken(nil) == errSecSuccess)
        try await car.tap("Reload")
        #expect(car.texts.contains("note: parking on level 3"))
        #expect(car.texts.contains("token: s3cret"))

        await car.lockPhone()
        try await car.tap("Reload")
        // What iOS reports: NSFileReadNoPermissionError, and the keychain's "interaction not allowed".
        #expect(car.texts.contains("note: \(NSCocoaErrorDomain) \(CocoaError.fileReadNoPermission.rawValue)"))
        #expect(car.texts.contains("token: status \(errSecInteractionNotAllowed)"))

        await car.unlockPhone()
        try await car.tap("Reload")
        #expect(car.texts.contains("note: parking on level 3"))
        #expect(car.texts.contains("token: s3cret"))
    }

    @Test func theReadFailsWithIOSsErrorAndAnUnprotectedFileStaysReadable() async throws {
        let protected = scratch("complete")
        let plain = scratch("plain")
        let unprotected = scratch("none")
        defer { for f in [protected, plain, unprotected] { try? FileManager.default.removeItem(at: f) } }
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { VaultApp() }
        try Data("a".utf8).write(to: protected, options: .completeFileProtection)
        try Data("b".utf8).write(to: plain)
        try Data("c".utf8).write(to: unprotected, options: .noFileProtection)
        await car.lockPhone()
        let failure = try #require(readError(protected))
        #expect(failure.domain == NSCocoaErrorDomain)
        #expect(failure.code == 257)  // NSFileReadNoPermissionError
        #expect(failure.path == protected.path)  // (iOS also gives the POSIX error, EPERM; Foundation on Linux doesn't)
        #expect((try? String(contentsOf: protected, encoding: .utf8)) == nil)
        #expect(FileManager.default.contents(atPath: protected.path) == nil)
        #expect(readError(plain) == nil)
        #expect(readError(unprotected) == nil)
        #expect(ProtectedFiles.protection(ofItemAtPath: unprotected.path)?.rawValue == FileProtectionType.none.rawValue)
        // Overwriting it in place is refused as well (nothing is truncated).
        #expect(throws: (any Error).self) { try Data("x".utf8).write(to: protected) }
        await car.unlockPhone()
        #expect(try Data(contentsOf: protected) == Data("a".utf8))
    }

    @Test func aCompleteFileCantBeCreatedWhileLockedButACompleteUnlessOpenFileCan() async throws {
        let complete = scratch("complete")
        let unlessOpen = scratch("unless-open")
        defer { for f in [complete, unlessOpen] { try? FileManager.default.removeItem(at: f) } }
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { VaultApp() }
        await car.lockPhone()
        #expect {
            try Data("a".utf8).write(to: complete, options: .completeFileProtection)
        } throws: { error in
            (error as NSError).domain == NSCocoaErrorDomain && (error as NSError).code == CocoaError.fileWriteNoPermission.rawValue
        }
        #expect(!FileManager.default.fileExists(atPath: complete.path))
        try Data("b".utf8).write(to: unlessOpen, options: .completeFileProtectionUnlessOpen)
        // Once closed, it can't be opened again until the phone is unlocked.
        #expect(readError(unlessOpen)?.code == 257)
        await car.unlockPhone()
        #expect(try Data(contentsOf: unlessOpen) == Data("b".utf8))
    }

    @Test func aCompleteUnlessOpenFileOpenBeforeTheLockStaysReadableThroughItsHandle() async throws {
        let file = scratch("log")
        defer { try? FileManager.default.removeItem(at: file) }
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { VaultApp() }
        try Data("0123456789".utf8).write(to: file, options: .completeFileProtectionUnlessOpen)
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        await car.lockPhone()
        #expect(try handle.read(upToCount: 4) == Data("0123".utf8))
        #expect(readError(file)?.code == 257)  // a new open is refused
        #expect(throws: (any Error).self) { try FileHandle(forReadingFrom: file) }
        #expect(try handle.readToEnd() == Data("456789".utf8))
    }

    @Test func untilFirstUserAuthenticationFilesWaitForTheFirstUnlockAfterALockedStart() async throws {
        let file = scratch("cache")
        let early = scratch("early")
        defer { for f in [file, early] { try? FileManager.default.removeItem(at: f) } }
        try Data("cached".utf8).write(to: file)
        let car = try await CarPlayTestSession(categories: [.audio], phoneLocked: true, hosting: .testProcess) { VaultApp() }
        try ProtectedFiles.setProtection(.completeUntilFirstUserAuthentication, ofItemAtPath: file.path)
        #expect(!ProtectedFiles.isAvailable(.completeUntilFirstUserAuthentication))
        #expect(readError(file)?.code == 257)
        #expect(throws: (any Error).self) {
            try Data("x".utf8).write(to: early, options: .completeFileProtectionUntilFirstUserAuthentication)
        }
        await car.unlockPhone()
        await car.lockPhone()
        // Locked again, but it has been unlocked since it started.
        #expect(try Data(contentsOf: file) == Data("cached".utf8))
        try Data("x".utf8).write(to: early, options: .completeFileProtectionUntilFirstUserAuthentication)
        #expect(try Data(contentsOf: early) == Data("x".utf8))
    }

    @Test func aCarStartedWithThePhoneLockedLaunchesTheAppWithProtectedDataUnavailable() async throws {
        let file = scratch("note")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("hello".utf8).write(to: file)
        let car = try await CarPlayTestSession(categories: [.audio], phoneLocked: true, hosting: .testProcess) { VaultApp(noteFile: file) }
        #expect(!UIApplication.shared.isProtectedDataAvailable)
        #expect(car.texts.contains("token: status \(errSecItemNotFound)"))
        // A WhenUnlocked item can't be added before the unlock, an AfterFirstUnlock one neither (never unlocked yet).
        #expect(addToken(kSecAttrAccessibleWhenUnlocked) == errSecInteractionNotAllowed)
        #expect(addToken(kSecAttrAccessibleAfterFirstUnlock) == errSecInteractionNotAllowed)
        await car.unlockPhone()
        #expect(addToken(kSecAttrAccessibleAfterFirstUnlock) == errSecSuccess)
        await car.lockPhone()
        try await car.tap("Reload")
        #expect(car.texts.contains("token: s3cret"))
        #expect(car.texts.contains("note: hello"))  // written without a class
    }

    @Test func userDefaultsStayReadableWhileLocked() async throws {
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { VaultApp() }
        let defaults = try #require(UserDefaults(suiteName: "opencarplay-protected-\(UUID().uuidString)"))
        defaults.set("metric", forKey: "units")
        await car.lockPhone()
        #expect(defaults.string(forKey: "units") == "metric")
        defaults.set("imperial", forKey: "units")
        #expect(defaults.string(forKey: "units") == "imperial")
    }

    @Test func aNewCarBringsANewPhone() async throws {
        let file = scratch("note")
        defer { try? FileManager.default.removeItem(at: file) }
        let first = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { VaultApp() }
        try Data("a".utf8).write(to: file, options: .completeFileProtection)
        #expect(addToken(nil) == errSecSuccess)
        await first.lockPhone()
        #expect(readError(file)?.code == 257)
        let second = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { VaultApp() }
        // The file keeps its class as it keeps its bytes (iOS stores the class with the file): the new phone, unlocked,
        // reads it.
        #expect(ProtectedFiles.protection(ofItemAtPath: file.path)?.rawValue == FileProtectionType.complete.rawValue)
        #expect(readError(file) == nil)
        await second.lockPhone()
        #expect(readError(file)?.code == 257, "locked, the new phone refuses the file it didn't write, as iOS refuses a file written in an earlier launch")
        #expect(copyToken().0 == errSecItemNotFound)
        #expect(second.car.keychain.count == 0)
        #expect(first.car.keychain.count == 1)
    }

    // MARK: Keychain

    @Test func keychainItemsAreAddedFoundUpdatedAndDeleted() async throws {
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { VaultApp() }
        #expect(addToken(nil) == errSecSuccess)
        #expect(addToken(nil, secret: "other") == errSecDuplicateItem)
        #expect(addToken(nil, account: "you", secret: "yours") == errSecSuccess)
        #expect(car.keychain.count == 2)
        #expect(copyToken() == (errSecSuccess, "s3cret"))
        #expect(copyToken(account: "you") == (errSecSuccess, "yours"))
        #expect(copyToken(account: "nobody").0 == errSecItemNotFound)

        // Attributes: the default accessibility is WhenUnlocked.
        var item: CFTypeRef?
        let attributesQuery: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "me", kSecReturnAttributes as String: true,
            kSecReturnData as String: true
        ]
        #expect(SecItemCopyMatching(attributesQuery as CFDictionary, &item) == errSecSuccess)
        let attributes = try #require(item as? [String: Any])
        #expect(attributes[kSecAttrAccessible as String] as? String == kSecAttrAccessibleWhenUnlocked as String)
        #expect(attributes[kSecAttrService as String] as? String == "vault")
        #expect(attributes[kSecValueData as String] as? Data == Data("s3cret".utf8))
        #expect(attributes[kSecAttrCreationDate as String] is Date)

        // Every item of the service.
        let all: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "vault", kSecMatchLimit as String: kSecMatchLimitAll,
            kSecReturnAttributes as String: true
        ]
        #expect(SecItemCopyMatching(all as CFDictionary, &item) == errSecSuccess)
        #expect((item as? [[String: Any]])?.compactMap { $0[kSecAttrAccount as String] as? String }.sorted() == ["me", "you"])

        let me: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "me"]
        #expect(SecItemUpdate(me as CFDictionary, [kSecValueData as String: Data("new".utf8)] as CFDictionary) == errSecSuccess)
        #expect(copyToken() == (errSecSuccess, "new"))
        // Renaming one onto the other's primary key is refused.
        #expect(SecItemUpdate(me as CFDictionary, [kSecAttrAccount as String: "you"] as CFDictionary) == errSecDuplicateItem)
        #expect(SecItemUpdate(me as CFDictionary, [kSecClass as String: kSecClassInternetPassword] as CFDictionary) == errSecParam)
        #expect(SecItemDelete(me as CFDictionary) == errSecSuccess)
        #expect(SecItemDelete(me as CFDictionary) == errSecItemNotFound)
        #expect(copyToken().0 == errSecItemNotFound)
        #expect(car.keychain.count == 1)
        #expect(SecItemAdd([kSecAttrAccount as String: "x"] as CFDictionary, nil) == errSecParam)  // no class
        #expect(SecItemAdd([kSecClass as String: kSecClassKey] as CFDictionary, nil) == errSecUnimplemented)
        #expect(SecCopyErrorMessageString(errSecInteractionNotAllowed, nil) == "User interaction is not allowed.")
    }

    @Test(arguments: [
        (kSecAttrAccessibleWhenUnlocked, false), (kSecAttrAccessibleWhenUnlockedThisDeviceOnly, false),
        (kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, false), (kSecAttrAccessibleAfterFirstUnlock, true),
        (kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, true)
    ])
    func keychainItemsWhileLockedAndAfterUnlocking(accessibility: CFString, readableWhileLocked: Bool) async throws {
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { VaultApp() }
        #expect(addToken(accessibility) == errSecSuccess)
        await car.lockPhone()
        let locked = readableWhileLocked ? errSecSuccess : errSecInteractionNotAllowed
        #expect(copyToken().0 == locked)
        #expect(copyToken().1 == (readableWhileLocked ? "s3cret" : nil))
        #expect(addToken(accessibility, account: "second") == locked)
        let me: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "me"]
        #expect(SecItemUpdate(me as CFDictionary, [kSecValueData as String: Data("changed".utf8)] as CFDictionary) == locked)
        await car.unlockPhone()
        #expect(copyToken() == (errSecSuccess, readableWhileLocked ? "changed" : "s3cret"))
        await car.lockPhone()
        #expect(SecItemDelete(me as CFDictionary) == locked)
        await car.unlockPhone()
        #expect(SecItemDelete(me as CFDictionary) == (readableWhileLocked ? errSecItemNotFound : errSecSuccess))
    }

    @Test func anItemMadeWhenUnlockedOnlyBecomesUnreadableWhenItsAccessibilityChanges() async throws {
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { VaultApp() }
        #expect(addToken(kSecAttrAccessibleAfterFirstUnlock) == errSecSuccess)
        let me: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "me"]
        #expect(SecItemUpdate(me as CFDictionary, [kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlocked] as CFDictionary) == errSecSuccess)
        await car.lockPhone()
        #expect(copyToken().0 == errSecInteractionNotAllowed)
        #expect(SecItemUpdate(me as CFDictionary, [kSecAttrAccessible as String: "nonsense"] as CFDictionary) == errSecParam)
    }
}
