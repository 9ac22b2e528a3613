// SPDX-License-Identifier: Apache-2.0

#if TOOLCHAIN_SWIFT_SYNTAX
    import Foundation
    @_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
    import SwiftSyntaxMacros

    /// Finds the macros the compiler asks for by their module and type name.
    struct PluginMacros: PluginProvider {
        func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
            let name = "\(moduleName).\(typeName)"
            guard let macro = providingMacros.first(where: { String(reflecting: $0) == name }) else {
                throw PluginPipe.Failure("no macro \(name) in OpenSwiftDataMacros")
            }
            return macro
        }

        func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
            throw PluginPipe.Failure("OpenSwiftDataMacros loads no plugin library (asked for \(libraryPath))")
        }

        var features: [PluginFeature] { [] }
    }

    /// The compiler's pipe to an executable plugin: each message a little-endian 64-bit length, then that many bytes of
    /// JSON; a length of zero or the end of input ends the session. The plugin's own standard output goes to standard
    /// error, so a `print` in macro code can't break a message.
    struct PluginPipe: MessageConnection {
        struct Failure: Error, CustomStringConvertible {
            let description: String
            init(_ description: String) { self.description = description }
        }

        private let input: FileHandle
        private let output: FileHandle

        init() throws {
            let inputDescriptor = dup(STDIN_FILENO)
            let outputDescriptor = dup(STDOUT_FILENO)
            guard inputDescriptor >= 0, outputDescriptor >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
                throw Failure("the plugin couldn't take its standard input and output (errno \(errno))")
            }
            close(STDIN_FILENO)
            input = FileHandle(fileDescriptor: inputDescriptor, closeOnDealloc: true)
            output = FileHandle(fileDescriptor: outputDescriptor, closeOnDealloc: true)
        }

        func sendMessage<TX: Encodable>(_ message: TX) throws {
            let payload = try JSONEncoder().encode(message)
            let length = withUnsafeBytes(of: UInt64(payload.count).littleEndian) { Data($0) }
            try output.write(contentsOf: length + payload)
        }

        func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
            guard let header = try read(8) else { return nil }
            let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
            guard length > 0 else { return nil }
            guard let payload = try read(Int(length)) else {
                throw Failure("the compiler's message ended after its length (\(length) bytes announced)")
            }
            return try JSONDecoder().decode(type, from: payload)
        }

        /// Exactly `count` bytes, or nil at the end of input before the first.
        private func read(_ count: Int) throws -> Data? {
            var data = Data()
            while data.count < count {
                guard let chunk = try input.read(upToCount: count - data.count), !chunk.isEmpty else {
                    if data.isEmpty { return nil }
                    throw Failure("the compiler's message ended after \(data.count) of \(count) bytes")
                }
                data += chunk
            }
            return data
        }
    }
#endif
