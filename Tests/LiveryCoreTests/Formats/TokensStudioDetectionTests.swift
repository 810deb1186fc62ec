import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

/// Whether one file is a Tokens Studio export is decided by its top-level members, not by its text: commands
/// read such a file as themes, and any other token file as one theme's layer.
@Suite("Tokens Studio detection: a file's top-level $themes or $metadata, wherever they are and nothing else")
struct TokensStudioDetectionTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("studio")
    }

    func write(_ text: String, name: String) throws -> URL {
        try scratch.write(name, text)
    }

    @Test("A token file that mentions \"$themes\" in a description, or has it deeper down, is not a project")
    func mentionsAreNotMembers() throws {
        let url = try write(
            #"""
            {
              "color": {
                "$type": "color",
                "$description": "Exported with the \"$themes\" and \"$metadata\" of our Figma file left out",
                "accent": { "$value": "#0a84ff" },
                "docs": { "$extensions": { "com.example": { "$themes": ["light"] } }, "$value": "#000000" }
              }
            }
            """#, name: "tokens.json")
        #expect(!TokensStudioProject.isProject(at: url))
        let document = try TokenLoader().load(contentsOf: url)
        #expect(document.format != .tokensStudio)
    }

    @Test("A single-file export with $themes after more than a mebibyte of sets is a project, and loads")
    func membersAnywhere() throws {
        // 24,000 tokens before the themes: beyond any prefix a detector might stop reading at.
        let tokens = (0..<24_000).map { index in
            let hex = String(format: "%06x", index)
            return "\"t\(index)\": { \"value\": \"#\(hex)\", \"type\": \"color\" }"
        }
        let text = """
            {
              "core": { \(tokens.joined(separator: ", ")) },
              "$themes": [{ "id": "a", "name": "light", "selectedTokenSets": { "core": "enabled" } }],
              "$metadata": { "tokenSetOrder": ["core"] }
            }
            """
        #expect(text.utf8.count > 1 << 20)
        let url = try write(text, name: "export.json")
        #expect(TokensStudioProject.isProject(at: url))
        let project = try TokensStudioProject.load(contentsOf: url)
        #expect(try project.themes().map(\.name) == ["light"])
        #expect(project.sets["core"]?.tokens.count == 24_000)
    }

    @Test("A file that does not parse, a missing file and a folder without $themes.json are not projects")
    func notProjects() throws {
        #expect(!TokensStudioProject.isProject(at: try write(#"{ "$themes": [ "#, name: "broken.json")))
        #expect(!TokensStudioProject.isProject(at: URL(fileURLWithPath: "/no/such/file.json")))
        let scratch = try TemporaryFolder("tests")
        let folder = scratch.url
        try Data("{}".utf8).write(to: folder.appendingPathComponent("core.json"))
        #expect(!TokensStudioProject.isProject(at: folder))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("$metadata.json"))
        #expect(TokensStudioProject.isProject(at: folder))
    }
}
