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
    /// The most themes one set compiles: far beyond what apps switch between, and a bound on the work and memory a
    /// token source from the network can ask for (a resolver with thousands of contexts, design-tool theme
    /// groups whose combinations multiply). ``compile()`` refuses larger sets with
    /// ``ResolutionError/invalidThemeSet(_:)``.
    public static let maximumThemeCount = 1_024

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
        guard themes.count <= Self.maximumThemeCount else {
            throw ResolutionError.invalidThemeSet(
                "\(themes.count) themes, more than the limit of \(Self.maximumThemeCount) (ThemeSet.maximumThemeCount)")
        }
        for theme in themes { try theme.checkLayerCount() }
        let names = themes.map(\.name)
        guard Set(names).count == names.count else {
            throw ResolutionError.invalidThemeSet("theme names repeat: \(names.joined(separator: ", "))")
        }
        guard let defaultSource = themes.first(where: { $0.name == defaultTheme }) else {
            throw ResolutionError.unknownTheme(defaultTheme, available: names)
        }
        let resolver = TokenResolver(options: resolutionOptions)
        let merges = try SharedLayerMerges(themes, budget: resolutionOptions.workBudget)
        let themeIndex = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let defaultMerged = merges.merged[themeIndex[defaultTheme]!]

        // The vocabulary: the default theme's tokens first, then each other theme's new ones, in order. Each
        // theme's definitions are numbered by it on the way, so its resolved tokens are placed without hashing.
        var paths: [TokenPath] = []
        var ids: [String: TokenID] = [:]
        var positions: [String: [Int32]] = [:]
        // Room for the default theme's tokens; other themes mostly repeat them, so reserving their counts too
        // would only rehash the table once per theme.
        ids.reserveCapacity(defaultMerged.definitions.count)
        for source in [defaultSource] + themes.filter({ $0.name != defaultTheme }) {
            let theme = themeIndex[source.name]!
            // By index, not by element: a definition is large, and copying each showed in profiles.
            let definitions = merges.merged[theme].definitions
            // Definitions of shared layers keep their positions, so an earlier theme numbered them already.
            let shared = merges.shared[theme]
            let known = shared?.positions ?? []
            let numbered =
                known
                + definitions.indices.dropFirst(known.count).map { index in
                    let dotted = definitions[index].path.dotted
                    if let id = ids[dotted] { return id.rawValue }
                    let id = TokenID(rawValue: Int32(paths.count))
                    ids[dotted] = id
                    paths.append(definitions[index].path)
                    return id.rawValue
                }
            if let shared, shared.positions == nil { shared.positions = Array(numbered.prefix(shared.count)) }
            positions[source.name] = numbered
        }
        let vocabulary = TokenVocabulary(paths: paths, ids: ids)

        var tables: [String: TokenTable] = [:]
        var resolved: [String: ResolvedTheme] = [:]
        var diagnostics: [[Diagnostic]] = []
        var seenDocumentDiagnostics: Set<UnsafeRawPointer?> = []
        for (theme, source) in themes.enumerated() {
            let isDefault = source.name == defaultTheme
            let merged = merges.merged[theme]
            let own = positions[source.name]!
            // The vocabulary's tokens this theme does not define: resolved from the default theme.
            var defined = [Bool](repeating: false, count: paths.count)
            for position in own { defined[Int(position)] = true }
            let missing = paths.indices.filter { !defined[$0] }
            let documents = source.layers.map(\.document)
            let (theme, resolutionDiagnostics) = try resolver.resolveParts(
                name: source.name, merged: merged, documents: documents,
                fallback: isDefault ? nil : defaultMerged, additionalPaths: missing.map { paths[$0] },
                sharedLiterals: merges.shared[theme]?.literals(forTheme: theme))
            var values = [TokenValue?](repeating: nil, count: paths.count)
            var fromDefault = [Bool](repeating: false, count: paths.count)
            // The theme's own definitions, in order (numbered above), then the fallbacks found.
            let storage = theme.storage
            for (offset, value) in storage.ownValues.enumerated() { values[Int(own[offset])] = value }
            for (index, value) in storage.fallbackTokens {
                let id = Int(ids[storage.fallbackDefinitions[index].path.dotted]!.rawValue)
                values[id] = value
                fromDefault[id] = true
            }
            tables[source.name] = TokenTable(
                themeName: source.name, vocabulary: vocabulary, values: values, fromDefaultTheme: fromDefault,
                fallbackPolicy: fallbackPolicy)
            resolved[source.name] = theme
            // The same as taking the theme's diagnostics, without going again through those of a document an
            // earlier theme already used (themes share their base layers): one array is one document's.
            for document in documents
            where seenDocumentDiagnostics.insert(Self.storageIdentity(of: document.diagnostics)).inserted {
                diagnostics.append(document.diagnostics)
            }
            diagnostics.append(resolutionDiagnostics)
        }
        return CompiledThemeSet(
            themeNames: names, defaultTheme: defaultTheme, vocabulary: vocabulary, tables: tables,
            resolvedThemes: resolved, diagnosticParts: diagnostics)
    }
}

extension ThemeSet {
    /// The address of an array's elements: the same for copies of one array, so a document's diagnostics are
    /// recognized when several themes layer the document. (Empty arrays share one address, and have nothing
    /// to append.)
    static func storageIdentity(of array: [Diagnostic]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
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
    private let noticed: NoticedDiagnostics

    init(
        themeNames: [String], defaultTheme: String, vocabulary: TokenVocabulary, tables: [String: TokenTable],
        resolvedThemes: [String: ResolvedTheme], diagnosticParts: [[Diagnostic]]
    ) {
        self.themeNames = themeNames
        self.defaultTheme = defaultTheme
        self.vocabulary = vocabulary
        self.tables = tables
        self.resolvedThemes = resolvedThemes
        noticed = NoticedDiagnostics(parts: diagnosticParts)
    }

    /// Everything noticed while reading and resolving, without repeats. Put together on first use, then kept.
    public var diagnostics: [Diagnostic] { noticed.diagnostics }

    /// The table of a theme.
    public subscript(theme: String) -> TokenTable? { tables[theme] }

    /// The table of the default theme.
    public var defaultTable: TokenTable { tables[defaultTheme]! }
}
