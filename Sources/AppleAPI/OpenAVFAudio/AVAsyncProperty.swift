// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A property of an asset or metadata item that is loaded asynchronously (`try await asset.load(.duration)`), as iOS
/// 15 loads them. Mirrors [`AVPartialAsyncProperty`](https://developer.apple.com/documentation/avfoundation/avpartialasyncproperty):
/// the properties are its static members.
open class AVPartialAsyncProperty<Root>: @unchecked Sendable {
    // Unchecked: immutable; its one closure reads the root.
    init() {}
}

/// A property of `Root` whose value is a `Value`. Mirrors
/// [`AVAsyncProperty`](https://developer.apple.com/documentation/avfoundation/avasyncproperty).
/// - Note: Nothing is decoded on Linux: a property loads at once what the stand-in knows (see `AVAsset`, `AVMetadataItem`).
open class AVAsyncProperty<Root, Value>: AVPartialAsyncProperty<Root>, @unchecked Sendable {
    let read: (Root) throws -> Value
    init(_ read: @escaping (Root) throws -> Value) {
        self.read = read
        super.init()
    }
}

/// What loads its properties asynchronously. Mirrors
/// [`AVAsynchronousKeyValueLoading`](https://developer.apple.com/documentation/avfoundation/avasynchronouskeyvalueloading).
public protocol AVAsynchronousKeyValueLoading {}

extension AVAsynchronousKeyValueLoading {
    /// The value of `property`, as [`AVAsynchronousKeyValueLoading`](https://developer.apple.com/documentation/avfoundation/avasynchronouskeyvalueloading) loads one.
    public func load<T>(_ property: AVAsyncProperty<Self, T>) async throws -> T { try property.read(self) }

}

extension AVAsset: AVAsynchronousKeyValueLoading {}
extension AVMetadataItem: AVAsynchronousKeyValueLoading {}

extension AVPartialAsyncProperty where Root: AVAsset {
    public static var duration: AVAsyncProperty<Root, CMTime> { AVAsyncProperty { $0.duration } }
    public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty { $0.isPlayable } }
    public static var metadata: AVAsyncProperty<Root, [AVMetadataItem]> { AVAsyncProperty { $0.metadata } }
    public static var commonMetadata: AVAsyncProperty<Root, [AVMetadataItem]> { AVAsyncProperty { $0.commonMetadata } }
    public static var availableChapterLocales: AVAsyncProperty<Root, [Locale]> { AVAsyncProperty { $0.availableChapterLocales } }
}

extension AVPartialAsyncProperty where Root: AVMetadataItem {
    public static var value: AVAsyncProperty<Root, (any NSCopying & NSObjectProtocol)?> { AVAsyncProperty { $0.value } }
    public static var stringValue: AVAsyncProperty<Root, String?> { AVAsyncProperty { $0.stringValue } }
    public static var numberValue: AVAsyncProperty<Root, NSNumber?> { AVAsyncProperty { $0.numberValue } }
    public static var dataValue: AVAsyncProperty<Root, Data?> { AVAsyncProperty { $0.dataValue } }
    public static var dateValue: AVAsyncProperty<Root, Date?> { AVAsyncProperty { $0.dateValue } }
}
