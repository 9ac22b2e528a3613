// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// A phone's keychain: the items `SecItem…` functions keep, and whether the phone's lock lets each be used.
///
/// It belongs to the phone the car holds (`HeadUnit` makes one per car and hands it to the phone with `use(_:)`), so
/// items never outlive the car nor pass from one car to the next. Accessibility follows iOS: `WhenUnlocked` and
/// `WhenPasscodeSet` items only while the phone is unlocked, `AfterFirstUnlock` items once it has been unlocked since it
/// started; the `ThisDeviceOnly` variants behave as their base (they only matter for backups).
/// - Note: Ours. Generic and internet passwords only; keys, certificates and identities answer `errSecUnimplemented`.
package final class Keychain: Sendable {
    private struct Item {
        var itemClass: String
        var attributes: [String: Value]
        var secret: Data?
    }

    /// An attribute's value, as the keychain compares and returns it.
    private enum Value: Equatable {
        case string(String)
        case data(Data)
        case number(Int64)
        case date(Date)

        init?(_ any: Any) {
            if let s = any as? String {
                self = .string(s)
            } else if let d = any as? Data {
                self = .data(d)
            } else if let d = any as? Date {
                self = .date(d)
            } else if let n = any as? NSNumber {
                self = .number(n.int64Value)
            } else if let b = any as? Bool {
                self = .number(b ? 1 : 0)
            } else if let i = any as? Int {
                self = .number(Int64(i))
            } else {
                return nil
            }
        }

        var object: Any {
            switch self {
            case .string(let s): s
            case .data(let d): d
            case .number(let n): NSNumber(value: n)
            case .date(let d): d
            }
        }
    }

    private struct State {
        var items: [Item] = []
        var locked: Bool
        var unlockedSinceStart: Bool
    }

    private let state: Mutex<State>

    /// A new phone's empty keychain; a phone that starts locked has not been unlocked since it started.
    package init(locked: Bool = false) {
        state = Mutex(State(locked: locked, unlockedSinceStart: !locked))
    }

    /// The phone locks or unlocks.
    package func setLocked(_ locked: Bool) {
        state.withLock { s in
            s.locked = locked
            if !locked { s.unlockedSinceStart = true }
        }
    }

    /// How many items the keychain holds (whatever their accessibility).
    package var count: Int { state.withLock { $0.items.count } }

    // MARK: The phone's keychain

    private static let phoneKeychain = Mutex<Keychain?>(nil)

    /// Makes `keychain` the one `SecItem…` functions reach: the keychain of the phone the process runs (one at a time,
    /// see `PhoneLease`). Nil: no phone, and `SecItem…` answer `errSecNotAvailable`.
    package static func use(_ keychain: Keychain?) { phoneKeychain.withLock { $0 = keychain } }

    /// The phone with `keychain` is gone: `SecItem…` answer `errSecNotAvailable` until a new phone's keychain is used.
    package static func stopUsing(_ keychain: Keychain) {
        phoneKeychain.withLock { if $0 === keychain { $0 = nil } }
    }

    static func withPhoneKeychain(_ body: (Keychain) -> OSStatus) -> OSStatus {
        guard let keychain = phoneKeychain.withLock({ $0 }) else { return errSecNotAvailable }
        return body(keychain)
    }

    // MARK: Reading queries

    private static let classes: Set<String> = [kSecClassGenericPassword, kSecClassInternetPassword]
    private static let unimplementedClasses: Set<String> = [kSecClassKey, kSecClassCertificate, "idnt"]
    private static let accessibilities: Set<String> = [
        kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleAfterFirstUnlock, kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
        kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly
    ]
    /// The attributes that make an item unique in its class.
    private static let primaryKeys: [String: Set<String>] = [
        kSecClassGenericPassword: [kSecAttrAccount, kSecAttrService, kSecAttrAccessGroup, "sync"],
        kSecClassInternetPassword: [kSecAttrAccount, "sdmn", kSecAttrServer, "ptcl", "atyp", "port", "path", kSecAttrAccessGroup, "sync"]
    ]

    /// A query split into its class, its item attributes, its secret and its search and return options.
    private struct Query {
        var itemClass: String
        var attributes: [String: Value] = [:]
        var secret: Data?
        var returnData = false
        var returnAttributes = false
        var matchAll = false
    }

    /// Reads a dictionary; nil with the status to answer when it isn't a valid query.
    private static func parse(_ dictionary: CFDictionary, needsClass: Bool = true) -> (Query?, OSStatus) {
        guard let d = dictionary as? [String: Any] else { return (nil, errSecParam) }
        let itemClass = d[kSecClass] as? String ?? ""
        if needsClass {
            if unimplementedClasses.contains(itemClass) { return (nil, errSecUnimplemented) }
            guard classes.contains(itemClass) else { return (nil, errSecParam) }
        }
        var q = Query(itemClass: itemClass)
        for (key, raw) in d where key != kSecClass {
            switch key {
            case kSecValueData:
                guard let data = raw as? Data else { return (nil, errSecParam) }
                q.secret = data
            case kSecReturnData: q.returnData = (raw as? Bool) ?? ((raw as? NSNumber)?.boolValue ?? false)
            case kSecReturnAttributes: q.returnAttributes = (raw as? Bool) ?? ((raw as? NSNumber)?.boolValue ?? false)
            case kSecMatchLimit:
                if let s = raw as? String {
                    guard s == kSecMatchLimitOne || s == kSecMatchLimitAll else { return (nil, errSecParam) }
                    q.matchAll = s == kSecMatchLimitAll
                } else if let n = raw as? NSNumber {
                    q.matchAll = n.intValue > 1
                } else {
                    return (nil, errSecParam)
                }
            case kSecAttrAccessible:
                guard let s = raw as? String, accessibilities.contains(s) else { return (nil, errSecParam) }
                q.attributes[key] = .string(s)
            case let k where k.hasPrefix("r_") || k.hasPrefix("m_") || k.hasPrefix("u_") || k.hasPrefix("v_"):
                return (nil, errSecUnimplemented)  // references, persistent references, other search options
            default:
                guard let value = Value(raw) else { return (nil, errSecParam) }
                q.attributes[key] = value
            }
        }
        return (q, errSecSuccess)
    }

    private static func accessibility(of item: Item) -> String {
        if case .string(let s) = item.attributes[kSecAttrAccessible] { return s }
        return kSecAttrAccessibleWhenUnlocked
    }

    private static func isAvailable(_ accessibility: String, in s: State) -> Bool {
        switch accessibility {
        case kSecAttrAccessibleAfterFirstUnlock, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: s.unlockedSinceStart
        default: !s.locked
        }
    }

    private static func matches(_ item: Item, _ q: Query) -> Bool {
        item.itemClass == q.itemClass && q.attributes.allSatisfy { item.attributes[$0.key] == $0.value }
            && (q.secret == nil || item.secret == q.secret)
    }

    private static func primaryKey(of item: Item) -> [String: Value] {
        item.attributes.filter { primaryKeys[item.itemClass]?.contains($0.key) ?? false }
    }

    private static func result(for item: Item, _ q: Query) -> Any? {
        switch (q.returnData, q.returnAttributes) {
        case (true, false): return item.secret ?? Data()
        case (_, true):
            var d = item.attributes.mapValues(\.object)
            d[kSecClass] = item.itemClass
            if q.returnData { d[kSecValueData] = item.secret ?? Data() }
            return d
        default: return nil
        }
    }

    // MARK: The four functions

    func add(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        let (parsed, status) = Self.parse(attributes)
        guard var q = parsed else { return status }
        if q.matchAll { return errSecParam }
        let now = Date()
        q.attributes[kSecAttrAccessible] = q.attributes[kSecAttrAccessible] ?? .string(kSecAttrAccessibleWhenUnlocked)
        q.attributes[kSecAttrCreationDate] = .date(now)
        q.attributes[kSecAttrModificationDate] = .date(now)
        let item = Item(itemClass: q.itemClass, attributes: q.attributes, secret: q.secret)
        let outcome: OSStatus = state.withLock { s in
            guard Self.isAvailable(Self.accessibility(of: item), in: s) else { return errSecInteractionNotAllowed }
            let key = Self.primaryKey(of: item)
            if s.items.contains(where: { $0.itemClass == item.itemClass && Self.primaryKey(of: $0) == key }) { return errSecDuplicateItem }
            s.items.append(item)
            return errSecSuccess
        }
        result?.pointee = outcome == errSecSuccess ? Self.result(for: item, q).map { $0 as CFTypeRef } : nil
        return outcome
    }

    func copyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        let (parsed, status) = Self.parse(query)
        guard let q = parsed else { return status }
        let found: Result<[Item], Failure> = state.withLock { s in
            let matching = s.items.filter { Self.matches($0, q) }
            if matching.isEmpty { return .failure(Failure(errSecItemNotFound)) }
            if matching.contains(where: { !Self.isAvailable(Self.accessibility(of: $0), in: s) }) {
                return .failure(Failure(errSecInteractionNotAllowed))
            }
            return .success(q.matchAll ? matching : [matching[0]])
        }
        switch found {
        case .failure(let f):
            result?.pointee = nil
            return f.status
        case .success(let items):
            if q.matchAll {
                let all = items.compactMap { Self.result(for: $0, q) }
                result?.pointee = all.isEmpty ? nil : (all as NSArray)
            } else {
                result?.pointee = Self.result(for: items[0], q).map { $0 as CFTypeRef }
            }
            return errSecSuccess
        }
    }

    func update(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
        let (parsed, status) = Self.parse(query)
        guard let q = parsed else { return status }
        guard let changes = attributesToUpdate as? [String: Any], changes[kSecClass] == nil else { return errSecParam }
        let (parsedChanges, changeStatus) = Self.parse(attributesToUpdate, needsClass: false)
        guard let c = parsedChanges else { return changeStatus }
        if c.returnData || c.returnAttributes { return errSecParam }
        return state.withLock { s in
            let indices = s.items.indices.filter { Self.matches(s.items[$0], q) }
            if indices.isEmpty { return errSecItemNotFound }
            var changed = s.items
            for i in indices {
                guard Self.isAvailable(Self.accessibility(of: changed[i]), in: s) else { return errSecInteractionNotAllowed }
                changed[i].attributes.merge(c.attributes) { _, new in new }
                changed[i].attributes[kSecAttrModificationDate] = .date(Date())
                if let secret = c.secret { changed[i].secret = secret }
                guard Self.isAvailable(Self.accessibility(of: changed[i]), in: s) else { return errSecInteractionNotAllowed }
            }
            // No two items may end up with one primary key.
            for (i, item) in changed.enumerated() {
                let key = Self.primaryKey(of: item)
                if changed[(i + 1)...].contains(where: { $0.itemClass == item.itemClass && Self.primaryKey(of: $0) == key }) {
                    return errSecDuplicateItem
                }
            }
            s.items = changed
            return errSecSuccess
        }
    }

    func delete(_ query: CFDictionary) -> OSStatus {
        let (parsed, status) = Self.parse(query)
        guard let q = parsed else { return status }
        if q.returnData || q.returnAttributes { return errSecParam }
        return state.withLock { s in
            let matching = s.items.filter { Self.matches($0, q) }
            if matching.isEmpty { return errSecItemNotFound }
            if matching.contains(where: { !Self.isAvailable(Self.accessibility(of: $0), in: s) }) { return errSecInteractionNotAllowed }
            s.items.removeAll { Self.matches($0, q) }
            return errSecSuccess
        }
    }

    private struct Failure: Error {
        let status: OSStatus
        init(_ status: OSStatus) { self.status = status }
    }
}
