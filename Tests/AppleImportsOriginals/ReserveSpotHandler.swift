// SPDX-License-Identifier: Apache-2.0
// A custom intent's handler as an iOS project writes it: the classes come from Parking.intentdefinition, which Xcode
// (and here the AppleImports plugin) turns into Swift.

import Intents

public final class ReserveSpotHandler: NSObject, ReserveSpotIntentHandling {
    public var free = ["Kamppi garage": 3]

    public func handle(intent: ReserveSpotIntent, completion: @escaping (ReserveSpotIntentResponse) -> Void) {
        guard let garage = intent.garage, let left = free[garage], left > 0 else {
            return completion(ReserveSpotIntentResponse(code: .garageFull, userActivity: nil))
        }
        free[garage] = left - 1
        let response = ReserveSpotIntentResponse(code: .success, userActivity: nil)
        response.spotNumber = NSNumber(value: 10 + left)
        completion(response)
    }

    public func resolveHours(for intent: ReserveSpotIntent, with completion: @escaping (INIntegerResolutionResult) -> Void) {
        guard let hours = intent.hours?.intValue else { return completion(.needsValue()) }
        completion(hours <= 24 ? .success(with: hours) : .unsupported())
    }
}
