import Foundation
import LiveryCore

/// What each built-in format cannot hold of a composite value (a text style's parts, a stroke's dash pattern), so
/// that a build names every part it leaves out instead of dropping it silently. The formats that write typography whole (CSS, SCSS, JavaScript, JSON, the Swift
/// accessors and constants) leave out nothing; the platforms below lack a place for some parts.
enum CompositeCoverage {
    /// The parts of `value` that `format` does not write, as the DTCG (or Tokens Studio) property names; empty
    /// for values other than typography and for formats that take no typography at all (their filters or types
    /// leave it out, as documented).
    static func droppedParts(of value: TokenValue, by format: BuildFormatName) -> [String] {
        // Whole tokens: the types the format writes no value for (``leftOutTypes``), and images it cannot carry.
        if case .asset(let reference) = value {
            let kind = (reference as NSString).pathExtension.lowercased()
            let namesFile = AssetFiles.imageExtensions.contains(kind)
            switch format {
            case .xcassets where !namesFile, .android where !namesFile:
                return ["non-file asset values"]
            case .android where !AssetOutputs.androidImageKinds.contains(kind):
                // Android's drawables are png, jpg, webp and gif.
                return ["\(kind.isEmpty ? "extensionless" : kind) asset values"]
            case .xcassets, .android: return []
            default: break
            }
        }
        if leftOutTypes(format).contains(value.type) { return ["\(value.type.rawValue) values"] }
        // Lengths relative to a font or a container: the mobile formats hold absolute ones only (dp, points).
        if case .dimension(let dimension) = value, [.em, .percent].contains(dimension.unit),
            [.android, .compose, .flutter, .swiftConstants].contains(format)
        {
            return ["\(dimension.unit.rawValue) dimension values"]
        }
        // A dash pattern: CSS's border-style has keywords only, so the CSS-like formats write `dashed`.
        let dashes: StrokeStyle? =
            switch value {
            case .strokeStyle(let style): style
            case .border(let border): border.style
            default: nil
            }
        if case .dashed = dashes, [.css, .scss, .js, .tailwind].contains(format) {
            return ["dashArray and lineCap (written as the keyword dashed)"]
        }
        guard case .typography(let type) = value else { return [] }
        var dropped: [String] = []
        func drop(_ name: String, if condition: Bool) { if condition { dropped.append(name) } }
        let caps = type.fontVariant.map { ["normal", "none"].contains($0.lowercased()) } == false
        let transform = type.textTransform.map { ["none"].contains($0.lowercased()) } == false
        switch format {
        case .css, .scss, .js, .jsonNested, .jsonFlat, .swift, .swiftConstants, .xcassets:
            break
        case .tailwind:
            // `--text-*` holds size, line height, weight and letter spacing; the family has its own namespace.
            drop("fontFamily", if: true)
            drop("fontStyle", if: type.fontStyle != nil)
            drop("fontVariant", if: caps)
            drop("textDecoration", if: type.textDecoration != nil)
            drop("textTransform", if: transform)
            drop("paragraphSpacing", if: type.paragraphSpacing != nil)
        case .compose:
            // One family (Compose's fallback chain is per font file, not by name), no variant, transform or
            // paragraph spacing in a TextStyle; TextDecoration has underline and line-through, no overline.
            drop("fontFamily fallbacks", if: type.fontFamily.count > 1)
            drop(
                "textDecoration overline",
                if: (type.textDecoration ?? "").lowercased().split(separator: " ").contains("overline"))
            drop("fontVariant", if: caps)
            drop("textTransform", if: transform)
            drop("paragraphSpacing", if: type.paragraphSpacing != nil)
        case .flutter:
            drop("fontVariant", if: caps)
            drop("textTransform", if: transform)
            drop("paragraphSpacing", if: type.paragraphSpacing != nil)
        case .android:
            // A TextAppearance: the first family, italic, and uppercase as textAllCaps.
            drop("fontFamily fallbacks", if: type.fontFamily.count > 1)
            drop("fontVariant", if: caps)
            drop("textDecoration", if: type.textDecoration != nil)
            drop("textTransform", if: transform && type.textTransform?.lowercased() != "uppercase")
            drop("paragraphSpacing", if: type.paragraphSpacing != nil)
        }
        return dropped
    }

