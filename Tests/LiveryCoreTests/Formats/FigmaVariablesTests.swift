import Foundation
import Testing

@testable import LiveryCore

/// Figma's own "Export variables" writes one file per collection and mode, naming the mode at the root. (The
/// other shape, modes inside each token, is checked on Figma's published Simple Design System in
/// RealWorldCorpusTests.)
@Suite("Figma Variables: one file per mode")
struct FigmaVariablesTests {
    static func document(_ file: String, _ json: String) throws -> TokenDocument {
        try TokenLoader().load(text: json, file: file)
    }

    @Test("files of a collection with several modes are themes; single-mode collections are in every theme")
    func perModeFiles() throws {
        let primitives = try Self.document(
            "Primitives.Value.tokens.json",
            """
            {"$extensions": {"com.figma.modeName": "Value"},
             "gray": {"100": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.95, 0.95, 0.95]},
                              "$extensions": {"com.figma.variableId": "VariableID:1:1"}},
                      "900": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}}}
            """)
        let light = try Self.document(
            "Semantic.Light.tokens.json",
            """
            {"$extensions": {"com.figma.modeName": "Light"},
             "background": {"$type": "color", "$value": "{gray.100}"}}
            """)
        let dark = try Self.document(
            "Semantic.Dark.tokens.json",
            """
            {"$extensions": {"com.figma.modeName": "Dark"},
             "background": {"$type": "color", "$value": "{gray.900}"}}
            """)
        #expect(FigmaVariables.modeName(of: dark) == "Dark")
        let themes = FigmaVariables.themes(perModeFiles: [primitives, light, dark])
        #expect(themes.map(\.name) == ["Light", "Dark"])
        #expect(
            themes.map { $0.layers.map(\.document.file) } == [
                ["Primitives.Value.tokens.json", "Semantic.Light.tokens.json"],
                ["Primitives.Value.tokens.json", "Semantic.Dark.tokens.json"],
            ])
        let resolved = try themes.map { try TokenResolver().resolve($0) }
        #expect(resolved[0]["background"]?.value.color == Color(red: 0.95, green: 0.95, blue: 0.95))
        #expect(resolved[1]["background"]?.value.color == Color(red: 0.1, green: 0.1, blue: 0.1))
    }

    @Test(
        "with two collections in several modes, each mode is a theme holding every collection, the other at its default"
    )
    func twoCollectionsWithModes() throws {
        let primitives = try Self.document(
            "Primitives.Value.tokens.json",
            """
            {"$extensions": {"com.figma.modeName": "Value"},
             "gray": {"100": {"$type": "color", "$value": "#f2f2f2"}, "900": {"$type": "color", "$value": "#1a1a1a"}}}
            """)
        func semantic(_ mode: String, _ gray: String) throws -> TokenDocument {
            try Self.document(
                "Semantic.\(mode).tokens.json",
                #"{"$extensions": {"com.figma.modeName": "\#(mode)"}, "background": {"$type": "color", "$value": "{gray.\#(gray)}"}, "padding": {"$type": "dimension", "$value": "{space.row}"}}"#
            )
        }
        func density(_ mode: String, _ row: Int) throws -> TokenDocument {
            try Self.document(
                "Density.\(mode).tokens.json",
                #"{"$extensions": {"com.figma.modeName": "\#(mode)"}, "space": {"row": {"$type": "dimension", "$value": {"value": \#(row), "unit": "px"}}}}"#
            )
        }
        let files = [
            primitives, try semantic("Light", "100"), try semantic("Dark", "900"), try density("Compact", 4),
            try density("Comfortable", 12),
        ]
        let themes = FigmaVariables.themes(perModeFiles: files)
        #expect(themes.map(\.name) == ["Semantic=Light", "Semantic=Dark", "Density=Compact", "Density=Comfortable"])
        #expect(
            themes.map { $0.layers.map(\.document.file) } == [
                ["Primitives.Value.tokens.json", "Semantic.Light.tokens.json", "Density.Compact.tokens.json"],
                ["Primitives.Value.tokens.json", "Semantic.Dark.tokens.json", "Density.Compact.tokens.json"],
                ["Primitives.Value.tokens.json", "Semantic.Light.tokens.json", "Density.Compact.tokens.json"],
                ["Primitives.Value.tokens.json", "Semantic.Light.tokens.json", "Density.Comfortable.tokens.json"],
            ])
        // Every theme resolves: semantic tokens reach the density collection whichever mode is themed.
        let resolved = try themes.map { try TokenResolver().resolve($0) }
        #expect(resolved.map { $0["padding"]?.value.dimension?.value } == [4, 4, 4, 12])
        #expect(
            resolved.map { $0["background"]?.value.color?.hexString() } == ["#f2f2f2", "#1a1a1a", "#f2f2f2", "#f2f2f2"])
    }

    @Test("a single-mode export is one theme named by its mode")
    func singleMode() throws {
        let only = try Self.document(
            "Tokens.Default.tokens.json",
            #"{"$extensions": {"com.figma.modeName": "Default"}, "n": {"$type": "number", "$value": 4}}"#)
        #expect(FigmaVariables.themes(perModeFiles: [only]).map(\.name) == ["Default"])
    }
}
