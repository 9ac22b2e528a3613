import CarPlayShim
import Foundation
import Testing

/// A canned search answer, as apps write for previews and tests (MapKit's response is open for this).
final class CannedSearchResponse: MKLocalSearch.Response, @unchecked Sendable {
    let items: [MKMapItem]
    init(items: [MKMapItem]) {
        self.items = items
        super.init()
    }
    override init() {
        items = []
        super.init()
    }
    override var mapItems: [MKMapItem] { items }
    override var boundingRegion: MKCoordinateRegion {
        MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94), latitudinalMeters: 1000, longitudinalMeters: 1000)
    }
}

@MainActor @Suite struct TextAndScrollingTests {
    @Test func aManeuverInstructionCarriesARoadShieldImage() throws {
        let shield = NSTextAttachment(image: try #require(UIImage(systemName: "road.lanes")))
        shield.bounds = CGRect(x: 0, y: -4, width: 24, height: 16)
        let text = NSMutableAttributedString(string: "Take ")
        text.append(NSAttributedString(attachment: shield))
        text.append(NSAttributedString(string: " towards Espoo", attributes: [.foregroundColor: UIColor.systemBlue, .font: UIFont.systemFont(ofSize: 17)]))
        #expect(text.string == "Take \u{FFFC} towards Espoo")
        let found = text.textAttachments
        #expect(found.count == 1 && found.first?.location == 5)
        #expect(found.first?.attachment.image === shield.image)
        #expect(found.first?.attachment.bounds.height == 16)
        #expect(text.textWithoutAttachments == "Take towards Espoo")
        #expect(text.attribute(.foregroundColor, at: 8, effectiveRange: nil) is UIColor)
        #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")
        let maneuver = CPManeuver()
        maneuver.attributedInstructionVariants = [text]
        #expect(maneuver.attributedInstructionVariants.first?.textAttachments.count == 1)
        let data = NSTextAttachment(data: Data([1, 2, 3]), ofType: "public.png")
        #expect(data.contents == Data([1, 2, 3]) && data.fileType == "public.png" && data.image == nil)
    }

    @Test func aSearchResponseCanBeSubclassed() {
        let cafe = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94)))
        cafe.name = "Café Ekberg"
        let response: MKLocalSearch.Response = CannedSearchResponse(items: [cafe])
        #expect(response.mapItems.map(\.name) == ["Café Ekberg"])
        #expect(abs(response.boundingRegion.center.latitude - 60.17) < 1e-9)
        #expect(MKLocalSearch.Response().mapItems.isEmpty)
    }

    @Test func aScrollViewMovesItsContentUnderIt() {
        final class Watcher: NSObject, UIScrollViewDelegate {
            var scrolls: [CGPoint] = []
            var zooms = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls.append(scrollView.contentOffset) }
            func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
        }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        screen.addSubview(scroll)
        let watcher = Watcher()
        scroll.delegate = watcher
        scroll.contentSize = CGSize(width: 300, height: 1000)
        let marker = UIView(frame: CGRect(x: 10, y: 600, width: 50, height: 50))
        scroll.addSubview(marker)
        scroll.scrollRectToVisible(marker.frame, animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 450), "the least scroll that shows the marker")
        #expect(scroll.bounds.origin == scroll.contentOffset, "the offset is the bounds' origin, as in UIKit")
        #expect(marker.convert(CGPoint.zero, to: screen) == CGPoint(x: 10, y: 250), "the marker shows 150 pt down the scroll view")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 10, height: 10), animated: true)
        #expect(scroll.contentOffset.y == 800, "kept within the content")
        scroll.setContentOffset(.zero, animated: false)
        #expect(watcher.scrolls == [CGPoint(x: 0, y: 450), CGPoint(x: 0, y: 800), .zero])
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 3 && watcher.zooms == 1)
    }

    @Test func zoomingToARectangleScalesTheZoomedViewAndCentresIt() {
        final class Zoomer: NSObject, UIScrollViewDelegate {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 1000))
            var ended = 0
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended += 1 }
        }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let zoomer = Zoomer()
        scroll.addSubview(zoomer.content)
        scroll.contentSize = zoomer.content.frame.size
        scroll.delegate = zoomer
        scroll.minimumZoomScale = 0.1
        scroll.maximumZoomScale = 2
        scroll.bouncesZoom = false
        scroll.scrollsToTop = false
        // The whole content: the scale that fits its width and height both, and the offset kept within the content.
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 2000, height: 1000), animated: false)
        #expect(scroll.zoomScale == 0.2)
        #expect(scroll.contentSize == CGSize(width: 400, height: 200) && zoomer.content.frame.size == scroll.contentSize)
        #expect(scroll.contentOffset == .zero)
        // A part of it, in the content's unzoomed coordinates: it fills the view, in the middle.
        scroll.zoom(to: CGRect(x: 1000, y: 400, width: 400, height: 200), animated: true)
        #expect(scroll.zoomScale == 1 && scroll.contentSize == CGSize(width: 2000, height: 1000))
        #expect(scroll.contentOffset == CGPoint(x: 1000, y: 400) && zoomer.ended == 1)
        // Beyond the limits: the scale stops at the maximum, the rectangle's centre stays in the middle.
        scroll.zoom(to: CGRect(x: 1100, y: 450, width: 40, height: 20), animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == CGPoint(x: 2040, y: 820))
        scroll.setZoomScale(1, animated: true)
        #expect(scroll.zoomScale == 1 && scroll.contentSize.width == 2000)
        // Resized, the view keeps its offset within the content; not laid out yet (no size), it zooms out all the way.
        scroll.frame.size = CGSize(width: 800, height: 400)
        #expect(scroll.contentOffset == CGPoint(x: 1200, y: 600))
        scroll.frame.size = .zero
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 300, height: 100), animated: false)
        #expect(scroll.zoomScale == 0.1 && scroll.contentSize == CGSize(width: 200, height: 100))
        // Without a view for zooming, zoom(to:) does nothing, as in UIKit.
        scroll.delegate = nil
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 50), animated: false)
        #expect(scroll.zoomScale == 0.1)
    }
}
