import LiveryCore

/// One problem `livery lint` found.
package struct LintFinding: Hashable {
    /// What kind of problem.
    package enum Kind: String, CaseIterable, Sendable {
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
        /// A token names a font that ships with it by its PostScript or full name, or misspells its family.
        case fontFamily = "font-family"
        /// A pair the config lists (foreground and background tokens) is below the WCAG level it asks for.
        case minContrast = "min-contrast"
        /// A typography token's font size is below a minimum.
        case minFontSize = "min-font-size"
        /// A color lies outside a gamut.
        case maxGamut = "max-gamut"
        /// A path segment does not follow a naming convention.
        case consistentNaming = "consistent-naming"
        /// A token has no `$description`.
        case descriptions
        /// Two tokens of one type hold the same literal value.
        case duplicateValues = "duplicate-values"
        /// An alias declares its own `$type`.
        case noTypeOnAlias = "no-type-on-alias"
        /// A group lacks a token or group it must have.
        case requiredChildren = "required-children"
        /// A token is missing from a theme it must be defined in.
        case requiredModes = "required-modes"
        /// A typography token leaves out a property it must give.
        case requiredTypographyProperties = "required-typography-properties"
        /// A color is written in another color space than the one chosen.
        case colorspace
    }

    let kind: Kind
    let theme: String?
    let tokenPath: String?
    let location: FileLocation?
    let message: String
    /// How seriously the finding is taken: the rule's severity (``LintSettings``).
    package var severity: LintSeverity = .error

    /// `file:line:column: [theme] token.path: message (kind)`, with `warning: ` before it for a `warn` rule.
    var text: String {
        let prefix = [location.map { "\($0)" }, theme.map { "[\($0)]" }, tokenPath].compactMap { $0 }
        return (severity == .warn ? "warning: " : "") + (prefix.isEmpty ? "" : prefix.joined(separator: " ") + ": ")
            + message + " (\(kind.rawValue))"
    }

    var json: SourceValue {
        var members: [(String, SourceValue)] = [
            ("kind", .string(kind.rawValue)), ("severity", .string(severity.rawValue)),
        ]
        if let theme { members.append(("theme", .string(theme))) }
        if let tokenPath { members.append(("token", .string(tokenPath))) }
        return .object(ordered: members + FileLocation.jsonMembers(location) + [("message", .string(message))])
    }
}

extension FileLocation {
    /// `file`, `line` and `column` members for JSON output; none without a location.
    static func jsonMembers(_ location: FileLocation?) -> [(String, SourceValue)] {
        guard let location else { return [] }
        return [
            ("file", .string(location.file)), ("line", .number(Double(location.line))),
            ("column", .number(Double(location.position.column))),
        ]
    }
}

extension Diagnostic {
    /// The diagnostic as `livery lint --format json` prints a warning: kind, token, file, line, column, message.
    var json: SourceValue {
        var members: [(String, SourceValue)] = [
            ("kind", .string(kind.rawValue)), ("severity", .string(severity.rawValue)),
        ]
        if let tokenPath { members.append(("token", .string(tokenPath.dotted))) }
        return .object(ordered: members + FileLocation.jsonMembers(location) + [("message", .string(message))])
    }
}
