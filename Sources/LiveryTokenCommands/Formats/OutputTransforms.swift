import Foundation
import LiveryCore

/// How a token path becomes a name in the output: `color.text.on-accent` → `color-text-on-accent` (kebab),
/// `colorTextOnAccent` (camel), `color_text_on_accent` (snake), `ColorTextOnAccent` (pascal), with an optional
/// prefix joined the same way (`lv-color-text-on-accent`).
package struct NameTransform: Equatable {
    /// The letter case of names.
    package enum Case: String, CaseIterable, Sendable {
        case kebab, camel, snake, pascal
    }

    /// The case, or `nil` for the format's own (kebab for CSS, camel for JavaScript, snake for Android…).
    package var style: Case?
    /// Words put before every name.
    package var prefix: String?

    package init(style: Case? = nil, prefix: String? = nil) {
        self.style = style
        self.prefix = prefix
    }

    /// The name of a token path in `defaultCase` unless the config chose one.
    func name(_ path: TokenPath, defaultCase: Case) -> String {
        let words = (prefix.map { [$0] } ?? []).flatMap(Self.words) + path.components.flatMap(Self.words)
        return Self.join(words, style ?? defaultCase)
    }

    /// The words of a path component: split at anything but letters and digits, and where a lower-case letter or
    /// digit is followed by an upper-case one (`onAccent` → `on`, `accent`), lower-cased.
    ///
    /// Text with no letters or digits at all (`--`, `(`, an emoji) gives one word of its code points (`u2du2d`), so
    /// a name never comes out empty and two such names stay apart.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            guard SourceText.isWordCharacter(character) else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(contentsOf: character.lowercased())
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.isEmpty && !text.isEmpty ? [SourceText.codePointName(text)] : words
    }

    static func join(_ words: [String], _ style: Case) -> String {
        switch style {
        case .kebab: return words.joined(separator: "-")
        case .snake: return words.joined(separator: "_")
        case .camel:
            return words.enumerated().map { $0.offset == 0 ? $0.element : capitalized($0.element) }.joined()
        case .pascal: return words.map(capitalized).joined()
        }
    }

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// Whether `text` is an identifier in Swift, Kotlin, Dart and JavaScript alike: a letter or `_`, then letters,
    /// digits and `_`, ASCII only.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return text.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
    }
}

