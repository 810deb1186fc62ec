import Foundation
import LiveryCore
import Testing

@Suite("Scheme role maps: which tokens take which role")
struct SchemeRoleMapTests {
    static let examplesURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Examples/Themes").standardized

    @Test("the example map reads every role name form and feeds one role to several tokens")
    func exampleMap() throws {
        let map = try SchemeRoleMap(contentsOf: Self.examplesURL.appendingPathComponent("scheme-roles.json"))
        #expect(map.tokens.count == 10)
        #expect(map.tokens[.primary] == ["color.accent.default", "color.border.focus"])
        #expect(map.tokens[.surfaceContainerLow] == ["color.background.surface"])
        let scheme = DynamicScheme(sourceColor: HCT(argb: 0xFF67_50A4), variant: .tonalSpot, isDark: false)
        let colors = map.colors(in: scheme)
        #expect(colors.count == 11)
        #expect(colors["color.border.focus"] == scheme.color(.primary)?.color)
    }

    @Test("role names in three spellings", arguments: ["on-surface", "on_surface", "onSurface"])
    func spellings(_ name: String) throws {
        let map = try SchemeRoleMap(json: Array("{\"\(name)\": \"{color.text}\"}".utf8), file: "map.json")
        #expect(map.tokens == [.onSurface: ["color.text"]])
    }

    @Test(
        "bad maps are refused with the file, line and column",
        arguments: [
            ("{\n  \"surfaces\": \"color.a\"\n}", "map.json:2:3: 'surfaces' is not a scheme role"),
            ("{\"surface\": 3}", "map.json:1:13: a token path is a string"),
            ("{\"surface\": \"color..a\"}", "map.json:1:13: 'color..a' is not a token path"),
            (
                "{\"surface\": \"color.a\", \"primary\": \"color.a\"}",
                "map.json:1:35: 'color.a' already takes the role 'surface'"
            ),
            // A token inside another, in either order: the generated file would keep only one of them.
            (
                "{\"primary\": \"color.accent\", \"secondary\": \"color.accent.light\"}",
                "map.json:1:42: 'color.accent.light' is inside the mapped token 'color.accent'; a token cannot hold"
            ),
            (
                "{\"secondary\": [\"color.accent.light.x\"], \"primary\": \"color.accent\"}",
                "map.json:1:52: 'color.accent' is a group of the mapped token 'color.accent.light.x'"
            ),
            ("[1]", "map.json:1:1: a role map is an object"),
            ("{\"surface\": ", "map.json:1:"),
        ])
    func refusals(_ text: String, _ expected: String) {
        #expect {
            try SchemeRoleMap(json: Array(text.utf8), file: "map.json")
        } throws: { error in
            "\(error)".hasPrefix(expected)
        }
    }

    @Test("a file above the size limit, or that is a folder, is refused before it is parsed")
    func unreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rolemap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = folder.appendingPathComponent("large.json")
        try Data(repeating: 0x20, count: SchemeRoleMap.maximumFileSize + 1).write(to: large)
        #expect(throws: SchemeRoleMapError.self) { try SchemeRoleMap(contentsOf: large) }
        #expect(throws: SchemeRoleMapError.self) { try SchemeRoleMap(contentsOf: folder) }
    }

    @Test("roles named in the tokens' $extensions")
    func extensions() throws {
        let text = """
            { "color": { "$type": "color",
              "canvas": { "$value": "#ffffff", "$extensions": { "org.livery.scheme-role": "surface" } },
              "text": { "$value": "#000000", "$extensions": { "org.livery.scheme-role": "on-surface" } },
              "odd": { "$value": "#000000", "$extensions": { "org.livery.scheme-role": 7 } } } }
            """
        let document = try TokenLoader(options: .lenient).load(text: text, file: "tokens.json", format: .dtcg)
        #expect {
            try SchemeRoleMap(extensionsOf: [document])
        } throws: { error in
            "\(error)".hasPrefix("tokens.json:4:76:") && "\(error)".contains("must be a string")
        }
        var fixed = document
        fixed.tokens.removeAll { $0.path == "color.odd" }
        let map = try SchemeRoleMap(extensionsOf: [fixed])
        #expect(map.tokens == [.surface: ["color.canvas"], .onSurface: ["color.text"]])
    }
}
