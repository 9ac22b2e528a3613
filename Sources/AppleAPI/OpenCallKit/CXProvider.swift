// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio

/// The app's calls as the system sees them: the app reports incoming calls and call changes; the system sends
/// the app the actions the user (or the car) takes. Mirrors [`CXProvider`](https://developer.apple.com/documentation/callkit/cxprovider).
open class CXProvider: NSObject, @unchecked Sendable {
    open var configuration: CXProviderConfiguration
    open private(set) weak var delegate: (any CXProviderDelegate)?
    private var center: CXCallCenter { .shared }
    /// The audio session of the app that made the provider, which the system activates for its calls. - Note: Ours.
    package let audioSession = AVAudioSession.sharedInstance()

    public init(configuration: CXProviderConfiguration) {
        self.configuration = configuration
        super.init()
        CXCallCenter.shared.register(self)
    }

    /// The delegate gets the actions (on the main queue when `queue` is nil).
    open func setDelegate(_ delegate: (any CXProviderDelegate)?, queue: DispatchQueue?) {
        self.delegate = delegate
        delegate?.providerDidBegin(self)
    }

    /// A call is coming in: the system shows it (in the car: the incoming call screen).
    open func reportNewIncomingCall(with UUID: UUID, update: CXCallUpdate, completion: @escaping @Sendable ((any Error)?) -> Void) {
        if center.call(UUID) != nil {
            return completion(CXErrorCodeIncomingCallError(.callUUIDAlreadyExists))
        }
        let call = CXSystemCall(uuid: UUID, isOutgoing: false, state: .ringing, provider: self)
        call.apply(update)
        center.add(call)
        center.changed("incoming call from \(call.displayName)")
        completion(nil)
    }

    /// Something about a call changed (its caller's name, what it supports).
    open func reportCall(with UUID: UUID, updated update: CXCallUpdate) {
        guard let call = center.call(UUID) else { return }
        call.apply(update)
        center.changed("call updated: \(call.displayName)")
    }

    /// A call ended without a user action here (the other side hung up, nobody answered…).
    open func reportCall(with UUID: UUID, endedAt dateEnded: Date?, reason endedReason: CXCallEndedReason) {
        guard let call = center.call(UUID), call.state != .ended else { return }
        call.state = .ended
        call.endedReason = endedReason
        center.updateAudio(for: self)
        center.changed("call ended (\(endedReason)): \(call.displayName)")
    }

    open func reportOutgoingCall(with UUID: UUID, startedConnectingAt dateStartedConnecting: Date?) {
        guard let call = center.call(UUID) else { return }
        call.state = .connecting
        center.changed("connecting \(call.displayName)")
    }

    open func reportOutgoingCall(with UUID: UUID, connectedAt dateConnected: Date?) {
        guard let call = center.call(UUID) else { return }
        call.state = .active
        call.connectedAt = dateConnected ?? Date()
        center.updateAudio(for: self)
        center.changed("connected \(call.displayName)")
    }

    /// Ends every call of this provider.
    open func invalidate() {
        for call in center.calls where call.provider === self {
            call.state = .ended
            call.endedReason = .failed
        }
        center.updateAudio(for: self)
        center.changed("provider invalidated")
    }

    /// Actions the delegate has not completed yet.
    open var pendingTransactions: [CXTransaction] { [] }

    func deliver(_ action: CXCallAction) {
        guard let d = delegate else { return action.fail() }
        switch action {
        case let a as CXStartCallAction: d.provider(self, perform: a)
        case let a as CXAnswerCallAction: d.provider(self, perform: a)
        case let a as CXEndCallAction: d.provider(self, perform: a)
        case let a as CXSetHeldCallAction: d.provider(self, perform: a)
        case let a as CXSetMutedCallAction: d.provider(self, perform: a)
        case let a as CXSetGroupCallAction: d.provider(self, perform: a)
        case let a as CXPlayDTMFCallAction: d.provider(self, perform: a)
        default: action.fail()
        }
    }
}

/// The app's handler of call actions. Mirrors [`CXProviderDelegate`](https://developer.apple.com/documentation/callkit/cxproviderdelegate);
/// optional methods have defaults (an action the app doesn't handle fails).
public protocol CXProviderDelegate: AnyObject {
    func providerDidReset(_ provider: CXProvider)
    func providerDidBegin(_ provider: CXProvider)
    func provider(_ provider: CXProvider, perform action: CXStartCallAction)
    func provider(_ provider: CXProvider, perform action: CXAnswerCallAction)
    func provider(_ provider: CXProvider, perform action: CXEndCallAction)
    func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction)
    func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction)
    func provider(_ provider: CXProvider, perform action: CXSetGroupCallAction)
    func provider(_ provider: CXProvider, perform action: CXPlayDTMFCallAction)
    func provider(_ provider: CXProvider, timedOutPerforming action: CXAction)
    func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession)
    func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession)
}

extension CXProviderDelegate {
    public func providerDidBegin(_ provider: CXProvider) {}
    public func provider(_ provider: CXProvider, perform action: CXStartCallAction) { action.fail() }
    public func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) { action.fail() }
    public func provider(_ provider: CXProvider, perform action: CXEndCallAction) { action.fail() }
    public func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction) { action.fail() }
    public func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) { action.fail() }
    public func provider(_ provider: CXProvider, perform action: CXSetGroupCallAction) { action.fail() }
    public func provider(_ provider: CXProvider, perform action: CXPlayDTMFCallAction) { action.fail() }
    public func provider(_ provider: CXProvider, timedOutPerforming action: CXAction) {}
    public func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) {}
    public func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession) {}
}

/// Why an incoming call couldn't be reported. Mirrors [`CXErrorCodeIncomingCallError`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror).
public struct CXErrorCodeIncomingCallError: Error, Equatable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 0
        case unentitled, callUUIDAlreadyExists, filteredByDoNotDisturb, filteredByBlockList
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// Why a transaction was refused. Mirrors [`CXErrorCodeRequestTransactionError`](https://developer.apple.com/documentation/callkit/cxerrorcoderequesttransactionerror).
public struct CXErrorCodeRequestTransactionError: Error, Equatable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 0
        case unentitled, unknownCallProvider, emptyTransaction, unknownCallUUID, callUUIDAlreadyExists, invalidAction, maximumCallGroupsReached
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}
