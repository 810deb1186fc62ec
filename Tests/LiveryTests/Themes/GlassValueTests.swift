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

    @Test("button glass: the four configurations by name, each with the pre-iOS 26 style of the same weight")
    func buttonGlass() {
        #expect(ButtonGlassStyle(themeValue: .string(" Prominent-Clear ")) == .prominentClear)
        #expect(ButtonGlassStyle(themeValue: .string("prominent")) == .prominent)
        #expect(ButtonGlassStyle(themeValue: .string("none")) == nil, "a button always has a configuration")
        #expect(ButtonGlassStyle(themeValue: .number(1)) == nil)
        #expect(ButtonGlassStyle.allCases.map(\.fallbackStyle) == [.gray, .filled, .plain, .tinted])
        #expect(Set(ButtonGlassStyle.allCases.map(\.fallbackStyle)).count == 4, "no two glass styles look alike")
    }

    @Test("bars: opaque background before the glass design, and on it only when the app opts out or asks")
    func barBackground() {
        let optedOut: [String: Any] = ["UIDesignRequiresCompatibility": true]
        let optedOutByHand: [String: Any] = ["UIDesignRequiresCompatibility": "YES"]
        let optedIn: [String: Any] = ["UIDesignRequiresCompatibility": false, "CFBundleName": "App"]
        let automatic = BarBackgroundMode.automatic
        #expect(automatic.usesOpaqueBackground(systemHasGlass: false, infoDictionary: nil))
        #expect(!automatic.usesOpaqueBackground(systemHasGlass: true, infoDictionary: nil))
        #expect(!automatic.usesOpaqueBackground(systemHasGlass: true, infoDictionary: optedIn))
        #expect(automatic.usesOpaqueBackground(systemHasGlass: true, infoDictionary: optedOut))
        #expect(automatic.usesOpaqueBackground(systemHasGlass: true, infoDictionary: optedOutByHand))
        #expect(BarBackgroundMode.opaque.usesOpaqueBackground(systemHasGlass: true, infoDictionary: nil))
        #expect(!BarBackgroundMode.system.usesOpaqueBackground(systemHasGlass: false, infoDictionary: optedOut))
    }

    @Test("a plist read from disk: its Boolean opts the app out of the glass design")
    func infoPlistFromDisk() throws {
        let plist = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.example.app</string>
            <key>UIDesignRequiresCompatibility</key><true/>
            </dict></plist>
            """.utf8)
        let info = try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any]
        #expect(BarBackgroundMode.requiresCompatibility(infoDictionary: info))
        #expect(!BarBackgroundMode.requiresCompatibility(infoDictionary: ["CFBundleIdentifier": "com.example.app"]))
    }
}
