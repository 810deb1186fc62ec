import ArgumentParser
import Foundation
import LiveryCore

/// `livery generate`: a Material dynamic color scheme from a seed color, written as DTCG token files.
package struct GenerateCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate a Material color scheme from a seed color as DTCG token files.",
        discussion: """
            Writes to --output (default: generated) a DTCG resolver document, material.resolver.json, with two \
            modifiers: mode (light, dark) and contrast (one context per --contrast level: reduced for -1, \
            standard for 0, medium for 0.5, high for 1, level-N otherwise). Every permutation defines \
            md.sys.color.ROLE for each of Material's color roles (primary, on-primary, surface-container-high…), \
            computed as material-color-utilities does. With --map ROLES.json (an object from role names to token \
            paths, such as {"surface": "color.background.canvas"}), the base set also gives the app's tokens as \
            aliases of their roles.

            The files load with 'livery lint', 'livery resolve' and 'livery build' like any resolver document, \
            and at run time as a ThemeSpace. Exit status: 0 written, 2 bad arguments or an unreadable map.

            Examples:
              livery generate --seed '#6750A4'
              livery generate --seed '#6750A4' --scheme vibrant --contrast 0,0.5,1 --spec 2025 \\
                --map Examples/Themes/scheme-roles.json --output Theme/Generated
            """)

    /// The seed color.
    @Option(help: "The seed color: #rrggbb or any color 'livery color' reads.")
    package var seed: String

    /// `--scheme`.
    @Option(
        help: ArgumentHelp(
            "The scheme variant.",
            discussion: SchemeVariant.allCases.map(\.rawValue).joined(separator: ", ")))
    package var scheme: String = SchemeVariant.tonalSpot.rawValue

    /// `--contrast`.
    @Option(help: "Contrast levels from -1 to 1, comma-separated; the first is the default context.")
    package var contrast: String = "0,1"

    /// `--spec`.
    @Option(
        help: "The Material color spec: 2021 or 2025 (2025 exists for neutral, tonal-spot, vibrant and expressive).")
    package var spec: String = DynamicScheme.SpecVersion.spec2021.rawValue

    /// `--map`.
    @Option(help: "A role map: JSON from role names to the app's token paths, written as aliases of their roles.")
    package var map: String?

    /// `--output`.
    @Option(name: .shortAndLong, help: "The folder to write the token files and the resolver document to.")
    package var output: String = "generated"

    /// The most contrast levels one command writes.
    package static let maximumContrastLevels = 8

    /// Creates the command (used by the argument parser).
    package init() {}

    /// What `generate` writes: file name (in the output folder) and contents.
    package struct GeneratedFile: Equatable, Sendable {
        /// The file's name in the output folder.
        package let name: String
        /// Its text.
        package let contents: String
    }

    /// The files, for tests and `run()`.
    /// - Throws: `ValidationError` for bad arguments, ``CLIError`` for a role map that cannot be read.
    package func render() throws -> [GeneratedFile] {
        let seedColor: Color
        do {
            seedColor = try Color(parsing: seed)
        } catch {
            throw ValidationError("--seed: \(error)")
        }
        guard let variant = SchemeVariant(rawValue: scheme) else {
            throw ValidationError(
                "--scheme: '\(scheme)' is not a variant; use one of \(SchemeVariant.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        guard let specVersion = DynamicScheme.SpecVersion(rawValue: spec) else {
            throw ValidationError("--spec: '\(spec)' is not a spec version; use 2021 or 2025")
        }
        let levels = try Self.contrastLevels(contrast)
        let roleMap: SchemeRoleMap?
        do {
            roleMap = try map.map { try SchemeRoleMap(contentsOf: URL(fileURLWithPath: $0)) }
        } catch {
            throw CLIError.badInput("\(error)")
        }
        let source = HCT(seedColor)
        let contexts = levels.map { (name: Self.contextName(of: $0), level: $0) }
        var files: [GeneratedFile] = []
        for (name, level) in contexts {
            var groups: [(String, SourceValue)] = []
            for isDark in [false, true] {
                let scheme = DynamicScheme(
                    sourceColor: source, variant: variant, isDark: isDark, contrastLevel: level,
                    specVersion: specVersion)
                groups.append((isDark ? "dark" : "light", Self.colorGroup(scheme)))
            }
            let document = SourceValue.object(ordered: [
                (
                    "$description",
                    .string(
                        "Material \(variant.rawValue) scheme of \(seedColor.hexString()) at contrast level \(level), spec \(specVersion.rawValue), both modes: the mode modifier picks one."
                    )
                ),
                ("md", .object(ordered: [("scheme", .object(ordered: groups))])),
            ])
            files.append(GeneratedFile(name: "contrast-\(name).tokens.json", contents: document.jsonText() + "\n"))
        }
        let roles = DynamicScheme(sourceColor: source, variant: variant, isDark: false, specVersion: specVersion)
            .roles
        for mode in ["light", "dark"] {
            let aliases = roles.map { role in
                (
                    role.tokenName,
                    SourceValue.object(ordered: [("$value", .string("{md.scheme.\(mode).\(role.tokenName)}"))])
                )
            }
            let document = SourceValue.object(ordered: [
                ("$description", .string("The \(mode) scheme's roles as md.sys.color tokens.")),
                (
                    "md",
                    .object(ordered: [
                        (
                            "sys",
                            .object(ordered: [("color", .object(ordered: [("$type", .string("color"))] + aliases))])
                        )
                    ])
                ),
            ])
            files.append(GeneratedFile(name: "mode-\(mode).tokens.json", contents: document.jsonText() + "\n"))
        }
        if let roleMap {
            files.append(GeneratedFile(name: "app.tokens.json", contents: Self.appDocument(roleMap, roles: roles)))
        }
        files.append(
            GeneratedFile(
                name: "material.resolver.json",
                contents: Self.resolver(
                    seed: seedColor, variant: variant, spec: specVersion, contexts: contexts.map(\.name),
                    hasApp: roleMap != nil)))
        return files
    }

    /// Writes the files.
    package func run() throws {
        let folder = URL(fileURLWithPath: output)
        let files = try render()
        // The role map is read before anything is written, and is never written over: `--map app.tokens.json -o .`
        // (or a map named like a generated file) would replace it with its own aliases.
        if let map {
            let input = OutputGuard.real(URL(fileURLWithPath: map))
            for file in files where OutputGuard.real(folder.appendingPathComponent(file.name)) == input {
                throw CLIError.badInput(
                    "\(output)/\(file.name) is the --map file; livery generate never writes over its inputs: "
                        + "write to another --output folder")
            }
        }
        for file in files {
            try OutputFile.write(file.contents, to: folder.appendingPathComponent(file.name))
        }
        printOutput("wrote \(files.count) files to \(output) (\(files.map(\.name).joined(separator: ", ")))")
    }

    // MARK: - Parts

    /// `--contrast`: finite levels in −1...1, no repeats, at most ``maximumContrastLevels``.
    static func contrastLevels(_ text: String) throws -> [Double] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard items.count <= maximumContrastLevels else {
            throw ValidationError("--contrast: at most \(maximumContrastLevels) levels")
        }
        var levels: [Double] = []
        for item in items {
            guard let level = Double(item), level.isFinite, (-1...1).contains(level) else {
                throw ValidationError("--contrast: '\(item)' is not a level from -1 to 1")
            }
            guard !levels.contains(level) else { throw ValidationError("--contrast: \(item) is given twice") }
            levels.append(level)
        }
        return levels
    }

    /// A contrast level's context name: Material's names for its four levels, `level-N` for others.
    static func contextName(of level: Double) -> String {
        switch level {
        case -1: "reduced"
        case 0: "standard"
        case 0.5: "medium"
        case 1: "high"
        default:
            "level-"
                + String(level).replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: "-", with: "minus")
        }
    }

    /// Every role of a scheme as a color token (a DTCG 2025.10 color object, with its `hex`).
    static func colorGroup(_ scheme: DynamicScheme) -> SourceValue {
        var members: [(String, SourceValue)] = [("$type", .string("color"))]
        for role in scheme.roles {
            guard let color = scheme.color(role)?.color else { continue }
            members.append((role.tokenName, .object(ordered: [("$value", TokenValue.color(color).dtcgJSON)])))
        }
        return .object(ordered: members)
    }

    /// The app's tokens as aliases of their roles (roles the spec lacks are left out).
    static func appDocument(_ map: SchemeRoleMap, roles: [SchemeRole]) -> String {
        let tokens = roles.flatMap { role in
            (map.tokens[role] ?? []).map { path in
                (
                    path: path.components,
                    token: SourceValue.object(ordered: [
                        ("$type", .string("color")), ("$value", .string("{md.sys.color.\(role.tokenName)}")),
                    ])
                )
            }
        }
        var members = [
            SourceMember(
                key: "$description", keyPosition: .start,
                value: SourceNode(
                    .string("The app's tokens, set from the Material scheme's roles by a role map."), at: .start))
        ]
        if case .object(let groups) = SourceValue.dtcgGroups(tokens) { members += groups }
        let document = SourceValue.object(members)
        return document.jsonText() + "\n"
    }

    static func resolver(
        seed: Color, variant: SchemeVariant, spec: DynamicScheme.SpecVersion, contexts: [String], hasApp: Bool
    ) -> String {
        func ref(_ file: String) -> SourceValue { .array([.object(ordered: [("$ref", .string(file))])]) }
        var order: [SourceValue] = [
            .object(ordered: [("$ref", .string("#/modifiers/contrast"))]),
            .object(ordered: [("$ref", .string("#/modifiers/mode"))]),
        ]
        var sets: [(String, SourceValue)] = []
        if hasApp {
            sets.append(("app", .object(ordered: [("sources", ref("app.tokens.json"))])))
            order.insert(.object(ordered: [("$ref", .string("#/sets/app"))]), at: 0)
        }
        let document = SourceValue.object(
            ordered: [
                ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
                ("version", .string("2025.10")),
                ("name", .string("Material \(variant.rawValue) scheme of \(seed.hexString())")),
                (
                    "description",
                    .string(
                        "Generated by livery generate (spec \(spec.rawValue)). The contrast modifier holds both modes' colors at one level; the mode modifier makes md.sys.color.ROLE alias its mode's."
                    )
                ),
            ] + (sets.isEmpty ? [] : [("sets", .object(ordered: sets))]) + [
                (
                    "modifiers",
                    .object(ordered: [
                        (
                            "mode",
                            .object(ordered: [
                                (
                                    "contexts",
                                    .object(ordered: [
                                        ("light", ref("mode-light.tokens.json")),
                                        ("dark", ref("mode-dark.tokens.json")),
                                    ])
                                ),
                                ("default", .string("light")),
                            ])
                        ),
                        (
                            "contrast",
                            .object(ordered: [
                                (
                                    "contexts",
                                    .object(ordered: contexts.map { ($0, ref("contrast-\($0).tokens.json")) })
                                ),
                                ("default", .string(contexts[0])),
                            ])
                        ),
                    ])
                ),
                ("resolutionOrder", .array(order)),
            ])
        return document.jsonText() + "\n"
    }
}
