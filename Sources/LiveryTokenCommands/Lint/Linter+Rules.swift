import Foundation
import LiveryCore

/// The rules of a team's conventions, off unless a config turns them on (``LintSettings``). Each is checked in
/// every theme given, so in every permutation of a resolver: a token that breaks a rule in one permutation only
/// is reported there, named by it (and a finding the permutations share, once: ``LintFinding/merged(_:themeCount:)``).
///
/// A config's lists (contrast pairs, required children and modes) multiply with the themes: their work is drawn
/// from a budget the size of the resolution's (``ResolutionOptions/workBudget``), a unit per pair, group or
/// token checked against a rule's entry in each theme, counted before the theme is checked; every rule is
/// linear in the tokens (a group's type is looked up in an index of its file's groups, not by a scan).
extension Linter {
    /// The findings of every convention rule that is on.
    /// - Throws: `WorkBudgetError` naming the rule when its lists over the themes pass the budget.
    func conventionFindings(in resolved: [(name: String, theme: ResolvedTheme)]) throws(WorkBudgetError)
        -> [LintFinding]
    {
        var findings: [LintFinding] = []
        func on(_ kind: LintFinding.Kind) -> Bool { settings.severity(kind) != .off }
        let options = settings.options
        // Every list's work in every theme is charged before any theme is checked, so a config past the budget
        // ends at once, not after the checks it could afford.
        var meter = WorkMeter(self.options.workBudget)
        func charge(_ count: Int, _ units: Int, _ rule: LintFinding.Kind, _ theme: String) throws(WorkBudgetError) {
            try meter.charge(
                WorkMeter.product(count, max(units, 1)) ?? Int.max,
                for: "the lint rule \(rule.rawValue) in \(resolved.count) theme\(resolved.count == 1 ? "" : "s") "
                    + "(at theme '\(theme)')")
        }
        let childPatterns = options.requiredChildren.reduce(0) { $0 + $1.match.count }
        for (name, theme) in resolved {
            if on(.requiredChildren) { try charge(theme.tokens.count, childPatterns, .requiredChildren, name) }
            // A pair check reads two tokens and converts two colors: two units.
            if on(.minContrast) { try charge(options.contrastPairs.count, 2, .minContrast, name) }
            if on(.requiredModes) {
                for rule in options.requiredModes {
                    try charge(theme.tokens.count, rule.match.count + rule.themes.count, .requiredModes, name)
                }
            }
        }
        // The same finding in many themes is folded as it is made: a list checked in 1,024 permutations would
        // otherwise hold a finding per permutation until the end.
        var merger = LintFinding.Merger()
        let groupTypes = on(.noTypeOnAlias) ? GroupTypeIndex(documents: documents) : nil
        // Rules about how a token is written are checked once per definition, whichever themes use it.
        var definitions: [TokenDefinition] = []
        var seenDefinitions = Set<String>()
        for (_, theme) in resolved {
            for token in theme.tokens where seenDefinitions.insert(Self.key(token.definition)).inserted {
                definitions.append(token.definition)
            }
        }
        for definition in definitions {
            let path = definition.path.dotted
            func finding(_ kind: LintFinding.Kind, _ message: String) -> LintFinding {
                LintFinding(kind: kind, theme: nil, tokenPath: path, location: definition.location, message: message)
            }
            if on(.consistentNaming),
                let segment = definition.path.components.first(where: { !options.naming.allows($0) })
            {
                findings.append(finding(.consistentNaming, "'\(segment)' is not \(options.naming.rawValue)"))
            }
            if on(.descriptions), (definition.description ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                findings.append(finding(.descriptions, "has no $description"))
            }
            let isAlias = Self.isAlias(definition.value)
            if let groupTypes, isAlias, definition.declaredType != nil, !groupTypes.anyTyped(above: definition) {
                findings.append(
                    finding(.noTypeOnAlias, "an alias declares $type; it takes its type from the token it names"))
            }
            if on(.requiredTypographyProperties), !isAlias, definition.declaredType == .typography,
                let members = definition.value.members
            {
                let given = Set(members.map(\.key))
                let missing = options.typographyProperties.filter { !given.contains($0) }
                if !missing.isEmpty {
                    findings.append(
                        finding(.requiredTypographyProperties, "leaves out \(missing.joined(separator: ", "))"))
                }
            }
            if on(.colorspace), !isAlias, let space = Self.colorSpace(of: definition), space != options.colorSpace {
                findings.append(
                    finding(.colorspace, "is written in \(space); the tokens' color space is \(options.colorSpace)"))
            }
        }
        // Rules about resolved values, in each theme.
        for (name, theme) in resolved {
            var firstWithValue: [TokenValue: TokenPath] = [:]
            for token in theme.tokens {
                func finding(_ kind: LintFinding.Kind, _ message: String) -> LintFinding {
                    LintFinding(
                        kind: kind, theme: name, tokenPath: token.path.dotted, location: token.definition.location,
                        message: message)
                }
                if on(.minFontSize), case .typography(let style) = token.value,
                    let size = Self.px(style.fontSize), size < options.minimumFontSizePx
                {
                    findings.append(
                        finding(
                            .minFontSize,
                            "font size \(style.fontSize) is below the minimum \(NumberFormatting.shortest(options.minimumFontSizePx))px"
                        ))
                }
                if on(.maxGamut), let color = token.value.color, !Self.isInGamut(color, options.gamut) {
                    findings.append(finding(.maxGamut, "the color lies outside the \(options.gamut) gamut"))
                }
                if on(.duplicateValues), !Self.isAlias(token.definition.value) {
                    if let first = firstWithValue[token.value] {
                        findings.append(finding(.duplicateValues, "has the same value as \(first.dotted)"))
                    } else {
                        firstWithValue[token.value] = token.path
                    }
                }
            }
            if on(.requiredChildren) { requiredChildren(in: theme, named: name).forEach { merger.add($0) } }
            if on(.minContrast) { minimumContrast(in: theme, named: name).forEach { merger.add($0) } }
        }
        if on(.requiredModes) { findings += requiredModes(in: resolved) }
        return findings + merger.findings
    }

