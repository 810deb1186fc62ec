import LiveryCore

/// SCSS: one variable per token for the default theme (with `outputReferences`, an alias of an earlier token is
/// `$target`); a text style is a variable per part (`$type-body-letter-spacing`) and a mixin that sets them
/// (`@include type-body`), with the `font` shorthand only under `typographyShorthand`. Then a map per theme
/// (`$tokens-dark: ("color-text-primary": …)`, a text style's parts as entries of their own) and
/// `$tokens-by-theme` mapping theme names to those maps, for `@each` loops and `map.get`.
enum SCSSFormat {
    static func render(_ input: FormatInput) -> String {
        let colors = CSSColors(notation: input.colorNotation)
        var lines = ["// \(input.notice)", ""]
        let theme = input.defaultTheme
        let references = input.references[theme.name] ?? [:]
        var declared = Set<TokenPath>()
        for token in theme.tokens {
            let name = input.name(token.path)
            // A text style: a variable per part and a mixin that sets them; the `font` shorthand only on request.
            let parts = CSSValueText.typographyParts(token.value)
            let whole = parts.isEmpty || input.options.typographyShorthand
            // Sass reads variables in order, so only a token declared above can be referenced.
            if let target = references[token.path], declared.contains(target) {
                let targetName = input.name(target)
                if whole { lines.append("$\(name): $\(targetName);") }
                for part in parts { lines.append("$\(name)-\(part.suffix): $\(targetName)-\(part.suffix);") }
            } else {
                if whole { lines.append("$\(name): \(sass(colors.single(token.value)));") }
                for part in parts { lines.append("$\(name)-\(part.suffix): \(sass(part.value));") }
            }
            if !parts.isEmpty {
                lines.append("@mixin \(name) {")
                // Paragraph spacing has no CSS property; its variable holds it.
                for part in parts where part.suffix != "paragraph-spacing" {
                    lines.append("  \(part.suffix): $\(name)-\(part.suffix);")
                }
                lines.append("}")
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
            for token in theme.tokens {
                let name = input.name(token.path)
                let parts = CSSValueText.typographyParts(token.value)
                if parts.isEmpty || input.options.typographyShorthand {
                    lines.append(
                        "  \(sass(Escaping.quoted(name, for: .css))): (\(sass(colors.single(token.value)))),")
                }
                for part in parts {
                    lines.append(
                        "  \(sass(Escaping.quoted(name + "-" + part.suffix, for: .css))): (\(sass(part.value))),")
                }
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
