/// Reads the legacy key–value JSON format of in-house theme files: top-level sections (`color`, `dimension`, `number`, `string`,
/// `image`/`asset`) mapping keys to values, where a color value is hex (bare, `#` or `0x`) or `rgb()`, and a
/// value that is another key is a redirect (`"Red_A": "Red_B"`), read as the alias `{color.Red_B}`.
///
/// Tokens get the path `section.key` (`color.Black_A`), so redirects and lookups work across files and levels.
enum LegacyReader {
    static let sections: [String: TokenType] = [
        "color": .color, "dimension": .dimension, "number": .number, "string": .string, "image": .asset,
        "asset": .asset,
    ]

    /// Whether a tree looks like the legacy format: only known sections, each mapping keys to plain values.
    static func matches(_ root: SourceNode) -> Bool {
        guard let members = root.members, !members.isEmpty else { return false }
        return members.allSatisfy { section in
            guard sections[section.key] != nil, let entries = section.value.members else { return false }
            // A DTCG token or group named like a section (`"number": {"$type": "number", "$value": 1}`) has
            // `$` properties; legacy keys never start with `$`.
            return !entries.contains(where: { $0.key.hasPrefix("$") })
                && entries.allSatisfy { $0.value.members == nil && $0.value.string.map { !$0.hasPrefix("{") } ?? true }
        }
    }

    static func read(_ root: SourceNode, file: String, sink: DiagnosticSink, pointerPrefix: String = "") throws
        -> TokenDocument
    {
        var tokens: [TokenDefinition] = []
        var groups = [TokenGroup(path: TokenPath(""), type: nil, location: sink.location(root.position))]
        for section in root.members ?? [] {
            guard let type = sections[section.key], let entries = section.value.members else {
                try sink.accept(
                    .unknownProperty,
                    "legacy section '\(section.key)' is not one of "
                        + sections.keys.sorted().joined(separator: ", ") + "; it is skipped",
                    at: section.keyPosition, path: TokenPath(section.key))
                continue
            }
            let sectionPath = TokenPath(section.key)
            groups.append(TokenGroup(path: sectionPath, type: type, location: sink.location(section.keyPosition)))
            for entry in entries {
                let path = sectionPath.appending(entry.key)
                if let problem = TokenPath.problem(withName: entry.key) {
                    throw TokenFileError.invalidName(
                        sink.location(entry.keyPosition), path: path, name: entry.key, reason: problem)
                }
                let value = try canonicalValue(entry.value, type: type, section: sectionPath, path: path, sink: sink)
                tokens.append(
                    TokenDefinition(
                        path: path, declaredType: type, value: value, location: sink.location(entry.keyPosition),
                        jsonPointer: JSONPointer.make(prefix: pointerPrefix, path: path)))
            }
        }
        return TokenDocument(file: file, format: .legacy, tokens: tokens, groups: groups, diagnostics: sink.diagnostics)
    }

    /// Rewrites a legacy value as the DTCG value it means, at the same position.
    static func canonicalValue(
        _ node: SourceNode, type: TokenType, section: TokenPath, path: TokenPath, sink: DiagnosticSink
    ) throws -> SourceNode {
        let at = node.position
        func redirect(_ key: String) -> SourceNode? {
            TokenPath.problem(withName: key) == nil ? SourceNode(.string(section.appending(key).alias), at: at) : nil
        }
        func invalid(_ reason: String) -> TokenFileError {
            .invalidValue(sink.location(at), path: path, type: type, reason: reason)
        }
        switch (type, node.value) {
        case (.color, .string(let text)):
            if let color = try? Color(parsing: text) {
                var members = [
                    SourceMember(key: "colorSpace", keyPosition: at, value: SourceNode(.string("srgb"), at: at)),
                    SourceMember(
                        key: "components", keyPosition: at,
                        value: SourceNode(
                            .array([color.red, color.green, color.blue].map { SourceNode(.number($0), at: at) }), at: at
                        )),
                ]
                if color.alpha < 1 {
                    members.append(
                        SourceMember(key: "alpha", keyPosition: at, value: SourceNode(.number(color.alpha), at: at)))
                }
                members.append(
                    SourceMember(
                        key: "hex", keyPosition: at,
                        // The DTCG fallback is six digits; the alpha is in "alpha".
                        value: SourceNode(.string(color.withAlpha(1).hexString()), at: at)))
                return SourceNode(.object(members), at: at)
            }
            guard let alias = redirect(text) else {
                throw invalid("'\(text)' is neither a color nor a key to redirect to")
            }
            return alias
        case (.dimension, .number(let value)):
            return dimensionNode(value, "px", at: at)
        case (.dimension, .string(let text)):
            if let value = Double(text) { return dimensionNode(value, "px", at: at) }
            if let dimension = TokenDimension(parsing: text) {
                return dimensionNode(dimension.value, dimension.unit.rawValue, at: at)
            }
            guard let alias = redirect(text) else {
                throw invalid("'\(text)' is neither a size nor a key to redirect to")
            }
            return alias
        case (.number, .number):
            return node
        case (.number, .string(let text)):
            if let value = Double(text) { return SourceNode(.number(value), at: at) }
            guard let alias = redirect(text) else { throw invalid("'\(text)' is neither a number nor a key") }
            return alias
        case (.string, .string), (.asset, .string):
            return node
        default:
            throw invalid("unexpected \(node.kindDescription)")
        }
    }

    static func dimensionNode(_ value: Double, _ unit: String, at position: SourcePosition) -> SourceNode {
        SourceNode(
            .object([
                SourceMember(key: "value", keyPosition: position, value: SourceNode(.number(value), at: position)),
                SourceMember(key: "unit", keyPosition: position, value: SourceNode(.string(unit), at: position)),
            ]), at: position)
    }
}
