// SPDX-License-Identifier: Apache-2.0
// The phone's runtime for code written for iOS (ours): the parts every platform builds the same way. The phone's clock,
// kernel timers, libdispatch's deadlines, the main run loop and the `open` check are interposed by symbol, which only
// an ELF executable can do: PhoneRuntimeLinux.c has them, PhoneRuntimeFallback.c the same API elsewhere (the car's own
// clock moves; app timers run in real time). Here: which files a locked phone keeps closed (the bookkeeping; Linux's
// `open` consults it), and flushing standard output.
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/stat.h>
#include "CPhoneRuntime.h"
#include "PhoneRuntimeInternal.h"

// MARK: Protected files

typedef struct { dev_t dev; ino_t ino; int protection; } protected_file;
#define MAX_PROTECTED 4096
static protected_file protected_files[MAX_PROTECTED];
static _Atomic int protected_count = 0;
static _Atomic int phone_locked = 0;
static _Atomic int unlocked_since_start = 1;
static pthread_mutex_t protected_lock = PTHREAD_MUTEX_INITIALIZER;

void phone_protection_reset(int locked) {
    pthread_mutex_lock(&protected_lock);
    atomic_store(&protected_count, 0);
    atomic_store(&phone_locked, locked ? 1 : 0);
    atomic_store(&unlocked_since_start, locked ? 0 : 1);
    pthread_mutex_unlock(&protected_lock);
}

void phone_protection_set_locked(int locked) {
    atomic_store(&phone_locked, locked ? 1 : 0);
    if (!locked) atomic_store(&unlocked_since_start, 1);
}

int phone_protection_available(int protection) {
    switch (protection) {
    case PHONE_PROTECTION_COMPLETE:
    case PHONE_PROTECTION_COMPLETE_UNLESS_OPEN: return !atomic_load(&phone_locked);
    case PHONE_PROTECTION_UNTIL_FIRST_UNLOCK: return atomic_load(&unlocked_since_start);
    default: return 1;
    }
}

int phone_protection_set(const char *path, int protection) {
    struct stat st;
    if (stat(path, &st) != 0) return -1;
    pthread_mutex_lock(&protected_lock);
    int n = atomic_load(&protected_count), found = -1;
    for (int i = 0; i < n; i++) {
        if (protected_files[i].dev == st.st_dev && protected_files[i].ino == st.st_ino) { found = i; break; }
    }
    int result = 0;
    if (found >= 0 && protection == PHONE_PROTECTION_NONE) {
        protected_files[found] = protected_files[n - 1];
        atomic_store(&protected_count, n - 1);
    } else if (found >= 0) {
        protected_files[found].protection = protection;
    } else if (protection != PHONE_PROTECTION_NONE) {
        if (n < MAX_PROTECTED) {
            protected_files[n] = (protected_file){st.st_dev, st.st_ino, protection};
            atomic_store(&protected_count, n + 1);
        } else {
            result = -1;
        }
    }
    pthread_mutex_unlock(&protected_lock);
    return result;
}

static int protection_of(const struct stat *st) {
    pthread_mutex_lock(&protected_lock);
    int n = atomic_load(&protected_count), protection = PHONE_PROTECTION_NONE;
    for (int i = 0; i < n; i++) {
        if (protected_files[i].dev == st->st_dev && protected_files[i].ino == st->st_ino) {
            protection = protected_files[i].protection;
            break;
        }
    }
    pthread_mutex_unlock(&protected_lock);
    return protection;
}

int phone_protection_of(const char *path) {
    struct stat st;
    if (stat(path, &st) != 0) return -1;
    return protection_of(&st);
}

// Whether the phone lets `path` (relative to `dirfd`) be opened now; sets errno to EPERM when not. Only files the
// phone knows a class of are looked at, so a phone without protected files costs one atomic load per open.
int phone_may_open(int dirfd, const char *path, int flags) {
    if (atomic_load(&protected_count) == 0 || !path) return 1;
    struct stat st;
    if (fstatat(dirfd, path, &st, (flags & O_NOFOLLOW) ? AT_SYMLINK_NOFOLLOW : 0) != 0) return 1;  // open reports it
    if (phone_protection_available(protection_of(&st))) return 1;
    errno = EPERM;
    return 0;
}


void phone_flush_standard_output(void) { fflush(stdout); }
void phone_line_buffer_standard_output(void) {
    fflush(stdout);
    setvbuf(stdout, NULL, _IOLBF, 0);
}
