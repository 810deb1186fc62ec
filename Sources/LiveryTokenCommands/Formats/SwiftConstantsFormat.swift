import Foundation
import LiveryCore

/// Swift constants for apps that do not use Livery's runtime: one `UIColor` (iOS, tvOS, visionOS) or `NSColor`
/// (macOS) per color token that follows the system's appearance like an asset-catalog color (the default theme,
/// the dark theme in dark mode, the high-contrast theme with increased contrast), the same as SwiftUI `Color`s in
/// `TYPE.SwiftUIColors`, a `CGFloat` per dimension in points, and a `TYPE.TextStyle` per typography token with
/// every part of it (lengths in points). Colors outside sRGB are written in Display P3.
/// The file imports only Apple frameworks, so it compiles in any target.
enum SwiftConstantsFormat {
    static func render(_ input: FormatInput) -> String {
        let type = input.options.typeName(for: .swiftConstants)
        let access = input.options.accessLevel == "public" ? "public " : ""
        let colors = input.defaultTheme.tokens.filter { $0.value.color != nil }
        // Points: a CSS px is an Apple point; rem uses the platform's remBase; em and % have no fixed length.
        let dimensions = input.defaultTheme.tokens.compactMap { token -> (ResolvedToken, Double)? in
            guard case .dimension(let dimension) = token.value, let points = input.transforms.px(dimension) else {
                return nil
            }
            return (token, points)
        }
        func literal(_ token: ResolvedToken, in theme: ExportTheme?) -> String? {
            guard let color = theme?[token.path]?.value.color else { return nil }
            let p3 = !color.isInSRGBGamut
            let rgb = p3 ? color.displayP3.array.map { min(max($0, 0), 1) } : [color.red, color.green, color.blue]
            let parts = (rgb + [color.alpha]).map {
                NumberFormatting.shortest($0, places: 4)
            }
            return "(\(parts.joined(separator: ", ")), \(p3))"
        }
        func documentation(_ token: ResolvedToken, indent: String) -> [String] {
            var lines: [String] = []
            if let description = token.definition.description {
                lines.append("\(indent)/// \(SourceText.comment(description))")
                lines.append("\(indent)///")
            }
            lines.append("\(indent)/// \(SourceText.code(SourceText.comment(token.path.dotted)))")
            return lines
        }
        var lines = [
            "// \(input.notice)",
            "#if canImport(UIKit)",
            "    import UIKit",
            "#elseif canImport(AppKit)",
            "    import AppKit",
            "#endif",
            "#if canImport(SwiftUI)",
            "    import SwiftUI",
            "#endif",
            "#if canImport(CoreGraphics)",
            "    import CoreGraphics",
            "#endif",
            "",
            "/// The design tokens as plain constants: colors follow light, dark and increased-contrast appearance.",
            "\(access)enum \(type) {",
        ]
        lines.append("    #if canImport(CoreGraphics)")
        for (token, points) in dimensions {
            lines += documentation(token, indent: "        ")
            lines.append(
                "        \(access)static let \(name(input, token)): CGFloat = \(NumberFormatting.shortest(points))")
        }
        lines.append("    #endif")
        // Text styles are plain values (`Double`, `String`), so they compile on every platform, Linux included.
        let styles = input.defaultTheme.tokens.filter {
            if case .typography = $0.value { return true }
            return false
        }
        if !styles.isEmpty {
            lines += textStyleType(access)
            for token in styles {
                guard case .typography(let style) = token.value else { continue }
                lines += documentation(token, indent: "        ")
                lines.append("        \(access)static let \(name(input, token)) = TextStyle(")
                lines.append(
                    textStyleArguments(style, input.transforms).map { "            " + $0 }.joined(separator: ",\n"))
                lines.append("        )")
            }
        }
        lines.append("    #if canImport(UIKit) || canImport(AppKit)")
        for token in colors {
            lines += documentation(token, indent: "        ")
            let light = literal(token, in: input.defaultTheme)!
            let dark = literal(token, in: input.dark) ?? "nil"
            let contrast = literal(token, in: input.highContrast) ?? "nil"
            lines.append(
                "        \(access)static let \(name(input, token)) = livery\(type)Color(light: \(light), dark: \(dark), "
                    + "highContrast: \(contrast))")
        }
        lines.append("    #endif")
        lines.append("}")
        lines.append("")
        lines.append("#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))")
        lines.append("    extension \(type) {")
        lines.append("        /// The colors as SwiftUI colors, following the environment's appearance.")
        lines.append("        \(access)enum SwiftUIColors {")
        for token in colors {
            lines += documentation(token, indent: "            ")
            lines.append(
                "            \(access)static let \(name(input, token)) = SwiftUI.Color(livery\(type)Native: \(type).\(name(input, token)))"
            )
        }
        lines.append("        }")
        lines.append("    }")
        lines.append("#endif")
        lines += helpers(type)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `TYPE.TextStyle`: every part of a typography token, lengths in points, so that nothing the token holds is
    /// left out (a `UIFont` has no letter spacing, line height or decoration; an app applies those with its own
    /// paragraph style or attributes). `Double`, not `CGFloat`: the type needs no framework.
    private static func textStyleType(_ access: String) -> [String] {
        let members: [(String, String, String)] = [
            ("fontFamilies", "[String]", "The font families, most preferred first (CSS generic names as written)."),
            ("fontSize", "Double", "The font size in points."),
            ("fontWeight", "Double", "The weight, 1 to 1000 (400 regular, 700 bold)."),
            ("lineHeight", "Double", "The line height in points."),
            ("letterSpacing", "Double", "The letter spacing (tracking) in points."),
            ("fontStyle", "String?", "`italic` or `oblique`, when the token sets one."),
            ("fontVariant", "String?", "The CSS font variant (`small-caps`), when the token sets one."),
            ("textDecoration", "String?", "`underline` or `line-through`, when the token sets one."),
            ("textTransform", "String?", "`uppercase`, `lowercase` or `capitalize`, when the token sets one."),
            ("paragraphSpacing", "Double?", "The space after a paragraph in points, when the token sets one."),
        ]
        var lines = [
            "        /// A text style: every part of a typography token, lengths in points.",
            "        \(access)struct TextStyle: Sendable, Hashable {",
        ]
        for (name, type, documentation) in members {
            lines.append("            /// \(documentation)")
            lines.append("            \(access)let \(name): \(type)")
        }
        lines.append("        }")
        return lines
    }

    /// The arguments of a `TextStyle` for a typography value, in the member order.
    private static func textStyleArguments(_ style: Typography, _ transforms: ValueTransforms) -> [String] {
        func number(_ value: Double) -> String { NumberFormatting.shortest(value, places: 4) }
        func text(_ value: String?) -> String { value.map { Escaping.quoted($0, for: .swift) } ?? "nil" }
        let families = style.fontFamily.map { Escaping.quoted($0, for: .swift) }.joined(separator: ", ")
        let paragraph = style.paragraphSpacing.map { spacing in
            transforms.px(spacing) ?? spacing.value * transforms.fontSizePx(style)
        }
        return [
            "fontFamilies: [\(families)]",
            "fontSize: \(number(transforms.fontSizePx(style)))",
            "fontWeight: \(number(style.fontWeight))",
            "lineHeight: \(number(transforms.lineHeightPx(style)))",
            "letterSpacing: \(number(transforms.letterSpacingPx(style)))",
            "fontStyle: \(text(style.fontStyle))",
            "fontVariant: \(text(style.fontVariant))",
            "textDecoration: \(text(style.textDecoration))",
            "textTransform: \(text(style.textTransform))",
            "paragraphSpacing: \(paragraph.map(number) ?? "nil")",
        ]
    }

    /// A camel-case Swift name (keywords get a `_` after them, see ``BuildFormatName/outputName(_:)``).
    static func name(_ input: FormatInput, _ token: ResolvedToken) -> String { input.name(token.path) }

    /// The color makers: a dynamic color per appearance, built from component tuples `(r, g, b, a, isP3)`. Each
    /// platform's returns its own color type, so the constants' types are `UIColor` or `NSColor` themselves.
    private static func helpers(_ type: String) -> [String] {
        """

        #if canImport(UIKit) || canImport(AppKit)
            private typealias Livery\(type)Components = (CGFloat, CGFloat, CGFloat, CGFloat, Bool)
        #endif

        #if canImport(SwiftUI) && canImport(UIKit)
            extension SwiftUI.Color {
                fileprivate init(livery\(type)Native color: UIColor) { self.init(uiColor: color) }
            }
        #elseif canImport(SwiftUI) && canImport(AppKit)
            extension SwiftUI.Color {
                fileprivate init(livery\(type)Native color: NSColor) { self.init(nsColor: color) }
            }
        #endif

        #if canImport(UIKit)
            private func livery\(type)Fixed(_ c: Livery\(type)Components) -> UIColor {
                c.4
                    ? UIColor(displayP3Red: c.0, green: c.1, blue: c.2, alpha: c.3)
                    : UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
            }

            private func livery\(type)Color(
                light: Livery\(type)Components, dark: Livery\(type)Components?, highContrast: Livery\(type)Components?
            ) -> UIColor {
                guard dark != nil || highContrast != nil else { return livery\(type)Fixed(light) }
                #if os(watchOS)
                    // watchOS has no appearances and is always dark.
                    return livery\(type)Fixed(dark ?? light)
                #else
                    return UIColor { traits in
                        if traits.accessibilityContrast == .high, let highContrast {
                            return livery\(type)Fixed(highContrast)
                        }
                        if traits.userInterfaceStyle == .dark, let dark { return livery\(type)Fixed(dark) }
                        return livery\(type)Fixed(light)
                    }
                #endif
            }
        #elseif canImport(AppKit)
            private func livery\(type)Fixed(_ c: Livery\(type)Components) -> NSColor {
                c.4
                    ? NSColor(displayP3Red: c.0, green: c.1, blue: c.2, alpha: c.3)
                    : NSColor(srgbRed: c.0, green: c.1, blue: c.2, alpha: c.3)
            }

            private func livery\(type)Color(
                light: Livery\(type)Components, dark: Livery\(type)Components?, highContrast: Livery\(type)Components?
            ) -> NSColor {
                guard dark != nil || highContrast != nil else { return livery\(type)Fixed(light) }
                return NSColor(name: nil) { appearance in
                    let match = appearance.bestMatch(from: [
                        .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
                    ])
                    let isHighContrast =
                        match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua
                    if isHighContrast, let highContrast { return livery\(type)Fixed(highContrast) }
                    if match == .darkAqua || match == .accessibilityHighContrastDarkAqua, let dark {
                        return livery\(type)Fixed(dark)
                    }
                    return livery\(type)Fixed(light)
                }
            }
        #endif
        """.components(separatedBy: "\n")
    }
}
