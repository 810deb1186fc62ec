import Foundation
import LiveryCore
import Testing

@testable import Livery

/// A stand-in for `UIVisualEffectView` on Linux: the adapter's glass properties are ThemeProperties of these
/// value types, so the same tokens, conversions and switches reach it.
final class GlassSurface: Stylable {
    var style: GlassStyle?
    var interactive: ThemeFlag?
    var styleParent: (any Stylable)? { nil }

    static func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        properties.add(\ThemeProperties<GlassSurface>.glassStyle)
        properties.add(\ThemeProperties<GlassSurface>.glassInteractive)
    }
}

extension ThemeProperties where Object: GlassSurface {
    var glassStyle: ThemeProperty<Object, GlassStyle?> {
        ThemeProperty("glassStyle") { surface, style in surface.style = style }
    }
    var glassInteractive: ThemeProperty<Object, ThemeFlag?> {
        ThemeProperty("glassInteractive") { surface, flag in surface.interactive = flag }
    }
}

@MainActor
@Suite("Glass tokens: styles, fallbacks and flags from string and number tokens, per theme and from stylesheets")
struct GlassValueTests {
    /// Two themes whose glass differs: light has regular, interactive glass; media has clear, still glass.
    static func manager() throws -> ThemeManager {
        let loader = TokenLoader()
        func theme(_ name: String, _ style: String, _ interactive: String) throws -> ThemeSource {
            let text = """
                { "glass": { "card": {
                    "style": { "$type": "string", "$value": "\(style)" },
                    "interactive": { "$type": "number", "$value": \(interactive) } } },
                  "label": { "$type": "string", "$value": "\(name)" } }
                """
            return ThemeSource(name: name, documents: [try loader.load(text: text, file: "\(name).tokens.json")])
        }
        let manager = ThemeManager(name: "glass", store: InMemoryThemeStore())
        try manager.add(
            ThemeSet(
                themes: [try theme("light", "regular", "1"), try theme("media", " Clear ", "0")], defaultTheme: "light")
        )
        try manager.switchTo("light")
        return manager
    }

    @Test("bound glass follows the switch: the style and flag of each theme's tokens")
    func boundAcrossSwitches() throws {
        let manager = try Self.manager()
        let surface = GlassSurface()
        surface.livery(manager).glassStyle = "glass.card.style"
        surface.livery(manager).glassInteractive = "glass.card.interactive"
        #expect(surface.style == .regular)
        #expect(surface.interactive == ThemeFlag(true))
        try manager.switchTo("media")
        #expect(surface.style == .clear, "case and surrounding spaces are ignored")
        #expect(surface.interactive == ThemeFlag(false))
    }

    @Test("a stylesheet sets glass by property name")
    func fromStylesheet() throws {
        StyleTypes.register(GlassSurface.self)
        let manager = try Self.manager()
        try manager.loadStylesheet(
            "GlassSurface { glassStyle: {glass.card.style}; glassInteractive: {glass.card.interactive}; }",
            file: "glass.lss")
        let surface = GlassSurface()
        surface.livery(manager).attachStyle()
        #expect(surface.style == .regular)
        try manager.switchTo("media")
        #expect(surface.style == .clear)
        #expect(surface.interactive?.isOn == false)
    }

    @Test("conversions: only the three words for styles; numbers and true/false for flags")
    func conversions() {
        #expect(GlassStyle(themeValue: .string("regular")) == .regular)
        #expect(GlassStyle(themeValue: .string("NONE")) == GlassStyle.none)
        #expect(GlassStyle(themeValue: .string("frosted")) == nil)
        #expect(GlassStyle(themeValue: .number(1)) == nil)
        #expect(ThemeFlag(themeValue: .number(0.5))?.isOn == true)
        #expect(ThemeFlag(themeValue: .string("false"))?.isOn == false)
        #expect(ThemeFlag(themeValue: .string("yes")) == nil)
        #expect(ThemeFlag(themeValue: .color(.black)) == nil)
    }

    @Test("before iOS 26 each style has the blur material of the same weight; none has no effect")
    func fallbacks() {
        #expect(GlassStyle.regular.fallbackMaterial == .systemMaterial)
        #expect(GlassStyle.clear.fallbackMaterial == .systemUltraThinMaterial)
        #expect(GlassStyle.none.fallbackMaterial == nil)
    }
}
