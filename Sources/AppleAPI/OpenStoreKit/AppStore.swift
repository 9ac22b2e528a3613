// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The App Store, as an app asks it for a rating. Mirrors StoreKit's
/// [`AppStore`](https://developer.apple.com/documentation/storekit/appstore): `requestReview(in:)`.
/// - Note: Ours: the review prompt is the phone's, which isn't drawn here; each request is kept
///   (`UIApplication.reviewRequests`), as iOS may show the prompt or not without telling the app.
public enum AppStore {
    /// Asks the phone to prompt the user for a rating over `scene`. Mirrors
    /// [`requestReview(in:)`](https://developer.apple.com/documentation/storekit/appstore/requestreview(in:)-1fshy).
    /// Each request is counted by the app that makes it (its `UIApplication`), not by the process.
    @MainActor public static func requestReview(in scene: UIWindowScene) { UIApplication.shared.reviewRequests += 1 }
}
