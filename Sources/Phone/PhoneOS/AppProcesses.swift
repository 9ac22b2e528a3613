// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Foundation
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Fresh app processes: on a phone each launch of an app is a new process, so what an app keeps in its statics, its
/// singletons and its pending timers starts empty at each launch. The car's side starts a zygote (a single-threaded copy
/// of this process, made before any app code ran) with ``start()``, then forks an app process from it per launch with
/// ``launch()``; car and app process then exchange typed messages only (``AppProcessChannel``, ``AppWire``).
///
/// ``start()`` must be called while this process has no Dispatch worker thread yet (first thing in an executable's
/// `main`): in the copy it returns `.appProcess` with the channel to the car, and the caller serves the car's requests
/// there and ends with ``AppProcessChannel/exit(_:)``. - Note: Ours.
package final class AppProcesses: Sendable {
    /// Where ``start()`` returned.
    package enum Start: Sendable {
        /// This is the car's process: launch app processes with the value.
        case car(AppProcesses)
        /// This is a fresh app process: serve the car over the channel.
        case appProcess(AppProcessChannel)
        /// App processes can't be made here; the words say why (the car runs apps in its own process instead).
        case unavailable(String)
    }

    private let control: Mutex<Int32>
    private let zygote: Int32

    private init(control: Int32, zygote: Int32) {
        self.control = Mutex(control)
        self.zygote = zygote
    }

    /// Starts the zygote. Call it before this process starts threads (Swift concurrency's, Dispatch's): the first thing
    /// `main` does. `OPENCARPLAY_APP_PROCESSES=0` in the environment turns app processes off.
    package static func start() -> Start {
        if ProcessInfo.processInfo.environment["OPENCARPLAY_APP_PROCESSES"] == "0" {
            return .unavailable("OPENCARPLAY_APP_PROCESSES=0 in the environment")
        }
        #if os(Windows)
            return .unavailable("this platform has no fork()")
        #else
            var fd: Int32 = -1
            var zygote: Int32 = 0
            switch phone_zygote_start(&fd, &zygote) {
            case 1: return .car(AppProcesses(control: fd, zygote: zygote))
            case 2: return .appProcess(AppProcessChannel(fd: fd, pid: getpid()))
            default: return .unavailable("fork() failed: \(String(cString: strerror(errno)))")
            }
        #endif
    }

    /// Forks a fresh app process from the zygote and returns the channel to it.
    package func launch() throws -> AppProcessChannel {
        try control.withLock { control in
            guard control >= 0 else { throw AppWireError.ended("the app processes were ended") }
            var pid: Int32 = 0
            let fd = phone_zygote_spawn(control, &pid)
            guard fd >= 0 else { throw AppWireError.ended("no app process could be started: \(String(cString: strerror(errno)))") }
            return AppProcessChannel(fd: fd, pid: pid)
        }
    }

    /// Ends the zygote once every app process has ended: their CPU time then counts as this process's children's
    /// (`getrusage(RUSAGE_CHILDREN)`). No launch after this.
    package func end() {
        control.withLock { control in
            guard control >= 0 else { return }
            _ = phone_zygote_end(control, zygote)
            control = -1
        }
    }

    deinit { end() }
}

/// Runs `body` on a thread of its own (a blocking read from an app process, a fork), off the main actor and the
/// cooperative pool. - Note: Ours.
package func offMain<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (c: CheckedContinuation<T, any Error>) in
        Thread.detachNewThread { c.resume(with: Result { try body() }) }
    }
}

