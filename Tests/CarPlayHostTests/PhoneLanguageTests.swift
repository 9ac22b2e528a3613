// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarScripting
import Testing

/// The phone's language as a car setting: scripts, the car's words, which languages read right to left.
struct PhoneLanguageTests {
    @Test func scriptsSetTheLanguage() throws {
        let commands = try CarScript.parse("language ar\nlanguage de-CH\n", source: "steps.txt")
        #expect(commands.map(\.command) == [.input(.phoneLanguage("ar")), .input(.phoneLanguage("de-CH"))])
        #expect(throws: CarScriptError.self) { try CarScript.parse("language ../../etc\n", source: "steps.txt") }
        #expect(throws: CarScriptError.self) { try CarScript.parse("language\n", source: "steps.txt") }
    }

    @Test func arabicAndHebrewAreRightToLeft() {
        #expect(PhoneLanguage.isRightToLeft("ar"))
        #expect(PhoneLanguage.isRightToLeft("ar-SA"))
        #expect(PhoneLanguage.isRightToLeft("he"))
        #expect(PhoneLanguage.isRightToLeft("iw"))
        #expect(!PhoneLanguage.isRightToLeft("ja"))
        #expect(!PhoneLanguage.isRightToLeft("de"))
    }

    @Test func theCarsWordsAreTranslated() {
        for english in ["Now Playing", "Back", "Decline", "Answer", "End", "Mute", "No CarPlay apps installed"] {
            for language in ["ja", "ar", "de"] {
                #expect(CarStrings.text(english, language) != english, "\(english) in \(language)")
            }
            #expect(CarStrings.text(english, "en") == english)
        }
        #expect(CarStrings.quitUnexpectedly("Maps", "ja") == "Mapsが予期せず終了しました")
    }
}

/// A recording keeps the phone's language the car started with.
struct PhoneLanguageRecordingTests {
    @Test func aRecordingStartsInThePhonesLanguage() throws {
        var recording = CarRecording(start: CarRecording.Start(language: "ar"))
        #expect(RecordingExport.script(recording).contains("language ar"))
        recording.start.language = "en"
        #expect(!RecordingExport.script(recording).contains("language"))
    }
}
