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

        // The vocabulary: the default theme's tokens first, then each other theme's new ones, in order.
        var paths: [TokenPath] = []
        var known = Set<TokenPath>()
        for source in [defaultSource] + themes.filter({ $0.name != defaultTheme }) {
            for definition in mergedByName[source.name]!.definitions where known.insert(definition.path).inserted {
                paths.append(definition.path)
            }
        }
        let vocabulary = TokenVocabulary(paths: paths)

        var tables: [String: TokenTable] = [:]
        var resolved: [String: ResolvedTheme] = [:]
        var diagnostics: [Diagnostic] = []
        var seenDiagnostics = Set<Diagnostic>()
        for source in themes {
            let isDefault = source.name == defaultTheme
            let theme = try resolver.resolve(
                name: source.name, merged: mergedByName[source.name]!, documents: source.layers.map(\.document),
                fallback: isDefault ? nil : defaultMerged, additionalPaths: paths)
            var values = [TokenValue?](repeating: nil, count: paths.count)
            var fromDefault = [Bool](repeating: false, count: paths.count)
            for token in theme.tokens {
                let index = Int(vocabulary.id(for: token.path)!.rawValue)
                values[index] = token.value
                fromDefault[index] = token.isFromDefaultTheme
            }
            tables[source.name] = TokenTable(
                themeName: source.name, vocabulary: vocabulary, values: values, fromDefaultTheme: fromDefault,
                fallbackPolicy: fallbackPolicy)
            resolved[source.name] = theme
            for diagnostic in theme.diagnostics where seenDiagnostics.insert(diagnostic).inserted {
                diagnostics.append(diagnostic)
            }
        }
        return CompiledThemeSet(
            themeNames: names, defaultTheme: defaultTheme, vocabulary: vocabulary, tables: tables,
            resolvedThemes: resolved, diagnostics: diagnostics)
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
