// SPDX-License-Identifier: Apache-2.0
// The phone's runtime for code written for iOS (ours): Linux, where an executable's definitions of libc's and
// libdispatch's functions are the ones the shared libraries bind to.
//
// 1. Time. The process's clocks read `anchor_virtual + (real - anchor_real) * rate`: the car moves them forward
//    (`phone_time_advance`) or makes them run faster (`phone_time_set_rate`). Foundation (Date, Timer, RunLoop),
//    libdispatch (asyncAfter, timer sources) and the Swift runtime (Task.sleep, ContinuousClock, SuspendingClock) all
//    read time through clock_gettime, which this file defines; the executable's definition is the one the shared
//    libraries bind to. Their waits end in kernel timers (timerfd), which count real time: every timerfd is armed
//    at the real time its virtual deadline corresponds to, and re-armed whenever the mapping changes, so a wait whose
//    deadline the car's clock has passed wakes at once.
// 2. The main run loop. On Linux the main actor runs on whichever thread drains the main queue, and no thread runs
//    `RunLoop.main`. Timers added to the main run loop (or to the current run loop from the main queue, as
//    `Timer.scheduledTimer` does there) and blocks given to it with `perform` are kept here; the car runs them on
//    the main queue, as iOS's main thread would (PhoneTime.runMainLoop in CarPlayHost).
// 3. Protected files. The phone remembers the protection class of each file the app wrote with one (by device and
//    inode; CarPlayHost's ProtectedFiles records them) and whether it is locked. `open`/`openat` (what Foundation,
//    libdispatch and Glibc use to open a file) refuse a file whose class the lock makes unavailable with EPERM, as
//    iOS's kernel does; Foundation turns that into NSFileReadNoPermissionError (257). A file opened before the lock
//    stays readable through that descriptor (reads are never checked), which is what `completeUnlessOpen` promises.
// 4. The test runner's own time. Swift Testing runs in the same process as the phone; its readings and its time-limit
//    waits stay real (see "The test runner's time" below).
// 5. The server's own time. The live car's NIO event loops (marked per thread) and its server tasks (a task-local the
//    Swift side answers for) read the kernel's clocks, arm their kernel timers in real time and end their dispatch
//    waits in real time, whatever the phone's rate (see "Real time where it must be real").
#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>
#include "CPhoneRuntime.h"
#include "PhoneRuntimeInternal.h"

// MARK: Time

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*timerfd_create_fn)(int, int);
typedef int (*timerfd_settime_fn)(int, int, const struct itimerspec *, struct itimerspec *);

static clock_gettime_fn real_clock_gettime(void) {
    static _Atomic(clock_gettime_fn) fn = NULL;
    clock_gettime_fn f = atomic_load(&fn);
    if (!f) { f = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime"); atomic_store(&fn, f); }
    return f;
}
static timerfd_settime_fn real_timerfd_settime(void) {
    static _Atomic(timerfd_settime_fn) fn = NULL;
    timerfd_settime_fn f = atomic_load(&fn);
    if (!f) { f = (timerfd_settime_fn)dlsym(RTLD_NEXT, "timerfd_settime"); atomic_store(&fn, f); }
    return f;
}
static int64_t ts_ns(const struct timespec *ts) { return (int64_t)ts->tv_sec * 1000000000LL + ts->tv_nsec; }
static struct timespec ns_ts(int64_t ns) {
    struct timespec t;
    if (ns < 0) ns = 0;
    t.tv_sec = ns / 1000000000LL;
    t.tv_nsec = ns % 1000000000LL;
    return t;
}
static int is_shifted(clockid_t c) { return c != CLOCK_PROCESS_CPUTIME_ID && c != CLOCK_THREAD_CPUTIME_ID; }

// The mapping, read without a lock: a sequence number makes readers retry while it changes (odd = changing). At each
// change the virtual reading of every clock is recorded (`base`) with the real CLOCK_MONOTONIC of that moment; from
// there each clock moves by the real monotonic time elapsed times the rate. One real reading per read, so a stopped
// clock (rate 0) reads exactly the same value every time, and no clock ever goes back (two real readings, one of the
// clock and one of CLOCK_MONOTONIC, would make a stopped clock jitter backwards by the nanoseconds between them, and
// libdispatch would then see `asyncAfter(deadline: .now())` as a wait that only the car can end).
#define N_CLOCKS 12  // CLOCK_REALTIME … CLOCK_TAI
static _Atomic uint64_t seq = 0;
static _Atomic int mapped = 0;             // 0 until the first change: the clocks read as the kernel's
static _Atomic int64_t anchor_real = 0;    // real CLOCK_MONOTONIC at the last change
static _Atomic int64_t base[N_CLOCKS];     // each clock's virtual reading at the last change
static _Atomic double rate_now = 1.0;
static pthread_mutex_t change_lock = PTHREAD_MUTEX_INITIALIZER;

static int64_t real_monotonic(void) { struct timespec ts; real_clock_gettime()(CLOCK_MONOTONIC, &ts); return ts_ns(&ts); }
static int64_t scaled(int64_t real_elapsed, double r) {
    if (r == 1.0) return real_elapsed;
    return r == 0 ? 0 : (int64_t)((double)real_elapsed * r);
}
static int is_mapped_clock(clockid_t c) { return c >= 0 && c < N_CLOCKS && is_shifted(c); }

// The virtual reading of `c` (mapped clocks only, after the first change); 0 when the clocks aren't mapped yet.
static int virtual_read(clockid_t c, int64_t *out) {
    for (;;) {
        uint64_t s = atomic_load(&seq);
        if (s & 1) continue;
        if (!atomic_load(&mapped)) return 0;
        int64_t ar = atomic_load(&anchor_real), b = atomic_load(&base[c]);
        double r = atomic_load(&rate_now);
        int64_t real = real_monotonic();  // inside the read: a change can't have taken its reading before this one
        if (atomic_load(&seq) != s) continue;
        *out = b + scaled(real - ar, r);
        return 1;
    }
}

// virtual - real for CLOCK_MONOTONIC, now.
static int64_t offset_now(void) {
    int64_t v;
    if (!virtual_read(CLOCK_MONOTONIC, &v)) return 0;
    return v - real_monotonic();
}

// Set while the test runner reads a clock (see "The test runner's time"): its readings are the kernel's.
static __thread int real_reads = 0;

// MARK: Real time where it must be real

// The server (NIO's event loops, Hummingbird's and the WebSocket's tasks) shares the process with the phone but keeps
// real time: a request head's timeout, a WebSocket ping's period and a rate limit count real seconds at any --speed.
// Event loop threads are marked once (they run nothing but the server); the server's tasks hop between libdispatch's
// worker threads with the app's, so for them the Swift side answers from a task-local.
static __thread int real_thread = 0;
static __thread int asking = 0;  // inside the check: its own readings (if any) are the phone's, and never recurse
static _Atomic(int (*)(void)) real_time_check = NULL;

void phone_time_set_thread_real(int real) { real_thread = real ? 1 : 0; }
void phone_time_set_real_time_check(int (*check)(void)) { atomic_store(&real_time_check, check); }

static int in_real_time(void) {
    if (real_thread) return 1;
    int (*check)(void) = atomic_load_explicit(&real_time_check, memory_order_acquire);
    if (!check || asking) return 0;
    asking = 1;
    int real = check();
    asking = 0;
    return real;
}

int phone_time_context_is_real(void) { return real_reads || in_real_time(); }

static __thread int probing = 0, probed = 0;  // phone_runtime_probe_begin/end
void phone_runtime_probe_begin(void) { probing = 1; probed = 0; }
int phone_runtime_probe_end(void) { probing = 0; return probed; }

int clock_gettime(clockid_t clk, struct timespec *ts) {
    int r = real_clock_gettime()(clk, ts);
    if (probing) probed++;
    int64_t v;
    if (r == 0 && !real_reads && is_mapped_clock(clk) && atomic_load(&mapped) && !in_real_time() && virtual_read(clk, &v)) *ts = ns_ts(v);
    return r;
}
int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    (void)tz;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    /* glibc declares tv nonnull */
    tv->tv_sec = ts.tv_sec;
    tv->tv_usec = ts.tv_nsec / 1000;
    return 0;
}
time_t time(time_t *t) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    if (t) *t = ts.tv_sec;
    return ts.tv_sec;
}

