// SPDX-License-Identifier: Apache-2.0

// `import MapKit` on Linux: MapKit (with CoreLocation's types, as MapKit brings them), from OpenCarPlay's stand-ins. One of the drop-in modules with Apple's
// names (product `AppleNames`), so CarPlay files build with their Apple imports unchanged. Ours; never add this
// product on Apple platforms, where the real frameworks have these names (depend on it with
// `condition: .when(platforms: [.linux])`).

@_exported import Foundation
@_exported import OpenMapKit
