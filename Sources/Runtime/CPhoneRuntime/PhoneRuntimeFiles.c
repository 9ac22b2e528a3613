// SPDX-License-Identifier: Apache-2.0
// The phone's runtime on Linux (ours): opening a protected file while the phone is locked.
// See PhoneRuntimeLinux.c for the whole; shared declarations in PhoneRuntimeInternal.h.
#if defined(__linux__)
#include "PhoneRuntimeLinux.h"

// MARK: Protected files

typedef int (*open_fn)(const char *, int, ...);
typedef int (*openat_fn)(int, const char *, int, ...);

static open_fn real_open_named(const char *name, _Atomic(open_fn) *slot) {
    open_fn f = atomic_load(slot);
    if (!f) { f = (open_fn)dlsym(RTLD_NEXT, name); atomic_store(slot, f); }
    return f;
}
static openat_fn real_openat_named(const char *name, _Atomic(openat_fn) *slot) {
    openat_fn f = atomic_load(slot);
    if (!f) { f = (openat_fn)dlsym(RTLD_NEXT, name); atomic_store(slot, f); }
    return f;
}
static int takes_mode(int flags) { return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE; }

int open(const char *path, int flags, ...) {
    static _Atomic(open_fn) real = NULL;
    mode_t mode = 0;
    if (takes_mode(flags)) { va_list ap; va_start(ap, flags); mode = (mode_t)va_arg(ap, int); va_end(ap); }
    if (!phone_may_open(AT_FDCWD, path, flags)) return -1;
    return real_open_named("open", &real)(path, flags, mode);
}
int open64(const char *path, int flags, ...) {
    static _Atomic(open_fn) real = NULL;
    mode_t mode = 0;
    if (takes_mode(flags)) { va_list ap; va_start(ap, flags); mode = (mode_t)va_arg(ap, int); va_end(ap); }
    if (!phone_may_open(AT_FDCWD, path, flags)) return -1;
    return real_open_named("open64", &real)(path, flags, mode);
}
int openat(int dirfd, const char *path, int flags, ...) {
    static _Atomic(openat_fn) real = NULL;
    mode_t mode = 0;
    if (takes_mode(flags)) { va_list ap; va_start(ap, flags); mode = (mode_t)va_arg(ap, int); va_end(ap); }
    if (!phone_may_open(dirfd, path, flags)) return -1;
    return real_openat_named("openat", &real)(dirfd, path, flags, mode);
}
int openat64(int dirfd, const char *path, int flags, ...) {
    static _Atomic(openat_fn) real = NULL;
    mode_t mode = 0;
    if (takes_mode(flags)) { va_list ap; va_start(ap, flags); mode = (mode_t)va_arg(ap, int); va_end(ap); }
    if (!phone_may_open(dirfd, path, flags)) return -1;
    return real_openat_named("openat64", &real)(dirfd, path, flags, mode);
}
#else
// Not Linux: PhoneRuntimeFallback.c defines these entry points and interposes nothing.
#endif  // __linux__
