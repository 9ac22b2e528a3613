// SPDX-License-Identifier: Apache-2.0
// One thread for an app process's Swift concurrency, and blocking waits as on a phone (ours).
//
// A review's app process makes one run and ends; its tasks hop between the main actor and the global executor many
// times a step, and each hop onto the global pool wakes one of Dispatch's worker threads (a futex wake, a context
// switch, often a second one back): most of a run's system time. So jobs for the global executor wait in a queue of
// their own here, each run by a block on the main queue, in the order they were enqueued, and the process's Swift work
// runs on one thread. Dispatch's own queues (an app's `DispatchQueue.global()`) keep their threads.
// A job given from app code counts as the app's work on the main queue until it has run (AppWork.c's phone_app_keep),
// as work given to Dispatch does, and runs as that app's code: the car's settle, and its clock's wake of a sleeper,
// wait for it (uncounted, a task the car's clock woke ran only after the car's time had moved on).
//
// On a phone the global executor is a pool of threads: code on the main thread that blocks until a task finishes (a
// semaphore or a group waited on, common in older apps) waits while a pool thread runs the task. Here it would wait
// forever for the main queue it blocks. So while the main thread waits in dispatch_semaphore_wait or
// dispatch_group_wait or a pthread condition (`NSCondition`), jobs go to the runtime's own pool, those already queued
// first, as on a phone. (A wait for a lock isn't seen: code that holds a lock across a task's wait is wrong on a phone
// too.) Code a job runs that needs the main actor still waits for the main thread, as it does on a phone.
//
// Linux only: the hook is the Swift runtime's (`swift_task_enqueueGlobal_hook`; with `swift_job_run` and
// `swift_task_getMainExecutor`, all exported by its libswift_Concurrency.so); elsewhere phone_app_process_one_thread()
// reports -1 and changes nothing.
#include "AppProcesses.h"
#include "AppWork.h"

#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct SwiftJob SwiftJob;
typedef void (*phone_enqueue_original)(SwiftJob *) __attribute__((swiftcall));
extern void (*swift_task_enqueueGlobal_hook)(SwiftJob *, phone_enqueue_original) __attribute__((weak));
// Runs a job on an executor (identity, implementation). The queued jobs run as on the main executor, as the runtime's
// own swift_task_enqueueMainExecutor would run them: a task that then hops to the main actor goes on at once instead of
// through another block of the main queue (with the generic executor a review's app process spent 65 % more system
// time). The jobs a wait hands to the pool run on the pool's generic executor.
typedef struct {
    const void *identity;
    uintptr_t implementation;
} SerialExecutorRef;
extern void swift_job_run(SwiftJob *job, const void *identity, uintptr_t implementation) __attribute__((weak, swiftcall));
extern SerialExecutorRef swift_task_getMainExecutor(void) __attribute__((weak, swiftcall));
static SerialExecutorRef main_executor;

typedef void (*async_f_fn)(void *, void *, void (*)(void *));
typedef long (*wait_fn)(void *, uint64_t);

static atomic_int one_thread = 0;
/// The runtime's own global executor (the pool), handed to the hook with every job.
static _Atomic(phone_enqueue_original) pool = NULL;
/// How many blocking waits the main thread is in: while any, jobs go to the pool.
static atomic_int main_waits = 0;

/// A job waiting for the main queue, and its count as the app's work (phone_app_keep: NULL when not the app's). Counted,
/// the car's settle and its clock's wake wait for the app's Swift work here as they do for its dispatch work: a task the
/// car's clock woke runs up to its next wait before the car's time goes on.
typedef struct {
    SwiftJob *job;
    void *kept;
} QueuedJob;

/// The jobs waiting for the main queue, first in first out (`head` the next; the array grows).
static pthread_mutex_t jobs_lock = PTHREAD_MUTEX_INITIALIZER;
static QueuedJob *jobs = NULL;
static size_t head = 0, count = 0, capacity = 0;

static int push(QueuedJob job) {
    if (head > 0 && head + count == capacity) {
        for (size_t i = 0; i < count; i++) jobs[i] = jobs[head + i];
        head = 0;
    }
    if (count == capacity) {
        size_t more = capacity ? capacity * 2 : 64;
        QueuedJob *grown = realloc(jobs, more * sizeof *jobs);
        if (grown == NULL) return 0;
        jobs = grown;
        capacity = more;
    }
    jobs[head + count++] = job;
    return 1;
}

