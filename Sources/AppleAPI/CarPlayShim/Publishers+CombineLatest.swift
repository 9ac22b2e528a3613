// SPDX-License-Identifier: Apache-2.0

#if !canImport(Darwin)  // Combine is on every Apple platform (a module another package names Combine must not flip it)
    import OpenCombine

    extension Publishers {
        /// A publisher that sends the latest value of each of two upstreams, as a pair, whenever either sends one
        /// (once both have sent something). Mirrors Combine's
        /// [`Publishers.CombineLatest`](https://developer.apple.com/documentation/combine/publishers/combinelatest);
        /// when the downstream can't take a pair yet, the latest one waits.
        /// - Note: Not in OpenCombine: CarPlayShim's.
        public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
            public typealias Output = (A.Output, B.Output)
            public typealias Failure = A.Failure

            public let a: A
            public let b: B

            public init(_ a: A, _ b: B) {
                self.a = a
                self.b = b
            }

            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let fanIn = CombineLatestFanIn<Failure>(
                    count: 2, send: { subscriber.receive(($0[0] as! A.Output, $0[1] as! B.Output)) },
                    end: { subscriber.receive(completion: $0) })
                subscriber.receive(subscription: fanIn)
                a.subscribe(fanIn.slot(0) as AnySubscriber<A.Output, Failure>)
                b.subscribe(fanIn.slot(1) as AnySubscriber<B.Output, Failure>)
            }
        }

        /// As ``CombineLatest`` for three upstreams. Mirrors Combine's
        /// [`Publishers.CombineLatest3`](https://developer.apple.com/documentation/combine/publishers/combinelatest3).
        /// - Note: Not in OpenCombine: CarPlayShim's.
        public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
            public typealias Output = (A.Output, B.Output, C.Output)
            public typealias Failure = A.Failure

            public let a: A
            public let b: B
            public let c: C

            public init(_ a: A, _ b: B, _ c: C) {
                self.a = a
                self.b = b
                self.c = c
            }

            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let fanIn = CombineLatestFanIn<Failure>(
                    count: 3, send: { subscriber.receive(($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)) },
                    end: { subscriber.receive(completion: $0) })
                subscriber.receive(subscription: fanIn)
                a.subscribe(fanIn.slot(0) as AnySubscriber<A.Output, Failure>)
                b.subscribe(fanIn.slot(1) as AnySubscriber<B.Output, Failure>)
                c.subscribe(fanIn.slot(2) as AnySubscriber<C.Output, Failure>)
            }
        }
    }

    extension Publisher {
        /// Pairs this publisher's latest value with `other`'s. Mirrors Combine's
        /// [`combineLatest(_:)`](https://developer.apple.com/documentation/combine/publisher/combinelatest(_:)).
        public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
            Publishers.CombineLatest(self, other)
        }

        /// Combines this publisher's latest value with `other`'s through `transform`.
        public func combineLatest<P: Publisher, T>(
            _ other: P, _ transform: @escaping (Output, P.Output) -> T
        ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
            Publishers.CombineLatest(self, other).map(transform)
        }

        /// The latest values of this publisher and two others, as a triple.
        public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
        where Failure == P.Failure, P.Failure == Q.Failure {
            Publishers.CombineLatest3(self, publisher1, publisher2)
        }

        /// The latest values of this publisher and two others, combined through `transform`.
        public func combineLatest<P: Publisher, Q: Publisher, T>(
            _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
        ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
            Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
        }
    }
#endif
