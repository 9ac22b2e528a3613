// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import Testing

/// The plist reader on the files users really write, and on hostile ones: never a trap, always `FILE:LINE: error: …`.
@Suite struct PropertyListReaderTests {
    func read(_ text: String) throws -> PropertyList { try PropertyListReader.read(Data(text.utf8), file: "App/Info.plist") }
    func read(bytes: [UInt8]) throws -> PropertyList { try PropertyListReader.read(Data(bytes), file: "App/Info.plist") }

    func wrapped(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>
        """
    }

    /// The error a read gives, checked to be one line of the compiler's form.
    func failure(_ body: () throws -> PropertyList, sourceLocation: SourceLocation = #_sourceLocation) -> DeclarationError? {
        do {
            _ = try body()
            Issue.record("expected an error", sourceLocation: sourceLocation)
            return nil
        } catch let e as DeclarationError {
            #expect(!"\(e)".contains("\n"), "\(e)", sourceLocation: sourceLocation)
            #expect("\(e)".hasPrefix("App/Info.plist:"), "\(e)", sourceLocation: sourceLocation)
            return e
        } catch {
            Issue.record("not a DeclarationError: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The writer of built Info.plists: what it writes reads back the same in our reader and in Foundation's, sorted,
    /// escaped, a key given twice keeping its last value.
    @Test func writtenPlistsReadBackTheSame() throws {
        let plist = PropertyList.dictionary(
            [
                ("CFBundleName", .string("Fish & <Chips>", line: 0)),
                ("Ratio", .real(0.1, line: 0)),
                ("Count", .integer(-42, line: 0)),
                ("Flags", .array([.bool(true, line: 0), .bool(false, line: 0)], line: 0)),
                ("Empty", .dictionary([], line: 0)),
                ("Blob", .data(Data([0, 1, 254, 255]), line: 0)),
                ("Count", .integer(7, line: 0)),
                ("Nested", .dictionary([("UISceneConfigurations", .array([], line: 0))], line: 0))
            ], line: 0)
        let data = plist.xmlPropertyListData()
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.contains("<string>Fish &amp; &lt;Chips&gt;</string>"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("\t<key>") }.map { String($0.dropFirst(6).dropLast(6)) }
        #expect(keys == ["Blob", "CFBundleName", "Count", "Empty", "Flags", "Nested", "Ratio"])
        let ours = try PropertyListReader.read(data, file: "Built/Info.plist")
        #expect(ours["CFBundleName"]?.stringValue == "Fish & <Chips>")
        #expect(ours["Count"] == .integer(7, line: 0))
        #expect(ours["Ratio"] == .real(0.1, line: 0))
        #expect(ours["Blob"] == .data(Data([0, 1, 254, 255]), line: 0))
        #expect(ours["Flags"] == .array([.bool(true, line: 0), .bool(false, line: 0)], line: 0))
        let foundation = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(foundation["CFBundleName"] as? String == "Fish & <Chips>")
        #expect(foundation["Count"] as? Int == 7)
        #expect(foundation["Ratio"] as? Double == 0.1)
        #expect(foundation["Blob"] as? Data == Data([0, 1, 254, 255]))
        #expect((foundation["Nested"] as? [String: Any])?["UISceneConfigurations"] is [Any])
    }

    /// Xcode builds an Info.plist holding a key twice and iOS reads it with the last value: so does the reader, and it
    /// says which key and where both are.
    @Test func aKeyGivenTwiceKeepsItsLastValueWithANotice() throws {
        let text = wrapped(
            """
            <dict>
            	<key>NSSiriUsageDescription</key>
            	<string>Siri reads your messages.</string>
            	<key>CFBundleName</key>
            	<string>Mesh</string>
            	<key>NSSiriUsageDescription</key>
            	<string>Siri sends and reads messages.</string>
            </dict>
            """)
        var notices: [DeclarationError] = []
        let plist = try PropertyListReader.read(Data(text.utf8), file: "App/Info.plist", notices: &notices)
        #expect(plist["NSSiriUsageDescription"]?.stringValue == "Siri sends and reads messages.")
        #expect(plist["NSSiriUsageDescription"]?.line == 10)
        #expect(plist.dictionaryEntries?.map(\.key) == ["CFBundleName", "NSSiriUsageDescription"])
        try #require(notices.count == 1, "\(notices)")
        #expect(notices[0].file == "App/Info.plist")
        #expect(notices[0].line == 5)
        #expect(notices[0].message.contains("duplicate key 'NSSiriUsageDescription' at lines 5 and 9"), "\(notices[0])")
        #expect(notices[0].message.contains("the last one (line 9) is used"), "\(notices[0])")
        // Without a place for notices, the read still succeeds with the last value.
        #expect(try read(text)["NSSiriUsageDescription"]?.stringValue == "Siri sends and reads messages.")
    }

    @Test func cdataAndThePredefinedEntitiesAreRead() throws {
        let plist = try read(
            wrapped(
                "<dict><key>A</key><string><![CDATA[if a < b && c]]></string><key>B</key><string>&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#x1F697;</string></dict>")
        )
        #expect(plist["A"]?.stringValue == "if a < b && c")
        #expect(plist["B"]?.stringValue == "<>&\"'AB🚗")
    }

    @Test func xcodesOwnHeaderAndCommentsAreAccepted() throws {
        let plist = try read(wrapped("<!-- the app --><dict><key>n</key><integer>0x1F</integer><key>m</key><integer>-9223372036854775808</integer></dict>"))
        #expect(plist["n"] == .integer(31, line: 0))
        #expect(plist["m"] == .integer(Int.min, line: 0))
    }

    @Test func declaredEntitiesAndDTDSubsetsAreRefused() {
        let e = failure {
            try read("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n<!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n<plist><string>&x;</string></plist>")
        }
        #expect(e?.line == 2)
        #expect(e?.message.contains("DTD subset") == true)
        let unknown = failure { try read(wrapped("<string>&x;</string>")) }
        #expect(unknown?.message.contains("unknown entity &x;") == true)
        #expect(unknown?.line == 4)
    }

    @Test func invalidUTF8InANameOrAProcessingInstructionIsAnErrorNotATrap() {
        let name = failure { try read(bytes: Array("<plist>\n<dict><k".utf8) + [0xFF, 0xFE] + Array("ey>A</key><true/></dict></plist>".utf8)) }
        #expect(name?.line == 2)
        #expect(name?.message.contains("not valid UTF-8") == true)
        let target = failure { try read(bytes: Array("<?".utf8) + [0xC3, 0x28] + Array(" x?><plist><true/></plist>".utf8)) }
        #expect(target?.line == 1)
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        let deep = String(repeating: "<array>", count: 33_000) + String(repeating: "</array>", count: 33_000)
        let e = failure { try read(wrapped(deep)) }
        #expect(e?.message.contains("nest more than \(PropertyListReader.maximumDepth) deep") == true)
        // At the limit it reads.
        let ok = String(repeating: "<array>", count: PropertyListReader.maximumDepth) + String(repeating: "</array>", count: PropertyListReader.maximumDepth)
        #expect((try? read(wrapped(ok))) != nil)
    }

    @Test func numbersOutOfRangeNameTheLimit() {
        #expect(failure { try read(wrapped("<integer>9223372036854775808</integer>")) }?.message.contains("out of range (64-bit)") == true)
        #expect(failure { try read(wrapped("<integer>12abc</integer>")) }?.message.contains("is not an integer") == true)
        #expect(failure { try read(wrapped("<real>1e999</real>")) }?.message.contains("not a finite real number") == true)
    }

    @Test func linesAreCountedWhateverTheLineEnds() {
        let e = failure { try read("<plist>\r\n<dict>\r\n<key>A</key>\r\n</dict>\r\n</plist>") }
        #expect(e?.line == 4)
        #expect(failure { try read(bytes: [0xFF, 0xFE, 0x3C, 0x00]) }?.message.contains("UTF-16") == true)
    }

    @Test func unclosedAndMismatchedElementsNameWhereTheyOpened() {
        #expect(failure { try read("<plist>\n<dict>\n<key>A</key>\n<string>x") }?.message == "<string> opened at line 4 is never closed")
        #expect(failure { try read("<plist><dict></array></plist>") }?.message.contains("</array> closes <dict>") == true)
        #expect(failure { try read("<plist><!-- never ends") }?.message.contains("comment") == true)
        #expect(failure { try read("<plist><string>a & b</string></plist>") }?.message.contains("&amp;") == true)
    }

    /// Mutations of a real Info.plist: every result is a value or a one-line error with a line in the file.
    @Test func fuzzedPlistsNeverTrap() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/Podcasts/Info", withExtension: "plist"))
        let original = [UInt8](try Data(contentsOf: url))
        let snippets: [[UInt8]] = [
            "<![CDATA[", "]]>", "<!ENTITY x \"y\">", "&#0;", "&#x110000;", "&amp", "<dict>", "</dict>", "<array>", "</array>", "<key>",
            "<?", "?>", "<!--", "-->", "<!DOCTYPE plist [", "<plist>", "</plist>", "<integer>99999999999999999999</integer>",
            "<real>nan</real>", "<true>x</true>", "<string/>", "<key/>", "\r\n", "\r", "\u{FEFF}", "&#xD800;", "<a b=\"c>"
        ].map { Array($0.utf8) }
        var random = SeededRandom(seed: SeededRandom.seed)
        let lines = original.filter { $0 == 0x0A }.count + 1
        var errors = 0
        for _ in 0..<SeededRandom.iterations(2_000) {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0 where at < bytes.count: bytes[at] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.insert(contentsOf: (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }, at: at)
                case 2 where at < bytes.count: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &random)))
                case 3: bytes.insert(contentsOf: snippets.randomElement(using: &random)!, at: at)
                case 4 where at < bytes.count:
                    let end = min(bytes.count, at + Int.random(in: 1...200, using: &random))
                    bytes.insert(contentsOf: bytes[at..<end], at: at)
                default: bytes.insert(contentsOf: Array(repeating: Array("<array>".utf8), count: Int.random(in: 1...400, using: &random)).joined(), at: at)
                }
            }
            do { _ = try read(bytes: bytes) } catch let e as DeclarationError {
                errors += 1
                let text = "\(e)"
                #expect(!text.contains("\n") && text.hasPrefix("App/Info.plist") && text.contains(": error: "), "\(text)")
                if let line = e.line { #expect(line >= 1 && line <= lines + 1_000, "\(text)") }
            }
        }
        #expect(errors > 0)
    }
}
