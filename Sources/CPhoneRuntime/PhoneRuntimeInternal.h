// SPDX-License-Identifier: Apache-2.0
// Shared between CPhoneRuntime's portable part and its platform parts (not part of the module's API).
#ifndef PHONE_RUNTIME_INTERNAL_H
#define PHONE_RUNTIME_INTERNAL_H
#include <stddef.h>

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
void *phone_app_wrap_made_block(void *block);
/// Makes room for `needed` entries of `size` bytes in a table that grows (`*items`, `*capacity` entries; Tables.c).
/// Returns 0, and says on standard error which table is full and `without` (what the car does without the entry), when
/// it can't grow.
int phone_table_room(void **items, int *capacity, int needed, size_t size, const char *table, const char *without);

#endif
