// SPDX-License-Identifier: Apache-2.0
// The phone's runtime on Linux (ours): the deadlines app code set, its waits in flight and dispatch_after.
// See PhoneRuntimeLinux.c for the whole; shared declarations in PhoneRuntimeInternal.h.
#if defined(__linux__)
#include "PhoneRuntimeLinux.h"

// MARK: Deadlines the app set

// The kernel's timers also carry libdispatch's own (its worker-pool monitor ticks every second whatever the app does),
// so to jump over time in which the app waits for nothing, the car also needs the deadlines app code asked for. Calls
// into libdispatch from Swift's Dispatch overlay and the concurrency runtime (asyncAfter, timer sources, Task.sleep)
// go through these definitions; libdispatch's internal calls don't.

// `given`: the deadline the app asked for, where `deadline` was moved on to keep waits for one instant in order (in_order).
typedef struct { const void *source; int64_t deadline; int64_t interval; int64_t given; } app_deadline;  // phone CLOCK_MONOTONIC ns
static app_deadline *app_deadlines = NULL;  // grows (Tables.c)
static int app_deadline_count = 0, app_deadline_capacity = 0;
static pthread_mutex_t app_lock = PTHREAD_MUTEX_INITIALIZER;

int64_t phone_rt_clock_now(clockid_t c) { struct timespec ts; clock_gettime(c, &ts); return phone_rt_ts_ns(&ts); }

// A dispatch_time_t as a deadline on the phone's CLOCK_MONOTONIC; -1 for "never". Uptime values are CLOCK_MONOTONIC
// nanoseconds, continuous (bit 63) CLOCK_BOOTTIME, wall time (bits 63 and 62) negated nanoseconds since 1970.
int64_t phone_rt_dispatch_deadline(uint64_t when) {
    if (when == ~0ULL) return -1;
    int64_t mono = phone_rt_clock_now(CLOCK_MONOTONIC);
    if (when == 0) return mono;
    if ((int64_t)when < 0) {
        if (when & (1ULL << 62)) {
            if (when == ~1ULL) return mono;  // DISPATCH_WALLTIME_NOW
            return mono + ((int64_t)(-(int64_t)when) - phone_rt_clock_now(CLOCK_REALTIME));
        }
        return mono + ((int64_t)(when & ~(1ULL << 63)) - phone_rt_clock_now(CLOCK_BOOTTIME));
    }
    return (int64_t)when;
}

static void note_deadline(const void *source, int64_t deadline, int64_t interval, int64_t given) {
    if (deadline < 0) return;
    pthread_mutex_lock(&app_lock);
    int64_t mono = phone_rt_clock_now(CLOCK_MONOTONIC);
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
        app_deadlines[app_deadline_count++] = (app_deadline){source, deadline, interval, given};
    pthread_mutex_unlock(&app_lock);
}

void phone_rt_note_deadline(const void *source, int64_t deadline, int64_t interval) { note_deadline(source, deadline, interval, deadline); }

// A wait given with dispatch_after(_f) for `asked`, given to libdispatch for `when` (in_order may have moved it on).
static int64_t note_wait(uint64_t asked, uint64_t when) {
    int64_t deadline = phone_rt_dispatch_deadline(when);
    // in_order moves uptime deadlines later and wall-clock ones (negated) earlier, by a few nanoseconds.
    int64_t moved = (int64_t)(when > asked ? when - asked : asked - when);
    note_deadline(NULL, deadline, 0, deadline - moved);
    return deadline;
}

void phone_rt_forget_source(const void *source) {
    pthread_mutex_lock(&app_lock);
    int kept = 0;
    for (int i = 0; i < app_deadline_count; i++) {
        if (app_deadlines[i].source != source) app_deadlines[kept++] = app_deadlines[i];
    }
    app_deadline_count = kept;
    pthread_mutex_unlock(&app_lock);
}

// Whether a call comes from inside libdispatch (the library `real` is in): its own timers aren't the app's.
int phone_rt_from_libdispatch(void *caller, void *real) {
    Dl_info a, b;
    return dladdr(caller, &a) && dladdr(real, &b) && a.dli_fbase == b.dli_fbase;
}

// Two waits given the same deadline run in the order they were given, as app code expects of iOS (Combine's `delay`
// schedules a value and then the completion of a `Just` for one instant, and would lose the value were the completion
// delivered first). libdispatch's timer heap doesn't keep that order for equal deadlines, so a deadline given again
// while an earlier wait for it is pending is moved a nanosecond later per earlier wait of the same app launch (on a
// phone each launch is a process of its own: another's waits, or an ended one's, move nothing). The car, reaching an
// instant, reaches the waits moved past it too (phone_time_moved_past).
// Deadlines given while still ahead, with the app launch that gave them (its token, 0: none known) and how many waits
// it gave for each; a deadline passed is forgotten. Grows.
typedef struct { uint64_t when; unsigned long token; uint64_t count; } recent_when;
static recent_when *recent_whens = NULL;
static int recent_count = 0, recent_capacity = 0;

