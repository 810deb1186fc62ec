/// Why tokens could not be resolved into a theme. Cases carry the token path and where it was declared.
public enum ResolutionError: Error, Sendable, Hashable {
    /// An alias names a token that does not exist; `closest` is the token whose path is closest to the one named,
    /// when one is close enough to be what was meant.
    case unresolvedAlias(FileLocation, path: TokenPath, reference: TokenPath, closest: TokenPath? = nil)
    /// An alias names a group, not a token.
    case aliasToGroup(FileLocation, path: TokenPath, reference: TokenPath)
    /// Aliases form a cycle; `cycle` lists every token on it, the first repeated at the end.
    case aliasCycle(FileLocation, path: TokenPath, cycle: [TokenPath])
    /// Following aliases from this token took more steps than ``ResolutionOptions/maximumAliasDepth``.
    case aliasTooDeep(FileLocation, path: TokenPath, limit: Int)
    /// An alias points to a token of another type than the place it is used in expects.
    case typeMismatch(FileLocation, path: TokenPath, reference: TokenPath, expected: TokenType, found: TokenType)
    /// A group's `$extends` names no group, names a token, or forms a cycle.
    case invalidExtends(FileLocation, path: TokenPath, reference: TokenPath, reason: String)
    /// A theme name that is not in the theme set.
    case unknownTheme(String, available: [String])
    /// A theme set without themes, or a default theme that is not one of them.
    case invalidThemeSet(String)

    /// Where the token concerned was declared.
    public var location: FileLocation? {
        switch self {
        case .unresolvedAlias(let location, _, _, _), .aliasToGroup(let location, _, _),
            .aliasCycle(let location, _, _),
            .aliasTooDeep(let location, _, _), .typeMismatch(let location, _, _, _, _),
            .invalidExtends(let location, _, _, _):
            location
        case .unknownTheme, .invalidThemeSet: nil
        }
    }

    /// The token concerned.
    public var tokenPath: TokenPath? {
        switch self {
        case .unresolvedAlias(_, let path, _, _), .aliasToGroup(_, let path, _), .aliasCycle(_, let path, _),
            .aliasTooDeep(_, let path, _), .typeMismatch(_, let path, _, _, _), .invalidExtends(_, let path, _, _):
            path
        case .unknownTheme, .invalidThemeSet: nil
        }
    }
}

extension ResolutionError: CustomStringConvertible {
    /// `file:line:column: token.path: what is wrong`.
    ///
    /// Each line is at most 1,000 characters: what the input quotes (a value, a reference, a name) is cut in the
    /// middle past that, keeping the location in front and the reason at the end.
    public var description: String { Escaping.excerpt(fullDescription) }

    private var fullDescription: String {
        let prefix = [location.map { "\($0): " }, tokenPath.map { "\($0): " }].compactMap { $0 }.joined()
        switch self {
        case .unresolvedAlias(_, _, let reference, let closest):
            return prefix + "alias \(reference.alias) points to no token"
                + (closest.map { "; did you mean \($0.alias)?" } ?? "")
        case .aliasToGroup(_, _, let reference):
            return prefix + "alias \(reference.alias) points to a group, not a token"
        case .aliasCycle(_, _, let cycle):
            // A cycle of thousands of tokens is shown by its ends, so the message stays one readable line.
            let names = cycle.map(\.dotted)
            guard names.count > 24 else { return prefix + "alias cycle: " + names.joined(separator: " → ") }
            return prefix + "alias cycle of \(names.count - 1) tokens: "
                + (names.prefix(10) + ["… \(names.count - 14) more …"] + names.suffix(4)).joined(separator: " → ")
        case .aliasTooDeep(_, _, let limit):
            return prefix + "alias chain longer than \(limit) steps (ResolutionOptions.maximumAliasDepth)"
        case .typeMismatch(_, _, let reference, let expected, let found):
            return prefix
                + "alias \(reference.alias) is a \(found.rawValue) token where a \(expected.rawValue) is expected"
        case .invalidExtends(_, _, let reference, let reason):
            return prefix + "$extends \(reference.alias): \(reason)"
        case .unknownTheme(let name, let available):
            return "no theme named '\(name)'; available: \(available.joined(separator: ", "))"
        case .invalidThemeSet(let reason):
            return "invalid theme set: \(reason)"
        }
    }
}