// Kernel timers, with their deadlines in the process's (virtual) time.
// Indexed by descriptor; grows to the highest timer descriptor made (Tables.c).
typedef struct { int used; clockid_t clock; int64_t deadline; int64_t interval; } timer_fd;
static timer_fd *timer_fds = NULL;
static int timer_fd_capacity = 0;
static pthread_mutex_t fd_lock = PTHREAD_MUTEX_INITIALIZER;

int timerfd_create(int clockid, int flags) {
    static _Atomic(timerfd_create_fn) fn = NULL;
    timerfd_create_fn f = atomic_load(&fn);
    if (!f) { f = (timerfd_create_fn)dlsym(RTLD_NEXT, "timerfd_create"); atomic_store(&fn, f); }
    int fd = f(clockid, flags);
    if (fd >= 0) {
        pthread_mutex_lock(&fd_lock);
        int had = timer_fd_capacity;
        if (phone_table_room((void **)&timer_fds, &timer_fd_capacity, fd + 1, sizeof *timer_fds, "kernel timers",
                             "this kernel timer counts real time, not the phone's")) {
            memset(timer_fds + had, 0, sizeof *timer_fds * (size_t)(timer_fd_capacity - had));
            timer_fds[fd] = (timer_fd){1, clockid, 0, 0};
        }
        pthread_mutex_unlock(&fd_lock);
    }
    return fd;
}

// Arms the kernel timer at the real time the virtual deadline corresponds to (at once when it has passed).
static int arm(int fd, const timer_fd *t, struct itimerspec *old) {
    struct itimerspec its;
    memset(&its, 0, sizeof its);
    if (t->deadline > 0) {
        struct timespec now;
        real_clock_gettime()(t->clock, &now);
        int64_t real_now = ts_ns(&now);
        int64_t virtual_now = real_now;
        if (is_mapped_clock(t->clock)) virtual_read(t->clock, &virtual_now);
        double r = atomic_load(&rate_now);
        int64_t left = t->deadline - virtual_now;
        if (left > 0 && r == 0) return real_timerfd_settime()(fd, 0, &its, old);  // frozen: only the car moves time
        int64_t real_deadline = left <= 0 ? real_now + 1 : real_now + (int64_t)((double)left / r);
        its.it_value = ns_ts(real_deadline);
        its.it_interval = r == 0 ? ns_ts(0) : ns_ts((int64_t)((double)t->interval / r));
    }
    return real_timerfd_settime()(fd, t->deadline > 0 ? TFD_TIMER_ABSTIME : 0, &its, old);
}

int timerfd_settime(int fd, int flags, const struct itimerspec *value, struct itimerspec *old) {
    if (fd < 0 || !value) return real_timerfd_settime()(fd, flags, value, old);
    pthread_mutex_lock(&fd_lock);
    if (fd >= timer_fd_capacity) { pthread_mutex_unlock(&fd_lock); return real_timerfd_settime()(fd, flags, value, old); }
    timer_fd *t = &timer_fds[fd];
    // A marked thread's timer (an event loop's own timerfd) counts real time: forgotten here, never re-armed by the
    // phone. Only the thread's mark counts, not a real-time task's: libdispatch's shared timers, should it ever arm
    // them on a thread that happens to run a server task, stay the phone's.
    if (t->used && real_thread) t->used = 0;
    if (!t->used) { pthread_mutex_unlock(&fd_lock); return real_timerfd_settime()(fd, flags, value, old); }
    int64_t v = ts_ns(&value->it_value);
    if (v == 0) t->deadline = 0;
    else if (flags & TFD_TIMER_ABSTIME) t->deadline = v;
    else { struct timespec now; clock_gettime(t->clock, &now); t->deadline = ts_ns(&now) + v; }
    t->interval = ts_ns(&value->it_interval);
    int r = arm(fd, t, old);
    pthread_mutex_unlock(&fd_lock);
    return r;
}

static void rearm_all(void) {
    pthread_mutex_lock(&fd_lock);
    for (int fd = 0; fd < timer_fd_capacity; fd++) {
        if (timer_fds[fd].used && timer_fds[fd].deadline > 0 && arm(fd, &timer_fds[fd], NULL) != 0) timer_fds[fd].used = 0;
    }
    pthread_mutex_unlock(&fd_lock);
}

static void change(int64_t add, double new_rate) {
    pthread_mutex_lock(&change_lock);
    atomic_fetch_add(&seq, 1);
    int64_t now = real_monotonic();
    int was_mapped = atomic_load(&mapped);
    int64_t ar = atomic_load(&anchor_real);
    double r = atomic_load(&rate_now);
    for (clockid_t c = 0; c < N_CLOCKS; c++) {
        if (!is_shifted(c)) continue;
        int64_t v = 0;
        if (was_mapped) v = atomic_load(&base[c]) + scaled(now - ar, r);
        else { struct timespec ts; if (real_clock_gettime()(c, &ts) == 0) v = ts_ns(&ts); }
        atomic_store(&base[c], v + add);
    }
    atomic_store(&anchor_real, now);
    atomic_store(&rate_now, new_rate);
    atomic_store(&mapped, 1);
    atomic_fetch_add(&seq, 1);
    pthread_mutex_unlock(&change_lock);
    rearm_all();
}

void phone_time_advance(int64_t ns) { if (ns > 0) change(ns, atomic_load(&rate_now)); }
void phone_time_set_rate(double rate) { if (rate >= 0) change(0, rate); }
double phone_time_rate(void) { return atomic_load(&rate_now); }
int64_t phone_time_offset(void) { return offset_now(); }
int64_t phone_time_monotonic_now(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts_ns(&ts); }

int64_t phone_time_next_deadline(void) {
    // From the deadlines recorded here, not the kernel's state: while the clock stands still a timer that isn't due
    // is disarmed in the kernel, yet it is what the car must move the clock to.
    pthread_mutex_lock(&fd_lock);
    int64_t best = -1;
    int64_t mono = phone_time_monotonic_now();
    for (int fd = 0; fd < timer_fd_capacity; fd++) {
        timer_fd *t = &timer_fds[fd];
        if (!t->used || t->deadline <= 0) continue;
        struct timespec now;
        clock_gettime(t->clock, &now);
        int64_t left = t->deadline - ts_ns(&now);
        if (left <= 0 && t->interval > 0) left += t->interval * (1 + (-left) / t->interval);
        if (left <= 0) continue;  // due already: its waiter is being woken
        int64_t d = mono + left;
        if (best < 0 || d < best) best = d;
    }
    pthread_mutex_unlock(&fd_lock);
    return best;
}

// MARK: Deadlines the app set

// The kernel's timers also carry libdispatch's own (its worker-pool monitor ticks every second whatever the app does),
// so to jump over time in which the app waits for nothing, the car also needs the deadlines app code asked for. Calls
// into libdispatch from Swift's Dispatch overlay and the concurrency runtime (asyncAfter, timer sources, Task.sleep)
// go through these definitions; libdispatch's internal calls don't.

typedef struct { const void *source; int64_t deadline; int64_t interval; } app_deadline;  // phone CLOCK_MONOTONIC ns
static app_deadline *app_deadlines = NULL;  // grows (Tables.c)
static int app_deadline_count = 0, app_deadline_capacity = 0;
static pthread_mutex_t app_lock = PTHREAD_MUTEX_INITIALIZER;

static int64_t clock_now(clockid_t c) { struct timespec ts; clock_gettime(c, &ts); return ts_ns(&ts); }

// A dispatch_time_t as a deadline on the phone's CLOCK_MONOTONIC; -1 for "never". Uptime values are CLOCK_MONOTONIC
// nanoseconds, continuous (bit 63) CLOCK_BOOTTIME, wall time (bits 63 and 62) negated nanoseconds since 1970.
static int64_t dispatch_deadline(uint64_t when) {
    if (when == ~0ULL) return -1;
    int64_t mono = clock_now(CLOCK_MONOTONIC);
    if (when == 0) return mono;
    if ((int64_t)when < 0) {
        if (when & (1ULL << 62)) {
            if (when == ~1ULL) return mono;  // DISPATCH_WALLTIME_NOW
            return mono + ((int64_t)(-(int64_t)when) - clock_now(CLOCK_REALTIME));
        }
        return mono + ((int64_t)(when & ~(1ULL << 63)) - clock_now(CLOCK_BOOTTIME));
    }
    return (int64_t)when;
}

