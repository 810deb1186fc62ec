import LiveryCore

/// The token types the Compose and Flutter formats write, and their values per theme.
struct MobileTokens {
    let tokens: [ResolvedToken]

    /// The default theme's tokens of types both languages have a value type for.
    init(_ input: FormatInput) {
        tokens = input.defaultTheme.tokens.filter { token in
            switch token.value {
            case .color, .number, .fontWeight, .typography: return true
            case .dimension(let dimension): return input.transforms.px(dimension) != nil
            default: return false
            }
        }
    }

    /// The token's value in `theme`, or the default theme's when `theme` lacks it or has another type.
    static func value(_ token: ResolvedToken, in theme: ExportTheme) -> TokenValue {
        guard let value = theme[token.path]?.value, value.type == token.value.type else { return token.value }
        return value
    }

    static func shortest(_ value: Double) -> String { NumberFormatting.shortest(value, places: 4) }

    /// A text style's `textDecoration` lines (CSS keywords `underline`, `line-through`, `overline`) as Compose and
    /// Flutter write them; `nil` when it names none either language has (Compose has no overline).
    static func decorations(_ type: Typography) -> (compose: String, flutter: String)? {
        let words = Set((type.textDecoration ?? "").lowercased().split(separator: " ").map(String.init))
        let lines = [("underline", "Underline", "underline"), ("line-through", "LineThrough", "lineThrough")]
            .filter { words.contains($0.0) }
        let flutter =
            lines.map { "TextDecoration.\($0.2)" } + (words.contains("overline") ? ["TextDecoration.overline"] : [])
        guard !flutter.isEmpty else { return nil }
        let compose = lines.map { "TextDecoration.\($0.1)" }
        return (
            compose: compose.isEmpty
                ? "TextDecoration.None"
                : compose.count == 1
                    ? compose[0] : "TextDecoration.combine(listOf(\(compose.joined(separator: ", "))))",
            flutter: flutter.count == 1 ? flutter[0] : "TextDecoration.combine([\(flutter.joined(separator: ", "))])"
        )
    }
}
