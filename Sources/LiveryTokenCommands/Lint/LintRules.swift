import Foundation
import LiveryCore

/// How seriously `livery lint` takes a rule's findings.
package enum LintSeverity: String, CaseIterable, Sendable {
    /// Not checked.
    case off
    /// Reported; the exit status stays 0.
    case warn
    /// Reported; the exit status is 1.
    case error
}

/// Which rules `livery lint` checks, at which severity, with which options: the defaults, then a config's
/// `lint.rules`, then `--rule ID=SEVERITY`.
///
/// The rules that say whether the tokens work (they resolve, themes agree, declared contrast holds) are errors by
/// default; the rules of a team's conventions (naming, descriptions, sizes, gamut…) are off until a config turns
/// them on, as in Terrazzo.
package struct LintSettings: Equatable {
    /// Each rule's severity.
    package private(set) var severities: [LintFinding.Kind: LintSeverity]
    /// The rules' options, as the config gives them.
    package var options = LintOptions()

    /// Every rule at its default severity.
    package init() {
        severities = Dictionary(uniqueKeysWithValues: LintFinding.Kind.allCases.map { ($0, $0.defaultSeverity) })
    }

    /// The severity of a rule.
    package func severity(_ kind: LintFinding.Kind) -> LintSeverity { severities[kind] ?? kind.defaultSeverity }

    /// Sets a rule's severity.
    package mutating func set(_ kind: LintFinding.Kind, _ severity: LintSeverity) { severities[kind] = severity }

    /// `ID=SEVERITY`, as `--rule` takes it.
    /// - Throws: ``CLIError/badInput(_:)`` for an unknown rule or severity, listing the choices.
    package mutating func apply(override text: String) throws {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw CLIError.badInput("--rule \(text): expected ID=SEVERITY, such as descriptions=warn")
        }
        guard let kind = LintFinding.Kind(rawValue: parts[0]) else {
            throw CLIError.badInput(
                "--rule \(text): no rule '\(parts[0])'; the rules are "
                    + LintFinding.Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let severity = LintSeverity(rawValue: parts[1]) else {
            throw CLIError.badInput("--rule \(text): the severity is off, warn or error, not '\(parts[1])'")
        }
        set(kind, severity)
    }
}

/// The options of the rules that take some, each with its default.
package struct LintOptions: Equatable {
    /// `min-contrast`: the WCAG level (`AA` or `AAA`) the listed pairs must reach.
    package var contrastLevel: String = "AA"
    /// `min-contrast`: the foreground/background pairs to check, by token path.
    package var contrastPairs: [ContrastPair] = []
    /// `min-font-size`: the smallest font size allowed, in px (a rem is 16 px).
    package var minimumFontSizePx: Double = 12
    /// `max-gamut`: the widest gamut colors may need: `srgb`, `display-p3` or `rec2020`.
    package var gamut: String = "srgb"
    /// `consistent-naming`: how each segment of a token path is written.
    package var naming: NamingFormat = .kebab
    /// `required-children`: groups matching a pattern, and the tokens and groups each must hold.
    package var requiredChildren: [RequiredChildren] = []
    /// `required-modes`: tokens matching a pattern, and the themes each must be defined in.
    package var requiredModes: [RequiredModes] = []
    /// `required-typography-properties`: what every typography token must give itself.
    package var typographyProperties = ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"]
    /// `colorspace`: the one color space colors are written in.
    package var colorSpace: String = "srgb"

    /// A naming convention for path segments.
    package enum NamingFormat: String, CaseIterable, Sendable {
        /// `text-primary`.
        case kebab = "kebab-case"
        /// `textPrimary`.
        case camel = "camelCase"
        /// `TextPrimary`.
        case pascal = "PascalCase"
        /// `text_primary`.
        case snake = "snake_case"
        /// `TEXT_PRIMARY`.
        case screamingSnake = "SCREAMING_SNAKE_CASE"

        /// Whether a segment follows the convention; segments of digits (`100`, `2`) follow every one.
        func allows(_ segment: String) -> Bool {
            let scalars = Array(segment.unicodeScalars)
            guard let first = scalars.first else { return false }
            func lower(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) }
            func upper(_ s: Unicode.Scalar) -> Bool { ("A"..."Z").contains(s) }
            func digit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
            func separated(by separator: Unicode.Scalar, _ allowed: (Unicode.Scalar) -> Bool) -> Bool {
                segment.unicodeScalars.split(separator: separator, omittingEmptySubsequences: false).allSatisfy {
                    !$0.isEmpty && $0.allSatisfy(allowed)
                }
            }
            switch self {
            case .kebab: return separated(by: "-") { lower($0) || digit($0) }
            case .snake: return separated(by: "_") { lower($0) || digit($0) }
            case .screamingSnake: return separated(by: "_") { upper($0) || digit($0) }
            case .camel:
                return (lower(first) || digit(first)) && scalars.allSatisfy { lower($0) || upper($0) || digit($0) }
            case .pascal:
                return (upper(first) || digit(first)) && scalars.allSatisfy { lower($0) || upper($0) || digit($0) }
            }
        }
    }

    /// A pair `min-contrast` checks: text (or an icon) on a background; large text needs less contrast.
    package struct ContrastPair: Equatable {
        let foreground: TokenPath
        let background: TokenPath
        let largeText: Bool

        /// WCAG 2's minimum for the pair at a level: AA 4.5 (3 for large text), AAA 7 (4.5).
        func minimum(level: String) -> Double {
            level == "AAA" ? (largeText ? 4.5 : 7) : (largeText ? 3 : 4.5)
        }
    }

    /// Groups matching `match` must hold `tokens` (as tokens) and `groups` (as groups).
    package struct RequiredChildren: Equatable {
        let match: [PathGlob]
        let tokens: [String]
        let groups: [String]
    }

    /// Tokens matching `match` must be defined in each of `themes`.
    package struct RequiredModes: Equatable {
        let match: [PathGlob]
        let themes: [String]
    }
}

