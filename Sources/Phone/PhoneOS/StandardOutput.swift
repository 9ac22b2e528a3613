// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Foundation

/// The process's standard output, for programs that print while a car runs. - Note: Ours.
public enum StandardOutput {
    /// Sends what `print` has buffered on its way. When standard output is a pipe or a file, `print` keeps its text in
    /// the C library's buffer; a program reading the pipe (a test waiting for the car's address, a script driving the
    /// car) would otherwise see it only when the process ends. (Swift 6 can't name C's `stdout`, and `fflush(nil)`
    /// would wait on the lock of a standard input another thread is reading.)
    public static func flush() { phone_flush_standard_output() }

    /// From now on `print` writes each line as it ends, also into a pipe or a file (the C library keeps a pipe's text
    /// until its buffer fills or the process ends): a live car's apps print while it runs, and their output should reach
    /// the terminal or log that runs the car as they print it, as Xcode's console shows an app's.
    public static func writeEachLine() { phone_line_buffer_standard_output() }

    /// Runs `body` with the process's standard output going to standard error (what an app prints while the reviewer
    /// explores it), then puts standard output back, so what a program writes there afterwards (a report) is all a
    /// reader of standard output sees. `descriptor` and `target` name other descriptors (for tests).
    @MainActor
    public static func redirectingToStandardError<R>(
        descriptor: Int32 = STDOUT_FILENO, target: Int32 = STDERR_FILENO, _ body: () async throws -> R
    ) async rethrows -> R {
        flush()
        let saved = dup(descriptor)
        guard saved >= 0, dup2(target, descriptor) >= 0 else { return try await body() }
        defer {
            flush()
            _ = dup2(saved, descriptor)
            _ = close(saved)
        }
        return try await body()
    }
}
