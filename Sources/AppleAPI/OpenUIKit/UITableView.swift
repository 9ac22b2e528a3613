// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Gives a table its rows. Mirrors [`UITableViewDataSource`](https://developer.apple.com/documentation/uikit/uitableviewdatasource).
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// Told when a row is selected. Mirrors [`UITableViewDelegate`](https://developer.apple.com/documentation/uikit/uitableviewdelegate).
@preconcurrency @MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}

/// One row of a table. Mirrors [`UITableViewCell`](https://developer.apple.com/documentation/uikit/uitableviewcell).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1, value2, subtitle
    }
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public let style: CellStyle
    public let reuseIdentifier: String?
    public let textLabel: UILabel? = UILabel()
    public let detailTextLabel: UILabel?
    public let imageView: UIImageView? = UIImageView(image: nil)
    open var accessoryType: AccessoryType = .none
    open var isSelected = false
    /// The index path the table gave it. - Note: Ours.
    package internal(set) var indexPath: IndexPath?
    package internal(set) weak var table: UITableView?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        detailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: .zero)
        for label in [textLabel, detailTextLabel].compactMap({ $0 }) { addSubview(label) }
        detailTextLabel?.textColor = .secondaryLabel
        detailTextLabel?.font = .systemFont(ofSize: 15)
        if let imageView { addSubview(imageView) }
    }

    open override var canBecomeFocused: Bool { isUserInteractionEnabled }

    open func prepareForReuse() {}

    open override func layoutSubviews() {
        let inset: CGFloat = 12
        var x = inset
        if let imageView, let image = imageView.image {
            let side = min(image.size.height, bounds.height - 8, 32)
            imageView.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
            x += side + 10
        } else {
            imageView?.frame = .zero
        }
        let right = bounds.width - inset - (accessoryType == .none ? 0 : 24)
        switch style {
        case .subtitle:
            textLabel?.frame = CGRect(x: x, y: 4, width: max(right - x, 0), height: bounds.height * 0.55 - 4)
            detailTextLabel?.frame = CGRect(x: x, y: bounds.height * 0.55, width: max(right - x, 0), height: bounds.height * 0.4)
        case .value1, .value2:
            let detailWidth = min(detailTextLabel?.intrinsicContentSize.width ?? 0, (right - x) / 2)
            textLabel?.frame = CGRect(x: x, y: 0, width: max(right - x - detailWidth - 8, 0), height: bounds.height)
            detailTextLabel?.frame = CGRect(x: right - detailWidth, y: 0, width: detailWidth, height: bounds.height)
            detailTextLabel?.textAlignment = .right
        case .default:
            textLabel?.frame = CGRect(x: x, y: 0, width: max(right - x, 0), height: bounds.height)
        }
    }
}

