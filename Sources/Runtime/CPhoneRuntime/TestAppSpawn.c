// SPDX-License-Identifier: Apache-2.0
// A test session's app process: the test binary started again (ours). See CarPlayTesting's TestAppProcess.swift.
//
// A test process has threads (Swift Testing's), so it can't fork a copy of itself for an app (AppProcesses.c says
// why); it starts its own executable afresh instead. The new process must hold only the descriptors meant for it: a
// pipe another thread of the test has open at that moment (Foundation's `Process` reading a tool's output until its
// end) would otherwise stay open in the app process for as long as the app runs, and its reader would wait forever.
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "AppProcesses.h"
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

// A socket pair neither of whose ends passes to another process by itself.
static int close_on_exec_pair(int pair[2]) {
#if defined(__linux__)
    return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair);
#else
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0) return -1;
    fcntl(pair[0], F_SETFD, FD_CLOEXEC);
    fcntl(pair[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

static int spawn(const char *path, char *const argv[], char *const envp[], int channel, int standard_error, int *pid) {
    posix_spawn_file_actions_t actions;
    int r = posix_spawn_file_actions_init(&actions);
    if (r != 0) return r;
    // The channel becomes fd 3 and standard error the test's socket; every other descriptor but 0 and 1 is closed.
    r = posix_spawn_file_actions_adddup2(&actions, channel, 3);
    if (r == 0) r = posix_spawn_file_actions_adddup2(&actions, standard_error, 2);
#if defined(__linux__) && defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    if (r == 0) r = posix_spawn_file_actions_addclosefrom_np(&actions, 4);
#else
    // Elsewhere: close what is open now above 3 (a descriptor opened meanwhile by another thread may still pass).
    long most = sysconf(_SC_OPEN_MAX);
    if (most < 0 || most > 65536) most = 65536;
    for (int fd = 4; r == 0 && fd < most; fd++) {
        if (fd != channel && fd != standard_error && fcntl(fd, F_GETFD) != -1) r = posix_spawn_file_actions_addclose(&actions, fd);
    }
#endif
    if (r == 0) r = posix_spawn(pid, path, &actions, NULL, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    return r;
}

int phone_spawn_test_app_process(const char *path, char *const argv[], char *const envp[], int *channel, int *standard_error,
                                 int *pid) {
    int talk[2], errors[2];
    if (close_on_exec_pair(talk) != 0) return errno;
    if (close_on_exec_pair(errors) != 0) {
        int e = errno;
        close(talk[0]);
        close(talk[1]);
        return e;
    }
    int r = spawn(path, argv, envp, talk[1], errors[1], pid);
    // The app's process runs 5 steps nicer than the test's: the test process's main actor and pool threads serve every
    // test's car side and its in-process cars, and on a loaded machine (a whole package's tests on two cores) they keep
    // their turns while the apps work. (Measured: wall time 0.583 of CPU time against 0.591-0.609 without; 15 steps
    // starved the apps instead.) A failure leaves the app at the test's priority.
    if (r == 0) {
        errno = 0;
        int base = getpriority(PRIO_PROCESS, 0);
        if (errno == 0) setpriority(PRIO_PROCESS, (id_t)*pid, base + 5 > 19 ? 19 : base + 5);
    }
    close(talk[1]);
    close(errors[1]);
    if (r != 0) {
        close(talk[0]);
        close(errors[0]);
        return r;
    }
    *channel = talk[0];
    *standard_error = errors[0];
    return 0;
}

// The default where the test harness isn't linked (see AppProcesses.h).
__attribute__((weak)) const void *phone_test_exploration_host(void) { return 0; }
