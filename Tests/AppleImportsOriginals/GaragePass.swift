// SPDX-License-Identifier: Apache-2.0
// Keychain code as iOS projects often write it: `import Foundation` alone, which on Apple's platforms brings the Security
// framework too. The AppleImports plugin gives such a file the shim (OpenSecurity) on the same line.

import Foundation

/// Keeps the garage's pass code in the keychain.
public enum GaragePass {
    public static func save(_ code: String) -> OSStatus {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "garage-pass"]
        _ = SecItemDelete(query as CFDictionary)
        var item = query
        item[kSecValueData as String] = Data(code.utf8)
        return SecItemAdd(item as CFDictionary, nil)
    }

    public static func load() -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "garage-pass", kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne
        ]
        var result: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess, let data = result as? Data else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
