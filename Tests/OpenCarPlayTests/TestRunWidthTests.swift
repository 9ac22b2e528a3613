import Foundation
import TestRunWidth
import Testing

/// The package's own test run is four test cases per core wide (TestRunWidth.c), unless the run was given a width.
struct TestRunWidthTests {
    @Test func fourTestsPerCoreUnlessTheRunSaysOtherwise() {
        let given = Int(opencarplay_test_run_width())
        let variable = ProcessInfo.processInfo.environment["SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH"]
        if given > 0 {
            #expect(given == 4 * max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
            #expect(variable == "\(given)", "Swift Testing reads the width from the environment as the run starts")
        } else {
            #expect(variable != nil, "a width the run was given is kept")
        }
    }
}
