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
//    the main queue, as iOS's main thread would (PhoneTime.runMainLoop in CarPlayHost; PhoneRuntimeMainLoop.c).
// 3. Protected files. The phone remembers the protection class of each file the app wrote with one (by device and
//    inode; CarPlayHost's ProtectedFiles records them) and whether it is locked. `open`/`openat` (what Foundation,
//    libdispatch and Glibc use to open a file) refuse a file whose class the lock makes unavailable with EPERM, as
//    iOS's kernel does; Foundation turns that into NSFileReadNoPermissionError (257). A file opened before the lock
//    stays readable through that descriptor (reads are never checked), which is what `completeUnlessOpen` promises
//    (PhoneRuntimeFiles.c).
// 4. The test runner's own time. Swift Testing runs in the same process as the phone; its readings and its time-limit
//    waits stay real (PhoneRuntimeTestRunner.c).
// 5. The server's own time. The live car's NIO event loops (marked per thread) and its server tasks (a task-local the
//    Swift side answers for) read the kernel's clocks, arm their kernel timers in real time and end their dispatch
//    waits in real time, whatever the phone's rate (see "Real time where it must be real").
//
// This file has the clocks, the kernel timers and the check of which hooks are in effect; the deadlines app code sets
// and its waits in flight (dispatch_after) are in PhoneRuntimeDeadlines.c, work given to queues and timer sources in
// PhoneRuntimeDispatch.c. The parts share their declarations through PhoneRuntimeInternal.h (names `phone_rt_…`).
#if defined(__linux__)
#include "PhoneRuntimeLinux.h"

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
int64_t phone_rt_ts_ns(const struct timespec *ts) { return (int64_t)ts->tv_sec * 1000000000LL + ts->tv_nsec; }
struct timespec phone_rt_ns_ts(int64_t ns) {
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
_Atomic double phone_rt_rate_now = 1.0;
static pthread_mutex_t change_lock = PTHREAD_MUTEX_INITIALIZER;

int64_t phone_rt_real_monotonic(void) { struct timespec ts; real_clock_gettime()(CLOCK_MONOTONIC, &ts); return phone_rt_ts_ns(&ts); }
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
        double r = atomic_load(&phone_rt_rate_now);
        int64_t real = phone_rt_real_monotonic();  // inside the read: a change can't have taken its reading before this one
        if (atomic_load(&seq) != s) continue;
        *out = b + scaled(real - ar, r);
        return 1;
    }
}

// virtual - real for CLOCK_MONOTONIC, now.
static int64_t offset_now(void) {
    int64_t v;
    if (!virtual_read(CLOCK_MONOTONIC, &v)) return 0;
    return v - phone_rt_real_monotonic();
}

// Set while the test runner reads a clock (see "The test runner's time"): its readings are the kernel's.
__thread int phone_rt_real_reads = 0;

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

int phone_rt_in_real_time(void) {
    if (real_thread) return 1;
    int (*check)(void) = atomic_load_explicit(&real_time_check, memory_order_acquire);
    if (!check || asking) return 0;
    asking = 1;
    int real = check();
    asking = 0;
    return real;
}

int phone_time_context_is_real(void) { return phone_rt_real_reads || phone_rt_in_real_time(); }

static __thread int probing = 0, probed = 0;  // phone_runtime_probe_begin/end
void phone_runtime_probe_begin(void) { probing = 1; probed = 0; }
int phone_runtime_probe_end(void) { probing = 0; return probed; }

int clock_gettime(clockid_t clk, struct timespec *ts) {
    int r = real_clock_gettime()(clk, ts);
    if (probing) probed++;
    int64_t v;
    if (r == 0 && !phone_rt_real_reads && is_mapped_clock(clk) && atomic_load(&mapped) && !phone_rt_in_real_time() && virtual_read(clk, &v)) *ts = phone_rt_ns_ts(v);
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
        int64_t real_now = phone_rt_ts_ns(&now);
        int64_t virtual_now = real_now;
        if (is_mapped_clock(t->clock)) virtual_read(t->clock, &virtual_now);
        double r = atomic_load(&phone_rt_rate_now);
        int64_t left = t->deadline - virtual_now;
        if (left > 0 && r == 0) return real_timerfd_settime()(fd, 0, &its, old);  // frozen: only the car moves time
        int64_t real_deadline = left <= 0 ? real_now + 1 : real_now + (int64_t)((double)left / r);
        its.it_value = phone_rt_ns_ts(real_deadline);
        its.it_interval = r == 0 ? phone_rt_ns_ts(0) : phone_rt_ns_ts((int64_t)((double)t->interval / r));
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
    int64_t v = phone_rt_ts_ns(&value->it_value);
    if (v == 0) t->deadline = 0;
    else if (flags & TFD_TIMER_ABSTIME) t->deadline = v;
    else { struct timespec now; clock_gettime(t->clock, &now); t->deadline = phone_rt_ts_ns(&now) + v; }
    t->interval = phone_rt_ts_ns(&value->it_interval);
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
    int64_t now = phone_rt_real_monotonic();
    int was_mapped = atomic_load(&mapped);
    int64_t ar = atomic_load(&anchor_real);
    double r = atomic_load(&phone_rt_rate_now);
    for (clockid_t c = 0; c < N_CLOCKS; c++) {
        if (!is_shifted(c)) continue;
        int64_t v = 0;
        if (was_mapped) v = atomic_load(&base[c]) + scaled(now - ar, r);
        else { struct timespec ts; if (real_clock_gettime()(c, &ts) == 0) v = phone_rt_ts_ns(&ts); }
        atomic_store(&base[c], v + add);
    }
    atomic_store(&anchor_real, now);
    atomic_store(&phone_rt_rate_now, new_rate);
    atomic_store(&mapped, 1);
    atomic_fetch_add(&seq, 1);
    pthread_mutex_unlock(&change_lock);
    rearm_all();
}

void phone_time_advance(int64_t ns) { if (ns > 0) change(ns, atomic_load(&phone_rt_rate_now)); }
void phone_time_set_rate(double rate) { if (rate >= 0) change(0, rate); }
double phone_time_rate(void) { return atomic_load(&phone_rt_rate_now); }
int64_t phone_time_offset(void) { return offset_now(); }
int64_t phone_time_monotonic_now(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return phone_rt_ts_ns(&ts); }

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
        int64_t left = t->deadline - phone_rt_ts_ns(&now);
        if (left <= 0 && t->interval > 0) left += t->interval * (1 + (-left) / t->interval);
        if (left <= 0) continue;  // due already: its waiter is being woken
        int64_t d = mono + left;
        if (best < 0 || d < best) best = d;
    }
    pthread_mutex_unlock(&fd_lock);
    return best;
}


// MARK: Which hooks are in effect

// A hook is in effect when its symbol, looked up as the shared libraries look it up, is the runtime's definition:
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
    // The test runner's hook matters only where Swift Testing is loaded (PhoneRuntimeTestRunner.c).
    if (phone_rt_test_runner_hooked()) in_effect |= PHONE_HOOK_TEST_RUNNER;
    return in_effect;
}

#else
// Not Linux: PhoneRuntimeFallback.c defines these entry points and interposes nothing.
#endif  // __linux__
