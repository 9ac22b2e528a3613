// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation
import Testing

@testable import CarPlayServer

/// The live car's phone language: the page's selector sends a `language` command; the state tells the page.
@Suite @MainActor
struct LiveCarLanguageTests {
    @Test func thePageSetsThePhonesLanguage() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let car = HeadUnit(vehicle: .standard, exceptionPolicy: .crash)
        let live = LiveCar(car: car, wait: { _ in })
        let (id, _) = live.connect()
        // No apps: the home screen says so in the car's words.
        #expect(live.screenLines().joined().contains("No CarPlay apps installed"))
        await live.receive(#"{"type":"command","line":"language ar"}"#, from: id)
        #expect(car.phoneLanguage == "ar")
        #expect(live.carState().language == "ar")
        #expect(live.screenLines().joined().contains(CarStrings.text("No CarPlay apps installed", "ar")))
        await live.receive(#"{"type":"command","line":"language x;y"}"#, from: id)
        #expect(car.phoneLanguage == "ar", "a malformed tag changes nothing")
    }
}
