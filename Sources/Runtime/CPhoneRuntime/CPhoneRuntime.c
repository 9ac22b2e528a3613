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
#include <string.h>
#include <sys/stat.h>
#include "CPhoneRuntime.h"
#include "PhoneRuntimeInternal.h"
#ifdef __linux__
#include <limits.h>
#include <stdlib.h>
#include <sys/xattr.h>
#endif

// MARK: Protected files

// A file keeps its class on disk, as on iOS, where the class is the file's own: the phone records it in an extended
// attribute beside its table, so a later launch (a new process, a new car's phone) still finds a file written with
// `complete` closed while the phone is locked. Where the file system refuses extended attributes the table alone
// knows it (for this phone). Linux only: the open check that reads it is Linux's.
#ifdef __linux__
#define PROTECTION_XATTR "user.opencarplay.protection"
static void remember_on_file(const char *path, int protection) {
    if (protection == PHONE_PROTECTION_NONE) {
        removexattr(path, PROTECTION_XATTR);
    } else {
        char v[4];
        snprintf(v, sizeof v, "%d", protection);
        setxattr(path, PROTECTION_XATTR, v, strlen(v), 0);
    }
}
// What files said of their class, by device and inode (a locked phone looks at every file the process opens: the same
// fonts and resources again and again). An entry is forgotten when the phone sets a class, and holds only while the
// file's status change time is the same: a file deleted and a new one given its inode (tests' scratch files) is not
// the file recalled.
#define RECALLED_SLOTS 1024
typedef struct { dev_t dev; ino_t ino; struct timespec ctime; int protection; int known; } recalled_file;
static recalled_file recalled[RECALLED_SLOTS];
static pthread_mutex_t recalled_lock = PTHREAD_MUTEX_INITIALIZER;
static size_t recalled_slot(dev_t dev, ino_t ino) { return (size_t)((uint64_t)ino * 2654435761u ^ (uint64_t)dev) % RECALLED_SLOTS; }
static void forget_recalled(const char *path) {
    struct stat st;
    if (stat(path, &st) != 0) return;
    pthread_mutex_lock(&recalled_lock);
    recalled[recalled_slot(st.st_dev, st.st_ino)].known = 0;
    pthread_mutex_unlock(&recalled_lock);
}
static int recalled_from_file_uncached(int dirfd, const char *path, int nofollow) {
    char full[PATH_MAX];
    const char *p = path;
    if (path[0] != '/' && dirfd != AT_FDCWD) {
        snprintf(full, sizeof full, "/proc/self/fd/%d/%s", dirfd, path);
        p = full;
    }
    char v[4] = {0};
    int saved = errno;
    ssize_t n = nofollow ? lgetxattr(p, PROTECTION_XATTR, v, sizeof v - 1) : getxattr(p, PROTECTION_XATTR, v, sizeof v - 1);
    errno = saved;
    return n > 0 ? atoi(v) : PHONE_PROTECTION_NONE;
}
static int recalled_from_file_at(int dirfd, const char *path, int nofollow, const struct stat *st) {
    size_t slot = recalled_slot(st->st_dev, st->st_ino);
    pthread_mutex_lock(&recalled_lock);
    recalled_file r = recalled[slot];
    pthread_mutex_unlock(&recalled_lock);
    if (r.known && r.dev == st->st_dev && r.ino == st->st_ino && r.ctime.tv_sec == st->st_ctim.tv_sec
        && r.ctime.tv_nsec == st->st_ctim.tv_nsec)
        return r.protection;
    int protection = recalled_from_file_uncached(dirfd, path, nofollow);
    pthread_mutex_lock(&recalled_lock);
    recalled[slot] = (recalled_file){st->st_dev, st->st_ino, st->st_ctim, protection, 1};
    pthread_mutex_unlock(&recalled_lock);
    return protection;
}
static int recalled_from_file(int dirfd, const char *path, int nofollow) {
    struct stat st;
    if (fstatat(dirfd, path, &st, nofollow ? AT_SYMLINK_NOFOLLOW : 0) != 0) return PHONE_PROTECTION_NONE;
    return recalled_from_file_at(dirfd, path, nofollow, &st);
}
#else
static void forget_recalled(const char *path) { (void)path; }
static int recalled_from_file_at(int dirfd, const char *path, int nofollow, const struct stat *st) {
    (void)dirfd; (void)path; (void)nofollow; (void)st;
    return PHONE_PROTECTION_NONE;
}
static void remember_on_file(const char *path, int protection) { (void)path; (void)protection; }
static int recalled_from_file(int dirfd, const char *path, int nofollow) {
    (void)dirfd; (void)path; (void)nofollow;
    return PHONE_PROTECTION_NONE;
}
#endif

typedef struct { dev_t dev; ino_t ino; int protection; } protected_file;
#define MAX_PROTECTED 4096
static protected_file protected_files[MAX_PROTECTED];
static _Atomic int protected_count = 0;
static _Atomic int phone_locked = 0;
static _Atomic int unlocked_since_start = 1;
static pthread_mutex_t protected_lock = PTHREAD_MUTEX_INITIALIZER;
// Opens the phone refused, and the name of the last file refused (for the car's record).
static _Atomic int refused_count = 0;
static char refused_name[256];

void phone_protection_reset(int locked) {
    pthread_mutex_lock(&protected_lock);
    atomic_store(&protected_count, 0);
    atomic_store(&refused_count, 0);
    refused_name[0] = 0;
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
    if (result == 0) {
        remember_on_file(path, protection);
        forget_recalled(path);
    }
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
    int protection = protection_of(&st);
    return protection != PHONE_PROTECTION_NONE ? protection : recalled_from_file(AT_FDCWD, path, 0);
}

// Whether the phone lets `path` (relative to `dirfd`) be opened now; sets errno to EPERM when not. Only files the
// phone knows a class of are looked at, so a phone without protected files costs one atomic load per open.
int phone_may_open(int dirfd, const char *path, int flags) {
    // Everything opens on a phone unlocked since it started; a locked one looks at the file's class (its table, else
    // the class the file carries from an earlier launch).
    if (!path || (!atomic_load(&phone_locked) && atomic_load(&unlocked_since_start))) return 1;
    struct stat st;
    if (fstatat(dirfd, path, &st, (flags & O_NOFOLLOW) ? AT_SYMLINK_NOFOLLOW : 0) != 0) return 1;  // open reports it
    if (!S_ISREG(st.st_mode)) return 1;
    int protection = atomic_load(&protected_count) > 0 ? protection_of(&st) : PHONE_PROTECTION_NONE;
    if (protection == PHONE_PROTECTION_NONE) protection = recalled_from_file_at(dirfd, path, flags & O_NOFOLLOW, &st);
    if (phone_protection_available(protection)) return 1;
    pthread_mutex_lock(&protected_lock);
    const char *slash = strrchr(path, '/');
    snprintf(refused_name, sizeof refused_name, "%s", slash ? slash + 1 : path);
    atomic_fetch_add(&refused_count, 1);
    pthread_mutex_unlock(&protected_lock);
    errno = EPERM;
    return 0;
}

int phone_protection_refused(char *name, int size) {
    pthread_mutex_lock(&protected_lock);
    int n = atomic_load(&refused_count);
    if (name && size > 0) snprintf(name, (size_t)size, "%s", refused_name);
    pthread_mutex_unlock(&protected_lock);
    return n;
}


void phone_flush_standard_output(void) { fflush(stdout); }
void phone_line_buffer_standard_output(void) {
    fflush(stdout);
    setvbuf(stdout, NULL, _IOLBF, 0);
}
