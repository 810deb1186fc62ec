import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryCLI
@testable import LiveryTokenCommands

/// What a newcomer runs on what `livery generate` wrote (a resolver with two modifiers and no 'theme' one), and the
/// audit's edges: nothing checked is not "no failures", a report written to a file says so, a pair is listed once.
@Suite("livery audit and resolve on generated tokens and other edges")
struct GeneratedTokensTests {
    /// A scheme generated into a temporary folder: contrast (standard, high) × mode (light, dark).
    static func generated() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("generated")
        let run = Tool.capture([
            "generate", "--seed", "#6750a4", "--map", Repository.path("Examples/Themes/scheme-roles.json"), "-o",
            folder.url.path,
        ])
        #expect(run.status == 0, "\(run.errors)")
        return folder
    }

    @Test("--theme takes a context only one modifier has, or a permutation's name as lint prints it")
    func themeOnAResolverWithoutAThemeModifier() throws {
        let folder = try Self.generated()
        let path = folder.url.path
        let lint = Tool.capture(["lint", path])
        #expect(lint.output.contains("4 themes (standard-light, standard-dark, high-light, high-dark)"))
        let dark = Tool.capture(["resolve", path, "--theme", "dark"])
        #expect(dark.status == 0, "\(dark.errors)")
        #expect(dark.output == Tool.capture(["resolve", path, "--input", "mode=dark"]).output)
        let highDark = Tool.capture(["resolve", path, "--theme", "high-dark"])
        #expect(highDark.status == 0, "\(highDark.errors)")
        #expect(
            highDark.output
                == Tool.capture(["resolve", path, "--input", "contrast=high", "--input", "mode=dark"]).output)
        #expect(highDark.output != dark.output)
        let typo = Tool.capture(["resolve", path, "--theme", "drak"])
        #expect(typo.status == 2)
        #expect(typo.errors.contains("no modifier has a context 'drak'; did you mean 'dark'?"))
        #expect(
            typo.errors.contains("contrast (standard, high), mode (light, dark); choose with --input MODIFIER=CONTEXT"))
    }

    @Test("A misspelled modifier or context in --input is named with the closest one")
    func misspelledInputs() throws {
        let folder = try Self.generated()
        let context = Tool.capture(["resolve", folder.url.path, "--input", "mode=drak"])
        #expect(context.status == 2)
        #expect(
            context.errors
                == "error: modifier 'mode' has no context 'drak' (did you mean 'dark'?); contexts: light, dark\n")
        let modifier = Tool.capture(["resolve", folder.url.path, "--input", "mdoe=dark"])
        #expect(
            modifier.errors == "error: no modifier named 'mdoe' (did you mean 'mode'?); modifiers: contrast, mode\n")
        #expect(
            ThemeSpaceError.unknownContext("drak", dimension: "mode", available: ["light", "dark"]).description
                == "dimension 'mode' has no context 'drak' (did you mean 'dark'?); contexts: light, dark")
    }

    @Test("An audit with no pairs declared is refused, naming how to declare them; the themes are counted")
    func auditWithoutPairs() throws {
        let folder = try Self.generated()
        let run = Tool.capture(["audit", folder.url.path])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("error: nothing to audit in 4 themes: no contrast pairs are declared"))
    }

    @Test("An audit whose every pair names a token the themes lack is refused, not passed")
    func auditOfMissingTokens() throws {
        let folder = try TemporaryFolder("audit")
        try folder.write("pairs.json", #"[{"foreground": "color.nope", "background": "color.background"}]"#)
        try folder.write("tokens.json", ##"{"color": {"$type": "color", "background": {"$value": "#ffffff"}}}"##)
        let run = Tool.capture([
            "audit", folder.appending("tokens.json").path, "--pairs", folder.appending("pairs.json").path,
        ])
        #expect(run.status == 2)
        #expect(run.errors.contains("none of the pairs could be checked"), "\(run.errors)")
    }

    @Test("audit -o says what it wrote, with the counts; a pair a stylesheet sets in two rules is listed once")
    func auditOutputAndDuplicates() throws {
        let folder = try TemporaryFolder("audit")
        let report = folder.appending("audit.html").path
        let written = Tool.capture(["audit", Repository.path("Examples/Themes"), "--format", "html", "-o", report])
        #expect(written.status == 0)
        #expect(written.output.hasPrefix("wrote \(report): no failures: "))
        #expect(written.output.contains(" pairs in 4 themes"))
        let listed = Tool.capture([
            "audit", Repository.path("Examples/Themes"), "--stylesheet", Repository.path("Examples/Styles/app.lss"),
        ])
        let lines = listed.output.split(separator: "\n")
        #expect(Set(lines).count == lines.count, "\(listed.output)")
        #expect(lines.contains { $0.contains("light: color.text.on-accent on color.accent.default") })
    }

    @Test("A failing audit still fails, and the summary counts every theme")
    func failingAudit() {
        let run = Tool.capture(["audit", Repository.path("Tests/Fixtures/Audit/failing.tokens.json")])
        #expect(run.status == 1)
        #expect(run.output.contains("pairs fail in 1 themes"))
    }
}
