import CarPlayHost
import Foundation
import Synchronization
import Testing

@testable import CarPlayServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live car's server keeps real time whatever the phone's clock does: stopped (a test's car) or a thousand times as
/// fast (`headunit --speed 1000`). Its request-head timeout, its WebSocket pings and its tasks' sleeps count real
/// seconds, while the car's side still follows the phone's clock.
@Suite struct ServerRealTimeTests {
    /// Runs `body` with the phone's clock at `rate` (0: stopped), holding the phone so no other car moves it meanwhile.
    /// The tests that set the clock run in a process of their own (an exit test): their seconds of real waiting would
    /// hold the phone of the package's whole test process meanwhile.
    static func withPhoneClock(rate: Double, _ body: () async throws -> Void) async throws {
        let lease = await PhoneLease.acquire(stoppingTime: rate == 0)
        defer { lease.release() }
        PhoneTime.rate = rate
        try await body()
    }

    @Test(arguments: [0.0, 1000.0]) func theServersTasksReadAndSleepInRealTime(rate: Double) async throws {
        await #expect(processExitsWith: .success) { [rate] in try await Self.serversTasksReadAndSleepInRealTime(rate: rate) }
    }

    static func serversTasksReadAndSleepInRealTime(rate: Double) async throws {
        try await withPhoneClock(rate: rate) {
            let phoneBefore = ContinuousClock.now
            let (realSlept, phoneMoved, onPhoneTimeIsReal): (Duration, Duration, Bool) = try await RealTime.run {
                #expect(RealTime.isCurrent)
                let started = ContinuousClock.now
                PhoneTime.advance(by: .seconds(3600))  // the car's hour passes at once; the server's clock doesn't see it
                try await Task.sleep(for: .milliseconds(300))  // never ends on a stopped clock, at once at 1000×, unless real
                let slept = started.duration(to: .now)
                let onPhone = await RealTime.onPhoneTime { RealTime.isCurrent }
                let moved = await RealTime.onPhoneTime { phoneBefore.duration(to: .now) }
                return (slept, moved, onPhone)
            }
            // At least the 0.3 s asked for (not cut short by the car's hour), and over at all on a stopped clock (on the
            // phone's clock it would never end). The upper bound is loose: the wait's end runs on the concurrency pool,
            // which the package's other tests can keep busy for seconds when the whole suite runs in parallel.
            #expect(realSlept >= .milliseconds(290) && realSlept < .seconds(30), "slept \(realSlept) of real time")
            #expect(phoneMoved >= .seconds(3600), "the phone's clock moved \(phoneMoved)")
            #expect(!onPhoneTimeIsReal)
            #expect(!RealTime.isCurrent)
        }
    }

    /// A page that connects while the car's main actor is busy (a snapshot being drawn, an app's long call) still has
    /// the server's pings answered: the socket is read from the start. It was closed for a "Ping timeout" when the
    /// socket was read only once the car had taken the page (the suite's ping check failed so beside the snapshot suites).
    /// The actor is held 1.3 s, not longer. It runs in a process of its own (an exit test): in the test process the
    /// pings' task waited on a cooperative pool the package's other suites held (1 ping in 4 s once, in a full run).
    @Test func aPageThatConnectsWhileTheCarIsBusyStaysOpen() async throws {
        await #expect(processExitsWith: .success) { try await Self.aPageThatConnectsWhileTheCarIsBusyStaysOpenHere() }
    }

    static func aPageThatConnectsWhileTheCarIsBusyStaysOpenHere() async throws {
        var limits = ConnectionLimits()
        limits.pingInterval = .milliseconds(500)
        let server = try await TestServer.start(limits: limits)
        defer { server.stop() }
        // The car's actor taken for 1.3 s of real time (over two ping intervals), from before the page connects.
        let taken = Atomic<Bool>(false)
        let busy = Task { @MainActor in
            taken.store(true, ordering: .sequentiallyConsistent)
            usleep(1_300_000)
        }
        while !taken.load(ordering: .sequentiallyConsistent) { await Task.yield() }
        let pings = try await RawClient.run(port: server.port) { c in
            try c.send(
                "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nOrigin: http://127.0.0.1:\(server.port)\r\nUpgrade: websocket\r\n"
                    + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
            // Counted over 4 s (ideally 8 pings): the server's pings are sent by a task of the cooperative pool, which the
            // package's other suites can hold for a second or two on two cores (2 in 2.5 s once, in a fresh-clone CI run).
            let (count, closed) = try c.countPings(for: 4)
            return (closed ? "closed" : "open", count)
        }
        await busy.value
        #expect(pings.0 == "open", "\(pings.1) pings, then closed")
        #expect(pings.1 >= 3, "\(pings.1) pings in 4 s of real time")
    }

    @Test(arguments: [0.0, 1000.0]) func requestHeadTimeoutsAndPingsCountRealSeconds(rate: Double) async throws {
        await #expect(processExitsWith: .success) { [rate] in try await Self.requestHeadTimeoutsAndPingsCountRealSeconds(rate: rate) }
    }

    static func requestHeadTimeoutsAndPingsCountRealSeconds(rate: Double) async throws {
        try await withPhoneClock(rate: rate) {
            var limits = ConnectionLimits()
            limits.headerTimeout = .seconds(2)
            limits.pingInterval = .seconds(1)
            let server = try await TestServer.start(limits: limits)
            defer { server.stop() }
            // A head that takes 0.6 s of real time (10 minutes of the car's at 1000×) is answered.
            let slow = try await RawClient.run(port: server.port) { c in
                try c.send("GET /health HTTP/1.1\r\n")
                usleep(300_000)
                try c.send("Host: 127.0.0.1:\(server.port)\r\n")
                usleep(300_000)
                try c.send("Connection: close\r\n\r\n")
                return (String(decoding: c.receiveAll(for: 5), as: UTF8.self), 0.0)
            }
            #expect(slow.0.hasPrefix("HTTP/1.1 200"), "\(slow.0.prefix(80))")
            // A head never finished is answered 408 after the real 2 s (not at once at 1000×, not never when stopped).
            let unfinished = try await RawClient.run(port: server.port) { c in
                let started = Date()
                try c.send("GET /health HTTP/1.1\r\n")
                let answer = String(decoding: c.receiveAll(for: 8), as: UTF8.self)
                return (answer, Date().timeIntervalSince(started))
            }
            #expect(unfinished.0.hasPrefix("HTTP/1.1 408"), "\(unfinished.0.prefix(80))")
            #expect(unfinished.1 >= 1.9 && unfinished.1 < 8, "answered after \(unfinished.1) s")
            // A WebSocket is pinged once a second of real time, and stays open while it answers.
            let pings = try await RawClient.run(port: server.port) { c in
                try c.send(
                    "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nOrigin: http://127.0.0.1:\(server.port)\r\nUpgrade: websocket\r\n"
                        + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                let (count, closed) = try c.countPings(for: 3.5)
                return (closed ? "closed" : "open", Double(count))
            }
            #expect(pings.0 == "open")
            // Once a second, not at the car's 1000× (thousands); a loaded machine can start the client's count late and
            // find a ping or two already waiting.
            #expect(pings.1 >= 2 && pings.1 <= 6, "\(pings.1) pings in 3.5 s of real time")
        }
    }
}

/// A live car's server on a free port, with the reference apps, run until `stop()`.
struct TestServer {
    let port: Int
    let task: Task<Void, any Error>

    static func start(limits: ConnectionLimits) async throws -> TestServer {
        let (addresses, sink) = AsyncStream<String>.makeStream()
        let task = Task { @MainActor in
            let live = LiveCar(car: HeadUnit(vehicle: .standard, clock: ContinuousClock(), exceptionPolicy: .record), wait: { _ in })
            try await CarServer.run(live, options: .init(port: 0, limits: limits, log: { _ in })) { sink.yield($0) }
        }
        var iterator = addresses.makeAsyncIterator()
        guard let address = await iterator.next(), let port = Int(address.split(separator: ":").last?.filter(\.isNumber) ?? "") else {
            task.cancel()
            throw CancellationError()
        }
        return TestServer(port: port, task: task)
    }

    func stop() { task.cancel() }
}

/// A blocking TCP client on a thread of its own that reads real time (the cooperative pool stays free).
final class RawClient {
    struct Failure: Error { let what: String }
    let fd: Int32

    init(port: Int) throws {
        #if canImport(Glibc)
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard fd >= 0, connected == 0 else { throw Failure(what: "connect to port \(port)") }
    }

    deinit { close(fd) }

    static func run<T: Sendable>(port: Int, _ body: @escaping @Sendable (RawClient) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                RealTime.markCurrentThread()  // its Date() and timeouts are real, as a browser's are
                continuation.resume(with: Result { try body(RawClient(port: port)) })
            }
        }
    }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) throws {
        let sent = bytes.withUnsafeBytes { Glibc_send(fd, $0.baseAddress, $0.count) }
        guard sent == bytes.count else { throw Failure(what: "send") }
    }

    /// Bytes until the server closes, or `seconds` of real time pass.
    func receive(for seconds: Double) -> (bytes: [UInt8], closed: Bool) {
        var timeout = timeval(tv_sec: 0, tv_usec: 50_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var out: [UInt8] = []
        let end = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while Date() < end {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { return (out, true) }
            if n > 0 { out += buffer[0..<n] }
        }
        return (out, false)
    }

    func receiveAll(for seconds: Double) -> [UInt8] { receive(for: seconds).bytes }

    /// Reads a WebSocket for `seconds` of real time after its 101, answering every ping with a pong; returns the pings
    /// and whether the server closed it.
    func countPings(for seconds: Double) throws -> (Int, Bool) {
        var data: [UInt8] = []
        while !data.starts(with: Array("HTTP/1.1 101".utf8)) || !containsBlankLine(data) {
            let (bytes, closed) = receive(for: 0.2)
            data += bytes
            if closed || data.count > 65536 { throw Failure(what: "no 101: \(String(decoding: data.prefix(80), as: UTF8.self))") }
        }
        let headEnd = (0..<(data.count - 3)).first { data[$0..<($0 + 4)] == [13, 10, 13, 10] }! + 4
        data.removeFirst(headEnd)
        var pings = 0
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            let (bytes, closed) = receive(for: 0.1)
            data += bytes
            while data.count >= 2 {
                let opcode = data[0] & 0x0F
                var length = Int(data[1] & 0x7F)
                var start = 2
                if length == 126, data.count >= 4 {
                    length = Int(data[2]) << 8 | Int(data[3])
                    start = 4
                } else if length == 127, data.count >= 10 {
                    length = (2..<10).reduce(0) { $0 << 8 | Int(data[$1]) }
                    start = 10
                } else if length >= 126 {
                    break
                }
                guard data.count >= start + length else { break }
                let payload = Array(data[start..<(start + length)])
                data.removeFirst(start + length)
                if opcode == 0x8 { return (pings, true) }
                if opcode == 0x9 {
                    pings += 1
                    let mask: [UInt8] = [1, 2, 3, 4]
                    try send([0x8A, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
                }
            }
            if closed { return (pings, true) }
        }
        return (pings, false)
    }

    private func containsBlankLine(_ data: [UInt8]) -> Bool {
        data.count >= 4 && (0..<(data.count - 3)).contains { data[$0..<($0 + 4)] == [13, 10, 13, 10] }
    }
}

#if canImport(Glibc)
    private func Glibc_send(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL)) }
#else
    private func Glibc_send(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { Darwin.send(fd, bytes, count, 0) }
#endif
