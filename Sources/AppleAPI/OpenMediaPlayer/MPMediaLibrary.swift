// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The phone's media library: the app's access to it, and when it last changed. Mirrors
/// [`MPMediaLibrary`](https://developer.apple.com/documentation/mediaplayer/mpmedialibrary).
///
/// What the library holds and what the user answers when asked belong to the phone in the car
/// (`PhoneMusicLibrary`; the car seeds it).
open class MPMediaLibrary: NSObject, @unchecked Sendable {
    private let phone: PhoneMusicLibrary?

    private init(phone: PhoneMusicLibrary?) {
        self.phone = phone
        super.init()
    }

    /// The library of the phone in the car. Mirrors [`default()`](https://developer.apple.com/documentation/mediaplayer/mpmedialibrary/default()).
    open class func `default`() -> MPMediaLibrary { MPMediaLibrary(phone: PhoneMusicLibrary.current) }

    /// Mirrors [`authorizationStatus()`](https://developer.apple.com/documentation/mediaplayer/mpmedialibrary/authorizationstatus()).
    open class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { PhoneMusicLibrary.current?.authorization ?? .notDetermined }

    /// Asks the user once (later calls hear the answer given): the prompt is answered a moment after the call, on the
    /// main queue, and the handler hears the status there. Mirrors
    /// [`requestAuthorization(_:)`](https://developer.apple.com/documentation/mediaplayer/mpmedialibrary/requestauthorization(_:)).
    open class func requestAuthorization(_ completionHandler: @escaping @Sendable (MPMediaLibraryAuthorizationStatus) -> Void) {
        let phone = PhoneMusicLibrary.current
        DispatchQueue.main.async { completionHandler(phone?.requestAuthorization() ?? .denied) }
    }

    /// When the library's contents last changed (the car seeds it when it starts). Mirrors
    /// [`lastModifiedDate`](https://developer.apple.com/documentation/mediaplayer/mpmedialibrary/lastmodifieddate).
    open var lastModifiedDate: Date { phone?.lastModified ?? Date(timeIntervalSince1970: 0) }

    /// The library never changes under the app here (no syncing), so there is nothing to post. Mirrors
    /// [`beginGeneratingLibraryChangeNotifications()`](https://developer.apple.com/documentation/mediaplayer/mpmedialibrary/begingeneratinglibrarychangenotifications()).
    open func beginGeneratingLibraryChangeNotifications() {}

    /// Mirrors [`endGeneratingLibraryChangeNotifications()`](https://developer.apple.com/documentation/mediaplayer/mpmedialibrary/endgeneratinglibrarychangenotifications()).
    open func endGeneratingLibraryChangeNotifications() {}

    /// Adds a catalog item to the library. The simulated phone has no Apple Music catalog: the handler hears an empty
    /// list and an error on the main queue. Mirrors
    /// [`addItem(withProductID:completionHandler:)`](https://developer.apple.com/documentation/mediaplayer/mpmedialibrary/additem(withproductid:completionhandler:)).
    open func addItem(withProductID productID: String, completionHandler: (@Sendable ([MPMediaEntity], (any Error)?) -> Void)? = nil) {
        let error = NSError(
            domain: "MPErrorDomain", code: 0,
            userInfo: [NSLocalizedDescriptionKey: "the simulated phone has no Apple Music catalog (product \(productID))"])
        guard let completionHandler else { return }
        DispatchQueue.main.async { completionHandler([], error) }
    }
}

extension Notification.Name {
    /// Mirrors [`MPMediaLibraryDidChange`](https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/mpmedialibrarydidchange).
    public static let MPMediaLibraryDidChange = Notification.Name("MPMediaLibraryDidChangeNotification")
}
