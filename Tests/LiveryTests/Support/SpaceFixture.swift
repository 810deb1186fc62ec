import Foundation

@testable import Livery

/// A four-dimension theme space as a DTCG resolver document with inline sources: 3 brands × 2 modes ×
/// 2 contrasts × 3 densities, where tokens of one dimension alias another's (the mode's button fill is the
/// brand's primary, the high contrast's text is the mode's strongest color, the brand's radius is the
/// density's).
enum SpaceFixture {
    static let brands = ["acme", "globex", "initech"]
    static let modes = ["light", "dark"]
    static let contrasts = ["standard", "high"]
    static let densities = ["compact", "regular", "spacious"]

    static let brandColors = ["acme": "palette.red", "globex": "palette.blue", "initech": "palette.green"]

    static func resolverText(extraBaseTokens: Int = 0, defaultMode: String = "light") -> String {
        func color(_ value: String) -> String { #"{ "$type": "color", "$value": "\#(value)" }"# }
        func dimension(_ value: Int) -> String {
            #"{ "$type": "dimension", "$value": { "value": \#(value), "unit": "px" } }"#
        }
        var filler = ""
        if extraBaseTokens > 0 {
            filler =
                #", "filler": { "$type": "color", "#
                + (0..<extraBaseTokens).map { index in
                    ##""t\##(index)": { "$value": "#\##(String(format: "%06x", index * 2_654_435 & 0xFFFFFF))" }"##
                }.joined(separator: ", ") + " }"
        }
        let brands = Self.brands.map { brand in
            #""\#(brand)": [ { "brand": { "primary": \#(color("{\(brandColors[brand]!)}")), "#
                + #""radius": \#(color("{density.radius}").replacingOccurrences(of: "color", with: "dimension")) } } ]"#
        }.joined(separator: ", ")
        let modes = [
            ("light", "palette.white", "palette.gray900", "palette.black"),
            ("dark", "palette.black", "palette.gray100", "palette.white"),
        ].map { mode, background, text, strong in
            #""\#(mode)": [ { "mode": { "strong": \#(color("{\(strong)}")) }, "color": { "#
                + #""background": \#(color("{\(background)}")), "text": \#(color("{\(text)}")), "#
                + #""button": { "fill": \#(color("{brand.primary}")), "label": \#(color("{color.background}")) } } } ]"#
        }.joined(separator: ", ")
        let contrasts =
            #""standard": [ { "color": { "border": \#(color("#9e9e9e")) } } ], "#
            + #""high": [ { "color": { "border": \#(color("{mode.strong}")), "text": \#(color("{mode.strong}")) } } ]"#
        let densities = [("compact", 2, 4), ("regular", 4, 8), ("spacious", 8, 16)].map { name, radius, padding in
            #""\#(name)": [ { "density": { "radius": \#(dimension(radius)) }, "space": { "padding": \#(dimension(padding)), "#
                + #""control": { "$type": "dimension", "$value": "{space.padding}" } } } ]"#
        }.joined(separator: ", ")
        return ##"""
            {
              "version": "2025.10",
              "sets": {
                "base": { "sources": [ { "palette": {
                  "red": \##(color("#d32f2f")), "blue": \##(color("#1976d2")), "green": \##(color("#388e3c")),
                  "white": \##(color("#ffffff")), "black": \##(color("#000000")),
                  "gray900": \##(color("#212121")), "gray100": \##(color("#f5f5f5")) }\##(filler) } ] }
              },
              "modifiers": {
                "brand": { "contexts": { \##(brands) }, "default": "acme" },
                "mode": { "contexts": { \##(modes) }, "default": "\##(defaultMode)" },
                "contrast": { "contexts": { \##(contrasts) }, "default": "standard" },
                "density": { "contexts": { \##(densities) }, "default": "regular" }
              },
              "resolutionOrder": [
                { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }, { "$ref": "#/modifiers/mode" },
                { "$ref": "#/modifiers/contrast" }, { "$ref": "#/modifiers/density" }
              ]
            }
            """##
    }

    /// The resolver document, written to a temporary folder and read back as an app would read it.
    static func resolver(extraBaseTokens: Int = 0, defaultMode: String = "light") throws -> ResolverDocument {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-space-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("space.resolver.json")
        try resolverText(extraBaseTokens: extraBaseTokens, defaultMode: defaultMode).write(
            to: url, atomically: true, encoding: .utf8)
        return try ResolverDocument.load(contentsOf: url)
    }

    /// Every selection of the space.
    static var allSelections: [[String: String]] {
        brands.flatMap { brand in
            modes.flatMap { mode in
                contrasts.flatMap { contrast in
                    densities.map { ["brand": brand, "mode": mode, "contrast": contrast, "density": $0] }
                }
            }
        }
    }

    /// The mode and contrast dimensions as the system settings choose them.
    static let options = ThemeSpaceOptions(
        mode: .init(dimension: "mode", offContext: "light", onContext: "dark"),
        contrast: .init(dimension: "contrast", offContext: "standard", onContext: "high"))

    /// The permutation resolved on its own, from the resolver document, as a reference.
    static func reference(_ resolver: ResolverDocument, _ selection: [String: String]) throws -> TokenTable {
        try ThemeSet(themes: [resolver.theme(inputs: selection)]).compile().defaultTable
    }
}
