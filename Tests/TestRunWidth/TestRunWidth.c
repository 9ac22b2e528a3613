// SPDX-License-Identifier: Apache-2.0
// How many tests the package's own test run runs at once (ours).
//
// Swift Testing runs at most twice as many test cases at once as the machine has cores. Many of this package's tests
// spend most of their time waiting: for an app process or an exit test's child to answer, for the test process's
// phone (the in-process cars take turns), for a real-time bound. At two per core the waiters hold most of the places,
// and a two-core machine sat with one core idle for the last 20–30 s of a run. Four per core keeps the cores busy
// (docs/progress.md has the measurements). The width is Swift Testing's own setting, read as the run starts; a width
// given on the command line or in the environment is kept. Only the package's test bundle links this file.
#include "TestRunWidth.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define WIDTH_VARIABLE "SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH"
#define TESTS_PER_CORE 4

static int width_given = 0;

__attribute__((constructor)) static void widen_test_run(void) {
    if (getenv(WIDTH_VARIABLE) != NULL) return;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    if (cores < 1) cores = 1;
    char text[24];
    snprintf(text, sizeof text, "%ld", cores * TESTS_PER_CORE);
    if (setenv(WIDTH_VARIABLE, text, 0) == 0) width_given = (int)(cores * TESTS_PER_CORE);
}

int opencarplay_test_run_width(void) { return width_given; }
