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
// The zygote keeps the next app process made ahead of time (forked, its first task's thread started, waiting on its
// end of a socket pair for the car's first message: a launch doesn't wait for the fork and the start, 1-2 ms of it),
// and makes the next as it hands one over. The parent asks with one byte over a Unix socket pair and gets back the new
// process's pid and the other end of its socket pair (SCM_RIGHTS); the app process talks to the parent over it. One
// made ahead that is never asked for sees its socket close when the zygote ends, and ends too. POSIX only (Linux and
// macOS alike).
#include "AppProcesses.h"
#include "PhoneRuntimeInternal.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
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

// Sends `answer` (4 bytes) with `fd` (SCM_RIGHTS) when it is 0 or more.
static int send_answer(int socket, int32_t answer, int fd) {
    struct iovec io = {.iov_base = &answer, .iov_len = sizeof answer};
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(sizeof(int))];
    } control;
    memset(&control, 0, sizeof control);
    struct msghdr m = {0};
    m.msg_iov = &io;
    m.msg_iovlen = 1;
    if (fd >= 0) {
        m.msg_control = control.space;
        m.msg_controllen = sizeof control.space;
        struct cmsghdr *c = CMSG_FIRSTHDR(&m);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(c), &fd, sizeof(int));
    }
    ssize_t r;
    do { r = sendmsg(socket, &m, 0); } while (r < 0 && errno == EINTR);
    if (r <= 0) return -1;
    return r == (ssize_t)sizeof answer ? 0 : write_all(socket, (char *)&answer + r, sizeof answer - (size_t)r);
}

// Receives an answer sent by `send_answer`: returns the fd that came with it, or -1.
static int receive_answer(int socket, int32_t *answer) {
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(sizeof(int))];
    } control;
    struct iovec io = {.iov_base = answer, .iov_len = sizeof *answer};
    struct msghdr m = {0};
    m.msg_iov = &io;
    m.msg_iovlen = 1;
    m.msg_control = control.space;
    m.msg_controllen = sizeof control.space;
    ssize_t r;
    do { r = recvmsg(socket, &m, 0); } while (r < 0 && errno == EINTR);
    if (r <= 0) return -2;
    int fd = -1;
    struct cmsghdr *c = CMSG_FIRSTHDR(&m);
    if (c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) memcpy(&fd, CMSG_DATA(c), sizeof(int));
    if (r < (ssize_t)sizeof *answer && read_all(socket, (char *)answer + r, sizeof *answer - (size_t)r) != 0) {
        if (fd >= 0) close(fd);
        return -2;
    }
    return fd;
}

static void close_on_exec(int fd) { fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC); }

// Makes the next app process ahead of time: in the zygote, sets `spare` (the zygote's end of the new process's socket
// pair, -1 when it failed) and `spare_pid` (its pid, or minus the error) and returns 0; in the new process returns 1
// with its own end in `channel`.
static int make_ahead(int control, int *spare, int32_t *spare_pid, int *channel) {
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0) {
        *spare = -1;
        *spare_pid = -(int32_t)errno;
        return 0;
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        close(control);
        close(pair[0]);
        signal(SIGPIPE, SIG_IGN);
        // The app's own output is not the parent's report: it goes where the parent's diagnostics go.
        dup2(STDERR_FILENO, STDOUT_FILENO);
        close_on_exec(pair[1]);
        *channel = pair[1];
        return 1;
    }
    int e = errno;
    close(pair[1]);
    if (pid < 0) {
        close(pair[0]);
        *spare = -1;
        *spare_pid = -(int32_t)e;
        return 0;
    }
    close_on_exec(pair[0]);
    *spare = pair[0];
    *spare_pid = (int32_t)pid;
    return 0;
}

