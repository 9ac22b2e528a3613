// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A byte channel to an accessory for one protocol. Mirrors [`EASession`](https://developer.apple.com/documentation/externalaccessory/easession).
///
/// Open both streams (and set their delegates) before use, as with a real accessory. Bytes the app writes reach
/// the accessory's side at once; what the accessory sends arrives in the input stream, and the stream's delegate
/// gets `.hasBytesAvailable` on the main thread. The framework doesn't frame or interpret the bytes: each protocol's
/// wire format is the app's and the accessory maker's (the simulated car's are in docs/accessory-protocols.md).
open class EASession: NSObject, @unchecked Sendable {
    open private(set) var accessory: EAAccessory?
    open private(set) var protocolString: String?
    open private(set) var inputStream: InputStream?
    open private(set) var outputStream: OutputStream?
    private var endpoint: (any EAAccessoryEndpoint)?

    /// Fails (nil) when the accessory isn't connected, doesn't speak the protocol, or the app doesn't list the
    /// protocol in `UISupportedExternalAccessoryProtocols`. Opening a second session for the same accessory and
    /// protocol closes the first, as the framework does.
    public init?(accessory: EAAccessory, forProtocol protocolString: String) {
        guard accessory.isConnected, accessory.protocolStrings.contains(protocolString),
            EAAccessoryManager.shared().supportedProtocols.contains(protocolString),
            let endpoint = accessory.endpoint(protocolString)
        else { return nil }
        self.accessory = accessory
        self.protocolString = protocolString
        self.endpoint = endpoint
        let input = AccessoryInputStream()
        let output = AccessoryOutputStream()
        inputStream = input
        outputStream = output
        super.init()
        accessory.sessions[protocolString]?.end()
        accessory.sessions[protocolString] = self
        output.onWrite = { [weak self] bytes in self?.endpoint?.receive(bytes) }
        output.onClose = { [weak self] in self?.end() }
        input.onClose = { [weak self] in self?.end() }
        nonisolated(unsafe) weak let weakInput = input
        endpoint.open { bytes in weakInput?.deliver(bytes) }
    }

    /// Closes the channel: the accessory side is told, the streams end.
    package func end() {
        guard let endpoint else { return }
        self.endpoint = nil
        endpoint.close()
        (inputStream as? AccessoryInputStream)?.endOfStream()
        (outputStream as? AccessoryOutputStream)?.endOfStream()
        if let p = protocolString, let a = accessory, a.sessions[p] === self { a.sessions[p] = nil }
    }
}

/// Runs a stream event for a delegate on the main thread, later (as a run loop would).
private func post(_ event: Stream.Event, to stream: Stream, delegate: (any StreamDelegate)?) {
    guard let delegate else { return }
    nonisolated(unsafe) let d = delegate
    nonisolated(unsafe) let s = stream
    #if canImport(Darwin)
        Task { @MainActor in d.stream?(s, handle: event) }
    #else
        Task { @MainActor in d.stream(s, handle: event) }
    #endif
}

/// The app's side of the accessory's bytes.
final class AccessoryInputStream: InputStream {
    private var buffer: [UInt8] = []
    private var status: Stream.Status = .notOpen
    private weak var streamDelegate: (any StreamDelegate)?
    var onClose: (() -> Void)?

    init() { super.init(data: Data()) }

    override var delegate: (any StreamDelegate)? {
        get { streamDelegate }
        set { streamDelegate = newValue }
    }
    override var streamStatus: Stream.Status { status }
    override var streamError: (any Error)? { nil }
    override var hasBytesAvailable: Bool { !buffer.isEmpty }
    override func open() {
        guard status == .notOpen else { return }
        status = .open
        post(.openCompleted, to: self, delegate: streamDelegate)
        if !buffer.isEmpty { post(.hasBytesAvailable, to: self, delegate: streamDelegate) }
    }
    override func close() {
        guard status != .closed else { return }
        status = .closed
        onClose?()
    }
    override func schedule(in aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    override func remove(from aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    override func read(_ out: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        guard status == .open || status == .atEnd else { return status == .closed ? 0 : -1 }
        let n = min(len, buffer.count)
        for i in 0..<n { out[i] = buffer[i] }
        buffer.removeFirst(n)
        return n
    }
    override func getBuffer(_ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length len: UnsafeMutablePointer<Int>) -> Bool { false }

    /// Bytes from the accessory.
    func deliver(_ bytes: [UInt8]) {
        guard status != .closed, status != .atEnd, !bytes.isEmpty else { return }
        buffer += bytes
        if status == .open { post(.hasBytesAvailable, to: self, delegate: streamDelegate) }
    }

    func endOfStream() {
        guard status == .open || status == .notOpen else { return }
        status = .atEnd
        post(.endEncountered, to: self, delegate: streamDelegate)
    }
}

/// The app's way to the accessory.
final class AccessoryOutputStream: OutputStream {
    private var status: Stream.Status = .notOpen
    private weak var streamDelegate: (any StreamDelegate)?
    var onWrite: (([UInt8]) -> Void)?
    var onClose: (() -> Void)?

    convenience init() { self.init(toMemory: ()) }
    required init(toMemory: ()) { super.init(toMemory: ()) }

    override var delegate: (any StreamDelegate)? {
        get { streamDelegate }
        set { streamDelegate = newValue }
    }
    override var streamStatus: Stream.Status { status }
    override var streamError: (any Error)? { nil }
    override var hasSpaceAvailable: Bool { status == .open }
    override func open() {
        guard status == .notOpen else { return }
        status = .open
        post(.openCompleted, to: self, delegate: streamDelegate)
        post(.hasSpaceAvailable, to: self, delegate: streamDelegate)
    }
    override func close() {
        guard status != .closed else { return }
        status = .closed
        onClose?()
    }
    override func schedule(in aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    override func remove(from aRunLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    override func write(_ bytes: UnsafePointer<UInt8>, maxLength len: Int) -> Int {
        guard status == .open else { return -1 }
        onWrite?(Array(UnsafeBufferPointer(start: bytes, count: len)))
        return len
    }

    func endOfStream() {
        guard status == .open || status == .notOpen else { return }
        status = .atEnd
        post(.endEncountered, to: self, delegate: streamDelegate)
    }
}
