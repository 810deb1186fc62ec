import LiveryCore

/// SCSS: one variable per token for the default theme (with `outputReferences`, an alias of an earlier token is
/// `$target`), a map per theme (`$tokens-dark: ("color-text-primary": …)`) and `$tokens-by-theme` mapping theme
/// names to those maps, for `@each` loops and `map.get`.
enum SCSSFormat {
    static func render(_ input: FormatInput) -> String {
        let colors = CSSColors(notation: input.colorNotation)
        var lines = ["// \(input.notice)", ""]
        let theme = input.defaultTheme
        let references = input.references[theme.name] ?? [:]
        var declared = Set<TokenPath>()
        for token in theme.tokens {
            // Sass reads variables in order, so only a token declared above can be referenced.
            if let target = references[token.path], declared.contains(target) {
                lines.append("$\(input.name(token.path)): $\(input.name(target));")
            } else {
                lines.append("$\(input.name(token.path)): \(sass(colors.fallback(token.value)));")
                for extra in CSSValueText.typographyExtras(token.value) {
                    lines.append("$\(input.name(token.path))-\(extra.suffix): \(sass(extra.value));")
                }
            }
            declared.insert(token.path)
        }
        // A quoted Sass string interpolates `#{…}`: the brace is escaped (`#\{`), which CSS reads as the same text.
        // By scalars: a combining mark after `{` would make one character of the two, hiding it from a search.
        func sass(_ text: String) -> String {
            var result = String.UnicodeScalarView()
            var previous: Unicode.Scalar?
            for scalar in text.unicodeScalars {
                if scalar == "{", previous == "#" { result.append("\\") }
                result.append(scalar)
                previous = scalar
            }
            return String(result)
        }
        var mapNames: [(theme: String, variable: String)] = []
        for theme in input.themes {
            let variable = "tokens-" + NameTransform.join(NameTransform.words(theme.name), .kebab)
            mapNames.append((theme.name, variable))
            lines.append("")
            lines.append("$\(variable): (")
            // Each value in parentheses: a comma in a value (a font stack, shadow layers) would end the entry.
            lines += theme.tokens.map {
                "  \(sass(Escaping.quoted(input.name($0.path), for: .css))): (\(sass(colors.fallback($0.value)))),"
            }
            lines.append(");")
        }
        lines.append("")
        lines.append("$tokens-by-theme: (")
        lines += mapNames.map { "  \(sass(Escaping.quoted($0.theme, for: .css))): $\($0.variable)," }
        lines.append(");")
        return lines.joined(separator: "\n") + "\n"
    }
}
