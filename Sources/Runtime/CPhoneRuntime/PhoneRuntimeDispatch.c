// SPDX-License-Identifier: Apache-2.0
// The phone's runtime on Linux (ours): work given to libdispatch's queues, and its timer sources.
// See PhoneRuntimeLinux.c for the whole; shared declarations in PhoneRuntimeInternal.h.
#if defined(__linux__)
#include "PhoneRuntimeLinux.h"

typedef void (*dispatch_source_set_timer_fn)(void *, uint64_t, uint64_t, uint64_t);
typedef void (*dispatch_source_cancel_fn)(void *);

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
    phone_app_wrap_function(queue, &context, &work);
    f(queue, context, work);
}
void dispatch_barrier_async_f(void *queue, void *context, void (*work)(void *)) {
    FORWARD("dispatch_barrier_async_f", async_f_fn);
    phone_app_wrap_function(queue, &context, &work);
    f(queue, context, work);
}
// dispatch_async and dispatch_barrier_async: a work item goes on in a new block with its flags (a barrier, a QoS) kept,
// released once given; other app work as a function (the `_f` form), counted until it has run; the rest as it is.
#define APP_ASYNC_BLOCK(name)                                        \
    void name(void *queue, void *block) {                            \
        void *context;                                               \
        void (*work)(void *);                                        \
        void *kept = phone_app_wrap_made_block(queue, block);        \
        if (kept) {                                                  \
            FORWARD(#name, async_fn);                                \
            f(queue, kept);                                          \
            _Block_release(kept);                                    \
            return;                                                  \
        }                                                            \
        if (phone_app_wrap_block(queue, block, &context, &work)) {   \
            FORWARD(#name "_f", async_f_fn);                         \
            f(queue, context, work);                                 \
            return;                                                  \
        }                                                            \
        FORWARD(#name, async_fn);                                    \
        f(queue, block);                                             \
    }
APP_ASYNC_BLOCK(dispatch_async)
APP_ASYNC_BLOCK(dispatch_barrier_async)
void dispatch_group_async_f(void *group, void *queue, void *context, void (*work)(void *)) {
    FORWARD("dispatch_group_async_f", group_async_f_fn);
    phone_app_wrap_function(queue, &context, &work);
    f(group, queue, context, work);
}
void dispatch_group_async(void *group, void *queue, void *block) {
    void *context;
    void (*work)(void *);
    void *kept = phone_app_wrap_made_block(queue, block);
    if (kept) {
        FORWARD("dispatch_group_async", group_async_fn);
        f(group, queue, kept);
        _Block_release(kept);
        return;
    }
    if (phone_app_wrap_block(queue, block, &context, &work)) {
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
    for (int i = 0; i < phone_rt_one_shot_count; i++) if (phone_rt_one_shots[i].source == source) return i;
    return -1;
}
static void forget_one_shot(void *source) {
    pthread_mutex_lock(&phone_rt_flight_lock);
    int i = one_shot_index(source);
    if (i >= 0) {
        in_flight *w = phone_rt_one_shots[i].flight;
        if (w) w->deadline = -1;  // cancelled: its work never runs, and nobody waits for it
        phone_rt_one_shots[i] = phone_rt_one_shots[--phone_rt_one_shot_count];
    }
    pthread_mutex_unlock(&phone_rt_flight_lock);
}

void dispatch_source_set_timer(void *source, uint64_t start, uint64_t interval, uint64_t leeway) {
    static _Atomic(dispatch_source_set_timer_fn) fn = NULL;
    dispatch_source_set_timer_fn f = atomic_load(&fn);
    if (!f) { f = (dispatch_source_set_timer_fn)dlsym(RTLD_NEXT, "dispatch_source_set_timer"); atomic_store(&fn, f); }
    int64_t deadline = phone_rt_dispatch_deadline(start);
    if (phone_rt_from_libdispatch(__builtin_return_address(0), (void *)f)) return f(source, start, interval, leeway);  // its own monitor
    if (deadline < 0) phone_rt_forget_source(source); else phone_rt_note_deadline(source, deadline, interval == ~0ULL ? 0 : (int64_t)interval);
    pthread_mutex_lock(&phone_rt_flight_lock);
    int i = one_shot_index(source);
    if (deadline >= 0 && interval == ~0ULL) {
        if (i < 0 && phone_table_room((void **)&phone_rt_one_shots, &phone_rt_one_shot_capacity, phone_rt_one_shot_count + 1, sizeof *phone_rt_one_shots, "one-shot timer sources",
                                      "the car doesn't wait for this source's handler to run")) {
            i = phone_rt_one_shot_count++;
            phone_rt_one_shots[i] = (one_shot){source, deadline, NULL};
        }
        if (i >= 0) { phone_rt_one_shots[i].deadline = deadline; if (phone_rt_one_shots[i].flight) phone_rt_one_shots[i].flight->deadline = deadline; }
    } else if (i >= 0) {
        if (phone_rt_one_shots[i].flight) phone_rt_one_shots[i].flight->deadline = -1;  // repeating now: not waited for
        phone_rt_one_shots[i] = phone_rt_one_shots[--phone_rt_one_shot_count];
    }
    int a = phone_rt_app_source_index(source);
    if (a >= 0) {
        phone_rt_app_sources[a]->due = deadline;
        phone_rt_app_sources[a]->interval = interval == ~0ULL ? 0 : (int64_t)interval;
    }
    pthread_mutex_unlock(&phone_rt_flight_lock);
    f(source, start, interval, leeway);
}

extern void *dispatch_get_context(void *object);
extern void dispatch_set_context(void *object, void *context);

void dispatch_source_set_event_handler_f(void *source, void (*handler)(void *)) {
    static _Atomic(void (*)(void *, void (*)(void *))) fn = NULL;
    void (*f)(void *, void (*)(void *)) = atomic_load(&fn);
    if (!f) { f = (void (*)(void *, void (*)(void *)))dlsym(RTLD_NEXT, "dispatch_source_set_event_handler_f"); atomic_store(&fn, f); }
    if (!handler || phone_rt_from_libdispatch(__builtin_return_address(0), (void *)f)) return f(source, handler);
    pthread_mutex_lock(&phone_rt_flight_lock);
    int a = phone_rt_app_source_index(source);  // a function handler: the one-shot path below, or not waited for
    if (a >= 0) {
        app_source *r = phone_rt_app_sources[a];
        phone_rt_app_sources[a] = phone_rt_app_sources[--phone_rt_app_source_count];
        if (!r->block) free(r);  // never given to libdispatch as a context
        else r->due = -1;
    }
    int i = one_shot_index(source);
    int64_t deadline = i >= 0 && !phone_rt_one_shots[i].flight ? phone_rt_one_shots[i].deadline : -1;
    pthread_mutex_unlock(&phone_rt_flight_lock);
    if (deadline < 0) return f(source, handler);
    in_flight *w = phone_rt_take_off(deadline, dispatch_get_context(source), handler, NULL);
    if (!w) return f(source, handler);
    pthread_mutex_lock(&phone_rt_flight_lock);
    i = one_shot_index(source);
    if (i >= 0) phone_rt_one_shots[i].flight = w;
    pthread_mutex_unlock(&phone_rt_flight_lock);
    dispatch_set_context(source, w);
    f(source, phone_rt_land);
}

void dispatch_source_cancel(void *source) {
    static _Atomic(dispatch_source_cancel_fn) fn = NULL;
    dispatch_source_cancel_fn f = atomic_load(&fn);
    if (!f) { f = (dispatch_source_cancel_fn)dlsym(RTLD_NEXT, "dispatch_source_cancel"); atomic_store(&fn, f); }
    phone_rt_forget_source(source);
    forget_one_shot(source);
    pthread_mutex_lock(&phone_rt_flight_lock);
    int a = phone_rt_app_source_index(source);
    if (a >= 0) {
        phone_rt_app_sources[a]->due = -1;
        phone_rt_app_sources[a] = phone_rt_app_sources[--phone_rt_app_source_count];
    }
    pthread_mutex_unlock(&phone_rt_flight_lock);
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
    pthread_mutex_lock(&phone_rt_flight_lock);
    int a = phone_rt_app_source_index(source);  // an address used again after a source went without being cancelled
    if (a >= 0) { app_source *old = phone_rt_app_sources[a]; phone_rt_app_sources[a] = phone_rt_app_sources[--phone_rt_app_source_count]; if (!old->block) free(old); }
    if (phone_table_room((void **)&phone_rt_app_sources, &phone_rt_app_source_capacity, phone_rt_app_source_count + 1, sizeof *phone_rt_app_sources, "timer sources",
                         "the car doesn't wait for this source's handlers to run"))
        phone_rt_app_sources[phone_rt_app_source_count++] = r;
    else
        free(r);
    pthread_mutex_unlock(&phone_rt_flight_lock);
    return source;
}

// Runs an app source's block handler, then counts the firings the clock has passed as handled (libdispatch delivers
// several missed firings of a repeating timer as one).
static void land_source(void *p) {
    app_source *r = p;
    pthread_mutex_lock(&phone_rt_flight_lock);
    void *block = r->block ? _Block_copy(r->block) : NULL;
    unsigned long token = r->token;
    pthread_mutex_unlock(&phone_rt_flight_lock);
    if (block) {
        unsigned long previous = token ? phone_app_enter_as(token) : 0;
        phone_loop_run_block(block);
        if (token) phone_app_leave_as(previous);
    }
    int64_t mono = phone_rt_clock_now(CLOCK_MONOTONIC);
    pthread_mutex_lock(&phone_rt_flight_lock);
    if (r->due >= 0 && r->due <= mono) r->due = r->interval > 0 ? r->due + r->interval * (1 + (mono - r->due) / r->interval) : -1;
    pthread_mutex_unlock(&phone_rt_flight_lock);
}

void dispatch_source_set_event_handler(void *source, void *handler) {
    static _Atomic(void (*)(void *, void *)) fn = NULL;
    void (*f)(void *, void *) = atomic_load(&fn);
    if (!f) { f = (void (*)(void *, void *))dlsym(RTLD_NEXT, "dispatch_source_set_event_handler"); atomic_store(&fn, f); }
    static _Atomic(void (*)(void *, void (*)(void *))) fn_f = NULL;
    void (*set_f)(void *, void (*)(void *)) = atomic_load(&fn_f);
    if (!set_f) { set_f = (void (*)(void *, void (*)(void *)))dlsym(RTLD_NEXT, "dispatch_source_set_event_handler_f"); atomic_store(&fn_f, set_f); }
    pthread_mutex_lock(&phone_rt_flight_lock);
    int a = phone_rt_app_source_index(source);
    app_source *r = a >= 0 ? phone_rt_app_sources[a] : NULL;
    void *old = NULL;
    if (r) { old = r->block; r->block = handler ? _Block_copy(handler) : NULL; r->token = phone_app_token(); }
    pthread_mutex_unlock(&phone_rt_flight_lock);
    if (old) _Block_release(old);
    if (!r || !handler) return f(source, handler);
    dispatch_set_context(source, r);
    set_f(source, land_source);
}

static void change_state(void *object, int activate, int resume, int suspend) {
    pthread_mutex_lock(&phone_rt_flight_lock);
    int a = phone_rt_app_source_count ? phone_rt_app_source_index(object) : -1;
    if (a >= 0) {
        app_source *r = phone_rt_app_sources[a];
        if (activate) r->inactive = 0;
        if (suspend) r->suspended++;
        if (resume) { if (r->suspended > 0) r->suspended--; else r->inactive = 0; }
    }
    pthread_mutex_unlock(&phone_rt_flight_lock);
}

// dispatch_resume, dispatch_suspend and dispatch_activate: an app's timer source notes the change, then libdispatch's
// function makes it.
#define SOURCE_STATE_CHANGE(name, activate, resume, suspend)                                            \
    void name(void *object) {                                                                           \
        static _Atomic(void (*)(void *)) fn = NULL;                                                     \
        void (*f)(void *) = atomic_load(&fn);                                                           \
        if (!f) { f = (void (*)(void *))dlsym(RTLD_NEXT, #name); atomic_store(&fn, f); }               \
        change_state(object, activate, resume, suspend);                                                \
        f(object);                                                                                      \
    }
SOURCE_STATE_CHANGE(dispatch_resume, 0, 1, 0)
SOURCE_STATE_CHANGE(dispatch_suspend, 0, 0, 1)
SOURCE_STATE_CHANGE(dispatch_activate, 1, 0, 0)

#else
// Not Linux: PhoneRuntimeFallback.c defines these entry points and interposes nothing.
#endif  // __linux__
