import Foundation

/// Decodes a raw `$value` into a typed ``TokenValue`` for a given type, resolving aliases through a callback.
///
/// Reading a file runs it with a callback that accepts any alias (to check literal values early); resolution
/// runs it again with the real one.
struct ValueDecoder {
    typealias AliasResolver = (_ reference: TokenPath, _ expected: TokenType, _ at: SourcePosition) throws -> TokenValue
    /// Resolves a reference whose type is not fixed in advance: an operand of arithmetic (a number or a
    /// length), or a `lineHeight` (a number or a length).
    typealias OperandResolver = (_ reference: TokenPath, _ at: SourcePosition) throws -> TokenValue

    let sink: DiagnosticSink
    let path: TokenPath
    let resolveAlias: AliasResolver
    /// `nil` while a reader checks a file before resolution: values that use references are then checked for
    /// their form only.
    let resolveOperand: OperandResolver?

    init(
        sink: DiagnosticSink, path: TokenPath, resolveAlias: @escaping AliasResolver,
        resolveOperand: OperandResolver? = nil
    ) {
        self.sink = sink
        self.path = path
        self.resolveAlias = resolveAlias
        self.resolveOperand = resolveOperand
    }

    func invalid(_ node: SourceNode, _ type: TokenType, _ reason: String) -> TokenFileError {
        .invalidValue(sink.location(node.position), path: path, type: type, reason: reason)
    }

    /// A whole-value alias: `"{a.b}"` or the 2025.10 JSON-pointer form `{"$ref": "#/a/b/$value"}`.
    static func aliasReference(_ node: SourceNode) -> TokenPath? {
        switch node.value {
        case .string(let text): return TokenPath(alias: text)
        case .object(let members) where members.count == 1 && members[0].key == "$ref":
            guard var pointer = members[0].value.string, pointer.hasPrefix("#/") else { return nil }
            pointer.removeFirst(2)
            var parts = pointer.split(separator: "/", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            }
            if parts.last == "$value" { parts.removeLast() }
            return parts.isEmpty ? nil : TokenPath(components: parts)
        default: return nil
        }
    }

    /// Whether a raw value may hold an alias anywhere: a string with a `{`, or an object with a `$ref` member,
    /// at any depth. Conservative: a `{` that is not an alias also counts.
    static func containsAlias(_ node: SourceNode) -> Bool {
        switch node.value {
        case .string(let text): return text.utf8.contains(UInt8(ascii: "{"))
        case .array(let elements): return elements.contains { containsAlias($0) }
        case .object(let members): return members.contains { $0.key == "$ref" || containsAlias($0.value) }
        default: return false
        }
    }

    func decode(_ node: SourceNode, as type: TokenType) throws -> TokenValue {
        if let reference = ValueDecoder.aliasReference(node) {
            return try resolveAlias(reference, type, node.position)
        }
        return try decodeLiteral(node, as: type)
    }

