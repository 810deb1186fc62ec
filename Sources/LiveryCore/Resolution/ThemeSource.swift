/// One token document in a theme, with its level: higher levels override lower ones, and documents of equal
/// level override in the order given (seed 002's configuration levels; a DTCG resolver's order).
public struct ThemeLayer: Sendable, Hashable {
    /// The tokens.
    public var document: TokenDocument
    /// The level; higher wins.
    public var level: Int

    /// Creates a layer.
    public init(_ document: TokenDocument, level: Int = 0) {
        self.document = document
        self.level = level
    }
}

/// A named theme made of layers of token documents, before resolution.
public struct ThemeSource: Sendable, Hashable {
    /// The theme's name (`light`, `dark`, `night`…).
    public var name: String
    /// The layers, in the order given; ``merged()`` sorts them stably by level.
    public var layers: [ThemeLayer]

    /// Creates a theme.
    public init(name: String, layers: [ThemeLayer]) {
        self.name = name
        self.layers = layers
    }

    /// Creates a theme whose documents all have level 0 and override in the order given.
    public init(name: String, documents: [TokenDocument]) {
        self.init(name: name, layers: documents.map { ThemeLayer($0) })
    }

    /// The token definitions that win after layering, and the groups of every layer.
    public func merged() -> MergedTokens {
        var merged = MergedTokens()
        let ordered = layers.enumerated().sorted { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }
        for (_, layer) in ordered {
            for group in layer.document.groups where !group.path.dotted.isEmpty {
                merged.groupPaths.insert(group.path)
                if let type = group.type { merged.groupTypes[group.path] = type }
            }
            for token in layer.document.tokens {
                if let index = merged.index[token.path] {
                    merged.definitions[index] = token
                } else {
                    merged.index[token.path] = merged.definitions.count
                    merged.definitions.append(token)
                }
            }
        }
        return merged
    }
}

/// The winning definition of every token of a theme, in first-declared order, and what is known of groups.
public struct MergedTokens: Sendable, Hashable {
    /// The definitions, in the order their paths were first declared.
    public internal(set) var definitions: [TokenDefinition] = []
    var index: [TokenPath: Int] = [:]
    /// Every group path declared by any layer.
    public internal(set) var groupPaths: Set<TokenPath> = []
    /// Group types; a later layer's `$type` for a group replaces an earlier one's.
    public internal(set) var groupTypes: [TokenPath: TokenType] = [:]

    /// The definition at a path.
    public subscript(path: TokenPath) -> TokenDefinition? {
        index[path].map { definitions[$0] }
    }

    /// The type of the nearest group above `path` that declares one.
    func inheritedType(for path: TokenPath) -> TokenType? {
        var current = path.parent
        while let group = current {
            if let type = groupTypes[group] { return type }
            current = group.parent
        }
        return nil
    }
}
