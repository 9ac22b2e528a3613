// SPDX-License-Identifier: Apache-2.0
// The phone's clock and main run loop for code written for iOS (ours). See PhoneTime.swift in CarPlayHost.
#ifndef CPHONERUNTIME_H
#define CPHONERUNTIME_H
#include <stdint.h>

/// Moves the process's clocks (every clock_gettime clock but CPU time, gettimeofday, time) forward by `ns`.
/* Flushes the C library's standard output buffer only (Swift's `print` writes through it). Not fflush(NULL): that takes
   every stream's lock, and a thread blocked reading standard input holds stdin's. */
void phone_flush_standard_output(void);
/* Makes the C library write standard output at the end of each line, whatever it is (a pipe, a file). */
void phone_line_buffer_standard_output(void);

void phone_time_advance(int64_t ns);
/// Makes the process's clocks run `rate` times as fast as real time from now on (1 = real time, 0 = stopped: only
/// phone_time_advance moves them).
void phone_time_set_rate(double rate);
double phone_time_rate(void);
/// How far the process's clocks are ahead of the real ones now, in nanoseconds.
int64_t phone_time_offset(void);
/// CLOCK_MONOTONIC as the process sees it, in nanoseconds.
int64_t phone_time_monotonic_now(void);
/// The earliest armed kernel timer still ahead (libdispatch's timer heaps, run loop timers), in CLOCK_MONOTONIC
/// nanoseconds as the process sees them; -1 when none is.
int64_t phone_time_next_deadline(void);
/// The earliest deadline still ahead that app code set through libdispatch (asyncAfter, timer sources, Task.sleep),
/// without libdispatch's own timers, in CLOCK_MONOTONIC nanoseconds as the process sees them; -1 when none is.
int64_t phone_time_next_app_deadline(void);
/// Forgets the deadlines recorded so far (a phone handed to another car: what an earlier car's app still waits for
/// fires when the clock passes it, but no longer stops the clock).
void phone_time_forget_app_deadlines(void);
/// Whether a deadline app code set through libdispatch (a one-shot's, or any firing of a repeating timer source's)
/// lies after `from` and no later than `to` (CLOCK_MONOTONIC nanoseconds as the process sees them).
int phone_time_app_deadline_between(int64_t from, int64_t to);
/// The latest deadline of a wait an app asked for at `at` or before but that was moved a few nanoseconds past it to
/// keep waits for one instant in the order given (-1 when none is): the car, reaching `at`, moves on to it too.
int64_t phone_time_moved_past(int64_t at);
/// How many waits given with dispatch_after(_f) the clock has passed whose work hasn't run yet (in flight: being fired
/// by libdispatch's manager thread or waiting on their queue).
int phone_time_due_in_flight(void);
/// How many times work has been handed to a dispatch queue (dispatch_async, dispatch_async_f, their barrier and group
/// forms) from outside libdispatch so far: Swift's tasks and main-actor jobs, `DispatchQueue.async`. Its value doesn't
/// change while no thread gives a queue anything.
uint64_t phone_time_enqueued(void);
/// Remembers phone_time_enqueued() as of now: the car has let everything given to a queue before run.
void phone_time_mark_settled(void);
/// Whether work has been given to a queue since phone_time_mark_settled.
int phone_time_enqueued_since_settled(void);

/// Real time where it must be real. The server's threads and tasks read the kernel's clocks, whatever the phone's:
/// a thread marked here (the live car's NIO event loops) reads real time in every clock_gettime, its kernel timers count
/// real time, and its dispatch waits end in real time; so does any thread while `check` (set once by the Swift side: a
/// task-local of the server's tasks) answers nonzero. Elsewhere nothing changes.
void phone_time_set_thread_real(int real);
void phone_time_set_real_time_check(int (*check)(void));
/// Whether the calling thread (or task) reads real time now.
int phone_time_context_is_real(void);

