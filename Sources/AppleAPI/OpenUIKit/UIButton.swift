// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A button. Mirrors [`UIButton`](https://developer.apple.com/documentation/uikit/uibutton).
///
/// On the car screen a `.system` button takes CarPlay's style (the car draws it as its own buttons: a rounded
/// plate, the title in the tint colour, a focus ring for the knob) — the style the WWDC talk recommends.
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The label that shows the current title.
    public let titleLabel: UILabel? = UILabel()

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A system button that runs an action when tapped (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    private func lookup<T>(_ table: [UInt: T], _ state: State) -> T? { table[state.rawValue] ?? table[State.normal.rawValue] }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
        superview?.setNeedsLayout()
    }
    open func title(for state: State) -> String? { lookup(titles, state) }
    open var currentTitle: String? { lookup(titles, state) }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { lookup(titleColors, state) }
    open var currentTitleColor: UIColor { lookup(titleColors, state) ?? (buttonType == .system ? .tintColor : .white) }
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        superview?.setNeedsLayout()
    }
    open func image(for state: State) -> UIImage? { lookup(images, state) }
    open var currentImage: UIImage? { lookup(images, state) }

    open override var intrinsicContentSize: CGSize {
        let font = titleLabel?.font ?? .systemFont(ofSize: 17)
        let textWidth = currentTitle.map { font.estimatedWidth(of: $0) } ?? 0
        let imageWidth = currentImage.map { _ in CGFloat(24) } ?? 0
        return CGSize(width: textWidth + imageWidth + (textWidth > 0 && imageWidth > 0 ? 6 : 0) + 24, height: max(font.lineHeight + 16, 44))
    }
}
