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
}
