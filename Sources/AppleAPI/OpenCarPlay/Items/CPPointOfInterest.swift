// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit
import OpenUIKit

/// A location on a point of interest template, with list texts, detail texts and up to two buttons.
///
/// Mirrors [`CPPointOfInterest`](https://developer.apple.com/documentation/carplay/cppointofinterest).
@preconcurrency @MainActor
open class CPPointOfInterest: NSObject, @preconcurrency NSSecureCoding {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var location: MKMapItem { didSet { CPRuntime.elementDidChange(self, "location") } }
    open var title: String { didSet { CPRuntime.elementDidChange(self, "title") } }
    open var subtitle: String? { didSet { CPRuntime.elementDidChange(self, "subtitle") } }
    open var summary: String? { didSet { CPRuntime.elementDidChange(self, "summary") } }
    open var detailTitle: String? { didSet { CPRuntime.elementDidChange(self, "detailTitle") } }
    open var detailSubtitle: String? { didSet { CPRuntime.elementDidChange(self, "detailSubtitle") } }
    open var detailSummary: String? { didSet { CPRuntime.elementDidChange(self, "detailSummary") } }
    open var pinImage: UIImage? { didSet { CPRuntime.elementDidChange(self, "pinImage") } }
    open var selectedPinImage: UIImage? { didSet { CPRuntime.elementDidChange(self, "selectedPinImage") } }
    open var primaryButton: CPTextButton? { didSet { CPRuntime.elementDidChange(self, "primaryButton") } }
    open var secondaryButton: CPTextButton? { didSet { CPRuntime.elementDidChange(self, "secondaryButton") } }
    open var userInfo: Any?

    public init(
        location: MKMapItem, title: String, subtitle: String?, summary: String?, detailTitle: String?,
        detailSubtitle: String?, detailSummary: String?, pinImage: UIImage?, selectedPinImage: UIImage?
    ) {
        self.location = location
        self.title = title
        self.subtitle = subtitle
        self.summary = summary
        self.detailTitle = detailTitle
        self.detailSubtitle = detailSubtitle
        self.detailSummary = detailSummary
        self.pinImage = pinImage
        self.selectedPinImage = selectedPinImage
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the location (coordinates, address, name, phone, URL, category), the texts, both pin images, both
    /// buttons (title and style; not their handlers) and `userInfo` when it is a property list.
    open func encode(with coder: NSCoder) {
        CPCoding.encode(location, forKey: "location", in: coder)
        coder.encode(title, forKey: "title")
        coder.encode(subtitle, forKey: "subtitle")
        coder.encode(summary, forKey: "summary")
        coder.encode(detailTitle, forKey: "detailTitle")
        coder.encode(detailSubtitle, forKey: "detailSubtitle")
        coder.encode(detailSummary, forKey: "detailSummary")
        CPCoding.encode(pinImage, forKey: "pinImage", in: coder)
        CPCoding.encode(selectedPinImage, forKey: "selectedPinImage", in: coder)
        CPCoding.encodeValue(primaryButton.map(TextButtonPlist.init), forKey: "primaryButton", in: coder)
        CPCoding.encodeValue(secondaryButton.map(TextButtonPlist.init), forKey: "secondaryButton", in: coder)
        if let userInfo { CPCoding.encodePlist(userInfo, forKey: "userInfo", in: coder) }
    }

    /// Reads what ``encode(with:)`` wrote. Decoded buttons have no handlers.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let location = d.mapItem("location"), let title = CPCoding.string("title", in: coder) else { return nil }
        self.location = location
        self.title = title
        subtitle = CPCoding.string("subtitle", in: coder)
        summary = CPCoding.string("summary", in: coder)
        detailTitle = CPCoding.string("detailTitle", in: coder)
        detailSubtitle = CPCoding.string("detailSubtitle", in: coder)
        detailSummary = CPCoding.string("detailSummary", in: coder)
        pinImage = d.image("pinImage")
        selectedPinImage = d.image("selectedPinImage")
        primaryButton = d.value("primaryButton", TextButtonPlist.self) { $0.button() }
        secondaryButton = d.value("secondaryButton", TextButtonPlist.self) { $0.button() }
        userInfo = d.plist("userInfo")
        guard !d.failed else { return nil }
        super.init()
    }

    public convenience init(
        location: MKMapItem, title: String, subtitle: String?, summary: String?, detailTitle: String?,
        detailSubtitle: String?, detailSummary: String?, pinImage: UIImage?
    ) {
        self.init(
            location: location, title: title, subtitle: subtitle, summary: summary, detailTitle: detailTitle,
            detailSubtitle: detailSubtitle, detailSummary: detailSummary, pinImage: pinImage, selectedPinImage: nil)
    }

    public class var pinImageSize: CGSize { CPRuntime.limits.pinImageSize }
    public class var selectedPinImageSize: CGSize { CPRuntime.limits.selectedPinImageSize }
}

extension CPPointOfInterest: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {
        primaryButton?.bind(to: host)
        secondaryButton?.bind(to: host)
    }
}
