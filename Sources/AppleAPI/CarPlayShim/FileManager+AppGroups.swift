// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

#if !canImport(Darwin)  // Apple's Foundation has this; swift-corelibs-foundation doesn't
    extension FileManager {
        /// The folder an app group's apps share on the phone (the app and its extensions keep a database, settings,
        /// artwork there). Mirrors
        /// [`containerURL(forSecurityApplicationGroupIdentifier:)`](https://developer.apple.com/documentation/foundation/filemanager/containerurl(forsecurityapplicationgroupidentifier:)).
        ///
        /// Under a car the folder is on the car's phone, one per group beside the apps' own data containers
        /// (`Shared/AppGroup/GROUP`, as iOS lays out its containers): every app of the phone naming the group gets the
        /// same one, and it lasts across the app's launches in that car, as the app's own data does. Code outside any
        /// car gets a folder of the process's. The folder exists when the call returns.
        /// - Note: Nil for an empty identifier or one with a slash. iOS also answers nil for a group the app's
        ///   entitlements (`com.apple.security.application-groups`) don't list; that isn't checked here.
        public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
            guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/"), groupIdentifier != ".", groupIdentifier != ".." else {
                return nil
            }
            let folder = Self.appGroupsFolder().appendingPathComponent(groupIdentifier, isDirectory: true)
            do {
                try createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                return nil
            }
            return folder
        }

        /// Where the phone keeps its app groups' containers: beside the running app's data container under a car,
        /// else a folder of this process's under the temporary directory. - Note: Ours.
        static func appGroupsFolder() -> URL {
            if let container = AppLaunch.current?.dataContainer {
                return container.deletingLastPathComponent().appendingPathComponent("Shared/AppGroup", isDirectory: true)
            }
            let process = "opencarplay-app-groups-\(ProcessInfo.processInfo.processIdentifier)"
            return FileManager.default.temporaryDirectory.appendingPathComponent(process, isDirectory: true)
        }
    }
#endif
