// SPDX-License-Identifier: Apache-2.0

import CarPlayHost

extension CarPlayTestSession {
    /// Sets the phone's language (a BCP 47 tag: `ja`, `ar`, `de-CH`…): the car's own words follow it, and Arabic or
    /// Hebrew mirror the car's layout, as CarPlay does. Snapshot the app's screens in each of its languages.
    public func setPhoneLanguage(
        _ tag: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await attempt(.phoneLanguage(tag), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
