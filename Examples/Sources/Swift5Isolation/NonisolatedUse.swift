// Code a CarPlay app runs away from the main actor (a queue's block, a detached task, a plain function), in the Swift 5
// language mode, using what iOS declares with no actor: CarPlay's global constants, UIKit's images, colours, traits
// and image renderer, MediaPlayer's now playing info, MapKit's and Core Location's values, Intents, User
// Notifications, AVFAudio's session, CallKit's values, the keychain and External Accessory. Nothing here is
// `@MainActor`: if a stand-in puts one of these declarations on the main actor where iOS doesn't, this target stops
// compiling ("main actor-isolated … can not be referenced from a nonisolated context").
//
// Apple's evidence that these have no actor: CarPlay's headers declare the constants as `extern … const` with no
// actor; UIKit's headers say `currentTraitCollection` is thread-local and put no `NS_SWIFT_UI_ACTOR` on
// `UIGraphicsImageRenderer`, its context and format (audited for sendability), `UIImage`, `UIColor` or
// `UITraitCollection`; the MediaPlayer, MapKit and AVFAudio headers we found put none on `MPNowPlayingInfoCenter`,
// `MKMapItem` or `AVAudioSession`. For the Intents, User Notifications, CallKit, Security and External Accessory calls
// we found no header either way in the SDKs we could read: they follow the documentation's use from any thread, and
// our research is unsure there.
import CarPlayShim
import Dispatch

// MARK: CarPlay

/// CarPlay's global constants, as nonisolated code reads them.
public struct CarPlayConstantsReading: Equatable, Sendable {
    public var gridImages: Int
    public var gridButtons: Int
    public var listSectionImageSize: CGSize
    public var buttonImageSize: CGSize
    public var nowPlayingButtonImageSize: CGSize
    public var messageItemImageSize: CGSize
    public var alertMinimumDuration: TimeInterval
    public var errorDomain: String
}

public func readCarPlayConstants() -> CarPlayConstantsReading {
    CarPlayConstantsReading(
        gridImages: CPMaximumNumberOfGridImages,
        gridButtons: CPGridTemplateMaximumItems,
        listSectionImageSize: CPMaximumListSectionImageSize,
        buttonImageSize: CPButtonMaximumImageSize,
        nowPlayingButtonImageSize: CPNowPlayingButtonMaximumImageSize,
        messageItemImageSize: CPMaximumMessageItemImageSize,
        alertMinimumDuration: CPNavigationAlertMinimumDuration,
        errorDomain: CarPlayErrorDomain
    )
}

/// Trims an image row's images to what the car shows, off the main actor.
public func imagesForRow(_ all: [UIImage]) -> [UIImage] {
    Array(all.prefix(CPMaximumNumberOfGridImages))
}

// MARK: UIKit

/// A round badge drawn with an image renderer and its format.
public func drawBadge(diameter: CGFloat, color: UIColor) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    format.opaque = false
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter), format: format)
    return renderer.image { context in
        color.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: diameter, height: diameter)).fill()
        UIColor.white.setStroke()
        context.stroke(CGRect(x: 1, y: 1, width: diameter - 2, height: diameter - 2))
    }
}

/// A colour for light and dark, resolved for the given style.
public func resolvedAccent(dark: Bool) -> UIColor {
    let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor.white : UIColor.black }
    return accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: dark ? .dark : .light))
}

/// The style code sees as current while it runs under `traits` (UIKit's current traits are per thread).
public func currentStyle(performingAs traits: UITraitCollection) -> UIUserInterfaceStyle {
    var seen = UIUserInterfaceStyle.unspecified
    traits.performAsCurrent { seen = UITraitCollection.current.userInterfaceStyle }
    return seen
}

/// Images, fonts and traits made off the main actor.
public func makeArtworkParts() -> (symbol: UIImage?, font: UIFont, traits: UITraitCollection) {
    let symbol = UIImage(systemName: "car.fill")?.withTintColor(.systemBlue)
    let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    let traits = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceIdiom: .carPlay)])
    return (symbol, font, traits)
}

// MARK: MediaPlayer

