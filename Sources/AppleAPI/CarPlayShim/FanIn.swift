// SPDX-License-Identifier: Apache-2.0

#if !canImport(Darwin)  // Combine is on every Apple platform (a module another package names Combine must not flip it)
    import Foundation
    import OpenCombine

    /// One of several upstreams of a fan-in (`CombineLatest`, `Merge`): it asks its upstream for everything and hands
    /// each value and its completion to the fan-in with its index.
    /// - Note: Ours (the machinery behind CarPlayShim's `combineLatest` and `merge`, which OpenCombine lacks).
    final class FanInSlot<Input, Failure: Error>: Subscriber, @unchecked Sendable {
        let index: Int
        let fanIn: FanIn<Input, Failure>

        init(index: Int, fanIn: FanIn<Input, Failure>) {
            self.index = index
            self.fanIn = fanIn
        }

        func receive(subscription: any Subscription) { fanIn.attach(subscription, at: index) }
        func receive(_ input: Input) -> Subscribers.Demand {
            fanIn.receive(input, at: index)
            return .none
        }
        func receive(completion: Subscribers.Completion<Failure>) { fanIn.complete(completion, at: index) }
    }

    /// Several upstreams feeding one downstream, with the downstream's demand respected: upstreams are asked for
    /// everything; what the downstream can't take yet waits (`Merge` queues every value, `CombineLatest` keeps the
    /// latest combination). The first failure ends it; so does every upstream finishing (or, for `CombineLatest`, one
    /// finishing before it produced anything, since nothing can be combined then).
    /// - Note: Ours.
    class FanIn<Input, Failure: Error>: Subscription, @unchecked Sendable {
        private let lock = NSLock()
        private let downstreamLock = NSRecursiveLock()
        private var subscriptions: [(any Subscription)?]
        private var finished: [Bool]
        private var demand = Subscribers.Demand.none
        private var done = false
        private var delivering = false
        private let send: (Input) -> Subscribers.Demand
        private let end: (Subscribers.Completion<Failure>) -> Void

        init(count: Int, send: @escaping (Input) -> Subscribers.Demand, end: @escaping (Subscribers.Completion<Failure>) -> Void) {
            subscriptions = Array(repeating: nil, count: count)
            finished = Array(repeating: false, count: count)
            self.send = send
            self.end = end
        }

        // What a kind of fan-in does with a value, and what it has waiting (called with `lock` held).
        func store(_ input: Input, at index: Int) { fatalError("subclass") }
        func takeNext() -> Input? { fatalError("subclass") }
        func hasWaiting() -> Bool { fatalError("subclass") }
        func cannotProduce(afterFinishing index: Int) -> Bool { false }

        func attach(_ subscription: any Subscription, at index: Int) {
            lock.lock()
            guard !done, subscriptions[index] == nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            subscriptions[index] = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        func receive(_ input: Input, at index: Int) {
            lock.lock()
            guard !done else { return lock.unlock() }
            store(input, at: index)
            lock.unlock()
            drain()
        }

        func complete(_ completion: Subscribers.Completion<Failure>, at index: Int) {
            lock.lock()
            guard !done else { return lock.unlock() }
            switch completion {
            case .failure:
                done = true
                let others = subscriptions
                subscriptions = subscriptions.map { _ in nil }
                lock.unlock()
                for (i, s) in others.enumerated() where i != index { s?.cancel() }
                deliver(completion)
            case .finished:
                finished[index] = true
                if cannotProduce(afterFinishing: index) {
                    done = true
                    let others = subscriptions
                    subscriptions = subscriptions.map { _ in nil }
                    lock.unlock()
                    for (i, s) in others.enumerated() where i != index { s?.cancel() }
                    deliver(.finished)
                } else {
                    lock.unlock()
                    drain()
                }
            }
        }

        func request(_ demand: Subscribers.Demand) {
            lock.lock()
            guard !done else { return lock.unlock() }
            self.demand += demand
            lock.unlock()
            drain()
        }

        func cancel() {
            lock.lock()
            done = true
            let all = subscriptions
            subscriptions = subscriptions.map { _ in nil }
            lock.unlock()
            for s in all { s?.cancel() }
        }

        /// Sends what waits while the downstream wants it; finishes once every upstream has finished and nothing waits.
        private func drain() {
            lock.lock()
            if delivering { return lock.unlock() }  // the delivery on the stack sends it
            delivering = true
            while !done {
                if demand > 0, let next = takeNext() {
                    demand -= 1
                    lock.unlock()
                    downstreamLock.lock()
                    let more = send(next)
                    downstreamLock.unlock()
                    lock.lock()
                    demand += more
                    continue
                }
                if finished.allSatisfy({ $0 }) && !hasWaiting() {
                    done = true
                    delivering = false
                    lock.unlock()
                    deliver(.finished)
                    return
                }
                break
            }
            delivering = false
            lock.unlock()
        }

        private func deliver(_ completion: Subscribers.Completion<Failure>) {
            downstreamLock.withLock { end(completion) }
        }
    }

    /// `CombineLatest`'s fan-in: the latest value of each upstream; a combination waits once all have one.
    final class CombineLatestFanIn<Failure: Error>: FanIn<[Any], Failure>, @unchecked Sendable {
        private var latest: [Any?]
        private var waiting = false

        override init(count: Int, send: @escaping ([Any]) -> Subscribers.Demand, end: @escaping (Subscribers.Completion<Failure>) -> Void) {
            latest = Array(repeating: nil, count: count)
            super.init(count: count, send: send, end: end)
        }

        func slot<Input>(_ index: Int) -> AnySubscriber<Input, Failure> {
            let slot = FanInSlot<[Any], Failure>(index: index, fanIn: self)
            return AnySubscriber(
                receiveSubscription: { slot.receive(subscription: $0) }, receiveValue: { slot.receive([$0]) },
                receiveCompletion: { slot.receive(completion: $0) })
        }

        override func store(_ input: [Any], at index: Int) {
            latest[index] = input[0]
            waiting = latest.allSatisfy { $0 != nil }
        }
        override func takeNext() -> [Any]? {
            guard waiting else { return nil }
            waiting = false
            return latest.map { $0! }
        }
        override func hasWaiting() -> Bool { waiting }
        override func cannotProduce(afterFinishing index: Int) -> Bool { latest[index] == nil }
    }

    /// `Merge`'s fan-in: every value of every upstream, in the order they arrive.
    final class MergeFanIn<Input, Failure: Error>: FanIn<Input, Failure>, @unchecked Sendable {
        private var queue: [Input] = []
        private var head = 0

        func slot(_ index: Int) -> FanInSlot<Input, Failure> { FanInSlot(index: index, fanIn: self) }

        override func store(_ input: Input, at index: Int) { queue.append(input) }
        override func takeNext() -> Input? {
            guard head < queue.count else { return nil }
            defer {
                head += 1
                if head > 64, head * 2 > queue.count {
                    queue.removeFirst(head)
                    head = 0
                }
            }
            return queue[head]
        }
        override func hasWaiting() -> Bool { head < queue.count }
    }
#endif
