import Foundation
import LiveryCore

/// The accessibility audit behind `livery audit`: every declared foreground/background pair of every theme,
/// for normal vision and simulated protanopia, deuteranopia and tritanopia, with a passing color suggested for each
/// pair that fails.
struct ContrastAudit {
    /// A pair to check: declared in `$extensions` (`org.livery.contrast`) or in a pairs file.
    struct Pair: Hashable {
        let foreground: TokenPath
        let background: TokenPath
        let minimum: Double
        /// Where it was declared, `file:line:column`.
        let declaredAt: String
        /// The themes it applies to (a stylesheet's `@theme` block); `nil` for every theme.
        var themes: Set<String>? = nil
    }

    /// How a pair fares in one theme.
    struct Result {
        let theme: String
        let pair: Pair
        let foreground: Color
        let background: Color
        /// The WCAG 2 ratio for normal vision.
        let ratio: Double
        /// The pair as each deficiency sees it: its ratio, and how far apart its two colors are (OKLab ΔE).
        let simulated: [(deficiency: ColorVisionDeficiency, ratio: Double, distance: Double)]
        /// The nearest foreground (same HCT hue and chroma, nearest tone) that reaches the minimum, and stays
        /// distinguishable, for normal vision and every simulation; `nil` when the pair passes, or when no tone does.
        let suggestion: Color?

        var passes: Bool { ratio >= pair.minimum }
        var failingDeficiencies: [ColorVisionDeficiency] {
            simulated.filter { $0.ratio < pair.minimum }.map(\.deficiency)
        }
        /// The deficiencies for which the two colors cannot be told apart: closer than ``ContrastAudit/justNoticeableDistance``.
        var indistinguishableDeficiencies: [ColorVisionDeficiency] {
            simulated.filter { $0.distance < ContrastAudit.justNoticeableDistance }.map(\.deficiency)
        }
        var isFailure: Bool { !passes || !failingDeficiencies.isEmpty || !indistinguishableDeficiencies.isEmpty }
    }

    /// Two colors closer than this in OKLab (ΔE) look the same: the just noticeable difference CSS Color 4's gamut
    /// mapping uses (0.02).
    static let justNoticeableDistance = 0.02

    /// The most pairs one audit checks: 10,000.
    static let maximumPairCount = 10_000

    /// What checking one pair in one theme costs against a `WorkBudget`: a ratio, and four simulated color
    /// vision deficiencies with their gamut mapping and distances, about as much work as resolving 256 tokens.
    /// The default budget checks 16,384 pairs (pairs from stylesheets and token declarations, in every theme, have
    /// no other bound).
    static let unitsPerPair = 256

    let results: [Result]
    /// Pairs that could not be checked in a theme (a token missing or not a color), as messages.
    let skipped: [String]
    /// How many themes were audited (a theme where no pair applies counts too).
    let themeCount: Int