static void note_deadline(const void *source, int64_t deadline, int64_t interval) {
    if (deadline < 0) return;
    pthread_mutex_lock(&app_lock);
    int64_t mono = clock_now(CLOCK_MONOTONIC);
    // Drop what has passed (one-shots) and this source's earlier schedule, then add.
    int kept = 0;
    for (int i = 0; i < app_deadline_count; i++) {
        app_deadline d = app_deadlines[i];
        if (source && d.source == source) continue;
        if (d.interval <= 0 && d.deadline < mono) continue;
        app_deadlines[kept++] = d;
    }
    app_deadline_count = kept;
    if (phone_table_room((void **)&app_deadlines, &app_deadline_capacity, app_deadline_count + 1, sizeof *app_deadlines,
                         "deadlines app code set", "the car may step over this deadline when it jumps from one to the next"))
        app_deadlines[app_deadline_count++] = (app_deadline){source, deadline, interval};
    pthread_mutex_unlock(&app_lock);
}

static void forget_source(const void *source) {
    pthread_mutex_lock(&app_lock);
    int kept = 0;
    for (int i = 0; i < app_deadline_count; i++) {
        if (app_deadlines[i].source != source) app_deadlines[kept++] = app_deadlines[i];
    }
    app_deadline_count = kept;
    pthread_mutex_unlock(&app_lock);
}

// Whether a call comes from inside libdispatch (the library `real` is in): its own timers aren't the app's.
static int from_libdispatch(void *caller, void *real) {
    Dl_info a, b;
    return dladdr(caller, &a) && dladdr(real, &b) && a.dli_fbase == b.dli_fbase;
}

// Two waits given the same deadline run in the order they were given, as app code expects of iOS (Combine's `delay`
// schedules a value and then the completion of a `Just` for one instant, and would lose the value were the completion
// delivered first). libdispatch's timer heap doesn't keep that order for equal deadlines, so a deadline given again
// while an earlier wait for it is pending is moved a nanosecond later per earlier wait.
// Deadlines given while still ahead, with how many waits were given each; a deadline passed is forgotten. Grows.
typedef struct { uint64_t when; uint64_t count; } recent_when;
static recent_when *recent_whens = NULL;
static int recent_count = 0, recent_capacity = 0;

static uint64_t in_order(uint64_t when) {
    if (when == 0 || when == ~0ULL || when == ~1ULL) return when;  // now, forever, wall-clock now: no timer
    pthread_mutex_lock(&app_lock);
    int64_t mono = clock_now(CLOCK_MONOTONIC);
    uint64_t later = 0;
    int found = 0, kept = 0;
    for (int i = 0; i < recent_count; i++) {
        recent_when r = recent_whens[i];
        if (r.when == when) {
            later = r.count++;
            found = 1;
        } else if (dispatch_deadline(r.when) < mono) {
            continue;  // passed: its waits have been given their turns
        }
        recent_whens[kept++] = r;
    }
    recent_count = kept;
    if (!found && phone_table_room((void **)&recent_whens, &recent_capacity, recent_count + 1, sizeof *recent_whens,
                                   "deadlines given more than once", "waits given for one instant may run out of order"))
        recent_whens[recent_count++] = (recent_when){when, 1};
    pthread_mutex_unlock(&app_lock);
    // A deadline already passed runs at once, in the order given: no need to move it.
    if (later == 0 || dispatch_deadline(when) <= mono) return when;
    // Wall-clock times are negated nanoseconds: later is smaller.
    return (when & (1ULL << 62)) ? when - later : when + later;
}

typedef void (*dispatch_after_fn)(uint64_t, void *, void *);
typedef void (*dispatch_after_f_fn)(uint64_t, void *, void *, void (*)(void *));
typedef void (*dispatch_source_set_timer_fn)(void *, uint64_t, uint64_t, uint64_t);
typedef void (*dispatch_source_cancel_fn)(void *);

// Waits in flight. Each wait given with dispatch_after(_f) is wrapped, so the car knows when its work has run: once the
// clock has passed a wait's deadline, libdispatch's manager thread fires it and a worker thread or the main queue runs
// it, in real time, however long the machine takes. The car lets such work land before it looks or moves on
// (PhoneTime.settle), so a loaded machine makes nothing late.
// `token`: the app whose code gave the wait (phone_app_token, 0: none known); its work runs as that app's code, so it
// reaches that app's objects even while another app is in front (AppWork.c carries the token the same way for work
// given to queues).
typedef struct in_flight { int64_t deadline; void *context; void (*work)(void *); void *block; unsigned long token; struct in_flight *prev, *next; } in_flight;
static in_flight *flights = NULL;
static pthread_mutex_t flight_lock = PTHREAD_MUTEX_INITIALIZER;
// One-shot timer sources app code made (see dispatch_source_set_timer below), under flight_lock.
typedef struct { void *source; int64_t deadline; in_flight *flight; } one_shot;
static one_shot *one_shots = NULL;  // grows (Tables.c)
static int one_shot_count = 0, one_shot_capacity = 0;
extern void *_Block_copy(const void *);
extern void _Block_release(const void *);

static void land(void *p) {
    in_flight *w = p;
    unsigned long previous = w->token ? phone_app_enter_as(w->token) : 0;
    if (w->block) phone_loop_run_block(w->block); else w->work(w->context);
    if (w->token) phone_app_leave_as(previous);
    pthread_mutex_lock(&flight_lock);
    for (int i = 0; i < one_shot_count; i++) {
        if (one_shots[i].flight == w) { one_shots[i] = one_shots[--one_shot_count]; break; }
    }
    if (w->prev) w->prev->next = w->next; else flights = w->next;
    if (w->next) w->next->prev = w->prev;
    pthread_mutex_unlock(&flight_lock);
    free(w);
}

// A wait that won't be given as taken off (its block goes to libdispatch as it is): forgotten; returns NULL.
static in_flight *ground(in_flight *w) {
    pthread_mutex_lock(&flight_lock);
    if (w->prev) w->prev->next = w->next; else flights = w->next;
    if (w->next) w->next->prev = w->prev;
    pthread_mutex_unlock(&flight_lock);
    if (w->block) _Block_release(w->block);
    free(w);
    return NULL;
}

static in_flight *take_off(int64_t deadline, void *context, void (*work)(void *), void *block) {
    in_flight *w = malloc(sizeof *w);
    if (!w) return NULL;
    *w = (in_flight){deadline, context, work, block, phone_app_token(), NULL, NULL};
    pthread_mutex_lock(&flight_lock);
    w->next = flights;
    if (flights) flights->prev = w;
    flights = w;
    pthread_mutex_unlock(&flight_lock);
    return w;
}

// Timer sources app code made with a block handler (Swift's DispatchSource), one-shot or repeating: the firing the
// clock has passed is in flight until the handler has run, as a dispatch_after's work is. A source that is inactive or
// suspended fires nothing, so it is only waited for while it runs. Records stay allocated once made (a handler may be
// running while its source is cancelled); a cancelled source's record leaves the table. They are waited for while the
// phone's clock is stopped (see phone_time_due_in_flight).
// `token`: the app whose code set the handler (phone_app_token, 0: none known); each firing runs as that app's code.
typedef struct { void *source; void *block; int64_t due; int64_t interval; int inactive; int suspended; unsigned long token; } app_source;
static app_source **app_sources = NULL;  // grows (Tables.c)
static int app_source_count = 0, app_source_capacity = 0;

static int app_source_index(void *source) {
    for (int i = 0; i < app_source_count; i++) if (app_sources[i]->source == source) return i;
    return -1;
}
static int app_source_due(const app_source *r, int64_t mono) {
    return r->block && !r->inactive && r->suspended == 0 && r->due >= 0 && r->due <= mono;
}

int phone_time_due_in_flight(void) {
    int64_t mono = clock_now(CLOCK_MONOTONIC);
    int n = 0;
    pthread_mutex_lock(&flight_lock);
    for (in_flight *w = flights; w; w = w->next) if (w->deadline >= 0 && w->deadline <= mono) n++;
    // Only while the clock stands still (a test's car): on a running clock a repeating source is due again as soon as
    // its handler has run, and the car would wait for it over and over.
    if (atomic_load(&rate_now) == 0) for (int i = 0; i < app_source_count; i++) if (app_source_due(app_sources[i], mono)) n++;
    pthread_mutex_unlock(&flight_lock);
    return n;
}

static int waited_for_by_test_runner(void *caller);
static void wait_in_real_time(uint64_t when, void *queue, void *context, void (*work)(void *), void *block);