static QueuedJob pop(void) {
    if (count == 0) return (QueuedJob){NULL, NULL};
    QueuedJob job = jobs[head++];
    if (--count == 0) head = 0;
    return job;
}

/// Libdispatch's main queue, its current-queue lookup and its own dispatch_async_f (the runtime's counts an app's work,
/// which this isn't), found once by phone_app_process_one_thread() before `one_thread` is set.
static void *main_queue = NULL;
static void *(*current_queue)(void) = NULL;
static async_f_fn real_async_f = NULL;

/// Whether the code running is a block of the main queue (the main actor's jobs are), whichever thread drains it.
static int on_main_queue(void) { return current_queue() == main_queue; }

/// Whether a block of the main queue is on its way to run the queued jobs.
static int scheduled = 0;

static void run_on_main_executor(void *job) { swift_job_run(job, main_executor.identity, main_executor.implementation); }

/// Gives a job to the runtime's own pool (the Swift runtime's global executor).
static void run_on_pool(void *job) { atomic_load(&pool)(job); }

/// A block of the main queue: runs the jobs queued when it starts, one by one, first in first out (those a wait hands
/// to the pool meanwhile excepted); jobs queued while it runs get a block of their own. One block for a burst of hops
/// keeps the main queue's own work (a block per job) and its locking off the run's system time.
static void run_queued(void *context) {
    (void)context;
    pthread_mutex_lock(&jobs_lock);
    size_t due = count;
    scheduled = 0;
    pthread_mutex_unlock(&jobs_lock);
    for (size_t i = 0; i < due; i++) {
        pthread_mutex_lock(&jobs_lock);
        QueuedJob queued = pop();
        pthread_mutex_unlock(&jobs_lock);
        if (queued.job == NULL) break;
        phone_app_run_kept(queued.kept, run_on_main_executor, queued.job);
    }
}

__attribute__((swiftcall)) static void phone_enqueue_global(SwiftJob *job, phone_enqueue_original original) {
    atomic_store(&pool, original);
    if (atomic_load(&main_waits) > 0) {
        original(job);
        return;
    }
    void *kept = phone_app_keep();
    pthread_mutex_lock(&jobs_lock);
    // A wait the main thread began since the check above has taken the queue's jobs already: this one goes to the pool too.
    if (atomic_load(&main_waits) > 0) {
        pthread_mutex_unlock(&jobs_lock);
        phone_app_run_kept(kept, run_on_pool, job);
        return;
    }
    int queued = push((QueuedJob){job, kept});
    int schedule = queued && !scheduled;
    if (schedule) scheduled = 1;
    pthread_mutex_unlock(&jobs_lock);
    if (!queued) {
        phone_app_run_kept(kept, run_on_pool, job);  // no memory for the queue: the pool runs it
        return;
    }
    if (schedule) real_async_f(main_queue, NULL, run_queued);
}

int phone_app_process_one_thread(void) {
    main_queue = dlsym(RTLD_DEFAULT, "_dispatch_main_q");
    current_queue = (void *(*)(void))dlsym(RTLD_DEFAULT, "dispatch_get_current_queue");
    real_async_f = (async_f_fn)dlsym(RTLD_NEXT, "dispatch_async_f");
    if (&swift_task_enqueueGlobal_hook == NULL || swift_job_run == NULL || swift_task_getMainExecutor == NULL || main_queue == NULL ||
        current_queue == NULL || real_async_f == NULL)
        return -1;
    main_executor = swift_task_getMainExecutor();
    atomic_store(&one_thread, 1);
    swift_task_enqueueGlobal_hook = (void (*)(SwiftJob *, phone_enqueue_original))phone_enqueue_global;
    return 0;
}

/// A block of the main queue starts a blocking wait: the queued jobs, and those enqueued until end_main_wait, go to the
/// pool, as on a phone. Returns whether it was such a wait (else nothing changed).
static int begin_main_wait(void) {
    if (!atomic_load(&one_thread) || !on_main_queue()) return 0;
    atomic_fetch_add(&main_waits, 1);
    phone_enqueue_original original = atomic_load(&pool);
    for (;;) {
        pthread_mutex_lock(&jobs_lock);
        QueuedJob queued = original ? pop() : (QueuedJob){NULL, NULL};
        pthread_mutex_unlock(&jobs_lock);
        if (queued.job == NULL) break;
        // Given to the pool as the app's code that queued it, so the pool's dispatch counts it in its place.
        phone_app_run_kept(queued.kept, run_on_pool, queued.job);
    }
    return 1;
}

