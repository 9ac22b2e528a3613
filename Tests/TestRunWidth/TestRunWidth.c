// SPDX-License-Identifier: Apache-2.0
// How many tests the package's own test run runs at once (ours).
//
// Swift Testing 6.3 starts every test case at once unless the run is given a width (its documentation still says two
// per core; its source has that default commented out). This package's tests then all start together: those that
// need the test process's phone queue for it from the first second, the rest keep both cores busy until they run out,
// and the phone's queue is left to finish alone — the last 25–30 s of a run on one core or less, with more system time
// (every test's task contending at once). At four per core the tests that take the phone start among the others, the
// run ends on both cores, in 12–17 % less wall time (docs/progress.md has the measurements). The width is Swift Testing's own
// setting, read as the run starts; a width given in the environment or on the command line is kept (0: no limit).
// Only the package's test bundle links this file.
#include "TestRunWidth.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define WIDTH_VARIABLE "SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH"
#define TESTS_PER_CORE 4

static int width_set = 0;

__attribute__((constructor)) static void limit_test_run(void) {
    if (getenv(WIDTH_VARIABLE) != NULL) return;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    if (cores < 1) cores = 1;
    char text[24];
    snprintf(text, sizeof text, "%ld", cores * TESTS_PER_CORE);
    if (setenv(WIDTH_VARIABLE, text, 0) == 0) width_set = (int)(cores * TESTS_PER_CORE);
}

int opencarplay_test_run_width(void) { return width_set; }