static dispatch_after_f_fn real_after_f(void) {
    static _Atomic(dispatch_after_f_fn) fn = NULL;
    dispatch_after_f_fn f = atomic_load(&fn);
    if (!f) { f = (dispatch_after_f_fn)dlsym(RTLD_NEXT, "dispatch_after_f"); atomic_store(&fn, f); }
    return f;
}

void dispatch_after(uint64_t when, void *queue, void *block) {
    static _Atomic(dispatch_after_fn) fn = NULL;
    dispatch_after_fn f = atomic_load(&fn);
    if (!f) { f = (dispatch_after_fn)dlsym(RTLD_NEXT, "dispatch_after"); atomic_store(&fn, f); }
    if (in_real_time()) return wait_in_real_time(when, queue, NULL, NULL, _Block_copy(block));
    when = in_order(when);
    int64_t deadline = dispatch_deadline(when);
    note_deadline(NULL, deadline, 0);
    in_flight *w = deadline >= 0 ? take_off(deadline, NULL, NULL, _Block_copy(block)) : NULL;
    if (w && phone_dispatch_block_is_made(block)) {
        // A work item's flags (a barrier) hold only in a block: the landing goes in a new block with the same flags.
        void *kept = phone_dispatch_block_like(block, land, w);
        if (kept) {
            f(when, queue, kept);
            _Block_release(kept);
            return;
        }
        w = ground(w);
    }
    if (w) real_after_f()(when, queue, w, land); else f(when, queue, block);
}

void dispatch_after_f(uint64_t when, void *queue, void *context, void (*work)(void *)) {
    if (in_real_time() || waited_for_by_test_runner(__builtin_return_address(0))) return wait_in_real_time(when, queue, context, work, NULL);
    when = in_order(when);
    int64_t deadline = dispatch_deadline(when);
    note_deadline(NULL, deadline, 0);
    in_flight *w = deadline >= 0 ? take_off(deadline, context, work, NULL) : NULL;
    if (w) real_after_f()(when, queue, w, land); else real_after_f()(when, queue, context, work);
}

// MARK: The test runner's time

// Swift Testing (libTesting) runs in the phone's process: it times each test with the suspending clock and ends a test
// that outlives its `.timeLimit` with a sleep. Were those the phone's time, a test that advances ten minutes of car
// time in a second would be reported as ten minutes long and fail a one-minute limit, and a hung test whose car stopped
// the phone's clock would never reach its limit. So the runner's readings and waits stay real:
// - its readings: it reads the clock through `SuspendingClock.Instant.now`, defined below, which reads the kernel's
//   clocks when its caller is in libTesting;
// - its waits: Task.sleep reaches dispatch_after_f from Swift's concurrency runtime, while the sleeping task waits on
//   a continuation. Its chain of async frames (each frame's caller and where it resumes) then says who sleeps: the
//   first frame outside Swift's runtime libraries is the runner's or the app's. The runner's wait is kept here and
//   given to its queue once as much real time has passed as it asked for.
// Swift has no public way to ask which code a sleeping task belongs to, so the chain is read from the task's words: a
// layout private to the runtime. Every word is read through process_vm_readv, which answers an address that isn't
// mapped with EFAULT instead of a fault, only at aligned addresses, and only what the previous read vouched for (a
// resume function inside Swift's runtime libraries). So another toolchain's layout can't crash the process: a read
// that fails or a chain that doesn't hold together leaves the wait to the phone (its time limit then counts the
// phone's time), and says so once on standard error. Elsewhere (no libTesting loaded) nothing changes.

enum { IMAGE_TESTING, IMAGE_CONCURRENCY, IMAGE_CORE, IMAGE_COUNT };
static struct { const char *suffix; uintptr_t low, high; } images[IMAGE_COUNT] = {
    {"/libTesting.so", 0, 0}, {"/libswift_Concurrency.so", 0, 0}, {"/libswiftCore.so", 0, 0}};
static pthread_once_t images_once = PTHREAD_ONCE_INIT;

static int note_image(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    (void)data;
    size_t n = info->dlpi_name ? strlen(info->dlpi_name) : 0;
    for (int i = 0; i < IMAGE_COUNT; i++) {
        size_t k = strlen(images[i].suffix);
        if (n < k || strcmp(info->dlpi_name + n - k, images[i].suffix) != 0) continue;
        for (int p = 0; p < info->dlpi_phnum; p++) {
            const ElfW(Phdr) *ph = &info->dlpi_phdr[p];
            if (ph->p_type != PT_LOAD || !(ph->p_flags & PF_X)) continue;
            uintptr_t low = info->dlpi_addr + ph->p_vaddr, high = low + ph->p_memsz;
            if (!images[i].low || low < images[i].low) images[i].low = low;
            if (high > images[i].high) images[i].high = high;
        }
    }
    return 0;
}
static void look_up_images(void) { dl_iterate_phdr(note_image, NULL); }
static int in_image(int image, const void *address) {
    pthread_once(&images_once, look_up_images);
    uintptr_t a = (uintptr_t)address;
    return images[image].low && a >= images[image].low && a < images[image].high;
}

#if defined(__x86_64__) || defined(__aarch64__)
// `SuspendingClock.Instant.now`, the clock reading libTesting makes (Swift returns the instant through the indirect
// result register).
#define SWIFT_CALL __attribute__((swiftcall))
#define SWIFT_RESULT __attribute__((swift_indirect_result))
typedef SWIFT_CALL void (*instant_now_fn)(SWIFT_RESULT void *);
SWIFT_CALL void phone_suspending_instant_now(SWIFT_RESULT void *out) __asm__("$ss15SuspendingClockV7InstantV3nowADvgZ");
SWIFT_CALL void phone_suspending_instant_now(SWIFT_RESULT void *out) {
    static _Atomic(instant_now_fn) fn = NULL;
    instant_now_fn f = atomic_load(&fn);
    if (!f) { f = (instant_now_fn)dlsym(RTLD_NEXT, "$ss15SuspendingClockV7InstantV3nowADvgZ"); atomic_store(&fn, f); }
    if (!in_image(IMAGE_TESTING, __builtin_return_address(0))) { f(out); return; }
    real_reads++;
    f(out);
    real_reads--;
}

extern void *swift_task_getCurrent(void);

// Reads one word at `address` without trusting it: an unmapped address is an error (EFAULT), not a fault.
static int read_word(const void *address, void **out) {
    if (!address || (uintptr_t)address % sizeof(void *) != 0) return 0;
    struct iovec local = {out, sizeof *out}, remote = {(void *)address, sizeof *out};
    return process_vm_readv(getpid(), &local, 1, &remote, 1, 0) == (ssize_t)sizeof *out;
}

int phone_runtime_read_word(const void *address, void **out) { return read_word(address, out); }

static _Atomic int runner_fell_back = 0;
static _Atomic int layout_agreed = 0, layout_disagreed = 0;
int phone_runtime_test_runner_fell_back(void) { return atomic_load(&runner_fell_back); }
static void runner_falls_back(const char *why) {
    if (atomic_exchange(&runner_fell_back, 1)) return;
    fprintf(stderr, "opencarplay: the test runner's time-limit sleeps follow the phone's clock in this process (%s): a "
                    "test's .timeLimit counts the car's time, not real time\n", why);
}

// Whether the wait Swift's concurrency runtime is giving libdispatch is the test runner's. The sleeping task waits on a
// continuation, which sets the task's resume function (the last word of its job header, word 7) and resume context
// (word 8) from the continuation's context, whose words are its parent context and the function the parent resumes in.
// If the two words don't agree, the task isn't laid out as this reads it, and the wait is left to the phone.
static int waited_for_by_test_runner(void *caller) {
    if (!in_image(IMAGE_CONCURRENCY, caller) || !images[IMAGE_TESTING].low) return 0;
    void **task = swift_task_getCurrent();
    if (!task) return 0;
    void *resume_function, *context, *context_resume;
    if (!read_word(task + 7, &resume_function) || !read_word(task + 8, &context)) {
        runner_falls_back("the current task could not be read");
        return 0;
    }
    if (!context || !read_word((void **)context + 1, &context_resume) || context_resume != resume_function) {
        // Not laid out as read. A sleeping task of this layout always agrees, so a few sleeps that disagree and none
        // that ever agreed mean another layout: said once; each such sleep is left to the phone.
        if (!atomic_load(&layout_agreed) && atomic_fetch_add(&layout_disagreed, 1) + 1 >= 3) runner_falls_back("this toolchain's task layout is not the one read");
        return 0;
    }
    atomic_store(&layout_agreed, 1);
    for (int depth = 0; context && depth < 64; depth++) {
        void *resume, *parent;
        if (!read_word((void **)context + 1, &resume) || !read_word(context, &parent)) {
            runner_falls_back("a task's chain of async frames could not be read");
            return 0;
        }
        if (!in_image(IMAGE_CONCURRENCY, resume) && !in_image(IMAGE_CORE, resume)) return in_image(IMAGE_TESTING, resume);
        context = parent;
    }
    return 0;
}
#else
static int waited_for_by_test_runner(void *caller) {
    (void)caller;
    return 0;
}
int phone_runtime_test_runner_fell_back(void) { return 1; }
int phone_runtime_read_word(const void *address, void **out) {
    (void)address;
    (void)out;
    return 0;
}
#endif

