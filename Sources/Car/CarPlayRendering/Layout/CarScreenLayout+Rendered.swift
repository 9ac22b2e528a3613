// SPDX-License-Identifier: Apache-2.0

import CarPlayHost

extension CarScreenLayout {
    /// The car's screen as this renderer lays it out: what a touch at a point hits, the knob's focus order. What the
    /// harness, scripts, the CLI and the live car give their `CarDriver` (CarPlayHost). - Note: Ours.
    public static let rendered = CarScreenLayout(
        hitTest: { snapshot, x, y in CarRenderer.layout(snapshot).hitTest(x: x, y: y)?.elementID },
        focusOrder: { snapshot in CarRenderer.layout(snapshot).targets.map(\.elementID) })
}