/// How values change on the way out: the color notation, the unit of lengths, the form of line heights.
package struct ValueTransforms: Equatable {
    /// The notation colors are written in, where the format writes CSS-like text.
    package enum ColorNotation: String, CaseIterable, Sendable {
        /// `#rrggbb` (`#rrggbbaa` when translucent), clipped to sRGB.
        case hex
        /// `rgb(255 80 115 / 0.5)`, clipped to sRGB.
        case rgb
        /// `hsl(346 100% 66%)`, clipped to sRGB.
        case hsl
        /// `oklch(68.2% 0.2 10.4)`, every color exactly.
        case oklch
        /// `color(display-p3 1 0.3 0.45)`, every color in Display P3 exactly.
        case p3
    }

    /// The unit lengths are converted to.
    package enum LengthUnit: String, CaseIterable, Sendable {
        case px, rem, pt, dp, sp

        var unit: DimensionUnit {
            switch self {
            case .px: .px
            case .rem: .rem
            case .pt: .pt
            case .dp: .dp
            case .sp: .sp
            }
        }
    }

    /// How a typography token's line height is written.
    package enum LineHeightForm: String, CaseIterable, Sendable {
        /// A multiple of the font size (`1.5`), as CSS and the DTCG format prefer.
        case multiple
        /// A length (`24px`) in the font size's unit, as Android and Compose need.
        case length
    }

    package var color: ColorNotation?
    package var length: LengthUnit?
    /// What `rem` is relative to, in px (16, as in browsers).
    package var remBase: Double = 16
    package var lineHeight: LineHeightForm?

    package init() {}

    /// A value with its lengths converted (also inside borders, shadows and typography) and its line height in
    /// the chosen form. `em` and `%` are relative and stay as they are; `px`, `pt`, `dp` and `sp` are the same
    /// length (a CSS pixel is an Apple point and an Android dp).
    func apply(_ value: TokenValue) -> TokenValue {
        switch value {
        case .dimension(let dimension): return .dimension(convert(dimension))
        case .border(var border):
            border.width = convert(border.width)
            return .border(border)
        case .shadow(let layers):
            return .shadow(
                layers.map { layer in
                    var layer = layer
                    layer.offsetX = convert(layer.offsetX)
                    layer.offsetY = convert(layer.offsetY)
                    layer.blur = convert(layer.blur)
                    layer.spread = convert(layer.spread)
                    return layer
                })
        case .typography(var type):
            let fontSizeInPx = px(type.fontSize)
            switch (lineHeight, type.lineHeight) {
            case (.multiple?, .length):
                type.lineHeight = .multiple(
                    type.lineHeight.multiple(ofFontSize: fontSizeInPx ?? 16, rootFontSize: remBase))
            case (.length?, .multiple(let factor)):
                type.lineHeight = .length(TokenDimension(type.fontSize.value * factor, type.fontSize.unit))
            default: break
            }
            if case .length(let length) = type.lineHeight { type.lineHeight = .length(convert(length)) }
            type.fontSize = convert(type.fontSize)
            type.letterSpacing = convert(type.letterSpacing)
            return .typography(type)
        default: return value
        }
    }

    /// A text style's font size in px (16 when it is relative: `em` and `%` of an unknown parent).
    func fontSizePx(_ type: Typography) -> Double { px(type.fontSize) ?? 16 }

    /// A text style's letter spacing in px; `em` and `%` are of the style's own font size, as in CSS.
    func letterSpacingPx(_ type: Typography) -> Double {
        if let length = px(type.letterSpacing) { return length }
        let size = fontSizePx(type)
        return type.letterSpacing.unit == .em ? type.letterSpacing.value * size : type.letterSpacing.value / 100 * size
    }

    /// A text style's line height in px.
    func lineHeightPx(_ type: Typography) -> Double {
        let size = fontSizePx(type)
        return type.lineHeight.multiple(ofFontSize: size, rootFontSize: remBase) * size
    }

    /// The length in px, or `nil` for relative units.
    func px(_ dimension: TokenDimension) -> Double? {
        switch dimension.unit {
        case .px, .pt, .dp, .sp: dimension.value
        case .rem: dimension.value * remBase
        case .em, .percent: nil
        }
    }

    func convert(_ dimension: TokenDimension) -> TokenDimension {
        guard let target = length, let pixels = px(dimension) else { return dimension }
        // Zero is written in the target unit too, so a column of values reads alike.
        return TokenDimension(target == .rem ? pixels / remBase : pixels, target.unit)
    }
}

extension ValueTransforms.ColorNotation {
    /// The color in this notation.
    func format(_ color: Color) -> String {
        let alpha = color.alpha < 1 ? " / " + NumberFormatting.shortest(color.alpha, places: 4) : ""
        switch self {
        case .hex:
            return CSSValueText.hex(color)
        case .rgb:
            let clipped = color.mappedToSRGBGamut
            let bytes = [clipped.red, clipped.green, clipped.blue].map { String(Color.byte($0)) }
            return "rgb(\(bytes.joined(separator: " "))\(alpha))"
        case .hsl:
            let hsl = color.mappedToSRGBGamut.hsl
            let parts = [
                NumberFormatting.shortest(hsl.hue, places: 2),
                NumberFormatting.shortest(hsl.saturation * 100, places: 2) + "%",
                NumberFormatting.shortest(hsl.lightness * 100, places: 2) + "%",
            ]
            return "hsl(\(parts.joined(separator: " "))\(alpha))"
        case .oklch:
            let lch = color.oklch
            let parts = [
                NumberFormatting.shortest(lch.lightness * 100, places: 2) + "%",
                NumberFormatting.shortest(lch.chroma, places: 4),
                NumberFormatting.shortest(lch.chroma < 1e-4 ? 0 : lch.hue, places: 2),
            ]
            return "oklch(\(parts.joined(separator: " "))\(alpha))"
        case .p3:
            let p3 = color.displayP3.array.map { NumberFormatting.shortest(min(max($0, 0), 1), places: 4) }
            return "color(display-p3 \(p3.joined(separator: " "))\(alpha))"
        }
    }

    /// Whether the notation can only write sRGB colors (so a wider color needs a second, wide-gamut value).
    var isSRGBOnly: Bool { self == .hex || self == .rgb || self == .hsl }
}

extension NumberFormatting {
    /// The shortest text of `value` rounded to `places` decimals (`0.1216`, `16`), without `-0`: what generated
    /// code writes for components, lengths and ratios.
    static func shortest(_ value: Double, places: Int) -> String {
        let scale = pow(10, Double(places))
        let result = (value * scale).rounded() / scale
        return shortest(result == 0 ? 0 : result)  // no -0
    }
}
