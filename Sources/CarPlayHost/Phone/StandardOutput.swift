// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime

/// The process's standard output, for programs that print while a car runs. - Note: Ours.
public enum StandardOutput {
    /// Sends what `print` has buffered on its way. When standard output is a pipe or a file, `print` keeps its text in
    /// the C library's buffer; a program reading the pipe (a test waiting for the car's address, a script driving the
    /// car) would otherwise see it only when the process ends. (Swift 6 can't name C's `stdout`, and `fflush(nil)`
    /// would wait on the lock of a standard input another thread is reading.)
    public static func flush() { phone_flush_standard_output() }
}