extension LintFinding.Kind {
    /// The severity a rule has unless a config or `--rule` sets another.
    var defaultSeverity: LintSeverity {
        switch self {
        case .aliasCycle, .unresolvedAlias, .unresolvable, .missingInTheme, .typeMismatch, .deprecatedTokenUsed,
            .contrast, .invalidContrastDeclaration, .fontFamily:
            .error
        case .minContrast, .minFontSize, .maxGamut, .consistentNaming, .descriptions, .duplicateValues, .noTypeOnAlias,
            .requiredChildren, .requiredModes, .requiredTypographyProperties, .colorspace:
            .off
        }
    }

    /// The options a rule takes in a config (`["warn", {…}]`).
    var optionNames: [String] {
        switch self {
        case .minContrast: ["level", "pairs"]
        case .minFontSize: ["minSizePx", "minSizeRem"]
        case .maxGamut: ["gamut"]
        case .consistentNaming: ["format"]
        case .requiredChildren, .requiredModes: ["matches"]
        case .requiredTypographyProperties: ["properties"]
        case .colorspace: ["colorSpace"]
        default: []
        }
    }
}

extension LintSettings {
    /// The `lint` member of a config file: `{"rules": {"descriptions": "warn", "min-font-size": ["error",
    /// {"minSizePx": 14}]}}`. Every other member of the file is `livery build`'s and is not read here.
    /// - Throws: ``BuildConfigError`` with the file, line and column of a misspelt rule, severity or option.
    package static func load(contentsOf url: URL) throws -> LintSettings {
        let root = try BuildConfig.readTree(url)
        var settings = LintSettings()
        guard let members = root.node.members, let lint = members.first(where: { $0.key == "lint" }) else {
            return settings
        }
        try settings.merge(ConfigNode(node: lint.value, file: root.file, keyPath: "lint"))
        return settings
    }

