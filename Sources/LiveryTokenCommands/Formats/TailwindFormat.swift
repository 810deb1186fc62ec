import LiveryCore

/// Tailwind CSS v4: the default theme's tokens in `@theme`, named into Tailwind's namespaces so they become
/// utilities (`color.accent.default` → `--color-accent-default` → `bg-accent-default`), and every other theme's
/// values for the same variables under its selector and the media queries, as in the CSS format.
///
/// Namespaces by type: colors `--color-`, font families `--font-`, font weights `--font-weight-`, shadows
/// `--shadow-`, cubic béziers `--ease-`, dimensions `--radius-` when the path names a radius and `--spacing-`
/// otherwise, and typography `--text-` (the font size, with `--line-height` and `--font-weight` modifiers). Other
/// types have no Tailwind namespace and are left out. A first path component that repeats the namespace
/// (`color.…`, `shadow.…`) is dropped.
enum TailwindFormat {
    static func render(_ input: FormatInput) -> String {
        let colors = CSSColors(notation: input.colorNotation)
        func declarations(_ theme: ExportTheme, indent: String) -> [String] {
            theme.tokens.flatMap { token -> [String] in
                guard let name = variable(token) else { return [] }
                if case .typography(let type) = token.value {
                    return [
                        "\(indent)--\(name): \(type.fontSize);",
                        "\(indent)--\(name)--line-height: \(type.lineHeight);",
                        "\(indent)--\(name)--font-weight: \(NumberFormatting.shortest(type.fontWeight));",
                        "\(indent)--\(name)--letter-spacing: \(type.letterSpacing);",
                    ]
                }
                return ["\(indent)--\(name): \(colors.single(token.value));"]
            }
        }
        var blocks = [
            "/* \(input.notice) */",
            "@import \"tailwindcss\";",
            "@theme {\n" + declarations(input.defaultTheme, indent: "  ").joined(separator: "\n") + "\n}",
        ]
        let layers = input.themes.filter { $0.name != input.defaultTheme.name }.map { theme in
            "  \(CSSFormat.selector(input.options.themeSelector, theme.name)) {\n"
                + declarations(theme, indent: "    ").joined(separator: "\n") + "\n  }"
        }
        var media: [String] = []
        let unchosen = ":root:not(\(CSSFormat.selector(input.options.themeSelector, "", bare: true)))"
        if let dark = input.dark {
            media.append(
                "  @media (prefers-color-scheme: dark) {\n    \(unchosen) {\n"
                    + declarations(dark, indent: "      ").joined(separator: "\n") + "\n    }\n  }")
        }
        if let contrast = input.highContrast {
            media.append(
                "  @media (prefers-contrast: more) {\n    \(unchosen) {\n"
                    + declarations(contrast, indent: "      ").joined(separator: "\n") + "\n    }\n  }")
        }
        if !(layers + media).isEmpty {
            blocks.append("@layer base {\n" + (layers + media).joined(separator: "\n\n") + "\n}")
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The token's Tailwind variable name (without `--`), or `nil` for a type Tailwind has no namespace for.
    static func variable(_ token: ResolvedToken) -> String? {
        let namespace: String
        let words = token.path.components.map { NameTransform.words($0) }
        switch token.value {
        case .color: namespace = "color"
        case .fontFamily: namespace = "font"
        case .fontWeight: namespace = "font-weight"
        case .shadow: namespace = "shadow"
        case .cubicBezier: namespace = "ease"
        case .typography: namespace = "text"
        case .dimension:
            namespace = words.joined().contains { $0.hasPrefix("radius") || $0 == "radii" } ? "radius" : "spacing"
        default: return nil
        }
        var rest = words
        let namespaceWords = namespace.split(separator: "-").map(String.init)
        if let first = rest.first,
            first == namespaceWords || (namespace == "radius" && first == ["radii"])
                || (namespace == "text" && first == ["typography"]) || (namespace == "font" && first == ["font"])
        {
            rest.removeFirst()
        }
        let tail = rest.joined().joined(separator: "-")
        return tail.isEmpty ? nil : namespace + "-" + tail
    }
}
