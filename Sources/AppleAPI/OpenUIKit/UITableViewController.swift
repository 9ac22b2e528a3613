// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view controller whose view is a table, and which is the table's data source and delegate. Mirrors
/// [`UITableViewController`](https://developer.apple.com/documentation/uikit/uitableviewcontroller): subclasses override
/// the data source and delegate methods it declares.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let style: UITableView.Style
    private var table: UITableView?

    /// Mirrors [`init(style:)`](https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)).
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A plain table. Mirrors `init(nibName:bundle:)`.
    public override init(nibName: String?, bundle: Bundle?) {
        style = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    /// The table (the controller's view), made on first use. Mirrors
    /// [`tableView`](https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview).
    open var tableView: UITableView! {
        get {
            if let table { return table }
            _ = view
            return table
        }
        set {
            table = newValue
            view = newValue
            newValue?.dataSource = self
            newValue?.delegate = self
        }
    }

    open override func loadView() {
        let made = table ?? UITableView(frame: .zero, style: style)
        made.dataSource = self
        made.delegate = self
        table = made
        view = made
    }

    /// Mirrors [`clearsSelectionOnViewWillAppear`](https://developer.apple.com/documentation/uikit/uitableviewcontroller/clearsselectiononviewwillappear).
    open var clearsSelectionOnViewWillAppear = true

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}