static uint64_t in_order(uint64_t when) {
    if (when == 0 || when == ~0ULL || when == ~1ULL) return when;  // now, forever, wall-clock now: no timer
    unsigned long token = phone_app_token();
    pthread_mutex_lock(&app_lock);
    int64_t mono = phone_rt_clock_now(CLOCK_MONOTONIC);
    uint64_t later = 0;
    int found = 0, kept = 0;
    for (int i = 0; i < recent_count; i++) {
        recent_when r = recent_whens[i];
        if (r.when == when && r.token == token) {
            later = r.count++;
            found = 1;
        } else if (phone_rt_dispatch_deadline(r.when) < mono) {
            continue;  // passed: its waits have been given their turns
        }
        recent_whens[kept++] = r;
    }
    recent_count = kept;
    if (!found && phone_table_room((void **)&recent_whens, &recent_capacity, recent_count + 1, sizeof *recent_whens,
                                   "deadlines given more than once", "waits given for one instant may run out of order"))
        recent_whens[recent_count++] = (recent_when){when, token, 1};
    pthread_mutex_unlock(&app_lock);
    // A deadline already passed runs at once, in the order given: no need to move it.
    if (later == 0 || phone_rt_dispatch_deadline(when) <= mono) return when;
    // Wall-clock times are negated nanoseconds: later is smaller.
    return (when & (1ULL << 62)) ? when - later : when + later;
}

typedef void (*dispatch_after_fn)(uint64_t, void *, void *);

// Waits in flight. Each wait given with dispatch_after(_f) is wrapped, so the car knows when its work has run: once the
// clock has passed a wait's deadline, libdispatch's manager thread fires it and a worker thread or the main queue runs
// it, in real time, however long the machine takes. The car lets such work land before it looks or moves on
// (PhoneTime.settle), so a loaded machine makes nothing late.
// `token`: the app whose code gave the wait (phone_app_token, 0: none known); its work runs as that app's code, so it
// reaches that app's objects even while another app is in front (AppWork.c carries the token the same way for work
// given to queues).
static in_flight *flights = NULL;
pthread_mutex_t phone_rt_flight_lock = PTHREAD_MUTEX_INITIALIZER;
// One-shot timer sources app code made (see dispatch_source_set_timer in PhoneRuntimeDispatch.c), under
// phone_rt_flight_lock.
one_shot *phone_rt_one_shots = NULL;  // grows (Tables.c)
int phone_rt_one_shot_count = 0, phone_rt_one_shot_capacity = 0;

void phone_rt_land(void *p) {
    in_flight *w = p;
    unsigned long previous = w->token ? phone_app_enter_as(w->token) : 0;
    if (w->block) phone_loop_run_block(w->block); else w->work(w->context);
    if (w->token) phone_app_leave_as(previous);
    pthread_mutex_lock(&phone_rt_flight_lock);
    for (int i = 0; i < phone_rt_one_shot_count; i++) {
        if (phone_rt_one_shots[i].flight == w) { phone_rt_one_shots[i] = phone_rt_one_shots[--phone_rt_one_shot_count]; break; }
    }
    if (w->prev) w->prev->next = w->next; else flights = w->next;
    if (w->next) w->next->prev = w->prev;
    pthread_mutex_unlock(&phone_rt_flight_lock);
    free(w);
}

// A wait that won't be given as taken off (its block goes to libdispatch as it is): forgotten; returns NULL.
static in_flight *ground(in_flight *w) {
    pthread_mutex_lock(&phone_rt_flight_lock);
    if (w->prev) w->prev->next = w->next; else flights = w->next;
    if (w->next) w->next->prev = w->prev;
    pthread_mutex_unlock(&phone_rt_flight_lock);
    if (w->block) _Block_release(w->block);
    free(w);
    return NULL;
}

in_flight *phone_rt_take_off(int64_t deadline, void *context, void (*work)(void *), void *block) {
    in_flight *w = malloc(sizeof *w);
    if (!w) return NULL;
    *w = (in_flight){deadline, context, work, block, phone_app_token(), NULL, NULL};
    pthread_mutex_lock(&phone_rt_flight_lock);
    w->next = flights;
    if (flights) flights->prev = w;
    flights = w;
    pthread_mutex_unlock(&phone_rt_flight_lock);
    return w;
}

