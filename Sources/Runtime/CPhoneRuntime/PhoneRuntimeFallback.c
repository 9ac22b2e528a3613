// SPDX-License-Identifier: Apache-2.0
// The phone's runtime on platforms other than Linux (ours): the same API, falling back. A Mach-O executable can't
// replace libc's and libdispatch's functions by defining them (two-level namespaces bind each call to its library), and
// dyld interposing would need a section in the user's executable, so nothing here is interposed: the process's clocks
// stay real, the car's own clock (its injected test clock) is what moves, and the apps' Timer, asyncAfter, Task.sleep
// and Date run in real time. The main run loop is the platform's own (RunLoop.main runs on Apple's platforms), so no
// timer is kept here, and a locked phone's protected files are recorded but `open` isn't checked. The self-check
// (phone_runtime_hooks_in_effect) reports every hook as not in effect, and the car says so once on standard error.
#if !defined(__linux__)
#include <stdatomic.h>
#include <stdint.h>
#include <stddef.h>
#include <time.h>
#include "CPhoneRuntime.h"

// The clock's rate and how far the car moved it are remembered (callers read them back), but the process's clocks
// don't follow: offset 0, no deadlines seen.
static _Atomic double rate_now = 1.0;

void phone_time_advance(int64_t ns) { (void)ns; }
void phone_time_set_rate(double rate) { if (rate >= 0) atomic_store(&rate_now, rate); }
double phone_time_rate(void) { return atomic_load(&rate_now); }
int64_t phone_time_offset(void) { return 0; }
int64_t phone_time_monotonic_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}
int64_t phone_time_next_deadline(void) { return -1; }
int64_t phone_time_next_app_deadline(void) { return -1; }
void phone_time_forget_app_deadlines(void) {}
int64_t phone_time_moved_past(int64_t at) {
    (void)at;
    return -1;
}
int phone_time_app_deadline_between(int64_t from, int64_t to) {
    (void)from;
    (void)to;
    return 0;
}
int phone_time_due_in_flight(void) { return 0; }
uint64_t phone_time_enqueued(void) { return 0; }
void phone_time_mark_settled(void) {}
int phone_time_enqueued_since_settled(void) { return 1; }  // unknown: the car settles every stop in full

// Every thread reads real time here already.
void phone_time_set_thread_real(int real) { (void)real; }
void phone_time_set_real_time_check(int (*check)(void)) { (void)check; }
int phone_time_context_is_real(void) { return 1; }

int phone_runtime_hooks_in_effect(void) { return 0; }
void phone_runtime_probe_begin(void) {}
int phone_runtime_probe_end(void) { return 0; }
int phone_runtime_test_runner_fell_back(void) { return 1; }
int phone_runtime_read_word(const void *address, void **out) {
    (void)address;
    (void)out;
    return 0;
}

void phone_loop_set_enabled(int enabled) { (void)enabled; }
double phone_loop_next_fire_date(void) { return -1; }
void *phone_loop_take_due_timer(double now, unsigned long *token) {
    (void)now;
    *token = 0;
    return NULL;
}
void *phone_loop_take_block(void) { return NULL; }
void phone_loop_run_block(void *block) { (void)block; }
void phone_loop_release(void *object) { (void)object; }
void phone_loop_reset(void) {}
const void *phone_loop_timer_class(void) { return NULL; }
#endif  // !__linux__