static void end_main_wait(int began) {
    if (began) atomic_fetch_sub(&main_waits, 1);
}

static long wait_as_on_a_phone(wait_fn real, void *object, uint64_t timeout) {
    int began = begin_main_wait();
    long result = real(object, timeout);
    end_main_wait(began);
    return result;
}

/// The next library's (libdispatch's) wait function `name`, looked up the first time into `real`.
static wait_fn next_wait(_Atomic(wait_fn) *real, const char *name) {
    wait_fn f = atomic_load(real);
    if (f == NULL) {
        f = (wait_fn)dlsym(RTLD_NEXT, name);
        atomic_store(real, f);
    }
    return f;
}

long dispatch_semaphore_wait(void *semaphore, uint64_t timeout) {
    static _Atomic(wait_fn) real = NULL;
    return wait_as_on_a_phone(next_wait(&real, "dispatch_semaphore_wait"), semaphore, timeout);
}

long dispatch_group_wait(void *group, uint64_t timeout) {
    static _Atomic(wait_fn) real = NULL;
    return wait_as_on_a_phone(next_wait(&real, "dispatch_group_wait"), group, timeout);
}
// A pthread condition waited on by the main thread (`NSCondition.wait()`, `wait(until:)`, C++'s condition variables,
// a C library's own): the same. The C library's functions are found once, before main (a first lookup inside a wait,
// while another thread holds the loader's lock in dlopen, could deadlock), at glibc's current version of the
// condition functions where it names one (x86_64's 2.3.2; RTLD_NEXT alone once found the old compat version).
typedef int (*cond_wait_fn)(pthread_cond_t *, pthread_mutex_t *);
typedef int (*cond_timedwait_fn)(pthread_cond_t *, pthread_mutex_t *, const struct timespec *);
typedef int (*cond_clockwait_fn)(pthread_cond_t *, pthread_mutex_t *, clockid_t, const struct timespec *);
static cond_wait_fn real_cond_wait;
static cond_timedwait_fn real_cond_timedwait;
static cond_clockwait_fn real_cond_clockwait;

static void *next_symbol(const char *name) {
    void *found = dlvsym(RTLD_NEXT, name, "GLIBC_2.3.2");
    return found ? found : dlsym(RTLD_NEXT, name);
}

__attribute__((constructor)) static void find_condition_waits(void) {
    real_cond_wait = (cond_wait_fn)next_symbol("pthread_cond_wait");
    real_cond_timedwait = (cond_timedwait_fn)next_symbol("pthread_cond_timedwait");
    real_cond_clockwait = (cond_clockwait_fn)dlsym(RTLD_NEXT, "pthread_cond_clockwait");  // glibc 2.30 and later
}

int pthread_cond_wait(pthread_cond_t *condition, pthread_mutex_t *mutex) {
    if (real_cond_wait == NULL) find_condition_waits();  // called by another constructor, before ours
    if (real_cond_wait == NULL) return EINVAL;
    int began = begin_main_wait();
    int result = real_cond_wait(condition, mutex);
    end_main_wait(began);
    return result;
}

int pthread_cond_timedwait(pthread_cond_t *condition, pthread_mutex_t *mutex, const struct timespec *deadline) {
    if (real_cond_timedwait == NULL) find_condition_waits();
    if (real_cond_timedwait == NULL) return EINVAL;
    int began = begin_main_wait();
    int result = real_cond_timedwait(condition, mutex, deadline);
    end_main_wait(began);
    return result;
}

int pthread_cond_clockwait(pthread_cond_t *condition, pthread_mutex_t *mutex, clockid_t clock, const struct timespec *deadline) {
    if (real_cond_clockwait == NULL) find_condition_waits();
    if (real_cond_clockwait == NULL) return EINVAL;
    int began = begin_main_wait();
    int result = real_cond_clockwait(condition, mutex, clock, deadline);
    end_main_wait(began);
    return result;
}
#else  // Not Linux: Swift concurrency keeps the system's executor, and waits are the system's.
int phone_app_process_one_thread(void) { return -1; }
#endif