    /// The pairs the options list, below the WCAG level they ask for (a pair naming a token the theme lacks, or
    /// one that is not a color, is reported as such).
    private func minimumContrast(in theme: ResolvedTheme, named name: String) -> [LintFinding] {
        let options = settings.options
        var findings: [LintFinding] = []
        for pair in options.contrastPairs {
            let foreground = theme[pair.foreground]
            let background = theme[pair.background]
            guard let front = foreground?.value.color, let back = background?.value.color else {
                let missing = [(pair.foreground, foreground), (pair.background, background)]
                    .filter { $0.1?.value.color == nil }.map { "\($0.0.dotted)" }
                findings.append(
                    LintFinding(
                        kind: .minContrast, theme: name, tokenPath: pair.foreground.dotted,
                        location: foreground?.definition.location,
                        message: "\(missing.joined(separator: " and ")) is not a color token of this theme"))
                continue
            }
            let ratio = ContrastDeclaration.ratio(foreground: front, background: back)
            let minimum = pair.minimum(level: options.contrastLevel)
            if ratio < minimum {
                findings.append(
                    LintFinding(
                        kind: .minContrast, theme: name, tokenPath: pair.foreground.dotted,
                        location: foreground?.definition.location,
                        message:
                            "contrast \(Self.ratio(ratio)) against \(pair.background.dotted) is below WCAG \(options.contrastLevel)'s \(Self.ratio(minimum))\(pair.largeText ? " for large text" : "")"
                    ))
            }
        }
        return findings
    }

    /// Groups that lack a token or group the options require of them.
    private func requiredChildren(in theme: ResolvedTheme, named name: String) -> [LintFinding] {
        var groups: [TokenPath] = []
        var seenGroups = Set<TokenPath>()
        var tokens = Set<TokenPath>()
        // A group has no location of its own here: its first token's stands for it.
        var firstToken: [TokenPath: FileLocation] = [:]
        for token in theme.tokens {
            tokens.insert(token.path)
            var parent = token.path.parent
            while let group = parent {
                if seenGroups.insert(group).inserted {
                    groups.append(group)
                    firstToken[group] = token.definition.location
                }
                parent = group.parent
            }
        }
        var findings: [LintFinding] = []
        for rule in settings.options.requiredChildren {
            for group in groups where rule.match.contains(where: { $0.matches(group) }) {
                let missingTokens = rule.tokens.filter { !tokens.contains(group.appending($0)) }
                let missingGroups = rule.groups.filter { !seenGroups.contains(group.appending($0)) }
                let missing = missingTokens.map { "token '\($0)'" } + missingGroups.map { "group '\($0)'" }
                guard !missing.isEmpty else { continue }
                findings.append(
                    LintFinding(
                        kind: .requiredChildren, theme: name, tokenPath: group.dotted, location: firstToken[group],
                        message: "the group lacks \(missing.joined(separator: ", "))"))
            }
        }
        return findings
    }

