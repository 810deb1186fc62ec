import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryCLI
@testable import LiveryTokenCommands

@Suite("livery audit")
struct AuditCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardized

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func json(_ arguments: [String]) throws -> (report: [String: Any], hasFailures: Bool) {
        let (text, hasFailures) = try AuditCommand.parse(arguments + ["--format", "json"]).render()
        let report = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (report, hasFailures)
    }

    @Test("a failing pair gets the nearest passing tone of its hue and chroma, and the suggestion passes when applied")
    func suggestionPassesWhenApplied() throws {
        let fixture = Self.path("Tests/Fixtures/Audit/failing.tokens.json")
        let (report, hasFailures) = try json([fixture])
        #expect(hasFailures)
        let results = try #require(report["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let failing = results.filter { ($0["passes"] as? Bool) == false }
        #expect(failing.map { $0["foreground"] as? String } == ["color.text.body", "color.text.link"])
        let background = Color.white
        var text = try String(contentsOfFile: fixture, encoding: .utf8)
        for result in failing {
            let original = try Color(parsing: try #require(result["foregroundColor"] as? String))
            let suggestion = try #require((result["suggestion"] as? [String: Any])?["value"] as? String)
            let suggested = try Color(parsing: suggestion)
            // Same hue and chroma as far as 8 bits allow, and it passes for everyone.
            let (before, after) = (HCT(original), HCT(suggested))
            #expect(abs(before.hue - after.hue) < 2 && abs(before.chroma - after.chroma) < 2)
            #expect(suggested.contrastRatio(against: background) >= 4.5)
            for deficiency in ColorVisionDeficiency.allCases {
                #expect(
                    suggested.simulating(deficiency).contrastRatio(against: background.simulating(deficiency)) >= 4.5)
            }
            // The nearest: half a tone back towards the original fails for someone (normal vision or a deficiency).
            let step = after.tone > before.tone ? -0.5 : 0.5
            let nearer = HCT(hue: before.hue, chroma: before.chroma, tone: after.tone + step).color
            let nearerRatios =
                [nearer.contrastRatio(against: background)]
                + ColorVisionDeficiency.allCases.map {
                    nearer.simulating($0).contrastRatio(against: background.simulating($0))
                }
            #expect(nearerRatios.contains { $0 < 4.5 })
            text = text.replacingOccurrences(of: original.hexString(), with: suggestion)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixed = folder.appendingPathComponent("fixed.tokens.json")
        try text.write(to: fixed, atomically: true, encoding: .utf8)
        let (after, stillFailing) = try json([fixed.path])
        #expect(!stillFailing)
        #expect(after["failures"] as? Double == 0)
    }

    @Test("a pair that deuteranopia merges is flagged indistinguishable for it, and fails")
    func indistinguishable() throws {
        let (report, hasFailures) = try json([Self.path("Tests/Fixtures/Audit/cvd-confusion.tokens.json")])
        #expect(hasFailures)
        let result = try #require((report["results"] as? [[String: Any]])?.first)
        #expect(result["passes"] as? Bool == true)  // the ratio itself meets its minimum of 1
        let simulated = try #require(result["simulated"] as? [String: [String: Any]])
        #expect(simulated["deuteranopia"]?["indistinguishable"] as? Bool == true)
        #expect(simulated["tritanopia"]?["indistinguishable"] as? Bool == false)
        let (text, _) = try AuditCommand.parse([Self.path("Tests/Fixtures/Audit/cvd-confusion.tokens.json")]).render()
        #expect(text.contains("indistinguishable for") && text.contains("deuteranopia"))
    }

    @Test("a stylesheet's rules give the pairs they set on one element; disabled states and other themes' rules do not")
    func stylesheetPairs() throws {
        let (report, hasFailures) = try json([
            Self.path("Tests/Fixtures/Audit/failing.tokens.json"), "--stylesheet",
            Self.path("Tests/Fixtures/Audit/pairs.lss"),
        ])
        #expect(hasFailures)
        let results = try #require(report["results"] as? [[String: Any]])
        let fromStylesheet = results.filter { ($0["declaredAt"] as? String)?.contains("pairs.lss:3:") == true }
        #expect(fromStylesheet.count == 1)
        #expect(fromStylesheet.first?["foreground"] as? String == "color.text.body")
        #expect(fromStylesheet.first?["background"] as? String == "color.background")
        #expect(fromStylesheet.first?["minimum"] as? Double == 4.5)
        // The stylesheet's body-on-background pair is the one color.text.body declares: listed once, not twice.
        #expect(results.count == 3)
        let (examples, examplesFail) = try AuditCommand.parse([
            Self.path("Examples/Themes"), "--stylesheet", Self.path("Examples/Styles/app.lss"),
        ]).render()
        #expect(!examplesFail)
        #expect(
            examples.hasSuffix("no failures: 24 pairs in 4 themes, for normal vision and 3 simulated deficiencies\n"))
    }

    @Test("Examples/Themes: every declared pair of the four themes passes for everyone")
    func exampleThemes() throws {
        let (text, hasFailures) = try AuditCommand.parse([Self.path("Examples/Themes")]).render()
        #expect(!hasFailures)
        #expect(text.hasSuffix("no failures: 20 pairs in 4 themes, for normal vision and 3 simulated deficiencies\n"))
    }

    @Test(
        "real-world sets audited with pairs files: every ratio is WCAG's, failures are exactly those below a minimum",
        arguments: [
            (
                "Tests/Fixtures/RealWorld/signalwire/signalwire.resolver.json",
                "Tests/Fixtures/Audit/signalwire.pairs.json", [String]()
            ),
            (
                "Tests/Fixtures/RealWorld/rfds/rfds.resolver.json", "Tests/Fixtures/Audit/rfds.pairs.json",
                ["--input", "density=default"]
            ),
        ])
    func realWorld(_ tokens: String, _ pairs: String, _ extra: [String]) throws {
        let (report, hasFailures) = try json([Self.path(tokens), "--pairs", Self.path(pairs)] + extra)
        let results = try #require(report["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        #expect((report["skipped"] as? [Any])?.isEmpty == true)
        var failures = 0
        for result in results {
            let foreground = try Color(parsing: try #require(result["foregroundColor"] as? String))
            let background = try Color(parsing: try #require(result["backgroundColor"] as? String))
            let minimum = try #require(result["minimum"] as? Double)
            let opaque = background.alpha < 1 ? background.composited(over: .white) : background
            let ratio = foreground.contrastRatio(against: opaque)
            #expect(abs(ratio - (result["ratio"] as? Double ?? 0)) < 0.011)
            let simulated = try #require(result["simulated"] as? [String: [String: Any]])
            let failsSomewhere = ratio < minimum || simulated.values.contains { ($0["passes"] as? Bool) == false }
            #expect((result["passes"] as? Bool) == (ratio >= minimum))
            if failsSomewhere { failures += 1 }
        }
        #expect(report["failures"] as? Double == Double(failures))
        #expect(hasFailures == (failures > 0))
    }

    @Test("the HTML report has a row per pair, with swatches under each deficiency")
    func html() throws {
        let (page, _) = try AuditCommand.parse([
            Self.path("Tests/Fixtures/Audit/failing.tokens.json"), "--format", "html",
        ]).render()
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.components(separatedBy: "<tr").count - 1 == 1 + 3)
        #expect(page.contains("<th>Protanopia</th>"))
        #expect(page.components(separatedBy: "class=\"failing\"").count - 1 == 2)
    }

    @Test(
        "bad pairs files are refused with the file, line and column",
        arguments: [
            ("{}", ":1:1: a pairs file is an array"),
            ("[{\"foreground\": 3, \"background\": \"a\"}]", ":1:2: 'foreground' must be a token path"),
            ("[{\"foreground\": \"a\", \"background\": \"b\", \"minimum\": 40}]", ":1:52: 'minimum' must be a ratio"),
        ])
    func badPairs(_ text: String, _ expected: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pairs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pairs.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        #expect {
            try AuditCommand.parse([Self.path("Examples/Themes"), "--pairs", file.path]).render()
        } throws: { error in
            "\(error)".contains(file.path + expected)
        }
    }
}
