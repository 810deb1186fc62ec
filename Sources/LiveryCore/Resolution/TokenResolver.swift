/// Resolves the aliases of a theme's merged tokens into values.
///
/// Resolution follows whole-value aliases (`{a.b}`, legacy key redirects, `$ref` pointers) and aliases inside
/// composite values, detects cycles (the error lists the whole cycle) and stops after
/// ``ResolutionOptions/maximumAliasDepth`` steps, so a 10,000-step chain fails quickly instead of exhausting
/// the stack. A token the theme lacks is taken from the fallback (the default theme's tokens), and that is
/// reported. Each token is resolved once; results are memoized.
public struct TokenResolver {
    /// The options.
    public var options: ResolutionOptions

    /// Creates a resolver.
    public init(options: ResolutionOptions = ResolutionOptions()) {
        self.options = options
    }

    /// Resolves every token of a theme.
    /// - Parameters:
    ///   - theme: The theme's layers.
    ///   - fallback: The default theme's tokens, used for tokens this theme lacks (reported); `nil` for the
    ///     default theme itself.
    ///   - additionalPaths: Paths to resolve beyond the theme's own (the other themes' tokens, so that every
    ///     theme of a set has every token); those found in neither theme nor fallback are reported.
    /// - Returns: The resolved theme.
    /// - Throws: ``ResolutionError`` or ``TokenFileError``.
    public func resolve(_ theme: ThemeSource, fallback: MergedTokens? = nil, additionalPaths: [TokenPath] = [])
        throws -> ResolvedTheme
    {
        try resolve(
            name: theme.name, merged: try theme.merged(budget: options.workBudget),
            documents: theme.layers.map(\.document),
            fallback: fallback, additionalPaths: additionalPaths)
    }

    /// Every resolution error of a theme, each once, in the order of the definitions: what `livery lint`
    /// reports, so that one run names every broken alias and cycle instead of the first. A token that fails only
    /// because an alias it follows fails gives that same error, reported once.
    /// - Throws: what ``resolve(_:fallback:additionalPaths:)`` throws other than ``ResolutionError`` (a file
    ///   error, the work budget's error).
    package func errors(in theme: ThemeSource) throws -> [ResolutionError] {
        let merged = try theme.merged(budget: options.workBudget)
        let run = ResolutionRun(merged: merged, fallback: nil, options: options)
        var errors: [ResolutionError] = []
        var seen = Set<String>()
        for index in merged.definitions.indices {
            do {
                _ = try run.value(of: .theme(index), depth: 0)
            } catch let error as ResolutionError {
                // A cycle met from each of its members is one cycle.
                let key: String =
                    if case .aliasCycle(_, _, let cycle) = error {
                        "cycle " + Set(cycle.map(\.dotted)).sorted().joined(separator: " ")
                    } else {
                        error.description
                    }
                if seen.insert(key).inserted { errors.append(error) }
            }
        }
        return errors
    }

    func resolve(
        name: String, merged: MergedTokens, documents: [TokenDocument], fallback: MergedTokens?,
        additionalPaths: [TokenPath]
    ) throws -> ResolvedTheme {
        try resolveParts(
            name: name, merged: merged, documents: documents, fallback: fallback, additionalPaths: additionalPaths
        ).theme
    }

