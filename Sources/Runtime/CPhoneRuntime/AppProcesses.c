// SPDX-License-Identifier: Apache-2.0
// App processes forked from a single-threaded parent, as Android's zygote does (ours).
//
// On a phone each launch of an app is a new process. Here an app's code is in the same executable as the car, so a
// fresh app process is a copy of this executable before any app code ran in it. Copying (fork) is only safe while the
// process has a single thread: libdispatch marks a process that ever started one of its worker threads, and poisons
// its queues in any child forked after that (a child's first `DispatchQueue.async` would hang). So the zygote is forked
// early, while the process is still single-threaded; it never runs Swift concurrency or Dispatch itself, only this
// loop, and forks each app process on request. An app process then starts Dispatch's threads afresh.
//
// The parent asks over a Unix socket pair: it sends one end of a new socket pair (SCM_RIGHTS) and reads back the new
// process's pid; the app process talks to the parent over the end it was given. POSIX only (Linux and macOS alike).
#include "AppProcesses.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#endif

static int write_all(int fd, const void *bytes, size_t n) {
    const char *p = bytes;
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return -1;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

static int read_all(int fd, void *bytes, size_t n) {
    char *p = bytes;
    while (n > 0) {
        ssize_t r = read(fd, p, n);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return -1;
        p += r;
        n -= (size_t)r;
    }
    return 0;
}

static int send_fd(int socket, int fd) {
    char byte = 'j';
    struct iovec io = {.iov_base = &byte, .iov_len = 1};
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(sizeof(int))];
    } control;
    memset(&control, 0, sizeof control);
    struct msghdr m = {0};
    m.msg_iov = &io;
    m.msg_iovlen = 1;
    m.msg_control = control.space;
    m.msg_controllen = sizeof control.space;
    struct cmsghdr *c = CMSG_FIRSTHDR(&m);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(c), &fd, sizeof(int));
    ssize_t r;
    do { r = sendmsg(socket, &m, 0); } while (r < 0 && errno == EINTR);
    return r == 1 ? 0 : -1;
}

static int receive_fd(int socket) {
    char byte;
    struct iovec io = {.iov_base = &byte, .iov_len = 1};
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(sizeof(int))];
    } control;
    struct msghdr m = {0};
    m.msg_iov = &io;
    m.msg_iovlen = 1;
    m.msg_control = control.space;
    m.msg_controllen = sizeof control.space;
    ssize_t r;
    do { r = recvmsg(socket, &m, 0); } while (r < 0 && errno == EINTR);
    if (r != 1) return -1;
    struct cmsghdr *c = CMSG_FIRSTHDR(&m);
    if (!c || c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) return -1;
    int fd;
    memcpy(&fd, CMSG_DATA(c), sizeof(int));
    return fd;
}

static void close_on_exec(int fd) { fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC); }

// The zygote: forks an app process for each socket the parent sends; exits when the parent's end closes. Returns only in
// an app process, with its socket.
static int zygote(int control) {
#if defined(__linux__) && defined(__GLIBC__)
    // Give the heap's free pages back first: an app process that reuses them then gets fresh zeroed pages instead of
    // copying the zygote's (each copy a page fault with a 4 KiB copy), and fork has fewer pages to share.
    malloc_trim(0);
#endif
    // The zygote reaps its app processes (so their CPU time counts in the parent's, once it reaps the zygote); the parent
    // learns an app process ended when its socket closes.
    for (;;) {
        while (waitpid(-1, NULL, WNOHANG) > 0) {}
        int job = receive_fd(control);
        if (job < 0) {
            while (wait(NULL) > 0 || errno == EINTR) {}
            _exit(0);
        }
        fflush(NULL);
        pid_t pid = fork();
        if (pid == 0) {
            close(control);
            signal(SIGPIPE, SIG_IGN);
            // The app's own output is not the parent's report: it goes where the parent's diagnostics go.
            dup2(STDERR_FILENO, STDOUT_FILENO);
            close_on_exec(job);
            return job;
        }
        int32_t answer = pid > 0 ? (int32_t)pid : -(int32_t)errno;
        close(job);
        if (write_all(control, &answer, sizeof answer) != 0) _exit(0);
    }
}

int phone_zygote_start(int *fd, int *zygote_pid) {
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0) return -1;
    fflush(NULL);  // nothing buffered now is written twice
    pid_t pid = fork();
    if (pid < 0) {
        int e = errno;
        close(pair[0]);
        close(pair[1]);
        errno = e;
        return -1;
    }
    if (pid == 0) {
        close(pair[0]);
        *fd = zygote(pair[1]);
        return 2;
    }
    close(pair[1]);
    close_on_exec(pair[0]);
    *zygote_pid = pid;
    // A write to an app process that has ended is an error to report (EPIPE), not the end of this process.
    signal(SIGPIPE, SIG_IGN);
    *fd = pair[0];
    return 1;
}

int phone_zygote_spawn(int control, int *pid) {
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0) return -1;
    close_on_exec(pair[0]);
    int32_t answer = 0;
    if (send_fd(control, pair[1]) != 0 || read_all(control, &answer, sizeof answer) != 0) {
        close(pair[0]);
        close(pair[1]);
        errno = EPIPE;
        return -1;
    }
    close(pair[1]);
    if (answer <= 0) {
        close(pair[0]);
        errno = -answer;
        return -1;
    }
    *pid = answer;
    return pair[0];
}

int phone_zygote_end(int control, int zygote_pid) {
    close(control);
    int status = 0;
    pid_t r;
    do { r = waitpid(zygote_pid, &status, 0); } while (r < 0 && errno == EINTR);
    return r == zygote_pid ? 0 : -1;
}

void phone_app_process_exit(int status) {
    fflush(NULL);
    _exit(status);
}

// The message an app process leaves when its own code calls `exit` (ours): written by an exit handler, so the car can
// tell an `exit` from a crash (a crash runs no exit handlers). One per process: the process is one app's.
static int exit_fd = -1;
static char *exit_bytes = NULL;
static size_t exit_count = 0;

static void say_exiting(void) {
    if (exit_fd >= 0 && exit_bytes != NULL) (void)write_all(exit_fd, exit_bytes, exit_count);
}

int phone_app_process_say_on_exit(int fd, const void *bytes, unsigned long count) {
    char *copy = malloc(count);
    if (copy == NULL) return -1;
    memcpy(copy, bytes, count);
    free(exit_bytes);
    exit_bytes = copy;
    exit_count = count;
    int first = exit_fd < 0;
    exit_fd = fd;
    return first ? atexit(say_exiting) : 0;
}

// One thread for an app process's Swift concurrency: AppProcessTasks.c.
