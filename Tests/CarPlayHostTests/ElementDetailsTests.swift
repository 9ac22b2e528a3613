// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import Testing

/// An element's details as typed fields: what each kind of row and button carries, the flat `key=value` wire form a
/// recorded screen keeps, and a garbled value rejected with the key named.
struct ElementDetailsTests {
    @Test func aRowsFieldsRoundTripThroughTheWireFormAsText() throws {
        var d = ElementDetails()
        d.accessory = .image("symbol:star")
        d.playingIndicator = .leading
        d.progress = ElementDetails.rounded(1.0 / 3, places: 2)
        d.isExplicit = true
        d.latitude = ElementDetails.rounded(60.170_712_34, places: 6)
        d.titleVariants = ["Recently Played", "Recent"]
        let json = try JSONEncoder.sorted.encode(d)
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"accessory":"symbol:star","explicit":"true","latitude":"60.170712","playing":"leading","progress":"0.33","titleVariants":"Recently Played|Recent"}"#
        )
        #expect(try JSONDecoder().decode(ElementDetails.self, from: json) == d)
        #expect(ElementDetails().isEmpty && ElementDetails().fields.isEmpty)
        #expect(try JSONEncoder.sorted.encode(ElementDetails()) == Data("{}".utf8))
    }

    @Test func theCarsOwnAccessoriesAreNotImages() throws {
        for (text, accessory) in [("disclosure", ElementDetails.Accessory.disclosure), ("cloud", .cloud), ("data:png:0f1e", .image("data:png:0f1e"))] {
            let d = try JSONDecoder().decode(ElementDetails.self, from: Data(#"{"accessory":"\#(text)"}"#.utf8))
            #expect(d.accessory == accessory)
        }
    }

    @Test(arguments: [
        (#"{"playing":"middle"}"#, "'middle' is not a value of the element detail 'playing'"),
        (#"{"progress":"lots"}"#, "'lots' is not a value of the element detail 'progress'"),
        (#"{"unread":"yes"}"#, "'yes' is not a value of the element detail 'unread'"),
        (#"{"trailing":"loud"}"#, "'loud' is not a value of the element detail 'trailing'"),
        (#"{"sparkle":"true"}"#, "'sparkle' is not an element detail")
    ])
    func aGarbledDetailIsAnErrorNamingIt(json: String, message: String) {
        #expect {
            try JSONDecoder().decode(ElementDetails.self, from: Data(json.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == message
        }
    }
}

extension JSONEncoder {
    fileprivate static var sorted: JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return e
    }

    /// An element shares its details between copies (they are copied at every read of the screen); a change to one
    /// copy's details is that copy's alone, and equality, hashing and the wire see the details as fields.
    @Test func anElementsCopiesKeepTheirOwnDetails() throws {
        var d = ElementDetails()
        d.progress = 0.5
        let row = ElementSnapshot(id: "t1.s0.r0", role: .listItem, text: "Episode", details: d)
        var copy = row
        copy.details.progress = 0.75
        copy.details.isExplicit = true
        #expect(row.details.progress == 0.5 && !row.details.isExplicit)
        #expect(copy.details.progress == 0.75 && copy.details.isExplicit)
        #expect(row != copy && Set([row, copy]).count == 2)
        var same = copy
        same.details = copy.details
        #expect(same == copy && same.hashValue == copy.hashValue)
        #expect(ElementSnapshot(id: "a", role: .tab) == ElementSnapshot(id: "a", role: .tab, details: ElementDetails()))
        let json = try JSONEncoder.sorted.encode(row)
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"details":{"progress":"0.50"},"id":"t1.s0.r0","isEnabled":true,"role":"listItem","text":"Episode"}"#)
        #expect(try JSONDecoder().decode(ElementSnapshot.self, from: json) == row)
        // A failure message prints the details' fields, not their box.
        #expect(String(describing: row).contains("progress: Optional(0.5)"), "\(row)")
    }
}
