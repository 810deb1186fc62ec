import Foundation
import LiveryCore

/// The token files of a Material color scheme, as `livery generate` writes them: per contrast level, a file of both
/// modes' role colors (`contrast-NAME.tokens.json`); per mode, the `md.sys.color` roles as aliases of that mode's
/// (`mode-light.tokens.json`, `mode-dark.tokens.json`); with a role map, the app's tokens as aliases of their roles
/// (`app.tokens.json`); and the DTCG 2025.10 resolver document that puts them together (`material.resolver.json`:
/// a `contrast` modifier and a `mode` modifier, the app's set first).
package struct MaterialTokenFiles {
    /// One file: its name in the output folder and its text.
    package struct File: Equatable, Sendable {
        /// The file's name in the output folder.
        package let name: String
        /// Its text.
        package let contents: String
    }

    /// The seed color the scheme is made from.
    let seed: Color
    /// The Material variant (tonal spot, vibrant…).
    let variant: SchemeVariant
    /// The Material spec version.
    let spec: DynamicScheme.SpecVersion
    /// The contrast levels, each a context of the `contrast` modifier (the first is its default).
    let contrastLevels: [Double]
    /// The app's tokens by role, when given.
    let roleMap: SchemeRoleMap?

    /// Every file, in the order written.
    func files() -> [File] {
        let source = HCT(seed)
        let contexts = contrastLevels.map { (name: MaterialTokenFiles.contextName(of: $0), level: $0) }
        var files: [File] = []
        for (name, level) in contexts {
            var groups: [(String, SourceValue)] = []
            for isDark in [false, true] {
                let scheme = DynamicScheme(
                    sourceColor: source, variant: variant, isDark: isDark, contrastLevel: level,
                    specVersion: spec)
                groups.append((isDark ? "dark" : "light", Self.colorGroup(scheme)))
            }
            let document = SourceValue.object(ordered: [
                (
                    "$description",
                    .string(
                        "Material \(variant.rawValue) scheme of \(seed.hexString()) at contrast level \(level), spec \(spec.rawValue), both modes: the mode modifier picks one."
                    )
                ),
                ("md", .object(ordered: [("scheme", .object(ordered: groups))])),
            ])
            files.append(File(name: "contrast-\(name).tokens.json", contents: document.jsonText() + "\n"))
        }
        let roles = DynamicScheme(sourceColor: source, variant: variant, isDark: false, specVersion: spec)
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
            files.append(File(name: "mode-\(mode).tokens.json", contents: document.jsonText() + "\n"))
        }
        if let roleMap {
            files.append(File(name: "app.tokens.json", contents: Self.appDocument(roleMap, roles: roles)))
        }
        files.append(
            File(
                name: "material.resolver.json",
                contents: Self.resolver(
                    seed: seed, variant: variant, spec: spec, contexts: contexts.map(\.name),
                    hasApp: roleMap != nil)))
        return files
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
