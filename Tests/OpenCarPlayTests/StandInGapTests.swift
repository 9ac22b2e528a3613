// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A navigation app that puts its own view controller on the car's window, as iOS navigation apps do.
final class TraitsMapApp: UIResponder, CPTemplateApplicationSceneDelegate {
    let map = UIViewController()

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        window.rootViewController = map
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }
}

/// An app delegate written as for iOS that implements only the launch.
final class LaunchOnlyAppDelegate: UIResponder, UIApplicationDelegate {
    var launchedWith: [UIApplication.LaunchOptionsKey: Any]?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchedWith = launchOptions
        return false
    }
}

/// A heading listener of the kind a navigation app keeps to turn its map.
final class CompassModel: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    var headings: [CLHeading] = []

    override init() {
        super.init()
        manager.delegate = self
    }

    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) { headings.append(newHeading) }
}

@Suite struct StandInValueGapTests {
    @Test func geometryRoundTripsThroughNSValue() {
        let rect = CGRect(x: 12, y: -3.5, width: 300, height: 44)
        let boxed = NSValue(cgRect: rect)
        #expect(boxed.cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 7, y: 9)).cgPointValue == CGPoint(x: 7, y: 9))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        // Boxed geometry survives an array of `Any`, as in a notification's user info.
        let userInfo: [String: Any] = ["frame": boxed]
        #expect((userInfo["frame"] as? NSValue)?.cgRectValue.width == 300)
        // A value holding a point doesn't read as a rectangle.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 1)).cgRectValue == .zero)
    }

    @Test func displayP3ColoursAreConvertedToSRGB() {
        func rgba(_ c: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            var r: CGFloat = 0
            var g: CGFloat = 0
            var b: CGFloat = 0
            var a: CGFloat = 0
            _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return (r, g, b, a)
        }
        // Greys are the same in both spaces.
        let grey = rgba(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.8))
        #expect(abs(grey.0 - 0.5) < 0.001 && abs(grey.1 - 0.5) < 0.001 && abs(grey.2 - 0.5) < 0.001 && grey.3 == 0.8)
        // A P3 orange is more saturated than the sRGB orange with the same numbers: redder, less green.
        let orange = rgba(UIColor(displayP3Red: 0.9, green: 0.5, blue: 0.2, alpha: 1))
        #expect(orange.0 > 0.9 || orange.0 == 1)
        #expect(orange.1 < 0.5)
        #expect(orange.2 < 0.2)
        // Pure P3 red lies outside sRGB: clipped to sRGB's red.
        #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    /// The literals are the point here, so the lint rule that asks for initializers instead is silenced.
    @Test func colourAndImageLiteralsMakeUIKitValues() {
        // swift-format-ignore: NoPlaygroundLiterals
        let red: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        // swift-format-ignore: NoPlaygroundLiterals
        let untyped = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 0.25)
        #expect(untyped == UIColor(red: 0, green: 0.5, blue: 1, alpha: 0.25))
        // Not in the app's catalog: an image with no pixels that keeps its name.
        // swift-format-ignore: NoPlaygroundLiterals
        let image: UIImage = #imageLiteral(resourceName: "NoSuchArtwork")
        #expect(image.size == .zero)
        #expect(image.debugName == "asset:NoSuchArtwork")
    }

    @Test func anImageLiteralReadsTheRegisteredImage() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        }
        let asset = UIImageAsset()
        asset.register(drawn, with: UITraitCollection())
        UIImageAsset.registerNamed("StandInGapLiteral", asset)
        // swift-format-ignore: NoPlaygroundLiterals
        let literal: UIImage = #imageLiteral(resourceName: "StandInGapLiteral")
        #expect(literal.size == CGSize(width: 8, height: 4))
        #expect(literal.debugName == drawn.debugName)
    }
}

@MainActor @Suite struct StandInAppGapTests {
    @Test func aViewControllerOnTheCarWindowHasTheCarsTraits() async throws {
        let (car, app) = try await connectedApp([.navigation]) { TraitsMapApp() }
        let map = app.map
        #expect(map.traitCollection.userInterfaceIdiom == .carPlay)
        await car.setStyle(.dark)
        await car.settle()
        #expect(map.traitCollection.userInterfaceStyle == .dark)
        await car.setStyle(.light)
        await car.settle()
        #expect(map.traitCollection.userInterfaceStyle == .light)
        // A child follows its parent; a controller in no window has the phone screen's traits.
        let child = UIViewController()
        map.addChild(child)
        #expect(child.traitCollection.userInterfaceIdiom == .carPlay)
        #expect(UIViewController().traitCollection.userInterfaceIdiom == .phone)
    }

    @Test func anAppDelegateGetsDefaultsForWhatItLeavesOut() {
        let delegate = LaunchOnlyAppDelegate()
        let app = UIApplication.shared
        let options: [UIApplication.LaunchOptionsKey: Any] = [.url: URL(string: "maps://x")!, .sourceApplication: "com.example"]
        let generic: any UIApplicationDelegate = delegate
        // The method it wrote is the one called, through the protocol too.
        #expect(generic.application(app, didFinishLaunchingWithOptions: options) == false)
        #expect((delegate.launchedWith?[.url] as? URL)?.absoluteString == "maps://x")
        // The ones it left out have iOS's defaults.
        #expect(generic.application(app, willFinishLaunchingWithOptions: nil))
        generic.applicationDidBecomeActive(app)
        #expect(UIApplication.LaunchOptionsKey.location.rawValue == "UIApplicationLaunchOptionsLocationKey")
        #expect(UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey") == .url)
    }

    @Test func theHeadingFollowsTheCarsCourse() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        car.car.setLocationAuthorization(.authorizedWhenInUse)
        #expect(CLLocationManager.headingAvailable())
        let compass = CompassModel()
        compass.manager.headingFilter = 10
        let start = HeadUnit.parkedPosition
        await car.moveCar(to: start, course: 90, speed: 10)
        await car.settle()
        compass.manager.startUpdatingHeading()
        await car.settle()
        #expect(compass.headings.map(\.trueHeading) == [90])
        #expect(compass.headings.first?.magneticHeading == 90)
        #expect((compass.headings.first?.headingAccuracy ?? -1) >= 0)
        // A 5° turn is under the filter; 95 → 100 is 10° from the last reported, so it is.
        await car.moveCar(to: start, course: 95, speed: 10)
        await car.settle()
        await car.moveCar(to: start, course: 100, speed: 10)
        await car.settle()
        // Across north: 355° is 105° from 100°, the short way round.
        await car.moveCar(to: start, course: 355, speed: 10)
        await car.settle()
        #expect(compass.headings.map(\.trueHeading) == [90, 100, 355])
        #expect(compass.manager.heading?.trueHeading == 355)
        compass.manager.stopUpdatingHeading()
        await car.moveCar(to: start, course: 180, speed: 10)
        await car.settle()
        #expect(compass.headings.count == 3)
    }

    @Test func openInMapsIsRecordedByThePhone() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        let item = MKMapItem(placemark: MKPlacemark(coordinate: HeadUnit.parkedPosition))
        item.name = "Depot"
        #expect(item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving]))
        let opened = try #require(PhoneLocationServices.current?.openedInMaps.last)
        #expect(opened.items.first?.name == "Depot")
        #expect(opened.directionsMode == MKLaunchOptionsDirectionsModeDriving)
        #expect(!MKMapItem.openMaps(with: [], launchOptions: nil))
        let handler: MKLocalSearch.CompletionHandler = { response, error in _ = (response, error) }
        handler(nil, nil)
        withExtendedLifetime(car) {}  // the phone stays connected until here
    }
}