/// One app process and the car, talking: typed messages in ``AppWire``'s envelope, each a 4-byte big-endian length and
/// that many bytes of JSON. Reads block the calling thread; a read can wait for a limited real time. - Note: Ours.
package final class AppProcessChannel: Sendable {
    private let fd: Int32
    /// The other side's process (the app process, seen from the car; this process, in the app process).
    package let pid: Int32
    private let closed = Mutex(false)

    package init(fd: Int32, pid: Int32) {
        self.fd = fd
        self.pid = pid
    }

    /// Sends a message.
    package func send<Message: Encodable>(_ message: Message) throws {
        let frame = try Self.frame(message)
        try frame.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw AppWireError.ended("the other side's process has ended (write: \(String(cString: strerror(errno))))") }
                offset += n
            }
        }
    }

    /// In an app process: leaves `message` to be sent if the app's code calls `exit`, so the car can tell that from a
    /// crash (which sends nothing).
    package func sayOnExit<Message: Encodable>(_ message: Message) throws {
        let frame = try Self.frame(message)
        let r = frame.withUnsafeBytes { phone_app_process_say_on_exit(fd, $0.baseAddress, UInt($0.count)) }
        guard r == 0 else { throw AppWireError.ended("no exit handler could be set") }
    }

    private static func frame<Message: Encodable>(_ message: Message) throws -> Data {
        let body = try AppWire.encode(message)
        var length = UInt32(body.count).bigEndian
        var frame = Data(bytes: &length, count: 4)
        frame.append(body)
        return frame
    }

    /// Receives the next message; waits at most `timeout` of real time (nil: as long as it takes).
    package func receive<Message: Decodable>(_ type: Message.Type, timeout: Duration? = nil) throws -> Message {
        let deadline = timeout.map { PhoneTime.realNow + $0 }
        let header = try read(4, deadline: deadline)
        let length = header.withUnsafeBytes { UInt32(bigEndian: $0.loadUnaligned(as: UInt32.self)) }
        guard length <= AppWire.largestMessage else {
            throw AppWireError.malformed("a message of \(length) bytes (at most \(AppWire.largestMessage))")
        }
        return try AppWire.decode(type, from: try read(Int(length), deadline: deadline))
    }

    private func read(_ count: Int, deadline: ContinuousClock.Instant?) throws -> Data {
        var data = Data(count: count)
        var offset = 0
        while offset < count {
            if let deadline {
                let left = PhoneTime.realNow.duration(to: deadline)
                let ms = max(0, Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let r = poll(&p, 1, ms)
                if r < 0 && errno == EINTR { continue }
                if r == 0 { throw AppWireError.timedOut }
            }
            let n = data.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + offset, count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                throw AppWireError.ended(offset == 0 && count == 4 ? "the other side's process has ended" : "the other side's process ended mid-message")
            }
            offset += n
        }
        return data
    }

    /// In an app process: the other side's messages, read on a thread of its own (`threadName`) so the main actor stays
    /// free between them. This process ends when the other side's does (so an app whose main thread is stuck doesn't
    /// outlive it); a message that isn't a `Message` ends the stream.
    package func messages<Message: Decodable & Sendable>(_ type: Message.Type, threadName: String) -> AsyncStream<Message> {
        let (stream, continuation) = AsyncStream<Message>.makeStream()
        let reader = Thread { [self] in
            while true {
                do { continuation.yield(try receive(Message.self)) } catch {
                    if case AppWireError.ended = error { Self.exit(0) }
                    continuation.finish()
                    return
                }
            }
        }
        reader.name = threadName
        reader.start()
        return stream
    }

    /// Ends the app process at once (the car's side: the app process is killed, as iOS ends an app that doesn't answer).
    package func kill() {
        #if os(Linux)
            // What the process started goes with it, the Swift runtime's backtracer above all: a process that traps starts
            // one, and killed while the backtracer reads it, leaves it waiting for good (it holds both ends of the socket
            // it reads the process through). Stopped first, so it starts nothing more meanwhile.
            _ = Foundation.kill(pid, SIGSTOP)
            for child in Self.children(of: pid) { _ = Foundation.kill(child, SIGKILL) }
        #endif
        #if !os(Windows)
            _ = Foundation.kill(pid, SIGKILL)
        #endif
        close()
    }

    #if os(Linux)
        /// The processes `pid` started that still run (each of its threads' `children` in `/proc`).
        static func children(of pid: Int32) -> [Int32] {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            return tasks.flatMap { task -> [Int32] in
                let list = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
                return list.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
            }
        }
    #endif

    /// Closes this side.
    package func close() {
        let wasOpen = closed.withLock { c in
            defer { c = true }
            return !c
        }
        if wasOpen { _ = Foundation.close(fd) }
    }

    /// In an app process: runs Swift concurrency's global executor on the main queue from now on, so the process's tasks
    /// share one thread and a hop between the main actor and the pool wakes no other thread. False where the Swift
    /// runtime offers no hook for it (the process runs as before). While the main thread blocks until a task finishes
    /// (`DispatchSemaphore.wait`, `DispatchGroup.wait`, `NSCondition.wait`), the tasks go to the runtime's pool, as on a
    /// phone, so such code answers (a wait for a lock isn't seen, and waits for good). Dispatch's own queues keep their
    /// threads.
    @discardableResult
    package static func runTasksOnTheMainQueue() -> Bool { phone_app_process_one_thread() == 0 }

    /// Ends this app process with `status` (in an app process, after its last message).
    package static func exit(_ status: Int32) -> Never { phone_app_process_exit(status) }

    /// In an app process: waits for the car's first message. The zygote makes each app process ahead of its launch, so
    /// the process first lets its tasks' thread start (a Dispatch worker, made at the first hop of a task: half a
    /// millisecond of a launch when it came after the request), then waits. One the car never asked for (the review or
    /// the live car ended first) sees its socket close instead, and ends quietly.
    package func firstMessage<Message: Decodable>(_ type: Message.Type) async throws -> Message {
        await Task.yield()
        do { return try receive(type) } catch AppWireError.ended(_) { phone_app_process_exit_unused(0) }
    }

    deinit { close() }
}

