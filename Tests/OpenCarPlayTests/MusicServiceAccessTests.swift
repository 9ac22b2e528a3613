// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import OpenStoreKit
import PhoneApps
import Testing

/// A music app asks for the user's music library the StoreKit way (status, request, capabilities, token, storefront);
/// each app's answer is its own and a new launch asks again.
struct MusicServiceAccessTests {
    private func ask(_ launch: AppLaunch) async -> SKCloudServiceAuthorizationStatus {
        await withCheckedContinuation { c in
            AppLaunch.runningInTask.withValue(launch) { SKCloudServiceController.requestAuthorization { c.resume(returning: $0) } }
        }
    }

    @Test func theUserIsAskedOnceAndTheAnswerStaysWithTheApp() async {
        let tunes = AppLaunch(name: "Tunes")
        let talk = AppLaunch(name: "Talk")
        #expect(AppLaunch.runningInTask.withValue(tunes) { SKCloudServiceController.authorizationStatus() } == .notDetermined)
        #expect(await ask(tunes) == .authorized, "the phone's user allows it unless told otherwise")
        #expect(AppLaunch.runningInTask.withValue(tunes) { SKCloudServiceController.authorizationStatus() } == .authorized)
        #expect(AppLaunch.runningInTask.withValue(talk) { SKCloudServiceController.authorizationStatus() } == .notDetermined)
        SKCloudServiceController.setPhoneAnswer(.denied, capabilities: [], for: talk)
        #expect(await ask(talk) == .denied)
        SKCloudServiceController.setPhoneAnswer(.authorized, capabilities: [.musicCatalogPlayback], for: talk)
        #expect(await ask(talk) == .denied, "asked once: the first answer stands")
        #expect(AppLaunch.runningInTask.withValue(AppLaunch(name: "Tunes")) { SKCloudServiceController.authorizationStatus() } == .notDetermined)
    }

    @Test func capabilitiesAndTokensFollowTheAnswer() async {
        let tunes = AppLaunch(name: "Tunes")
        let controller = SKCloudServiceController()
        func capabilities() async -> (SKCloudServiceCapability, SKError?) {
            await withCheckedContinuation { c in
                AppLaunch.runningInTask.withValue(tunes) { controller.requestCapabilities { c.resume(returning: ($0, $1 as? SKError)) } }
            }
        }
        func token() async -> (String?, SKError?) {
            await withCheckedContinuation { c in
                AppLaunch.runningInTask.withValue(tunes) {
                    controller.requestUserToken(forDeveloperToken: "developer") { c.resume(returning: ($0, $1 as? SKError)) }
                }
            }
        }
        let before = await capabilities()
        #expect(before.0.isEmpty && before.1?.code == .cloudServicePermissionDenied)
        #expect(await token().1?.code == .cloudServicePermissionDenied)
        SKCloudServiceController.setPhoneAnswer(.authorized, capabilities: [.musicCatalogPlayback, .musicCatalogSubscriptionEligible], for: tunes)
        #expect(await ask(tunes) == .authorized)
        let after = await capabilities()
        #expect(after.0 == [.musicCatalogPlayback, .musicCatalogSubscriptionEligible] && after.1 == nil)
        let t = await token()
        #expect(t.0 == nil && t.1?.code == .cloudServiceNetworkConnectionFailed, "this phone has no music service account to reach")
        let storefront: String? = await withCheckedContinuation { c in controller.requestStorefrontCountryCode { code, _ in c.resume(returning: code) } }
        #expect(storefront == storefront?.lowercased() && storefront?.count == 2)
        #expect(SKCloudServiceCapability.addToCloudMusicLibrary.rawValue == 256 && SKCloudServiceAuthorizationStatus.authorized.rawValue == 3)
    }
}
