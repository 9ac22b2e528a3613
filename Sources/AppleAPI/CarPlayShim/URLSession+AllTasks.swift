// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(FoundationNetworking)  // Apple's Foundation has these; swift-corelibs-foundation doesn't
    import FoundationNetworking

    extension URLSession {
        /// The session's tasks that haven't finished: data, upload, download and stream tasks. Mirrors
        /// [`allTasks`](https://developer.apple.com/documentation/foundation/urlsession/alltasks), as
        /// `getAllTasks(completionHandler:)` gives them. - Note: Foundation on Linux lists a task once it is resumed;
        /// iOS also lists one made and not yet resumed.
        public var allTasks: [URLSessionTask] {
            get async {
                await withCheckedContinuation { (done: CheckedContinuation<[URLSessionTask], Never>) in
                    getAllTasks { tasks in done.resume(returning: tasks) }
                }
            }
        }
    }

    extension URLSessionConfiguration {
        /// A configuration for transfers that go on while the app isn't running. Mirrors
        /// [`background(withIdentifier:)`](https://developer.apple.com/documentation/foundation/urlsessionconfiguration/background(withidentifier:)),
        /// which Foundation on Linux marks unavailable: the configuration is the default one with `identifier` set.
        /// - Note: Here the transfers run in the app's process, as a default session's do: they end with it, and a
        ///   session made anew with the same identifier after a relaunch doesn't get the earlier ones back.
        public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
            let configuration = URLSessionConfiguration.default
            configuration.identifier = identifier
            return configuration
        }
    }
#endif
