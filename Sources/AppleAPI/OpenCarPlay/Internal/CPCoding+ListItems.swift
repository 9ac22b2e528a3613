// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// List items inside a section's archive. CarPlay's list items don't adopt `NSSecureCoding` on iOS, so they are
/// written as property lists in our own keys: everything the app sets but the handlers. - Note: Not in CarPlay.
@MainActor
extension CPCoding {
    /// An item as a property list; nil for an item of a kind CarPlay doesn't have.
    package static func plist(_ item: any CPListTemplateItem) -> [String: Any]? {
        var p: [String: Any]
        switch item {
        case let li as CPListItem:
            p = [
                "kind": "item", "accessoryType": li.accessoryType.rawValue, "isExplicitContent": li.isExplicitContent,
                "isPlaying": li.isPlaying, "playbackProgress": Double(li.playbackProgress),
                "playingIndicatorLocation": li.playingIndicatorLocation.rawValue
            ]
            if let text = li.text { p["text"] = text }
            if let detail = li.detailText { p["detailText"] = detail }
            if let image = li.image { p["image"] = plist(image) }
            if let accessory = li.accessoryImage { p["accessoryImage"] = plist(accessory) }
            if let playback = li.playbackConfiguration { p["playback"] = playback.plist }
        case let m as CPMessageListItem:
            p = ["kind": "message", "leadingItem": m.leadingConfiguration.leadingItem.rawValue, "unread": m.leadingConfiguration.isUnread]
            if let id = m.conversationIdentifier { p["conversationIdentifier"] = id }
            if let address = m.phoneOrEmailAddress { p["phoneOrEmailAddress"] = address }
            if let text = m.text { p["text"] = text }
            if let detail = m.detailText { p["detailText"] = detail }
            if let trailing = m.trailingText { p["trailingText"] = trailing }
            if let image = m.leadingConfiguration.leadingImage { p["leadingImage"] = plist(image) }
            if let t = m.trailingConfiguration {
                p["trailingItem"] = t.trailingItem.rawValue
                if let image = t.trailingImage { p["trailingImage"] = plist(image) }
            }
            if let image = m.leadingDetailTextImage { p["leadingDetailTextImage"] = plist(image) }
        case let row as CPListImageRowItem:
            p = ["kind": "imageRow", "style": row.elementStyle.rawValue, "allowsMultipleLines": row.allowsMultipleLines]
            if let text = row.text { p["text"] = text }
            if row.elementStyle == .images {
                p["images"] = row.gridImages.map { plist($0) }
                p["imageTitles"] = row.imageTitles
            } else {
                p["elements"] = row.elements.map { plist(element: $0) }
            }
        default:
            return nil
        }
        p["isEnabled"] = item.isEnabled
        if let info = item.userInfo, isPropertyList(info) { p["userInfo"] = info }
        return p
    }

    private static func plist(element e: CPListImageRowItemElement) -> [String: Any] {
        var p: [String: Any] = ["image": plist(e.image), "isEnabled": e.isEnabled]
        if let playback = e.playbackConfiguration { p["playback"] = playback.plist }
        switch e {
        case let r as CPListImageRowItemRowElement:
            p["title"] = r.title
            p["subtitle"] = r.subtitle
        case let c as CPListImageRowItemCardElement:
            p["showsImageFullHeight"] = c.showsImageFullHeight
            p["title"] = c.title
            p["subtitle"] = c.subtitle
            if let tint = c.tintColor { p["tintColor"] = plist(tint) }
        case let c as CPListImageRowItemCondensedElement:
            p["imageShape"] = c.imageShape.rawValue
            p["title"] = c.title
            p["subtitle"] = c.subtitle
            p["accessorySymbolName"] = c.accessorySymbolName
        case let g as CPListImageRowItemImageGridElement:
            p["imageShape"] = g.imageShape.rawValue
            p["title"] = g.title
            p["accessorySymbolName"] = g.accessorySymbolName
        default:
            break
        }
        return p
    }

