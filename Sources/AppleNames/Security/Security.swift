// SPDX-License-Identifier: Apache-2.0

// `import Security` on Linux: Security (the keychain calls CarPlay code makes), from OpenCarPlay's stand-ins. One of the drop-in modules with Apple's
// names (product `AppleNames`), so CarPlay files build with their Apple imports unchanged. Ours; never add this
// product on Apple platforms, where the real frameworks have these names (depend on it with
// `condition: .when(platforms: [.linux])`).

@_exported import Foundation
@_exported import OpenSecurity
