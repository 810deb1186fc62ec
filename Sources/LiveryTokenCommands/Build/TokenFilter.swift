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
struct PathGlob: Equatable {
    let components: [String]

    init(_ pattern: String, at node: ConfigNode) throws(BuildConfigError) {
        components = pattern.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if components.contains(where: \.isEmpty) {
            throw node.error("'\(pattern)' has an empty path component")
        }
    }

    func matches(_ path: TokenPath) -> Bool { Self.match(components[...], path.components[...]) }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return path.indices.contains { match(pattern.dropFirst(), path[$0...]) } || match(pattern.dropFirst(), [])
        }
        guard let component = path.first, wildcard(first, component) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` matches any run of characters within one component.
    private static func wildcard(_ pattern: String, _ text: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return pattern == text }
        var rest = Substring(text)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = parts[parts.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
