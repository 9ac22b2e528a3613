// SPDX-License-Identifier: Apache-2.0
// How many tests the package's own test run runs at once (ours; TestRunWidth.c says why).
#pragma once

/// The width this file set for the test run (`SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH`, set as the test
/// binary loads), or 0 where the run's own setting was kept.
int opencarplay_test_run_width(void);
