// SPDX-License-Identifier: Apache-2.0

#if !canImport(Darwin)  // Combine is on every Apple platform (a module another package names Combine must not flip it)
    import Foundation
    import OpenCombine
    import OpenCombineFoundation

    /// `RunLoop.main` as a Combine scheduler, on Linux.
    ///
    /// On iOS the main run loop and the main dispatch queue are both serviced by the main thread. On Linux,
    /// a program with an async entry point (every Swift Testing run, most servers) parks its main thread in
    /// `dispatch_main`, so `RunLoop.main` never runs and work scheduled on it never happens; the main queue
    /// (and with it the main actor) is serviced instead. This scheduler gives `RunLoop.main` its iOS meaning
    /// by running its work on the main queue. Other run loops keep their own behaviour.
    /// - Note: Not in Combine or CarPlay: CarPlayShim's stand-in, picked by overload resolution for the
    ///   operators CarPlay code uses with `RunLoop.main` (`receive(on:)`, `debounce`, `throttle`, `delay`).
    public struct MainRunLoopScheduler: OpenCombine.Scheduler, @unchecked Sendable {
        public typealias SchedulerTimeType = RunLoop.OCombine.SchedulerTimeType
        public typealias SchedulerOptions = RunLoop.OCombine.SchedulerOptions

        let runLoop: RunLoop
        var isMain: Bool { runLoop === RunLoop.main }

        public init(_ runLoop: RunLoop) { self.runLoop = runLoop }

        public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
        public var minimumTolerance: SchedulerTimeType.Stride { runLoop.ocombine.minimumTolerance }

        public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
            guard isMain else { return runLoop.ocombine.schedule(options: options, action) }
            nonisolated(unsafe) let action = action
            DispatchQueue.main.async { action() }
        }

        public func schedule(
            after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
            _ action: @escaping () -> Void
        ) {
            guard isMain else { return runLoop.ocombine.schedule(after: date, tolerance: tolerance, options: options, action) }
            nonisolated(unsafe) let action = action
            DispatchQueue.main.asyncAfter(wallDeadline: .now() + max(date.date.timeIntervalSinceNow, 0)) { action() }
        }

        public func schedule(
            after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
            options: SchedulerOptions?, _ action: @escaping () -> Void
        ) -> any Cancellable {
            guard isMain else { return runLoop.ocombine.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action) }
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(wallDeadline: .now() + max(date.date.timeIntervalSinceNow, 0), repeating: interval.timeInterval)
            nonisolated(unsafe) let action = action
            timer.setEventHandler { action() }
            timer.resume()
            return AnyCancellable { timer.cancel() }
        }
    }

    extension Publisher {
        /// Delivers on a run loop; `RunLoop.main` means the main thread's queue, as on iOS.
        public func receive(on runLoop: RunLoop, options: RunLoop.OCombine.SchedulerOptions? = nil)
            -> Publishers.ReceiveOn<Self, MainRunLoopScheduler>
        {
            receive(on: MainRunLoopScheduler(runLoop), options: options)
        }

        public func debounce(
            for dueTime: RunLoop.OCombine.SchedulerTimeType.Stride, scheduler: RunLoop,
            options: RunLoop.OCombine.SchedulerOptions? = nil
        ) -> Publishers.Debounce<Self, MainRunLoopScheduler> {
            debounce(for: dueTime, scheduler: MainRunLoopScheduler(scheduler), options: options)
        }

        public func throttle(for interval: RunLoop.OCombine.SchedulerTimeType.Stride, scheduler: RunLoop, latest: Bool)
            -> Publishers.Throttle<Self, MainRunLoopScheduler>
        {
            throttle(for: interval, scheduler: MainRunLoopScheduler(scheduler), latest: latest)
        }

        public func delay(
            for interval: RunLoop.OCombine.SchedulerTimeType.Stride, tolerance: RunLoop.OCombine.SchedulerTimeType.Stride? = nil,
            scheduler: RunLoop, options: RunLoop.OCombine.SchedulerOptions? = nil
        ) -> Publishers.Delay<Self, MainRunLoopScheduler> {
            delay(for: interval, tolerance: tolerance, scheduler: MainRunLoopScheduler(scheduler), options: options)
        }
    }
#endif
