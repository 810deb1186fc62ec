import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryTokenCommands

@Suite("livery diff")
struct DiffCommandTests {
    static let signalwire = "Tests/Fixtures/RealWorld/signalwire"
    static let oldRelease = Repository.path("\(signalwire)/1.0.0/signalwire.resolver.json")
    static let newRelease = Repository.path("\(signalwire)/signalwire.resolver.json")

    func json(_ arguments: [String]) throws -> [String: Any] {
        let (text, _, _) = try DiffCommand.parse(arguments + ["--format", "json"]).render()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The paths of a SignalWire release's theme as the published file lays it out, read with Foundation's own
    /// JSON parser: every object with a `$value` under `shared` and under the theme's group.
    static func publishedPaths(_ file: String, theme: String) throws -> Set<String> {
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        var paths = Set<String>()
        func walk(_ object: [String: Any], _ prefix: [String]) {
            if object["$value"] != nil {
                paths.insert(prefix.joined(separator: "."))
                return
            }
            for (key, value) in object where !key.hasPrefix("$") {
                if let child = value as? [String: Any] { walk(child, prefix + [key]) }
            }
        }
        for group in ["shared", theme] { walk(try #require(root[group] as? [String: Any]), []) }
        return paths
    }

    @Test(
        "two published SignalWire releases: every path added or removed is reported, as an addition, a removal or one side of a rename"
    )
    func realReleases() throws {
        let report = try json([Self.oldRelease, Self.newRelease])
        let changes = try #require(report["changes"] as? [[String: Any]])
        let themes = try #require(report["themes"] as? [String: Any])
        #expect(themes["compared"] as? [String] == ["dark", "light"])
        for theme in ["dark", "light"] {
            let old = try Self.publishedPaths(
                Repository.path("\(Self.signalwire)/1.0.0/signalwire-tokens.dtcg.json"), theme: theme)
            let new = try Self.publishedPaths(
                Repository.path("\(Self.signalwire)/signalwire-tokens.dtcg.json"), theme: theme)
            let inTheme = changes.filter { ($0["themes"] as? [String])?.contains(theme) == true }
            func paths(_ kind: String, _ key: String = "path") -> Set<String> {
                Set(inTheme.filter { $0["kind"] as? String == kind }.compactMap { $0[key] as? String })
            }
            #expect(paths("removed").union(paths("renamed", "oldPath")) == old.subtracting(new), "\(theme)")
            #expect(paths("added").union(paths("renamed")) == new.subtracting(old), "\(theme)")
            // Every value change names a token both releases have.
            #expect(paths("value-changed").isSubset(of: old.intersection(new)), "\(theme)")
        }
        // Tokens removed: breaking.
        #expect(report["bump"] as? String == "major")
        #expect(report["breaking"] as? Bool == true)
        let counts = try #require(report["counts"] as? [String: Int])
        #expect(counts["removed"] == changes.filter { $0["kind"] as? String == "removed" }.count)
    }

    @Test("a crashed run's temporary folder is removed by the next, and no other folder that starts alike")
    func scratchLeftovers() throws {
        let folder = try TemporaryFolder("scratch-leftovers")
        // A process that has ended: its ID names no process now (barring reuse in the moment between).
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let crashed = "livery-diff-\(ended.processIdentifier)-\(UUID().uuidString)"
        let live = "livery-diff-\(getpid())-\(UUID().uuidString)"
        // A test's folder (TemporaryFolder("diff")) whose UUID starts with digits: it was taken for a dead run's
        // (process 84) and removed under a running test.
        let lookalikes = ["livery-diff-84BDF2EA-90E9-4580-A5B9-ACAF45CC4985", "livery-diff-12-notes", "livery-diffs"]
        for name in [crashed, live] + lookalikes {
            try FileManager.default.createDirectory(at: folder.appending(name), withIntermediateDirectories: true)
        }
        CommandScratch.removeLeftovers(in: folder.url, prefix: "livery-diff-")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
        #expect(left == Set([live] + lookalikes))
    }

    @Test("docs/BUILD.md states the counts the command gives for the two SignalWire releases")
    func documentedCounts() throws {
        let counts = try #require(try json([Self.oldRelease, Self.newRelease])["counts"] as? [String: Int])
        let page = try String(contentsOfFile: Repository.path("docs/BUILD.md"), encoding: .utf8)
        let stated =
            "**\(counts["removed"]!) removals, \(counts["added"]!) additions and \(counts["value-changed"]!) value changes**"
        #expect(page.contains(stated), "docs/BUILD.md should say \(stated)")
        #expect(counts["renamed"] == 0 && counts["type-changed"] == 0 && counts["deprecated"] == 0)
        #expect(page.contains("no renames, type changes or deprecations"))
    }

    @Test("a color's value change carries ΔE OK in JSON, and the text lists the changes by kind with a verdict")
    func colorChangeAndText() throws {
        let report = try json([Self.oldRelease, Self.newRelease])
        let changes = try #require(report["changes"] as? [[String: Any]])
        let page = try #require(
            changes.first { $0["path"] as? String == "background.page" && ($0["themes"] as? [String]) == ["dark"] })
        let before = try Color(parsing: try #require(page["oldValue"] as? String))
        let after = try Color(parsing: try #require(page["newValue"] as? String))
        #expect(page["deltaEOK"] as? Double == before.deltaEOK(after))
        // Declared in the new release's file.
        let newFile = Repository.path("\(Self.signalwire)/signalwire-tokens.dtcg.json")
        #expect((page["location"] as? String)?.hasPrefix(newFile + ":") == true)

        let (text, _, failed) = try DiffCommand.parse([Self.oldRelease, Self.newRelease]).render()
        #expect(!failed)
        #expect(text.contains("Removed (5), breaking"))
        #expect(text.contains("  background.page  #1e1e1fff → #0e0e18ff  ΔE OK 0.069  [dark]"))
        #expect(text.hasSuffix("2 themes compared: a major release (breaking)\n"))
    }

    @Test("--fail-on sets the exit status by the bump")
    func failOn() throws {
        let folder = try TemporaryFolder("diff")
        let old = try folder.write("old.tokens.json", #"{"a": {"$type": "number", "$value": 1}}"#).path
        let added = try folder.write(
            "added.tokens.json", #"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": 2}}"#
        ).path
        let changed = try folder.write("changed.tokens.json", #"{"a": {"$type": "number", "$value": 3}}"#).path
        let removed = try folder.write(
            "removed.tokens.json", #"{"b": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}"#
        ).path
        #expect(Tool.run(["diff", old, added]) == 0)
        #expect(Tool.run(["diff", old, added, "--fail-on", "breaking"]) == 0)
        #expect(Tool.run(["diff", old, added, "--fail-on", "minor"]) == 1)
        #expect(Tool.run(["diff", old, changed, "--fail-on", "minor"]) == 0)
        #expect(Tool.run(["diff", old, changed, "--fail-on", "patch"]) == 1)
        #expect(Tool.run(["diff", old, removed, "--fail-on", "breaking"]) == 1)
        #expect(Tool.run(["diff", old, old, "--fail-on", "patch"]) == 0)
        let run = Tool.capture(["diff", old, folder.appending("missing.json").path])
        #expect(run.status == 2)
        #expect(run.errors.contains("missing.json: no such file or folder"))
    }

    @Test("Markdown: one table per kind; names from the tokens cannot break a row or inject HTML")
    func markdown() throws {
        let folder = try TemporaryFolder("diff")
        let old = try folder.write("old.tokens.json", #"{"a": {"$type": "string", "$value": "x"}}"#).path
        let new = try folder.write(
            "new.tokens.json",
            #"{"a": {"$type": "string", "$value": "<img src=x onerror=alert(1)>|`b`"}, "c|d": {"$type": "string", "$value": "line\nbreak"}}"#
        ).path
        let (text, _, _) = try DiffCommand.parse([old, new, "--format", "markdown"]).render()
        #expect(text.hasPrefix("### Token changes: a **minor** release\n"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == 2)
        for row in rows {
            // Cells are split at unescaped `|` only.
            let cells = row.replacingOccurrences(of: "\\|", with: "").split(
                separator: "|", omittingEmptySubsequences: false)
            let header = row.contains("<img") ? 5 : 3
            #expect(cells.count - 2 == header, "\(row)")
        }
        // A span ending in a backtick gets a space inside each fence, which Markdown strips.
        #expect(text.contains("| `` <img src=x onerror=alert(1)>\\|`b` `` |"))
        #expect(text.contains("`line\u{FFFD}break`"))
        #expect(!text.contains("line\nbreak"))
    }

    @Test("REV:PATH reads a release from git without touching the working copy; symbolic links are not followed")
    func gitRevisions() throws {
        let folder = try TemporaryFolder("diff-git")
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["git", "-C", folder.url.path, "-c", "user.name=Livery", "-c", "user.email=t@example.com"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try folder.write(
            "tokens/base.tokens.json",
            ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#000000"}}}"##)
        try folder.write(
            "tokens/app.resolver.json",
            """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appending("tokens/secret.tokens.json").path, withDestinationPath: "/etc/hostname")
        try git("add", "-A")
        try git("commit", "-q", "-m", "v1")
        try git("tag", "v1")
        try folder.write(
            "tokens/base.tokens.json",
            ##"{"color": {"$type": "color", "background": {"$value": "#ffffff"}, "fg": {"$value": "#111111"}}}"##)
        try git("commit", "-q", "-am", "v2")

        let resolver = folder.appending("tokens/app.resolver.json").path
        let report = try json(["v1:tokens/app.resolver.json", resolver, "--repository", folder.url.path])
        let changes = try #require(report["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["value-changed", "renamed"])
        #expect(changes[1]["oldPath"] as? String == "color.bg")
        // Files of a revision are named by it, not by their temporary copy.
        let folderReport = try json(["v1:tokens", "HEAD:tokens", "--repository", folder.url.path])
        let folderChanges = try #require(folderReport["changes"] as? [[String: Any]])
        #expect(folderChanges.count == 2)
        #expect((folderChanges[0]["location"] as? String)?.hasPrefix("HEAD:tokens/base.tokens.json:1:") == true)
        #expect(try folder.read("tokens/base.tokens.json").contains("background"))  // the working copy as it was

        let missing = Tool.capture(["diff", "v9:tokens", resolver, "--repository", folder.url.path])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("v9:tokens"))
        // The symbolic link was committed but is not written: reading it as a token file would read /etc/hostname.
        let linked = Tool.capture(["diff", "v1:tokens/secret.tokens.json", resolver, "--repository", folder.url.path])
        #expect(linked.status == 2)
        #expect(linked.errors.contains("v1:tokens/secret.tokens.json: no such file or folder"))
    }

    @Test("the Markdown report fits a pull-request comment (65,536 characters) and says how much it left out")
    func markdownLength() throws {
        let folder = try TemporaryFolder("diff-markdown")
        // 190 removed and 190 added tokens with names of 600 characters: each row is over 400 bytes.
        func tokens(_ prefix: String) -> String {
            "{"
                + (0..<190).map {
                    #""\#(prefix)\#($0)\#(String(repeating: "n", count: 600))": {"$type": "number", "$value": 1}"#
                }
                .joined(separator: ",") + "}"
        }
        let old = try folder.write("old.tokens.json", tokens("a")).path
        let new = try folder.write("new.tokens.json", tokens("b")).path
        let (text, _, _) = try DiffCommand.parse([old, new, "--format", "markdown"]).render()
        #expect(text.utf8.count <= 65_536, "\(text.utf8.count) bytes")
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }.count
        #expect(rows > 50)
        #expect(text.contains("… and \(380 - rows) more changes not shown: a pull-request comment holds 65536"))
    }

    @Test("a token file that does not parse is named by file, line and column; for a revision, by REV:PATH")
    func badInputIsNamed() throws {
        let folder = try TemporaryFolder("diff")
        let good = try folder.write("good.tokens.json", #"{"a": {"$type": "number", "$value": 1}}"#).path
        let bad = try folder.write("bad.tokens.json", "{\n  \"a\": {\"$type\": \"number\", \"$value\": }\n}").path
        let run = Tool.capture(["diff", bad, good])
        #expect(run.status == 2)
        #expect(run.errors.contains("bad.tokens.json:2:"))
    }
}
