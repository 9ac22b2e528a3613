// SPDX-License-Identifier: Apache-2.0

// Keychain items as Swift code uses them: a query dictionary of these keys and values, passed `as CFDictionary` to the
// four `SecItem…` functions. The values are the strings Apple's constants hold.
// See [Keychain items](https://developer.apple.com/documentation/security/keychain-items).

/// The key for an item's class. Mirrors [`kSecClass`](https://developer.apple.com/documentation/security/ksecclass).
public let kSecClass: CFString = "class"
/// A password (service and account). Mirrors
/// [`kSecClassGenericPassword`](https://developer.apple.com/documentation/security/ksecclassgenericpassword).
public let kSecClassGenericPassword: CFString = "genp"
/// An internet password (server, account, protocol…). Mirrors
/// [`kSecClassInternetPassword`](https://developer.apple.com/documentation/security/ksecclassinternetpassword).
public let kSecClassInternetPassword: CFString = "inet"
/// A cryptographic key (not kept by this stand-in: `errSecUnimplemented`). Mirrors
/// [`kSecClassKey`](https://developer.apple.com/documentation/security/ksecclasskey).
public let kSecClassKey: CFString = "keys"
/// A certificate (not kept by this stand-in). Mirrors
/// [`kSecClassCertificate`](https://developer.apple.com/documentation/security/ksecclasscertificate).
public let kSecClassCertificate: CFString = "cert"

// Attributes ([Item attribute keys and values](https://developer.apple.com/documentation/security/item-attribute-keys-and-values)).

/// The item's service. Mirrors [`kSecAttrService`](https://developer.apple.com/documentation/security/ksecattrservice).
public let kSecAttrService: CFString = "svce"
/// The item's account. Mirrors [`kSecAttrAccount`](https://developer.apple.com/documentation/security/ksecattraccount).
public let kSecAttrAccount: CFString = "acct"
/// An internet password's server. Mirrors [`kSecAttrServer`](https://developer.apple.com/documentation/security/ksecattrserver).
public let kSecAttrServer: CFString = "srvr"
/// A label for people. Mirrors [`kSecAttrLabel`](https://developer.apple.com/documentation/security/ksecattrlabel).
public let kSecAttrLabel: CFString = "labl"
/// The app's own data kept with the item. Mirrors [`kSecAttrGeneric`](https://developer.apple.com/documentation/security/ksecattrgeneric).
public let kSecAttrGeneric: CFString = "gena"
/// The access group. Mirrors [`kSecAttrAccessGroup`](https://developer.apple.com/documentation/security/ksecattraccessgroup).
public let kSecAttrAccessGroup: CFString = "agrp"
/// When the item was added (returned with attributes). Mirrors
/// [`kSecAttrCreationDate`](https://developer.apple.com/documentation/security/ksecattrcreationdate).
public let kSecAttrCreationDate: CFString = "cdat"
/// When the item last changed (returned with attributes). Mirrors
/// [`kSecAttrModificationDate`](https://developer.apple.com/documentation/security/ksecattrmodificationdate).
public let kSecAttrModificationDate: CFString = "mdat"
/// When the item can be read, one of the `kSecAttrAccessible…` values (`kSecAttrAccessibleWhenUnlocked` when not
/// given). Mirrors [`kSecAttrAccessible`](https://developer.apple.com/documentation/security/ksecattraccessible).
public let kSecAttrAccessible: CFString = "pdmn"
/// Only while the phone is unlocked (the default). Mirrors
/// [`kSecAttrAccessibleWhenUnlocked`](https://developer.apple.com/documentation/security/ksecattraccessiblewhenunlocked).
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Once the phone has been unlocked since it started. Mirrors
/// [`kSecAttrAccessibleAfterFirstUnlock`](https://developer.apple.com/documentation/security/ksecattraccessibleafterfirstunlock).
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// As `kSecAttrAccessibleWhenUnlocked`, never restored to another device. Mirrors
/// [`kSecAttrAccessibleWhenUnlockedThisDeviceOnly`](https://developer.apple.com/documentation/security/ksecattraccessiblewhenunlockedthisdeviceonly).
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// As `kSecAttrAccessibleAfterFirstUnlock`, never restored to another device. Mirrors
/// [`kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`](https://developer.apple.com/documentation/security/ksecattraccessibleafterfirstunlockthisdeviceonly).
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Only while unlocked, and only on a phone with a passcode (the car's phone has one: it locks). Mirrors
/// [`kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`](https://developer.apple.com/documentation/security/ksecattraccessiblewhenpasscodesetthisdeviceonly).
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"

// Values, search and return keys.

/// The item's secret, as `Data`. Mirrors [`kSecValueData`](https://developer.apple.com/documentation/security/ksecvaluedata).
public let kSecValueData: CFString = "v_Data"
/// Return the secret (`Data`). Mirrors [`kSecReturnData`](https://developer.apple.com/documentation/security/ksecreturndata).
public let kSecReturnData: CFString = "r_Data"
/// Return the attributes (a dictionary; with `kSecReturnData` it holds the secret under `kSecValueData`). Mirrors
/// [`kSecReturnAttributes`](https://developer.apple.com/documentation/security/ksecreturnattributes).
public let kSecReturnAttributes: CFString = "r_Attributes"
/// How many items to match: `kSecMatchLimitOne` (the default) or `kSecMatchLimitAll`. Mirrors
/// [`kSecMatchLimit`](https://developer.apple.com/documentation/security/ksecmatchlimit).
public let kSecMatchLimit: CFString = "m_Limit"
/// One item. Mirrors [`kSecMatchLimitOne`](https://developer.apple.com/documentation/security/ksecmatchlimitone).
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every item (the result is an array). Mirrors
/// [`kSecMatchLimitAll`](https://developer.apple.com/documentation/security/ksecmatchlimitall).
public let kSecMatchLimitAll: CFString = "m_LimitAll"

/// Adds an item to the phone's keychain. `result`, when given, receives what the `kSecReturn…` keys ask for (nil when
/// none). Fails with `errSecDuplicateItem` when an item with the same primary key exists, `errSecInteractionNotAllowed`
/// when the item's accessibility isn't available now (a `WhenUnlocked` item on a locked phone). Mirrors
/// [`SecItemAdd(_:_:)`](https://developer.apple.com/documentation/security/secitemadd(_:_:)).
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.withPhoneKeychain { $0.add(attributes, result) }
}

/// Finds items matching `query` and hands back what its `kSecReturn…` keys ask for: `Data`, an attributes dictionary,
/// or with `kSecMatchLimitAll` an array. `errSecInteractionNotAllowed` when a matching item can't be read now.
/// Mirrors [`SecItemCopyMatching(_:_:)`](https://developer.apple.com/documentation/security/secitemcopymatching(_:_:)).
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.withPhoneKeychain { $0.copyMatching(query, result) }
}

/// Changes every item matching `query`: new attributes or a new secret (`kSecValueData`). Mirrors
/// [`SecItemUpdate(_:_:)`](https://developer.apple.com/documentation/security/secitemupdate(_:_:)).
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.withPhoneKeychain { $0.update(query, attributesToUpdate) }
}

/// Deletes every item matching `query`. Mirrors
/// [`SecItemDelete(_:)`](https://developer.apple.com/documentation/security/secitemdelete(_:)).
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    Keychain.withPhoneKeychain { $0.delete(query) }
}
