import AppleImportsFixture
import CarPlayShim
import Foundation
import Testing

/// Code that imports the Network framework and Core Bluetooth, as iOS code does, builds through the AppleImports
/// plugin and runs against the stand-ins.
struct DeviceImportsTests {
    @Test func networkAndCoreBluetoothImportsReadAsTheShim() {
        // Outside any car there is no phone to change: a path monitor sees cellular data, Bluetooth is unsupported.
        #expect(LinkStatus.describe(NWPathMonitor().currentPath, bluetooth: .unsupported) == "cellular, no radio")
        #expect(LinkStatus.describe(NWPathMonitor(requiredInterfaceType: .wifi).currentPath, bluetooth: .poweredOn) == "offline, radio ready")
        #expect(LinkStatus.radioService == CBUUID(string: "6ba1b218-15a8-461f-9fa8-5dcae273eafd"))
    }

    @Test func aSharedFileIsReadThroughASecurityScopedURLAndXMLParser() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("waypoints-\(UUID().uuidString).xml")
        try #"<waypoints><point name="Harbour" lat="60.16" lon="24.95"/><point name="Summit" lat="60.2" lon="24.9"/></waypoints>"#
            .write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try WaypointImport.read(url) == ["Harbour", "Summit"])
        #expect(!URL(string: "https://example.com/w.xml")!.startAccessingSecurityScopedResource(), "only a file is security-scoped")
    }
}
