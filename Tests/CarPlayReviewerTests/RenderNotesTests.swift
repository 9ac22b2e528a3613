// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import CarPlayReviewer
import CarPlayShim
import Foundation
import Testing

/// A list whose second screen names an SF Symbol no car draws and an image no catalog has.
final class StandInDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let detail = CPListTemplate(
            title: "Detail",
            sections: [
                CPListSection(items: [
                    CPListItem(text: "Odd symbol", detailText: nil, image: UIImage(systemName: "zz.no.such.symbol")),
                    CPListItem(text: "Drawn", detailText: nil, image: UIImage.drawn("cover", size: CGSize(width: 20, height: 20), scale: 2))
                ])
            ])
        let open = CPListItem(text: "Open", detailText: nil)
        open.handler = { _, completion in
            interfaceController.pushTemplate(detail, animated: false, completion: nil)
            completion()
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Home", sections: [CPListSection(items: [open])]), animated: false, completion: nil)
    }
}

/// The reviewer notes what the car drew as a stand-in, with the path to the screen.
@Suite @MainActor
struct RenderNotesTests {
    @Test func theExplorerNotesStandInsWithTheirPath() async throws {
        var options = ExplorationOptions()
        options.timeLimit = .seconds(60)
        let result = try await Explorer(options: options) { _ in
            try AppDeclaration.inMemory(
                name: "Stand-ins", categories: [.audio], sceneDelegate: SceneDelegateFactory(StandInDelegate.self) { StandInDelegate() })
        }.run()
        let warnings = result.renderNotes.map(\.warning)
        #expect(warnings.contains(.unknownSymbol("zz.no.such.symbol")))
        #expect(warnings.contains(.placeholderImage("drawn:cover")))
        #expect(result.renderNotes.first?.path.contains { $0.contains("Open") } == true, "\(result.renderNotes)")
        #expect(ReviewReport(result).text().contains("no glyph for the symbol 'zz.no.such.symbol'"))
    }
}
