import LiveryCore

/// How a CSS-like format writes colors: in the config's notation, and, for a color outside sRGB, an sRGB fallback
/// first and the exact color where the browser supports Display P3.
struct CSSColors {
    let notation: ValueTransforms.ColorNotation?

    /// The value every browser reads: the chosen notation when it is an sRGB one, hex otherwise (a wide color is
    /// clipped to sRGB here, and written exactly by ``wide(_:)``).
    func fallback(_ value: TokenValue) -> String {
        let notation = notation ?? .hex
        if notation.isSRGBOnly || !Self.hasWideColor(value) {
            return CSSExporter.value(value) { notation.format($0) }
        }
        return CSSExporter.value(value) { ValueTransforms.ColorNotation.hex.format($0) }
    }

    /// The exact value for browsers with wide-gamut colors, or `nil` when the fallback is already exact.
    func wide(_ value: TokenValue) -> String? {
        guard Self.hasWideColor(value) else { return nil }
        let notation = notation.flatMap { $0.isSRGBOnly ? nil : $0 } ?? .p3
        return CSSExporter.value(value) { notation.format($0) }
    }

    /// The `@supports` condition under which ``wide(_:)`` values apply.
    var supportsCondition: String {
        notation == .oklch ? "(color: oklch(0% 0 0))" : "(color: color(display-p3 0 0 0))"
    }

    static func hasWideColor(_ value: TokenValue) -> Bool {
        switch value {
        case .color(let color): return !color.isInSRGBGamut
        case .border(let border): return !border.color.isInSRGBGamut
        case .shadow(let layers): return layers.contains { !$0.color.isInSRGBGamut }
        case .gradient(let stops): return stops.contains { !$0.color.isInSRGBGamut }
        default: return false
        }
    }
}

