// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A live car's apps print while it runs: each line reaches a pipe as it ends, not when the process does.
struct StandardOutputTests {
    @Test func eachLineReachesAPipeAsItEnds() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        StandardOutput.flush()
        let saved = dup(STDOUT_FILENO)
        #expect(saved >= 0)
        dup2(fds[1], STDOUT_FILENO)
        StandardOutput.writeEachLine()
        print("a line the app printed")
        // Read before standard output is put back (which would flush whatever was kept).
        var bytes = [UInt8](repeating: 0, count: 4096)
        let n = read(fds[0], &bytes, bytes.count)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        let text = n > 0 ? String(decoding: bytes[0..<n], as: UTF8.self) : ""
        #expect(text.contains("a line the app printed\n"), "read \(n) bytes: \(text)")
    }
}