// The runner's waits, earliest first, ended by one thread that sleeps in real time.
// (The server's waits too: see "Real time where it must be real".)
typedef struct runner_wait { int64_t due; void *queue; void *context; void (*work)(void *); void *block; struct runner_wait *next; } runner_wait;
static runner_wait *runner_waits = NULL;
static pthread_mutex_t runner_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t runner_cond;
static pthread_once_t runner_once = PTHREAD_ONCE_INIT;
static int runner_thread_started = 0;

static void *end_runner_waits(void *unused) {
    (void)unused;
    void (*give)(void *, void *, void (*)(void *)) = (void (*)(void *, void *, void (*)(void *)))dlsym(RTLD_NEXT, "dispatch_async_f");
    void (*give_block)(void *, void *) = (void (*)(void *, void *))dlsym(RTLD_NEXT, "dispatch_async");
    pthread_mutex_lock(&runner_lock);
    for (;;) {
        if (!runner_waits) { pthread_cond_wait(&runner_cond, &runner_lock); continue; }
        runner_wait *w = runner_waits;
        if (w->due > real_monotonic()) {
            struct timespec due = ns_ts(w->due);
            pthread_cond_timedwait(&runner_cond, &runner_lock, &due);  // a kernel wait on CLOCK_MONOTONIC: real time
            continue;
        }
        runner_waits = w->next;
        pthread_mutex_unlock(&runner_lock);
        if (w->block) {
            give_block(w->queue, w->block);
            _Block_release(w->block);
        } else {
            give(w->queue, w->context, w->work);
        }
        free(w);
        pthread_mutex_lock(&runner_lock);
    }
    return NULL;
}
static void start_runner_thread(void) {
    pthread_condattr_t a;
    pthread_condattr_init(&a);
    pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
    pthread_cond_init(&runner_cond, &a);
    pthread_condattr_destroy(&a);
    pthread_t t;
    if (pthread_create(&t, NULL, end_runner_waits, NULL) == 0) {
        pthread_detach(t);
        runner_thread_started = 1;
    }
}

// The runner (or the server) asked for a wait until `when` on the clock it reads: the phone's clock it read a moment ago
// (the runner), or real time (a real-time thread or task, whose readings here are real too). It ends after that much
// real time. `block` (a copy, released here) or `work` is given to `queue` then.
static void wait_in_real_time(uint64_t when, void *queue, void *context, void (*work)(void *), void *block) {
    int64_t deadline = dispatch_deadline(when);
    runner_wait *w = deadline >= 0 ? malloc(sizeof *w) : NULL;
    pthread_once(&runner_once, start_runner_thread);
    if (!w || !runner_thread_started) {
        free(w);
        if (block) {
            ((void (*)(uint64_t, void *, void *))dlsym(RTLD_NEXT, "dispatch_after"))(when, queue, block);
            _Block_release(block);
        } else {
            real_after_f()(when, queue, context, work);
        }
        return;
    }
    int64_t left = deadline - clock_now(CLOCK_MONOTONIC);
    *w = (runner_wait){real_monotonic() + (left > 0 ? left : 0), queue, context, work, block, NULL};
    pthread_mutex_lock(&runner_lock);
    runner_wait **at = &runner_waits;
    while (*at && (*at)->due <= w->due) at = &(*at)->next;
    w->next = *at;
    *at = w;
    pthread_cond_signal(&runner_cond);
    pthread_mutex_unlock(&runner_lock);
}

// Work given to queues. The car asks whether anything was given to a queue while it wasn't looking (a stop at which
// only main run loop timers ran, and they started nothing, needs no further settling); Swift's executors
// (tasks, main-actor jobs) and the Dispatch overlay hand work to libdispatch through these.
static _Atomic uint64_t enqueued = 0;
static _Atomic uint64_t enqueued_when_settled = ~0ULL;
uint64_t phone_time_enqueued(void) { return atomic_load(&enqueued); }
void phone_time_mark_settled(void) { atomic_store(&enqueued_when_settled, atomic_load(&enqueued)); }
int phone_time_enqueued_since_settled(void) { return atomic_load(&enqueued) != atomic_load(&enqueued_when_settled); }

#define FORWARD(name, type) \
    static _Atomic(type) fn = NULL; \
    type f = atomic_load(&fn); \
    if (!f) { f = (type)dlsym(RTLD_NEXT, name); atomic_store(&fn, f); } \
    atomic_fetch_add(&enqueued, 1)

typedef void (*async_fn)(void *, void *);
typedef void (*async_f_fn)(void *, void *, void (*)(void *));
typedef void (*group_async_fn)(void *, void *, void *);
typedef void (*group_async_f_fn)(void *, void *, void *, void (*)(void *));
// Work an app gives to a queue is counted until it has run (AppWork.c): a block is then given as a function, and a
// block made by dispatch_block_create (a work item) inside a new block with its flags (DispatchBlocks.c).
void dispatch_async_f(void *queue, void *context, void (*work)(void *)) {
    FORWARD("dispatch_async_f", async_f_fn);
    phone_app_wrap_function(&context, &work);
    f(queue, context, work);
}
void dispatch_async(void *queue, void *block) {
    void *context;
    void (*work)(void *);
    void *kept = phone_app_wrap_made_block(block);  // a work item: its flags (a barrier, a QoS) kept
    if (kept) {
        FORWARD("dispatch_async", async_fn);
        f(queue, kept);
        _Block_release(kept);
        return;
    }
    if (phone_app_wrap_block(block, &context, &work)) {
        FORWARD("dispatch_async_f", async_f_fn);
        f(queue, context, work);
        return;
    }
    FORWARD("dispatch_async", async_fn);
    f(queue, block);
}
void dispatch_barrier_async_f(void *queue, void *context, void (*work)(void *)) {
    FORWARD("dispatch_barrier_async_f", async_f_fn);
    phone_app_wrap_function(&context, &work);
    f(queue, context, work);
}
void dispatch_barrier_async(void *queue, void *block) {
    void *context;
    void (*work)(void *);
    void *kept = phone_app_wrap_made_block(block);
    if (kept) {
        FORWARD("dispatch_barrier_async", async_fn);
        f(queue, kept);
        _Block_release(kept);
        return;
    }
    if (phone_app_wrap_block(block, &context, &work)) {
        FORWARD("dispatch_barrier_async_f", async_f_fn);
        f(queue, context, work);
        return;
    }
    FORWARD("dispatch_barrier_async", async_fn);
    f(queue, block);
}
void dispatch_group_async_f(void *group, void *queue, void *context, void (*work)(void *)) {
    FORWARD("dispatch_group_async_f", group_async_f_fn);
    phone_app_wrap_function(&context, &work);
    f(group, queue, context, work);
}
void dispatch_group_async(void *group, void *queue, void *block) {
    void *context;
    void (*work)(void *);
    void *kept = phone_app_wrap_made_block(block);
    if (kept) {
        FORWARD("dispatch_group_async", group_async_fn);
        f(group, queue, kept);
        _Block_release(kept);
        return;
    }
    if (phone_app_wrap_block(block, &context, &work)) {
        FORWARD("dispatch_group_async_f", group_async_f_fn);
        f(group, queue, context, work);
        return;
    }
    FORWARD("dispatch_group_async", group_async_fn);
    f(group, queue, block);
}

// One-shot timer sources app code (or the concurrency runtime, for a sleep with a tolerance) made: their handler is
// wrapped as dispatch_after's work is, so the car knows when it has run.

