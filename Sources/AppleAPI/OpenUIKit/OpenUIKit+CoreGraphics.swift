// SPDX-License-Identifier: Apache-2.0

// UIKit re-exports Core Graphics: code that imports UIKit alone names `CGContext`, `CGImage` and `CGColor`.
@_exported import OpenCoreGraphics
