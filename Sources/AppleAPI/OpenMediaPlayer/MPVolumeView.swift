// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The system volume slider and audio route button. Mirrors
/// [`MPVolumeView`](https://developer.apple.com/documentation/mediaplayer/mpvolumeview).
///
/// The phone's own screen isn't drawn here, so the view has no slider or button inside it and nobody moves it: a phone
/// app's code can make one, add it to its views and set its options and images, which it keeps. Not done: changing the
/// volume or the route through it (on a phone playing through CarPlay, the car's own controls set the volume; Apple
/// replaces the slider with the route's name for a route without volume control).
@preconcurrency @MainActor
open class MPVolumeView: UIView {
    /// Mirrors [`showsVolumeSlider`](https://developer.apple.com/documentation/mediaplayer/mpvolumeview/showsvolumeslider):
    /// true by default.
    open var showsVolumeSlider = true
    /// Mirrors [`showsRouteButton`](https://developer.apple.com/documentation/mediaplayer/mpvolumeview/showsroutebutton):
    /// true by default.
    @available(iOS, introduced: 4.2, deprecated: 13.0)
    open var showsRouteButton: Bool {
        get { routeButtonShown }
        set { routeButtonShown = newValue }
    }
    private var routeButtonShown = true
    private var thumbImages: [UIControl.State: UIImage] = [:]
    private var minimumImages: [UIControl.State: UIImage] = [:]
    private var maximumImages: [UIControl.State: UIImage] = [:]

    /// Mirrors [`init(frame:)`](https://developer.apple.com/documentation/uikit/uiview/init(frame:)).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Mirrors [`setVolumeThumbImage(_:for:)`](https://developer.apple.com/documentation/mediaplayer/mpvolumeview/setvolumethumbimage(_:for:)).
    open func setVolumeThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state] = image }
    /// Mirrors [`volumeThumbImage(for:)`](https://developer.apple.com/documentation/mediaplayer/mpvolumeview/volumethumbimage(for:)).
    open func volumeThumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state] }
    /// Mirrors [`setMinimumVolumeSliderImage(_:for:)`](https://developer.apple.com/documentation/mediaplayer/mpvolumeview/setminimumvolumesliderimage(_:for:)).
    open func setMinimumVolumeSliderImage(_ image: UIImage?, for state: UIControl.State) { minimumImages[state] = image }
    /// Mirrors [`minimumVolumeSliderImage(for:)`](https://developer.apple.com/documentation/mediaplayer/mpvolumeview/minimumvolumesliderimage(for:)).
    open func minimumVolumeSliderImage(for state: UIControl.State) -> UIImage? { minimumImages[state] }
    /// Mirrors [`setMaximumVolumeSliderImage(_:for:)`](https://developer.apple.com/documentation/mediaplayer/mpvolumeview/setmaximumvolumesliderimage(_:for:)).
    open func setMaximumVolumeSliderImage(_ image: UIImage?, for state: UIControl.State) { maximumImages[state] = image }
    /// Mirrors [`maximumVolumeSliderImage(for:)`](https://developer.apple.com/documentation/mediaplayer/mpvolumeview/maximumvolumesliderimage(for:)).
    open func maximumVolumeSliderImage(for state: UIControl.State) -> UIImage? { maximumImages[state] }
}