/// The hooks that make the process's clocks the phone's, as bits: what `phone_runtime_hooks_in_effect` reports.
enum {
    PHONE_HOOK_CLOCKS = 1 << 0,            // clock_gettime, gettimeofday, time: what Foundation, libdispatch, Swift read
    PHONE_HOOK_KERNEL_TIMERS = 1 << 1,     // timerfd_create/settime: where libdispatch's waits end
    PHONE_HOOK_DISPATCH = 1 << 2,          // dispatch_after(_f), timer sources, dispatch_async: the app's deadlines
    PHONE_HOOK_MAIN_RUN_LOOP = 1 << 3,     // CFRunLoopAddTimer/PerformBlock: timers for the main run loop
    PHONE_HOOK_PROTECTED_FILES = 1 << 4,   // open/openat: files a locked phone keeps closed
    PHONE_HOOK_TEST_RUNNER = 1 << 5,       // Swift Testing's readings and time-limit sleeps stay real
    PHONE_HOOK_ALL = (1 << 6) - 1,
};
/// Which hooks are in effect in this process: each one's symbol is the one the shared libraries bind to (on Linux,
/// the executable's own definition; none on other platforms, where the car falls back).
int phone_runtime_hooks_in_effect(void);
/// Counts clock readings that reach this runtime on the calling thread from now (a probe: Swift reads Date(),
/// ContinuousClock and DispatchTime between begin and end to see that each goes through the phone's clock).
void phone_runtime_probe_begin(void);
int phone_runtime_probe_end(void);
/// Whether the test runner's sleeps could not be told apart (a task laid out otherwise than this runtime reads it, or a
/// read the kernel refused): they then follow the phone's clock. Set at the first such sleep.
int phone_runtime_test_runner_fell_back(void);
/// Reads the word at `address` the way the test runner's hook reads a task (1, and the word in `out`; 0 for an address
/// that is null, misaligned or not mapped, without a fault; 0 always where the hook doesn't exist). For its test.
int phone_runtime_read_word(const void *address, void **out);

/// Foundation's `Timer` class (its metadata, from its metadata accessor by mangled name; NULL when not found): only timers
/// whose context is a `Timer` are kept for the car to fire; any other Core Foundation timer's context is left untouched.
const void *phone_loop_timer_class(void);
/// Whether timers and blocks given to the main run loop (or added from the main queue) are kept for the car to run.
void phone_loop_set_enabled(int enabled);
/// The earliest fire date (CFAbsoluteTime) of a kept timer that is still valid, or -1.
double phone_loop_next_fire_date(void);
/// The due kept timer with the earliest fire date: its Foundation `Timer` object, retained for the caller (release it
/// with phone_loop_release). A repeating timer's next fire date is moved past `now` first; a one-shot timer is dropped.
/// `*token`: the app whose code added it (0: none known), whose code it runs as.
void *phone_loop_take_due_timer(double now, unsigned long *token);
/// The oldest block given to the main run loop with `perform`, or NULL; run and release it with phone_loop_run_block.
void *phone_loop_take_block(void);
void phone_loop_run_block(void *block);
void phone_loop_release(void *object);
/// Forgets every kept timer and block (a new phone).
void phone_loop_reset(void);

/// Protection classes of files, as iOS's Data Protection has them.
enum {
    PHONE_PROTECTION_NONE = 0,
    PHONE_PROTECTION_COMPLETE = 1,
    PHONE_PROTECTION_COMPLETE_UNLESS_OPEN = 2,
    PHONE_PROTECTION_UNTIL_FIRST_UNLOCK = 3,
};
/// A new phone: no protected files; `locked` whether it starts locked (then it has not been unlocked since it started).
void phone_protection_reset(int locked);
/// The phone locks or unlocks (an unlock counts as the first unlock since the phone started).
void phone_protection_set_locked(int locked);
/// Whether files of a class can be opened now.
int phone_protection_available(int protection);
/// Gives the file at `path` a class (PHONE_PROTECTION_NONE forgets it); -1 when it doesn't exist or the table is full.
int phone_protection_set(const char *path, int protection);
/// The class of the file at `path` (PHONE_PROTECTION_NONE for a file without one), -1 when it doesn't exist.
int phone_protection_of(const char *path);
/// How many opens the phone refused since it started (a protected file while locked), and the last refused file's name
/// (copied into `name`, at most `size` bytes with its terminator).
int phone_protection_refused(char *name, int size);
/* Bundle.main for the app the car runs. */
#include "PhoneBundle.h"
/* The app's own work in flight. */
#include "AppWork.h"
// Fresh app processes forked from a single-threaded zygote.
#include "AppProcesses.h"
// A wait on a descriptor timed in real time.
#include "RealWait.h"
#endif
