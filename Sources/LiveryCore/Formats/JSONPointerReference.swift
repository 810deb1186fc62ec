/// DTCG 2025.10 JSON Pointer references (`{"$ref": "#/color/blue/$value"}`), read against the document that
/// holds them.
///
/// The format defines two reference syntaxes: curly-brace aliases name a whole token (`"{color.blue}"`), and
/// RFC 6901 JSON Pointers address any part of the document, so a token can take one field of a composite
/// (`#/shadow/base/$value/color`, `#/gradient/$value/0/color`). A pointer may be a token's whole value (`"$ref"`
/// in place of `"$value"`) or any value inside one (`"components": {"$ref": "…"}`).
///
/// The reader expands pointers while it reads a file: a pointer to a token's whole `$value` becomes the
/// equivalent curly-brace alias (so it follows the token across themes as an alias does), and a pointer into a
/// value is replaced by the node it addresses (a copy; the document read is never changed). A pointer must pass
/// through a token's `$value`: one that stops at a group, a token object or its metadata (`$type`,
/// `$description`), or that names a member or index that does not exist, is an error naming the pointer and its
/// place in the file. Expansion follows aliases met on the way (a pointer into a value that is itself a
/// reference) within one budget, so a cycle of pointers ends in an error instead of a hang.
struct JSONPointerExpander {
    /// The most pointers and aliases one token's value may follow in all, cycles included.
    static let maximumSteps = 256

    /// What expansion may still do: references for the token at hand; for the whole document, the value nodes
    /// it walks, charged to the read's ``WorkBudget`` (a pointer copies the part it addresses, so a file could
    /// otherwise make many tokens each copy and walk one large value).
    ///
    /// An expanded value may also nest no deeper than a file may (``TokenReadOptions/maximumNestingDepth``): a
    /// value that holds, deep inside, a pointer to itself would otherwise expand into a value whose every level
    /// costs a frame of the stack, 256 steps of 128 levels.
    struct Budget {
        var references = JSONPointerExpander.maximumSteps
        var meter: WorkMeter
        let maximumDepth: Int

        init(_ options: TokenReadOptions) {
            meter = WorkMeter(options.workBudget)
            maximumDepth = options.maximumNestingDepth
        }
    }

    let root: SourceNode
    let sink: DiagnosticSink
    let path: TokenPath

    /// What a pointer addresses.
    enum Target {
        /// A token's whole `$value`: read as an alias to the token.
        case token(TokenPath)
        /// A node inside a token's value.
        case node(SourceNode)
    }

    func error(_ position: SourcePosition, _ pointer: String, _ reason: String) -> TokenFileError {
        .invalidStructure(sink.location(position), path: path, message: "$ref \(shown(pointer)) \(reason)")
    }

    /// Text from the file as an error shows it: quoted, its control characters escaped (none reaches a terminal
    /// raw), and a long one by its start, so an error stays one line.
    func shown(_ text: String) -> String {
        Escaping.quoted(text.count > 160 ? String(text.prefix(160)) + "…" : text, for: .json)
    }

    /// Whether a value holds a `$ref` object anywhere (the walk that finds out is cheap for the usual scalars).
    static func containsPointer(_ node: SourceNode) -> Bool {
        var visited = 0
        return containsPointer(node, visited: &visited)
    }

    /// ``containsPointer(_:)``, counting the nodes it visits.
    static func containsPointer(_ node: SourceNode, visited: inout Int) -> Bool {
        visited += 1
        switch node.value {
        case .object(let members):
            for member in members where member.key == "$ref" || containsPointer(member.value, visited: &visited) {
                return true
            }
            return false
        case .array(let elements):
            for element in elements where containsPointer(element, visited: &visited) { return true }
            return false
        default: return false
        }
    }

    /// Whether `node` holds a pointer, the walk charged to the document's budget.
    private func holdsPointer(_ node: SourceNode, _ budget: inout Budget) throws(WorkBudgetError) -> Bool {
        var visited = 0
        let holds = JSONPointerExpander.containsPointer(node, visited: &visited)
        try budget.meter.charge(
            visited,
            for: "expanding the $ref pointers of \(sink.file) (the values they copy, all tokens together; at "
                + "token \(shown(path.dotted)), \(sink.location(node.position)))")
        return holds
    }

