// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import IssueReporting

/// Exceptions the app raised: test failures unless expected. - Note: Ours.
extension CarPlayTestSession {
    /// Runs `body` expecting it to raise an exception; returns it (nil, and a recorded failure, if none was raised).
    @discardableResult
    public func expectException(
        _ body: () async throws -> Void, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async rethrows -> (name: String, reason: String)? {
        let before = exceptions.count
        let wasReporting = reportsExceptions
        reportsExceptions = false
        defer {
            reportsExceptions = wasReporting
            checkedEvents = eventLog.count
        }
        try await body()
        guard exceptions.count > before else {
            reportIssue("Expected a CarPlay exception, but none was raised", fileID: fileID, filePath: filePath, line: line, column: column)
            return nil
        }
        return exceptions.last
    }

    func checkExceptions(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        local?.reviewer.observe()
        let log = eventLog
        defer { checkedEvents = log.count }
        guard reportsExceptions, log.count > checkedEvents else { return }
        for e in log[checkedEvents...] {
            if case .exception(let name, let reason, _) = e.event {
                reportIssue(
                    "The app raised \(name): \(reason) (on a real car it would crash)",
                    fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }
    }
}