    /// Resolves a theme, returning also what resolution itself noticed (the theme's diagnostics without its
    /// documents' own, which a theme set shares between the themes that use a document).
    /// - Parameter sharedLiterals: Literals of layers the theme shares with others, decoded once for all of them.
    func resolveParts(
        name: String, merged: MergedTokens, documents: [TokenDocument], fallback: MergedTokens?,
        additionalPaths: [TokenPath], sharedLiterals: SharedLiterals? = nil
    ) throws -> (theme: ResolvedTheme, resolutionDiagnostics: [Diagnostic]) {
        let run = ResolutionRun(merged: merged, fallback: fallback, options: options)
        run.sharedLiterals = sharedLiterals
        for index in merged.definitions.indices { _ = try run.value(of: .theme(index), depth: 0) }
        var fallbackTokens: [(index: Int, value: TokenValue)] = []
        for path in additionalPaths where merged.index[path] == nil {
            guard let fallback, let index = fallback.index[path] else {
                run.diagnostics.append(
                    Diagnostic(
                        .warning, .missingInTheme,
                        "token is defined by another theme but neither by theme '\(name)' nor by the default theme",
                        tokenPath: path))
                continue
            }
            run.reportFallback(fallback.definitions[index])
            fallbackTokens.append((index, try run.value(of: .fallback(index), depth: 0)))
        }
        // The values stay in the run's memo, beside the definitions: no definition is copied per token.
        let storage = ResolvedTokenStorage(
            ownDefinitions: merged.definitions, ownValues: run.themeValues,
            fallbackDefinitions: fallback?.definitions ?? [], fallbackTokens: fallbackTokens)
        let resolutionDiagnostics = run.sink.diagnostics + run.diagnostics
        return (
            ResolvedTheme(
                name: name, storage: storage, documentDiagnostics: documents.map(\.diagnostics),
                resolutionDiagnostics: resolutionDiagnostics),
            resolutionDiagnostics
        )
    }
}

/// A definition of the theme or of the fallback (default) theme, by index: memoization and the cycle check
/// use these indices, so resolving a token hashes only to follow an alias.
enum DefinitionReference: Hashable {
    case theme(Int)
    case fallback(Int)
}

/// The state of one resolution: memoized values, the chain in progress, diagnostics.
final class ResolutionRun {
    let merged: MergedTokens
    let fallback: MergedTokens?
    let options: ResolutionOptions
    // One run belongs to one resolution on one thread, and no access to these overlaps another: no dynamic
    // exclusivity checks (several per token otherwise).
    @exclusivity(unchecked) var themeValues: [TokenValue?]
    @exclusivity(unchecked) var fallbackValues: [TokenValue?]
    @exclusivity(unchecked) var themeInProgress: [Bool]
    @exclusivity(unchecked) var fallbackInProgress: [Bool]
    @exclusivity(unchecked) var chain: [DefinitionReference] = []
    @exclusivity(unchecked) var reportedFallbacks: Set<TokenPath> = []
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    /// Literals the theme shares with other themes of its set, decoded once.
    var sharedLiterals: SharedLiterals?
    let sink: DiagnosticSink
    /// Decodes the theme's literal values its file's reader already checked: what it notices was recorded in
    /// the document's diagnostics, which every theme using the file includes (strict mode still throws).
    let checkedSink: DiagnosticSink

    init(merged: MergedTokens, fallback: MergedTokens?, options: ResolutionOptions) {
        self.merged = merged
        self.fallback = fallback
        self.options = options
        themeValues = Array(repeating: nil, count: merged.definitions.count)
        themeInProgress = Array(repeating: false, count: merged.definitions.count)
        fallbackValues = Array(repeating: nil, count: fallback?.definitions.count ?? 0)
        fallbackInProgress = Array(repeating: false, count: fallback?.definitions.count ?? 0)
        sink = DiagnosticSink(isStrict: options.isStrict, file: "")
        checkedSink = DiagnosticSink(isStrict: options.isStrict, file: "", records: false)
    }

    func definition(_ reference: DefinitionReference) -> TokenDefinition {
        switch reference {
        case .theme(let index): merged.definitions[index]
        case .fallback(let index): fallback!.definitions[index]
        }
    }

    /// The definitions a reference indexes, and its index: reading fields through them copies no definition.
    func definitions(of reference: DefinitionReference) -> (definitions: [TokenDefinition], index: Int) {
        switch reference {
        case .theme(let index): (merged.definitions, index)
        case .fallback(let index): (fallback!.definitions, index)
        }
    }

