extension TokenTable {
    /// A copy of the table in which some tokens have other values: a user's accent color, a preview.
    ///
    /// Only the named tokens change. Tokens that alias them keep their compiled values; to carry an override
    /// through aliases, add it as the top layer of the themes' sources and compile again.
    /// - Parameter replacements: New values by dotted token path. Paths the table's vocabulary lacks are
    ///   ignored, since a table cannot grow tokens its theme set does not have.
    /// - Returns: The table with the replacements; it shares this table's vocabulary.
    public func overriding(_ replacements: [String: TokenValue]) -> TokenTable {
        var values = self.values
        var fromDefault = self.fromDefaultTheme
        for (path, value) in replacements {
            guard let id = vocabulary.id(for: path) else { continue }
            values[Int(id.rawValue)] = value
            fromDefault[Int(id.rawValue)] = false
        }
        return TokenTable(
            themeName: themeName, vocabulary: vocabulary, values: values, fromDefaultTheme: fromDefault,
            fallbackPolicy: fallbackPolicy)
    }
}
