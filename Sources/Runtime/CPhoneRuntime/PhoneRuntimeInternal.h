// SPDX-License-Identifier: Apache-2.0
// Shared between CPhoneRuntime's portable part and its platform parts (not part of the module's API).
#ifndef PHONE_RUNTIME_INTERNAL_H
#define PHONE_RUNTIME_INTERNAL_H
#include <stddef.h>

/// A 2 MiB stretch of a file's code or read-only data that the zygote copies into a huge page (ZygoteCode.c).
struct phone_code_stretch {
    unsigned long start;
    unsigned long inode;              // the file's, as /proc/self/maps says it
    unsigned long long offset;        // in the file, of `start`
    int prot;
};
/// In the car's process, before the zygote's fork: the 2 MiB-aligned stretches of its code it has used, at most `max`
/// (0 where huge pages are off, `OPENCARPLAY_APP_CODE_PAGES=file`, or elsewhere than Linux on x86-64).
int phone_hot_code_stretches(struct phone_code_stretch *stretches, int max);
/// In the zygote: moves each stretch still mapped as the car's process saw it into an anonymous huge page holding the
/// same bytes at the same address; returns how many moved (a stretch that got no huge page stays as it was).
int phone_code_into_huge_pages(const struct phone_code_stretch *stretches, int count);
/// In the zygote: the socket on which app processes say which code pages they used (to poll, then `phone_code_learn`);
/// -1 where the zygote doesn't learn (`OPENCARPLAY_APP_CODE_PAGES=file` or `=huge`, pages other than 4 KiB, elsewhere
/// than Linux on x86-64, or no socket could be made).
int phone_code_learning_start(void);
/// In an app process just forked, the zygote's `ordinal`th (from 1): whether it reports its pages at its end (the 1st,
/// 2nd, 4th, 8th…); one that doesn't closes the socket.
void phone_code_forked(long ordinal);
/// In an app process the car never used (made ahead, then not needed): it doesn't report.
void phone_code_report_cancel(void);
/// In an app process that ends: says which pages of code it had mapped, if it was asked to (datagrams, not waited for).
void phone_code_report(void);
/// In the zygote: reads one report from the learning socket, maps its pages, and has each later fork copy their
/// entries. Returns 1 when that mapped a page or gave a mapping a page of its own, 0 when it changed nothing (nothing
/// new, or a malformed report, which is dropped), -1 when there is no report to read.
int phone_code_learn(int socket);

/// Whether the phone lets `path` (relative to `dirfd`) be opened now; sets errno to EPERM when not.
int phone_may_open(int dirfd, const char *path, int flags);

/// Whether `block` was made by dispatch_block_create (Swift's DispatchWorkItem, `async` with a QoS or flags): it
/// carries flags libdispatch reads when it is given to a queue (DispatchBlocks.c).
int phone_dispatch_block_is_made(const void *block);
/// A new block with the flags of `block` (made by dispatch_block_create) whose body calls `work(context)`, for the
/// caller to give a queue and release; NULL (said once on standard error) when the copy can't be exact: then give
/// `block` as it is.
void *phone_dispatch_block_like(const void *block, void (*work)(void *), void *context);
/// How many made blocks went to their queues as they were, since no exact copy could be made.
long phone_dispatch_blocks_given_as_they_are(void);
/// For the runtime's queue functions: when this thread runs app code and `block` was made by dispatch_block_create, a
/// new block with its flags that runs it as a counted job of the app (AppWork.c), to give the queue instead and release;
/// NULL otherwise (phone_app_wrap_block never wraps such a block: given as it is, its flags hold).
void *phone_app_wrap_made_block(void *queue, void *block);
/// Makes room for `needed` entries of `size` bytes in a table that grows (`*items`, `*capacity` entries; Tables.c).
/// Returns 0, and says on standard error which table is full and `without` (what the car does without the entry), when
/// it can't grow.
int phone_table_room(void **items, int *capacity, int needed, size_t size, const char *table, const char *without);

#if defined(__linux__)
// The Linux runtime's parts (PhoneRuntimeLinux.c: time and the hooks' check; PhoneRuntimeDeadlines.c;
// PhoneRuntimeTestRunner.c; PhoneRuntimeDispatch.c; PhoneRuntimeMainLoop.c; PhoneRuntimeFiles.c) share these.
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <time.h>