    /// The reference tokens of a pointer: `#/a/b~1c` gives `["a", "b/c"]`.
    /// - Throws: When the text is not a pointer into this document, or has an empty or malformed reference token.
    func segments(of pointer: String, at position: SourcePosition) throws -> [String] {
        guard pointer.hasPrefix("#") else {
            throw error(position, pointer, "is not a JSON Pointer into this document (it must start with '#/')")
        }
        guard pointer.hasPrefix("#/") else {
            throw error(
                position, pointer,
                pointer == "#" ? "points to the whole document, not a token's value" : "must start with '#/'")
        }
        var segments: [String] = []
        for raw in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            guard !raw.isEmpty else {
                throw error(position, pointer, "has an empty step ('//' or a trailing '/'); names cannot be empty")
            }
            var segment = ""
            var characters = raw.makeIterator()
            while let character = characters.next() {
                guard character == "~" else {
                    segment.append(character)
                    continue
                }
                switch characters.next() {
                case "0": segment.append("~")
                case "1": segment.append("/")
                default: throw error(position, pointer, "has '~' not followed by 0 or 1 (RFC 6901 escapes)")
                }
            }
            segments.append(segment)
        }
        return segments
    }

    /// Where a pointer leads.
    /// - Parameter budget: What the expansion may still do.
    func target(of pointer: String, at position: SourcePosition, budget: inout Budget) throws -> Target {
        var remaining = try segments(of: pointer, at: position)[...]
        var node = root
        var tokenPath: [String] = []
        // Groups and tokens: walk names until a token's `$value`.
        while true {
            guard let name = remaining.popFirst() else {
                let what = tokenPath.isEmpty ? "the whole document" : shown(tokenPath.joined(separator: "."))
                let kind = isToken(node) ? "a token object, not its $value (add '/$value')" : "a group"
                throw error(position, pointer, "points to \(what), \(kind)")
            }
            if isToken(node) {
                guard name == "$value" else {
                    throw error(
                        position, pointer,
                        name.hasPrefix("$")
                            ? "points to the token's \(shown(name)), not its $value"
                            : "continues past token \(shown(tokenPath.joined(separator: "."))) with \(shown(name)) instead of $value"
                    )
                }
                if remaining.isEmpty { return .token(TokenPath(components: tokenPath)) }
                guard let value = node["$value"] else {
                    // A token whose own value is a `$ref`: follow it, then go on into the value it names.
                    return try descend(
                        into: try valueNode(ofReferringToken: node, pointer: pointer, at: position, budget: &budget),
                        remaining, pointer: pointer, at: position, budget: &budget)
                }
                return try descend(into: value, remaining, pointer: pointer, at: position, budget: &budget)
            }
            guard !name.hasPrefix("$") || name == "$root", let child = node[name], child.members != nil else {
                throw error(
                    position, pointer,
                    name.hasPrefix("$")
                        ? "points to group metadata \(shown(name)), not a token's value"
                        : "names \(shown(name)), which \(tokenPath.isEmpty ? "the document" : "group \(shown(tokenPath.joined(separator: ".")))") does not hold"
                )
            }
            tokenPath.append(name)
            node = child
        }
    }

    private func isToken(_ node: SourceNode) -> Bool {
        node["$value"] != nil || node["$ref"] != nil
    }

    /// The value of a token that gives `"$ref"` instead of `"$value"`.
    private func valueNode(
        ofReferringToken token: SourceNode, pointer: String, at position: SourcePosition, budget: inout Budget
    ) throws -> SourceNode {
        guard let inner = token["$ref"]?.string else {
            throw error(position, pointer, "points to a token whose $ref is not a string")
        }
        try spend(&budget, pointer, position)
        switch try target(of: inner, at: position, budget: &budget) {
        case .node(let node): return node
        case .token(let path): return try tokenValue(path, pointer: pointer, at: position, budget: &budget)
        }
    }

    /// The raw value of a token of this document, following `$ref` tokens.
    private func tokenValue(_ path: TokenPath, pointer: String, at position: SourcePosition, budget: inout Budget)
        throws -> SourceNode
    {
        var node = root
        for name in path.components {
            guard let child = node[name], child.members != nil else {
                throw error(position, pointer, "leads through {\(path.dotted)}, which is not a token of this file")
            }
            node = child
        }
        if let value = node["$value"] { return value }
        guard node["$ref"] != nil else {
            throw error(position, pointer, "leads through {\(path.dotted)}, which is not a token of this file")
        }
        return try valueNode(ofReferringToken: node, pointer: pointer, at: position, budget: &budget)
    }

    /// Walks the rest of a pointer inside a value: members by name, array elements by index.
    private func descend(
        into start: SourceNode, _ segments: ArraySlice<String>, pointer: String, at position: SourcePosition,
        budget: inout Budget
    ) throws -> Target {
        var node = start
        for segment in segments {
            // A reference met on the way stands for the value it names.
            while true {
                if let alias = node.string.flatMap(TokenPath.init(alias:)) {
                    try spend(&budget, pointer, position)
                    node = try tokenValue(alias, pointer: pointer, at: position, budget: &budget)
                } else if let members = node.members, members.count == 1, members[0].key == "$ref",
                    let inner = members[0].value.string
                {
                    try spend(&budget, pointer, position)
                    switch try target(of: inner, at: position, budget: &budget) {
                    case .node(let next): node = next
                    case .token(let path): node = try tokenValue(path, pointer: pointer, at: position, budget: &budget)
                    }
                } else {
                    break
                }
            }
            switch node.value {
            case .object:
                guard let child = node[segment] else {
                    throw error(position, pointer, "names \(shown(segment)), which the value does not have")
                }
                node = child
            case .array(let elements):
                guard let index = JSONPointerExpander.arrayIndex(segment) else {
                    throw error(
                        position, pointer,
                        "uses \(shown(segment)) on an array, where an index (0, 1, …) is expected")
                }
                guard index < elements.count else {
                    throw error(
                        position, pointer, "uses index \(index) on an array of \(elements.count) element(s)")
                }
                node = elements[index]
            default:
                throw error(position, pointer, "continues with \(shown(segment)) past \(node.kindDescription)")
            }
        }
        return .node(node)
    }

    /// An RFC 6901 array index: digits without a leading zero (so `-1` and `01` are not indices).
    static func arrayIndex(_ segment: String) -> Int? {
        guard !segment.isEmpty, segment.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            segment == "0" || !segment.hasPrefix("0")
        else { return nil }
        return Int(segment)
    }

    private func spend(_ budget: inout Budget, _ pointer: String, _ position: SourcePosition) throws {
        budget.references -= 1
        guard budget.references >= 0 else {
            throw error(
                position, pointer,
                "follows more than \(JSONPointerExpander.maximumSteps) references: a cycle of $ref pointers")
        }
    }

    /// A value with its pointers expanded: whole-token pointers become curly-brace aliases, the others the node
    /// they address (itself expanded).
    /// - Parameter depth: How deep in the expanded value `node` is placed.
    func expand(_ node: SourceNode, depth: Int = 0, budget: inout Budget) throws -> SourceNode {
        guard depth <= budget.maximumDepth else {
            throw TokenFileError.invalidStructure(
                sink.location(node.position), path: path,
                message: "$ref pointers expand this value to more than \(budget.maximumDepth) levels of nesting, "
                    + "the most a file may hold (TokenReadOptions.maximumNestingDepth)")
        }
        switch node.value {
        case .object(let members):
            if members.count == 1, members[0].key == "$ref" {
                guard let pointer = members[0].value.string else {
                    throw TokenFileError.invalidStructure(
                        sink.location(members[0].value.position), path: path, message: "$ref must be a string")
                }
                try spend(&budget, pointer, node.position)
                switch try target(of: pointer, at: node.position, budget: &budget) {
                case .token(let target): return SourceNode(.string("{\(target.dotted)}"), at: node.position)
                case .node(let target):
                    // The copy keeps this place's position, so errors in it point at the reference.
                    return try expand(SourceNode(target.value, at: node.position), depth: depth, budget: &budget)
                }
            }
            var expanded = members
            for index in expanded.indices where try holdsPointer(expanded[index].value, &budget) {
                expanded[index].value = try expand(expanded[index].value, depth: depth + 1, budget: &budget)
            }
            return SourceNode(.object(expanded), at: node.position)
        case .array(let elements):
            var expanded = elements
            for index in expanded.indices where try holdsPointer(expanded[index], &budget) {
                expanded[index] = try expand(expanded[index], depth: depth + 1, budget: &budget)
            }
            return SourceNode(.array(expanded), at: node.position)
        default:
            return node
        }
    }
}
