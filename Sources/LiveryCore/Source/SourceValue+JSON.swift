// MARK: - Writing JSON

extension SourceValue {
    /// The value as JSON text: members in their order, numbers in their shortest form (`16`, not `16.0`; a NaN or
    /// an infinity as `null`), two-space indentation. The output is deterministic: the same value always gives the same bytes.
    /// - Parameter pretty: Indent and break lines (default) or write compactly.
    /// - Returns: The JSON text, without a trailing newline.
    public func jsonText(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        return output
    }

    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        // JSON has no NaN or infinity: such a number (which no reader produces) is written as null, so the text
        // stays JSON whatever a computation gave.
        case .number(let number): output += number.isFinite ? NumberFormatting.shortest(number) : "null"
        case .string(let text): SourceValue.writeString(text, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            let simple = elements.allSatisfy {
                if case .object = $0.value { false } else if case .array = $0.value { false } else { true }
            }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += simple || indent == nil ? ", " : "," }
                if let indent, !simple { output += "\n" + String(repeating: "  ", count: indent + 1) }
                element.value.write(to: &output, indent: indent.map { $0 + 1 })
            }
            if let indent, !simple { output += "\n" + String(repeating: "  ", count: indent) }
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += indent == nil ? ", " : "," }
                if let indent { output += "\n" + String(repeating: "  ", count: indent + 1) }
                SourceValue.writeString(member.key, to: &output)
                output += ": "
                member.value.value.write(to: &output, indent: indent.map { $0 + 1 })
            }
            if let indent { output += "\n" + String(repeating: "  ", count: indent) }
            output += "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        Escaping.append(text, for: .json, to: &output)
        output += "\""
    }
}

extension SourceValue {
    /// An object from keys and values, positions left at the start (for values Livery writes, not reads).
    public static func object(_ pairs: KeyValuePairs<String, SourceValue>) -> SourceValue {
        .object(pairs.map { SourceMember(key: $0.key, keyPosition: .start, value: SourceNode($0.value, at: .start)) })
    }

    /// An object from ordered keys and values.
    public static func object(ordered pairs: [(String, SourceValue)]) -> SourceValue {
        .object(pairs.map { SourceMember(key: $0.0, keyPosition: .start, value: SourceNode($0.1, at: .start)) })
    }

    /// An array of values.
    public static func array(_ values: [SourceValue]) -> SourceValue {
        .array(values.map { SourceNode($0, at: .start) })
    }
}

extension SourceValue {
    /// A DTCG document's groups from tokens given by path: each token's members (`$type`, `$value`…) nested under
    /// its path's components, groups and tokens in the order first given. A path that is both a token and a
    /// group's prefix keeps the token.
    /// - Parameter tokens: Each token's path components and its object.
    /// - Returns: The root object.
    package static func dtcgGroups(_ tokens: [(path: [String], token: SourceValue)]) -> SourceValue {
        var order: [String] = []
        var children: [String: [(path: [String], token: SourceValue)]] = [:]
        var leaves: [String: SourceValue] = [:]
        for (path, token) in tokens {
            guard let head = path.first else { continue }
            if children[head] == nil && leaves[head] == nil { order.append(head) }
            if path.count == 1 {
                leaves[head] = token
            } else {
                children[head, default: []].append((Array(path.dropFirst()), token))
            }
        }
        return .object(ordered: order.map { name in (name, leaves[name] ?? dtcgGroups(children[name] ?? [])) })
    }
}
