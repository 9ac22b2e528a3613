// SPDX-License-Identifier: Apache-2.0

// `import Intents` on Linux: Intents, from OpenCarPlay's stand-ins. One of the drop-in modules with Apple's
// names (product `AppleNames`), so CarPlay files build with their Apple imports unchanged. Ours; never add this
// product on Apple platforms, where the real frameworks have these names (depend on it with
// `condition: .when(platforms: [.linux])`).

@_exported import Foundation
@_exported import OpenIntents
