import Foundation
import LiveryCore

/// An Xcode asset catalog, `Colors.xcassets`, with one colorset per color token: the light theme's value for
/// any appearance and the dark theme's for the dark appearance, in sRGB (Display P3 for colors outside sRGB).
/// With a high-contrast theme (`livery build`'s `highContrast` role), its value is also given for the
/// increased-contrast appearances, light and dark.
///
/// The `Contents.json` files follow Xcode's structure: `colors` entries with `idiom: universal`, a `color` with
/// `color-space` and string `components` (`red`, `green`, `blue`, `alpha`), `appearances` of kind
/// `luminosity`, and `info` with `author: xcode`, `version: 1`.
enum AssetCatalogFormat {
    static let catalog = "Colors.xcassets"

    /// Each colorset is named by `input.name(_:)`: the platform's names in `livery build`, which it has checked
    /// for collisions, and ``name(_:)`` in `livery export`, whose input names no token.
    static func render(_ input: FormatInput) -> [FormatFile] {
        var files = [
            FormatFile(path: "\(catalog)/Contents.json", contents: contents(.object(ordered: [("info", info)])))
        ]
        for token in input.defaultTheme.tokens {
            guard let light = token.value.color else { continue }
            var colors: [SourceValue] = [entry(light, appearances: [])]
            if let darkColor = input.dark?[token.path]?.value.color {
                colors.append(entry(darkColor, appearances: [("luminosity", "dark")]))
            }
            if let contrast = input.highContrast?[token.path]?.value.color {
                colors.append(entry(contrast, appearances: [("contrast", "high")]))
                colors.append(entry(contrast, appearances: [("luminosity", "dark"), ("contrast", "high")]))
            }
            let colorset = SourceValue.object(ordered: [("colors", .array(colors)), ("info", info)])
            files.append(
                FormatFile(
                    path: "\(catalog)/\(input.name(token.path)).colorset/Contents.json", contents: contents(colorset)))
        }
        return files
    }

    /// The colorset's name: the token path with `-` between components (`color-text-primary`), the name
    /// `UIColor(named:)` and `Color(_:bundle:)` take.
    static func name(_ path: TokenPath) -> String { path.identifier(separator: "-") }

    private static let info = SourceValue.object(ordered: [("author", .string("xcode")), ("version", .number(1))])

    private static func contents(_ value: SourceValue) -> String { value.jsonText() + "\n" }

    private static func entry(_ color: Color, appearances: [(kind: String, value: String)]) -> SourceValue {
        let inSRGB = color.isInSRGBGamut
        let rgb = inSRGB ? [color.red, color.green, color.blue] : color.displayP3.array
        let components = SourceValue.object(ordered: [
            ("alpha", .string(decimal(color.alpha))), ("blue", .string(decimal(rgb[2]))),
            ("green", .string(decimal(rgb[1]))), ("red", .string(decimal(rgb[0]))),
        ])
        let colorValue = SourceValue.object(ordered: [
            ("color-space", .string(inSRGB ? "srgb" : "display-p3")), ("components", components),
        ])
        var members: [(String, SourceValue)] = []
        if !appearances.isEmpty {
            let list = appearances.map {
                SourceValue.object(ordered: [("appearance", .string($0.kind)), ("value", .string($0.value))])
            }
            members.append(("appearances", .array(list)))
        }
        members += [("color", colorValue), ("idiom", .string("universal"))]
        return .object(ordered: members)
    }

    /// Three decimals, as Xcode writes them: `0.102`, `1.000`.
    private static func decimal(_ value: Double) -> String {
        String(format: "%.3f", min(max(value, 0), 1))
    }
}
