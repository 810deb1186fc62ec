import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryCLI
@testable import LiveryTokenCommands

@Suite("livery resolve")
struct ResolveCommandTests {
    static func path(_ relative: String) -> String { Repository.path(relative) }

    func json(_ arguments: [String]) throws -> [String: Any] {
        let command = try ResolveCommand.parse(arguments)
        let (output, _) = try command.render()
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test("resolves the example folder's resolver document for each theme")
    func examples() throws {
        let light = try json([Repository.path("Examples/Themes")])
        let dark = try json([Repository.path("Examples/Themes"), "--theme", "dark"])
        let viaInput = try json([
            Repository.path("Examples/Themes/themes.resolver.json"), "--input", "theme=dark",
        ])
        #expect(light["color.background.canvas"] as? String == "#ffffffff")
        #expect(dark["color.background.canvas"] as? String == "#1a1a1fff")
        #expect(dark.count == light.count)
        #expect(viaInput["color.background.canvas"] as? String == "#1a1a1fff")
        #expect(dark["spacing.md"] as? String == "16px")
        let typography = try #require(dark["typography.body"] as? [String: Any])
        #expect(typography["fontSize"] as? String == "16px")
        #expect(typography["lineHeight"] as? Double == 1.5)
    }

    @Test("layers legacy files in the order given, later files overriding")
    func legacyLayers() throws {
        let night = try json([
            Repository.path("Examples/LegacyPack/colors.json"),
            Repository.path("Examples/LegacyPack/night/colors.json"),
        ])
        #expect(night["color.Black_A"] as? String == "#e0e0e0ff")
        #expect(night["color.Red_AT"] as? String == "#ff5073ff")
        #expect(night["dimension.Margin_M"] as? String == "16px")
    }

    @Test("the table format lists path, type and value")
    func table() throws {
        let (output, diagnostics) = try ResolveCommand.parse([
            Repository.path("Examples/Themes"), "--theme", "sepia", "--format", "table",
        ]).render()
        #expect(diagnostics.map(\.kind) == [.nonStandardType])  // the set's asset token, a Livery type
        let lines = output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("token") == true)
        #expect(lines.contains { $0.hasPrefix("color.background.canvas") && $0.hasSuffix("#f6efe2ff") })
    }

    @Test(
        "bad input and bad invocations exit with 2",
        arguments: [
            ["resolve", "Examples/Themes", "--theme", "purple"],
            ["resolve", "does/not/exist.json"],
            ["resolve"],
            ["resolve", "Examples/Themes", "--input", "nonsense"],
            ["resolve", "Examples/LegacyPack/colors.json", "--theme", "dark"],
            ["frobnicate"],
        ])
    func exitCodes(arguments: [String]) {
        let absolute = arguments.map { $0.hasPrefix("Examples") ? Repository.path($0) : $0 }
        #expect(Tool.run(absolute) == 2)
    }
}

@Suite("livery resolve --strict")
struct ResolveStrictTests {
    @Test("--strict refuses a file that lenient reading accepts with warnings")
    func strict() throws {
        let scratch = try TemporaryFolder("cli")
        let directory = scratch.url
        let file = directory.appendingPathComponent("t.tokens.json")
        try Data(#"{"a": {"$value": 1}, /* note */ "b": {"$type": "number", "$value": 2}}"#.utf8).write(to: file)
        let (output, diagnostics) = try ResolveCommand.parse([file.path]).render()
        #expect(output.contains("\"a\": 1"))
        #expect(Set(diagnostics.map(\.kind)) == [.nonStandardJSON, .inferredType])
        #expect(throws: TokenFileError.self) { try ResolveCommand.parse([file.path, "--strict"]).render() }
        #expect(Tool.run([file.path, "--strict"].reduce(into: ["resolve"]) { $0.append($1) }) == 2)
    }
}