static int one_shot_index(void *source) {
    for (int i = 0; i < one_shot_count; i++) if (one_shots[i].source == source) return i;
    return -1;
}
static void forget_one_shot(void *source) {
    pthread_mutex_lock(&flight_lock);
    int i = one_shot_index(source);
    if (i >= 0) {
        in_flight *w = one_shots[i].flight;
        if (w) w->deadline = -1;  // cancelled: its work never runs, and nobody waits for it
        one_shots[i] = one_shots[--one_shot_count];
    }
    pthread_mutex_unlock(&flight_lock);
}

void dispatch_source_set_timer(void *source, uint64_t start, uint64_t interval, uint64_t leeway) {
    static _Atomic(dispatch_source_set_timer_fn) fn = NULL;
    dispatch_source_set_timer_fn f = atomic_load(&fn);
    if (!f) { f = (dispatch_source_set_timer_fn)dlsym(RTLD_NEXT, "dispatch_source_set_timer"); atomic_store(&fn, f); }
    int64_t deadline = dispatch_deadline(start);
    if (from_libdispatch(__builtin_return_address(0), (void *)f)) return f(source, start, interval, leeway);  // its own monitor
    if (deadline < 0) forget_source(source); else note_deadline(source, deadline, interval == ~0ULL ? 0 : (int64_t)interval);
    pthread_mutex_lock(&flight_lock);
    int i = one_shot_index(source);
    if (deadline >= 0 && interval == ~0ULL) {
        if (i < 0 && phone_table_room((void **)&one_shots, &one_shot_capacity, one_shot_count + 1, sizeof *one_shots, "one-shot timer sources",
                                      "the car doesn't wait for this source's handler to run")) {
            i = one_shot_count++;
            one_shots[i] = (one_shot){source, deadline, NULL};
        }
        if (i >= 0) { one_shots[i].deadline = deadline; if (one_shots[i].flight) one_shots[i].flight->deadline = deadline; }
    } else if (i >= 0) {
        if (one_shots[i].flight) one_shots[i].flight->deadline = -1;  // repeating now: not waited for
        one_shots[i] = one_shots[--one_shot_count];
    }
    int a = app_source_index(source);
    if (a >= 0) {
        app_sources[a]->due = deadline;
        app_sources[a]->interval = interval == ~0ULL ? 0 : (int64_t)interval;
    }
    pthread_mutex_unlock(&flight_lock);
    f(source, start, interval, leeway);
}

extern void *dispatch_get_context(void *object);
extern void dispatch_set_context(void *object, void *context);

void dispatch_source_set_event_handler_f(void *source, void (*handler)(void *)) {
    static _Atomic(void (*)(void *, void (*)(void *))) fn = NULL;
    void (*f)(void *, void (*)(void *)) = atomic_load(&fn);
    if (!f) { f = (void (*)(void *, void (*)(void *)))dlsym(RTLD_NEXT, "dispatch_source_set_event_handler_f"); atomic_store(&fn, f); }
    if (!handler || from_libdispatch(__builtin_return_address(0), (void *)f)) return f(source, handler);
    pthread_mutex_lock(&flight_lock);
    int a = app_source_index(source);  // a function handler: the one-shot path below, or not waited for
    if (a >= 0) {
        app_source *r = app_sources[a];
        app_sources[a] = app_sources[--app_source_count];
        if (!r->block) free(r);  // never given to libdispatch as a context
        else r->due = -1;
    }
    int i = one_shot_index(source);
    int64_t deadline = i >= 0 && !one_shots[i].flight ? one_shots[i].deadline : -1;
    pthread_mutex_unlock(&flight_lock);
    if (deadline < 0) return f(source, handler);
    in_flight *w = take_off(deadline, dispatch_get_context(source), handler, NULL);
    if (!w) return f(source, handler);
    pthread_mutex_lock(&flight_lock);
    i = one_shot_index(source);
    if (i >= 0) one_shots[i].flight = w;
    pthread_mutex_unlock(&flight_lock);
    dispatch_set_context(source, w);
    f(source, land);
}

void dispatch_source_cancel(void *source) {
    static _Atomic(dispatch_source_cancel_fn) fn = NULL;
    dispatch_source_cancel_fn f = atomic_load(&fn);
    if (!f) { f = (dispatch_source_cancel_fn)dlsym(RTLD_NEXT, "dispatch_source_cancel"); atomic_store(&fn, f); }
    forget_source(source);
    forget_one_shot(source);
    pthread_mutex_lock(&flight_lock);
    int a = app_source_index(source);
    if (a >= 0) {
        app_sources[a]->due = -1;
        app_sources[a] = app_sources[--app_source_count];
    }
    pthread_mutex_unlock(&flight_lock);
    f(source);
}

extern char _dispatch_source_type_timer;

void *dispatch_source_create(const void *type, uintptr_t handle, uintptr_t mask, void *queue) {
    static _Atomic(void *(*)(const void *, uintptr_t, uintptr_t, void *)) fn = NULL;
    void *(*f)(const void *, uintptr_t, uintptr_t, void *) = atomic_load(&fn);
    if (!f) { f = (void *(*)(const void *, uintptr_t, uintptr_t, void *))dlsym(RTLD_NEXT, "dispatch_source_create"); atomic_store(&fn, f); }
    void *source = f(type, handle, mask, queue);
    if (!source || type != (const void *)&_dispatch_source_type_timer) return source;
    app_source *r = malloc(sizeof *r);
    if (!r) return source;
    *r = (app_source){source, NULL, -1, 0, 1, 0, 0};  // sources start inactive
    pthread_mutex_lock(&flight_lock);
    int a = app_source_index(source);  // an address used again after a source went without being cancelled
    if (a >= 0) { app_source *old = app_sources[a]; app_sources[a] = app_sources[--app_source_count]; if (!old->block) free(old); }
    if (phone_table_room((void **)&app_sources, &app_source_capacity, app_source_count + 1, sizeof *app_sources, "timer sources",
                         "the car doesn't wait for this source's handlers to run"))
        app_sources[app_source_count++] = r;
    else
        free(r);
    pthread_mutex_unlock(&flight_lock);
    return source;
}

// Runs an app source's block handler, then counts the firings the clock has passed as handled (libdispatch delivers
// several missed firings of a repeating timer as one).
static void land_source(void *p) {
    app_source *r = p;
    pthread_mutex_lock(&flight_lock);
    void *block = r->block ? _Block_copy(r->block) : NULL;
    unsigned long token = r->token;
    pthread_mutex_unlock(&flight_lock);
    if (block) {
        unsigned long previous = token ? phone_app_enter_as(token) : 0;
        phone_loop_run_block(block);
        if (token) phone_app_leave_as(previous);
    }
    int64_t mono = clock_now(CLOCK_MONOTONIC);
    pthread_mutex_lock(&flight_lock);
    if (r->due >= 0 && r->due <= mono) r->due = r->interval > 0 ? r->due + r->interval * (1 + (mono - r->due) / r->interval) : -1;
    pthread_mutex_unlock(&flight_lock);
}

void dispatch_source_set_event_handler(void *source, void *handler) {
    static _Atomic(void (*)(void *, void *)) fn = NULL;
    void (*f)(void *, void *) = atomic_load(&fn);
    if (!f) { f = (void (*)(void *, void *))dlsym(RTLD_NEXT, "dispatch_source_set_event_handler"); atomic_store(&fn, f); }
    static _Atomic(void (*)(void *, void (*)(void *))) fn_f = NULL;
    void (*set_f)(void *, void (*)(void *)) = atomic_load(&fn_f);
    if (!set_f) { set_f = (void (*)(void *, void (*)(void *)))dlsym(RTLD_NEXT, "dispatch_source_set_event_handler_f"); atomic_store(&fn_f, set_f); }
    pthread_mutex_lock(&flight_lock);
    int a = app_source_index(source);
    app_source *r = a >= 0 ? app_sources[a] : NULL;
    void *old = NULL;
    if (r) { old = r->block; r->block = handler ? _Block_copy(handler) : NULL; r->token = phone_app_token(); }
    pthread_mutex_unlock(&flight_lock);
    if (old) _Block_release(old);
    if (!r || !handler) return f(source, handler);
    dispatch_set_context(source, r);
    set_f(source, land_source);
}