/// Publishes what is playing, with artwork the car asks for at its own size.
public func publishNowPlaying(title: String, artist: String, image: UIImage) {
    let artwork = MPMediaItemArtwork(boundsSize: image.size) { _ in image }
    MPNowPlayingInfoCenter.default().nowPlayingInfo = [
        MPMediaItemPropertyTitle: title,
        MPMediaItemPropertyArtist: artist,
        MPMediaItemPropertyArtwork: artwork,
    ]
    MPNowPlayingInfoCenter.default().playbackState = .playing
}

/// Enables the play command (its handler runs wherever the system calls it).
public func enablePlayCommand() {
    let center = MPRemoteCommandCenter.shared()
    center.playCommand.isEnabled = true
}

// MARK: MapKit and Core Location

/// A destination as a map item.
public func mapItem(named name: String, latitude: CLLocationDegrees, longitude: CLLocationDegrees) -> MKMapItem {
    let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    let item = MKMapItem(placemark: MKPlacemark(coordinate: coordinate))
    item.name = name
    return item
}

/// Metres between two places.
public func distance(from a: CLLocationCoordinate2D, to b: CLLocationCoordinate2D) -> CLLocationDistance {
    CLLocation(latitude: a.latitude, longitude: a.longitude).distance(from: CLLocation(latitude: b.latitude, longitude: b.longitude))
}

// MARK: Intents, User Notifications

/// A message to send by Siri, donated as an interaction.
public func donateMessage(to phoneNumber: String, text: String) -> INSendMessageIntent {
    let recipient = INPerson(
        personHandle: INPersonHandle(value: phoneNumber, type: .phoneNumber), nameComponents: nil, displayName: "Sam",
        image: nil, contactIdentifier: nil, customIdentifier: nil)
    let intent = INSendMessageIntent(
        recipients: [recipient], outgoingMessageType: .outgoingMessageText, content: text, speakableGroupName: nil,
        conversationIdentifier: nil, serviceName: nil, sender: nil)
    INInteraction(intent: intent, response: nil).donate { _ in }
    return intent
}

/// A reminder in a minute.
public func scheduleReminder(title: String, body: String) -> UNNotificationRequest {
    let content = UNMutableNotificationContent()
    content.title = title
    content.body = body
    content.sound = .default
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    let request = UNNotificationRequest(identifier: "reminder", content: content, trigger: trigger)
    UNUserNotificationCenter.current().add(request) { _ in }
    return request
}

// MARK: AVFAudio, CallKit, Security, External Accessory

/// Sets up spoken audio, as a podcast or navigation app does before it plays.
public func activateSpokenAudio() throws -> AVAudioSession.Category {
    let session = AVAudioSession.sharedInstance()
    try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
    try session.setActive(true)
    return session.category
}

/// The call action an app asks CallKit for.
public func startCallAction(to number: String) -> CXStartCallAction {
    let configuration = CXProviderConfiguration()
    configuration.supportsVideo = false
    return CXStartCallAction(call: UUID(), handle: CXHandle(type: .phoneNumber, value: number))
}

/// Reads a password from the keychain.
public func storedToken(service: String) -> Data? {
    let query: [String: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecReturnData: true, kSecMatchLimit: kSecMatchLimitOne]
    var result: CFTypeRef?
    guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess else { return nil }
    return result as? Data
}

/// The accessories the phone sees.
public func connectedAccessoryCount() -> Int {
    EAAccessoryManager.shared().connectedAccessories.count
}

// MARK: From a queue and a detached task

/// Reads the constants and draws a badge on a global queue, as apps do for work they keep off the main thread.
public func prepareRowOnGlobalQueue(_ done: @escaping @Sendable (CarPlayConstantsReading, UIImage) -> Void) {
    DispatchQueue.global().async {
        let constants = readCarPlayConstants()
        let badge = drawBadge(diameter: constants.listSectionImageSize.width, color: resolvedAccent(dark: true))
        done(constants, badge)
    }
}

/// The same from a detached task.
public func prepareRowInDetachedTask() async -> (Int, CGSize) {
    await Task.detached {
        let constants = readCarPlayConstants()
        publishNowPlaying(title: "Morning Show", artist: "Radio", image: drawBadge(diameter: 20, color: .systemBlue))
        return (constants.gridImages, drawBadge(diameter: 40, color: .systemRed).size)
    }.value
}