/// CSS custom properties: the default theme on `:root` and its own selector, every other theme under its selector
/// (`[data-theme="dark"]` by default), the dark theme for `prefers-color-scheme: dark` and the high-contrast one for
/// `prefers-contrast: more` when the page chooses no theme, and wide-gamut colors again under `@supports`.
///
/// With `outputReferences`, an alias is written `var(--target)`. Every block declares every token, so a
/// reference resolves in the block's own theme even where themes nest.
enum CSSFormat {
    static func render(_ input: FormatInput) -> String {
        let colors = CSSColors(notation: input.colorNotation)
        var blocks: [String] = ["/* \(input.notice) */"]
        var wideBlocks: [String] = []
        func add(_ selector: String, _ theme: ExportTheme, indent: String = "", wrap: (String) -> String = { $0 }) {
            let (main, wide) = declarations(theme, input, colors, indent: indent + "  ")
            blocks.append(wrap("\(indent)\(selector) {\n\(main)\(indent)}"))
            if !wide.isEmpty { wideBlocks.append(wrap("\(indent)\(selector) {\n\(wide)\(indent)}")) }
        }
        for theme in input.themes {
            let own = selector(input.options.themeSelector, theme.name)
            add(theme.name == input.defaultTheme.name ? "\(input.options.rootSelector),\n\(own)" : own, theme)
        }
        let unchosen = "\(input.options.rootSelector):not(\(selector(input.options.themeSelector, "", bare: true)))"
        if let dark = input.dark {
            add(unchosen, dark, indent: "  ") { "@media (prefers-color-scheme: dark) {\n\($0)\n}" }
        }
        if let contrast = input.highContrast {
            add(unchosen, contrast, indent: "  ") { "@media (prefers-contrast: more) {\n\($0)\n}" }
        }
        if !wideBlocks.isEmpty {
            let inner = wideBlocks.map {
                $0.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
            }
            blocks.append("@supports \(colors.supportsCondition) {\n\(inner.joined(separator: "\n\n"))\n}")
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// `[data-theme="dark"]`, or with `bare`, the attribute test alone (`[data-theme]`) for `:not(…)`.
    static func selector(_ pattern: String, _ theme: String, bare: Bool = false) -> String {
        guard bare else {
            // Escaped without quotes (the pattern has them): dropping quotes from a quoted string would take a
            // combining mark at the start of the name with the quote, as one character.
            var escaped = ""
            Escaping.append(theme, for: .css, to: &escaped)
            return pattern.replacingOccurrences(of: "{theme}", with: escaped)
        }
        // `[data-theme="{theme}"]` → `[data-theme]`; another pattern (`.theme-{theme}`) has no such test, so the
        // media blocks then apply to a root without any class of the pattern's form: `[class*="theme-"]`.
        if let open = pattern.firstIndex(of: "["), let equals = pattern[open...].firstIndex(of: "=") {
            return String(pattern[open..<equals]) + "]"
        }
        let stem = pattern.replacingOccurrences(of: "{theme}", with: "").trimmingCharacters(in: ["."])
        return "[class*=\(Escaping.quoted(stem, for: .css))]"
    }

    private static func declarations(_ theme: ExportTheme, _ input: FormatInput, _ colors: CSSColors, indent: String)
        -> (main: String, wide: String)
    {
        var main = ""
        var wide = ""
        let references = input.references[theme.name] ?? [:]
        for token in theme.tokens {
            let name = "--" + input.name(token.path)
            if let target = references[token.path] {
                main += "\(indent)\(name): var(--\(input.name(target)));\n"
                continue
            }
            main += "\(indent)\(name): \(colors.fallback(token.value));\n"
            if let exact = colors.wide(token.value) { wide += "\(indent)\(name): \(exact);\n" }
        }
        return (main, wide)
    }
}

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

/// JavaScript (an ES module): one `export const` per token for the default theme, and `themes`, an object of
/// every theme's values by name; beside it (`tokens.d.ts` for `tokens.js`) TypeScript declarations. Numbers and
/// font weights are numbers; everything else is the CSS text of the value.
enum JavaScriptFormat {
    static func render(_ input: FormatInput, destinationName: String) -> [ExportInput.File] {
        let colors = CSSColors(notation: input.colorNotation)
        func literal(_ value: TokenValue) -> String {
            switch value {
            case .number(let number), .fontWeight(let number): return NumberFormatting.shortest(number)
            default: return Escaping.quoted(colors.fallback(value), for: .json)
            }
        }
        func tsType(_ value: TokenValue) -> String {
            switch value {
            case .number, .fontWeight: "number"
            default: "string"
            }
        }
        let header = "// \(input.notice)"
        var js = [header, ""]
        var dts = [header, ""]
        for token in input.defaultTheme.tokens {
            let comment = token.definition.description.map {
                "/** \(SourceText.comment($0, forbidding: ["*/"])) */"
            }
            if let comment {
                js.append(comment)
                dts.append(comment)
            }
            js.append("export const \(input.name(token.path)) = \(literal(token.value));")
            dts.append("export declare const \(input.name(token.path)): \(tsType(token.value));")
        }
        // Every theme's tokens, each typed once: a token some theme lacks is optional.
        var order: [TokenPath] = []
        var types: [TokenPath: String] = [:]
        var count: [TokenPath: Int] = [:]
        for theme in input.themes {
            for token in theme.tokens {
                if types[token.path] == nil { order.append(token.path) }
                types[token.path] = tsType(token.value)
                count[token.path, default: 0] += 1
            }
        }
        js.append("")
        js.append("/** Every theme's tokens, by theme name. */")
        js.append("export const themes = {")
        for theme in input.themes {
            js.append("  \(Escaping.quoted(theme.name, for: .json)): {")
            js += theme.tokens.map { "    \(input.name($0.path)): \(literal($0.value))," }
            js.append("  },")
        }
        js.append("};")
        dts.append("")
        dts.append("/** One theme's tokens. */")
        dts.append("export interface ThemeTokens {")
        dts += order.map {
            "  readonly \(input.name($0))\(count[$0] == input.themes.count ? "" : "?"): \(types[$0]!);"
        }
        dts.append("}")
        dts.append("")
        dts.append("/** Every theme's tokens, by theme name. */")
        dts.append("export declare const themes: {")
        dts += input.themes.map { "  readonly \(Escaping.quoted($0.name, for: .json)): ThemeTokens;" }
        dts.append("};")
        let base = destinationName.hasSuffix(".js") ? String(destinationName.dropLast(3)) : destinationName
        return [
            ExportInput.File(path: "", contents: js.joined(separator: "\n") + "\n"),
            ExportInput.File(path: base + ".d.ts", contents: dts.joined(separator: "\n") + "\n"),
        ]
    }

}

/// JSON: per theme, the tokens nested by group (`{"light": {"color": {"text": {"primary": …}}}}`) or flat by
/// name (`{"light": {"color-text-primary": …}}`). Values are as `livery resolve` prints them (composites as
/// objects); plain colors follow the config's color notation when it names one.
enum JSONFormat {
    static func render(_ input: FormatInput, nested: Bool) -> String {
        func value(_ token: ResolvedToken) -> SourceValue {
            if case .color(let color) = token.value, let notation = input.colorNotation {
                return .string(notation.format(color))
            }
            return token.value.resolvedJSON
        }
        let themes = input.themes.map { theme -> (String, SourceValue) in
            guard nested else {
                return (theme.name, .object(ordered: theme.tokens.map { (input.name($0.path), value($0)) }))
            }
            let root = Tree()
            for token in theme.tokens { root.insert(token.path.components[...], value(token)) }
            return (theme.name, root.value)
        }
        return SourceValue.object(ordered: themes).jsonText() + "\n"
    }

    /// Groups in first-seen order.
    private final class Tree {
        var members: [(String, Either)] = []

        enum Either {
            case leaf(SourceValue)
            case group(Tree)
        }

        func insert(_ path: ArraySlice<String>, _ value: SourceValue) {
            guard let first = path.first else { return }
            if path.count == 1 {
                members.append((first, .leaf(value)))
                return
            }
            if let index = members.firstIndex(where: { $0.0 == first }), case .group(let tree) = members[index].1 {
                tree.insert(path.dropFirst(), value)
                return
            }
            let tree = Tree()
            members.append((first, .group(tree)))
            tree.insert(path.dropFirst(), value)
        }

        var value: SourceValue {
            .object(
                ordered: members.map { key, either in
                    switch either {
                    case .leaf(let value): (key, value)
                    case .group(let tree): (key, tree.value)
                    }
                })
        }
    }
}

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
                return ["\(indent)--\(name): \(colors.fallback(token.value));"]
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
