// SPDX-License-Identifier: Apache-2.0
// The app's own work in flight (ours).
//
// An app's first screen often waits for work it starts as it connects: a `Task` that loads its stations and then sets
// its list, a `DispatchQueue.global().async` that decodes a file and hops back to the main queue. Before the car reads
// the screen it lets that work finish. It knows which work is the app's by where it was given to a queue: while the car
// calls into an app (phone_app_enter/leave around the call) or while a job that is itself the app's runs, each job given
// to a queue (dispatch_async/_f and their barrier and group forms: Swift's tasks, main-actor jobs and the Dispatch
// overlay all go through them) is the app's. Such a job is counted until it has run; the car's settle waits, in real
// time and with a budget, until none is left. Work of the test runner or the car itself is never counted.
//
// A block is run through the Blocks ABI's public layout (its `invoke` function, called with the block), as libdispatch
// itself runs blocks: C here is compiled without -fblocks.
#include "AppWork.h"
#include "PhoneRuntimeInternal.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>

extern void *_Block_copy(const void *);
extern void _Block_release(const void *);

/* How deep this thread is in the app's code: > 0 while the car calls into an app or an app's job runs here. */
static _Thread_local int app_depth = 0;
/* Which app's code this thread runs (a token the car gives, 0: not known): carried with each job the app gives to a
 * queue, so work that hops queues (URLSession's, a global queue's) still knows whose it is. */
static _Thread_local unsigned long app_token = 0;
static atomic_long app_pending = 0;

/* Each launch's pending jobs, by its token (0: app code the car called without naming the app). A leaked job of one
 * launch (a block that never returns) then holds up only the settles that wait for that launch. Records are never
 * freed, since a job in flight points at one: one per launch, newest first, found again through a per-thread cache. */
typedef struct launch_work {
    unsigned long token;
    atomic_long pending;
    struct launch_work *next;
} launch_work;
static _Atomic(launch_work *) launches = NULL;
static _Thread_local launch_work *last_launch = NULL;

static launch_work *work_of(unsigned long token) {
    launch_work *w = last_launch;
    if (w != NULL && w->token == token) return w;
    for (w = atomic_load(&launches); w != NULL; w = w->next) {
        if (w->token == token) break;
    }
    if (w == NULL) {
        w = calloc(1, sizeof *w);
        if (w == NULL) return NULL;
        w->token = token;
        launch_work *head = atomic_load(&launches);
        do {
            w->next = head;
        } while (!atomic_compare_exchange_weak(&launches, &head, w));
        /* Two threads may add the same token at once: both records count, and the queries add them up. */
    }
    last_launch = w;
    return w;
}

static void count_job(launch_work *launch, long change) {
    atomic_fetch_add(&app_pending, change);
    if (launch != NULL) atomic_fetch_add(&launch->pending, change);
}

long phone_app_pending_of(unsigned long token) {
    long n = 0;
    for (launch_work *w = atomic_load(&launches); w != NULL; w = w->next) {
        if (w->token == token) n += atomic_load(&w->pending);
    }
    return n;
}

int phone_app_pending_launches(unsigned long *tokens, int capacity) {
    int n = 0;
    for (launch_work *w = atomic_load(&launches); w != NULL; w = w->next) {
        if (atomic_load(&w->pending) <= 0) continue;
        int seen = 0;
        for (int i = 0; i < n && i < capacity; i++) seen |= tokens[i] == w->token;
        if (seen) continue;
        if (n < capacity) tokens[n] = w->token;
        n++;
    }
    return n;
}

void phone_app_enter(void) { app_depth++; }
void phone_app_leave(void) {
    if (app_depth > 0) app_depth--;
}
unsigned long phone_app_enter_as(unsigned long token) {
    unsigned long previous = app_token;
    if (token != 0) app_token = token;
    app_depth++;
    return previous;
}
void phone_app_leave_as(unsigned long previous) {
    app_token = previous;
    if (app_depth > 0) app_depth--;
}
unsigned long phone_app_token(void) { return app_depth > 0 ? app_token : 0; }
long phone_app_pending(void) { return atomic_load(&app_pending); }

typedef struct {
    void *context;
    void (*work)(void *);
    unsigned long token;
    launch_work *launch;
    int main; /* given to the main queue */
} app_job;

/* How long app jobs have held the main queue, in real nanoseconds: those that ended, and since when the one running
 * there started (0: none). The car's settle spends its budget on the app's own time, not on the time the app's jobs
 * wait behind other work on a busy machine (PhoneTime.landAppWork). */
static atomic_llong main_busy_ended = 0;
static atomic_llong main_job_started = 0;

static long long real_now(void) {
#if defined(__linux__)
    return phone_rt_real_monotonic();
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
#endif
}

