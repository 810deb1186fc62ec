import Foundation
import LiveryCore

/// What a workspace answers: its theme space, a token in chosen permutations, searches, and lint. Each answer is
/// a JSON object (``SourceValue``) that names the revision it read.
extension TokenWorkspace {
    /// The most items one answer lists (permutations, tokens, search results): more is asked for by `offset`.
    package static let maximumListed = 1_000

    /// The theme space: the modifiers with their contexts and defaults, the permutation count (computed, never
    /// enumerated), and the permutations from `offset`, at most `limit` of them.
    package func space(offset: Int = 0, limit: Int = 20) -> SourceValue {
        let count = permutationCount
        let limit = max(0, min(limit, Self.maximumListed))
        let offset = max(0, offset)
        let end = Double(offset + limit) < count ? offset + limit : Int(min(count, Double(Int.max)))
        let listed = offset < end ? (offset..<end).map { permutation(at: $0) } : []
        var members: [(String, SourceValue)] = [
            ("kind", .string(kindName)),
            (
                "modifiers",
                .array(
                    modifiers.map { modifier in
                        var members: [(String, SourceValue)] = [
                            ("name", .string(modifier.name)),
                            ("contexts", .array(modifier.contexts.map { .string($0) })),
                            ("default", modifier.defaultContext.map { .string($0) } ?? .null),
                        ]
                        if let description = modifier.description {
                            members.append(("description", .string(description)))
                        }
                        return .object(ordered: members)
                    })
            ),
            ("permutationCount", .number(count)),
            (
                "permutations",
                .array(
                    listed.map {
                        .object(ordered: [("name", .string($0.name)), ("selection", Self.json($0.selection))])
                    })
            ),
        ]
        if Double(end) < count { members.append(("nextOffset", .number(Double(end)))) }
        return .object(ordered: members + [("source", provenance)])
    }

    private var kindName: String {
        switch input {
        case .resolver: "resolver"
        case .layers: "token-files"
        case .themes: "named-themes"
        }
    }

    static func json(_ selection: [String: String]) -> SourceValue {
        .object(ordered: selection.keys.sorted().map { ($0, .string(selection[$0]!)) })
    }

    /// The selections `given` names, or, for `all`, every permutation (at most ``maximumListed``).
    func selections(_ given: [[String: String]], all: Bool) throws -> [[String: String]] {
        guard all else { return given.isEmpty ? [[:]] : given }
        guard permutationCount <= Double(Self.maximumListed) else {
            throw CLIError.badInput(
                "the set has \(Int(permutationCount)) permutations; name the ones to read (at most "
                    + "\(Self.maximumListed) at once)")
        }
        return (0..<Int(permutationCount)).map { permutation(at: $0).selection }
    }