    func reportFallback(_ definition: TokenDefinition) {
        guard reportedFallbacks.insert(definition.path).inserted else { return }
        diagnostics.append(
            Diagnostic(
                .note, .fallbackToDefaultTheme, "token is missing from this theme; the default theme's value is used",
                location: definition.location, tokenPath: definition.path))
    }

    /// The definition an alias names: this theme's, else the default theme's (reported), else an error.
    func target(of reference: TokenPath, from referrer: DefinitionReference, at position: SourcePosition) throws
        -> DefinitionReference
    {
        if let index = merged.index[reference] { return .theme(index) }
        if let fallback, let index = fallback.index[reference] {
            reportFallback(fallback.definitions[index])
            return .fallback(index)
        }
        let referrer = definition(referrer)
        let location = FileLocation(file: referrer.location.file, position: position)
        if merged.groupPaths.contains(reference) || fallback?.groupPaths.contains(reference) == true {
            throw ResolutionError.aliasToGroup(location, path: referrer.path, reference: reference)
        }
        if !options.isStrict, reference.components.count > 1, reference.components.last == "value",
            let parent = reference.parent, let index = merged.index[parent]
        {
            // Style Dictionary's first format named a token's value in references: `{color.core.red.value}`.
            try sink.accept(
                .assumedValue,
                "\(reference.alias) ends in .value, as Style Dictionary's first format wrote "
                    + "references; \(parent.alias) is taken", at: position, path: referrer.path)
            return .theme(index)
        }
        if !options.isStrict, let index = tokenNamed(like: reference) {
            // Figma exports write references with the variables' names (`{color.Gray.900}`, `{font.Family Sans}`)
            // while the keys are slugs (`gray`, `family-sans`); the tools that read them match by slug.
            try sink.accept(
                .assumedValue,
                "\(reference.alias) names no token; \(merged.definitions[index].path.alias) is taken, the same name written as a key",
                at: position, path: referrer.path)
            return .theme(index)
        }
        // The referrer itself is no suggestion: `a: {x}` answered "did you mean {a}?", an alias to itself.
        let paths = merged.definitions.lazy.map(\.path).filter { $0 != referrer.path }
        let closest = Suggestion.closest(to: reference.dotted, in: paths.map(\.dotted))
        throw ResolutionError.unresolvedAlias(
            location, path: referrer.path, reference: reference,
            closest: closest.flatMap { name in paths.first { $0.dotted == name } })
    }

    /// Tokens by the slug of their path, built on the first reference that names no token.
    private var slugIndex: [String: Int]?

    /// The token whose path has the same slug as `reference` (each name lower-cased, runs of other characters
    /// than letters and digits made one `-`), if exactly one has.
    private func tokenNamed(like reference: TokenPath) -> Int? {
        if slugIndex == nil {
            var index: [String: Int] = [:]
            var ambiguous = Set<String>()
            for (position, definition) in merged.definitions.enumerated() {
                let slug = Self.slug(definition.path)
                if index.updateValue(position, forKey: slug) != nil { ambiguous.insert(slug) }
            }
            for slug in ambiguous { index[slug] = nil }
            slugIndex = index
        }
        return slugIndex?[Self.slug(reference)]
    }

    static func slug(_ path: TokenPath) -> String {
        path.components.map { name in
            var slug = ""
            var pendingDash = false
            for character in name.lowercased() {
                if character.isLetter || character.isNumber {
                    if pendingDash && !slug.isEmpty { slug.append("-") }
                    pendingDash = false
                    slug.append(character)
                } else {
                    pendingDash = true
                }
            }
            return slug
        }.joined(separator: ".")
    }

    /// The deprecation of a definition, read without copying the definition.
    func deprecation(of reference: DefinitionReference) -> TokenDefinition.Deprecation? {
        switch reference {
        case .theme(let index): merged.definitions[index].deprecation
        case .fallback(let index): fallback!.definitions[index].deprecation
        }
    }

    func memoized(_ reference: DefinitionReference) -> TokenValue? {
        switch reference {
        case .theme(let index): themeValues[index]
        case .fallback(let index): fallbackValues[index]
        }
    }