static void change_state(void *object, int activate, int resume, int suspend) {
    pthread_mutex_lock(&flight_lock);
    int a = app_source_count ? app_source_index(object) : -1;
    if (a >= 0) {
        app_source *r = app_sources[a];
        if (activate) r->inactive = 0;
        if (suspend) r->suspended++;
        if (resume) { if (r->suspended > 0) r->suspended--; else r->inactive = 0; }
    }
    pthread_mutex_unlock(&flight_lock);
}

void dispatch_resume(void *object) {
    static _Atomic(void (*)(void *)) fn = NULL;
    void (*f)(void *) = atomic_load(&fn);
    if (!f) { f = (void (*)(void *))dlsym(RTLD_NEXT, "dispatch_resume"); atomic_store(&fn, f); }
    change_state(object, 0, 1, 0);
    f(object);
}
void dispatch_suspend(void *object) {
    static _Atomic(void (*)(void *)) fn = NULL;
    void (*f)(void *) = atomic_load(&fn);
    if (!f) { f = (void (*)(void *))dlsym(RTLD_NEXT, "dispatch_suspend"); atomic_store(&fn, f); }
    change_state(object, 0, 0, 1);
    f(object);
}
void dispatch_activate(void *object) {
    static _Atomic(void (*)(void *)) fn = NULL;
    void (*f)(void *) = atomic_load(&fn);
    if (!f) { f = (void (*)(void *))dlsym(RTLD_NEXT, "dispatch_activate"); atomic_store(&fn, f); }
    change_state(object, 1, 0, 0);
    f(object);
}

void phone_time_forget_app_deadlines(void) {
    pthread_mutex_lock(&app_lock);
    app_deadline_count = 0;
    pthread_mutex_unlock(&app_lock);
}

int64_t phone_time_next_app_deadline(void) {
    pthread_mutex_lock(&app_lock);
    int64_t mono = clock_now(CLOCK_MONOTONIC);
    int64_t best = -1;
    for (int i = 0; i < app_deadline_count; i++) {
        app_deadline d = app_deadlines[i];
        int64_t next = d.deadline;
        if (next <= mono && d.interval > 0) next += d.interval * (1 + (mono - next) / d.interval);
        if (next <= mono) continue;  // due already: its work is being delivered
        if (best < 0 || next < best) best = next;
    }
    pthread_mutex_unlock(&app_lock);
    return best;
}

int phone_time_app_deadline_between(int64_t from, int64_t to) {
    pthread_mutex_lock(&app_lock);
    int found = 0;
    for (int i = 0; i < app_deadline_count && !found; i++) {
        app_deadline d = app_deadlines[i];
        int64_t first = d.deadline;  // the first firing after `from`
        if (first <= from && d.interval > 0) first += d.interval * (1 + (from - first) / d.interval);
        found = first > from && first <= to;
    }
    pthread_mutex_unlock(&app_lock);
    return found;
}

// MARK: The main run loop

typedef void *CFTypeRef;
typedef void *CFRunLoopRef;
typedef void *CFRunLoopTimerRef;
typedef double CFAbsoluteTime;
typedef struct {
    long version;
    void *info;
    const void *(*retain)(const void *);
    void (*release)(const void *);
    void *copyDescription;
} CFRunLoopTimerContext;
extern CFAbsoluteTime CFRunLoopTimerGetNextFireDate(CFRunLoopTimerRef);
extern unsigned char CFRunLoopTimerIsValid(CFRunLoopTimerRef);
extern double CFRunLoopTimerGetInterval(CFRunLoopTimerRef);
extern void CFRunLoopTimerSetNextFireDate(CFRunLoopTimerRef, CFAbsoluteTime);
extern void CFRunLoopTimerGetContext(CFRunLoopTimerRef, CFRunLoopTimerContext *);
extern CFTypeRef CFRetain(CFTypeRef);
extern void CFRelease(CFTypeRef);
extern CFRunLoopRef CFRunLoopGetMain(void);
extern void *swift_retain(void *);
extern void swift_release(void *);
extern void *_Block_copy(const void *);
extern void _Block_release(const void *);
extern char _dispatch_main_q;  // libdispatch's main queue
extern void dispatch_queue_set_specific(void *queue, const void *key, void *context, void (*destructor)(void *));
extern void *dispatch_get_specific(const void *key);

static char main_queue_key;
static pthread_once_t main_queue_once = PTHREAD_ONCE_INIT;
static void mark_main_queue(void) { dispatch_queue_set_specific(&_dispatch_main_q, &main_queue_key, &main_queue_key, NULL); }
static int on_main_queue(void) {
    pthread_once(&main_queue_once, mark_main_queue);
    return dispatch_get_specific(&main_queue_key) != NULL;
}

// `token`: the app whose code added the timer (phone_app_token, 0: none known); it fires as that app's code.
typedef struct { CFRunLoopTimerRef timer; void *object; unsigned long token; } kept_timer;
static kept_timer *kept = NULL;  // grows (Tables.c)
static int kept_count = 0, kept_capacity = 0;
static void **blocks = NULL;  // grows
static int block_count = 0, block_capacity = 0;
static pthread_mutex_t loop_lock = PTHREAD_MUTEX_INITIALIZER;
static _Atomic int loop_enabled = 1;

void phone_loop_set_enabled(int enabled) { atomic_store(&loop_enabled, enabled); }

static int is_main_loop(CFRunLoopRef rl) { return atomic_load(&loop_enabled) && (rl == CFRunLoopGetMain() || on_main_queue()); }

// Foundation's `Timer` class: a kept timer is fired as a `Timer` and its context retained as one, so only a timer
// whose context is a `Timer` (or a subclass) is kept. Any other timer's context is a pointer of someone else's: it is
// left to the run loop, untouched. The class's metadata comes from its metadata accessor (Swift's ABI: a function of
// the request, 0 for complete metadata, answering the metadata and its state), by its mangled name; the runtime's
// self-check (PhoneRuntimeCheck) compares it with Swift's own `Timer.self`.
#if defined(__x86_64__) || defined(__aarch64__)
typedef struct { const void *metadata; uintptr_t state; } metadata_response;
typedef __attribute__((swiftcall)) metadata_response (*metadata_accessor)(uintptr_t request);
const void *phone_loop_timer_class(void) {
    static _Atomic(const void *) class = NULL;
    static _Atomic int looked = 0;
    if (!atomic_load_explicit(&looked, memory_order_acquire)) {
        metadata_accessor f = (metadata_accessor)dlsym(RTLD_DEFAULT, "$s10Foundation5TimerCMa");
        atomic_store(&class, f ? f(0).metadata : NULL);
        atomic_store_explicit(&looked, 1, memory_order_release);
    }
    return atomic_load(&class);
}
#else
const void *phone_loop_timer_class(void) { return NULL; }
#endif

// Whether `object` is a Swift object of `class` or a subclass: its first word is its class's metadata, a class's second
// word its superclass (no Objective-C runtime). Read without trusting the pointer.
static int is_instance_of(const void *object, const void *class) {
    void *isa;
    if (!class || !phone_runtime_read_word(object, &isa)) return 0;
    for (int depth = 0; isa && depth < 32; depth++) {
        if (isa == class) return 1;
        if (!phone_runtime_read_word((void **)isa + 1, &isa)) return 0;
    }
    return 0;
}

static _Atomic int foreign_said = 0;

void CFRunLoopAddTimer(CFRunLoopRef rl, CFRunLoopTimerRef timer, CFTypeRef mode) {
    static void (*real)(CFRunLoopRef, CFRunLoopTimerRef, CFTypeRef) = NULL;
    if (!real) real = dlsym(RTLD_NEXT, "CFRunLoopAddTimer");
    if (!is_main_loop(rl)) { real(rl, timer, mode); return; }
    CFRunLoopTimerContext context;
    memset(&context, 0, sizeof context);
    CFRunLoopTimerGetContext(timer, &context);
    if (!context.info || !is_instance_of(context.info, phone_loop_timer_class())) {
        if (!atomic_exchange(&foreign_said, 1))
            fprintf(stderr, "opencarplay: a Core Foundation timer that is not a Foundation Timer was added to the main run "
                            "loop: it is left to the run loop, which no thread runs on Linux, so it doesn't fire\n");
        real(rl, timer, mode);
        return;
    }
    pthread_mutex_lock(&loop_lock);
    for (int i = 0; i < kept_count; i++) {
        if (kept[i].timer == timer) { pthread_mutex_unlock(&loop_lock); return; }  // added for another mode
    }
    if (phone_table_room((void **)&kept, &kept_capacity, kept_count + 1, sizeof *kept, "timers on the main run loop",
                         "this timer never fires")) {
        kept[kept_count].timer = CFRetain(timer);
        kept[kept_count].object = context.info ? swift_retain(context.info) : NULL;
        kept[kept_count].token = phone_app_token();
        kept_count++;
    }
    pthread_mutex_unlock(&loop_lock);
}

