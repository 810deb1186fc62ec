import Foundation
import Testing

@testable import LiveryCore

@Suite("The bundled examples resolve with no diagnostics")
struct ExampleThemesTests {
    static let themes = ["light", "dark", "sepia", "high-contrast"]

    @Test("the four DTCG example themes share one vocabulary of at least 40 tokens and compile cleanly")
    func dtcgExamples() throws {
        let resolver = try ResolverDocument.load(contentsOf: Fixtures.examples("Themes/themes.resolver.json"))
        let set = try resolver.themeSet(varying: "theme")
        let compiled = try set.compile()
        #expect(compiled.themeNames == ExampleThemesTests.themes)
        // Clean but for the one note that the set uses Livery's asset type (the logo), which the Format lacks.
        #expect(compiled.diagnostics.map(\.kind) == [.nonStandardType], "\(compiled.diagnostics)")
        #expect(compiled.diagnostics.first?.message.contains("$type 'asset' is Livery's") == true)
        #expect(compiled.vocabulary.count >= 40)
        for name in ExampleThemesTests.themes {
            let table = try #require(compiled[name])
            table.checkInvariants()
            for id in compiled.vocabulary.allIDs {
                #expect(table[id] != nil, "\(name) lacks \(compiled.vocabulary.path(for: id))")
                #expect(!table.isFromDefaultTheme(id))
            }
        }
        let types = Set(compiled.defaultTable.values.compactMap { $0?.type })
        #expect(
            types.isSuperset(of: [
                .color, .dimension, .typography, .shadow, .border, .fontFamily, .fontWeight, .transition, .gradient,
            ]))
    }

    @Test("text keeps WCAG AA contrast on its background in every example theme", arguments: themes)
    func contrast(theme: String) throws {
        let resolver = try ResolverDocument.load(contentsOf: Fixtures.examples("Themes/themes.resolver.json"))
        let table = try #require(try resolver.themeSet(varying: "theme").compile()[theme])
        let canvas = try #require(table.color("color.background.canvas"))
        let text = try #require(table.color("color.text.primary"))
        let onAccent = try #require(table.color("color.text.on-accent"))
        let accent = try #require(table.color("color.accent.default"))
        #expect(text.contrastRatio(against: canvas) >= 7)
        #expect(onAccent.contrastRatio(against: accent) >= 4.5)
    }

    @Test("the legacy pack resolves: night overrides the default at a higher level, redirects follow")
    func legacyPack() throws {
        let loader = TokenLoader()
        let base = try loader.load(contentsOf: Fixtures.examples("LegacyPack/colors.json"))
        let night = try loader.load(contentsOf: Fixtures.examples("LegacyPack/night/colors.json"))
        #expect(base.format == .legacy && night.format == .legacy)
        let set = ThemeSet(
            themes: [
                ThemeSource(name: "default", layers: [ThemeLayer(base, level: 0)]),
                ThemeSource(name: "night", layers: [ThemeLayer(night, level: 1), ThemeLayer(base, level: 0)]),
            ], defaultTheme: "default")
        let compiled = try set.compile()
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics)")
        let day = try #require(compiled["default"])
        let dark = try #require(compiled["night"])
        #expect(day.color("color.Black_A")?.hexString() == "#323232")
        #expect(dark.color("color.Black_A")?.hexString() == "#e0e0e0")
        #expect(day.color("color.Red_AT")?.hexString() == "#ff87a0")  // redirect Red_AT → Red_A
        #expect(dark.color("color.Red_A")?.hexString() == "#ff5073")  // night redirects Red_A → Red_B
        #expect(dark.color("color.Red_AT")?.hexString() == "#ff5073")  // and the base redirect follows it
        #expect(day.dimension("dimension.Margin_M") == TokenDimension(16, .px))
        #expect(day.dimension("dimension.Corner_A") == TokenDimension(6, .px))
        #expect(compiled.vocabulary.count == 19)
    }
}
