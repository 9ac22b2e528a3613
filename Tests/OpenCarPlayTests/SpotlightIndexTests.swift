// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import OpenCoreSpotlight
import PhoneApps
import Testing

/// An app adds what it plays to Spotlight (as media apps do so Siri can suggest it); each app's index is its own, an
/// item added again replaces the first, and domains delete with their subdomains.
struct SpotlightIndexTests {
    private func song(_ id: String, _ title: String, artist: String, domain: String) -> CSSearchableItem {
        let attributes = CSSearchableItemAttributeSet(contentType: .audio)
        attributes.title = title
        attributes.artist = artist
        attributes.playCount = NSNumber(value: 3)
        return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
    }

    @Test func eachAppIndexesItsOwnItems() async throws {
        let tunes = AppLaunch(name: "Tunes")
        let talk = AppLaunch(name: "Talk")
        let done: Void = await withCheckedContinuation { c in
            AppLaunch.runningInTask.withValue(tunes) {
                CSSearchableIndex.default().indexSearchableItems(
                    [song("s1", "Harbour Lights", artist: "The Quays", domain: "songs"), song("s2", "Night Ferry", artist: "Gulls", domain: "songs.live")]
                ) { error in
                    #expect(error == nil)
                    c.resume()
                }
            }
        }
        _ = done
        #expect(CSSearchableIndex.items(of: tunes).map(\.uniqueIdentifier) == ["s1", "s2"])
        #expect(CSSearchableIndex.items(of: talk).isEmpty, "another app's index is its own")
        #expect(CSSearchableIndex.search("quays harbour", in: tunes).map(\.uniqueIdentifier) == ["s1"])
        #expect(CSSearchableIndex.search("ferry", in: talk).isEmpty)
        try await AppLaunch.runningInTask.withValue(tunes) {
            try await CSSearchableIndex.default().indexSearchableItems([song("s1", "Harbour Lights (Live)", artist: "The Quays", domain: "albums")])
        }
        #expect(CSSearchableIndex.items(of: tunes).map(\.attributeSet.title) == ["Night Ferry", "Harbour Lights (Live)"], "the same id replaces")
        try await AppLaunch.runningInTask.withValue(tunes) { try await CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: ["songs"]) }
        #expect(CSSearchableIndex.items(of: tunes).map(\.uniqueIdentifier) == ["s1"], "songs.live went with songs; albums stayed")
        #expect(CSSearchableIndex.items(of: AppLaunch(name: "Tunes")).isEmpty, "a new launch starts with an empty index here")
    }

    @Test func contentTypesFollowTheSystemsHierarchy() {
        #expect(UTType.mp3.conforms(to: .audio) && UTType.audio.conforms(to: .content) && UTType.audio.conforms(to: .data))
        #expect(!UTType.audio.conforms(to: .image))
        #expect(UTType("public.audio") == .audio && UTType("com.example.episode")?.identifier == "com.example.episode")
        #expect(CSSearchableItemAttributeSet(contentType: .audio).contentType == "public.audio")
        #expect(CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: .init(contentType: .item)).uniqueIdentifier.count == 36)
    }
}
