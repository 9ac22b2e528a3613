import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

@MainActor
func make(_ kind: TemplateKind) -> CPTemplate {
    switch kind {
    case .actionSheet: CPActionSheetTemplate(title: "t", message: nil, actions: [])
    case .alert: CPAlertTemplate(titleVariants: ["t"], actions: [])
    case .contact: CPContactTemplate(contact: CPContact(name: "Ann", image: UIImage(systemName: "person")!))
    case .grid: CPGridTemplate(title: "g", gridButtons: [])
    case .information: CPInformationTemplate(title: "i", layout: .leading, items: [], actions: [])
    case .list: CPListTemplate(title: "l", sections: [])
    case .map: CPMapTemplate()
    case .nowPlaying: CPNowPlayingTemplate.shared
    case .pointOfInterest: CPPointOfInterestTemplate(title: "p", pointsOfInterest: [], selectedIndex: NSNotFound)
    case .search: CPSearchTemplate()
    case .tabBar: CPTabBarTemplate(templates: [CPListTemplate(title: "tab", sections: [])])
    case .voiceControl: CPVoiceControlTemplate(voiceControlStates: [])
    }
}

/// The guide's matrix (June 2025): rows are templates, columns audio, communication, navigation, and the
/// driving task / EV charging / fueling / parking / quick food ordering column.
let guideMatrix: [TemplateKind: [AppCategory]] = [
    .actionSheet: [.audio, .communication, .navigation, .drivingTask, .evCharging, .fueling, .parking, .quickFoodOrdering],
    .alert: [.audio, .communication, .navigation, .drivingTask, .evCharging, .fueling, .parking, .quickFoodOrdering],
    .grid: [.audio, .communication, .navigation, .drivingTask, .evCharging, .fueling, .parking, .quickFoodOrdering],
    .list: [.audio, .communication, .navigation, .drivingTask, .evCharging, .fueling, .parking, .quickFoodOrdering],
    .tabBar: [.audio, .communication, .navigation, .drivingTask, .evCharging, .fueling, .parking, .quickFoodOrdering],
    .information: [.communication, .navigation, .drivingTask, .evCharging, .fueling, .parking, .quickFoodOrdering],
    .pointOfInterest: [.drivingTask, .evCharging, .fueling, .parking, .quickFoodOrdering],
    .nowPlaying: [.audio, .communication],
    .contact: [.communication, .navigation],
    .map: [.navigation], .search: [.navigation], .voiceControl: [.navigation]
]

let guideCategories: [AppCategory] = [.audio, .communication, .navigation, .drivingTask, .evCharging, .fueling, .parking, .quickFoodOrdering]

@Suite @MainActor
struct CategoryMatrixTests {
    @Test func rulesMatchTheGuide() {
        for kind in TemplateKind.allCases {
            for category in guideCategories {
                let expected = guideMatrix[kind]!.contains(category)
                #expect(TemplateRules.allowed(kind, for: category) == expected, "\(kind) for \(category)")
            }
        }
        #expect(TemplateRules.allowed(.actionSheet, for: .audio, iOSMajorVersion: 16) == false)
        #expect(TemplateRules.allowed(.nowPlaying, for: .communication, iOSMajorVersion: 16) == false)
    }

    /// Pushes every stackable template for every category; the car accepts exactly the matrix.
    @Test(arguments: guideCategories)
    func pushMatchesTheMatrix(category: AppCategory) async throws {
        let phone = await oneTurnForEveryLaunch()
        defer { phone.release() }
        for kind in TemplateKind.allCases where kind != .alert && kind != .actionSheet {
            let (car, probe) = try await connect([category]) { category == .navigation ? CPMapTemplate() : CPListTemplate(title: "Root", sections: []) }
            let t = make(kind)
            var raised: (name: String, reason: String)?
            car.reportsExceptions = false
            probe.interfaceController!.pushTemplate(t, animated: false) { _, _ in }
            raised = car.exceptions.last
            let allowed = guideMatrix[kind]!.contains(category)
            if allowed && kind != .tabBar && !(kind == .map && category == .navigation) {
                #expect(raised == nil, "\(kind) pushed by \(category): \(raised?.reason ?? "")")
            }
            if !allowed {
                #expect(raised?.name == "NSInvalidArgumentException", "\(kind) pushed by \(category) must raise")
                #expect(raised?.reason.contains("Unsupported object <\(kind.className): 0x") == true)
                #expect(raised?.reason.contains("passed to pushTemplate:animated:completion:. Allowed classes: {(") == true)
            }
        }
    }

    @Test func noEntitlementMeansNoCarPlay() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let app = try AppDeclaration.inMemory(name: "Plain", categories: [], sceneDelegate: SceneDelegateFactory(ProbeDelegate.self) { ProbeDelegate() })
        let car = HeadUnit(vehicle: .standard, exceptionPolicy: .record)
        #expect(car.connect(app) == nil)
        #expect(car.hiddenApps.first?.reason == "no CarPlay entitlement (com.apple.developer.carplay-*)")
    }

    @Test func audioTabsAcceptListAndGridOnly() async throws {
        let (car, probe) = try await connect([.audio]) { CPListTemplate(title: "r", sections: []) }
        let ok = CPTabBarTemplate(templates: [CPListTemplate(title: "a", sections: []), CPGridTemplate(title: "b", gridButtons: [])])
        var result = false
        probe.interfaceController!.setRootTemplate(ok, animated: false) { r, _ in result = r }
        #expect(result)
        let bad = CPTabBarTemplate(templates: [CPInformationTemplate(title: "i", layout: .leading, items: [], actions: [])])
        let e = await car.expectException { probe.interfaceController!.setRootTemplate(bad, animated: false) { _, _ in } }
        #expect(e?.reason.contains("as a tab of CPTabBarTemplate") == true)
    }

    @Test func parkingTabsMayBePointOfInterest() async throws {
        let (car, probe) = try await connect([.parking]) { CPListTemplate(title: "r", sections: []) }
        defer { withExtendedLifetime(car) {} }
        let tabs = CPTabBarTemplate(templates: [
            CPPointOfInterestTemplate(title: "Nearby", pointsOfInterest: [], selectedIndex: NSNotFound),
            CPInformationTemplate(title: "Session", layout: .leading, items: [], actions: [])
        ])
        var result = false
        probe.interfaceController!.setRootTemplate(tabs, animated: false) { r, _ in result = r }
        #expect(result)
    }

    @Test(arguments: [(AppCategory.audio, 4), (.communication, 5), (.parking, 5)])
    func tabCount(category: AppCategory, maximum: Int) async throws {
        let (car, _) = try await connect([category]) { CPListTemplate(title: "r", sections: []) }
        #expect(CPTabBarTemplate.maximumTabCount == maximum)
        let fits = CPTabBarTemplate(templates: (0..<maximum).map { CPListTemplate(title: "\($0)", sections: []) })
        #expect(fits.templates.count == maximum)
        let e = await car.expectException { _ = CPTabBarTemplate(templates: (0...maximum).map { CPListTemplate(title: "\($0)", sections: []) }) }
        #expect(e?.name == "NSInvalidArgumentException")
        #expect(e?.reason.contains("maximum number of tabs (\(maximum))") == true)
    }

    @Test func evChargingAndFuelingCombinedGetTheLargerDepth() {
        let rules = TemplateRules(categories: [.evCharging, .fueling])
        #expect(rules.maximumTemplateDepth == 5)
        #expect(TemplateRules(categories: [.fueling]).maximumTemplateDepth == 3)
    }
}
