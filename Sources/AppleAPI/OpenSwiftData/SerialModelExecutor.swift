// SPDX-License-Identifier: Apache-2.0

/// A model executor that runs one job at a time. Apple's
/// [`SerialModelExecutor`](https://developer.apple.com/documentation/swiftdata/serialmodelexecutor).
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}
