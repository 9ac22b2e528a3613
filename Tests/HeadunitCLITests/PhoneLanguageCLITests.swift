import Foundation
import Testing

/// The phone's language from the command line and from a script, as a user sets it.
extension HeadunitCLITests {
    @Test func renderInThePhonesLanguage() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        // Arabic from the command line, then Japanese from the script.
        let steps = try script("tap \"Open Roads\"\nlanguage ja\n")
        let r = try await run(["render", "--app", "Podcasts", "--phone-language", "ar", "--script", steps.path, "--output", out.path, "--format", "svg"])
        #expect(r.status == 0, "\(r.stderr)")
        let arabic = try String(contentsOf: out.appendingPathComponent("podcasts-standard-light-01.svg"), encoding: .utf8)
        let japanese = try String(contentsOf: out.appendingPathComponent("podcasts-standard-light-02.svg"), encoding: .utf8)
        // The car's back button speaks the language (its label is the target's), and Arabic mirrors the car:
        // the back button on the right, Japanese on the left.
        #expect(arabic.contains("chevron.forward"), "the back chevron points right in a right-to-left car")
        #expect(japanese.contains("chevron.backward"))
        #expect(arabic != japanese)
        let bad = try await run(["render", "--app", "Podcasts", "--phone-language", "ar;rm", "--format", "svg"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--phone-language is a language tag such as en, ja, ar or de-CH, not 'ar;rm'"))
    }
}
