// SPDX-License-Identifier: Apache-2.0

/// The result code of a Security function: `errSecSuccess` (0) or a negative error. Mirrors
/// [`OSStatus`](https://developer.apple.com/documentation/kernel/osstatus).
public typealias OSStatus = Int32
