import CarPlayHost
import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import Foundation
import ImageCodec
import Testing

/// A map drawn as a picture: the way Apple's navigation sample shows its map, a bitmap in an image view that a
/// scroll view pans and zooms.
final class PictureMapViewController: UIViewController {
    let scroller = UIScrollView(frame: .zero)
    let picture: UIImageView

    /// 400×200 points at 1×: the left half red, the right half blue.
    static func twoHalves() -> UIImage {
        let context = CGContext(
            data: nil, width: 400, height: 200, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 200, height: 200))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 200, y: 0, width: 200, height: 200))
        return UIImage(cgImage: context.makeImage()!)
    }

    init() {
        picture = UIImageView(image: Self.twoHalves())
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scroller.frame = CGRect(x: 0, y: 44, width: 200, height: 100)
        scroller.contentSize = picture.frame.size
        scroller.addSubview(picture)
        view.addSubview(scroller)
    }
}

final class PictureMapDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var map: PictureMapViewController?
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        let map = PictureMapViewController()
        self.map = map
        window.rootViewController = map
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }
}

@Suite @MainActor
struct BaseViewImageTests {
    func start() async throws -> (CarPlayTestSession, PictureMapViewController) {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { PictureMapDelegate() }
        let map = try #require((car.session.sceneDelegate as? PictureMapDelegate)?.map)
        return (car, map)
    }

    /// The colours of the pixels of every bitmap the screen draws from the base view.
    func drawnBitmaps(_ screen: ScreenSnapshot) throws -> [(frame: Rect, pixels: Bitmap)] {
        try CarRenderer.layout(screen).items.compactMap { item -> (Rect, Bitmap)? in
            guard case .bitmap(_, let frame, _, let png) = item, let data = Data(base64Encoded: png) else { return nil }
            return (frame, try #require(Bitmap(decoding: data)))
        }
    }

    func colours(_ b: Bitmap) -> Set<[UInt8]> {
        Set(stride(from: 0, to: b.pixels.count, by: 4).map { Array(b.pixels[$0..<($0 + 3)]) })
    }

    @Test func anImageViewInAScrollViewShowsOnlyWhatTheScrollViewShows() async throws {
        let (car, map) = try await start()
        map.scroller.contentOffset = CGPoint(x: 200, y: 50)
        let screen = car.screen
        let images = (screen.baseView ?? []).filter(\.isImage)
        try #require(images.count == 1)
        #expect(images[0].frame == [-200, -6, 400, 200], "placed where the content offset moves it")
        #expect(images[0].clip == [0, 44, 200, 100], "the scroll view's bounds")
        let ref = try #require(images[0].image)
        #expect(screen.baseViewBitmaps?[ref] != nil, "the car has its pixels")
        let drawn = try drawnBitmaps(screen)
        try #require(drawn.count == 1)
        let appX = Double(screen.windowFrame?[0] ?? 0)
        #expect(drawn[0].frame == Rect(x: appX, y: 44, width: 200, height: 100))
        #expect(drawn[0].pixels.width == Int(200 * screen.screen.scale) && drawn[0].pixels.height == Int(100 * screen.screen.scale))
        #expect(colours(drawn[0].pixels) == [[0, 0, 255]], "only the blue half shows")
        // Scrolled back, only red shows.
        map.scroller.contentOffset = .zero
        #expect(try colours(drawnBitmaps(car.screen)[0].pixels) == [[255, 0, 0]])
    }

    @Test func zoomingOutShowsTheWholeImageScaled() async throws {
        let (car, map) = try await start()
        final class Zoom: NSObject, UIScrollViewDelegate {
            let view: UIView
            init(_ view: UIView) { self.view = view }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let zoom = Zoom(map.picture)
        map.scroller.delegate = zoom
        map.scroller.minimumZoomScale = 0.5
        map.scroller.zoomScale = 0.5
        map.scroller.contentOffset = .zero
        let drawn = try drawnBitmaps(car.screen)
        try #require(drawn.count == 1)
        #expect(drawn[0].frame.width == 200 && drawn[0].frame.height == 100)
        let left = drawn[0].pixels.cropped(x: 0, y: 0, width: drawn[0].pixels.width / 2 - 2, height: drawn[0].pixels.height)
        let right = drawn[0].pixels.cropped(
            x: drawn[0].pixels.width / 2 + 2, y: 0, width: drawn[0].pixels.width / 2 - 2, height: drawn[0].pixels.height)
        #expect(colours(left) == [[255, 0, 0]] && colours(right) == [[0, 0, 255]], "both halves, side by side")
    }

    @Test func anImageScrolledOutOfSightIsNotDrawn() async throws {
        let (car, map) = try await start()
        map.picture.frame.origin = CGPoint(x: 1000, y: 0)
        #expect((car.screen.baseView ?? []).filter(\.isImage).isEmpty)
        #expect(try drawnBitmaps(car.screen).isEmpty)
    }

    @Test func contentModesPlaceTheImageInTheView() {
        let size = CGSize(width: 400, height: 200)
        let box = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(UIView.ContentMode.scaleToFill.placement(of: size, in: box) == box)
        #expect(UIView.ContentMode.scaleAspectFit.placement(of: size, in: box) == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(UIView.ContentMode.scaleAspectFill.placement(of: size, in: box) == CGRect(x: -50, y: 0, width: 200, height: 100))
        #expect(UIView.ContentMode.topLeft.placement(of: size, in: box) == CGRect(x: 0, y: 0, width: 400, height: 200))
        #expect(UIView.ContentMode.center.placement(of: size, in: box) == CGRect(x: -150, y: -50, width: 400, height: 200))
    }

    @Test func aSymbolInAnImageViewIsDrawnInItsTint() async throws {
        let (car, map) = try await start()
        let pin = UIImageView(image: UIImage(systemName: "mappin"))
        pin.frame = CGRect(x: 20, y: 20, width: 24, height: 24)
        pin.tintColor = .systemRed
        map.scroller.addSubview(pin)
        let command = try #require((car.screen.baseView ?? []).first { $0.image == "symbol:mappin" })
        #expect(command.frame == [20, 64, 24, 24])
        #expect(command.tint != nil)
        let list = CarRenderer.layout(car.screen)
        #expect(list.items.contains { if case .symbol("mappin", _, _, _) = $0 { true } else { false } })
    }
}
