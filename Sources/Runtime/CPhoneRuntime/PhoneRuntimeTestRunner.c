// SPDX-License-Identifier: Apache-2.0
// The phone's runtime on Linux (ours): the test runner's readings and waits stay real.
// See PhoneRuntimeLinux.c for the whole; shared declarations in PhoneRuntimeInternal.h.
#if defined(__linux__)
#include "PhoneRuntimeLinux.h"
#include <execinfo.h>

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

enum { IMAGE_TESTING, IMAGE_CONCURRENCY, IMAGE_CORE, IMAGE_XCTEST, IMAGE_DISPATCH_OVERLAY, IMAGE_COUNT };
static struct { const char *suffix; uintptr_t low, high; } images[IMAGE_COUNT] = {
    {"/libTesting.so", 0, 0}, {"/libswift_Concurrency.so", 0, 0}, {"/libswiftCore.so", 0, 0}, {"/libXCTest.so", 0, 0},
    {"/libswiftDispatch.so", 0, 0}};
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
    phone_rt_real_reads++;
    f(out);
    phone_rt_real_reads--;
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
int phone_rt_waited_for_by_test_runner(void *caller) {
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

// Whether a wait given with dispatch_after is XCTest's: an XCTWaiter's watchdog, which it gives its subsystem queue
// through Dispatch's Swift overlay (`asyncAfter(deadline:execute:)`) for the waiter's timeout. Were it the phone's, a
// car that stops the clock and passes an hour, or runs it a thousand times as fast, would fire it under a waiter still
// waiting, and XCTest traps then. The overlay's caller is found by unwinding a few frames (glibc's `backtrace`, which
// reads the unwind tables: no frame's memory is read by hand). Only with libXCTest loaded.
int phone_rt_waited_for_by_xctest(void *caller) {
    if (in_image(IMAGE_XCTEST, caller)) return 1;
    if (!images[IMAGE_XCTEST].low || !in_image(IMAGE_DISPATCH_OVERLAY, caller)) return 0;
    void *frames[6];
    int n = backtrace(frames, 6);
    for (int i = 1; i < n; i++) {
        if (in_image(IMAGE_XCTEST, frames[i])) return 1;
    }
    return 0;
}
#else
int phone_rt_waited_for_by_xctest(void *caller) {
    (void)caller;
    return 0;
}
int phone_rt_waited_for_by_test_runner(void *caller) {
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

// Whether the test runner's hook is in effect: Swift Testing isn't loaded, or its clock reading binds to the runtime's
// and a task's words can be read.
int phone_rt_test_runner_hooked(void) {
    pthread_once(&images_once, look_up_images);
    if (!images[IMAGE_TESTING].low) return 1;
    if (phone_runtime_test_runner_fell_back()) return 0;
#if defined(__x86_64__) || defined(__aarch64__)
    int probe = 0;
    void *word = &probe, *read = NULL;
    return dlsym(RTLD_DEFAULT, "$ss15SuspendingClockV7InstantV3nowADvgZ") == (void *)phone_suspending_instant_now && read_word(&word, &read)
        && read == word;
#else
    return 0;
#endif
}

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
        if (w->due > phone_rt_real_monotonic()) {
            struct timespec due = phone_rt_ns_ts(w->due);
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
void phone_rt_wait_in_real_time(uint64_t when, void *queue, void *context, void (*work)(void *), void *block) {
    int64_t deadline = phone_rt_dispatch_deadline(when);
    runner_wait *w = deadline >= 0 ? malloc(sizeof *w) : NULL;
    pthread_once(&runner_once, start_runner_thread);
    if (!w || !runner_thread_started) {
        free(w);
        if (block) {
            ((void (*)(uint64_t, void *, void *))dlsym(RTLD_NEXT, "dispatch_after"))(when, queue, block);
            _Block_release(block);
        } else {
            phone_rt_real_after_f()(when, queue, context, work);
        }
        return;
    }
    int64_t left = deadline - phone_rt_clock_now(CLOCK_MONOTONIC);
    *w = (runner_wait){phone_rt_real_monotonic() + (left > 0 ? left : 0), queue, context, work, block, NULL};
    pthread_mutex_lock(&runner_lock);
    runner_wait **at = &runner_waits;
    while (*at && (*at)->due <= w->due) at = &(*at)->next;
    w->next = *at;
    *at = w;
    pthread_cond_signal(&runner_cond);
    pthread_mutex_unlock(&runner_lock);
}

#else
// Not Linux: PhoneRuntimeFallback.c defines these entry points and interposes nothing.
#endif  // __linux__
