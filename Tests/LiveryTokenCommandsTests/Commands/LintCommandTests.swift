import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryCLI
@testable import LiveryTokenCommands

@Suite("livery lint")
struct LintCommandTests {
    static func path(_ relative: String) -> String { Repository.path(relative) }

    func findings(_ arguments: [String]) throws -> (kinds: [String], json: [[String: Any]], themes: [String]) {
        let output = try LintCommand.parse(arguments + ["--format", "json"]).render().output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        return (findings.compactMap { $0["kind"] as? String }, findings, object["themes"] as? [String] ?? [])
    }

    @Test("The example themes lint clean: exit 0")
    func examplesAreClean() throws {
        let result = try findings([Self.path("Examples/Themes")])
        #expect(result.kinds.isEmpty)
        #expect(result.themes == ["light", "dark", "sepia", "high-contrast"])
        #expect(Tool.run(["lint", Self.path("Examples/Themes")]) == 0)
        #expect(Tool.run(["lint", Self.path("Examples/LegacyPack")]) == 0)
    }

    @Test("A resolver document whose resolutionOrder comes after a megabyte of inline sets is read as one")
    func lateResolutionOrder() throws {
        let folder = try TemporaryFolder()
        // 40,000 tokens in an inline set (over 1 MiB) before the resolution order that names it.
        let tokens = (0..<40_000).map { #""t\#($0)": {"$type": "number", "$value": \#($0)}"# }
        try folder.write(
            "late.json",
            #"{"version": "2025.10", "sets": {"base": {"sources": [{"# + tokens.joined(separator: ", ")
                + ##"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##)
        let file = folder.url.appendingPathComponent("late.json").path
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)).count > 1 << 20)
        let result = try findings([file])
        #expect(result.kinds.isEmpty)
        #expect(result.themes == ["default"])
    }

    @Test("The examples' declared contrast pairs are checked: raising a minimum makes a finding")
    func examplesContrastPairsAreChecked() throws {
        let lintFolder = try TemporaryFolder("lint")
        let scratch = lintFolder.appending("examples")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.path("Examples/Themes")), to: scratch)
        let light = scratch.appendingPathComponent("light.tokens.json")
        let text = try String(contentsOf: light, encoding: .utf8)
        try text.replacingOccurrences(of: "\"minimum\": 7 ", with: "\"minimum\": 20 ").write(
            to: light, atomically: true, encoding: .utf8)
        let result = try findings([scratch.path])
        // color.text.primary's two pairs at 7, on the canvas and on the selected row.
        #expect(result.kinds == ["contrast", "contrast"])
        #expect(result.json.allSatisfy { $0["theme"] as? String == "light" })
        #expect(result.json.allSatisfy { $0["token"] as? String == "color.text.primary" })
    }

    @Test("What lenient reading accepts is printed as warnings, exit 0; --strict makes the first one an error, exit 2")
    func warningsAndStrict() throws {
        let file = Self.path("Tests/Fixtures/Lint/lenient.tokens.json")
        let (output, lines, hasFindings) = try LintCommand.parse([file]).render()
        #expect(!hasFindings)
        // The warnings are diagnostics, for standard error; the verdict alone is the output.
        #expect(output == "no findings in 1 theme (tokens)\n")
        #expect(lines.contains { $0.hasPrefix("\(file):2:3: warning: spacing: group holds no tokens") })
        #expect(lines.contains { $0.hasPrefix("\(file):4:") && $0.contains("size.none: dimension with an empty unit") })
        #expect(lines.contains { $0.contains("heading: typography without letterSpacing; 0 is assumed") })
        #expect(lines.contains { $0.contains("heading: lineHeight is a length (32px)") })
        #expect(lines.last == "4 warnings: what lenient reading accepted (--strict refuses it)")
        let json =
            try JSONSerialization.jsonObject(
                with: Data(try LintCommand.parse([file, "--format", "json"]).render().output.utf8)) as? [String: Any]
        let warnings = try #require(json?["warnings"] as? [[String: Any]])
        #expect(
            warnings.compactMap { $0["kind"] as? String }.sorted() == [
                "assumedValue", "assumedValue", "assumedValue", "emptyGroup",
            ])
        #expect(Tool.run(["lint", file]) == 0)
        #expect(Tool.run(["lint", "--strict", file]) == 2)
    }

    @Test("An alias cycle is a finding with its location: exit 1")
    func cycle() throws {
        let result = try findings([Self.path("Tests/Fixtures/Lint/cycle.tokens.json")])
        #expect(result.kinds == ["alias-cycle"])
        #expect(result.json[0]["line"] as? Int == 4)
        #expect((result.json[0]["message"] as? String)?.contains("color.a → color.b → color.c → color.a") == true)
        #expect(Tool.run(["lint", Self.path("Tests/Fixtures/Lint/cycle.tokens.json")]) == 1)
    }

    @Test("Every broken alias and cycle of a theme in one run, each once, a token behind a broken one not again")
    func everyBrokenAlias() throws {
        let folder = try TemporaryFolder("lint-all")
        try folder.write(
            "t.tokens.json",
            """
            {"color": {"$type": "color",
              "a": {"$value": "{color.x}"},
              "b": {"$value": "{color.y}"},
              "c": {"$value": "#ffffff"},
              "d": {"$value": "{color.a}"},
              "e": {"$value": "{color.f}"}, "f": {"$value": "{color.e}"},
              "g": {"$value": "{color.c.nope}"}}}
            """)
        let result = try findings([folder.appending("t.tokens.json").path])
        #expect(result.kinds == ["unresolved-alias", "unresolved-alias", "alias-cycle", "unresolved-alias"])
        #expect(result.json.compactMap { $0["token"] as? String } == ["color.a", "color.b", "color.e", "color.g"])
        #expect(result.json.compactMap { $0["line"] as? Int } == [2, 3, 6, 7])
        // No token is suggested as the target of its own alias ({color.x} from color.a is not "did you mean
        // {color.a}?").
        let first = try #require(result.json.first?["message"] as? String)
        #expect(!first.contains("{color.a}"), "\(first)")
    }

    @Test("Several folders are several sets, each read as it is alone (a resolver's folder as the resolver)")
    func severalSets() throws {
        let folder = try TemporaryFolder("lint-sets")
        let themes = Self.path("Examples/Themes")
        try FileManager.default.createDirectory(at: folder.appending("a"), withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: themes) {
            try FileManager.default.copyItem(
                atPath: themes + "/" + name, toPath: folder.appending("a/\(name)").path)
        }
        // A broken alias in the resolver's light theme, which layering the folder's files would not reach.
        let light = folder.appending("a/light.tokens.json")
        let text = try String(contentsOf: light, encoding: .utf8)
        let broken = text.replacingOccurrences(of: "{palette.neutral.0}", with: "{palette.neutral.nope}")
        #expect(broken != text)
        try broken.write(to: light, atomically: true, encoding: .utf8)
        try folder.write("b/t.tokens.json", #"{"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#)
        let paths = [folder.appending("a").path, folder.appending("b").path]
        let output = try LintCommand.parse(paths + ["--format", "json"]).render().output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let sets = try #require(object["sets"] as? [[String: Any]])
        #expect(sets.map { $0["path"] as? String } == paths)
        #expect((sets[0]["themes"] as? [String]) == ["light", "dark", "sepia", "high-contrast"])
        let findings = sets[0]["findings"] as? [[String: Any]] ?? []
        // Every token of light that names the palette entry, each an unresolved alias (every one in one run).
        #expect(!findings.isEmpty && findings.allSatisfy { $0["kind"] as? String == "unresolved-alias" })
        #expect(findings.first?["token"] as? String == "color.background.canvas")
        #expect((sets[1]["findings"] as? [Any])?.isEmpty == true)
        #expect(Tool.run(["lint"] + paths) == 1)
        // Token files cannot be layered on a set of its own; commands with one output take one set.
        #expect(Tool.run(["lint", paths[0], folder.appending("b/t.tokens.json").path]) == 2)
        #expect(Tool.run(["resolve"] + paths) == 2)
    }

    @Test("An unresolved alias is a finding: exit 1")
    func unresolved() throws {
        let result = try findings([Self.path("Tests/Fixtures/Lint/unresolved.tokens.json")])
        #expect(result.kinds == ["unresolved-alias"])
        #expect(result.json[0]["token"] as? String == "color.text")
        #expect(Tool.run(["lint", Self.path("Tests/Fixtures/Lint/unresolved.tokens.json")]) == 1)
    }

    @Test("Tokens missing in some themes and types that differ between themes: exit 1")
    func disagreements() throws {
        let folder = Self.path("Tests/Fixtures/Lint/themes")
        let result = try findings([folder])
        #expect(result.themes == ["light", "dark"])
        #expect(result.kinds.sorted() == ["missing-in-theme", "type-mismatch"])
        let missing = try #require(result.json.first { $0["kind"] as? String == "missing-in-theme" })
        #expect(missing["token"] as? String == "color.highlight")
        #expect(missing["message"] as? String == "defined in light but missing in dark")
        let mismatch = try #require(result.json.first { $0["kind"] as? String == "type-mismatch" })
        #expect(mismatch["token"] as? String == "size.gap")
        #expect((mismatch["message"] as? String)?.contains("light: dimension, dark: number") == true)
        #expect(Tool.run(["lint", folder]) == 1)
    }

    @Test("A deprecated token in use is a finding: exit 1")
    func deprecated() throws {
        let result = try findings([Self.path("Tests/Fixtures/Lint/deprecated.tokens.json")])
        #expect(result.kinds == ["deprecated-token-used"])
        #expect(result.json[0]["token"] as? String == "color.link")
        #expect(Tool.run(["lint", Self.path("Tests/Fixtures/Lint/deprecated.tokens.json")]) == 1)
    }

    @Test("Declared contrast pairs below their minimum, and malformed declarations: exit 1")
    func contrast() throws {
        let file = Self.path("Tests/Fixtures/Lint/contrast.tokens.json")
        let result = try findings([file])
        #expect(result.kinds == ["contrast", "invalid-contrast-declaration"])
        #expect(result.json[0]["token"] as? String == "color.muted")
        #expect(
            result.json[0]["message"] as? String
                == "contrast 2.84:1 against color.background is below the minimum 4.5:1")
        #expect(result.json[1]["token"] as? String == "color.broken")
        #expect(Tool.run(["lint", file]) == 1)

        let (text, _, hasFindings) = try LintCommand.parse([file]).render()
        #expect(hasFindings)
        #expect(text.contains("contrast.tokens.json:12:9 [tokens] color.muted: contrast 2.84:1"))
        #expect(text.hasSuffix("2 findings in 1 theme (tokens)\n"))
        #expect(!text.contains("\u{1B}["))
        let (colored, _, _) = try LintCommand.parse([file]).render(colored: true)
        #expect(colored.contains("\u{1B}[33m(contrast)\u{1B}[0m"))
    }

    @Test("Bad paths and bad flags are one line and exit 2")
    func badInvocation() {
        #expect(Tool.run(["lint", "/no/such/file.tokens.json"]) == 2)
        #expect(Tool.run(["lint"]) == 2)
        #expect(Tool.run(["lint", Self.path("Examples/Themes"), "--format", "xml"]) == 2)
        #expect(Tool.run(["lint", Self.path("Examples/Themes"), "--bogus"]) == 2)
    }

    @Test(
        "Every set of the real-world corpus lints and resolves with the commands its README gives",
        arguments: [
            (["Tests/Fixtures/RealWorld/lion-example/tokens"], 6, 0),
            (["Tests/Fixtures/RealWorld/sd-transforms/sd-transforms.tokens.json"], 1, 0),
            // Every permutation of its three modifiers: 4 color modes × 5 finance profiles × 4 densities.
            (["Tests/Fixtures/RealWorld/rfds/rfds.resolver.json"], 80, 0),
            // SignalWire's light theme lacks three tokens its dark theme has: findings of the source itself.
            (["Tests/Fixtures/RealWorld/signalwire/signalwire.resolver.json"], 2, 3),
            (["Tests/Fixtures/RealWorld/style-dictionary-integration/tokens/color"], 1, 0),
        ])
    func realWorldCorpus(paths: [String], themes: Int, missing: Int) throws {
        let absolute = paths.map(Self.path)
        let result = try findings(absolute)
        #expect(result.themes.count == themes, "\(result.themes)")
        #expect(result.kinds == Array(repeating: "missing-in-theme", count: missing), "\(result.json.prefix(3))")
        #expect(Tool.run(["lint"] + absolute) == (missing == 0 ? 0 : 1))
        let resolved = try ResolveCommand.parse(absolute).render().output
        #expect(try JSONSerialization.jsonObject(with: Data(resolved.utf8)) is [String: Any])
    }

    @Test("The Figma Simple Design System export: one theme per mode; the mode whose primitives it lacks is a finding")
    func figmaExport() throws {
        let file = Self.path("Tests/Fixtures/RealWorld/figma-sds/tokens.json")
        let result = try findings([file])
        #expect(result.themes.contains("@color=sds_dark"))
        #expect(result.kinds == ["unresolved-alias"])
        #expect(result.json.first?["theme"] as? String == "@color=brand_b_light")
        let dark = try ResolveCommand.parse([file, "--theme", "@color=sds_dark"]).render().output
        #expect(dark.contains("\"@color.background.default.default\": \"#1e1e1eff\""))
    }
}