#if defined(__linux__)
extern char _dispatch_main_q; /* libdispatch's main queue (dispatch_get_main_queue() is an inline function over it) */
static int is_main_queue(const void *queue) { return queue == (const void *)&_dispatch_main_q; }
#else
static int is_main_queue(const void *queue) { (void)queue; return 0; }
#endif
static atomic_long main_pending = 0;
long phone_app_pending_on_main_queue(void) { return atomic_load(&main_pending); }

static void count_app_job(const app_job *j, long change) {
    count_job(j->launch, change);
    if (j->main) atomic_fetch_add(&main_pending, change);
}

long long phone_app_main_busy(void) {
    long long started = atomic_load(&main_job_started);
    long long ended = atomic_load(&main_busy_ended);
    return ended + (started > 0 ? real_now() - started : 0);
}

/* Calls `work` with the job's context as the job's app: its token, one level deeper, as it was when queued. */
static void run_as_app(app_job j, void (*work)(void *)) {
    unsigned long previous = app_token;
    // A main-queue job is timed (one nested in another app job, or in the car's call into the app, is in its time).
    long long started = j.main && app_depth == 0 ? real_now() : 0;
    if (started) atomic_store(&main_job_started, started);
    app_token = j.token;
    app_depth++;
    work(j.context);
    app_depth--;
    app_token = previous;
    if (started) {
        atomic_fetch_add(&main_busy_ended, real_now() - started);
        atomic_store(&main_job_started, 0);
    }
}

static void run_app_job(void *job) {
    app_job j = *(app_job *)job;
    free(job);
    run_as_app(j, j.work);
    count_app_job(&j, -1);
}

/* A job of the app whose code this thread runs, not yet counted (NULL: no memory). */
static app_job *new_app_job(void *context, void (*work)(void *), int main) {
    app_job *j = malloc(sizeof *j);
    if (j == NULL) return NULL;
    *j = (app_job){.context = context, .work = work, .token = app_token, .launch = work_of(app_token), .main = main};
    return j;
}

int phone_app_wrap_function(void *queue, void **context, void (**work)(void *)) {
    if (app_depth <= 0 || work == NULL || *work == NULL) return 0;
    app_job *j = new_app_job(*context, *work, is_main_queue(queue));
    if (j == NULL) return 0;
    count_app_job(j, 1);
    *context = j;
    *work = run_app_job;
    return 1;
}

/* A job the runtime keeps in a queue of its own (an app process's Swift jobs, which wait there for a turn of the main
 * queue: AppProcessTasks.c): given from app code, it is the app's work on the main queue until it has run. */
void *phone_app_keep(void) {
    if (app_depth <= 0) return NULL;
    app_job *j = new_app_job(NULL, NULL, 1);
    if (j != NULL) count_app_job(j, 1);
    return j;
}

void phone_app_run_kept(void *kept, void (*work)(void *), void *argument) {
    if (kept == NULL) {
        work(argument);
        return;
    }
    app_job j = *(app_job *)kept;
    free(kept);
    j.context = argument;
    // Counted down as it starts: the job runs the task on (its main-actor code too, without queueing again), and code
    // it runs that waits for the app's work (the car's, after a hop) must not wait for the job it runs in. What the job
    // gives to queues counts on its own.
    count_app_job(&j, -1);
    run_as_app(j, work);
}

/* The Blocks ABI's layout of a block's header (clang's "Block Implementation Specification"). */
struct block_header {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *);
};

static void run_app_block(void *job) {
    app_job j = *(app_job *)job;
    free(job);
    run_as_app(j, ((struct block_header *)j.context)->invoke);
    _Block_release(j.context);
    count_app_job(&j, -1);
}

int phone_app_wrap_block(void *queue, void *block, void **context, void (**work)(void *)) {
    // A block made by dispatch_block_create carries flags (a barrier): given as a function it would lose them.
    if (app_depth <= 0 || block == NULL || phone_dispatch_block_is_made(block)) return 0;
    void *copy = _Block_copy(block);
    if (copy == NULL) return 0;
    app_job *j = new_app_job(copy, NULL, is_main_queue(queue));
    if (j == NULL) {
        _Block_release(copy);
        return 0;
    }
    count_app_job(j, 1);
    *context = j;
    *work = run_app_block;
    return 1;
}

void *phone_app_wrap_made_block(void *queue, void *block) {
    if (app_depth <= 0 || !phone_dispatch_block_is_made(block)) return NULL;
    void *copy = _Block_copy(block);
    app_job *j = new_app_job(copy, NULL, is_main_queue(queue));
    if (j == NULL) {
        if (copy) _Block_release(copy);
        return NULL;
    }
    void *made = j->context ? phone_dispatch_block_like(block, run_app_block, j) : NULL;
    if (made == NULL) {
        if (j->context) _Block_release(j->context);
        free(j);
        return NULL;
    }
    count_app_job(j, 1);
    return made;
}