    /// One token in each chosen permutation: its value, type, alias chain, where it is defined, its description
    /// and deprecation.
    package func token(_ path: String, in given: [[String: String]] = [], all: Bool = false) throws -> SourceValue {
        let tokenPath = TokenPath(path)
        var answers: [SourceValue] = []
        for selection in try selections(given, all: all) {
            let permutation = try resolved(selection)
            guard let token = permutation.token(tokenPath) else {
                answers.append(
                    .object(ordered: [
                        ("permutation", .string(permutation.name)), ("selection", Self.json(permutation.selection)),
                        ("found", .bool(false)),
                    ]))
                continue
            }
            answers.append(describe(token, in: permutation))
        }
        guard answers.contains(where: { $0.member("found") != .bool(false) }) else {
            let near = nearestPaths(to: tokenPath)
            throw CLIError.badInput(
                "no token '\(path)' in the set"
                    + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
        }
        return .object(ordered: [("token", .string(path)), ("permutations", .array(answers)), ("source", provenance)])
    }

    func describe(_ token: ResolvedToken, in permutation: ResolvedPermutation) -> SourceValue {
        let definition = token.definition
        var members: [(String, SourceValue)] = [
            ("permutation", .string(permutation.name)), ("selection", Self.json(permutation.selection)),
            ("found", .bool(true)), ("type", .string(token.type.rawValue)), ("value", token.value.resolvedJSON),
            ("text", .string(token.value.displayText)),
            ("aliasChain", .array(aliasChain(of: definition, in: permutation.merged).map { .string($0.dotted) })),
            ("definedIn", location(definition.location)),
            ("fromDefaultPermutation", .bool(token.isFromDefaultTheme)),
        ]
        if let description = definition.description { members.append(("description", .string(description))) }
        switch definition.deprecation {
        case .deprecated?: members.append(("deprecated", .bool(true)))
        case .deprecatedWithMessage(let message)?: members.append(("deprecated", .string(message)))
        default: break
        }
        return .object(ordered: members)
    }

    func location(_ location: FileLocation) -> SourceValue {
        .object(ordered: [
            (
                "file",
                .string(
                    Self.displayName(of: URL(fileURLWithPath: location.file).standardizedFileURL.path, under: root.path)
                )
            ),
            ("line", .number(Double(location.line))), ("column", .number(Double(location.column))),
        ])
    }

    /// The tokens a definition's value reaches alias by alias (`{a}` → `{b}` → a value), the first alias first.
    /// Bounded by the resolver's alias depth; a cycle ends the chain where it repeats.
    func aliasChain(of definition: TokenDefinition, in merged: MergedTokens) -> [TokenPath] {
        var chain: [TokenPath] = []
        var current = definition
        var seen: Set<TokenPath> = [definition.path]
        while chain.count < settings.resolutionOptions.maximumAliasDepth, let text = current.value.string,
            let target = TokenPath(alias: text)
        {
            chain.append(target)
            guard seen.insert(target).inserted, let next = merged[target] else { break }
            current = next
        }
        return chain
    }

    /// Up to three token paths that share the most leading components with `path`, for "did you mean".
    func nearestPaths(to path: TokenPath) -> [String] {
        guard let permutation = try? resolved([:]) else { return [] }
        let wanted = path.components
        func shared(_ other: TokenPath) -> Int {
            zip(other.components, wanted).prefix { $0 == $1 }.count
        }
        let scored = permutation.theme.tokens.map { (shared($0.path), $0.path.dotted) }.filter { $0.0 > 0 }
        return scored.sorted { $0.0 != $1.0 ? $0.0 > $1.0 : $0.1 < $1.1 }.prefix(3).map(\.1)
    }

    /// What ``search(_:)`` looks for; every criterion given must hold.
    package struct Search: Sendable {
        /// A path glob (`color.**`, `*.text`), as build filters take.
        package var pattern: String?
        /// A DTCG type.
        package var type: String?
        /// Text in the path, the description or the value's text, ignoring case.
        package var text: String?
        /// A color: results are the colors nearest to it by ΔE OK (the OKLab distance), nearest first.
        package var near: String?
        /// With `near`: only colors at most this far.
        package var maximumDistance: Double?
        /// The permutation searched (defaults for modifiers not named).
        package var selection: [String: String] = [:]
        /// How many results at most.
        package var limit = 50

        package init() {}
    }

    /// The tokens matching `search` in one permutation.
    package func search(_ search: Search) throws -> SourceValue {
        let glob = try search.pattern.map { pattern -> PathGlob in
            guard let glob = PathGlob(pattern) else {
                throw CLIError.badInput("'\(pattern)' has an empty path component")
            }
            return glob
        }
        let type = try search.type.map { name -> TokenType in
            guard let type = TokenType(rawValue: name) else {
                throw CLIError.badInput(
                    "unknown token type '\(name)'; expected one of "
                        + TokenType.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return type
        }
        let near = try search.near.map { text -> Color in
            do { return try Color(parsing: text) } catch { throw CLIError.badInput("near: \(error)") }
        }
        let text = search.text?.lowercased()
        let limit = max(1, min(search.limit, Self.maximumListed))
        let permutation = try resolved(search.selection)
        var matches: [(token: ResolvedToken, distance: Double?)] = []
        for token in permutation.theme.tokens {
            if let glob, !glob.matches(token.path) { continue }
            if let type, token.type != type { continue }
            if let text {
                let haystacks = [token.path.dotted, token.definition.description ?? "", token.value.displayText]
                guard haystacks.contains(where: { $0.lowercased().contains(text) }) else { continue }
            }
            var distance: Double?
            if let near {
                guard let color = token.value.color else { continue }
                let measured = color.deltaEOK(near)
                if let maximum = search.maximumDistance, measured > maximum { continue }
                distance = measured
            }
            matches.append((token, distance))
        }
        if near != nil { matches.sort { $0.distance! < $1.distance! } }
        let listed = matches.prefix(limit).map { match -> SourceValue in
            var members: [(String, SourceValue)] = [
                ("token", .string(match.token.path.dotted)), ("type", .string(match.token.type.rawValue)),
                ("value", match.token.value.resolvedJSON), ("definedIn", location(match.token.definition.location)),
            ]
            if let distance = match.distance { members.append(("deltaEOK", .number(distance))) }
            return .object(ordered: members)
        }
        return .object(ordered: [
            ("permutation", .string(permutation.name)), ("count", .number(Double(matches.count))),
            ("results", .array(listed)), ("truncated", .bool(matches.count > limit)), ("source", provenance),
        ])
    }

    /// The project's lint settings: the `lint` member of `livery.config.json` (or `.yaml`, `.yml`) at the root,
    /// when there is one, with `overrides` (`ID=SEVERITY`) over it.
    func lintSettings(_ overrides: [String]) throws -> LintSettings {
        let config = ["livery.config.json", "livery.config.yaml", "livery.config.yml"].map { root.appending(path: $0) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        var settings = try config.map { try LintSettings.load(contentsOf: $0) } ?? LintSettings()
        for rule in overrides { try settings.apply(override: rule) }
        return settings
    }

    /// `livery lint` on the loaded set: every permutation (or those with `inputs`), the project's rules.
    package func lint(rules: [String] = [], inputs: [String: String] = [:]) throws -> SourceValue {
        let report = try lintReport(rules: rules, inputs: inputs)
        var warnings = report.warnings
        if case .resolver(let document) = input { warnings.insert(contentsOf: document.diagnostics, at: 0) }
        return .object(ordered: [
            ("themes", .array(report.themes.map { .string($0) })),
            ("errors", .number(Double(report.findings.filter { $0.severity == .error }.count))),
            ("findings", .array(report.findings.map(\.json))), ("warnings", .array(warnings.map(\.json))),
            ("source", provenance),
        ])
    }

    func lintReport(rules: [String] = [], inputs: [String: String] = [:]) throws -> LintReport {
        let isDefault = rules.isEmpty && inputs.isEmpty
        if isDefault, let cached = lintCache.withLock({ $0 }) { return cached }
        let report = try freshLintReport(rules: rules, inputs: inputs)
        if isDefault { lintCache.withLock { $0 = report } }
        return report
    }

    private func freshLintReport(rules: [String], inputs: [String: String]) throws -> LintReport {
        let themes = try input.allThemes(inputs: inputs, budget: settings.budget).map {
            (name: $0.name, source: $0.source)
        }
        let (findings, warnings) = try Linter(
            themes: themes, options: settings.resolutionOptions, settings: try lintSettings(rules)
        ).report()
        return LintReport(themes: themes.map(\.name), findings: findings, warnings: warnings)
    }
}

/// What lint found in a workspace: the permutations checked, the findings, and what lenient reading accepted.
struct LintReport {
    let themes: [String]
    let findings: [LintFinding]
    let warnings: [Diagnostic]
}

extension SourceValue {
    /// The member named `key` of an object (the last one), or `nil`.
    package func member(_ key: String) -> SourceValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value.value
    }
}

extension TokenWorkspace {
    /// A permutation's tokens as `livery preview` shows them (an HTML page of swatches, samples and contrast
    /// pairs), or as a plain table (token, type, value) with control characters escaped.
    package func preview(_ selection: [String: String], html: Bool) throws -> (name: String, text: String) {
        let permutation = try resolved(selection)
        if html {
            let theme = ExportTheme(
                name: permutation.name, tokens: permutation.theme.tokens, selection: permutation.selection)
            return (permutation.name, PreviewPage.render([theme]))
        }
        let rows = permutation.theme.tokens.map {
            [Escaping.terminal($0.path.dotted), $0.type.rawValue, Escaping.terminal($0.value.displayText)]
        }
        return (permutation.name, TextTable.render(header: ["token", "type", "value"], rows: rows))
    }
}