/// Rows in sections, scrolled vertically. Mirrors [`UITableView`](https://developer.apple.com/documentation/uikit/uitableview).
///
/// On the car screen a table shows at most as many rows as the car allows (CarPlay "may limit the length of
/// tables"): the car's list limit, 12 while driving in cars that limit lists. Rows past it aren't asked for.
/// The table keeps a row the knob focuses in view by scrolling.
@preconcurrency @MainActor
open class UITableView: UIView {
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped, insetGrouped
    }

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsReload() } }
    open weak var delegate: (any UITableViewDelegate)?
    open var rowHeight: CGFloat = 44 { didSet { setNeedsLayout() } }
    /// Mirrors [`automaticDimension`](https://developer.apple.com/documentation/uikit/uitableview/automaticdimension):
    /// a row height of it lays rows out at ``estimatedRowHeight`` here (cells don't size themselves; ours). Its value,
    /// -1, is ours (unconfirmed: the SDK declares it without saying).
    public static let automaticDimension: CGFloat = -1
    /// Mirrors [`estimatedRowHeight`](https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight).
    open var estimatedRowHeight: CGFloat = 44
    /// Mirrors [`allowsSelection`](https://developer.apple.com/documentation/uikit/uitableview/allowsselection).
    open var allowsSelection = true
    open var sectionHeaderHeight: CGFloat = 28
    /// How far the rows are scrolled.
    open var contentOffset: CGPoint = .zero { didSet { setNeedsLayout() } }
    open private(set) var visibleCells: [UITableViewCell] = []
    private var headers: [UILabel] = []
    private var pool: [String: [UITableViewCell]] = [:]
    private var registered: [String: UITableViewCell.Type] = [:]
    private var needsReload = true
    /// The rows the car let through in the last reload, and the rows the data source had.
    package private(set) var shownRowCount = 0
    package private(set) var totalRowCount = 0

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        clipsToBounds = true
    }

    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Registers the cell class `dequeueReusableCell(withIdentifier:for:)` makes. OpenUIKit can only make
    /// plain `UITableViewCell`s itself (a subclass's initializer can't be called without the Objective-C
    /// runtime); for a subclass, use `dequeueReusableCell(withIdentifier:)` and create the cell when it's nil.
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell put aside by an earlier reload, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard var cells = pool[identifier], !cells.isEmpty else { return nil }
        let cell = cells.removeLast()
        pool[identifier] = cells
        cell.prepareForReuse()
        return cell
    }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let type = registered[identifier] else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - register a class for the identifier")
        }
        precondition(
            type == UITableViewCell.self,
            "OpenUIKit can't create a \(type) for identifier \(identifier): dequeue with dequeueReusableCell(withIdentifier:) and create the cell when it returns nil"
        )
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func reloadData() {
        needsReload = true
        setNeedsLayout()
        layoutIfNeeded()
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCells.first { $0.indexPath == indexPath } }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? { cell.indexPath }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: Int) {
        for c in visibleCells { c.isSelected = c.indexPath == indexPath }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) { cellForRow(at: indexPath)?.isSelected = false }

    private func rebuild() {
        needsReload = false
        for cell in visibleCells {
            cell.removeFromSuperview()
            if let id = cell.reuseIdentifier { pool[id, default: []].append(cell) }
        }
        for h in headers { h.removeFromSuperview() }
        visibleCells = []
        headers = []
        guard let dataSource else { return }
        let limit = window?.screen.tableRowLimit ?? Int.max
        var shown = 0
        var total = 0
        for section in 0..<max(dataSource.numberOfSections(in: self), 0) {
            let rows = max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
            total += rows
            if let title = dataSource.tableView(self, titleForHeaderInSection: section), shown < limit {
                let header = UILabel()
                header.text = title
                header.font = .systemFont(ofSize: 15, weight: .semibold)
                header.textColor = .secondaryLabel
                header.tag = section
                headers.append(header)
                addSubview(header)
            }
            for row in 0..<rows where shown < limit {
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.indexPath = indexPath
                cell.table = self
                visibleCells.append(cell)
                addSubview(cell)
                shown += 1
            }
        }
        shownRowCount = shown
        totalRowCount = total
    }

    open override func layoutSubviews() {
        if needsReload { rebuild() }
        var y = -contentOffset.y
        var headerIndex = 0
        var lastSection = -1
        for cell in visibleCells {
            let section = cell.indexPath?.section ?? 0
            if section != lastSection {
                lastSection = section
                if headerIndex < headers.count, headers[headerIndex].tag == section {
                    headers[headerIndex].frame = CGRect(x: 12, y: y, width: max(bounds.width - 24, 0), height: sectionHeaderHeight)
                    y += sectionHeaderHeight
                    headerIndex += 1
                }
            }
            let asked = cell.indexPath.map { delegate?.tableView(self, heightForRowAt: $0) ?? rowHeight } ?? rowHeight
            let height = asked < 0 ? estimatedRowHeight : asked
            cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height
        }
    }

    /// The whole height of the rows shown.
    package var contentHeight: CGFloat {
        layoutIfNeeded()
        guard let last = visibleCells.last else { return 0 }
        return last.frame.maxY + contentOffset.y
    }

    /// Scrolls so that a cell is inside the table's bounds. - Note: Ours; the focus system calls it.
    package func scrollToVisible(_ cell: UITableViewCell) {
        layoutIfNeeded()
        if cell.frame.minY < 0 {
            contentOffset.y = max(contentOffset.y + cell.frame.minY, 0)
        } else if cell.frame.maxY > bounds.height {
            contentOffset.y += cell.frame.maxY - bounds.height
        }
        layoutIfNeeded()
    }

    /// A row was tapped or pressed with the knob. - Note: Ours.
    package func select(_ cell: UITableViewCell) {
        guard allowsSelection, let indexPath = cell.indexPath else { return }
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}
