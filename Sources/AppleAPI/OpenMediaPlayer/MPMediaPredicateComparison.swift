// SPDX-License-Identifier: Apache-2.0

/// How a property predicate compares. Mirrors
/// [`MPMediaPredicateComparison`](https://developer.apple.com/documentation/mediaplayer/mpmediapredicatecomparison).
public enum MPMediaPredicateComparison: Int, Sendable {
    case equalTo = 0
    case contains
}
