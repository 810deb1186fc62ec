import LiveryCore

/// One problem `livery lint` found.
package struct LintFinding: Hashable {
    /// What kind of problem.
    enum Kind: String, CaseIterable {
        /// An alias chain loops.
        case aliasCycle = "alias-cycle"
        /// An alias names no token (or a group).
        case unresolvedAlias = "unresolved-alias"
        /// An alias chain is deeper than the limit, or an alias has the wrong type, or `$extends` is broken.
        case unresolvable
        /// A token some themes define and others lack.
        case missingInTheme = "missing-in-theme"
        /// One token with different types in different themes.
        case typeMismatch = "type-mismatch"
        /// A token aliases a deprecated token.
        case deprecatedTokenUsed = "deprecated-token-used"
        /// A declared foreground/background pair below its minimum contrast ratio.
        case contrast
        /// A contrast declaration that cannot be checked (no such background, not colors, bad minimum).
        case invalidContrastDeclaration = "invalid-contrast-declaration"
    }

    let kind: Kind
    let theme: String?
    let tokenPath: String?
    let location: FileLocation?
    let message: String

    /// `file:line:column: [theme] token.path: message (kind)`.
    var text: String {
        let prefix = [location.map { "\($0)" }, theme.map { "[\($0)]" }, tokenPath].compactMap { $0 }
        return (prefix.isEmpty ? "" : prefix.joined(separator: " ") + ": ") + message + " (\(kind.rawValue))"
    }

    var json: SourceValue {
        var members: [(String, SourceValue)] = [("kind", .string(kind.rawValue))]
        if let theme { members.append(("theme", .string(theme))) }
        if let tokenPath { members.append(("token", .string(tokenPath))) }
        if let location {
            members.append(("file", .string(location.file)))
            members.append(("line", .number(Double(location.line))))
            members.append(("column", .number(Double(location.position.column))))
        }
        members.append(("message", .string(message)))
        return .object(ordered: members)
    }
}
