// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a command handler answers. Mirrors [`MPRemoteCommandHandlerStatus`](https://developer.apple.com/documentation/mediaplayer/mpremotecommandhandlerstatus).
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    case success = 0
    case noSuchContent = 100
    case noActionableNowPlayingItem = 110
    case deviceNotFound = 120
    case commandFailed = 200
}

/// A command event. Mirrors [`MPRemoteCommandEvent`](https://developer.apple.com/documentation/mediaplayer/mpremotecommandevent).
open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    public let command: MPRemoteCommand
    public let timestamp: TimeInterval
    package init(command: MPRemoteCommand, timestamp: TimeInterval = 0) {
        self.command = command
        self.timestamp = timestamp
        super.init()
    }
}

open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let playbackRate: Float
    package init(command: MPRemoteCommand, playbackRate: Float) {
        self.playbackRate = playbackRate
        super.init(command: command)
    }
}

open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let positionTime: TimeInterval
    package init(command: MPRemoteCommand, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(command: command)
    }
}

open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let interval: TimeInterval
    package init(command: MPRemoteCommand, interval: TimeInterval) {
        self.interval = interval
        super.init(command: command)
    }
}

open class MPChangeRepeatModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let repeatType: MPRepeatType
    package init(command: MPRemoteCommand, repeatType: MPRepeatType) {
        self.repeatType = repeatType
        super.init(command: command)
    }
}

open class MPChangeShuffleModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let shuffleType: MPShuffleType
    package init(command: MPRemoteCommand, shuffleType: MPShuffleType) {
        self.shuffleType = shuffleType
        super.init(command: command)
    }
}

/// Mirrors [`MPRepeatType`](https://developer.apple.com/documentation/mediaplayer/mprepeattype).
public enum MPRepeatType: Int, Sendable {
    case off = 0
    case one, all
}
/// Mirrors [`MPShuffleType`](https://developer.apple.com/documentation/mediaplayer/mpshuffletype).
public enum MPShuffleType: Int, Sendable {
    case off = 0
    case items, collections
}

/// A command from the car or the lock screen (play, pause, skip…) and its handlers.
///
/// Mirrors [`MPRemoteCommand`](https://developer.apple.com/documentation/mediaplayer/mpremotecommand).
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var targets: [(token: NSObject, handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []
    private var enabled = true
    /// The command's name, for logs. - Note: Not in MediaPlayer.
    package let name: String

    package init(name: String) {
        self.name = name
        super.init()
    }

    open var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// Adds a handler; returns an opaque token for ``removeTarget(_:)``.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = NSObject()
        lock.withLock { targets.append((token, handler)) }
        return token
    }

    /// Removes a handler added with ``addTarget(handler:)``, or all handlers when `target` is nil.
    open func removeTarget(_ target: Any?) {
        lock.lock()
        defer { lock.unlock() }
        guard let target = target as? NSObject else {
            targets.removeAll()
            return
        }
        targets.removeAll { $0.token === target }
    }

    /// Whether any handler is registered. - Note: Not in MediaPlayer.
    package var hasTargets: Bool {
        lock.withLock { !targets.isEmpty }
    }

    /// Sends an event to every handler, as the system does; answers the last handler's status, or
    /// `.commandFailed` when disabled or unhandled. - Note: Not in MediaPlayer.
    @discardableResult
    package func send(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus {
        lock.lock()
        let handlers = enabled ? targets.map(\.handler) : []
        lock.unlock()
        var status = MPRemoteCommandHandlerStatus.commandFailed
        for h in handlers { status = h(event) }
        return status
    }
}

open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    open var preferredIntervals: [NSNumber] = [15]
}

open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
    open var supportedPlaybackRates: [NSNumber] = []
}

open class MPChangeRepeatModeCommand: MPRemoteCommand, @unchecked Sendable {
    open var currentRepeatType: MPRepeatType = .off
}

open class MPChangeShuffleModeCommand: MPRemoteCommand, @unchecked Sendable {
    open var currentShuffleType: MPShuffleType = .off
}

open class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
    open var isActive = false
    open var localizedTitle = ""
}
