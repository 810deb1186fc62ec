/// A token after resolution: its final value and where it was declared.
public struct ResolvedToken: Sendable, Hashable {
    /// The token's path.
    public var path: TokenPath
    /// The resolved value.
    public var value: TokenValue
    /// The definition that won, with description, deprecation, extensions and location.
    public var definition: TokenDefinition
    /// Whether the definition came from the default theme because this theme lacks the token.
    public var isFromDefaultTheme: Bool

    /// The value's type.
    public var type: TokenType { value.type }
}

/// Every token of one theme with its resolved value, and what was noticed on the way.
public struct ResolvedTheme: Sendable {
    /// The theme's name.
    public let name: String
    let storage: ResolvedTokenStorage
    private let index = PathIndex()
    private let noticed: NoticedDiagnostics

    /// Creates a resolved theme.
    /// - Parameters:
    ///   - documentDiagnostics: What the readers of the theme's documents noticed, a list per document.
    ///   - resolutionDiagnostics: What resolution noticed.
    init(
        name: String, storage: ResolvedTokenStorage, documentDiagnostics: [[Diagnostic]],
        resolutionDiagnostics: [Diagnostic]
    ) {
        self.name = name
        self.storage = storage
        noticed = NoticedDiagnostics(parts: documentDiagnostics + [resolutionDiagnostics])
    }

    /// Warnings from reading and resolving (inferred types, fallbacks taken, deprecated tokens used…), without
    /// repeats. Put together on first use (compiling a theme set gathers its own list), then kept.
    public var diagnostics: [Diagnostic] { noticed.diagnostics }

    /// The tokens in the order they were first declared: the theme's own, then those taken from the default
    /// theme. Made on first use from the resolved values and the definitions they came from (compiling a theme
    /// set reads the values without making them), then kept.
    public var tokens: [ResolvedToken] { storage.tokens }

    /// The token at a path. The first lookup indexes the tokens (compiling a theme set does not need it).
    public subscript(path: TokenPath) -> ResolvedToken? {
        let tokens = tokens
        return index.position(of: path, in: tokens).map { tokens[$0] }
    }
}

/// A theme's resolved values beside the definitions they came from, without copying a definition per token.
final class ResolvedTokenStorage: Sendable {
    /// The theme's merged definitions, and their values (all set once resolution succeeded).
    let ownDefinitions: [TokenDefinition]
    let ownValues: [TokenValue?]
    /// The default theme's definitions, and those of them this theme lacks with their values, in order.
    let fallbackDefinitions: [TokenDefinition]
    let fallbackTokens: [(index: Int, value: TokenValue)]
    private let materialized = LockedValue<[ResolvedToken]?>(nil)

    init(
        ownDefinitions: [TokenDefinition], ownValues: [TokenValue?], fallbackDefinitions: [TokenDefinition],
        fallbackTokens: [(index: Int, value: TokenValue)]
    ) {
        self.ownDefinitions = ownDefinitions
        self.ownValues = ownValues
        self.fallbackDefinitions = fallbackDefinitions
        self.fallbackTokens = fallbackTokens
    }

    var tokens: [ResolvedToken] {
        materialized.withLock { materialized in
            if let materialized { return materialized }
            var tokens: [ResolvedToken] = []
            tokens.reserveCapacity(ownDefinitions.count + fallbackTokens.count)
            for (definition, value) in zip(ownDefinitions, ownValues) {
                tokens.append(
                    ResolvedToken(
                        path: definition.path, value: value!, definition: definition, isFromDefaultTheme: false))
            }
            for (index, value) in fallbackTokens {
                let definition = fallbackDefinitions[index]
                tokens.append(
                    ResolvedToken(path: definition.path, value: value, definition: definition, isFromDefaultTheme: true)
                )
            }
            materialized = tokens
            return tokens
        }
    }
}

/// Diagnostics in parts, put together without repeats on first use; safe to share between threads.
final class NoticedDiagnostics: Sendable {
    private let parts: [[Diagnostic]]
    private let combined = LockedValue<[Diagnostic]?>(nil)

    init(parts: [[Diagnostic]]) {
        self.parts = parts
    }

    var diagnostics: [Diagnostic] {
        combined.withLock { combined in
            if let combined { return combined }
            var deduplicator = Diagnostic.Deduplicator()
            for part in parts { deduplicator.append(contentsOf: part) }
            combined = deduplicator.diagnostics
            return deduplicator.diagnostics
        }
    }
}

/// The positions of a theme's tokens by path, built on first use; safe to share between threads.
private final class PathIndex: Sendable {
    private let positions = LockedValue<[TokenPath: Int]?>(nil)

    func position(of path: TokenPath, in tokens: [ResolvedToken]) -> Int? {
        positions.withLock { positions in
            if positions == nil {
                var built: [TokenPath: Int] = [:]
                built.reserveCapacity(tokens.count)
                for (offset, token) in tokens.enumerated() { built[token.path] = offset }
                positions = built
            }
            return positions?[path]
        }
    }
}
