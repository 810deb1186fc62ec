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
            return CSSValueText.value(value) { notation.format($0) }
        }
        return CSSValueText.value(value) { ValueTransforms.ColorNotation.hex.format($0) }
    }

    /// The one value of a format that writes one per token (SCSS, JavaScript, Tailwind): the chosen notation, hex
    /// by default. Unlike ``fallback(_:)``, a wide color in `p3` or `oklch` keeps that notation, as no exact
    /// value follows it.
    func single(_ value: TokenValue) -> String {
        let notation = notation ?? .hex
        return CSSValueText.value(value) { notation.format($0) }
    }

    /// The exact value for browsers with wide-gamut colors, or `nil` when the fallback is already exact.
    func wide(_ value: TokenValue) -> String? {
        guard Self.hasWideColor(value) else { return nil }
        let notation = notation.flatMap { $0.isSRGBOnly ? nil : $0 } ?? .p3
        return CSSValueText.value(value) { notation.format($0) }
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
/// With a resolver of several modifiers, tokens are written by the modifiers they depend on instead
/// (``renderPermutations(_:)``).
///
/// With `outputReferences`, an alias is written `var(--target)`. Every block declares every token, so a
/// reference resolves in the block's own theme even where themes nest.
enum CSSFormat {
    static func render(_ input: FormatInput) -> String {
        if input.isPermutations { return renderPermutations(input) }
        let colors = CSSColors(notation: input.colorNotation)
        // Font files the tokens list: an @font-face each, before the properties that name the families.
        var blocks: [String] = ["/* \(input.notice) */"] + AssetOutputs.fontFaces(input, paths: input.webAssetPaths)
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
        blocks += typographyClasses(input)
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// With `typographyClasses`, a utility class per text style that sets each part from its custom property
    /// (`.type-body { font-family: var(--type-body-font-family); … }`), so a page applies a style with one class
    /// and follows the theme. Paragraph spacing has no CSS property and is left to the page.
    static func typographyClasses(_ input: FormatInput) -> [String] {
        guard input.options.typographyClasses else { return [] }
        var order: [TokenPath] = []
        var suffixes: [TokenPath: [String]] = [:]
        for theme in input.themes {
            for token in theme.tokens {
                let parts = CSSValueText.typographyParts(token.value).map(\.suffix).filter { $0 != "paragraph-spacing" }
                guard !parts.isEmpty else { continue }
                if suffixes[token.path] == nil { order.append(token.path) }
                for part in parts where !(suffixes[token.path]?.contains(part) ?? false) {
                    suffixes[token.path, default: []].append(part)
                }
            }
        }
        return order.map { path in
            let name = input.name(path)
            let lines = suffixes[path]!.map { "  \($0): var(--\(name)-\($0));" }
            return ".\(Escaping.cssIdentifier(name)) {\n\(lines.joined(separator: "\n"))\n}"
        }
    }

    /// `pattern` with each `placeholder` replaced by `name`, escaped for where it stands. Inside a quoted string
    /// of the pattern (`[data-mode="{context}"]`) the name is escaped as a CSS string, without quotes of its own
    /// (dropping them would take a combining mark at the start of the name with the quote, as one character);
    /// elsewhere (`.mode-{context}`) as a CSS identifier. Names come from whoever wrote the tokens or the
    /// resolver: `x{}body{…}` must not close the selector and add rules of its own.
    static func substitute(_ placeholder: String, in pattern: String, with name: String) -> String {
        var result = ""
        var quote: Character? = nil
        var rest = Substring(pattern)
        while let first = rest.first {
            if rest.hasPrefix(placeholder) {
                if let quote {
                    var escaped = ""
                    Escaping.append(name, for: .css, to: &escaped)
                    result += quote == "'" ? escaped.replacingOccurrences(of: "'", with: "\\'") : escaped
                } else {
                    // After a name character of the pattern (`.mode-`), the name continues an identifier.
                    let continuing =
                        result.unicodeScalars.last.map {
                            $0.value >= 0x80 || $0 == "-" || $0 == "_" || ("0"..."9").contains($0)
                                || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                        } ?? false
                    result += Escaping.cssIdentifier(name, continuing: continuing)
                }
                rest = rest.dropFirst(placeholder.count)
            } else if first == "\\", let escaped = rest.dropFirst().first {
                // An escaped character of the pattern, a quote among them, is copied as it is.
                result.append(first)
                result.append(escaped)
                rest = rest.dropFirst(2)
            } else {
                if first == "\"" || first == "'" { quote = quote == nil ? first : (quote == first ? nil : quote) }
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// `[data-theme="dark"]`, or with `bare`, the attribute test alone (`[data-theme]`) for `:not(…)`.
    static func selector(_ pattern: String, _ theme: String, bare: Bool = false) -> String {
        guard bare else { return substitute("{theme}", in: pattern, with: theme) }
        // `[data-theme="{theme}"]` → `[data-theme]`; another pattern (`.theme-{theme}`) has no such test, so the
        // media blocks then apply to a root without any class of the pattern's form: `[class*="theme-"]`.
        if let open = pattern.firstIndex(of: "["), let equals = pattern[open...].firstIndex(of: "=") {
            return String(pattern[open..<equals]) + "]"
        }
        let stem = pattern.replacingOccurrences(of: "{theme}", with: "").trimmingCharacters(in: ["."])
        return "[class*=\(Escaping.quoted(stem, for: .css))]"
    }

    /// A theme's declarations (`only` those of some tokens), and those to repeat for wide-gamut browsers.
    static func declarations(
        _ theme: ExportTheme, _ input: FormatInput, _ colors: CSSColors, indent: String, only: Set<TokenPath>? = nil
    ) -> (main: String, wide: String) {
        var main = ""
        var wide = ""
        let references = input.references[theme.name] ?? [:]
        for token in theme.tokens where only?.contains(token.path) ?? true {
            let name = "--" + input.name(token.path)
            // A text style is a property per part (`--type-body-letter-spacing`), and the `font` shorthand, which
            // drops letter spacing and the rest, only when the options ask for it.
            let parts = CSSValueText.typographyParts(token.value)
            let whole = parts.isEmpty || input.options.typographyShorthand
            if let target = references[token.path] {
                let targetName = "--" + input.name(target)
                if whole { main += "\(indent)\(name): var(\(targetName));\n" }
                for part in parts { main += "\(indent)\(name)-\(part.suffix): var(\(targetName)-\(part.suffix));\n" }
                continue
            }
            if let url = AssetOutputs.cssURL(token, in: theme, input, paths: input.webAssetPaths) {
                // An asset token naming a file: the copy beside this CSS file.
                main += "\(indent)\(name): \(url);\n"
                continue
            }
            if whole { main += "\(indent)\(name): \(colors.fallback(token.value));\n" }
            for part in parts { main += "\(indent)\(name)-\(part.suffix): \(part.value);\n" }
            if input.writesWideGamut, let exact = colors.wide(token.value) { wide += "\(indent)\(name): \(exact);\n" }
        }
        return (main, wide)
    }
}