    /// Decodes a value known not to be a whole-value alias (a literal its reader checked).
    func decodeLiteral(_ node: SourceNode, as type: TokenType) throws -> TokenValue {
        if type == .dimension || type == .number, let text = node.string, ValueDecoder.isCSSExpression(text),
            try isUninterpretedCSS(text, node, type)
        {
            try sink.accept(
                .uninterpretedValue, "'\(text)' is a CSS expression, not a \(type.rawValue); it is kept as a string",
                at: node.position, path: path)
            return .string(text)
        }
        // Byte tests first: this runs for every color literal, and most are hex strings with no parenthesis.
        if type == .color, let text = node.string, text.utf8.contains(UInt8(ascii: "(")),
            text.lowercased().contains("gradient(")
        {
            try sink.accept(
                .uninterpretedValue, "'\(text)' is a CSS gradient in a color token; it is kept as CSS text",
                at: node.position, path: path)
            return .string(try cssWithReferencesResolved(text, node))
        }
        if type == .dimension, let text = node.string, text.utf8.contains(UInt8(ascii: " ")),
            let parts = ValueDecoder.multipleValues(text)
        {
            // Tokens Studio's multi-value spacing (`{space.sm} {space.xl}`), a CSS shorthand: each part is read as
            // a dimension, and the whole kept as the string CSS takes.
            try sink.accept(
                .uninterpretedValue,
                "'\(text)' holds \(parts.count) dimensions (a CSS shorthand); it is kept as a string",
                at: node.position, path: path)
            let values = try parts.map { part in
                let partNode = SourceNode(.string(part), at: node.position)
                if let reference = ValueDecoder.aliasReference(partNode) {
                    guard case .dimension(let length) = try resolveAlias(reference, .dimension, node.position) else {
                        throw invalid(node, type, "\(reference.alias) is not a dimension")
                    }
                    return length.description
                }
                return try dimension(partNode).description
            }
            return .string(values.joined(separator: " "))
        }
        switch type {
        case .color: return .color(try color(node))
        case .dimension: return .dimension(try dimension(node))
        case .number: return .number(try number(node))
        case .duration: return .duration(try duration(node))
        case .fontFamily: return .fontFamily(try fontFamily(node))
        case .fontWeight: return .fontWeight(try fontWeight(node))
        case .cubicBezier: return .cubicBezier(try cubicBezier(node))
        case .strokeStyle: return .strokeStyle(try strokeStyle(node))
        case .border:
            let fields = try object(node, type, required: ["color", "width", "style"])
            return .border(
                Border(
                    color: try field(fields["color"]!, .color, color, \.color),
                    width: try field(fields["width"]!, .dimension, dimension, \.dimension),
                    style: try field(fields["style"]!, .strokeStyle, strokeStyle) {
                        if case .strokeStyle(let style) = $0 { return style } else { return nil }
                    }))
        case .shadow:
            if let text = node.string {
                return .shadow(try cssShadows(text, node))
            }
            if case .array(let layers) = node.value {
                return .shadow(try layers.map { try shadow($0) })
            }
            return .shadow([try shadow(node)])
        case .gradient:
            guard case .array(let stops) = node.value else {
                throw invalid(node, type, "expected an array of stops, found \(node.kindDescription)")
            }
            if stops.isEmpty {
                try sink.accept(
                    .assumedValue, "a gradient without stops (DTCG requires at least one); drawn as transparent",
                    at: node.position, path: path)
            }
            return .gradient(
                try stops.map { stop in
                    if let reference = ValueDecoder.aliasReference(stop) {
                        // 2025.10 §Gradient: a stop may be "a reference to a gradient token", which "resolves to a
                        // single gradient object" and is not flattened, so the token must hold one stop.
                        let value = try resolveAlias(reference, .gradient, stop.position)
                        guard case .gradient(let referenced) = value, referenced.count == 1 else {
                            throw invalid(
                                stop, .gradient, "alias \(reference.alias) must point to a gradient of a single stop")
                        }
                        return referenced[0]
                    }
                    let fields = try object(stop, .gradient, required: ["color", "position"])
                    let position = try field(fields["position"]!, .number, number, \.number)
                    return GradientStop(
                        color: try field(fields["color"]!, .color, color, \.color), position: min(max(position, 0), 1))
                })
        case .transition:
            // Terrazzo fills a missing part with 0ms, 0ms or linear; so does Livery, with a warning.
            let fields = try object(node, type, required: [], optional: ["duration", "delay", "timingFunction"])
            let durationOf: (TokenValue) -> TokenDuration? = { if case .duration(let d) = $0 { d } else { nil } }
            let bezierOf: (TokenValue) -> CubicBezier? = { if case .cubicBezier(let b) = $0 { b } else { nil } }
            func time(_ name: String) throws -> TokenDuration {
                try part(of: fields, name, in: "transition", at: node, default: TokenDuration(0), said: "0ms") {
                    try field($0, .duration, duration, durationOf)
                }
            }
            return .transition(
                Transition(
                    duration: try time("duration"), delay: try time("delay"),
                    timingFunction: try part(
                        of: fields, "timingFunction", in: "transition", at: node, default: CubicBezier(0, 0, 1, 1),
                        said: "linear [0, 0, 1, 1]"
                    ) { try field($0, .cubicBezier, cubicBezier, bezierOf) }))
        case .typography:
            return .typography(try typography(node))
        case .string:
            switch node.value {
            case .string(let text): return .string(text)
            case .number(let number) where number.isFinite:
                // A token of a type Livery does not know (read as a string) often holds a number.
                try sink.accept(
                    .assumedValue, "a number where a string is expected; kept as the string it prints as",
                    at: node.position, path: path)
                return .string(NumberFormatting.shortest(number))
            case .bool(let flag):
                try sink.accept(
                    .assumedValue, "true or false where a string is expected; kept as a string", at: node.position,
                    path: path)
                return .string(flag ? "true" : "false")
            default:
                throw invalid(node, type, "expected a string, found \(node.kindDescription)")
            }
        case .asset:
            guard let text = node.string else {
                throw invalid(node, type, "expected an asset name or path, found \(node.kindDescription)")
            }
            return .asset(text)
        }
    }

