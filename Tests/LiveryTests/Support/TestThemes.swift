import Foundation

@testable import Livery

/// Token themes for the runtime tests: light (the default), dark and night over one base, in memory.
enum TestThemes {
    static let base = """
        {
          "color": {
            "$type": "color",
            "accent": { "$value": "#0066cc" },
            "text": { "primary": { "$value": "#111111" } },
            "background": { "$value": "#ffffff" },
            "button": { "background": { "$value": "{color.accent}" } },
            "fixed": { "$value": "#808080" }
          },
          "size": { "body": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
          "theme": { "name": { "$type": "string", "$value": "light" } }
        }
        """

    static let overlays: [String: String] = [
        "dark": """
        { "color": { "$type": "color", "text": { "primary": { "$value": "#eeeeee" } },
                     "background": { "$value": "#000000" } },
          "theme": { "name": { "$type": "string", "$value": "dark" } } }
        """,
        "night": """
        { "color": { "$type": "color", "text": { "primary": { "$value": "#ff9900" } },
                     "background": { "$value": "#1a1a1a" }, "accent": { "$value": "#cc3300" } },
          "size": { "body": { "$type": "dimension", "$value": { "value": 18, "unit": "px" } } },
          "theme": { "name": { "$type": "string", "$value": "night" } } }
        """,
    ]

    static let light = Color(hex: "111111")!
    static let dark = Color(hex: "eeeeee")!
    static let night = Color(hex: "ff9900")!

    /// The light, dark and night themes as a theme set (light is the default).
    static func set(names: [String] = ["light", "dark", "night"]) throws -> ThemeSet {
        let loader = TokenLoader()
        let baseDocument = try loader.load(text: base, file: "base.tokens.json")
        let themes = try names.map { name in
            guard let overlay = overlays[name] else { return ThemeSource(name: name, documents: [baseDocument]) }
            let document = try loader.load(text: overlay, file: "\(name).tokens.json")
            return ThemeSource(name: name, layers: [ThemeLayer(baseDocument), ThemeLayer(document, level: 1)])
        }
        return ThemeSet(themes: themes, defaultTheme: names.contains("light") ? "light" : names.first)
    }

    /// A manager with the three themes and an in-memory store.
    @MainActor
    static func manager(
        name: String = "test", store: (any ThemeStore)? = InMemoryThemeStore(),
        appearanceSource: (any SystemAppearanceSource)? = nil
    ) throws -> ThemeManager {
        let manager = ThemeManager(name: name, store: store, appearanceSource: appearanceSource)
        try manager.add(set())
        return manager
    }

    /// A theme set whose one theme has an alias to a token nobody defines: it fails to compile.
    static func brokenSet() throws -> ThemeSet {
        let document = try TokenLoader().load(
            text: #"{ "color": { "text": { "primary": { "$type": "color", "$value": "{color.missing}" } } } }"#,
            file: "broken.tokens.json")
        return ThemeSet(themes: [ThemeSource(name: "broken", documents: [document])])
    }

    static func examplesURL(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
            .appendingPathComponent(path)
    }
}
