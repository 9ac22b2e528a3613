// SPDX-License-Identifier: Apache-2.0

import PhoneApps

/// Runs `body` as the code of a launch of its own named `name`, as an app's code always runs on a phone. For tests of
/// per-app objects (remote commands, an audio session, donations) with no car: the process's own objects, which code
/// outside any app gets, are what every in-process car another suite starts resets (`HeadUnit.resetProcessState()`).
func asAppCode<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
    try AppLaunch.runningInTask.withValue(AppLaunch(name: name), operation: body)
}
