import Foundation
import LiveryCore
import LiveryYAML

/// The token file formats `livery convert` writes.
package enum TokenFileFormat: String, CaseIterable, Sendable {
    /// DTCG JSON.
    case dtcg
    /// DTCG written as YAML.
    case dtcgYAML = "dtcg-yaml"
    /// The legacy JSON: `{"color": {"Key": "hex"}}`.
    case legacy
}

/// Converts one token file between DTCG JSON, DTCG YAML and the legacy format.
///
/// DTCG to DTCG (JSON ↔ YAML) rewrites the file's tree as it is, so descriptions, extensions, deprecations and
/// aliases all survive. Legacy to DTCG writes each section as a group with its `$type`, redirects as aliases.
/// DTCG to legacy resolves the file and keeps what the legacy format can hold (colors, dimensions, numbers,
/// strings, assets; aliases within a section as redirects); what it cannot hold is listed in the notes.
struct TokenConverter {
    let loader: TokenLoader

    /// The converted text and notes about what the target format could not hold.
    func convert(_ url: URL, to target: TokenFileFormat) throws -> (text: String, notes: [String]) {
        let document = try loader.load(contentsOf: url)
        let tree: SourceValue
        var notes: [String] = []
        switch (document.format, target) {
        case (_, .legacy):
            (tree, notes) = try legacyTree(from: document)
        case (.legacy, _):
            tree = dtcgTree(fromLegacy: document)
        case (.tokensStudio, _):
            // The tree in DTCG form (`$value`, `$type` with Tokens Studio's types mapped), as Livery reads it;
            // arithmetic and color modifiers stay as written, and are evaluated when the result is resolved.
            let (root, _) = try loader.readTree(
                bytes: try loader.readBytes(url), file: url.path, fileExtension: url.pathExtension)
            tree = try TokensStudioReader.dtcgTree(root, file: url.path).value
        case (_, _):
            let (root, _) = try loader.readTree(
                bytes: try loader.readBytes(url), file: url.path, fileExtension: url.pathExtension)
            var rewritten = 0
            tree = Self.colorObjects(in: root.value, type: nil, rewritten: &rewritten)
            if rewritten > 0 {
                notes.append(
                    "\(rewritten) color\(rewritten == 1 ? "" : "s") written as CSS or hex strings are DTCG color objects"
                )
            }
            if target == .dtcg { notes += Self.nonFiniteNumbers(in: root, file: url.path) }
        }
        let text = target == .dtcgYAML ? try tree.yamlText() : tree.jsonText() + "\n"
        return (text, notes)
    }

    /// The tree with every color token's CSS or hex string (`"oklch(0.7 0.15 200)"`, `"rebeccapurple"`,
    /// `"#ff000080"`), and every such string a border, shadow or gradient token gives as a `color`, written as the
    /// DTCG color object it stands for; aliases and other values as they are.
    static func colorObjects(in value: SourceValue, type inherited: String?, rewritten: inout Int) -> SourceValue {
        guard case .object(let members) = value else { return value }
        let type = members.last { $0.key == "$type" }?.value.string ?? inherited
        let isToken = members.contains { $0.key == "$value" }
        return .object(
            members.map { member in
                var member = member
                if isToken, member.key == "$value", type == "color", case .string(let text) = member.value.value,
                    !text.contains("{"), let object = colorObject(text)
                {
                    member.value = SourceNode(object, at: member.value.position)
                    rewritten += 1
                } else if isToken, member.key == "$value", let type, compositeTypesWithColors.contains(type) {
                    member.value = compositeColors(in: member.value, rewritten: &rewritten)
                } else if !member.key.hasPrefix("$") || member.key == "$root" {
                    member.value = SourceNode(
                        colorObjects(in: member.value.value, type: type, rewritten: &rewritten),
                        at: member.value.position)
                }
                return member
            })
    }

    /// The composite types whose values hold colors: a border's `color`, each shadow's, each gradient stop's.
    static let compositeTypesWithColors: Set<String> = ["border", "shadow", "gradient"]

    /// A composite value (an object, or an array of them: shadows, gradient stops) with each `color` that is a CSS
    /// or hex string written as its DTCG color object.
    static func compositeColors(in node: SourceNode, rewritten: inout Int) -> SourceNode {
        switch node.value {
        case .array(let items):
            return SourceNode(.array(items.map { compositeColors(in: $0, rewritten: &rewritten) }), at: node.position)
        case .object(let members):
            let mapped = members.map { member in
                var member = member
                if member.key == "color", case .string(let text) = member.value.value, !text.contains("{"),
                    let object = colorObject(text)
                {
                    member.value = SourceNode(object, at: member.value.position)
                    rewritten += 1
                }
                return member
            }
            return SourceNode(.object(mapped), at: node.position)
        default:
            return node
        }
    }

