/// The compiled tokens of one theme: an immutable array of resolved values indexed by ``TokenID``.
///
/// A table is a `Sendable` value: any thread may read the current table without a lock while the main actor
/// swaps in the next one. Reading by ID is an array read; reading by name is one hash lookup plus the read.
public struct TokenTable: Sendable {
    /// The theme's name.
    public let themeName: String
    /// The token paths and IDs shared by every theme of the set.
    public let vocabulary: TokenVocabulary
    @usableFromInline let values: [TokenValue?]
    let fromDefaultTheme: [Bool]
    /// How lookups of keys the table lacks are answered (reserve keys, hex keys, a fallback value).
    public let fallbackPolicy: FallbackPolicy

    init(
        themeName: String, vocabulary: TokenVocabulary, values: [TokenValue?], fromDefaultTheme: [Bool],
        fallbackPolicy: FallbackPolicy
    ) {
        self.themeName = themeName
        self.vocabulary = vocabulary
        self.values = values
        self.fromDefaultTheme = fromDefaultTheme
        self.fallbackPolicy = fallbackPolicy
    }

    /// The value of a token, or `nil` when neither this theme nor the default theme defines it (or the ID
    /// belongs to another theme set's vocabulary).
    @inlinable
    public subscript(id: TokenID) -> TokenValue? {
        // One bounds check, so an ID from another set answers nil instead of trapping.
        let index = Int(id.rawValue)
        return index >= 0 && index < values.count ? values[index] : nil
    }

    /// The value of a token by dotted path (one hash lookup), or `nil`.
    public subscript(path: String) -> TokenValue? {
        vocabulary.id(for: path).flatMap { self[$0] }
    }

    /// Whether the token's value was taken from the default theme because this theme lacks it.
    public func isFromDefaultTheme(_ id: TokenID) -> Bool {
        fromDefaultTheme.indices.contains(Int(id.rawValue)) && fromDefaultTheme[Int(id.rawValue)]
    }

    /// The IDs whose resolved values differ between this table and another of the same set: the tokens a
    /// switch from `other` to `self` must re-apply.
    /// - Precondition: both tables come from the same ``CompiledThemeSet``.
    public func changedTokens(from other: TokenTable) -> [TokenID] {
        precondition(values.count == other.values.count, "tables of different theme sets cannot be compared")
        var changed: [TokenID] = []
        for index in values.indices where values[index] != other.values[index] {
            changed.append(TokenID(rawValue: Int32(index)))
        }
        return changed
    }

    /// This table laid out over another vocabulary of the same paths, so that tables compiled one by one (the
    /// permutations of a theme space) share one vocabulary instead of each keeping its own. `nil` when the
    /// vocabularies' paths differ.
    package func rebased(onto other: TokenVocabulary) -> TokenTable? {
        guard other.count == vocabulary.count else { return nil }
        var values = [TokenValue?](repeating: nil, count: other.count)
        var flags = [Bool](repeating: false, count: other.count)
        for (index, path) in vocabulary.paths.enumerated() {
            guard let id = other.id(for: path.dotted) else { return nil }
            values[Int(id.rawValue)] = self.values[index]
            flags[Int(id.rawValue)] = fromDefaultTheme[index]
        }
        return TokenTable(
            themeName: themeName, vocabulary: other, values: values, fromDefaultTheme: flags,
            fallbackPolicy: fallbackPolicy)
    }

    #if DEBUG
        /// Checks the table against its vocabulary (called from tests).
        func checkInvariants() {
            vocabulary.checkInvariants()
            precondition(values.count == vocabulary.count, "table and vocabulary sizes differ")
            precondition(fromDefaultTheme.count == values.count, "default-theme flags out of step")
        }
    #endif
}

// MARK: - Typed accessors

extension TokenTable {
    /// The color of a token, or `nil` when it is missing or not a color. An array read.
    @inlinable
    public func color(_ id: TokenID) -> Color? {
        let index = Int(id.rawValue)
        guard index >= 0 && index < values.count, case .color(let color)? = values[index] else { return nil }
        return color
    }
    /// The color of a token by dotted path.
    public func color(_ path: String) -> Color? { self[path]?.color }
    /// The dimension of a token, or `nil` when it is missing or not a dimension.
    public func dimension(_ id: TokenID) -> TokenDimension? { self[id]?.dimension }
    /// The dimension of a token by dotted path.
    public func dimension(_ path: String) -> TokenDimension? { self[path]?.dimension }
    /// The number of a number or font-weight token.
    public func number(_ id: TokenID) -> Double? { self[id]?.number }
    /// The number of a number or font-weight token by dotted path.
    public func number(_ path: String) -> Double? { self[path]?.number }
    /// The text of a string or asset token.
    public func string(_ id: TokenID) -> String? { self[id]?.string }
    /// The text of a string or asset token by dotted path.
    public func string(_ path: String) -> String? { self[path]?.string }
    /// The duration of a duration token by dotted path.
    public func duration(_ path: String) -> TokenDuration? {
        if case .duration(let value)? = self[path] { return value }
        return nil
    }
    /// The text style of a typography token by dotted path.
    public func typography(_ path: String) -> Typography? {
        if case .typography(let value)? = self[path] { return value }
        return nil
    }
    /// The layers of a shadow token by dotted path.
    public func shadow(_ path: String) -> [Shadow]? {
        if case .shadow(let value)? = self[path] { return value }
        return nil
    }
}