// The zygote: hands the parent an app process made ahead for each byte it sends, and makes the next; exits when the
// parent's end closes. Returns only in an app process, with its socket.
static int zygote(int control, const struct phone_code_stretch *stretches, int count) {
#if defined(__linux__) && defined(__GLIBC__)
    // Give the heap's free pages back first: an app process that reuses them then gets fresh zeroed pages instead of
    // copying the zygote's (each copy a page fault with a 4 KiB copy), and fork has fewer pages to share.
    malloc_trim(0);
#endif
    // The car's hot code in huge pages each app process shares (ZygoteCode.c).
    (void)phone_code_into_huge_pages(stretches, count);
    int spare = -1;
    int32_t spare_pid = 0;
    // App processes say which pages of code they used as they end; the zygote maps them for the next ones.
    int learning = phone_code_learning_start();
    long made = 0;
    // The zygote reaps its app processes (so their CPU time counts in the parent's, once it reaps the zygote); the parent
    // learns an app process ended when its socket closes.
    for (;;) {
        while (waitpid(-1, NULL, WNOHANG) > 0) {}
        int channel;
        if (spare < 0) {
            made++;
            if (make_ahead(control, &spare, &spare_pid, &channel)) {
                if (learning >= 0) close(learning);
                phone_code_forked(made);
                return channel;
            }
        }
        struct pollfd ready[2] = {{.fd = control, .events = POLLIN}, {.fd = learning, .events = POLLIN}};
        if (poll(ready, learning >= 0 ? 2 : 1, -1) < 0) {
            if (errno == EINTR) continue;
            if (learning >= 0) {  // learning is what the zygote can do without
                close(learning);
                learning = -1;
                continue;
            }
            // Without it, a blocking read of the next request, as before.
        }
        if (learning >= 0 && ready[1].revents != 0) {
            // Every report waiting; then the process made ahead, which has none of what was learned, ends (its socket
            // closes) and the next is made.
            int learned = 0, one;
            while ((one = phone_code_learn(learning)) >= 0) learned |= one;
            if (learned && spare >= 0) {
                close(spare);
                spare = -1;
            }
            if (ready[1].revents & (POLLERR | POLLHUP | POLLNVAL)) {
                close(learning);
                learning = -1;
            }
            continue;
        }
        char request;
        if (read_all(control, &request, 1) != 0) {
            // The parent's end closed: the process made ahead reads the end of its socket and ends.
            if (spare >= 0) close(spare);
            while (wait(NULL) > 0 || errno == EINTR) {}
            _exit(0);
        }
        if (send_answer(control, spare >= 0 ? spare_pid : (spare_pid < 0 ? spare_pid : -EAGAIN), spare) != 0) _exit(0);
        if (spare >= 0) close(spare);
        spare = -1;
    }
}

int phone_zygote_start(int *fd, int *zygote_pid) {
    // Read before the fork: the zygote's own page tables hold none of the code this process has used.
    struct phone_code_stretch stretches[64];
    int count = phone_hot_code_stretches(stretches, 64);
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
        *fd = zygote(pair[1], stretches, count);
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
    char byte = 'j';
    int32_t answer = 0;
    if (write_all(control, &byte, 1) != 0) {
        errno = EPIPE;
        return -1;
    }
    int fd = receive_answer(control, &answer);
    if (fd == -2) {
        errno = EPIPE;
        return -1;
    }
    if (answer <= 0 || fd < 0) {
        if (fd >= 0) close(fd);
        errno = answer < 0 ? -answer : EPIPE;
        return -1;
    }
    close_on_exec(fd);
    *pid = answer;
    return fd;
}

int phone_zygote_end(int control, int zygote_pid) {
    close(control);
    int status = 0;
    pid_t r;
    do { r = waitpid(zygote_pid, &status, 0); } while (r < 0 && errno == EINTR);
    return r == zygote_pid ? 0 : -1;
}

void phone_app_process_exit(int status) {
    phone_code_report();
    fflush(NULL);
    _exit(status);
}

void phone_app_process_exit_unused(int status) {
    phone_code_report_cancel();
    phone_app_process_exit(status);
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
