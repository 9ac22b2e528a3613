// SPDX-License-Identifier: Apache-2.0

// The toolchain's own swift-syntax, where Package.swift found it (`toolchainSwiftSyntax`): this module carries the
// libraries' link settings for the targets that import swift-syntax, and is built before them to say clearly when the
// build folder holds swift-syntax built from its package, whose modules the compiler would find first (its only answer
// would be "missing required module '_SwiftSyntaxCShims'"). An older OpenCarPlay built in the folder leaves them, as does
// a package of yours that builds swift-syntax from source.

#if TOOLCHAIN_SWIFT_SYNTAX && canImport(SwiftSyntax509)
    #error(
        "This build folder holds swift-syntax built from its package, which the compiler finds before the toolchain's. Delete the folder's Modules/Swift* and Modules-tool/Swift* (in .build/<triple>/debug), or build with OPENCARPLAY_SWIFT_SYNTAX=package."
    )
#endif
