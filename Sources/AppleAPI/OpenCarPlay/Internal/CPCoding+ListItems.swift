// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A list item inside a section's archive. CarPlay's list items don't adopt `NSSecureCoding` on iOS, so they are
/// written as this value: everything the app sets but the handlers (its `userInfo` kept when a property list).
/// - Note: Not in CarPlay.
package struct ListItemPlist: Codable, Sendable {
    /// The kinds of list item, each with its own fields.
    enum Kind: Codable, Sendable {
        case item(Item)
        case message(Message)
        case imageRow(ImageRow)
    }
    struct Item: Codable, Sendable {
        var text, detailText: String?
        var image, accessoryImage: ImagePlist?
        var accessoryType: Int
        var isExplicitContent, isPlaying: Bool
        var playbackProgress: Double
        var playingIndicatorLocation: Int
        var playback: PlaybackPlist?
    }
    struct Message: Codable, Sendable {
        var conversationIdentifier, phoneOrEmailAddress, text, detailText, trailingText: String?
        var leadingItem: Int
        var unread: Bool
        var leadingImage, trailingImage, leadingDetailTextImage: ImagePlist?
        var trailingItem: Int?
    }
    struct ImageRow: Codable, Sendable {
        var text: String?
        var style: String
        var allowsMultipleLines: Bool
        var images: [ImagePlist]?
        var imageTitles: [String]?
        var elements: [ElementPlist]?
    }
    var kind: Kind
    var isEnabled: Bool
    /// The item's `userInfo` as plist bytes.
    var userInfo: Data?

    /// An item's value; nil for an item of a kind CarPlay doesn't have.
    @MainActor package init?(_ item: any CPListTemplateItem) {
        switch item {
        case let li as CPListItem:
            kind = .item(
                Item(
                    text: li.text, detailText: li.detailText, image: li.image.map(ImagePlist.init), accessoryImage: li.accessoryImage.map(ImagePlist.init),
                    accessoryType: li.accessoryType.rawValue, isExplicitContent: li.isExplicitContent, isPlaying: li.isPlaying,
                    playbackProgress: Double(li.playbackProgress), playingIndicatorLocation: li.playingIndicatorLocation.rawValue,
                    playback: li.playbackConfiguration.map(PlaybackPlist.init)))
        case let m as CPMessageListItem:
            kind = .message(
                Message(
                    conversationIdentifier: m.conversationIdentifier, phoneOrEmailAddress: m.phoneOrEmailAddress, text: m.text, detailText: m.detailText,
                    trailingText: m.trailingText, leadingItem: m.leadingConfiguration.leadingItem.rawValue, unread: m.leadingConfiguration.isUnread,
                    leadingImage: m.leadingConfiguration.leadingImage.map(ImagePlist.init),
                    trailingImage: m.trailingConfiguration?.trailingImage.map(ImagePlist.init),
                    leadingDetailTextImage: m.leadingDetailTextImage.map(ImagePlist.init), trailingItem: m.trailingConfiguration?.trailingItem.rawValue))
        case let row as CPListImageRowItem:
            var r = ImageRow(text: row.text, style: row.elementStyle.rawValue, allowsMultipleLines: row.allowsMultipleLines)
            if row.elementStyle == .images {
                r.images = row.gridImages.map(ImagePlist.init)
                r.imageTitles = row.imageTitles
            } else {
                r.elements = row.elements.map(ElementPlist.init)
            }
            kind = .imageRow(r)
        default:
            return nil
        }
        isEnabled = item.isEnabled
        userInfo = item.userInfo.flatMap(CPCoding.propertyListData)
    }

    /// The item this describes; nil when it describes none. Decoded items have no handlers.
    @MainActor package func item() -> (any CPListTemplateItem)? {
        let made: (any CPListTemplateItem)?
        switch kind {
        case .item(let p): made = Self.item(p)
        case .message(let p): made = Self.message(p)
        case .imageRow(let p): made = Self.imageRow(p)
        }
        guard let item = made else { return nil }
        item.isEnabled = isEnabled
        if let userInfo {
            guard let info = CPCoding.propertyList(userInfo) else { return nil }
            item.userInfo = info
        }
        return item
    }

    @MainActor private static func item(_ p: Item) -> CPListItem? {
        guard let accessoryType = CPListItemAccessoryType(rawValue: p.accessoryType),
            let location = CPListItemPlayingIndicatorLocation(rawValue: p.playingIndicatorLocation),
            let image = optional(p.image, { $0.image() }), let accessory = optional(p.accessoryImage, { $0.image() }),
            let playback = optional(p.playback, CPPlaybackConfiguration.init(plist:))
        else { return nil }
        let li = CPListItem(text: p.text, detailText: p.detailText, image: image, accessoryImage: accessory, accessoryType: accessoryType)
        li.accessoryType = accessoryType
        li.isExplicitContent = p.isExplicitContent
        li.isPlaying = p.isPlaying
        li.playbackProgress = CGFloat(p.playbackProgress)
        li.playingIndicatorLocation = location
        li.playbackConfiguration = playback
        return li
    }

    @MainActor private static func message(_ p: Message) -> CPMessageListItem? {
        guard let leading = CPMessageLeadingItem(rawValue: p.leadingItem), let leadingImage = optional(p.leadingImage, { $0.image() }),
            let trailingImage = optional(p.trailingImage, { $0.image() }), let detailImage = optional(p.leadingDetailTextImage, { $0.image() })
        else { return nil }
        let leadingConfiguration = CPMessageListItemLeadingConfiguration(leadingItem: leading, leadingImage: leadingImage, unread: p.unread)
        var trailing: CPMessageListItemTrailingConfiguration?
        if let raw = p.trailingItem {
            guard let t = CPMessageTrailingItem(rawValue: raw) else { return nil }
            trailing = CPMessageListItemTrailingConfiguration(trailingItem: t, trailingImage: trailingImage)
        }
        let m: CPMessageListItem
        if let id = p.conversationIdentifier {
            m = CPMessageListItem(
                conversationIdentifier: id, text: p.text ?? "", leadingConfiguration: leadingConfiguration, trailingConfiguration: trailing,
                detailText: p.detailText, trailingText: p.trailingText)
            m.phoneOrEmailAddress = p.phoneOrEmailAddress
        } else if let address = p.phoneOrEmailAddress {
            m = CPMessageListItem(
                fullName: p.text ?? "", phoneOrEmailAddress: address, leadingConfiguration: leadingConfiguration, trailingConfiguration: trailing,
                detailText: p.detailText, trailingText: p.trailingText)
        } else {
            return nil
        }
        m.text = p.text
        m.leadingDetailTextImage = detailImage
        return m
    }

    @MainActor private static func imageRow(_ p: ImageRow) -> CPListImageRowItem? {
        guard let style = CPListImageRowItem.ElementStyle(rawValue: p.style) else { return nil }
        let text = p.text
        let multiline = p.allowsMultipleLines
        if style == .images {
            guard let raw = p.images, let titles = p.imageTitles else { return nil }
            let images = raw.compactMap { $0.image() }
            guard images.count == raw.count else { return nil }
            let row = CPListImageRowItem(text: text ?? "", images: images, imageTitles: titles)
            row.text = text
            return row
        }
        guard let raw = p.elements else { return nil }
        let elements = raw.compactMap { $0.element(style) }
        guard elements.count == raw.count else { return nil }
        switch style {
        case .row:
            return CPListImageRowItem(text: text, elements: elements.compactMap { $0 as? CPListImageRowItemRowElement }, allowsMultipleLines: multiline)
        case .card:
            return CPListImageRowItem(text: text, cardElements: elements.compactMap { $0 as? CPListImageRowItemCardElement }, allowsMultipleLines: multiline)
        case .condensed:
            return CPListImageRowItem(
                text: text, condensedElements: elements.compactMap { $0 as? CPListImageRowItemCondensedElement }, allowsMultipleLines: multiline)
        case .grid:
            return CPListImageRowItem(text: text, gridElements: elements.compactMap { $0 as? CPListImageRowItemGridElement }, allowsMultipleLines: multiline)
        case .imageGrid:
            return CPListImageRowItem(
                text: text, imageGridElements: elements.compactMap { $0 as? CPListImageRowItemImageGridElement }, allowsMultipleLines: multiline)
        case .images: return nil
        }
    }
}