    /// A field of a composite: an alias to a token of the field's type, or a literal.
    func field<T>(
        _ node: SourceNode, _ type: TokenType, _ literal: (SourceNode) throws -> T, _ extract: (TokenValue) -> T?
    ) throws -> T {
        if let reference = ValueDecoder.aliasReference(node) {
            let value = try resolveAlias(reference, type, node.position)
            guard let extracted = extract(value) else {
                throw invalid(node, type, "alias \(reference.alias) has the wrong type")
            }
            return extracted
        }
        return try literal(node)
    }

    /// The fields of a composite value: every required one present; an unknown one is reported (and refused in
    /// strict mode), so a misspelt field does not vanish silently.
    func object(_ node: SourceNode, _ type: TokenType, required: [String], optional: [String] = []) throws
        -> [String: SourceNode]
    {
        guard let members = node.members else {
            throw invalid(
                node, type, "expected an object with \(required.joined(separator: ", ")), found \(node.kindDescription)"
            )
        }
        var fields: [String: SourceNode] = [:]
        for member in members {
            fields[member.key] = member.value
            if !required.contains(member.key) && !optional.contains(member.key) {
                try sink.accept(
                    .unknownProperty, "unknown field '\(member.key)' in a \(type.rawValue) value is ignored",
                    at: member.keyPosition, path: path)
            }
        }
        let missing = required.filter { fields[$0] == nil }
        if !missing.isEmpty { throw invalid(node, type, "missing \(missing.joined(separator: ", "))") }
        return fields
    }

    func number(_ node: SourceNode) throws -> Double {
        if let text = node.string, let quantity = try evaluated(node, text, as: .number) {
            if let unit = quantity.unit {
                throw invalid(node, .number, "'\(text)' gives a length in \(unit), not a number")
            }
            return quantity.value
        }
        if let text = node.string, let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite {
            try sink.accept(
                .legacyValueForm, "number written as a string ('\(text)')", at: node.position, path: path)
            return value
        }
        guard let value = node.number else {
            throw invalid(node, .number, "expected a number, found \(node.kindDescription)")
        }
        return value
    }

    /// The parts of a space-separated list of values (`8px 16px`, `{a} {b}`), or `nil` for one value or for
    /// arithmetic (`{a} * 2`, where spaces surround an operator).
    static func multipleValues(_ text: String) -> [String]? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard parts.count > 1, !text.contains("("),
            !parts.contains(where: { ["+", "-", "*", "/"].contains($0) || $0.hasSuffix("*") || $0.hasPrefix("*") })
        else { return nil }
        return parts
    }

    /// CSS text with its color references written out, as Tokens Studio's build writes them: `{a}` as the
    /// color's hex, `rgba({a}, 0.5)` as `rgba(r, g, b, 0.5)`. Left as it is while a reader checks a file.
    func cssWithReferencesResolved(_ text: String, _ node: SourceNode) throws -> String {
        guard resolveOperand != nil else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let before = rest[..<open]
            guard let reference = TokenPath(alias: String(rest[open...close])),
                case .color(let color) = try resolveAlias(reference, .color, node.position)
            else { throw invalid(node, .color, "'\(rest[open...close])' in '\(text)' is not a color reference") }
            let hex = color.hexString()
            if before.lowercased().hasSuffix("rgba(") || before.lowercased().hasSuffix("rgb(") {
                let bytes = [color.red, color.green, color.blue].map { String(Color.byte($0)) }
                result += before + bytes.joined(separator: ", ")
            } else {
                result += before + hex
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    static func isCSSExpression(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return ["calc(", "clamp(", "min(", "max(", "var(", "env("].contains { lowered.hasPrefix($0) }
    }
}