    /// The item a property list from ``plist(_:)-(CPListTemplateItem)`` describes; nil when it describes none.
    /// Decoded items have no handlers.
    package static func listItem(_ value: Any?) -> (any CPListTemplateItem)? {
        guard let p = value as? [String: Any], let kind = p["kind"] as? String else { return nil }
        let item: any CPListTemplateItem
        switch kind {
        case "item":
            guard let accessoryType = (p["accessoryType"] as? Int).flatMap(CPListItemAccessoryType.init),
                let location = (p["playingIndicatorLocation"] as? Int).flatMap(CPListItemPlayingIndicatorLocation.init),
                let image = optional(p["image"], CPCoding.image), let accessory = optional(p["accessoryImage"], CPCoding.image),
                let playback = optional(p["playback"], { CPPlaybackConfiguration(plist: $0) })
            else { return nil }
            let li = CPListItem(
                text: p["text"] as? String, detailText: p["detailText"] as? String, image: image, accessoryImage: accessory,
                accessoryType: accessoryType)
            li.accessoryType = accessoryType
            li.isExplicitContent = p["isExplicitContent"] as? Bool ?? false
            li.isPlaying = p["isPlaying"] as? Bool ?? false
            li.playbackProgress = CGFloat(p["playbackProgress"] as? Double ?? 0)
            li.playingIndicatorLocation = location
            li.playbackConfiguration = playback
            item = li
        case "message":
            guard let leading = (p["leadingItem"] as? Int).flatMap(CPMessageLeadingItem.init),
                let leadingImage = optional(p["leadingImage"], CPCoding.image),
                let trailingImage = optional(p["trailingImage"], CPCoding.image),
                let detailImage = optional(p["leadingDetailTextImage"], CPCoding.image)
            else { return nil }
            let leadingConfiguration = CPMessageListItemLeadingConfiguration(
                leadingItem: leading, leadingImage: leadingImage, unread: p["unread"] as? Bool ?? false)
            var trailing: CPMessageListItemTrailingConfiguration?
            if let raw = p["trailingItem"] {
                guard let t = (raw as? Int).flatMap(CPMessageTrailingItem.init) else { return nil }
                trailing = CPMessageListItemTrailingConfiguration(trailingItem: t, trailingImage: trailingImage)
            }
            let m: CPMessageListItem
            if let id = p["conversationIdentifier"] as? String {
                m = CPMessageListItem(
                    conversationIdentifier: id, text: p["text"] as? String ?? "", leadingConfiguration: leadingConfiguration,
                    trailingConfiguration: trailing, detailText: p["detailText"] as? String, trailingText: p["trailingText"] as? String)
                m.phoneOrEmailAddress = p["phoneOrEmailAddress"] as? String
            } else if let address = p["phoneOrEmailAddress"] as? String {
                m = CPMessageListItem(
                    fullName: p["text"] as? String ?? "", phoneOrEmailAddress: address, leadingConfiguration: leadingConfiguration,
                    trailingConfiguration: trailing, detailText: p["detailText"] as? String, trailingText: p["trailingText"] as? String)
            } else {
                return nil
            }
            m.text = p["text"] as? String
            m.leadingDetailTextImage = detailImage
            item = m
        case "imageRow":
            guard let style = (p["style"] as? String).flatMap(CPListImageRowItem.ElementStyle.init),
                let multiline = p["allowsMultipleLines"] as? Bool
            else { return nil }
            let text = p["text"] as? String
            let row: CPListImageRowItem
            if style == .images {
                guard let raw = p["images"] as? [Any], let titles = p["imageTitles"] as? [String] else { return nil }
                let images = raw.compactMap { CPCoding.image($0) }
                guard images.count == raw.count else { return nil }
                row = CPListImageRowItem(text: text ?? "", images: images, imageTitles: titles)
                row.text = text
            } else {
                guard let raw = p["elements"] as? [Any] else { return nil }
                let elements = raw.compactMap { element($0, style) }
                guard elements.count == raw.count else { return nil }
                switch style {
                case .row:
                    row = CPListImageRowItem(text: text, elements: elements.compactMap { $0 as? CPListImageRowItemRowElement }, allowsMultipleLines: multiline)
                case .card:
                    row = CPListImageRowItem(
                        text: text, cardElements: elements.compactMap { $0 as? CPListImageRowItemCardElement }, allowsMultipleLines: multiline)
                case .condensed:
                    row = CPListImageRowItem(
                        text: text, condensedElements: elements.compactMap { $0 as? CPListImageRowItemCondensedElement }, allowsMultipleLines: multiline)
                case .grid:
                    row = CPListImageRowItem(
                        text: text, gridElements: elements.compactMap { $0 as? CPListImageRowItemGridElement }, allowsMultipleLines: multiline)
                case .imageGrid:
                    row = CPListImageRowItem(
                        text: text, imageGridElements: elements.compactMap { $0 as? CPListImageRowItemImageGridElement }, allowsMultipleLines: multiline)
                case .images: return nil
                }
            }
            item = row
        default:
            return nil
        }
        item.isEnabled = p["isEnabled"] as? Bool ?? true
        item.userInfo = p["userInfo"]
        return item
    }

    /// `.some(nil)` for an absent value, nil for one `parse` can't read, else the value.
    private static func optional<T>(_ value: Any?, _ parse: (Any?) -> T?) -> T?? {
        guard let value else { return .some(nil) }
        guard let parsed = parse(value) else { return nil }
        return .some(parsed)
    }

    private static func element(_ value: Any, _ style: CPListImageRowItem.ElementStyle) -> CPListImageRowItemElement? {
        guard let p = value as? [String: Any], let image = CPCoding.image(p["image"]),
            let playback = optional(p["playback"], { CPPlaybackConfiguration(plist: $0) })
        else { return nil }
        let e: CPListImageRowItemElement
        switch style {
        case .row: e = CPListImageRowItemRowElement(image: image, title: p["title"] as? String, subtitle: p["subtitle"] as? String)
        case .card:
            guard let tint = optional(p["tintColor"], CPCoding.color) else { return nil }
            e = CPListImageRowItemCardElement(
                image: image, showsImageFullHeight: p["showsImageFullHeight"] as? Bool ?? false, title: p["title"] as? String,
                subtitle: p["subtitle"] as? String, tintColor: tint)
        case .condensed:
            guard let shape = (p["imageShape"] as? Int).flatMap(CPListImageRowItemCondensedElement.Shape.init), let title = p["title"] as? String
            else { return nil }
            e = CPListImageRowItemCondensedElement(
                image: image, imageShape: shape, title: title, subtitle: p["subtitle"] as? String,
                accessorySymbolName: p["accessorySymbolName"] as? String)
        case .grid: e = CPListImageRowItemGridElement(image: image)
        case .imageGrid:
            guard let shape = (p["imageShape"] as? Int).flatMap(CPListImageRowItemImageGridElement.Shape.init), let title = p["title"] as? String
            else { return nil }
            e = CPListImageRowItemImageGridElement(image: image, imageShape: shape, title: title, accessorySymbolName: p["accessorySymbolName"] as? String)
        case .images: return nil
        }
        e.isEnabled = p["isEnabled"] as? Bool ?? true
        e.playbackConfiguration = playback
        return e
    }
}
