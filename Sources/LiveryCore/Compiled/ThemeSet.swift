/// A set of themes with a default, ready to compile into ``TokenTable``s.
///
/// ```swift
/// let set = ThemeSet(themes: [light, dark], defaultTheme: "light")
/// let compiled = try set.compile()
/// let table = compiled["dark"]!
/// let id = compiled.vocabulary.id(for: "color.text.primary")!
/// let text = table.color(id)        // an array read
/// ```
public struct ThemeSet: Sendable {
    /// The themes.
    public var themes: [ThemeSource]
    /// The name of the default theme, whose tokens fill in what other themes lack.
    public var defaultTheme: String
    /// How aliases are resolved.
    public var resolutionOptions: ResolutionOptions
    /// How lookups of missing keys are answered.
    public var fallbackPolicy: FallbackPolicy

    /// Creates a theme set.
    /// - Parameters:
    ///   - themes: The themes; names must be unique.
    ///   - defaultTheme: The default theme's name; `nil` for the first theme.
    ///   - resolutionOptions: Alias resolution options.
    ///   - fallbackPolicy: The fallback chain for lookups of missing keys.
    public init(
        themes: [ThemeSource], defaultTheme: String? = nil, resolutionOptions: ResolutionOptions = ResolutionOptions(),
        fallbackPolicy: FallbackPolicy = FallbackPolicy()
    ) {
        self.themes = themes
        self.defaultTheme = defaultTheme ?? themes.first?.name ?? ""
        self.resolutionOptions = resolutionOptions
        self.fallbackPolicy = fallbackPolicy
    }

    /// Resolves every theme once and compiles the results into tables that share one vocabulary.
    ///
    /// Nothing is produced unless every theme resolves: a failure throws and leaves no table.
    /// - Returns: The compiled set.
    /// - Throws: ``ResolutionError`` or ``TokenFileError`` naming the file, token and line:column.
    public func compile() throws -> CompiledThemeSet {
        guard !themes.isEmpty else { throw ResolutionError.invalidThemeSet("a theme set needs at least one theme") }
        let names = themes.map(\.name)
        guard Set(names).count == names.count else {
            throw ResolutionError.invalidThemeSet("theme names repeat: \(names.joined(separator: ", "))")
        }
        guard let defaultSource = themes.first(where: { $0.name == defaultTheme }) else {
            throw ResolutionError.unknownTheme(defaultTheme, available: names)
        }
        let resolver = TokenResolver(options: resolutionOptions)
        let mergedByName = Dictionary(uniqueKeysWithValues: try themes.map { ($0.name, try $0.merged()) })
        let defaultMerged = mergedByName[defaultTheme]!

        // The vocabulary: the default theme's tokens first, then each other theme's new ones, in order. Each
        // theme's definitions are numbered by it on the way, so its resolved tokens are placed without hashing.
        var paths: [TokenPath] = []
        var ids: [String: TokenID] = [:]
        var positions: [String: [Int32]] = [:]
        for source in [defaultSource] + themes.filter({ $0.name != defaultTheme }) {
            let definitions = mergedByName[source.name]!.definitions
            ids.reserveCapacity(ids.count + definitions.count)
            positions[source.name] = definitions.map { definition in
                if let id = ids[definition.path.dotted] { return id.rawValue }
                let id = TokenID(rawValue: Int32(paths.count))
                ids[definition.path.dotted] = id
                paths.append(definition.path)
                return id.rawValue
            }
        }
        let vocabulary = TokenVocabulary(paths: paths, ids: ids)

        var tables: [String: TokenTable] = [:]
        var resolved: [String: ResolvedTheme] = [:]
        var diagnostics = Diagnostic.Deduplicator()
        for source in themes {
            let isDefault = source.name == defaultTheme
            let merged = mergedByName[source.name]!
            let own = positions[source.name]!
            // The vocabulary's tokens this theme does not define: resolved from the default theme.
            var defined = [Bool](repeating: false, count: paths.count)
            for position in own { defined[Int(position)] = true }
            let missing = paths.indices.filter { !defined[$0] }
            let theme = try resolver.resolve(
                name: source.name, merged: merged, documents: source.layers.map(\.document),
                fallback: isDefault ? nil : defaultMerged, additionalPaths: missing.map { paths[$0] })
            var values = [TokenValue?](repeating: nil, count: paths.count)
            var fromDefault = [Bool](repeating: false, count: paths.count)
            for (offset, token) in theme.tokens.enumerated() {
                // The theme's own definitions come first, in order; then the fallbacks found.
                let index = offset < own.count ? Int(own[offset]) : Int(ids[token.path.dotted]!.rawValue)
                values[index] = token.value
                fromDefault[index] = token.isFromDefaultTheme
            }
            tables[source.name] = TokenTable(
                themeName: source.name, vocabulary: vocabulary, values: values, fromDefaultTheme: fromDefault,
                fallbackPolicy: fallbackPolicy)
            resolved[source.name] = theme
            diagnostics.append(contentsOf: theme.diagnostics)
        }
        return CompiledThemeSet(
            themeNames: names, defaultTheme: defaultTheme, vocabulary: vocabulary, tables: tables,
            resolvedThemes: resolved, diagnostics: diagnostics.diagnostics)
    }
}

/// The compiled tables of a ``ThemeSet``: one immutable ``TokenTable`` per theme over one shared vocabulary.
public struct CompiledThemeSet: Sendable {
    /// Theme names in the order given.
    public let themeNames: [String]
    /// The default theme's name.
    public let defaultTheme: String
    /// Token paths and their IDs, shared by every table.
    public let vocabulary: TokenVocabulary
    /// Tables by theme name.
    public let tables: [String: TokenTable]
    /// The resolved themes, with descriptions, deprecations and source locations of every token.
    public let resolvedThemes: [String: ResolvedTheme]
    /// Everything noticed while reading and resolving, without repeats.
    public let diagnostics: [Diagnostic]

    /// The table of a theme.
    public subscript(theme: String) -> TokenTable? { tables[theme] }

    /// The table of the default theme.
    public var defaultTable: TokenTable { tables[defaultTheme]! }
}
