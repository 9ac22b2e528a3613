// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import CarScripting
import Foundation

/// `headunit drive --record FILE`: keeps the typed car commands with the screens they led to, and writes them as a car
/// script (FILE) and a Swift Testing test beside it (`Recorded<Name>Tests.swift`, with the reference screens of its
/// `screenshot` lines in `__Snapshots__`). `expect` and `screenshot` lines mark the screen before them.
@MainActor
final class DriveRecorder {
    let path: String
    let car: HeadUnit
    let driver: CarDriver
    private(set) var recording: CarRecording

    init(path: String, car: HeadUnit, driver: CarDriver) {
        self.path = path
        self.car = car
        self.driver = driver
        recording = CarRecording(
            start: CarRecording.Start(
                vehicle: car.vehicle, dark: car.style == .dark, driving: car.isDriving, phoneLocked: car.isPhoneLocked, language: car.phoneLanguage))
    }

    /// The command as a test author writes it: a touch at a point on a template becomes a tap by text (or role and index).
    func typed(_ command: CarCommand) -> CarCommand {
        guard case .input(.touch(let x, let y)) = command, let session = car.activeSession, session.isConnected, !session.app.isAutomakerApp,
            let id = driver.layout?.hitTest(session.screenSnapshot(), x, y)
        else { return command }
        return .input(CarRecording.tap(on: id, among: session.visible))
    }

    /// Keeps a command that ran.
    func keep(_ command: CarCommand) throws {
        try recording.record(command, screen: RecordedScreen(of: car))
    }

    /// Writes the script and the test; returns the paths written.
    func write() throws -> [String] {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let name = url.deletingPathExtension().lastPathComponent
        let files = try RecordingExport.export(recording, name: name, setup: .referenceApps)
        var written: [String] = []
        func save(_ text: String, _ file: URL) throws {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            do { try Data(text.utf8).write(to: file) } catch {
                throw CarInputError("cannot write \(file.path): \(error.localizedDescription)")
            }
            written.append(file.path)
        }
        try save(files.script, url)
        try save(files.test, folder.appendingPathComponent(files.testFileName))
        for (relative, screen) in files.snapshots {
            try save(SVGWriter.svg(CarRenderer.layout(screen)), folder.appendingPathComponent(relative))
        }
        return written
    }
}
