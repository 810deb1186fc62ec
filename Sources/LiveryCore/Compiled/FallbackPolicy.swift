/// How a lookup by key answers when the theme (and the default theme) lack the key: the chain of
/// reserve keys, keys that are themselves hex colors, and a last-resort value. Every fallback taken is reported.
public struct FallbackPolicy: Sendable {
    /// Alternate keys: when `key` is missing, `reserveKeys[key]` is looked up instead (one step, not chained).
    public var reserveKeys: [String: String]
    /// Whether a missing key that reads as a hex color (`"ff5073"`, `"#fff"`) answers with that color.
    public var readsKeysAsHexColors: Bool
    /// The value given when nothing else answers; `nil` to answer `nil`. Never a silent black.
    public var fallbackValue: TokenValue?
    /// Called with a diagnostic for every fallback taken (for logging); the lookup result carries it too.
    public var report: (@Sendable (Diagnostic) -> Void)?

    /// Creates a policy.
    public init(
        reserveKeys: [String: String] = [:], readsKeysAsHexColors: Bool = true, fallbackValue: TokenValue? = nil,
        report: (@Sendable (Diagnostic) -> Void)? = nil
    ) {
        self.reserveKeys = reserveKeys
        self.readsKeysAsHexColors = readsKeysAsHexColors
        self.fallbackValue = fallbackValue
        self.report = report
    }
}

/// The answer to a lookup through the fallback chain.
public struct TokenLookup: Sendable, Hashable {
    /// Where the value came from.
    public enum Source: Sendable, Hashable {
        /// The theme defines the token.
        case theme
        /// The default theme defines it; this theme does not.
        case defaultTheme
        /// The reserve key named here answered.
        case reserveKey(String)
        /// The key itself read as a hex color.
        case hexKey
        /// The configured fallback value.
        case configuredFallback
        /// Nothing answered.
        case notFound
    }

    /// The value, or `nil` when nothing answered.
    public var value: TokenValue?
    /// Where it came from.
    public var source: Source
    /// The report of the fallback taken, `nil` when the theme itself answered.
    public var diagnostic: Diagnostic?

    /// Creates a lookup result.
    public init(value: TokenValue?, source: Source, diagnostic: Diagnostic? = nil) {
        self.value = value
        self.source = source
        self.diagnostic = diagnostic
    }
}

extension TokenTable {
    /// Looks up a key through the whole fallback chain: this theme → the default theme → the reserve-key map →
    /// the key read as a hex color → the configured fallback value. Every fallback is reported, through the
    /// result's ``TokenLookup/diagnostic`` and the policy's ``FallbackPolicy/report`` closure.
    /// - Parameter key: A dotted token path (or, for legacy packs, `color.Black_A`; a bare hex key also works).
    /// - Returns: The value and where it came from.
    public func lookup(_ key: String) -> TokenLookup {
        if let id = vocabulary.id(for: key), let value = self[id] {
            if !isFromDefaultTheme(id) { return TokenLookup(value: value, source: .theme, diagnostic: nil) }
            return reported(
                TokenLookup(value: value, source: .defaultTheme, diagnostic: nil), .fallbackToDefaultTheme,
                "'\(key)' is missing from theme '\(themeName)'; the default theme's value is used", key)
        }
        if let reserve = fallbackPolicy.reserveKeys[key], let id = vocabulary.id(for: reserve), let value = self[id] {
            return reported(
                TokenLookup(value: value, source: .reserveKey(reserve), diagnostic: nil), .fallbackToReserveKey,
                "'\(key)' is missing from theme '\(themeName)'; its reserve key '\(reserve)' is used", key)
        }
        let lastComponent = key.split(separator: ".").last.map(String.init) ?? key
        if fallbackPolicy.readsKeysAsHexColors, let color = Color(hex: lastComponent) {
            return reported(
                TokenLookup(value: .color(color), source: .hexKey, diagnostic: nil), .fallbackToHexKey,
                "'\(key)' is missing from theme '\(themeName)'; the key is read as the color \(color.hexString())", key)
        }
        if let value = fallbackPolicy.fallbackValue {
            return reported(
                TokenLookup(value: value, source: .configuredFallback, diagnostic: nil), .fallbackToConfiguredValue,
                "'\(key)' is missing from theme '\(themeName)'; the configured fallback value is used", key)
        }
        return reported(
            TokenLookup(value: nil, source: .notFound, diagnostic: nil), .missingInTheme,
            "'\(key)' is missing from theme '\(themeName)' and no fallback answered", key)
    }

    private func reported(_ lookup: TokenLookup, _ kind: Diagnostic.Kind, _ message: String, _ key: String)
        -> TokenLookup
    {
        var result = lookup
        let diagnostic = Diagnostic(.warning, kind, message, tokenPath: TokenPath(key))
        result.diagnostic = diagnostic
        fallbackPolicy.report?(diagnostic)
        return result
    }
}
