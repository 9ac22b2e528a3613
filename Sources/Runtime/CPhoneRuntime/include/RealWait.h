// SPDX-License-Identifier: Apache-2.0
// A wait on a descriptor timed in the kernel's real time (ours). See RealWait.c.
#ifndef PHONE_REAL_WAIT_H
#define PHONE_REAL_WAIT_H

/// Waits until `fd` can be read or `nanoseconds` of real time have passed (for good when negative). Returns 1 when it
/// can be read, 0 when the time passed, -1 on an error (errno; EINTR when a signal came). Ours.
int phone_wait_readable(int fd, long long nanoseconds);
#endif