    /// The cycle that following whole-value aliases from `reference` runs into, when it does: past the depth
    /// limit, the chain is walked on without resolving (iteratively, so a 100,000-step cycle costs no stack) to
    /// tell a long cycle from a long chain.
    func cycleAhead(of reference: DefinitionReference) -> ResolutionError? {
        var walked = chain
        var positions: [DefinitionReference: Int] = [:]
        for (offset, element) in walked.enumerated() { positions[element] = offset }
        var current = reference
        let steps = merged.definitions.count + (fallback?.definitions.count ?? 0)
        for _ in 0...steps {
            if let start = positions[current] {
                let last = definition(current)
                return ResolutionError.aliasCycle(
                    last.location, path: last.path, cycle: walked[start...].map { definition($0).path } + [last.path])
            }
            positions[current] = walked.count
            walked.append(current)
            let node = definition(current).value
            guard let alias = ValueDecoder.aliasReference(node),
                let next = try? target(of: alias, from: current, at: node.position)
            else { return nil }
            current = next
        }
        return nil
    }

    func setInProgress(_ reference: DefinitionReference, _ flag: Bool) {
        switch reference {
        case .theme(let index): themeInProgress[index] = flag
        case .fallback(let index): fallbackInProgress[index] = flag
        }
    }

    func isInProgress(_ reference: DefinitionReference) -> Bool {
        switch reference {
        case .theme(let index): themeInProgress[index]
        case .fallback(let index): fallbackInProgress[index]
        }
    }

    func value(of reference: DefinitionReference, depth: Int) throws -> TokenValue {
        if let value = memoized(reference) { return value }
        if case .theme(let index) = reference, let value = sharedLiteral(at: index) {
            themeValues[index] = value
            return value
        }
        // Fields are read through the array: a definition is large, and copying one per token showed in profiles.
        let (definitions, index) = definitions(of: reference)
        let path = definitions[index].path
        if isInProgress(reference) {
            let start = chain.firstIndex(of: reference)!
            throw ResolutionError.aliasCycle(
                definitions[index].location, path: path,
                cycle: chain[start...].map { self.definition($0).path } + [path])
        }
        guard depth <= options.maximumAliasDepth else {
            // A cycle longer than the limit is still a cycle, and saying so is what helps.
            if let cycle = cycleAhead(of: reference) { throw cycle }
            let first = chain.first.map(self.definition) ?? definitions[index]
            throw ResolutionError.aliasTooDeep(first.location, path: first.path, limit: options.maximumAliasDepth)
        }
        chain.append(reference)
        setInProgress(reference, true)
        defer {
            chain.removeLast()
            setInProgress(reference, false)
        }
        // A literal of this theme's own files that the reader decoded with the same type: decoding it again
        // must not record the reader's diagnostics once more per theme, and it holds no alias to look for.
        let isChecked: Bool
        if case .theme = reference { isChecked = definitions[index].isLiteralCheckedAtRead } else { isChecked = false }
        let sink = isChecked ? checkedSink : self.sink
        let previousFile = sink.file
        sink.file = definitions[index].location.file
        defer { sink.file = previousFile }
        // The closure captures the run alone, so making it allocates nothing; the definition being decoded is
        // the top of `chain`.
        let resolveAlias: ValueDecoder.AliasResolver = { [self] reference, expected, position in
            try resolveNestedAlias(reference, expected: expected, at: position)
        }
        let resolveOperand: ValueDecoder.OperandResolver = { [self] reference, position in
            try resolveNestedAlias(reference, expected: nil, at: position)
        }
        let node = definitions[index].value
        var value: TokenValue
        if let type = definitions[index].declaredType ?? merged.inheritedType(for: path) {
            let decoder = ValueDecoder(
                sink: sink, path: path, resolveAlias: resolveAlias, resolveOperand: resolveOperand)
            value = try isChecked ? decoder.decodeLiteral(node, as: type) : decoder.decode(node, as: type)
            if isChecked { sharedLiterals?.keep(value, at: index, as: type) }
        } else if let aliasPath = ValueDecoder.aliasReference(node) {
            // An untyped alias takes the type of what it points to.
            let target = try self.target(of: aliasPath, from: reference, at: node.position)
            value = try self.value(of: target, depth: depth + 1)
            noteDeprecatedUse(of: target, by: reference, at: node.position)
        } else {
            guard let type = TypeInference.type(of: node) else {
                throw TokenFileError.missingType(definitions[index].location, path: path)
            }
            try sink.accept(
                .inferredType, "no $type; read as \(type.rawValue) from the shape of the value",
                at: definitions[index].location.position, path: path)
            value = try ValueDecoder(
                sink: sink, path: path, resolveAlias: resolveAlias, resolveOperand: resolveOperand
            ).decode(node, as: type)
        }
        if case .color(let color) = value, let extensions = definitions[index].extensions,
            let modifier = try ColorModifier.of(
                extensions,
                decoder: ValueDecoder(
                    sink: sink, path: path, resolveAlias: resolveAlias, resolveOperand: resolveOperand))
        {
            try sink.note(
                .colorModifier, "Tokens Studio color modifier '\(modifier.kind.rawValue)' applied",
                at: definitions[index].location.position, path: path)
            let modified = modifier.apply(to: color)
            // An amount far out of range (lighten by 1e300) would carry the color past what converts finitely.
            guard modified.isWithinComponentLimit else {
                throw TokenFileError.invalidValue(
                    definitions[index].location, path: path, type: .color,
                    reason: ColorParseError.outOfRange(
                        "\(modifier.kind.rawValue) by \(NumberFormatting.shortest(modifier.amount))",
                        limit: Color.componentLimit
                    ).description)
            }
            value = .color(modified)
        }
        switch reference {
        case .theme(let index): themeValues[index] = value
        case .fallback(let index): fallbackValues[index] = value
        }
        return value
    }

