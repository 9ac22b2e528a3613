// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a view resolved to, as plain values the car lays out and draws. - Note: Not in SwiftUI.
public indirect enum ViewNode: Sendable, Codable, Equatable {
    case empty
    case text(String)
    /// An SF Symbol by name.
    case symbol(String)
    case vstack([ViewNode], alignment: String, spacing: Double?)
    case hstack([ViewNode], spacing: Double?)
    case zstack([ViewNode])
    case spacer
    /// A bar filled to `fraction` (0…1), with its label.
    case progress(fraction: Double, label: ViewNode)
    /// A gauge: its fraction, current value label and label.
    case gauge(fraction: Double, current: ViewNode, label: ViewNode)
    /// Opens `url` when touched.
    case link(String, ViewNode)
    case font(ViewNode, Font)
    case foreground(ViewNode, Color)
    case bold(ViewNode)
    case padding(ViewNode, Double)
    /// The widget's container background; `removable` when the widget allows the system to drop it.
    case containerBackground(ViewNode, Color)
    case widgetURL(ViewNode, String)

    /// The nodes inside this one, in order.
    public var children: [ViewNode] {
        switch self {
        case .vstack(let c, _, _), .hstack(let c, _), .zstack(let c): c
        case .progress(_, let l): [l]
        case .gauge(_, let cur, let l): [cur, l]
        case .link(_, let n), .font(let n, _), .foreground(let n, _), .bold(let n), .padding(let n, _), .containerBackground(let n, _), .widgetURL(let n, _):
            [n]
        case .empty, .text, .symbol, .spacer: []
        }
    }

    /// Every text, depth first.
    public var texts: [String] {
        if case .text(let s) = self { return [s] }
        return children.flatMap(\.texts)
    }

    /// The URL a touch on the whole view opens (`widgetURL`), if any.
    public var widgetURL: String? {
        if case .widgetURL(_, let u) = self { return u }
        return children.lazy.compactMap(\.widgetURL).first
    }

    /// The first `Link`'s URL, if any.
    public var linkURL: String? {
        if case .link(let u, _) = self { return u }
        return children.lazy.compactMap(\.linkURL).first
    }
}