    /// Reads `{"rules": {…}}` over the current settings.
    mutating func merge(_ node: ConfigNode) throws(BuildConfigError) {
        let members = try node.object(allowed: ["rules"])
        guard let rules = members["rules"] else { return }
        for (id, value) in try rules.members() {
            guard let kind = LintFinding.Kind(rawValue: id) else {
                throw value.error(
                    "no lint rule '\(id)'; the rules are \(LintFinding.Kind.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            var severityNode = value
            if case .array(let items) = value.node.value {
                guard (1...2).contains(items.count) else {
                    throw value.error("expected \"SEVERITY\" or [\"SEVERITY\", {options}]")
                }
                severityNode = ConfigNode(node: items[0], file: value.file, keyPath: value.keyPath + "[0]")
                if items.count == 2 {
                    try options.merge(
                        ConfigNode(node: items[1], file: value.file, keyPath: value.keyPath + "[1]"), for: kind)
                }
            }
            set(kind, try severityNode.choice(LintSeverity.self, what: "severity"))
        }
    }
}

extension LintOptions {
    /// One rule's options object.
    mutating func merge(_ node: ConfigNode, for kind: LintFinding.Kind) throws(BuildConfigError) {
        let members = try node.object(allowed: kind.optionNames)
        if let value = members["level"] {
            contrastLevel = try value.string()
            guard ["AA", "AAA"].contains(contrastLevel) else {
                throw value.error("the level is AA or AAA, not '\(contrastLevel)'")
            }
        }
        if let value = members["pairs"] {
            guard case .array(let items) = value.node.value else {
                throw value.error("expected an array of {\"foreground\": \"color.text\", \"background\": \"color.bg\"}")
            }
            for (index, item) in items.enumerated() {
                let entry = ConfigNode(node: item, file: value.file, keyPath: value.keyPath + "[\(index)]")
                let fields = try entry.object(allowed: ["foreground", "background", "largeText"])
                guard let foreground = fields["foreground"], let background = fields["background"] else {
                    throw entry.error("expected 'foreground' and 'background', the tokens' paths")
                }
                func path(_ node: ConfigNode) throws(BuildConfigError) -> TokenPath {
                    let text = try node.string()
                    return TokenPath(alias: text) ?? TokenPath(text)
                }
                contrastPairs.append(
                    ContrastPair(
                        foreground: try path(foreground), background: try path(background),
                        largeText: try fields["largeText"]?.bool() ?? false))
            }
        }
        if let value = members["minSizePx"] { minimumFontSizePx = try value.number(in: 0...10_000) }
        if let value = members["minSizeRem"] { minimumFontSizePx = try value.number(in: 0...1_000) * 16 }
        if let value = members["gamut"] {
            gamut = try value.string()
            guard ["srgb", "display-p3", "rec2020"].contains(gamut) else {
                throw value.error("the gamut is srgb, display-p3 or rec2020, not '\(gamut)'")
            }
        }
        if let value = members["format"] { naming = try value.choice(NamingFormat.self, what: "naming format") }
        if let value = members["properties"] {
            typographyProperties = try value.strings()
            let known = ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"]
            if let unknown = typographyProperties.first(where: { !known.contains($0) }) {
                throw value.error(
                    "'\(unknown)' is not a typography property; they are \(known.joined(separator: ", "))")
            }
        }
        if let value = members["colorSpace"] {
            colorSpace = try value.string()
            guard DTCGColorSpace(rawValue: colorSpace) != nil else {
                throw value.error("'\(colorSpace)' is not a DTCG color space")
            }
        }
        if let value = members["matches"] {
            guard case .array(let items) = value.node.value else {
                throw value.error("expected an array of {\"match\": […], …}")
            }
            for (index, item) in items.enumerated() {
                let entry = ConfigNode(node: item, file: value.file, keyPath: value.keyPath + "[\(index)]")
                switch kind {
                case .requiredChildren:
                    let fields = try entry.object(allowed: ["match", "requiredTokens", "requiredGroups"])
                    guard let match = fields["match"] else { throw entry.error("missing 'match': the groups to check") }
                    requiredChildren.append(
                        RequiredChildren(
                            match: try match.strings().map { pattern throws(BuildConfigError) in
                                try PathGlob(pattern, at: match)
                            }, tokens: try fields["requiredTokens"]?.strings() ?? [],
                            groups: try fields["requiredGroups"]?.strings() ?? []))
                default:
                    let fields = try entry.object(allowed: ["match", "modes"])
                    guard let match = fields["match"], let modes = fields["modes"] else {
                        throw entry.error("expected 'match' (the tokens) and 'modes' (the themes they need)")
                    }
                    requiredModes.append(
                        RequiredModes(
                            match: try match.strings().map { pattern throws(BuildConfigError) in
                                try PathGlob(pattern, at: match)
                            }, themes: try modes.strings()))
                }
            }
        }
    }
}
