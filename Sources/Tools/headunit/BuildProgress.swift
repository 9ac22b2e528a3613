// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a `swift build` is, read from its output as it comes: SwiftPM's `[step/steps] Compiling Module File.swift`
/// lines, and before them its fetching and resolving. A first build of a package around an app compiles OpenCarPlay
/// and its dependencies for minutes before the app's own code; this says so, with the time so far (real time), instead
/// of printing nothing until the first error. On a terminal one line is kept up to date (at most every second);
/// elsewhere (a CI log) a line every 30 s.
struct BuildProgress {
    let interactive: Bool
    private(set) var started: Date?
    private var lastShown: Date?
    private var pending = ""
    /// The latest `[step/steps]` and what it was doing (`compiling CarPlayHost`).
    private(set) var step: (done: Int, total: Int)?
    private(set) var activity = "starting"

    init(interactive: Bool) { self.interactive = interactive }

    /// Reads a chunk of the build's output; returns what to show now, if anything.
    mutating func read(_ chunk: Data, at now: Date) -> String? {
        if started == nil { started = now }
        pending += String(decoding: chunk, as: UTF8.self)
        var lines = pending.split(separator: "\n", omittingEmptySubsequences: false)
        pending = String(lines.removeLast())
        for line in lines { take(String(line)) }
        guard let started else { return nil }
        let interval: TimeInterval = interactive ? 1 : 30
        if let lastShown, now.timeIntervalSince(lastShown) < interval { return nil }
        if lastShown == nil && now.timeIntervalSince(started) < interval && !interactive { return nil }
        lastShown = now
        let text = status(at: now)
        return interactive ? "\r\u{1B}[2K" + text : text + "\n"
    }

    /// The last word when the build ends: how long it took.
    func finish(at now: Date) -> String {
        let took = started.map { Self.duration(now.timeIntervalSince($0)) } ?? "0 s"
        return (interactive ? "\r\u{1B}[2K" : "") + "build ended after \(took)\n"
    }

    func status(at now: Date) -> String {
        let elapsed = started.map { Self.duration(now.timeIntervalSince($0)) } ?? "0 s"
        let where_ = step.map { "[\($0.done)/\($0.total)] " } ?? ""
        return "  \(where_)\(activity) (\(elapsed) so far)"
    }

    /// Takes one line of SwiftPM's output.
    mutating func take(_ line: String) {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            let numbers = text[text.index(after: text.startIndex)..<close].split(separator: "/").compactMap { Int($0) }
            if numbers.count == 2 { step = (numbers[0], numbers[1]) }
            let words = text[text.index(after: close)...].split(separator: " ").map(String.init)
            guard let verb = words.first else { return }
            switch verb {
            case "Compiling", "Emitting", "Linking", "Write", "Applying", "Planning":
                // `Compiling CarPlayHost AppSession.swift`, `Emitting module CarPlayHost`, `Linking headunit`.
                let subject = verb == "Emitting" ? words.dropFirst(2).first : words.dropFirst().first
                activity = [verb.lowercased(), subject].compactMap { $0 }.joined(separator: " ")
            default:
                activity = words.prefix(3).joined(separator: " ").lowercased()
            }
        } else if text.hasPrefix("Fetching") || text.hasPrefix("Computing version") || text.hasPrefix("Cloning") || text.hasPrefix("Resolving") {
            activity = "resolving packages"
        } else if text.hasPrefix("Building for") {
            activity = "planning the build"
        }
    }

    /// `95 s` → `1 min 35 s`.
    static func duration(_ seconds: TimeInterval) -> String {
        let s = Int(seconds.rounded())
        return s < 60 ? "\(s) s" : "\(s / 60) min \(s % 60) s"
    }
}
