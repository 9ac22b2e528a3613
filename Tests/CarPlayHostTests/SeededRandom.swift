// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A small deterministic generator for the fuzz tests (SplitMix64): the same seed makes the same inputs on every
/// machine. `FUZZ_SEED` and `FUZZ_ITERATIONS` in the environment change the seed and scale the runs (see SECURITY.md).
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    static var seed: UInt64 { ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_125 }

    /// `base` iterations, or `FUZZ_ITERATIONS` when set (a developer's longer run).
    static func iterations(_ base: Int) -> Int { ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap { Int($0) } ?? base }
}
