// SPDX-License-Identifier: Apache-2.0

#if !canImport(Darwin)  // Combine is on every Apple platform (a module another package names Combine must not flip it)
    import OpenCombine

    extension Publishers {
        /// A publisher that sends every value of two upstreams of one output type, as they arrive. Mirrors Combine's
        /// [`Publishers.Merge`](https://developer.apple.com/documentation/combine/publishers/merge); values the
        /// downstream can't take yet wait in order.
        /// - Note: Not in OpenCombine: CarPlayShim's.
        public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
            public typealias Output = A.Output
            public typealias Failure = A.Failure

            public let a: A
            public let b: B

            public init(_ a: A, _ b: B) {
                self.a = a
                self.b = b
            }

            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let fanIn = MergeFanIn<Output, Failure>(count: 2, send: { subscriber.receive($0) }, end: { subscriber.receive(completion: $0) })
                subscriber.receive(subscription: fanIn)
                a.subscribe(fanIn.slot(0))
                b.subscribe(fanIn.slot(1))
            }
        }

        /// As ``Merge`` for three upstreams. Mirrors Combine's
        /// [`Publishers.Merge3`](https://developer.apple.com/documentation/combine/publishers/merge3).
        /// - Note: Not in OpenCombine: CarPlayShim's.
        public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
            public typealias Output = A.Output
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
                let fanIn = MergeFanIn<Output, Failure>(count: 3, send: { subscriber.receive($0) }, end: { subscriber.receive(completion: $0) })
                subscriber.receive(subscription: fanIn)
                a.subscribe(fanIn.slot(0))
                b.subscribe(fanIn.slot(1))
                c.subscribe(fanIn.slot(2))
            }
        }

        /// Every value of any number of upstreams of one type. Mirrors Combine's
        /// [`Publishers.MergeMany`](https://developer.apple.com/documentation/combine/publishers/mergemany).
        /// - Note: Not in OpenCombine: CarPlayShim's.
        public struct MergeMany<Upstream: Publisher>: Publisher {
            public typealias Output = Upstream.Output
            public typealias Failure = Upstream.Failure

            public let publishers: [Upstream]

            public init(_ upstream: Upstream...) { publishers = upstream }
            public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let fanIn = MergeFanIn<Output, Failure>(
                    count: publishers.count, send: { subscriber.receive($0) }, end: { subscriber.receive(completion: $0) })
                subscriber.receive(subscription: fanIn)
                if publishers.isEmpty { fanIn.request(.none) }  // nothing to wait for: it finishes at once
                for (i, p) in publishers.enumerated() { p.subscribe(fanIn.slot(i)) }
            }

            /// This merge with one more upstream.
            public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }
        }
    }

    extension Publisher {
        /// Every value of this publisher and `other`, as they arrive. Mirrors Combine's
        /// [`merge(with:)`](https://developer.apple.com/documentation/combine/publisher/merge(with:)-7fk3a).
        public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output {
            Publishers.Merge(self, other)
        }

        /// Every value of this publisher and two others, as they arrive.
        public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
        where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
            Publishers.Merge3(self, b, c)
        }
    }
#endif
