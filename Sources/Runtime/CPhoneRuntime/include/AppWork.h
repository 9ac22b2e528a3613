// SPDX-License-Identifier: Apache-2.0
// The app's own work in flight (ours). See AppWork.c.
#ifndef PHONE_APP_WORK_H
#define PHONE_APP_WORK_H

/// The car calls into an app on this thread (a launch, a connection, a tap's handler): what it gives to queues until
/// phone_app_leave is the app's work. Calls nest.
void phone_app_enter(void);
void phone_app_leave(void);
/// The same, naming the app (a non-zero token the car chose; 0 keeps the one this thread runs): the jobs given to
/// queues meanwhile, and theirs, carry it. Returns the token to give phone_app_leave_as.
unsigned long phone_app_enter_as(unsigned long token);
void phone_app_leave_as(unsigned long previous);
/// The token of the app whose code this thread runs (0: none known, or not app code).
unsigned long phone_app_token(void);
/// How many jobs of app work were given to queues and haven't finished running.
long phone_app_pending(void);
/// The same for one launch (its token; 0: app code the car called without naming the app).
long phone_app_pending_of(unsigned long token);
/// How many of those jobs were given to the main queue: a wait for the main queue lets them run.
long phone_app_pending_on_main_queue(void);
/// How long app jobs given to the main queue have run since the process started (real nanoseconds, the one running
/// now included): how much of a wait for app work was the app's own.
long long phone_app_main_busy(void);
/// The tokens of the launches with pending jobs, into `tokens` (at most `capacity`); returns how many there are.
int phone_app_pending_launches(unsigned long *tokens, int capacity);
/// For the runtime's queue functions: when this thread runs app code, wraps a function's work so it is counted until
/// it has run (and what it gives to queues counts too); returns whether it did.
int phone_app_wrap_function(void *queue, void **context, void (**work)(void *));
/// The same for a block: on 1, give the queue `*context` and `*work` (a function) instead of the block.
int phone_app_wrap_block(void *queue, void *block, void **context, void (**work)(void *));
/// For a queue the runtime keeps itself (an app process's Swift jobs waiting for the main queue): when this thread runs
/// app code, counts one job as the app's main-queue work and returns what phone_app_run_kept takes (NULL: not the app's).
void *phone_app_keep(void);
/// Runs `work(argument)` for a job phone_app_keep counted (NULL: plainly) as the app's code that gave it, then stops
/// counting it.
void phone_app_run_kept(void *kept, void (*work)(void *), void *argument);
#endif
