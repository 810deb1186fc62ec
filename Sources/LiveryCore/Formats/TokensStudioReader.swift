/// Reads token sets as the Tokens Studio plugin for Figma writes them (the format Style Dictionary projects use
/// too): tokens are objects with `value` and `type` (no `$`), types are Tokens Studio's (`spacing`,
/// `borderRadius`, `fontFamilies`, `boxShadow`…), sizes are often plain numbers, and values may hold arithmetic
/// and `$extensions.studio.tokens.modify` color modifiers.
///
/// The reader rewrites such a tree into the DTCG form at the same line:column positions, mapping the types as
/// Tokens Studio's own `sd-transforms` does, and lets ``DTCGReader`` read the result; diagnostics therefore
/// point into the original file.
package enum TokensStudioReader {
    /// Tokens Studio's types and the DTCG types they are read as; a type missing here is DTCG's own.
    static let types: [String: String] = [
        "color": "color", "dimension": "dimension", "spacing": "dimension", "sizing": "dimension",
        "borderRadius": "dimension", "borderWidth": "dimension", "letterSpacing": "dimension",
        "paragraphSpacing": "dimension", "paragraphIndent": "dimension", "fontSizes": "dimension",
        "lineHeights": "dimension", "fontFamilies": "fontFamily", "fontWeights": "fontWeight",
        "boxShadow": "shadow", "opacity": "number", "math": "number", "fontSize": "dimension", "size": "dimension",
        "number": "number", "textCase": "string",
        "textDecoration": "string", "text": "string", "content": "string", "other": "string", "boolean": "string",
        "asset": "asset", "typography": "typography", "border": "border", "duration": "duration",
        "cubicBezier": "cubicBezier", "fontFamily": "fontFamily", "fontWeight": "fontWeight", "shadow": "shadow",
        "gradient": "gradient", "transition": "transition", "strokeStyle": "strokeStyle",
    ]

    /// Whether a tree is in this form: the first token met, depth first, has `value` (beside a `type`, or not a
    /// group) rather than `$value`. Nothing is copied: this runs on every file a loader reads.
    static func matches(_ root: SourceNode) -> Bool {
        firstTokenIsStudioForm(root, depth: 0) ?? false
    }

    private static func firstTokenIsStudioForm(_ node: SourceNode, depth: Int) -> Bool? {
        guard depth < 64, let members = node.members else { return nil }
        if members.contains(where: { $0.key == "$value" }) { return false }
        if let value = node["value"], node["type"]?.string != nil || value.members == nil { return true }
        for member in members {
            if let found = firstTokenIsStudioForm(member.value, depth: depth + 1) { return found }
        }
        return nil
    }

    /// A Tokens Studio (or Style Dictionary) tree rewritten in DTCG form, for `livery convert`.
    package static func dtcgTree(_ root: SourceNode, file: String) throws -> SourceNode {
        try normalized(root, sink: DiagnosticSink(isStrict: false, file: file))
    }

    /// The tree in DTCG form. Composition tokens (several properties at once, a Figma-only idea) are left out
    /// with a warning.
    static func normalized(_ root: SourceNode, sink: DiagnosticSink) throws -> SourceNode {
        try group(root, path: TokenPath(""), sink: sink)
    }

    static func group(_ node: SourceNode, path: TokenPath, sink: DiagnosticSink) throws -> SourceNode {
        guard let members = node.members else { return node }
        var result: [SourceMember] = []
        for member in members {
            let childPath = member.key.hasPrefix("$") ? path : path.appending(member.key)
            if member.key.hasPrefix("$") {
                // `$themes` and `$metadata` in a single-file export are not tokens; other `$` keys are metadata.
                if member.key == "$extensions" || member.key == "$description" || member.key == "$type" {
                    result.append(member)
                }
                continue
            }
            guard let childMembers = member.value.members else {
                result.append(member)
                continue
            }
            if childMembers.contains(where: { $0.key == "value" }), member.value["value"].map(isTokenValue) ?? false {
                guard let token = try token(member, path: childPath, sink: sink) else { continue }
                result.append(token)
            } else {
                var copy = member
                copy.value = try group(member.value, path: childPath, sink: sink)
                result.append(copy)
            }
        }
        return SourceNode(.object(result), at: node.position)
    }

    /// Whether a `value` member is a token's value rather than a group or token named "value": anything but an
    /// object, or an object that is a composite value (it has no member that is itself a token).
    static func isTokenValue(_ node: SourceNode) -> Bool {
        guard let members = node.members else { return true }
        return !members.contains { $0.value["value"] != nil }
    }

    static func token(_ member: SourceMember, path: TokenPath, sink: DiagnosticSink) throws -> SourceMember? {
        var members: [SourceMember] = []
        let typeName = member.value["type"]?.string
        if typeName == "composition" {
            try sink.accept(
                .unknownType, "Tokens Studio composition token (several properties at once) is left out",
                at: member.keyPosition, path: path)
            return nil
        }
        var dtcgType = typeName.map { types[$0] ?? $0 }
        if typeName == "lineHeights", let value = member.value["value"],
            value.number != nil || value.string.flatMap({ Double($0) }) != nil
        {
            dtcgType = "number"  // a multiple of the font size; a percentage or a length stays a dimension
        }
        for field in member.value.members ?? [] {
            var field = field
            switch field.key {
            case "value":
                field.key = "$value"
                field.value = try value(field.value, type: typeName, path: path, sink: sink)
            case "type":
                field.key = "$type"
                field.value = SourceNode(.string(dtcgType ?? ""), at: field.value.position)
            case "description":
                field.key = "$description"
            case "$extensions", "$description", "$deprecated":
                break
            default:
                continue  // Tokens Studio's own bookkeeping (`id`, `$extensions` siblings such as `figma`…)
            }
            members.append(field)
        }
        var token = member
        token.value = SourceNode(.object(members), at: member.value.position)
        return token
    }

    /// A value in the DTCG form its type takes: opacities as fractions, shadows with DTCG field names, and
    /// lineHeights of `AUTO` as the CSS `normal` multiple.
    static func value(_ node: SourceNode, type: String?, path: TokenPath, sink: DiagnosticSink) throws -> SourceNode {
        let at = node.position
        switch (type, node.value) {
        case ("opacity", .string(let text)) where text.hasSuffix("%"):
            guard let percent = Double(text.dropLast()) else { return node }
            return SourceNode(.number(percent / 100), at: at)
        case ("lineHeights", .string(let text)) where text.lowercased() == "auto" || text.lowercased() == "normal":
            try sink.accept(
                .assumedValue, "line height '\(text)'; 120% (CSS normal) is assumed", at: at, path: path)
            return SourceNode(.string("120%"), at: at)
        case ("boxShadow", .array(let layers)):
            return SourceNode(.array(layers.map(shadow)), at: at)
        case ("boxShadow", .object):
            return shadow(node)
        default:
            return node
        }
    }

    /// A Tokens Studio shadow layer (`x`, `y`, `blur`, `spread`, `color`, `type: dropShadow|innerShadow`) in
    /// DTCG form.
    static func shadow(_ node: SourceNode) -> SourceNode {
        guard let members = node.members else { return node }
        var result: [SourceMember] = []
        for member in members {
            var member = member
            switch member.key {
            case "x": member.key = "offsetX"
            case "y": member.key = "offsetY"
            case "type":
                member.key = "inset"
                member.value = SourceNode(.bool(member.value.string == "innerShadow"), at: member.value.position)
            default: break
            }
            result.append(member)
        }
        return SourceNode(.object(result), at: node.position)
    }
}
