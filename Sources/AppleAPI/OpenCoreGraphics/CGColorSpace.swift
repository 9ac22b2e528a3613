// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// How colour values are read: RGB or gray here (the car draws sRGB). Mirrors
    /// [`CGColorSpace`](https://developer.apple.com/documentation/coregraphics/cgcolorspace).
    public final class CGColorSpace: @unchecked Sendable, Equatable {
        public let model: CGColorSpaceModel
        /// The space's name (`CGColorSpace.sRGB` …), nil for a device space.
        public let name: String?
        public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

        init(model: CGColorSpaceModel, name: String?) {
            self.model = model
            self.name = name
        }

        /// A named space: the RGB ones (sRGB, Display P3, linear and extended sRGB) and the gray ones are known; nil
        /// for any other name. Mirrors [`init(name:)`](https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(name:)).
        /// - Note: Apple's names are `CFString`s; here they are `String`s, which the same code passes.
        public convenience init?(name: String) {
            if [Self.sRGB, Self.displayP3, Self.linearSRGB, Self.extendedSRGB, Self.genericRGBLinear].contains(name) {
                self.init(model: .rgb, name: name)
            } else if [Self.linearGray, Self.genericGrayGamma2_2, Self.extendedGray].contains(name) {
                self.init(model: .monochrome, name: name)
            } else {
                return nil
            }
        }

        public static let sRGB = "kCGColorSpaceSRGB"
        public static let displayP3 = "kCGColorSpaceDisplayP3"
        public static let linearSRGB = "kCGColorSpaceLinearSRGB"
        public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
        public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
        public static let linearGray = "kCGColorSpaceLinearGray"
        public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
        public static let extendedGray = "kCGColorSpaceExtendedGray"

        public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.model == b.model && a.name == b.name }
    }

    /// The device's RGB space (sRGB here). Mirrors [`CGColorSpaceCreateDeviceRGB()`](https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicergb()).
    public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: nil) }

    /// The device's gray space. Mirrors [`CGColorSpaceCreateDeviceGray()`](https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicegray()).
    public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: nil) }
#endif
