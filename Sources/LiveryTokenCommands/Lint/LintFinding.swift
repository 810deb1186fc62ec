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
    /// Every theme the finding holds in, once ``merged(_:themeCount:)`` has folded the same finding of several
    /// themes into one; ``theme`` is the first of them.
    var themes: [String] = []
    /// Whether ``themes`` is every theme of the run.
    var isInEveryTheme = false

    init(kind: Kind, theme: String?, tokenPath: String?, location: FileLocation?, message: String) {
        self.kind = kind
        self.theme = theme
        self.tokenPath = tokenPath
        self.location = location
        self.message = message
        themes = theme.map { [$0] } ?? []
    }

    /// The themes the finding holds in, for its text: `[dark]`, `[every theme]`, or the first three and how
    /// many more (`[a, b, c and 1,021 more themes]`): a finding of 1,024 permutations is one line, not 1,024.
    var themeLabel: String? {
        guard themes.count > 1 else { return theme.map { "[\($0)]" } }
        if isInEveryTheme { return "[every theme]" }
        let shown = themes.prefix(3).joined(separator: ", ")
        return themes.count <= 3 ? "[\(shown)]" : "[\(shown) and \(themes.count - 3) more themes]"
    }

    /// `file:line:column: [theme] token.path: message (kind)`, with `warning: ` before it for a `warn` rule.
    var text: String {
        let prefix = [location.map { "\($0)" }, themeLabel, tokenPath].compactMap { $0 }
        return (severity == .warn ? "warning: " : "") + (prefix.isEmpty ? "" : prefix.joined(separator: " ") + ": ")
            + message + " (\(kind.rawValue))"
    }

    /// The findings with each one that several themes share (the same rule, token, place, message and
    /// severity) folded into the first, which lists them all, in the order first met. A rule checked in every
    /// permutation of a resolver reports a problem the permutations share once.
    /// - Parameter themeCount: How many themes the run checked, for ``isInEveryTheme``.
    static func merged(_ findings: [LintFinding], themeCount: Int) -> [LintFinding] {
        var merger = Merger()
        findings.forEach { merger.add($0) }
        var merged = merger.findings
        for at in merged.indices where merged[at].themes.count > 1 {
            merged[at].isInEveryTheme = merged[at].themes.count == themeCount
        }
        return merged
    }

    /// Folds findings as they are made: one that only another theme tells from an earlier one adds its themes
    /// to that one. Each finding is added in constant time.
    struct Merger {
        private struct Key: Hashable {
            let kind: Kind
            let tokenPath: String?
            let location: FileLocation?
            let message: String
            let severity: LintSeverity
        }
        /// The findings so far, in the order first met.
        private(set) var findings: [LintFinding] = []
        private var index: [Key: Int] = [:]
        private var themesSeen: [Int: Set<String>] = [:]

        mutating func add(_ finding: LintFinding) {
            let key = Key(
                kind: finding.kind, tokenPath: finding.tokenPath, location: finding.location,
                message: finding.message, severity: finding.severity)
            if let at = index[key] {
                for theme in finding.themes where themesSeen[at, default: []].insert(theme).inserted {
                    findings[at].themes.append(theme)
                }
                return
            }
            index[key] = findings.count
            themesSeen[findings.count] = Set(finding.themes)
            findings.append(finding)
        }
    }

    var json: SourceValue {
        var members: [(String, SourceValue)] = [
            ("kind", .string(kind.rawValue)), ("severity", .string(severity.rawValue)),
        ]
        if let theme { members.append(("theme", .string(theme))) }
        if themes.count > 1 { members.append(("themes", .array(themes.map { .string($0) }))) }
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