    /// The DTCG object of a CSS or hex color string, or `nil` when it is neither.
    static func colorObject(_ text: String) -> SourceValue? {
        let number = { (value: Double) in SourceValue.number((value * 1e10).rounded() / 1e10) }
        if let css = try? CSSColor.parse(text) {
            var fields: [(String, SourceValue)] = [
                ("colorSpace", .string(css.colorSpace.rawValue)),
                (
                    "components",
                    .array(css.components.map { SourceNode($0.map(number) ?? .string("none"), at: .start) })
                ),
            ]
            if css.alpha != 1 { fields.append(("alpha", number(css.alpha))) }
            return .object(ordered: fields)
        }
        guard let color = try? Color(parsing: text), !text.contains("(") else { return nil }
        var fields: [(String, SourceValue)] = [
            ("colorSpace", .string("srgb")),
            ("components", .array([color.red, color.green, color.blue].map { SourceNode(number($0), at: .start) })),
        ]
        if color.alpha != 1 { fields.append(("alpha", number(color.alpha))) }
        fields.append(("hex", .string(color.hexString().prefix(7).description)))
        return .object(ordered: fields)
    }

    /// A note for each Infinity or NaN in the tree (JSON5 reads them; no token value can be one, but `$extensions`
    /// keep them), which JSON cannot write: each is written as null, and the note says where.
    static func nonFiniteNumbers(in root: SourceNode, file: String) -> [String] {
        var notes: [String] = []
        var stack = [root]
        while let node = stack.popLast() {
            switch node.value {
            case .object(let members): stack += members.reversed().map(\.value)
            case .array(let items): stack += items.reversed()
            case .number(let number) where !number.isFinite:
                notes.append(
                    "\(FileLocation(file: file, position: node.position)): \(node.kindDescription.prefix { $0 != " " }) "
                        + "has no JSON form; it is written as null")
            default: break
            }
        }
        return notes
    }

    // MARK: - Legacy to DTCG

    private func dtcgTree(fromLegacy document: TokenDocument) -> SourceValue {
        var sections: [(name: String, type: TokenType?, tokens: [(String, SourceValue)])] = []
        for definition in document.tokens {
            let components = definition.path.components
            let section = components[0]
            let key = components.dropFirst().joined(separator: ".")
            if sections.last?.name != section {
                sections.append((section, definition.declaredType, []))
            }
            sections[sections.count - 1].tokens.append((key, .object(ordered: [("$value", definition.value.value)])))
        }
        return .object(
            ordered: sections.map { section in
                let type = section.type.map { [("$type", SourceValue.string($0.rawValue))] } ?? []
                return (section.name, .object(ordered: type + section.tokens))
            })
    }

    // MARK: - To legacy (from DTCG, or from legacy to normalize it)

    private static func legacySection(for type: TokenType) -> String? {
        switch type {
        case .color: "color"
        case .dimension: "dimension"
        case .number, .fontWeight: "number"
        case .string: "string"
        case .asset: "image"
        default: nil
        }
    }

    private func legacyTree(from document: TokenDocument) throws -> (tree: SourceValue, notes: [String]) {
        let theme = try TokenResolver().resolve(ThemeSource(name: "convert", documents: [document]))
        var sections: [String: [(String, SourceValue)]] = [:]
        var order: [String] = []
        var keys: [TokenPath: (section: String, key: String)] = [:]
        var dropped: [String] = []
        for token in theme.tokens {
            guard let section = Self.legacySection(for: token.type) else {
                dropped.append("\(token.path) (\(token.type.rawValue))")
                continue
            }
            var components = token.path.components
            if components.count > 1, components[0] == section || components[0] == token.type.rawValue {
                components.removeFirst()
            }
            keys[token.path] = (section, components.joined(separator: "_"))
        }
        for token in theme.tokens {
            guard let (section, key) = keys[token.path] else { continue }
            let value: SourceValue
            if let alias = token.definition.value.string.flatMap(TokenPath.init(alias:)), let target = keys[alias],
                target.section == section
            {
                value = .string(target.key)
            } else {
                value = Self.legacyValue(token.value)
            }
            if sections[section] == nil { order.append(section) }
            sections[section, default: []].append((key, value))
        }
        var notes: [String] = []
        if !dropped.isEmpty {
            notes.append(
                "the legacy format cannot hold \(dropped.count) token(s); left out: \(dropped.joined(separator: ", "))")
        }
        let described = document.tokens.filter { $0.description != nil }.count
        let extended = document.tokens.filter { $0.extensions != nil }.count
        if described + extended > 0 {
            notes.append(
                "the legacy format cannot hold descriptions or $extensions; left out: \(described) description(s), \(extended) $extensions"
            )
        }
        return (.object(ordered: order.map { ($0, .object(ordered: sections[$0]!)) }), notes)
    }

    private static func legacyValue(_ value: TokenValue) -> SourceValue {
        switch value {
        case .color(let color):
            return .string(String(color.hexString().dropFirst()))
        case .dimension(let dimension):
            return dimension.unit == .px ? .number(dimension.value) : .string(dimension.description)
        case .number(let number), .fontWeight(let number):
            return .number(number)
        default:
            return value.resolvedJSON
        }
    }
}
