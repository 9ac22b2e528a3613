// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// The app's audio configuration, which the car's audio system follows (the FM radio keeps playing
/// until an app activates a session that doesn't mix).
///
/// Mirrors [`AVAudioSession`](https://developer.apple.com/documentation/avfaudio/avaudiosession).
open class AVAudioSession: NSObject, @unchecked Sendable {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Mirrors [`allowBluetooth`](https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.struct/allowbluetooth),
        /// deprecated in iOS 26 for ``allowBluetoothHFP``.
        @available(iOS, deprecated: 26.0, renamed: "allowBluetoothHFP")
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// Bluetooth hands-free (HFP) devices as input (and output) routes, for `record` and `playAndRecord`: iOS 26's
        /// name for ``allowBluetooth``, the same option (the same value here; our reading of Apple's rename, not confirmed).
        /// Mirrors [`allowBluetoothHFP`](https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.struct/allowbluetoothhfp).
        public static let allowBluetoothHFP = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    }

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// How a navigation app should speak now. Mirrors [`AVAudioSession.PromptStyle`](https://developer.apple.com/documentation/avfaudio/avaudiosession/promptstyle).
    public enum PromptStyle: UInt, Sendable {
        case none = 0x6E6F_6E65  // 'none'
        case short = 0x7368_7274  // 'shrt'
        case normal = 0x6E72_6D6C  // 'nrml'
    }

    /// Mirrors [`AVAudioSession.InterruptionType`](https://developer.apple.com/documentation/avfaudio/avaudiosession/interruptiontype).
    public enum InterruptionType: UInt, Sendable {
        case began = 1
        case ended = 0
    }

    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when the phone's media services restart (the app sets its session up again). Mirrors
    /// [`mediaServicesWereResetNotification`](https://developer.apple.com/documentation/avfaudio/avaudiosession/mediaserviceswereresetnotification).
    /// - Note: The simulated phone's media services never restart, so it is never posted here.
    public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    /// Mirrors [`mediaServicesWereLostNotification`](https://developer.apple.com/documentation/avfaudio/avaudiosession/mediaserviceswerelostnotification)
    /// (never posted here, as above).
    public static let mediaServicesWereLostNotification = Notification.Name("AVAudioSessionMediaServicesWereLostNotification")

    private var _preferredSampleRate: Double = 0

    /// The sample rate the app asked for (0 until it asks). Mirrors
    /// [`preferredSampleRate`](https://developer.apple.com/documentation/avfaudio/avaudiosession/preferredsamplerate).
    public var preferredSampleRate: Double {
        lock.withLock { _preferredSampleRate }
    }

    /// The hardware's sample rate: the car's audio runs at 48 kHz here (our choice; cars differ). Mirrors
    /// [`sampleRate`](https://developer.apple.com/documentation/avfaudio/avaudiosession/samplerate).
    public var sampleRate: Double { 48_000 }

    /// Asks for a sample rate; a rate that is not positive is refused with `paramErr` (-50), as a bad argument is. Mirrors
    /// [`setPreferredSampleRate(_:)`](https://developer.apple.com/documentation/avfaudio/avaudiosession/setpreferredsamplerate(_:)).
    public func setPreferredSampleRate(_ sampleRate: Double) throws {
        guard sampleRate > 0, sampleRate.isFinite else { throw NSError(domain: NSOSStatusErrorDomain, code: -50) }
        lock.withLock { _preferredSampleRate = sampleRate }
    }

    /// What the session did, for the car's audio system. - Note: Not in AVFAudio.
    package enum Change: Sendable, Equatable {
        case category(Category, Mode, CategoryOptions)
        case active(Bool)
        /// The system's own session began or stopped speaking for the app (an `AVSpeechSynthesizer` that doesn't
        /// use the app's session).
        case systemSpeech(Bool)
    }

    private let lock = NSLock()
    private var _category: Category = .soloAmbient
    private var _mode: Mode = .default
    private var _options: CategoryOptions = []
    private var _active = false
    private var _promptStyle: PromptStyle = .normal
    private var _systemSpeakers = 0
    private var _appSpeakers = 0
    private var observers: [UUID: @Sendable (Change) -> Void] = [:]

    /// Changes the session under its lock (`change` makes the change and says what it was), then tells the observers.
    private func changed(_ change: () -> Change) {
        let (what, told) = lock.withLock { (change(), Array(observers.values)) }
        for observer in told { observer(what) }
    }
    /// What interrupts the app's audio now, whether the app was told, and the route. - Note: Ours.
    struct Routing {
        var interruptions: Set<String> = []
        var interruptedApp = false
        var route: AVAudioSessionRouteDescription = .phone
        var active = false
    }
    private var routing = Routing()

    /// Runs `body` on the routing state under the session's lock (`active` is the session's). - Note: Ours.
    func withSessionLock<T>(_ body: (inout Routing) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        routing.active = _active
        return body(&routing)
    }

    /// Where the audio goes now: the car's speakers (port `.carAudio`) while CarPlay is connected, else the phone's.
    /// Mirrors [`currentRoute`](https://developer.apple.com/documentation/avfaudio/avaudiosession/currentroute).
    open var currentRoute: AVAudioSessionRouteDescription {
        lock.withLock { routing.route }
    }

    /// The process's own: code that runs outside any app the car launched.
    private static let processWide = AVAudioSession()
    /// The app's audio session: each app has its own (one per launch here, see `AppLaunch`).
    public class func sharedInstance() -> AVAudioSession { of(AppLaunch.current) }

    /// The session of one launch of an app (the process's own for nil), for the car. - Note: Not in AVFAudio.
    package static func of(_ launch: AppLaunch?) -> AVAudioSession {
        launch?.instance(AVAudioSession.self) { AVAudioSession() } ?? processWide
    }

    open var category: Category {
        lock.withLock { _category }
    }
    open var mode: Mode {
        lock.withLock { _mode }
    }
    open var categoryOptions: CategoryOptions {
        lock.withLock { _options }
    }
    /// Whether the app's session is active. - Note: Not in AVFAudio as a property.
    package var isActive: Bool {
        lock.withLock { _active }
    }
    /// The prompt style the system asks for now (the car sets it: none during a call, short while Siri listens).
    open var promptStyle: PromptStyle {
        lock.withLock { _promptStyle }
    }
    open var isOtherAudioPlaying: Bool { false }

    open func setCategory(_ category: Category) throws {
        try setCategory(category, mode: .default, options: [])
    }

    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: .default, options: options)
    }

    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        if options.contains(.defaultToSpeaker) && category != .playAndRecord {
            throw NSError(
                domain: NSOSStatusErrorDomain, code: -50,
                userInfo: [NSLocalizedDescriptionKey: "defaultToSpeaker is only valid with playAndRecord"])
        }
        changed {
            _category = category
            _mode = mode
            _options = options
            return .category(category, mode, options)
        }
    }

    open func setMode(_ mode: Mode) throws {
        try setCategory(category, mode: mode, options: categoryOptions)
    }

    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        changed {
            _active = active
            return .active(active)
        }
    }

    // MARK: - The car's side (ours)

    /// Whether the system speaks for the app now (speech synthesizers that don't use the app's session), which ducks
    /// the car's other audio. - Note: Ours.
    package var isSystemSpeaking: Bool {
        lock.withLock { _systemSpeakers > 0 }
    }

    /// A synthesizer began or stopped speaking through the system's session. - Note: Ours.
    package func systemSpeech(began: Bool) {
        changed {
            _systemSpeakers = max(_systemSpeakers + (began ? 1 : -1), 0)
            return .systemSpeech(_systemSpeakers > 0)
        }
    }

    /// Whether a speech synthesizer speaks through the app's own session now: the session is active for a sound that
    /// plays. - Note: Ours.
    package var isAppSpeaking: Bool {
        lock.withLock { _appSpeakers > 0 }
    }

    /// A synthesizer began or stopped speaking through the app's session. - Note: Ours.
    package func appSpeech(began: Bool) {
        lock.withLock { _appSpeakers = max(_appSpeakers + (began ? 1 : -1), 0) }
    }

    package func setPromptStyle(_ style: PromptStyle) {
        lock.withLock { _promptStyle = style }
    }

    @discardableResult
    package func observe(_ body: @escaping @Sendable (Change) -> Void) -> UUID {
        let id = UUID()
        lock.withLock { observers[id] = body }
        return id
    }

    package func removeObserver(_ id: UUID) {
        lock.withLock { observers[id] = nil }
    }
    package func removeAllObservers() {
        lock.withLock { observers = [:] }
    }

    package func reset() {
        lock.lock()
        _category = .soloAmbient
        _mode = .default
        _options = []
        _active = false
        _promptStyle = .normal
        _systemSpeakers = 0
        routing = Routing()
        lock.unlock()
    }
}
