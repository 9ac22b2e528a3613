// SPDX-License-Identifier: Apache-2.0
// App processes forked from a single-threaded parent (ours). See AppProcesses.c.
#ifndef PHONE_APP_PROCESSES_H
#define PHONE_APP_PROCESSES_H

/// Starts the zygote: a copy of this process, made now (while this process has no threads of Dispatch's), that stays
/// single-threaded and hands over a fresh app process each time it is asked (made ahead: it keeps the next one forked
/// and waiting for its first message, which ends quietly when this side's end closes). Returns 1 in this process
/// (`*fd`: the socket to the zygote), 2 in an app process (`*fd`: the socket to the process that asked for it; it returns from here and
/// goes on as a copy of this process at this call) and -1 when it can't (errno says why). `*zygote_pid`: the zygote's.
int phone_zygote_start(int *fd, int *zygote_pid);
/// Asks the zygote at `control` for a fresh app process. Returns this side's socket to it (close-on-exec) and sets
/// `*pid`, or -1 (errno). Not thread-safe: one caller at a time per zygote.
int phone_zygote_spawn(int control, int *pid);
/// Ends the zygote: it waits for its app processes to end, then ends; returns when it has (0) or -1. The CPU time of
/// the zygote and of every app process it made then counts in this process's `RUSAGE_CHILDREN`.
int phone_zygote_end(int control, int zygote_pid);
/// Ends an app process: flushes its standard streams and exits with `status` at once (no exit handlers: the process's
/// other threads may be anywhere).
void phone_app_process_exit(int status) __attribute__((noreturn));
/// Ends an app process the car never used (made ahead, not needed) as `phone_app_process_exit` does; it doesn't tell
/// the zygote which code pages it used (it ran no app).
void phone_app_process_exit_unused(int status) __attribute__((noreturn));
/// In an app process: when its code calls `exit`, write these bytes (a whole framed message) to `fd` before it ends, so
/// the car can tell an exit from a crash. Returns 0, or -1. Ours.
int phone_app_process_say_on_exit(int fd, const void *bytes, unsigned long count);
/// In an app process: runs the jobs of Swift's global executor on the main queue from now on, so its Swift concurrency
/// uses one thread (no worker wake-ups per hop); while the main thread blocks in dispatch_semaphore_wait,
/// dispatch_group_wait or a pthread condition wait they go to the runtime's pool, as on a phone (AppProcessTasks.c).
/// Returns 0, or -1 where the runtime has no such hook. Ours.
int phone_app_process_one_thread(void);
/// Starts `path` as a test session's app process (CarPlayTesting's TestAppProcess), talking over a new socket pair
/// (its fd 3; this side's end in `*channel`) and writing its standard error to another (this side's end in
/// `*standard_error`); no other descriptor of this process but 0 and 1 reaches it, and this side's ends are
/// close-on-exec. Returns 0 (`*pid` set) or an errno value. Ours.
int phone_spawn_test_app_process(const char *path, char *const argv[], char *const envp[], int *channel, int *standard_error,
                                 int *pid);
/// The test harness's host for explorers made in a test (CarPlayTesting's TestExplorerHost, an object retained for the
/// process's life), or NULL in a binary that doesn't link the harness (the CLI, a user's check executable). A weak
/// definition here returns NULL; CarPlayTesting's strong one replaces it where it is linked, so the reviewer finds the
/// harness without depending on it (or on Swift Testing). Ours.
const void *phone_test_exploration_host(void);
#endif