/// `.some(nil)` for an absent value, nil for one `make` can't read, else the value.
private func optional<P, T>(_ value: P?, _ make: (P) -> T?) -> T?? {
    guard let value else { return .some(nil) }
    guard let made = make(value) else { return nil }
    return .some(made)
}

/// An image row's element in an archive: its image, whether enabled, its playback configuration and the fields of its
/// style. - Note: Not in CarPlay.
package struct ElementPlist: Codable, Sendable {
    var image: ImagePlist
    var isEnabled: Bool
    var playback: PlaybackPlist?
    var title, subtitle, accessorySymbolName: String?
    var showsImageFullHeight: Bool?
    var tintColor: ColorPlist?
    var imageShape: Int?

    @MainActor init(_ e: CPListImageRowItemElement) {
        image = ImagePlist(e.image)
        isEnabled = e.isEnabled
        playback = e.playbackConfiguration.map(PlaybackPlist.init)
        switch e {
        case let r as CPListImageRowItemRowElement:
            title = r.title
            subtitle = r.subtitle
        case let c as CPListImageRowItemCardElement:
            showsImageFullHeight = c.showsImageFullHeight
            title = c.title
            subtitle = c.subtitle
            tintColor = c.tintColor.map(ColorPlist.init)
        case let c as CPListImageRowItemCondensedElement:
            imageShape = c.imageShape.rawValue
            title = c.title
            subtitle = c.subtitle
            accessorySymbolName = c.accessorySymbolName
        case let g as CPListImageRowItemImageGridElement:
            imageShape = g.imageShape.rawValue
            title = g.title
            accessorySymbolName = g.accessorySymbolName
        default:
            break
        }
    }

    @MainActor func element(_ style: CPListImageRowItem.ElementStyle) -> CPListImageRowItemElement? {
        guard let image = image.image(), let playback = optional(playback, CPPlaybackConfiguration.init(plist:)) else { return nil }
        let e: CPListImageRowItemElement
        switch style {
        case .row: e = CPListImageRowItemRowElement(image: image, title: title, subtitle: subtitle)
        case .card:
            guard let tint = optional(tintColor, { $0.color() }) else { return nil }
            e = CPListImageRowItemCardElement(
                image: image, showsImageFullHeight: showsImageFullHeight ?? false, title: title, subtitle: subtitle, tintColor: tint)
        case .condensed:
            guard let shape = imageShape.flatMap(CPListImageRowItemCondensedElement.Shape.init), let title else { return nil }
            e = CPListImageRowItemCondensedElement(image: image, imageShape: shape, title: title, subtitle: subtitle, accessorySymbolName: accessorySymbolName)
        case .grid: e = CPListImageRowItemGridElement(image: image)
        case .imageGrid:
            guard let shape = imageShape.flatMap(CPListImageRowItemImageGridElement.Shape.init), let title else { return nil }
            e = CPListImageRowItemImageGridElement(image: image, imageShape: shape, title: title, accessorySymbolName: accessorySymbolName)
        case .images: return nil
        }
        e.isEnabled = isEnabled
        e.playbackConfiguration = playback
        return e
    }
}
