import Foundation
import LiveryCore

/// Swift constants for apps that do not use Livery's runtime: one `UIColor` (iOS, tvOS, visionOS) or `NSColor`
/// (macOS) per color token that follows the system's appearance like an asset-catalog color (the default theme,
/// the dark theme in dark mode, the high-contrast theme with increased contrast), the same as SwiftUI `Color`s in
/// `TYPE.SwiftUIColors`, and a `CGFloat` per dimension in points. Colors outside sRGB are written in Display P3.
/// The file imports only Apple frameworks, so it compiles in any target.
enum SwiftConstantsFormat {
    static func render(_ input: FormatInput) -> String {
        let type = input.options.typeName
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