    /// The token types `format` writes no value for: a token of one of them is left out of that output whole,
    /// and the build names it (one warning per output); the module's documentation lists this table.
    ///
    /// CSS, SCSS, JavaScript, both JSON formats and the Swift accessors write every type. Tailwind's theme
    /// variables have namespaces for colors, lengths, fonts, weights, easing, shadows and text styles only; the
    /// Swift constants hold colors, lengths and fonts (UIColor, CGFloat, UIFont); an asset catalog holds colors
    /// (and the images and font files tokens name); Android resources hold colors, dimensions and text
    /// appearances (and drawables); Compose and Flutter hold colors, lengths, numbers, weights and text styles.
    static func leftOutTypes(_ format: BuildFormatName) -> Set<TokenType> {
        let composites: Set<TokenType> = [.shadow, .border, .gradient, .transition, .strokeStyle]
        switch format {
        case .css, .scss, .js, .jsonNested, .jsonFlat, .swift: return []
        case .tailwind: return [.number, .duration, .string, .asset, .border, .gradient, .transition, .strokeStyle]
        case .swiftConstants:
            return composites.union([.number, .duration, .string, .fontFamily, .fontWeight, .cubicBezier, .asset])
        case .xcassets:
            return Set(TokenType.allCases).subtracting([.color, .asset])
        case .android:
            return composites.union([.number, .duration, .string, .fontFamily, .fontWeight, .cubicBezier])
        case .compose, .flutter:
            return composites.union([.duration, .string, .fontFamily, .cubicBezier, .asset])
        }
    }
}

// MARK: - Colors changed

extension CompositeCoverage {
    /// The widest gamut a format writes a color in exactly: a color outside it is changed (mapped into it), and the
    /// build names the tokens that hold one.
    enum Gamut: String, Equatable {
        /// sRGB: hex, `rgb()`, `hsl()`, Android's `#AARRGGBB`.
        case sRGB = "sRGB"
        /// Display P3, components clipped to 0–1 (`color(display-p3 …)`, UIColor's and Compose's Display P3).
        case displayP3 = "Display P3"
    }

    /// The gamut `format` writes colors in, or `nil` where every color is written exactly: the Swift accessors
    /// (which hold no values: the app's runtime reads them from the token files), and `oklch` notation, which
    /// reaches every color. The table:
    ///
    /// | format | colors outside the gamut are mapped into |
    /// |---|---|
    /// | `css` | Display P3, under `@supports` after an sRGB fallback (sRGB alone in `livery export`); exact in `oklch` |
    /// | `scss`, `js`, `tailwind` | sRGB; Display P3 in `p3` notation; exact in `oklch` |
    /// | `json-nested`, `json-flat` | as `scss` for color tokens; sRGB for the colors of borders, shadows and gradients, written as `livery resolve` prints them |
    /// | `android` | sRGB (resources have no wide-gamut color) |
    /// | `compose`, `flutter`, `swift-constants`, `xcassets` | Display P3 |
    ///
    /// - Parameter composite: Whether the color is part of a border, shadow or gradient.
    static func colorGamut(
        _ format: BuildFormatName, notation: ValueTransforms.ColorNotation?, writesWideGamut: Bool,
        composite: Bool = false
    ) -> Gamut? {
        let inNotation: Gamut? =
            switch notation {
            case .oklch: nil
            case .p3: .displayP3
            default: .sRGB
            }
        switch format {
        case .swift: return nil
        case .css:
            if notation == .oklch { return nil }
            return writesWideGamut || notation == .p3 ? .displayP3 : .sRGB
        case .scss, .js, .tailwind: return inNotation
        case .jsonNested, .jsonFlat: return composite ? .sRGB : inNotation
        case .android: return .sRGB
        case .compose, .flutter, .swiftConstants, .xcassets: return .displayP3
        }
    }

    /// Whether `color` lies inside `gamut` (to a millionth, as `max-gamut` checks).
    static func contains(_ gamut: Gamut, _ color: Color) -> Bool {
        switch gamut {
        case .sRGB: color.isInSRGBGamut
        case .displayP3: color.displayP3.array.allSatisfy { (-1e-6...(1 + 1e-6)).contains($0) }
        }
    }

    /// The colors a value holds: its own, a border's, each shadow layer's and gradient stop's.
    static func colors(in value: TokenValue) -> [Color] {
        switch value {
        case .color(let color): [color]
        case .border(let border): [border.color]
        case .shadow(let layers): layers.map(\.color)
        case .gradient(let stops): stops.map(\.color)
        default: []
        }
    }
}
