import LiveryCore

/// Which tokens a file gets: all criteria must hold (a file's filter narrows its platform's).
package struct TokenFilter: Equatable {
    /// One `filter` object of the config.
    struct Criteria: Equatable {
        /// Token types, any of which matches.
        var types: Set<TokenType> = []
        /// Path globs: a token matches if some positive pattern matches (or there are none) and no `!` pattern does.
        var include: [PathGlob] = []
        var exclude: [PathGlob] = []
        /// `$extensions` members the token must have: a value of `true` means present; another value must be
        /// equal to the member's, or one of its elements when the member is an array.
        var extensions: [ExtensionMember] = []
    }

    /// One `$extensions` member a filter asks for.
    struct ExtensionMember: Equatable {
        var key: String
        var value: SourceValue
    }

    var all: [Criteria] = []

    package init() {}

    /// `"filter": { "type": ["color"], "path": ["color.**", "!color.legacy.*"], "extensions": { "org.x": true } }`.
    init(_ node: ConfigNode) throws(BuildConfigError) {
        let members = try node.object(allowed: ["type", "path", "extensions"])
        var criteria = Criteria()
        if let types = members["type"] {
            for text in try types.strings() {
                guard let type = TokenType(rawValue: text) else {
                    throw types.error(
                        "unknown token type '\(text)'; expected one of "
                            + TokenType.allCases.map(\.rawValue).joined(separator: ", "))
                }
                criteria.types.insert(type)
            }
        }
        if let paths = members["path"] {
            for pattern in try paths.strings() {
                if pattern.hasPrefix("!") {
                    criteria.exclude.append(try PathGlob(String(pattern.dropFirst()), at: paths))
                } else {
                    criteria.include.append(try PathGlob(pattern, at: paths))
                }
            }
        }
        if let extensions = members["extensions"] {
            criteria.extensions = try extensions.members().map {
                ExtensionMember(key: $0.key, value: $0.value.node.value)
            }
        }
        all = [criteria]
    }

    func narrowed(by other: TokenFilter) -> TokenFilter {
        var result = self
        result.all += other.all
        return result
    }

    func matches(_ token: ResolvedToken) -> Bool {
        all.allSatisfy { criteria in
            (criteria.types.isEmpty || criteria.types.contains(token.type))
                && (criteria.include.isEmpty || criteria.include.contains { $0.matches(token.path) })
                && !criteria.exclude.contains { $0.matches(token.path) }
                && criteria.extensions.allSatisfy {
                    Self.extension(token.definition.extensions?[$0.key], has: $0.value)
                }
        }
    }

    private static func `extension`(_ member: SourceNode?, has wanted: SourceValue) -> Bool {
        guard let member else { return false }
        if wanted == .bool(true) { return member.value != .bool(false) && member.value != .null }
        if case .array(let items) = member.value { return items.contains { $0.value == wanted } }
        return member.value == wanted
    }
}

/// A token path pattern: components separated by `.`, `*` within a component matches any run of characters,
/// and a `**` component matches any number of components (`color.**`, `*.text.*`, `palette.blue-*`).
///
/// Patterns come from configs and lint rules, which are input: matching never backtracks. The pattern is read
/// once into steps, and a path is matched by carrying the set of steps reachable so far across its components
/// (the way a regular-expression engine runs an automaton), so the time is at most pattern × path component
/// comparisons, however many `**` the pattern holds; a component's `*`s are matched greedily left to right,
/// which is exact for globs without `?` or classes.
package struct PathGlob: Equatable, Sendable {
    /// The pattern's components, as written.
    package let components: [String]
    /// Each component read once: `**`, or its pieces around `*` (one piece: a literal).
    private let steps: [Step]

    private enum Step: Equatable, Sendable {
        /// `**`: any number of components, none included.
        case anyComponents
        /// One component: the literal pieces between its `*`s (one piece for a component without `*`).
        case component([Substring])
    }

    /// Reads a pattern of a config or rule file.
    /// - Throws: ``BuildConfigError`` at `node` for an empty component (`color..text`, a leading or trailing `.`).
    init(_ pattern: String, at node: ConfigNode) throws(BuildConfigError) {
        guard let glob = PathGlob(pattern) else { throw node.error("'\(pattern)' has an empty path component") }
        self = glob
    }

    /// Reads a pattern, or `nil` when a component is empty.
    package init?(_ pattern: String) {
        components = pattern.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if components.contains(where: \.isEmpty) { return nil }
        // Runs of `**` mean what one does: kept as one step, so the reachable set stays small.
        var steps: [Step] = []
        for component in components {
            if component == "**" {
                if steps.last != .anyComponents { steps.append(.anyComponents) }
            } else {
                steps.append(.component(component.split(separator: "*", omittingEmptySubsequences: false)))
            }
        }
        self.steps = steps
    }

    /// Whether `path` matches the whole pattern.
    func matches(_ path: TokenPath) -> Bool { matches(components: path.components) }

    /// Whether the components match the whole pattern, in time linear in pattern × components.
    package func matches<Components: Collection<String>>(components path: Components) -> Bool {
        // reachable[i]: the first i steps match the components read so far.
        var reachable = [Bool](repeating: false, count: steps.count + 1)
        var next = reachable
        reachable[0] = true
        close(&reachable)
        for component in path {
            for index in next.indices { next[index] = false }
            var any = false
            for index in steps.indices where reachable[index] {
                switch steps[index] {
                case .anyComponents:
                    // `**` takes this component and stays where it is.
                    next[index] = true
                    any = true
                case .component(let pieces):
                    if Self.wildcard(pieces, component) {
                        next[index + 1] = true
                        any = true
                    }
                }
            }
            guard any else { return false }
            swap(&reachable, &next)
            close(&reachable)
        }
        return reachable[steps.count]
    }

    /// A `**` that is reachable may also match no component: the step after it is reachable too.
    private func close(_ reachable: inout [Bool]) {
        for index in steps.indices where reachable[index] && steps[index] == .anyComponents {
            reachable[index + 1] = true
        }
    }

    /// `*` matches any run of characters within one component: the pieces between the `*`s must appear in order,
    /// the first at the start and the last at the end; taking each middle piece at its first place is exact.
    private static func wildcard(_ parts: [Substring], _ text: String) -> Bool {
        guard parts.count > 1 else { return parts[0] == text }
        var rest = Substring(text)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        // An empty piece (`a**b` within a component, `***`) matches where it stands, so it is passed over. The
        // standard library's search, by Characters, not Foundation's `range(of:)`, which finds no empty string
        // and gave a range past the end for text holding U+0000 (FuzzPathGlob).
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.firstRange(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = parts[parts.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