    /// Tokens missing from a theme the options say they must be defined in.
    private func requiredModes(in resolved: [(name: String, theme: ResolvedTheme)]) -> [LintFinding] {
        var findings: [LintFinding] = []
        let names = resolved.map(\.name)
        for rule in settings.options.requiredModes {
            for required in rule.themes where !names.contains(required) {
                findings.append(
                    LintFinding(
                        kind: .requiredModes, theme: nil, tokenPath: nil, location: nil,
                        message: "no theme '\(required)'; the themes are \(names.joined(separator: ", "))"))
            }
            // Each matching token once (the first theme that has it), checked against the required themes only:
            // linear in the tokens of every theme, whatever the number of permutations.
            let required = resolved.filter { rule.themes.contains($0.name) }
            var checked = Set<TokenPath>()
            for (_, theme) in resolved {
                for token in theme.tokens
                where checked.insert(token.path).inserted && rule.match.contains(where: { $0.matches(token.path) }) {
                    let missing = required.filter { $0.theme[token.path] == nil }.map(\.name)
                    guard !missing.isEmpty else { continue }
                    findings.append(
                        LintFinding(
                            kind: .requiredModes, theme: nil, tokenPath: token.path.dotted,
                            location: token.definition.location,
                            message:
                                "must be defined in \(missing.joined(separator: ", ")), which lack\(missing.count == 1 ? "s" : "") it"
                        ))
                }
            }
        }
        return findings
    }

    /// The `$type` of every group of the themes' files, by file and path, built once: `no-type-on-alias` asks
    /// for the groups above each alias, and a scan of the file's groups per alias was quadratic (80,000 groups
    /// took over 20 s).
    struct GroupTypeIndex {
        /// Each group's type (`nil` for an untyped one), the first group of a path winning, as a scan finds it.
        private var types: [String: [TokenPath: TokenType?]] = [:]

        init(documents: [String: TokenDocument]) {
            for (file, document) in documents {
                var byPath: [TokenPath: TokenType?] = [:]
                for group in document.groups where byPath.index(forKey: group.path) == nil {
                    byPath[group.path] = .some(group.type)
                }
                types[file] = byPath
            }
        }

        /// Whether a group above the definition, in its own file, declares a `$type`.
        func anyTyped(above definition: TokenDefinition) -> Bool {
            guard let byPath = types[definition.location.file] else { return false }
            var parent = definition.path.parent
            while let group = parent {
                if case .some(.some) = byPath[group] { return true }
                parent = group.parent
            }
            return false
        }
    }

    /// Whether a raw `$value` is an alias and nothing else (`"{color.base}"`).
    static func isAlias(_ value: SourceNode) -> Bool {
        guard let text = value.string, text.hasPrefix("{"), text.hasSuffix("}") else { return false }
        return text.dropFirst().dropLast().allSatisfy { $0 != "{" && $0 != "}" }
    }

    /// The color space a literal color is written in: an object's `colorSpace`, or `srgb` for hex and CSS text.
    static func colorSpace(of definition: TokenDefinition) -> String? {
        guard definition.declaredType == .color else { return nil }
        if let members = definition.value.members {
            return members.first { $0.key == "colorSpace" }?.value.string
        }
        return definition.value.string != nil ? "srgb" : nil
    }

    static func px(_ dimension: TokenDimension) -> Double? {
        switch dimension.unit {
        case .px, .pt, .dp, .sp: dimension.value
        case .rem: dimension.value * 16
        default: nil
        }
    }

    static func isInGamut(_ color: Color, _ gamut: String) -> Bool {
        let tolerance = 1e-6
        func inUnit(_ components: [Double]) -> Bool {
            components.allSatisfy { (-tolerance...(1 + tolerance)).contains($0) }
        }
        switch gamut {
        case "display-p3": return inUnit(color.displayP3.array)
        case "rec2020": return inUnit(color.rec2020.array)
        default: return color.isInSRGBGamut
        }
    }

    /// One key per definition (its file and position), so a definition several themes share is checked once.
    static func key(_ definition: TokenDefinition) -> String {
        "\(definition.location.file):\(definition.location.line):\(definition.location.column)"
    }
}
