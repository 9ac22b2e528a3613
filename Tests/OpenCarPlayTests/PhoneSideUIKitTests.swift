// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// Phone-side UIKit and MediaPlayer code a CarPlay app carries beside its scene delegate: an alert its settings screen
/// presents, what it reads of the device, a volume view on its player screen.
@MainActor @Suite struct PhoneSideUIKitTests {
    /// A settings screen that asks before it signs out.
    final class SettingsViewController: UIViewController {
        var signedOut = false

        func confirmSignOut() {
            let alert = UIAlertController(title: "Sign Out?", message: "Downloaded episodes stay on this iPhone.", preferredStyle: .alert)
            let signOut = UIAlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in self?.signedOut = true }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(signOut)
            alert.preferredAction = signOut
            present(alert, animated: true)
        }
    }

    @Test func anAlertIsMadePresentedAndItsActionRuns() throws {
        let settings = SettingsViewController()
        settings.confirmSignOut()
        let alert = try #require(settings.presentedViewController as? UIAlertController)
        #expect(alert.title == "Sign Out?")
        #expect(alert.message == "Downloaded episodes stay on this iPhone.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Sign Out"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.preferredAction === alert.actions[1])
        #expect(alert.presentingViewController === settings)
        // A person taps "Sign Out": the alert goes, the handler runs.
        alert.actions[1].perform()
        #expect(settings.signedOut)
        #expect(settings.presentedViewController == nil)
        // A disabled action does nothing.
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var ran = false
        let action = UIAlertAction(title: "Delete", style: .destructive) { _ in ran = true }
        action.isEnabled = false
        sheet.addAction(action)
        action.perform()
        #expect(!ran && sheet.title == nil && sheet.preferredStyle == .actionSheet)
        #expect(UIAlertController.Style.alert.rawValue == 1 && UIAlertAction.Style.destructive.rawValue == 2)
    }

    @Test func theDeviceIsAnIPhone() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.model == "iPhone" && device.name == "iPhone" && device.localizedModel == "iPhone")
        #expect(device.systemName == "iOS")
        #expect(device.systemVersion == UIDevice.simulatedSystemVersion)
        #expect(device.systemVersion.split(separator: ".").allSatisfy { Int($0) != nil }, "a version string apps can compare")
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.identifierForVendor != nil && device.identifierForVendor == UIDevice.current.identifierForVendor)
    }

    @Test func theBatteryIsReadOnlyWhileMonitored() {
        let device = UIDevice.current
        device.isBatteryMonitoringEnabled = false
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = true
        defer { device.isBatteryMonitoringEnabled = false }
        #expect(device.batteryLevel == UIDevice.simulatedBatteryLevel)
        #expect((0...1).contains(device.batteryLevel))
        #expect(device.batteryState == .charging, "CarPlay's cable charges the phone")
    }

    /// Each app has its own device object, as each has its own process on a phone.
    @Test func eachAppHasItsOwnDevice() async throws {
        let first = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { QuietApp() }
        let firstDevice = UIDevice.current
        firstDevice.isBatteryMonitoringEnabled = true
        let second = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { QuietApp() }
        #expect(UIDevice.current !== firstDevice, "the second app's own")
        #expect(!UIDevice.current.isBatteryMonitoringEnabled, "monitoring is the first app's")
        #expect(UIDevice.current.batteryLevel == -1)
        _ = (first, second)
    }

    @Test func aVolumeViewKeepsItsOptions() {
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let volume = MPVolumeView(frame: holder.bounds)
        holder.addSubview(volume)
        #expect(volume.showsVolumeSlider)
        volume.showsVolumeSlider = false
        #expect(!volume.showsVolumeSlider)
        #expect(volume.frame == holder.bounds && volume.superview === holder)
        let thumb = UIImage(systemName: "circle.fill")
        volume.setVolumeThumbImage(thumb, for: .normal)
        #expect(volume.volumeThumbImage(for: .normal) === thumb)
        #expect(volume.volumeThumbImage(for: .highlighted) == nil)
        volume.setMinimumVolumeSliderImage(thumb, for: .normal)
        volume.setMaximumVolumeSliderImage(nil, for: .normal)
        #expect(volume.minimumVolumeSliderImage(for: .normal) === thumb && volume.maximumVolumeSliderImage(for: .normal) == nil)
    }
}
