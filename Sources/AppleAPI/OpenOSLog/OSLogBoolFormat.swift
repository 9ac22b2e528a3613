// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    /// How a Boolean reads in a log message: `true`/`false`, or `YES`/`NO`. Apple's
    /// [`OSLogBoolFormat`](https://developer.apple.com/documentation/os/oslogboolformat).
    public enum OSLogBoolFormat: Sendable {
        case truth
        case answer
    }
#endif
