// SPDX-License-Identifier: Apache-2.0
// The runtime's tables grow as they fill (ours): timers, deadlines, sources, blocks kept for the main run loop. None
// drops an entry without a word: when memory runs out, the table says so on standard error, naming itself, its size
// and what the car does without the entry.
#include <stdio.h>
#include <stdlib.h>
#include "PhoneRuntimeInternal.h"

int phone_table_room(void **items, int *capacity, int needed, size_t size, const char *table, const char *without) {
    if (needed <= *capacity) return 1;
    int grown = *capacity > 0 ? *capacity : 16;
    while (grown < needed && grown < (1 << 28)) grown *= 2;
    void *more = grown >= needed ? realloc(*items, (size_t)grown * size) : NULL;
    if (more == NULL) {
        fprintf(stderr, "opencarplay: the phone's table of %s is full at %d entries and can't grow: %s\n", table, *capacity, without);
        return 0;
    }
    *items = more;
    *capacity = grown;
    return 1;
}
