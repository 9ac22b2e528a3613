// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A view whose content has a size of its own, as a label's text has.
final class SizedContentView: UIView {
    var contentSize: CGSize
    init(_ size: CGSize) {
        contentSize = size
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { contentSize }
}

/// A base view controller that lays its map out with anchors, as navigation apps do in `viewDidLoad`.
final class AnchoredMapController: UIViewController {
    let map = UIView()
    let scale = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        map.translatesAutoresizingMaskIntoConstraints = false
        scale.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(map)
        view.addSubview(scale)
        NSLayoutConstraint.activate([
            map.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            map.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            map.leftAnchor.constraint(equalTo: view.leftAnchor),
            map.rightAnchor.constraint(equalTo: view.rightAnchor),
            scale.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 12),
            scale.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
            scale.widthAnchor.constraint(equalToConstant: 80),
            scale.heightAnchor.constraint(equalToConstant: 6)
        ])
    }
}

final class AnchoredMapDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var window: CPWindow?
    let controller = AnchoredMapController()
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        self.window = window
        window.rootViewController = controller
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }
}

@MainActor @Suite struct AutoLayoutTests {
    /// A 400 × 300 root with the system's insets, as a car window has.
    func root(safeArea: UIEdgeInsets = UIEdgeInsets(top: 40, left: 0, bottom: 10, right: 60)) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.systemSafeAreaInsets = safeArea
        return window
    }

    func constrained(_ views: UIView..., in parent: UIView) {
        for v in views {
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
        }
    }

    @Test func edgesPinnedToTheSafeAreaAndTheSuperview() {
        let window = root()
        let content = UIView()
        constrained(content, in: window)
        content.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor).isActive = true
        content.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor).isActive = true
        content.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        content.rightAnchor.constraint(equalTo: window.rightAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 40, width: 400, height: 250))
        // The subview's own safe area is what of the window's insets still reaches into it: the right edge's.
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 60))
        #expect(window.constraints.count == 4 && content.constraints.isEmpty, "kept by the common ancestor")

        // The system's insets change (the car shows a panel): the view follows at the next layout.
        window.systemSafeAreaInsets = UIEdgeInsets(top: 40, left: 120, bottom: 0, right: 60)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 40, width: 400, height: 260))
    }

    @Test func sizesCentringMultipliersAndAspectRatio() {
        let window = root(safeArea: .zero)
        let badge = UIView()
        let caption = UIView()
        constrained(badge, caption, in: window)
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.25),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 0.5),
            badge.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: window.centerYAnchor, constant: -20),
            caption.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
            caption.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
            caption.widthAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 1, constant: 40),
            caption.heightAnchor.constraint(equalToConstant: 20)
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 150, y: 105, width: 100, height: 50))
        #expect(caption.frame == CGRect(x: 130, y: 163, width: 140, height: 20))
    }

    @Test func siblingsShareTheWidthBetweenThem() {
        let window = root(safeArea: .zero)
        let left = UIView()
        let right = UIView()
        constrained(left, right, in: window)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
            right.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: window.topAnchor),
            right.topAnchor.constraint(equalTo: window.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 44),
            right.heightAnchor.constraint(equalTo: left.heightAnchor)
        ])
        window.layoutIfNeeded()
        // 400 less the margins (8 each side) and the gap: 374, halved.
        #expect(left.frame == CGRect(x: 8, y: 0, width: 187, height: 44))
        #expect(right.frame == CGRect(x: 205, y: 0, width: 187, height: 44))
    }

    @Test func contentSizeGivesWayToARequiredMaximum() {
        let window = root(safeArea: .zero)
        let title = SizedContentView(CGSize(width: 120, height: 20))
        constrained(title, in: window)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: window.topAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -16)
        ])
        window.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 16, y: 16, width: 120, height: 20), "short content keeps its size")
        title.contentSize = CGSize(width: 900, height: 20)
        title.invalidateIntrinsicContentSize()
        window.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 16, y: 16, width: 368, height: 20), "long content stops at the trailing margin")
    }

    @Test func aLowerPriorityGivesWayAndAMinimumHolds() {
        let window = root(safeArea: .zero)
        let panel = UIView()
        constrained(panel, in: window)
        let preferred = panel.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            preferred,
            panel.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor, constant: -40),
            panel.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            panel.topAnchor.constraint(equalTo: window.topAnchor)
        ])
        window.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 20, y: 0, width: 360, height: 30))
        #expect(preferred.priority == UILayoutPriority(750) && UILayoutPriority.required.rawValue == 1000)
    }

    @Test func changingAConstantOrDeactivatingLaysOutAgain() {
        let window = root(safeArea: .zero)
        let bar = UIView()
        constrained(bar, in: window)
        let top = bar.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
        let others = [
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor), bar.widthAnchor.constraint(equalToConstant: 50),
            bar.heightAnchor.constraint(equalToConstant: 50)
        ]
        NSLayoutConstraint.activate(others + [top])
        window.layoutIfNeeded()
        #expect(bar.frame.minY == 10)
        top.constant = 70
        window.layoutIfNeeded()
        #expect(bar.frame.minY == 70)
        top.isActive = false
        #expect(!top.isActive && window.constraints.count == 1, "the leading edge's")
        #expect(bar.constraints.count == 2, "a view keeps its own size constants")
        let bottom = bar.bottomAnchor.constraint(equalTo: window.bottomAnchor)
        bottom.identifier = "bar bottom"
        bottom.isActive = true
        window.layoutIfNeeded()
        #expect(bar.frame.minY == 250)
        #expect(bottom.description == "<NSLayoutConstraint 'bar bottom' UIView.bottom == UIWindow.bottom>")
        // Leaving the superview deactivates the constraints that reach outside; its own sizes stay.
        bar.removeFromSuperview()
        #expect(!bottom.isActive && !others[0].isActive && window.constraints.isEmpty)
        #expect(others[1].isActive && others[2].isActive)
    }

    @Test func contradictionsAreReportedNotFatal() {
        let window = root(safeArea: .zero)
        let box = UIView()
        constrained(box, in: window)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),  // contradicts the two before it: not applied
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10)
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 400, height: 10))
        // Items in two hierarchies can't be related: the constraint stays inactive.
        let stray = UIView()
        let across = stray.topAnchor.constraint(equalTo: box.topAnchor)
        across.isActive = true
        #expect(!across.isActive)
    }

    @Test func aLayoutGuideIsPlacedLikeAView() {
        let window = root(safeArea: .zero)
        let gap = UILayoutGuide()
        window.addLayoutGuide(gap)
        let icon = UIView()
        constrained(icon, in: window)
        NSLayoutConstraint.activate([
            gap.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            gap.widthAnchor.constraint(equalToConstant: 30),
            gap.topAnchor.constraint(equalTo: window.topAnchor),
            gap.heightAnchor.constraint(equalTo: window.heightAnchor, multiplier: 0.5),
            icon.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            icon.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor)
        ])
        window.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 20, y: 0, width: 30, height: 150) && gap.owningView === window)
        #expect(icon.frame == CGRect(x: 50, y: 63, width: 24, height: 24))
        #expect(window.layoutGuides.count == 1)
    }

    @Test func aBaseViewLaidOutWithAnchorsFillsTheCarWindowsSafeArea() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { AnchoredMapDelegate() }
        _ = car.screen
        let delegate = try #require(car.session.sceneDelegate as? AnchoredMapDelegate)
        let window = try #require(delegate.window)
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        #expect(window.safeAreaInsets.top > 0 && window.safeAreaInsets.right > 0, "the car's bars and map buttons")
        #expect(delegate.controller.map.frame == CGRect(x: 0, y: safe.minY, width: window.bounds.width, height: safe.height))
        #expect(delegate.controller.scale.frame == CGRect(x: 12, y: safe.maxY - 18, width: 80, height: 6))
    }
}
