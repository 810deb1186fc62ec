import Foundation
import LiveryCore

/// Checks every theme of a token source: each resolves, themes agree on tokens and types, no deprecated token is
/// used, declared contrast pairs reach their minimum, and fonts that ship with the tokens are named by family.
package struct Linter {
    let themes: [(name: String, source: ThemeSource)]
    let options: ResolutionOptions
    /// Font files that ship with the tokens (a theme pack's), whose names the tokens are checked against.
    let fonts: [ShippedFont]
    /// Which rules are checked, at which severity, with which options.
    let settings: LintSettings
    /// The themes' token files by name, for rules about how a token is written (its groups' types).
    let documents: [String: TokenDocument]

    /// A linter of themes, resolved with `options`; `fonts` are the font files shipped with them; `settings`
    /// the rules (their defaults unless given).
    package init(
        themes: [(name: String, source: ThemeSource)], options: ResolutionOptions, fonts: [ShippedFont] = [],
        settings: LintSettings = LintSettings()
    ) {
        self.themes = themes
        self.options = options
        self.fonts = fonts
        self.settings = settings
        var documents: [String: TokenDocument] = [:]
        for (_, source) in themes {
            for layer in source.layers where documents[layer.document.file] == nil {
                documents[layer.document.file] = layer.document
            }
        }
        self.documents = documents
    }

    /// Every finding, in a stable order: resolution failures, then per-token findings by path.
    /// - Throws: `WorkBudgetError` (see ``report()``).
    package func findings() throws(WorkBudgetError) -> [LintFinding] { try report().findings }

    /// The findings, and the warnings of reading and resolving the themes that resolved (what lenient reading
    /// accepted and what it assumed: see the acceptance policy), each once, in the order met. A deprecated token
    /// in use is a finding, not a warning.
    /// - Throws: `WorkBudgetError` when resolving a theme would do more work than the options' budget: that is
    ///   a limit of the run, not a fault of the tokens, so it ends the lint instead of becoming a finding.
    package func report() throws(WorkBudgetError) -> (findings: [LintFinding], warnings: [Diagnostic]) {
        var findings: [LintFinding] = []
        var resolved: [(name: String, theme: ResolvedTheme)] = []
        let resolver = TokenResolver(options: options)
        for (name, source) in themes {
            do {
                resolved.append((name, try resolver.resolve(source)))
            } catch let error as ResolutionError {
                // Every broken alias and cycle of the theme, not only the first: fixing one and running again to
                // meet the next is what a lint is there to spare.
                let all: [ResolutionError]
                do {
                    all = try resolver.errors(in: source)
                } catch let budget as WorkBudgetError {
                    throw budget
                } catch {
                    all = []
                }
                findings += (all.isEmpty ? [error] : all).map { Self.finding(for: $0, theme: name) }
            } catch let error as WorkBudgetError {
                throw error
            } catch {
                findings.append(
                    LintFinding(kind: .unresolvable, theme: name, tokenPath: nil, location: nil, message: "\(error)"))
            }
        }
        findings += deprecations(in: resolved)
        if resolved.count > 1 { findings += disagreements(between: resolved) }
        findings += contrastFindings(in: resolved)
        findings += fontFamilyFindings(in: resolved)
        findings += try conventionFindings(in: resolved)
        // Each finding takes its rule's severity; a rule turned off reports nothing.
        findings = findings.compactMap { finding in
            var finding = finding
            finding.severity = settings.severity(finding.kind)
            return finding.severity == .off ? nil : finding
        }
        findings = LintFinding.merged(findings, themeCount: themes.count)
        var seen = Set<Diagnostic>()
        let warnings = resolved.flatMap(\.theme.diagnostics).filter {
            $0.severity == .warning && $0.kind != .deprecatedTokenUsed && seen.insert($0).inserted
        }
        return (findings, warnings)
    }

    static func finding(for error: ResolutionError, theme: String) -> LintFinding {
        let kind: LintFinding.Kind
        switch error {
        case .aliasCycle: kind = .aliasCycle
        case .unresolvedAlias, .aliasToGroup: kind = .unresolvedAlias
        default: kind = .unresolvable
        }
        // The error's description starts with its location and path; the finding prints those itself.
        var message = error.description
        let prefix = [error.location.map { "\($0): " }, error.tokenPath.map { "\($0): " }].compactMap { $0 }.joined()
        if message.hasPrefix(prefix) { message.removeFirst(prefix.count) }
        return LintFinding(
            kind: kind, theme: theme, tokenPath: error.tokenPath?.dotted, location: error.location, message: message)
    }

    private func deprecations(in resolved: [(name: String, theme: ResolvedTheme)]) -> [LintFinding] {
        var seen = Set<Diagnostic>()
        var findings: [LintFinding] = []
        for (_, theme) in resolved {
            for diagnostic in theme.diagnostics where diagnostic.kind == .deprecatedTokenUsed {
                guard seen.insert(diagnostic).inserted else { continue }
                findings.append(
                    LintFinding(
                        kind: .deprecatedTokenUsed, theme: nil, tokenPath: diagnostic.tokenPath?.dotted,
                        location: diagnostic.location, message: diagnostic.message))
            }
        }
        return findings
    }

    /// Tokens some themes lack, and tokens whose type differs between themes.
    private func disagreements(between resolved: [(name: String, theme: ResolvedTheme)]) -> [LintFinding] {
        var order: [TokenPath] = []
        var byPath: [TokenPath: [(theme: String, token: ResolvedToken)]] = [:]
        for (name, theme) in resolved {
            for token in theme.tokens {
                if byPath[token.path] == nil { order.append(token.path) }
                byPath[token.path, default: []].append((name, token))
            }
        }
        var findings: [LintFinding] = []
        for path in order {
            let entries = byPath[path]!
            let present = Set(entries.map(\.theme))
            let missing = resolved.map(\.name).filter { !present.contains($0) }
            let first = entries[0].token.definition
            if !missing.isEmpty {
                findings.append(
                    LintFinding(
                        kind: .missingInTheme, theme: nil, tokenPath: path.dotted, location: first.location,
                        message:
                            "defined in \(entries.map(\.theme).joined(separator: ", ")) but missing in \(missing.joined(separator: ", "))"
                    ))
            }
            let types = entries.map { "\($0.theme): \($0.token.type.rawValue)" }
            if Set(entries.map(\.token.type)).count > 1 {
                findings.append(
                    LintFinding(
                        kind: .typeMismatch, theme: nil, tokenPath: path.dotted, location: first.location,
                        message: "has different types in different themes (\(types.joined(separator: ", ")))"))
            }
        }
        return findings
    }

    private func contrastFindings(in resolved: [(name: String, theme: ResolvedTheme)]) -> [LintFinding] {
        var findings: [LintFinding] = []
        var reportedInvalid = Set<ContrastDeclaration>()
        for (name, theme) in resolved {
            for token in theme.tokens {
                for declaration in ContrastDeclaration.declarations(of: token.definition) {
                    let problem = declaration.problem(value: token.value, type: token.type, in: theme)
                    let foreground = token.value.color
                    let background = declaration.background.flatMap { theme[$0]?.value.color }
                    if let problem {
                        if reportedInvalid.insert(declaration).inserted {
                            findings.append(
                                LintFinding(
                                    kind: .invalidContrastDeclaration, theme: nil, tokenPath: token.path.dotted,
                                    location: declaration.location, message: problem))
                        }
                        continue
                    }
                    let ratio = ContrastDeclaration.ratio(foreground: foreground!, background: background!)
                    let minimum = declaration.minimum!
                    if ratio < minimum {
                        findings.append(
                            LintFinding(
                                kind: .contrast, theme: name, tokenPath: token.path.dotted,
                                location: declaration.location,
                                message:
                                    "contrast \(Self.ratio(ratio)) against \(declaration.background!.dotted) is below the minimum \(Self.ratio(minimum))"
                            ))
                    }
                }
            }
        }
        return findings
    }

    /// `7:1`, `4.5:1`, `3.14:1`: rounded down, so a ratio just under a minimum never prints as the minimum.
    static func ratio(_ value: Double) -> String {
        let floored = (value * 100).rounded(.down) / 100
        return NumberFormatting.shortest(floored) + ":1"
    }
}
