// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
import PhoneApps
import Synchronization

/// The phone's music library and music service, as an app asks about them. Mirrors
/// [`SKCloudServiceController`](https://developer.apple.com/documentation/storekit/skcloudservicecontroller).
///
/// Authorization is per app, as the phone's privacy setting is: ``authorizationStatus()`` is `.notDetermined` until the
/// app asks with ``requestAuthorization(_:)``, and the phone then answers as its user would (by default they allow it;
/// a test says otherwise with `setPhoneAnswer(_:capabilities:for:)`). Handlers are called later on the main queue.
///
/// - Note: Ours, not confirmed against a device: this phone has no Apple Music account, so
///   ``requestUserToken(forDeveloperToken:completionHandler:)`` fails with
///   ``SKError/Code/cloudServiceNetworkConnectionFailed`` once access is allowed (``SKError/Code/cloudServicePermissionDenied``
///   before); the storefront is the phone's region, lowercased ("us"; the United States when the region is no country);
///   which queue iOS calls the handlers on is not in our research: Apple's CarPlay Music sample builds templates in them,
///   so the main queue here.
open class SKCloudServiceController: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// What the phone keeps for one app. - Note: Ours.
    final class Grant: Sendable {
        struct State {
            var status: SKCloudServiceAuthorizationStatus = .notDetermined
            /// How the user answers when asked, and what their music service offers.
            var answer: SKCloudServiceAuthorizationStatus = .authorized
            var capabilities: SKCloudServiceCapability = [.musicCatalogPlayback, .addToCloudMusicLibrary]
        }
        let state = Mutex(State())
    }

    private static let processWide = Grant()
    static func grant(_ launch: AppLaunch?) -> Grant { launch?.instance(Grant.self) { Grant() } ?? processWide }

    /// How the phone's user answers `launch`'s request for access and what their music service offers (a test's
    /// set-up; nil: the app in whose code this runs). - Note: Ours.
    package static func setPhoneAnswer(_ answer: SKCloudServiceAuthorizationStatus, capabilities: SKCloudServiceCapability, for launch: AppLaunch? = nil) {
        grant(launch ?? AppLaunch.current).state.withLock {
            $0.answer = answer
            $0.capabilities = capabilities
        }
    }

    /// Mirrors [`authorizationStatus()`](https://developer.apple.com/documentation/storekit/skcloudservicecontroller/authorizationstatus()).
    open class func authorizationStatus() -> SKCloudServiceAuthorizationStatus {
        grant(AppLaunch.current).state.withLock { $0.status }
    }

    /// Asks the user (once: later requests get the first answer). Mirrors
    /// [`requestAuthorization(_:)`](https://developer.apple.com/documentation/storekit/skcloudservicecontroller/requestauthorization(_:)).
    open class func requestAuthorization(_ handler: @escaping @Sendable (SKCloudServiceAuthorizationStatus) -> Void) {
        let status = grant(AppLaunch.current).state.withLock { s in
            if s.status == .notDetermined { s.status = s.answer }
            return s.status
        }
        DispatchQueue.main.async { handler(status) }
    }

    /// Mirrors [`requestCapabilities(completionHandler:)`](https://developer.apple.com/documentation/storekit/skcloudservicecontroller/requestcapabilities(completionhandler:)):
    /// none until the user allowed access.
    open func requestCapabilities(completionHandler: @escaping @Sendable (SKCloudServiceCapability, (any Error)?) -> Void) {
        let (allowed, capabilities) = Self.grant(AppLaunch.current).state.withLock { s in
            (s.status == .authorized, s.status == .authorized ? s.capabilities : [])
        }
        DispatchQueue.main.async { completionHandler(capabilities, allowed ? nil : SKError(.cloudServicePermissionDenied)) }
    }

    /// Mirrors [`requestStorefrontCountryCode(completionHandler:)`](https://developer.apple.com/documentation/storekit/skcloudservicecontroller/requeststorefrontcountrycode(completionhandler:)).
    open func requestStorefrontCountryCode(completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) {
        // A storefront is a country: the phone's region when it is one ("001", the world, is not), else the United States.
        let region = Locale.current.region?.identifier ?? ""
        let code = region.count == 2 && region.allSatisfy(\.isLetter) ? region.lowercased() : "us"
        DispatchQueue.main.async { completionHandler(code, nil) }
    }

    /// Mirrors [`requestStorefrontIdentifier(completionHandler:)`](https://developer.apple.com/documentation/storekit/skcloudservicecontroller/requeststorefrontidentifier(completionhandler:)).
    /// - Note: Ours: "143441", the United States storefront's number as commonly cited (not confirmed in our research),
    ///   whatever the phone's region; other storefronts' numbers are not in our research.
    open func requestStorefrontIdentifier(completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) {
        DispatchQueue.main.async { completionHandler("143441", nil) }
    }

    /// Mirrors [`requestUserToken(forDeveloperToken:completionHandler:)`](https://developer.apple.com/documentation/storekit/skcloudservicecontroller/requestusertoken(fordevelopertoken:completionhandler:)).
    open func requestUserToken(forDeveloperToken developerToken: String, completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) {
        let allowed = Self.authorizationStatus() == .authorized
        let error = SKError(allowed ? .cloudServiceNetworkConnectionFailed : .cloudServicePermissionDenied)
        DispatchQueue.main.async { completionHandler(nil, error) }
    }
}
