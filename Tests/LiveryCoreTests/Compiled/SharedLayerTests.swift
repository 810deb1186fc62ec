import Foundation
import Testing

@testable import LiveryCore

@Suite("Theme sets merge the layers their themes share once, with the same results as merging each theme alone")
struct SharedLayerTests {
    /// The example themes, the RFDS color modes, and a synthetic set that overrides, extends and re-types.
    static func sets() throws -> [(name: String, set: ThemeSet)] {
        let examples = try ResolverDocument.load(contentsOf: Fixtures.examples("Themes/themes.resolver.json"))
        let rfds = try ResolverDocument.load(contentsOf: Fixtures.url("RealWorld/rfds/rfds.resolver.json"))
        return [
            ("examples", try examples.themeSet(varying: "theme")),
            ("rfds", try rfds.themeSet(varying: "color-mode", inputs: ["fin-profile": "western"])),
            ("synthetic", try synthetic()),
        ]
    }

    static let base = """
        {
          "color": {
            "$type": "color",
            "red": {"$value": "#ff0000"}, "green": {"$value": "#00ff00"}, "blue": {"$value": "#0000ff"},
            "accent": {"$value": "{color.red}"},
            "button": {"fill": {"$value": "{color.accent}"}, "text": {"$value": "#ffffff"}}
          },
          "link": {"$extends": "{color.button}"},
          "size": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}}
        }
        """

    /// Light: the base alone. Dark: replaces a base literal and adds a token. Brand: shares a second layer with
    /// nobody, at a lower level than its own. Contrast: replaces a base alias with a literal.
    static func synthetic() throws -> ThemeSet {
        let base = try TokenText.document(Self.base, file: "base.tokens.json")
        let dark = try TokenText.document(
            ##"{"color": {"$type": "color", "red": {"$value": "#800000"}, "glow": {"$value": "#ffff00"}}}"##,
            file: "dark.tokens.json")
        let brand = try TokenText.document(
            ##"{"color": {"$type": "color", "green": {"$value": "#008000"}}}"##, file: "brand.tokens.json")
        let contrast = try TokenText.document(
            ##"{"color": {"$type": "color", "accent": {"$value": "#000000"}}}"##, file: "contrast.tokens.json")
        return ThemeSet(
            themes: [
                ThemeSource(name: "light", documents: [base]),
                ThemeSource(name: "dark", layers: [ThemeLayer(base), ThemeLayer(dark, level: 1)]),
                ThemeSource(
                    name: "brand", layers: [ThemeLayer(brand, level: 2), ThemeLayer(base), ThemeLayer(dark, level: 1)]),
                ThemeSource(name: "contrast", layers: [ThemeLayer(base), ThemeLayer(contrast, level: 1)]),
            ], defaultTheme: "light")
    }

    @Test("each theme's merged tokens equal its own merge", arguments: [0, 1, 2])
    func mergesAgree(index: Int) throws {
        let set = try Self.sets()[index].set
        let merges = try SharedLayerMerges(set.themes, budget: .standard)
        for (source, merged) in zip(set.themes, merges.merged) {
            #expect(merged == (try source.merged()), "\(source.name)")
        }
        // Themes that begin with the same layers went on from one shared merge.
        #expect(merges.shared.contains { $0 != nil })
    }

    @Test("every theme's table holds what resolving the theme alone gives", arguments: [0, 1, 2])
    func tablesAgree(index: Int) throws {
        let set = try Self.sets()[index].set
        let compiled = try set.compile()
        let defaultMerged = try set.themes.first { $0.name == set.defaultTheme }!.merged()
        let allPaths = compiled.vocabulary.paths
        for source in set.themes {
            let alone = try TokenResolver(options: set.resolutionOptions).resolve(
                source, fallback: source.name == set.defaultTheme ? nil : defaultMerged, additionalPaths: allPaths)
            let table = try #require(compiled[source.name])
            for path in allPaths {
                #expect(table[path.dotted] == alone[path]?.value, "\(source.name): \(path)")
            }
            #expect(alone.tokens.allSatisfy { table[$0.path.dotted] != nil })
            #expect(Set(compiled.resolvedThemes[source.name]!.diagnostics) == Set(alone.diagnostics))
        }
    }

    @Test("a theme that replaces a shared token has its own value; the themes that do not keep the shared one")
    func replacedSharedTokens() throws {
        let compiled = try Self.synthetic().compile()
        #expect(compiled["light"]?.color("color.red")?.hexString() == "#ff0000")
        #expect(compiled["dark"]?.color("color.red")?.hexString() == "#800000")
        #expect(compiled["dark"]?.color("color.button.fill")?.hexString() == "#800000")
        #expect(compiled["dark"]?.color("link.fill")?.hexString() == "#800000")
        #expect(compiled["contrast"]?.color("color.red")?.hexString() == "#ff0000")
        #expect(compiled["contrast"]?.color("color.button.fill")?.hexString() == "#000000")
        #expect(compiled["brand"]?.color("color.green")?.hexString() == "#008000")
        #expect(compiled["light"]?.color("color.green")?.hexString() == "#00ff00")
    }
}
