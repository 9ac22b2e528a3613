// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // Apple's `URLError.Code(rawValue:)` always makes a code; swift-corelibs-foundation's may not
    extension URLError {
        /// An error of the code made from a number (`URLError(URLError.Code(rawValue: response.statusCode))`, as
        /// clients turn an HTTP status into an error). On iOS `URLError.Code(rawValue:)` makes a code of any number;
        /// Foundation on Linux knows only its named codes, so a number it doesn't name makes `.unknown` here.
        /// - Note: Ours: the overload Linux needs for iOS code to compile; iOS keeps the number as the code.
        public init(_ code: Code?, userInfo: [String: Any] = [:]) {
            self.init(code ?? .unknown, userInfo: userInfo)
        }
    }
#endif
