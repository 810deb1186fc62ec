import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryTokenCommands
import Testing

/// The workspace `livery mcp` serves: edits keep every byte they do not change, are checked in every permutation
/// before anything is written, and write only what was read, inside the root.
@Suite("Token workspace edits")
struct TokenWorkspaceTests {
    /// A resolver with a `theme` modifier over a base file written as JSON5 (comments, a trailing comma).
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("workspace")
        _ = try folder.write(
            "tokens/base.tokens.json5",
            """
            // Palette and roles.
            {
              "palette": {
                "$type": "color",
                "ink": { "$value": "#1a1a1f" }, // the text color
                "paper": { "$value": "#ffffff" },
              },
              "color": {
                "$type": "color",
                "text": { "$value": "{palette.ink}" },
                "background": { "$value": "{palette.paper}" }
              }
            }

            """)
        _ = try folder.write(
            "tokens/dark.tokens.json",
            """
            {
              "color": {
                "$type": "color",
                "text": { "$value": "{palette.paper}" },
                "background": { "$value": "{palette.ink}" }
              }
            }

            """)
        _ = try folder.write(
            "tokens/light.tokens.json", "{\n  \"color\": {\n    \"$type\": \"color\"\n  }\n}\n")
        _ = try folder.write(
            "tokens/themes.resolver.json",
            """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json5" }] } },
              "modifiers": {
                "theme": {
                  "default": "light",
                  "contexts": {
                    "light": [{ "$ref": "light.tokens.json" }],
                    "dark": [{ "$ref": "dark.tokens.json" }]
                  }
                }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
            }

            """)
        return folder
    }

    static func workspace(_ folder: TemporaryFolder) throws -> TokenWorkspace {
        try TokenWorkspace(paths: [folder.appending("tokens").path], root: folder.url)
    }

    /// `patch` (GNU patch, not ours) applied to the old text gives the new: the diff is a real unified diff.
    static func patched(_ old: String, with diff: String) throws -> String {
        let scratch = try TemporaryFolder("patch")
        let file = try scratch.write("file", old)
        let patch = try scratch.write("diff", diff)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        process.arguments = ["-s", "-o", scratch.appending("out").path, file.path, patch.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try scratch.read("out")
    }

    @Test("a new value replaces the value's bytes only; comments and the trailing comma stay")
    func setValue() throws {
        let folder = try Self.project()
        let workspace = try Self.workspace(folder)
        let old = try folder.read("tokens/base.tokens.json5")
        let plan = try workspace.plan(.setValue(path: "palette.ink", value: .string("#202024"), file: nil))
        #expect(plan.permutationsChecked == ["light", "dark"])
        #expect(try folder.read("tokens/base.tokens.json5") == old)  // planning writes nothing
        #expect(try workspace.apply(plan) == ["tokens/base.tokens.json5"])
        let new = try folder.read("tokens/base.tokens.json5")
        #expect(new == old.replacingOccurrences(of: "\"#1a1a1f\"", with: "\"#202024\""))
        #expect(try Self.patched(old, with: plan.diff) == new)
        let reread = try workspace.reloaded()
        let token = try reread.token("color.text", in: [["theme": "dark"]])
        #expect(token.member("permutations")?.jsonText().contains("#ffffffff") == true)
        #expect(reread.revision != workspace.revision)
    }

    @Test("a token added with the groups it lacks reads back; deleting it removes it and keeps its group")
    func addAndDelete() throws {
        let folder = try Self.project()
        let workspace = try Self.workspace(folder)
        let add = try workspace.plan(
            .add(
                path: "spacing.small", value: .string("4px"), type: "dimension", description: "Tight",
                file: "tokens/base.tokens.json5"))
        _ = try workspace.apply(add)
        let added = try workspace.reloaded()
        let answer = try added.token("spacing.small")
        #expect(answer.member("permutations")?.jsonText().contains("\"4px\"") == true)
        let delete = try added.plan(.delete(path: "spacing.small", file: nil))
        _ = try added.apply(delete)
        let text = try folder.read("tokens/base.tokens.json5")
        // The group stays (now empty), the rest is as it was.
        #expect(text.contains("\"spacing\""))
        #expect(!text.contains("\"small\"") && !text.contains("4px"))
    }

    @Test("a rename moves the token in every file and rewrites every alias to it")
    func rename() throws {
        let folder = try Self.project()
        let workspace = try Self.workspace(folder)
        let plan = try workspace.plan(.rename(from: "palette.ink", to: "palette.night"))
        #expect(Set(plan.changes.map(\.file.name)) == ["tokens/base.tokens.json5", "tokens/dark.tokens.json"])
        _ = try workspace.apply(plan)
        let renamed = try workspace.reloaded()
        for theme in ["light", "dark"] {
            let text = try renamed.token(theme == "light" ? "color.text" : "color.background", in: [["theme": theme]])
                .jsonText()
            #expect(text.contains("palette.night") && text.contains("#1a1a1fff"))
        }
        #expect(try !folder.read("tokens/dark.tokens.json").contains("{palette.ink}"))
    }

    @Test("a rename rewrites the JSON Pointer references into the token, and only those")
    func renameRewritesPointers() throws {
        let folder = try TemporaryFolder("workspace-pointers")
        _ = try folder.write(
            "tokens/base.tokens.json",
            """
            {
              "palette": {
                "$type": "color",
                "ink": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.12] } },
                "inky": { "$value": "#202024" }
              },
              "color": {
                "$type": "color",
                "text": { "$value": { "$ref": "#/palette/ink/$value" } },
                "muted": { "$value": { "colorSpace": "srgb", "components": { "$ref": "#/palette/ink/$value/components" } } },
                "other": { "$value": { "$ref": "#/palette/inky/$value" } }
              }
            }

            """)
        let workspace = try Self.workspace(folder)
        let before = try workspace.token("color.muted").jsonText()
        _ = try workspace.apply(try workspace.plan(.rename(from: "palette.ink", to: "ink~/night")))
        let text = try folder.read("tokens/base.tokens.json")
        // The name's `~` and `/` are escaped as RFC 6901 says; the pointer into the value keeps its tail.
        #expect(text.contains(##""$ref": "#/ink~0~1night/$value""##))
        #expect(text.contains(##""$ref": "#/ink~0~1night/$value/components""##))
        #expect(text.contains(##""$ref": "#/palette/inky/$value""##))
        #expect(!text.contains("#/palette/ink/"))
        let renamed = try workspace.reloaded()
        #expect(try renamed.token("color.text").jsonText().contains("#1a1a1fff"))
        #expect(try renamed.token("color.muted").jsonText().contains("#1a1a1fff"))
        #expect(before.contains("#1a1a1fff"))

        // JSON5's single-quoted strings: the new pointer is escaped for its own quotes.
        let json5 = try TemporaryFolder("workspace-pointers-json5")
        _ = try json5.write(
            "tokens/base.tokens.json5",
            "{ palette: { $type: 'color', ink: { $value: '#1a1a1f' } },\n"
                + "  color: { $type: 'color', text: { $value: { '$ref': '#/palette/ink/$value' } } } }\n")
        let single = try Self.workspace(json5)
        _ = try single.apply(try single.plan(.rename(from: "palette.ink", to: "palette.ink's")))
        #expect(try json5.read("tokens/base.tokens.json5").contains(#"'$ref': '#/palette/ink\'s/$value'"#))
        #expect(try single.reloaded().token("color.text").jsonText().contains("#1a1a1fff"))
    }

    @Test("an edit that breaks a permutation, or names another file, is refused and writes nothing")
    func refusals() throws {
        let folder = try Self.project()
        let workspace = try Self.workspace(folder)
        let before = try folder.read("tokens/base.tokens.json5")
        // Both themes alias palette.ink (color.text in base, color.background in dark): deleting it leaves them unresolved.
        func refusal(_ edit: TokenEdit) -> String {
            do {
                _ = try workspace.plan(edit)
                return "planned"
            } catch {
                return (error as? EditRefusal)?.description ?? "another error: \(error)"
            }
        }
        // Both themes alias palette.ink (color.text in base, color.background in dark): deleting it leaves them unresolved.
        #expect(refusal(.delete(path: "palette.ink", file: nil)).contains("points to no token (unresolved-alias, in "))
        #expect(refusal(.setValue(path: "palette.ink", value: .string("16px"), file: nil)).contains("does not read"))
        #expect(
            refusal(.add(path: "x.y", value: .string("#000"), type: nil, description: nil, file: "../outside.json"))
                .contains("not a token file of this set"))
        #expect(
            refusal(.add(path: "palette.ink", value: .string("#000"), type: nil, description: nil, file: nil))
                .contains("already defined in tokens/base.tokens.json5"))
        #expect(try folder.read("tokens/base.tokens.json5") == before)
    }

    @Test("a file changed on disk after it was read is never written over")
    func changedUnderneath() throws {
        let folder = try Self.project()
        let workspace = try Self.workspace(folder)
        let plan = try workspace.plan(.setValue(path: "palette.paper", value: .string("#fafafa"), file: nil))
        let theirs = try folder.read("tokens/base.tokens.json5").replacingOccurrences(of: "#ffffff", with: "#fefefe")
        _ = try folder.write("tokens/base.tokens.json5", theirs)
        #expect(workspace.changedFiles() == ["tokens/base.tokens.json5"])
        #expect {
            try workspace.apply(plan)
        } throws: { error in
            (error as? EditRefusal)?.description.contains("changed on disk since revision") == true
        }
        #expect(try folder.read("tokens/base.tokens.json5") == theirs)
    }

    @Test("a token file reached through a symbolic link out of the root is read, never written")
    func symbolicLinkOut() throws {
        let outside = try TemporaryFolder("outside")
        let file = try outside.write("b.tokens.json", #"{"size": {"$type": "dimension", "s": {"$value": "4px"}}}"#)
        let project = try TemporaryFolder("project")
        try FileManager.default.createDirectory(at: project.appending("tokens"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: project.appending("tokens/b.tokens.json"), withDestinationURL: file)
        let workspace = try TokenWorkspace(paths: [project.appending("tokens").path], root: project.url)
        #expect(workspace.files.allSatisfy { !$0.isWritable })
        #expect {
            try workspace.plan(.setValue(path: "size.s", value: .string("8px"), file: nil))
        } throws: { error in
            (error as? EditRefusal)?.description.contains("outside the project root") == true
        }
    }

    @Test("the rule pages served as resources are the DocC pages, word for word")
    func rulePages() throws {
        let folder = Repository.url("Sources/LiveryTokenCommands/Documentation.docc/Rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        #expect(Set(names.map { String($0.dropLast(3)) }) == Set(RulePages.all.keys))
        for name in names {
            let page = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            // scripts/rule-pages/generate.py writes the page without its final newlines.
            #expect(
                RulePages.all[String(name.dropLast(3))] == page.trimmingCharacters(in: .newlines),
                "\(name): run scripts/rule-pages/generate.py")
        }
    }
}
