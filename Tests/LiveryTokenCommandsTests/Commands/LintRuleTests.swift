import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryTokenCommands

/// Every lint rule on its fixtures (Tests/Fixtures/Lint/Rules/ID: `fails/`, `passes/`, and the `livery.config.json`
/// that turns the rule on with its options): the failing set fails, the passing set passes, and a config or
/// `--rule` that changes the rule's severity changes the exit status. Each rule's DocC page shows its failing
/// fixture.
@Suite("lint rules: each fails its failing fixture and passes its passing one")
struct LintRuleTests {
    static let rules = LintFinding.Kind.allCases

    static func folder(_ kind: LintFinding.Kind) -> String {
        Repository.path("Tests/Fixtures/Lint/Rules/\(kind.rawValue)")
    }

    /// The extra arguments a rule's fixtures need (`arguments.txt`, one per line, `$R` the repository).
    static func extra(_ kind: LintFinding.Kind) -> [String] {
        guard let text = try? String(contentsOfFile: folder(kind) + "/arguments.txt", encoding: .utf8) else {
            return []
        }
        return text.split(separator: "\n").map { $0.replacingOccurrences(of: "$R", with: Repository.root.path) }
    }

    static func lint(_ kind: LintFinding.Kind, _ set: String, _ more: [String] = []) -> (
        status: Int32, findings: [[String: Any]]
    ) {
        let run = Tool.capture(
            ["lint", folder(kind) + "/" + set, "--format", "json"] + extra(kind) + more)
        let object = (try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) as? [String: Any]
        return (run.status, object?["findings"] as? [[String: Any]] ?? [])
    }

    @Test("the failing fixture fails the rule; the passing one passes", arguments: rules)
    func fixtures(_ kind: LintFinding.Kind) throws {
        let config = ["--config", Self.folder(kind) + "/livery.config.json"]
        let failing = Self.lint(kind, "fails", config)
        let mine = failing.findings.filter { $0["kind"] as? String == kind.rawValue }
        #expect(!mine.isEmpty, "no \(kind.rawValue) finding: \(failing.findings)")
        #expect(mine.allSatisfy { $0["severity"] as? String == "error" })
        #expect(failing.status == 1)
        let passing = Self.lint(kind, "passes", config)
        #expect(passing.findings.isEmpty, "\(passing.findings)")
        #expect(passing.status == 0)
    }