void CFRunLoopPerformBlock(CFRunLoopRef rl, CFTypeRef mode, void *block) {
    static void (*real)(CFRunLoopRef, CFTypeRef, void *) = NULL;
    if (!real) real = dlsym(RTLD_NEXT, "CFRunLoopPerformBlock");
    if (!is_main_loop(rl)) { real(rl, mode, block); return; }
    pthread_mutex_lock(&loop_lock);
    if (phone_table_room((void **)&blocks, &block_capacity, block_count + 1, sizeof *blocks, "blocks given to the main run loop",
                         "this block never runs"))
        blocks[block_count++] = _Block_copy(block);
    pthread_mutex_unlock(&loop_lock);
}

static void drop(int i) {
    CFRelease(kept[i].timer);
    if (kept[i].object) swift_release(kept[i].object);
    kept[i] = kept[--kept_count];
}

double phone_loop_next_fire_date(void) {
    pthread_mutex_lock(&loop_lock);
    double best = -1;
    for (int i = 0; i < kept_count;) {
        if (!CFRunLoopTimerIsValid(kept[i].timer)) { drop(i); continue; }
        double f = CFRunLoopTimerGetNextFireDate(kept[i].timer);
        if (best < 0 || f < best) best = f;
        i++;
    }
    pthread_mutex_unlock(&loop_lock);
    return best;
}

void *phone_loop_take_due_timer(double now, unsigned long *token) {
    *token = 0;
    pthread_mutex_lock(&loop_lock);
    int found = -1;
    double best = 0;
    for (int i = 0; i < kept_count;) {
        if (!CFRunLoopTimerIsValid(kept[i].timer)) { drop(i); continue; }
        double f = CFRunLoopTimerGetNextFireDate(kept[i].timer);
        if (f <= now && (found < 0 || f < best)) { found = i; best = f; }
        i++;
    }
    void *object = NULL;
    if (found >= 0) {
        object = kept[found].object ? swift_retain(kept[found].object) : NULL;
        *token = kept[found].token;
        double interval = CFRunLoopTimerGetInterval(kept[found].timer);
        if (interval > 0) {
            // As a run loop does: a repeating timer that missed several fire dates fires once, then keeps its phase.
            double next = best + interval * ((double)(int64_t)((now - best) / interval) + 1);
            CFRunLoopTimerSetNextFireDate(kept[found].timer, next);
        } else {
            drop(found);
        }
    }
    pthread_mutex_unlock(&loop_lock);
    return object;
}

void *phone_loop_take_block(void) {
    pthread_mutex_lock(&loop_lock);
    void *b = NULL;
    if (block_count > 0) {
        b = blocks[0];
        memmove(blocks, blocks + 1, sizeof(void *) * (size_t)(block_count - 1));
        block_count--;
    }
    pthread_mutex_unlock(&loop_lock);
    return b;
}

void phone_loop_run_block(void *block) {
    struct { void *isa; int flags; int reserved; void (*invoke)(void *); } *layout = block;
    layout->invoke(block);
    _Block_release(block);
}

void phone_loop_release(void *object) { if (object) swift_release(object); }

void phone_loop_reset(void) {
    pthread_mutex_lock(&loop_lock);
    while (kept_count > 0) drop(kept_count - 1);
    while (block_count > 0) _Block_release(blocks[--block_count]);
    pthread_mutex_unlock(&loop_lock);
}

// MARK: Protected files

typedef int (*open_fn)(const char *, int, ...);
typedef int (*openat_fn)(int, const char *, int, ...);

static open_fn real_open_named(const char *name, _Atomic(open_fn) *slot) {
    open_fn f = atomic_load(slot);
    if (!f) { f = (open_fn)dlsym(RTLD_NEXT, name); atomic_store(slot, f); }
    return f;
}
static openat_fn real_openat_named(const char *name, _Atomic(openat_fn) *slot) {
    openat_fn f = atomic_load(slot);
    if (!f) { f = (openat_fn)dlsym(RTLD_NEXT, name); atomic_store(slot, f); }
    return f;
}
static int takes_mode(int flags) { return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE; }

int open(const char *path, int flags, ...) {
    static _Atomic(open_fn) real = NULL;
    mode_t mode = 0;
    if (takes_mode(flags)) { va_list ap; va_start(ap, flags); mode = (mode_t)va_arg(ap, int); va_end(ap); }
    if (!phone_may_open(AT_FDCWD, path, flags)) return -1;
    return real_open_named("open", &real)(path, flags, mode);
}
int open64(const char *path, int flags, ...) {
    static _Atomic(open_fn) real = NULL;
    mode_t mode = 0;
    if (takes_mode(flags)) { va_list ap; va_start(ap, flags); mode = (mode_t)va_arg(ap, int); va_end(ap); }
    if (!phone_may_open(AT_FDCWD, path, flags)) return -1;
    return real_open_named("open64", &real)(path, flags, mode);
}
int openat(int dirfd, const char *path, int flags, ...) {
    static _Atomic(openat_fn) real = NULL;
    mode_t mode = 0;
    if (takes_mode(flags)) { va_list ap; va_start(ap, flags); mode = (mode_t)va_arg(ap, int); va_end(ap); }
    if (!phone_may_open(dirfd, path, flags)) return -1;
    return real_openat_named("openat", &real)(dirfd, path, flags, mode);
}
int openat64(int dirfd, const char *path, int flags, ...) {
    static _Atomic(openat_fn) real = NULL;
    mode_t mode = 0;
    if (takes_mode(flags)) { va_list ap; va_start(ap, flags); mode = (mode_t)va_arg(ap, int); va_end(ap); }
    if (!phone_may_open(dirfd, path, flags)) return -1;
    return real_openat_named("openat64", &real)(dirfd, path, flags, mode);
}

// MARK: Which hooks are in effect

// A hook is in effect when its symbol, looked up as the shared libraries look it up, is the definition in this file:
// not so when the executable doesn't export its symbols, or the runtime is linked in a way that binds them elsewhere.
static int bound_here(const char *name, void *ours) { return dlsym(RTLD_DEFAULT, name) == ours; }

int phone_runtime_hooks_in_effect(void) {
    int in_effect = 0;
    if (bound_here("clock_gettime", (void *)clock_gettime) && bound_here("gettimeofday", (void *)gettimeofday) && bound_here("time", (void *)time))
        in_effect |= PHONE_HOOK_CLOCKS;
    if (bound_here("timerfd_create", (void *)timerfd_create) && bound_here("timerfd_settime", (void *)timerfd_settime))
        in_effect |= PHONE_HOOK_KERNEL_TIMERS;
    if (bound_here("dispatch_after", (void *)dispatch_after) && bound_here("dispatch_after_f", (void *)dispatch_after_f)
        && bound_here("dispatch_source_set_timer", (void *)dispatch_source_set_timer) && bound_here("dispatch_async", (void *)dispatch_async)
        && bound_here("dispatch_async_f", (void *)dispatch_async_f))
        in_effect |= PHONE_HOOK_DISPATCH;
    if (bound_here("CFRunLoopAddTimer", (void *)CFRunLoopAddTimer) && bound_here("CFRunLoopPerformBlock", (void *)CFRunLoopPerformBlock))
        in_effect |= PHONE_HOOK_MAIN_RUN_LOOP;
    if (bound_here("open", (void *)open) && bound_here("openat", (void *)openat)) in_effect |= PHONE_HOOK_PROTECTED_FILES;
    // The test runner's hook matters only where Swift Testing is loaded.
    pthread_once(&images_once, look_up_images);
    if (!images[IMAGE_TESTING].low) {
        in_effect |= PHONE_HOOK_TEST_RUNNER;
    } else if (!phone_runtime_test_runner_fell_back()) {
#if defined(__x86_64__) || defined(__aarch64__)
        void *word = &in_effect, *read = NULL;
        if (bound_here("$ss15SuspendingClockV7InstantV3nowADvgZ", (void *)phone_suspending_instant_now) && read_word(&word, &read) && read == word)
            in_effect |= PHONE_HOOK_TEST_RUNNER;
#endif
    }
    return in_effect;
}

#endif  // __linux__