extern void *_Block_copy(const void *);
extern void _Block_release(const void *);

// Time (PhoneRuntimeLinux.c).
int64_t phone_rt_ts_ns(const struct timespec *ts);
struct timespec phone_rt_ns_ts(int64_t ns);
/// The kernel's CLOCK_MONOTONIC, in nanoseconds.
int64_t phone_rt_real_monotonic(void);
/// How fast the phone's clocks run (0: stopped).
extern _Atomic double phone_rt_rate_now;
/// Set while the test runner reads a clock: its readings are the kernel's.
extern __thread int phone_rt_real_reads;
/// Whether this thread or task keeps real time (the live car's server).
int phone_rt_in_real_time(void);

// Deadlines the app set and waits in flight (PhoneRuntimeDeadlines.c).
/// Clock `c` as the process reads it (the phone's), in nanoseconds.
int64_t phone_rt_clock_now(clockid_t c);
/// A dispatch_time_t as a deadline on the phone's CLOCK_MONOTONIC; -1 for "never".
int64_t phone_rt_dispatch_deadline(uint64_t when);
void phone_rt_note_deadline(const void *source, int64_t deadline, int64_t interval);
void phone_rt_forget_source(const void *source);
/// Whether a call comes from inside libdispatch (the library `real` is in).
int phone_rt_from_libdispatch(void *caller, void *real);
typedef void (*dispatch_after_f_fn)(uint64_t, void *, void *, void (*)(void *));
/// libdispatch's own dispatch_after_f.
dispatch_after_f_fn phone_rt_real_after_f(void);
/// A wait given with dispatch_after(_f), or a one-shot timer source's firing, in flight until its work has run.
typedef struct in_flight {
    int64_t deadline;
    void *context;
    void (*work)(void *);
    void *block;
    unsigned long token;
    struct in_flight *prev, *next;
} in_flight;
/// Guards the waits in flight, the one-shot sources and the app's timer sources.
extern pthread_mutex_t phone_rt_flight_lock;
in_flight *phone_rt_take_off(int64_t deadline, void *context, void (*work)(void *), void *block);
/// Runs a wait's work (given to libdispatch as its function) and lands it.
void phone_rt_land(void *w);
typedef struct { void *source; int64_t deadline; in_flight *flight; } one_shot;
extern one_shot *phone_rt_one_shots;
extern int phone_rt_one_shot_count, phone_rt_one_shot_capacity;
typedef struct { void *source; void *block; int64_t due; int64_t interval; int inactive; int suspended; unsigned long token; } app_source;
extern app_source **phone_rt_app_sources;
extern int phone_rt_app_source_count, phone_rt_app_source_capacity;
int phone_rt_app_source_index(void *source);

// The test runner's time (PhoneRuntimeTestRunner.c).
/// Whether the wait Swift's concurrency runtime gives libdispatch (called from `caller`) is the test runner's.
int phone_rt_waited_for_by_test_runner(void *caller);
// Whether a wait given with dispatch_after is XCTest's (an XCTWaiter's watchdog): kept in real time too.
int phone_rt_waited_for_by_xctest(void *caller);
/// Gives `block` (a copy, released here) or `work` to `queue` once the real time until `when` has passed.
void phone_rt_wait_in_real_time(uint64_t when, void *queue, void *context, void (*work)(void *), void *block);
/// Whether the test runner's hook is in effect.
int phone_rt_test_runner_hooked(void);

// The hooks, for the check of which are in effect (libdispatch's and Core Foundation's, as the runtime defines them).
void dispatch_after(uint64_t when, void *queue, void *block);
void dispatch_after_f(uint64_t when, void *queue, void *context, void (*work)(void *));
void dispatch_async(void *queue, void *block);
void dispatch_async_f(void *queue, void *context, void (*work)(void *));
void dispatch_source_set_timer(void *source, uint64_t start, uint64_t interval, uint64_t leeway);
void CFRunLoopAddTimer(void *rl, void *timer, void *mode);
void CFRunLoopPerformBlock(void *rl, void *mode, void *block);
#endif

#endif
