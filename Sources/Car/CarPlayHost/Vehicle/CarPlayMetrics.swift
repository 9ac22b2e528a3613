// SPDX-License-Identifier: Apache-2.0

import Foundation

/// CarPlay's layout metrics in points: one table that the car's windows, layout and hit-testing, the harness
/// and the reviewer all read. From `shared/research/carplay-look.md`; each value says how sure we are:
/// [official] Apple says so, [measured] from simulator screenshots at 800×480 @2x, [guessed] our estimate.
/// Apple publishes almost none of these. - Note: Ours (not in CarPlay).
public enum CarPlayMetrics {
    /// The status bar's column on the driver's side [measured: 44 pt, twice].
    public static let statusBarWidth = 44.0
    /// Navigation bars and the tab bar [measured].
    public static let barHeight = 44.0
    /// A list row [measured: 44 pt with a 2 pt gap]; also the minimum touch target [official, old HIG].
    public static let rowHeight = 44.0
    public static let rowGap = 2.0
    public static let minimumTouchTarget = 44.0
    /// Content inset from the app area's edges [measured: about 11 pt].
    public static let inset = 11.0
    /// A section header block [measured].
    public static let sectionHeaderHeight = 28.0
    /// The map buttons' column on a navigation app's window, part of its safe area [guessed].
    public static let mapButtonColumnWidth = 56.0
    /// An image row's artwork tiles; also the header grid buttons of a list [guessed].
    public static let imageRowTile = 56.0
    /// A grid's column and row pitch [measured: 2 rows × 4 columns at 800×480].
    public static let gridColumnPitch = 78.0
    public static let gridRowPitch = 85.0

    /// The app's area on a screen: the screen less the status bar column.
    public static func appAreaWidth(of screen: CarScreen) -> Double { screen.widthPoints - statusBarWidth }

    /// Where the app area starts on the screen (the status bar is on the driver's side).
    public static func appAreaX(driveSide: DriveSide) -> Double { driveSide == .left ? statusBarWidth : 0 }
}