// Timer sources app code made with a block handler (Swift's DispatchSource), one-shot or repeating: the firing the
// clock has passed is in flight until the handler has run, as a dispatch_after's work is. A source that is inactive or
// suspended fires nothing, so it is only waited for while it runs. Records stay allocated once made (a handler may be
// running while its source is cancelled); a cancelled source's record leaves the table. They are waited for while the
// phone's clock is stopped (see phone_time_due_in_flight).
// `token`: the app whose code set the handler (phone_app_token, 0: none known); each firing runs as that app's code.
app_source **phone_rt_app_sources = NULL;  // grows (Tables.c)
int phone_rt_app_source_count = 0, phone_rt_app_source_capacity = 0;

int phone_rt_app_source_index(void *source) {
    for (int i = 0; i < phone_rt_app_source_count; i++) if (phone_rt_app_sources[i]->source == source) return i;
    return -1;
}
static int app_source_due(const app_source *r, int64_t mono) {
    return r->block && !r->inactive && r->suspended == 0 && r->due >= 0 && r->due <= mono;
}

int phone_time_due_in_flight(void) {
    int64_t mono = phone_rt_clock_now(CLOCK_MONOTONIC);
    int n = 0;
    pthread_mutex_lock(&phone_rt_flight_lock);
    for (in_flight *w = flights; w; w = w->next) if (w->deadline >= 0 && w->deadline <= mono) n++;
    // Only while the clock stands still (a test's car): on a running clock a repeating source is due again as soon as
    // its handler has run, and the car would wait for it over and over.
    if (atomic_load(&phone_rt_rate_now) == 0) for (int i = 0; i < phone_rt_app_source_count; i++) if (app_source_due(phone_rt_app_sources[i], mono)) n++;
    pthread_mutex_unlock(&phone_rt_flight_lock);
    return n;
}


dispatch_after_f_fn phone_rt_real_after_f(void) {
    static _Atomic(dispatch_after_f_fn) fn = NULL;
    dispatch_after_f_fn f = atomic_load(&fn);
    if (!f) { f = (dispatch_after_f_fn)dlsym(RTLD_NEXT, "dispatch_after_f"); atomic_store(&fn, f); }
    return f;
}

void dispatch_after(uint64_t when, void *queue, void *block) {
    static _Atomic(dispatch_after_fn) fn = NULL;
    dispatch_after_fn f = atomic_load(&fn);
    if (!f) { f = (dispatch_after_fn)dlsym(RTLD_NEXT, "dispatch_after"); atomic_store(&fn, f); }
    if (phone_rt_in_real_time() || phone_rt_waited_for_by_xctest(__builtin_return_address(0)))
        return phone_rt_wait_in_real_time(when, queue, NULL, NULL, _Block_copy(block));
    uint64_t asked = when;
    when = in_order(when);
    int64_t deadline = note_wait(asked, when);
    in_flight *w = deadline >= 0 ? phone_rt_take_off(deadline, NULL, NULL, _Block_copy(block)) : NULL;
    if (w && phone_dispatch_block_is_made(block)) {
        // A work item's flags (a barrier) hold only in a block: the landing goes in a new block with the same flags.
        void *kept = phone_dispatch_block_like(block, phone_rt_land, w);
        if (kept) {
            f(when, queue, kept);
            _Block_release(kept);
            return;
        }
        w = ground(w);
    }
    if (w) phone_rt_real_after_f()(when, queue, w, phone_rt_land); else f(when, queue, block);
}

void dispatch_after_f(uint64_t when, void *queue, void *context, void (*work)(void *)) {
    if (phone_rt_in_real_time() || phone_rt_waited_for_by_test_runner(__builtin_return_address(0))) return phone_rt_wait_in_real_time(when, queue, context, work, NULL);
    uint64_t asked = when;
    when = in_order(when);
    int64_t deadline = note_wait(asked, when);
    in_flight *w = deadline >= 0 ? phone_rt_take_off(deadline, context, work, NULL) : NULL;
    if (w) phone_rt_real_after_f()(when, queue, w, phone_rt_land); else phone_rt_real_after_f()(when, queue, context, work);
}


void phone_time_forget_app_deadlines(void) {
    pthread_mutex_lock(&app_lock);
    app_deadline_count = 0;
    pthread_mutex_unlock(&app_lock);
}

int64_t phone_time_next_app_deadline(void) {
    pthread_mutex_lock(&app_lock);
    int64_t mono = phone_rt_clock_now(CLOCK_MONOTONIC);
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

int64_t phone_time_moved_past(int64_t at) {
    pthread_mutex_lock(&app_lock);
    int64_t last = -1;
    for (int i = 0; i < app_deadline_count; i++) {
        app_deadline d = app_deadlines[i];
        if (d.interval <= 0 && d.given <= at && d.deadline > at && d.deadline > last) last = d.deadline;
    }
    pthread_mutex_unlock(&app_lock);
    return last;
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
#else
// Not Linux: PhoneRuntimeFallback.c defines these entry points and interposes nothing.
#endif  // __linux__
