// SPDX-License-Identifier: Apache-2.0
// Blocks made by dispatch_block_create, kept as they are where the phone's runtime steps in (ours).
//
// A block made by dispatch_block_create (Swift's `DispatchWorkItem`, and `async`/`asyncAfter` given a QoS or flags)
// carries flags libdispatch reads when the block is given to a queue: `.barrier` makes it run alone on a concurrent
// queue; `.detached`, `.assignCurrentContext`, `.enforceQoS` and the others say how it inherits. The runtime runs an
// app's work inside work of its own (to count it until it has run, to know whose it is: AppWork.c; to know when a wait
// has landed: dispatch_after), and work given as a function has no flags: a barrier work item would run beside its
// readers. So for such a block the runtime makes a new one with dispatch_block_create and the same flags, whose body is
// the runtime's work; that body calls the app's block, which libdispatch then runs as `DispatchWorkItem.perform()`
// would (a `cancel()` still holds, `wait()` and `notify` still see it run).
//
// libdispatch keeps a made block's flags right after the Blocks ABI's header, behind a magic number (its
// `_dispatch_block_get_data`), and recognises such a block by its invoke function, which it exports as
// `_dispatch_block_special_invoke`. Each new block is checked against the app's, word for word (magic, flags,
// priority, voucher): where they differ (another libdispatch, a QoS this one keeps), the app's block goes to its queue
// as it is, with its flags but not counted, and the runtime says so once on standard error.
//
// C here is compiled without -fblocks: the new block's body is a block made by hand in the Blocks ABI's public layout
// (clang's "Block Implementation Specification"), a heap block with one reference that the Blocks runtime frees.
#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "PhoneRuntimeInternal.h"

extern void *_NSConcreteMallocBlock[32];
extern void _Block_release(const void *);
extern void *dispatch_block_create(unsigned long flags, void *block);
extern void *dispatch_block_create_with_qos_class(unsigned long flags, unsigned int qos_class, int relative_priority, void *block);

// The Blocks ABI: a heap block's flags hold its reference count (in steps of 2) and BLOCK_NEEDS_FREE.
enum { BLOCK_NEEDS_FREE = 1 << 24, BLOCK_ONE_REFERENCE = 2 };
struct block_descriptor {
    unsigned long reserved;
    unsigned long size;
};
typedef struct {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *);
    const struct block_descriptor *descriptor;
    void (*work)(void *);
    void *context;
} work_block;

static void invoke_work(void *block) {
    work_block *b = block;
    b->work(b->context);
}
static const struct block_descriptor work_descriptor = {0, sizeof(work_block)};

// libdispatch's words of a made block (`struct dispatch_block_private_data_s` after the 32-byte header, in words).
enum { WORD_INVOKE = 2, WORD_MAGIC = 4, WORD_FLAGS = 5, WORD_PRIORITY = 7, WORD_VOUCHER = 8 };
#define PRIVATE_DATA_MAGIC 0xD159B10CUL
#define FLAGS_API_MASK 0x3fUL       // barrier, detached, assign current, no QoS class, inherit QoS, enforce QoS
#define FLAG_HAS_PRIORITY (1UL << 30)
#define QOS_CLASS_DEFAULT 0x15

static void *special_invoke(void) {
    static _Atomic(void *) fn = NULL;
    static _Atomic int looked = 0;
    if (!atomic_load_explicit(&looked, memory_order_acquire)) {
        void *const *pointer = dlsym(RTLD_DEFAULT, "_dispatch_block_special_invoke");
        atomic_store(&fn, pointer ? *pointer : NULL);
        atomic_store_explicit(&looked, 1, memory_order_release);
    }
    return atomic_load(&fn);
}

int phone_dispatch_block_is_made(const void *block) {
    if (!block) return 0;
    void *special = special_invoke();
    return special && ((void *const *)block)[WORD_INVOKE] == special;
}

static _Atomic int said = 0;
static _Atomic long given_as_they_are = 0;
long phone_dispatch_blocks_given_as_they_are(void) { return atomic_load(&given_as_they_are); }

static void *as_they_are(const char *why) {
    atomic_fetch_add(&given_as_they_are, 1);
    if (!atomic_exchange(&said, 1))
        fprintf(stderr, "opencarplay: dispatch blocks made by dispatch_block_create (DispatchWorkItem, async with flags or "
                        "a QoS) go to their queues as they are in this process (%s): their flags hold, but the car "
                        "doesn't wait for them to run\n", why);
    return NULL;
}

void *phone_dispatch_block_like(const void *block, void (*work)(void *), void *context) {
    void *const *words = block;
    if ((unsigned long)words[WORD_MAGIC] != PRIVATE_DATA_MAGIC) return as_they_are("libdispatch's block layout is not the one read");
    unsigned long flags = (unsigned long)words[WORD_FLAGS];
    work_block *body = malloc(sizeof *body);
    if (!body) return as_they_are("out of memory");
    *body = (work_block){_NSConcreteMallocBlock, BLOCK_NEEDS_FREE | BLOCK_ONE_REFERENCE, 0, invoke_work, &work_descriptor, work, context};
    // With a QoS, the block's priority is the one dispatch_block_create_with_qos_class gives (libdispatch on Linux
    // keeps none; checked below).
    void *made = (flags & FLAG_HAS_PRIORITY) ? dispatch_block_create_with_qos_class(flags & FLAGS_API_MASK, QOS_CLASS_DEFAULT, 0, body)
                                             : dispatch_block_create(flags & FLAGS_API_MASK, body);
    _Block_release(body);  // the made block holds its own reference
    if (!made) return as_they_are("dispatch_block_create refused its flags");
    void *const *copy = made;
    if (copy[WORD_MAGIC] != words[WORD_MAGIC] || copy[WORD_FLAGS] != words[WORD_FLAGS] || copy[WORD_PRIORITY] != words[WORD_PRIORITY]
        || copy[WORD_VOUCHER] != words[WORD_VOUCHER]) {
        _Block_release(made);
        return as_they_are("a block's flags or priority could not be copied exactly");
    }
    return made;
}
#else
#include "PhoneRuntimeInternal.h"
int phone_dispatch_block_is_made(const void *block) {
    (void)block;
    return 0;
}
void *phone_dispatch_block_like(const void *block, void (*work)(void *), void *context) {
    (void)block;
    (void)work;
    (void)context;
    return 0;
}
long phone_dispatch_blocks_given_as_they_are(void) { return 0; }
#endif
