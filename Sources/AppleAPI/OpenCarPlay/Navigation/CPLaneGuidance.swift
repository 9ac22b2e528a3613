// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The lanes at a maneuver (iOS 17.4). Mirrors [`CPLaneGuidance`](https://developer.apple.com/documentation/carplay/cplaneguidance).
@preconcurrency @MainActor
open class CPLaneGuidance: NSObject, @preconcurrency NSSecureCoding {
    open var lanes: [CPLane] = []
    open var instructionVariants: [String] = []
    public override init() { super.init() }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the lanes and instruction variants.
    open func encode(with coder: NSCoder) {
        coder.encode(lanes, forKey: "lanes")
        coder.encode(instructionVariants, forKey: "instructionVariants")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        lanes = CPCoding.objects(CPLane.self, "lanes", in: coder) ?? []
        instructionVariants = CPCoding.strings("instructionVariants", in: coder) ?? []
        super.init()
    }
}