    @Test("a config or --rule that changes the severity changes the exit status", arguments: rules)
    func severities(_ kind: LintFinding.Kind) throws {
        let folder = try TemporaryFolder("lint-rules")
        // The rule's config with its severity set to warn (its options kept).
        let original = try String(contentsOfFile: Self.folder(kind) + "/livery.config.json", encoding: .utf8)
        let warned = original.replacingOccurrences(
            of: "\"\(kind.rawValue)\": \"error\"", with: "\"\(kind.rawValue)\": \"warn\""
        )
        .replacingOccurrences(
            of: "\"\(kind.rawValue)\": [\n        \"error\"", with: "\"\(kind.rawValue)\": [\n        \"warn\"")
        #expect(warned != original, "the config of \(kind.rawValue) did not change")
        let config = try folder.write("livery.config.json", warned).path
        let warning = Self.lint(kind, "fails", ["--config", config])
        #expect(warning.status == 0)
        #expect(
            warning.findings.contains { $0["kind"] as? String == kind.rawValue && $0["severity"] as? String == "warn" })
        // --rule over the config.
        let raised = Self.lint(kind, "fails", ["--config", config, "--rule", "\(kind.rawValue)=error"])
        #expect(raised.status == 1)
        let off = Self.lint(kind, "fails", ["--config", config, "--rule", "\(kind.rawValue)=off"])
        #expect(!off.findings.contains { $0["kind"] as? String == kind.rawValue })
    }

    @Test("each rule has a DocC page whose example is its failing fixture", arguments: rules)
    func documentation(_ kind: LintFinding.Kind) throws {
        let page = try String(
            contentsOfFile: Repository.path(
                "Sources/LiveryTokenCommands/Documentation.docc/Rules/\(kind.rawValue).md"), encoding: .utf8)
        #expect(page.hasPrefix("# \(kind.rawValue)\n"))
        // The first JSON block is the failing fixture's main file, as JSON.
        let block = try #require(
            page.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let fails = URL(fileURLWithPath: Self.folder(kind) + "/fails")
        let files = try FileManager.default.contentsOfDirectory(atPath: fails.path).sorted()
        let main =
            files.first {
                !$0.hasSuffix(".resolver.json")
                    && ($0 == "tokens.json" || $0.hasPrefix("light") || $0.hasPrefix("dark"))
            } ?? files[0]
        let fixture =
            try JSONSerialization.jsonObject(with: Data(contentsOf: fails.appendingPathComponent(main)))
            as? NSDictionary
        let shown = try JSONSerialization.jsonObject(with: Data(block.utf8)) as? NSDictionary
        #expect(shown == fixture, "the page's example is not \(main)")
    }

    @Test("unknown rules, severities and options are errors naming them")
    func badSettings() throws {
        let run = Tool.capture(["lint", Repository.path("Examples/Themes"), "--rule", "descriptons=warn"])
        #expect(run.status == 2)
        #expect(run.errors.contains("no rule 'descriptons'"))
        let folder = try TemporaryFolder("lint-rules")
        let config = try folder.write(
            "livery.config.json", #"{"lint": {"rules": {"min-font-size": ["error", {"minSize": 12}]}}}"#)
        let bad = Tool.capture(["lint", Repository.path("Examples/Themes"), "--config", config.path])
        #expect(bad.status == 2)
        #expect(bad.errors.contains("livery.config.json:1:"))
        #expect(bad.errors.contains("lint.rules.min-font-size[1].minSize"))
    }

    @Test("a finding that several permutations share is reported once, with the themes it holds in")
    func sharedFindingsOnce() throws {
        let folder = try TemporaryFolder("lint-shared")
        try folder.write(
            "base.tokens.json",
            ##"{"color": {"$type": "color", "fg": {"$value": "#777777"}, "bg": {"$value": "#888888"}}}"##)
        // 4 × 4 = 16 permutations; in mode "fixed" the foreground is black, so the pair fails in 12 of them.
        try folder.write(
            "fixed.tokens.json", ##"{"color": {"$type": "color", "fg": {"$value": "#000000"}}}"##)
        let contexts = (0..<4).map { #""b\#($0)": []"# }.joined(separator: ", ")
        try folder.write(
            "r.resolver.json",
            ##"""
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"brand": {"contexts": {\##(contexts)}, "default": "b0"},
                           "mode": {"contexts": {"m0": [], "m1": [], "m2": [], "fixed": [{"$ref": "fixed.tokens.json"}]},
                                    "default": "m0"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/mode"}]}
            """##)
        try folder.write(
            "livery.config.json",
            #"{"lint": {"rules": {"min-contrast": ["error", {"pairs": [{"foreground": "color.fg", "background": "color.bg"}]}]}}}"#
        )
        let arguments = [
            folder.appending("r.resolver.json").path, "--config", folder.appending("livery.config.json").path,
        ]
        let json = Tool.capture(["lint"] + arguments + ["--format", "json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 1, "\(findings)")
        let themes = try #require(findings.first?["themes"] as? [String])
        #expect(themes.count == 12)
        #expect(!themes.contains { $0.contains("fixed") })
        let text = Tool.capture(["lint"] + arguments)
        let lines = text.output.split(separator: "\n").filter { $0.contains("(min-contrast)") }
        #expect(lines.count == 1, "\(text.output)")
        #expect(lines.first?.contains("and 9 more themes]") == true, "\(text.output)")
    }
}

extension LintFinding.Kind: CustomTestStringConvertible {
    /// The rule's id, as the test runner names each case.
    public var testDescription: String { rawValue }

}