/// The envelope every message between the car and an app process travels in: `{"version": 2, "message": …}`, JSON with
/// sorted keys. A reader refuses another version by name rather than misreading it. See docs/wire-format.md. - Note: Ours.
package enum AppWire {
    /// The version this car speaks. It changes when a message changes meaning or goes away, not when one is added.
    package static let version = 2
    /// The largest message either side accepts (a run's findings with their screens fit with room to spare).
    package static let largestMessage: UInt32 = 256 << 20

    struct Envelope<Message: Encodable>: Encodable {
        let version: Int
        let message: Message
    }
    struct Version: Decodable { let version: Int? }
    struct Opened<Message: Decodable>: Decodable { let message: Message }

    /// The message in its envelope, as bytes.
    package static func encode<Message: Encodable>(_ message: Message) throws -> Data {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return try e.encode(Envelope(version: version, message: message))
    }

    /// The message in an envelope; refuses another version, or bytes that are not an envelope, with an error that says so.
    package static func decode<Message: Decodable>(_ type: Message.Type, from data: Data) throws -> Message {
        let d = JSONDecoder()
        let v: Int?
        do { v = try d.decode(Version.self, from: data).version } catch {
            throw AppWireError.malformed("not a JSON envelope (\(data.count) bytes): \(error.localizedDescription)")
        }
        guard let v else { throw AppWireError.malformed("an envelope without \"version\"") }
        guard v == version else { throw AppWireError.version(v) }
        do { return try d.decode(Opened<Message>.self, from: data).message } catch {
            throw AppWireError.malformed("a version \(v) envelope whose message is not a \(Message.self): \(error)")
        }
    }
}

/// What went wrong between the car and an app process. - Note: Ours.
package enum AppWireError: Error, Equatable, CustomStringConvertible {
    /// A message in another version of the wire format.
    case version(Int)
    /// Bytes that are not a message of this format.
    case malformed(String)
    /// The other side's process ended (crashed, exited, was killed) or its socket closed.
    case ended(String)
    /// No message came within the time allowed.
    case timedOut

    package var description: String {
        switch self {
        case .version(let v): "a message in app-process wire format version \(v); this car speaks version \(AppWire.version)"
        case .malformed(let what): "a malformed app-process message: \(what)"
        case .ended(let why): why
        case .timedOut: "the app process did not answer in time"
        }
    }
}
