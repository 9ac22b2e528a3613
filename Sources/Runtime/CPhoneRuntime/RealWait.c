// SPDX-License-Identifier: Apache-2.0
// A wait on a descriptor timed in the kernel's real time (ours).
//
// The phone's runtime maps every clock the process reads, so a deadline computed here would be the phone's; a relative
// time-out handed to the kernel is not. Linux's ppoll takes nanoseconds (a settle's pauses are 100–200 µs); elsewhere
// poll takes whole milliseconds, rounded up.
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "RealWait.h"
#include <poll.h>
#include <stddef.h>
#include <time.h>

int phone_wait_readable(int fd, long long nanoseconds) {
    struct pollfd ready = {.fd = fd, .events = POLLIN, .revents = 0};
#if defined(__linux__)
    struct timespec limit = {.tv_sec = (time_t)(nanoseconds / 1000000000LL), .tv_nsec = (long)(nanoseconds % 1000000000LL)};
    int r = ppoll(&ready, 1, nanoseconds < 0 ? NULL : &limit, NULL);
#else
    int r = poll(&ready, 1, nanoseconds < 0 ? -1 : (int)((nanoseconds + 999999LL) / 1000000LL));
#endif
    if (r <= 0) return r;
    return (ready.revents & POLLIN) ? 1 : -1;
}
