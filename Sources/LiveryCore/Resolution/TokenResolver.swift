/// Resolves the aliases of a theme's merged tokens into values.
///
/// Resolution follows whole-value aliases (`{a.b}`, seed 002 redirects, `$ref` pointers) and aliases inside
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
            name: theme.name, merged: try theme.merged(), documents: theme.layers.map(\.document),
            fallback: fallback, additionalPaths: additionalPaths)
    }

    func resolve(
        name: String, merged: MergedTokens, documents: [TokenDocument], fallback: MergedTokens?,
        additionalPaths: [TokenPath]
    ) throws -> ResolvedTheme {
        let run = ResolutionRun(merged: merged, fallback: fallback, options: options)
        var tokens: [ResolvedToken] = []
        tokens.reserveCapacity(merged.definitions.count + additionalPaths.count)
        for definition in merged.definitions {
            tokens.append(
                ResolvedToken(
                    path: definition.path, value: try run.value(of: definition, depth: 0), definition: definition,
                    isFromDefaultTheme: false))
        }
        for path in additionalPaths where merged[path] == nil {
            guard let definition = fallback?[path] else {
                run.diagnostics.append(
                    Diagnostic(
                        .warning, .missingInTheme,
                        "token is defined by another theme but neither by theme '\(name)' nor by the default theme",
                        tokenPath: path))
                continue
            }
            run.reportFallback(definition)
            tokens.append(
                ResolvedToken(
                    path: path, value: try run.value(of: definition, depth: 0), definition: definition,
                    isFromDefaultTheme: true))
        }
        var diagnostics: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for diagnostic in documents.flatMap(\.diagnostics) + run.diagnostics where seen.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
        return ResolvedTheme(name: name, tokens: tokens, diagnostics: diagnostics)
    }
}

/// The state of one resolution: memoized values, the chain in progress, diagnostics.
final class ResolutionRun {
    let merged: MergedTokens
    let fallback: MergedTokens?
    let options: ResolutionOptions
    var values: [TokenPath: TokenValue] = [:]
    var inProgress: [TokenPath] = []
    var inProgressSet: Set<TokenPath> = []
    var reportedFallbacks: Set<TokenPath> = []
    var diagnostics: [Diagnostic] = []

    init(merged: MergedTokens, fallback: MergedTokens?, options: ResolutionOptions) {
        self.merged = merged
        self.fallback = fallback
        self.options = options
        values.reserveCapacity(merged.definitions.count)
    }

    func reportFallback(_ definition: TokenDefinition) {
        guard reportedFallbacks.insert(definition.path).inserted else { return }
        diagnostics.append(
            Diagnostic(
                .note, .fallbackToDefaultTheme, "token is missing from this theme; the default theme's value is used",
                location: definition.location, tokenPath: definition.path))
    }

    /// The definition an alias names: this theme's, else the default theme's (reported), else an error.
    func target(of reference: TokenPath, from referrer: TokenDefinition, at position: SourcePosition) throws
        -> TokenDefinition
    {
        if let definition = merged[reference] { return definition }
        if let definition = fallback?[reference] {
            reportFallback(definition)
            return definition
        }
        let location = FileLocation(file: referrer.location.file, position: position)
        if merged.groupPaths.contains(reference) || fallback?.groupPaths.contains(reference) == true {
            throw ResolutionError.aliasToGroup(location, path: referrer.path, reference: reference)
        }
        throw ResolutionError.unresolvedAlias(location, path: referrer.path, reference: reference)
    }

