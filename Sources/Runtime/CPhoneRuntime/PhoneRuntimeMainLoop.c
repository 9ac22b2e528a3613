// SPDX-License-Identifier: Apache-2.0
// The phone's runtime on Linux (ours): timers and blocks given to the main run loop, kept for the car to run.
// See PhoneRuntimeLinux.c for the whole; shared declarations in PhoneRuntimeInternal.h.
#if defined(__linux__)
#include "PhoneRuntimeLinux.h"

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

#else
// Not Linux: PhoneRuntimeFallback.c defines these entry points and interposes nothing.
#endif  // __linux__
