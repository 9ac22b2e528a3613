// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Metres of accuracy; the negative constants below ask for the best the hardware gives.
///
/// Mirrors [`CLLocationAccuracy`](https://developer.apple.com/documentation/corelocation/cllocationaccuracy) and
/// Core Location's accuracy constants (their values as in Core Location's header).
public typealias CLLocationAccuracy = Double

/// Mirrors [`kCLLocationAccuracyBestForNavigation`](https://developer.apple.com/documentation/corelocation/kcllocationaccuracybestfornavigation).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Mirrors [`kCLLocationAccuracyBest`](https://developer.apple.com/documentation/corelocation/kcllocationaccuracybest).
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Mirrors [`kCLLocationAccuracyNearestTenMeters`](https://developer.apple.com/documentation/corelocation/kcllocationaccuracynearesttenmeters).
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Mirrors [`kCLLocationAccuracyHundredMeters`](https://developer.apple.com/documentation/corelocation/kcllocationaccuracyhundredmeters).
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Mirrors [`kCLLocationAccuracyKilometer`](https://developer.apple.com/documentation/corelocation/kcllocationaccuracykilometer).
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Mirrors [`kCLLocationAccuracyThreeKilometers`](https://developer.apple.com/documentation/corelocation/kcllocationaccuracythreekilometers).
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Mirrors [`kCLLocationAccuracyReduced`](https://developer.apple.com/documentation/corelocation/kcllocationaccuracyreduced)
/// (iOS 14). - Note: Its value in Apple's header is not confirmed here; 3,000 m is a guess.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// Every move is reported. Mirrors [`kCLDistanceFilterNone`](https://developer.apple.com/documentation/corelocation/kcldistancefilternone).
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The largest distance. Mirrors [`CLLocationDistanceMax`](https://developer.apple.com/documentation/corelocation/cllocationdistancemax).
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// Every change of heading is reported. Mirrors [`kCLHeadingFilterNone`](https://developer.apple.com/documentation/corelocation/kclheadingfilternone).
public let kCLHeadingFilterNone: CLLocationDegrees = -1