    func value(of definition: TokenDefinition, depth: Int) throws -> TokenValue {
        let path = definition.path
        if let value = values[path] { return value }
        if inProgressSet.contains(path) {
            let start = inProgress.firstIndex(of: path)!
            throw ResolutionError.aliasCycle(
                definition.location, path: path, cycle: Array(inProgress[start...]) + [path])
        }
        guard depth <= options.maximumAliasDepth else {
            throw ResolutionError.aliasTooDeep(
                inProgress.first.flatMap { merged[$0]?.location } ?? definition.location,
                path: inProgress.first ?? path,
                limit: options.maximumAliasDepth)
        }
        inProgress.append(path)
        inProgressSet.insert(path)
        defer {
            inProgress.removeLast()
            inProgressSet.remove(path)
        }
        let sink = DiagnosticSink(isStrict: options.isStrict, file: definition.location.file)
        let resolveAlias: ValueDecoder.AliasResolver = { reference, expected, position in
            let target = try self.target(of: reference, from: definition, at: position)
            let value = try self.value(of: target, depth: depth + 1)
            guard value.type == expected else {
                throw ResolutionError.typeMismatch(
                    FileLocation(file: definition.location.file, position: position), path: path, reference: reference,
                    expected: expected, found: value.type)
            }
            self.noteDeprecatedUse(of: target, by: definition, at: position)
            return value
        }
        let value: TokenValue
        if let type = definition.declaredType ?? merged.inheritedType(for: path) {
            value = try ValueDecoder(sink: sink, path: path, resolveAlias: resolveAlias).decode(
                definition.value, as: type)
        } else if let reference = ValueDecoder.aliasReference(definition.value) {
            // An untyped alias takes the type of what it points to.
            let target = try self.target(of: reference, from: definition, at: definition.value.position)
            value = try self.value(of: target, depth: depth + 1)
            noteDeprecatedUse(of: target, by: definition, at: definition.value.position)
        } else {
            guard let type = TypeInference.type(of: definition.value) else {
                throw TokenFileError.missingType(definition.location, path: path)
            }
            try sink.accept(
                .inferredType, "no $type; read as \(type.rawValue) from the shape of the value",
                at: definition.location.position, path: path)
            value = try ValueDecoder(sink: sink, path: path, resolveAlias: resolveAlias).decode(
                definition.value, as: type)
        }
        diagnostics.append(contentsOf: sink.diagnostics)
        values[path] = value
        return value
    }

    func noteDeprecatedUse(of target: TokenDefinition, by referrer: TokenDefinition, at position: SourcePosition) {
        guard let deprecation = target.deprecation else { return }
        var message = "uses deprecated token \(target.path.alias)"
        if case .deprecatedWithMessage(let advice) = deprecation { message += ": \(advice)" }
        diagnostics.append(
            Diagnostic(
                .warning, .deprecatedTokenUsed, message,
                location: FileLocation(file: referrer.location.file, position: position), tokenPath: referrer.path))
    }
}

/// Tells a token's type from the shape of its value when no `$type` applies (lenient mode only).
enum TypeInference {
    static func type(of node: SourceNode) -> TokenType? {
        switch node.value {
        case .string(let text):
            if (try? Color(parsing: text)) != nil { return .color }
            if TokenDimension(parsing: text) != nil { return .dimension }
            if TokenDuration(parsing: text) != nil { return .duration }
            return .string
        case .number: return .number
        case .bool, .null: return nil
        case .object:
            if node["colorSpace"] != nil { return .color }
            if let unit = node["unit"]?.string, node["value"]?.number != nil {
                if DimensionUnit(rawValue: unit) != nil { return .dimension }
                if DurationUnit(rawValue: unit) != nil { return .duration }
                return nil
            }
            if node["width"] != nil && node["style"] != nil && node["color"] != nil { return .border }
            if node["offsetX"] != nil && node["offsetY"] != nil { return .shadow }
            if node["fontFamily"] != nil && node["fontSize"] != nil { return .typography }
            if node["duration"] != nil && node["timingFunction"] != nil { return .transition }
            return nil
        case .array(let elements):
            if elements.count == 4 && elements.allSatisfy({ $0.number != nil }) { return .cubicBezier }
            if !elements.isEmpty && elements.allSatisfy({ $0.string != nil }) { return .fontFamily }
            if !elements.isEmpty && elements.allSatisfy({ $0["position"] != nil && $0["color"] != nil }) {
                return .gradient
            }
            if !elements.isEmpty && elements.allSatisfy({ $0["offsetX"] != nil }) { return .shadow }
            return nil
        }
    }
}