    /// Audits resolved themes.
    /// - Parameters:
    ///   - themes: The themes, resolved.
    ///   - extraPairs: Pairs from a pairs file, checked in every theme besides the declared ones.
    ///   - budget: The work the audit may do: each pair checked in a theme costs ``unitsPerPair``.
    /// - Throws: `WorkBudgetError` when the pairs, in every theme, cost more than the budget; ``CLIError`` for a
    ///   declaration `livery lint` reports as invalid (no `against`, a minimum outside 1–21, not colors). Nothing
    ///   is checked then.
    init(
        themes: [(name: String, theme: ResolvedTheme)], extraPairs: [Pair], budget: WorkBudget = .standard
    ) throws {
        var meter = WorkMeter(budget)
        // Every pair of every theme is counted against the budget before any is checked, so an audit past it
        // ends at once rather than after the pairs it could afford.
        var planned: [(name: String, theme: ResolvedTheme, pairs: [Pair])] = []
        var pairCount = 0
        for (name, theme) in themes {
            var pairs: [Pair] = []
            // A pair declared twice (two stylesheet rules with the same colors, a token that declares what a rule
            // sets) is checked and listed once, where it was declared first.
            var seen: Set<[String]> = []
            var candidates = extraPairs.filter { $0.themes?.contains(name) ?? true }
            for token in theme.tokens {
                for declaration in ContrastDeclaration.declarations(of: token.definition) {
                    // What lint reports, the audit refuses: a declaration it cannot check is no pass.
                    if let problem = declaration.problem(value: token.value, type: token.type, in: theme) {
                        throw CLIError.badInput(
                            "\(declaration.location): \(token.path.dotted): \(problem) (invalid-contrast-declaration; "
                                + "'livery lint' reports every one)")
                    }
                    guard let background = declaration.background, let minimum = declaration.minimum else { continue }
                    candidates.append(
                        Pair(
                            foreground: token.path, background: background, minimum: minimum,
                            declaredAt: declaration.location.description))
                }
            }
            for pair in candidates
            where seen.insert([pair.foreground.dotted, pair.background.dotted, "\(pair.minimum)"]).inserted {
                try meter.charge(
                    Self.unitsPerPair, for: "checking the contrast pairs in every theme (\(pairCount) so far)")
                pairCount += 1
                pairs.append(pair)
            }
            planned.append((name, theme, pairs))
        }
        var results: [Result] = []
        var skipped: [String] = []
        for (name, theme, pairs) in planned {
            for pair in pairs {
                guard let foreground = theme[pair.foreground]?.value.color,
                    let background = theme[pair.background]?.value.color
                else {
                    skipped.append(
                        "\(name): \(pair.foreground.dotted) on \(pair.background.dotted) (\(pair.declaredAt)): "
                            + "both must be color tokens of the theme")
                    continue
                }
                results.append(Self.evaluate(theme: name, pair: pair, foreground: foreground, background: background))
            }
        }
        self.results = results
        self.skipped = skipped
        themeCount = themes.count
    }

    static func evaluate(theme: String, pair: Pair, foreground: Color, background: Color) -> Result {
        let ratio = ContrastDeclaration.ratio(foreground: foreground, background: background)
        let simulated = ColorVisionDeficiency.allCases.map { deficiency in
            let (seenForeground, seenBackground) = (
                foreground.simulating(deficiency), background.simulating(deficiency)
            )
            return (
                deficiency, ContrastDeclaration.ratio(foreground: seenForeground, background: seenBackground),
                distance(seenForeground, seenBackground)
            )
        }
        let result = Result(
            theme: theme, pair: pair, foreground: foreground, background: background, ratio: ratio,
            simulated: simulated, suggestion: nil)
        guard result.isFailure else { return result }
        return Result(
            theme: theme, pair: pair, foreground: foreground, background: background, ratio: ratio,
            simulated: simulated, suggestion: suggestion(for: foreground, on: background, minimum: pair.minimum))
    }

