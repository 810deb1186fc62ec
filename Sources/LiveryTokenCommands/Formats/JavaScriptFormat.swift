import LiveryCore

/// JavaScript (an ES module): one `export const` per token for the default theme, and `themes`, an object of
/// every theme's values by name; beside it (`tokens.d.ts` for `tokens.js`) TypeScript declarations. Numbers and
/// font weights are numbers; a text style is an object with a member per part (`TypographyValue`); everything
/// else is the CSS text of the value.
enum JavaScriptFormat {
    static func render(_ input: FormatInput, destinationName: String) -> [FormatFile] {
        let colors = CSSColors(notation: input.colorNotation)
        func literal(_ value: TokenValue) -> String {
            switch value {
            case .number(let number), .fontWeight(let number): return NumberFormatting.shortest(number)
            case .typography(let type): return typography(type)
            default: return Escaping.quoted(colors.single(value), for: .json)
            }
        }
        func tsType(_ value: TokenValue) -> String {
            switch value {
            case .number, .fontWeight: "number"
            case .typography: "TypographyValue"
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
        if input.isPermutations {
            js.append("/** Every permutation's tokens, by context of each modifier in resolution order. */")
            js.append("export const themes = {")
            js += nested(input) { theme, indent in
                theme.tokens.map { "\(indent)\(key(input.name($0.path))): \(literal($0.value))," }
            }
            js.append("};")
        } else {
            js.append("/** Every theme's tokens, by theme name. */")
            js.append("export const themes = {")
            for theme in input.themes {
                js.append("  \(key(Escaping.quoted(theme.name, for: .json))): {")
                js += theme.tokens.map { "    \(key(input.name($0.path))): \(literal($0.value))," }
                js.append("  },")
            }
            js.append("};")
        }
        if types.values.contains("TypographyValue") {
            dts.append("")
            dts.append("/** A text style: every part of a typography token, as CSS writes it. */")
            dts.append("export interface TypographyValue {")
            dts += typographyDeclarations.map { "  readonly \($0);" }
            dts.append("}")
        }
        dts.append("")
        dts.append("/** One theme's tokens. */")
        dts.append("export interface ThemeTokens {")
        dts += order.map {
            "  readonly \(input.name($0))\(count[$0] == input.themes.count ? "" : "?"): \(types[$0]!);"
        }
        dts.append("}")
        dts.append("")
        if input.isPermutations {
            dts.append("/** Every permutation's tokens, by context of each modifier in resolution order. */")
            dts.append("export declare const themes: {")
            dts += nested(input, readonly: true) { _, _ in [] }
            dts.append("};")
        } else {
            dts.append("/** Every theme's tokens, by theme name. */")
            dts.append("export declare const themes: {")
            dts += input.themes.map { "  readonly \(Escaping.quoted($0.name, for: .json)): ThemeTokens;" }
            dts.append("};")
        }
        let base = destinationName.hasSuffix(".js") ? String(destinationName.dropLast(3)) : destinationName
        return [
            FormatFile(path: "", contents: js.joined(separator: "\n") + "\n"),
            FormatFile(path: base + ".d.ts", contents: dts.joined(separator: "\n") + "\n"),
        ]
    }

    /// An object literal's key for a member name (an identifier, or a string literal): `__proto__` as a plain
    /// key sets the object's prototype instead of a member (ECMAScript's `__proto__` literal rule, B.3.1), so a
    /// theme or token of that name would vanish at run time; a computed key (`["__proto__"]`) defines the member.
    /// Every other name (`constructor`, `prototype`, `toString`…) is an ordinary own member of a literal.
    static func key(_ name: String) -> String {
        name == "__proto__" || name == "\"__proto__\"" ? "[\"__proto__\"]" : name
    }

    /// A text style as an object with a member per part (`letterSpacing: "0.2px"`): the font weight and a line
    /// height given as a multiple are numbers, every other part its CSS text (a CSS-in-JS library takes either).
    static func typography(_ type: Typography) -> String {
        let members = CSSValueText.typographyParts(.typography(type)).map { part -> String in
            let key = NameTransform.join(NameTransform.words(part.suffix), .camel)
            switch (part.suffix, type.lineHeight) {
            case ("font-weight", _): return "\(key): \(NumberFormatting.shortest(type.fontWeight))"
            case ("line-height", .multiple(let factor)): return "\(key): \(NumberFormatting.shortest(factor))"
            default: return "\(key): \(Escaping.quoted(part.value, for: .json))"
            }
        }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    /// The members of `TypographyValue` in the declarations.
    static let typographyDeclarations = [
        "fontFamily: string", "fontSize: string", "fontWeight: number", "lineHeight: number | string",
        "letterSpacing: string", "fontStyle?: string", "fontVariant?: string", "textDecoration?: string",
        "textTransform?: string", "paragraphSpacing?: string",
    ]

    /// The permutations as nested object members, one level per modifier: `body` gives a permutation's member
    /// lines (the tokens, in the module) or, with `readonly` (the declarations), each permutation is typed
    /// `ThemeTokens`.
    private static func nested(
        _ input: FormatInput, readonly: Bool = false, body: (ExportTheme, String) -> [String]
    ) -> [String] {
        func level(_ depth: Int, _ themes: [ExportTheme]) -> [String] {
            let dimension = input.dimensions[depth]
            let indent = String(repeating: "  ", count: depth + 1)
            var lines: [String] = []
            for context in dimension.contexts {
                let members = themes.filter { $0.selection[dimension.name] == context }
                guard let first = members.first else { continue }
                let quoted = Escaping.quoted(context, for: .json)
                let key = readonly ? "readonly " + quoted : Self.key(quoted)
                if depth == input.dimensions.count - 1 {
                    if readonly {
                        lines.append("\(indent)\(key): ThemeTokens;")
                    } else {
                        lines.append("\(indent)\(key): {")
                        lines += body(first, indent + "  ")
                        lines.append("\(indent)},")
                    }
                } else {
                    lines.append("\(indent)\(key): {")
                    lines += level(depth + 1, members)
                    lines.append("\(indent)}\(readonly ? ";" : ",")")
                }
            }
            return lines
        }
        return level(0, input.themes)
    }
}
