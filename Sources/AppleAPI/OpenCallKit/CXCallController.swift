// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Asks the system to act on calls (start, end, hold…): the system passes each action to the app's provider.
/// Mirrors [`CXCallController`](https://developer.apple.com/documentation/callkit/cxcallcontroller).
open class CXCallController: NSObject, @unchecked Sendable {
    public let callObserver = CXCallObserver()
    public override init() { super.init() }
    public init(queue: DispatchQueue) { super.init() }

    open func request(_ transaction: CXTransaction, completion: @escaping @Sendable ((any Error)?) -> Void) {
        let center = CXCallCenter.shared
        guard !transaction.actions.isEmpty else { return completion(CXErrorCodeRequestTransactionError(.emptyTransaction)) }
        guard let provider = center.currentProvider else { return completion(CXErrorCodeRequestTransactionError(.unknownCallProvider)) }
        for action in transaction.actions {
            guard let a = action as? CXCallAction else { return completion(CXErrorCodeRequestTransactionError(.invalidAction)) }
            if a is CXStartCallAction {
                if center.call(a.callUUID) != nil { return completion(CXErrorCodeRequestTransactionError(.callUUIDAlreadyExists)) }
            } else if center.call(a.callUUID) == nil || center.call(a.callUUID)?.state == .ended {
                return completion(CXErrorCodeRequestTransactionError(.unknownCallUUID))
            }
        }
        completion(nil)
        for action in transaction.actions {
            guard let a = action as? CXCallAction else { continue }
            if let start = a as? CXStartCallAction {
                let call = CXSystemCall(uuid: start.callUUID, isOutgoing: true, state: .dialing, provider: provider)
                call.handle = start.handle
                center.add(call)
                center.changed("calling \(call.displayName)")
            }
            center.deliver(a, to: provider)
        }
    }

    open func requestTransaction(with action: CXAction, completion: @escaping @Sendable ((any Error)?) -> Void) {
        request(CXTransaction(action: action), completion: completion)
    }

    open func requestTransaction(with actions: [CXAction], completion: @escaping @Sendable ((any Error)?) -> Void) {
        request(CXTransaction(actions: actions), completion: completion)
    }
}

/// The calls in progress. Mirrors [`CXCallObserver`](https://developer.apple.com/documentation/callkit/cxcallobserver).
open class CXCallObserver: NSObject, @unchecked Sendable {
    open var calls: [CXCall] { CXCallCenter.shared.calls.map(CXCall.init) }
}

/// A call as the observer reports it. Mirrors [`CXCall`](https://developer.apple.com/documentation/callkit/cxcall).
open class CXCall: NSObject, @unchecked Sendable {
    public let uuid: UUID
    public let isOutgoing: Bool
    public let isOnHold: Bool
    public let hasConnected: Bool
    public let hasEnded: Bool
    init(_ c: CXSystemCall) {
        uuid = c.uuid
        isOutgoing = c.isOutgoing
        isOnHold = c.isOnHold
        hasConnected = c.state == .active
        hasEnded = c.state == .ended
        super.init()
    }
}