    /// The OKLab distance of two displayed colors (a translucent foreground over its background).
    static func distance(_ foreground: Color, _ background: Color) -> Double {
        let opaqueBackground = (background.alpha < 1 ? background.composited(over: .white) : background).clampedToSRGB
        let shown = (foreground.alpha < 1 ? foreground.composited(over: opaqueBackground) : foreground).clampedToSRGB
        let (a, b) = (shown.oklab, opaqueBackground.oklab)
        let (dl, da, db) = (a.lightness - b.lightness, a.a - b.a, a.b - b.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The color of the foreground's HCT hue and chroma at the tone nearest its own that reaches `minimum` against
    /// the background for normal vision and every simulated deficiency, and stays distinguishable from it under
    /// each; tones are tried in steps of 0.5, nearer first, the lighter of two equally near.
    static func suggestion(for foreground: Color, on background: Color, minimum: Double) -> Color? {
        let hct = HCT(foreground)
        func passes(_ candidate: Color) -> Bool {
            ContrastDeclaration.ratio(foreground: candidate, background: background) >= minimum
                && ColorVisionDeficiency.allCases.allSatisfy {
                    let (seen, seenBackground) = (candidate.simulating($0), background.simulating($0))
                    return ContrastDeclaration.ratio(foreground: seen, background: seenBackground) >= minimum
                        && distance(seen, seenBackground) >= justNoticeableDistance
                }
        }
        for step in 1...200 {
            for tone in [hct.tone + Double(step) * 0.5, hct.tone - Double(step) * 0.5] where (0...100).contains(tone) {
                let candidate = HCT(hue: hct.hue, chroma: hct.chroma, tone: tone).color.withAlpha(foreground.alpha)
                if passes(candidate) { return candidate }
            }
        }
        return nil
    }

    // MARK: - Stylesheets

    /// The properties that color text or a title; paired with `backgroundColor` set in the same rule.
    static let foregroundProperties: Set<String> = ["textColor", "titleColor"]

    /// The pairs a Livery stylesheet sets on one element: each rule that sets a text or title color and a background
    /// color, both to tokens, gives a pair with WCAG AA's 4.5:1 (a rule inside `@theme` applies to those themes;
    /// rules for the disabled state are left out, as WCAG exempts inactive components).
    /// - Throws: ``CLIError`` with the stylesheet's error (file, line and column).
    static func pairs(fromStylesheet url: URL) throws -> [Pair] {
        let stylesheet: Stylesheet
        do {
            stylesheet = try Stylesheet(contentsOf: url)
        } catch {
            throw CLIError.badInput("\(error)")
        }
        var pairs: [Pair] = []
        // Disabled controls are left out: WCAG 2's contrast minimum exempts text of inactive components.
        for rule in stylesheet.rules where !(rule.selector.compounds.last?.state.contains(.disabled) ?? false) {
            guard
                let background = rule.declarations.last(where: { $0.property == "backgroundColor" }),
                case .token(let backgroundPath) = background.value
            else { continue }
            for declaration in rule.declarations where foregroundProperties.contains(declaration.property) {
                guard case .token(let foregroundPath) = declaration.value else { continue }
                pairs.append(
                    Pair(
                        foreground: TokenPath(foregroundPath), background: TokenPath(backgroundPath), minimum: 4.5,
                        declaredAt: "\(declaration.location) (\(rule.selector) \(declaration.property))",
                        themes: rule.themes.map { Set($0.map(\.rawValue)) }))
            }
        }
        return pairs
    }

    // MARK: - Pairs files

    /// Reads a pairs file: `[{"foreground": "color.text", "background": "color.canvas", "minimum": 4.5}, …]`;
    /// paths may be written as aliases (`{color.text}`), `minimum` defaults to 4.5 (WCAG AA for body text).
    /// - Throws: ``CLIError`` naming the file, line and column.
    static func pairs(contentsOf url: URL) throws -> [Pair] {
        let shown = url.path
        let bytes: [UInt8]
        do {
            bytes = Array(try FileContents.read(url, limit: 4 << 20))
        } catch {
            throw CLIError.badInput("\(shown): cannot read the pairs file: \(error)")
        }
        let root: SourceNode
        do {
            root = try TokenLoader(options: .lenient).readTree(bytes: bytes, file: shown, fileExtension: "json").0
        } catch {
            throw CLIError.badInput("\(error)")
        }
        func fail(_ node: SourceNode, _ message: String) -> CLIError {
            .badInput("\(shown):\(node.position.line):\(node.position.column): \(message)")
        }
        guard case .array(let items) = root.value else {
            throw fail(root, "a pairs file is an array of {\"foreground\", \"background\", \"minimum\"} objects")
        }
        guard items.count <= maximumPairCount else {
            throw fail(root, "more than \(maximumPairCount) pairs (the limit, ContrastAudit.maximumPairCount)")
        }
        return try items.map { item in
            func path(_ key: String) throws -> TokenPath {
                guard let text = item[key]?.string else { throw fail(item, "'\(key)' must be a token path") }
                let path = TokenPath(alias: text) ?? TokenPath(text)
                if path.components.isEmpty
                    || path.components.contains(where: { TokenPath.problem(withName: $0) != nil })
                {
                    throw fail(item[key]!, "'\(text)' is not a token path")
                }
                return path
            }
            let minimum = item["minimum"]?.number ?? 4.5
            guard (1...21).contains(minimum) else {
                throw fail(item["minimum"] ?? item, "'minimum' must be a ratio from 1 to 21")
            }
            return Pair(
                foreground: try path("foreground"), background: try path("background"), minimum: minimum,
                declaredAt: "\(shown):\(item.position.line):\(item.position.column)")
        }
    }
}