    /// The value of the theme's definition at `index` when it is a checked literal of layers shared with an
    /// earlier theme of the set, which decoded it as the same type.
    private func sharedLiteral(at index: Int) -> TokenValue? {
        guard let sharedLiterals, merged.definitions[index].isLiteralCheckedAtRead,
            let type = merged.definitions[index].declaredType
                ?? merged.inheritedType(for: merged.definitions[index].path)
        else { return nil }
        return sharedLiterals.value(at: index, as: type)
    }

    /// Resolves an alias met while decoding the definition at the top of ``chain``, one level deeper.
    /// - Parameter expected: The type the alias must have; `nil` for any (the decoder checks what it got).
    func resolveNestedAlias(_ reference: TokenPath, expected: TokenType?, at position: SourcePosition) throws
        -> TokenValue
    {
        let referrer = chain[chain.count - 1]
        let target = try target(of: reference, from: referrer, at: position)
        let value = try value(of: target, depth: chain.count)
        if let expected, value.type != expected {
            let definition = definition(referrer)
            throw ResolutionError.typeMismatch(
                FileLocation(file: definition.location.file, position: position), path: definition.path,
                reference: reference, expected: expected, found: value.type)
        }
        noteDeprecatedUse(of: target, by: referrer, at: position)
        return value
    }

    func noteDeprecatedUse(
        of target: DefinitionReference, by referrer: DefinitionReference, at position: SourcePosition
    ) {
        guard let deprecation = deprecation(of: target) else { return }
        let target = definition(target)
        let referrer = definition(referrer)
        var message = "uses deprecated token \(target.path.alias)"
        if case .deprecatedWithMessage(let advice) = deprecation { message += ": \(advice)" }
        diagnostics.append(
            Diagnostic(
                .warning, .deprecatedTokenUsed, message,
                location: FileLocation(file: referrer.location.file, position: position), tokenPath: referrer.path))
    }
}
