/// Reads the groups and tokens of a W3C Design Tokens (DTCG) document from its ``SourceNode`` tree.
struct DTCGReader {
    let sink: DiagnosticSink
    let format: TokenDocument.Format
    var pointerPrefix = ""
    /// The document's root, which `$ref` JSON Pointers address.
    var root: SourceNode?
    /// What expanding the document's pointers may still do.
    var pointerBudget: JSONPointerExpander.Budget
    private(set) var tokens: [TokenDefinition] = []
    private(set) var groups: [TokenGroup] = []
    /// The Livery types this document's note has named (``noteExtensionType(_:at:path:)``).
    private var extensionTypesNoted: Set<TokenType> = []

    init(sink: DiagnosticSink, format: TokenDocument.Format, options: TokenReadOptions) {
        self.sink = sink
        self.format = format
        pointerBudget = JSONPointerExpander.Budget(options)
    }

    static let tokenProperties: Set<String> = [
        "$value", "$ref", "$type", "$description", "$deprecated", "$extensions",
    ]

    /// Reads a whole document.
    /// - Parameter options: The limits of expanding the document's `$ref` pointers: the work budget and the
    ///   nesting depth.
    static func read(
        _ root: SourceNode, file: String, format: TokenDocument.Format, sink: DiagnosticSink,
        pointerPrefix: String = "", options: TokenReadOptions
    ) throws -> TokenDocument {
        guard root.members != nil else {
            throw TokenFileError.invalidStructure(
                sink.location(root.position), path: TokenPath(""),
                message: "a token file must be a JSON object of groups and tokens, found \(root.kindDescription)")
        }
        var reader = DTCGReader(sink: sink, format: format, options: options)
        reader.pointerPrefix = pointerPrefix
        reader.root = root
        try reader.readGroup(
            root, path: TokenPath(""), namePosition: root.position, inheritedType: nil, deprecation: nil)
        return TokenDocument(
            file: file, format: format, tokens: reader.tokens, groups: reader.groups, diagnostics: sink.diagnostics)
    }

    mutating func readGroup(
        _ node: SourceNode, path: TokenPath, namePosition: SourcePosition, inheritedType: TokenType?,
        deprecation inheritedDeprecation: TokenDefinition.Deprecation?
    ) throws {
        let members = node.members ?? []
        let type = try node["$type"].map { try readType($0, path: path) }
        let deprecation: TokenDefinition.Deprecation? =
            if let flag = node["$deprecated"] { try readDeprecation(flag, path: path) } else { inheritedDeprecation }
        var extends: TokenPath?
        if let extendsNode = node["$extends"] {
            guard let target = ValueDecoder.aliasReference(extendsNode) else {
                throw TokenFileError.invalidStructure(
                    sink.location(extendsNode.position), path: path,
                    message: "$extends must name a group, as \"{group.path}\" or {\"$ref\": \"#/group/path\"}")
            }
            extends = target
        }
        groups.append(
            TokenGroup(
                path: path, type: type, description: node["$description"]?.string, extensions: node["$extensions"],
                extends: extends, location: sink.location(namePosition)))
        for member in members where member.key.hasPrefix("$") && member.value["$value"] != nil && member.key != "$root"
        {
            // Unknown `$` keys on groups are metadata and ignored, but one holding a token is a misnamed token.
            throw TokenFileError.invalidName(
                sink.location(member.keyPosition), path: path.appending(member.key), name: member.key,
                reason: TokenPath.problem(withName: member.key) ?? "reserved")
        }
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            let childPath = path.appending(member.key)
            if let problem = TokenPath.problem(withName: member.key) {
                throw TokenFileError.invalidName(
                    sink.location(member.keyPosition), path: childPath, name: member.key, reason: problem)
            }
            guard let childMembers = member.value.members else {
                throw TokenFileError.invalidStructure(
                    sink.location(member.value.position), path: childPath,
                    message:
                        "expected a token (an object with $value) or a group, found \(member.value.kindDescription)")
            }
            // A token gives its value as "$value", or as a "$ref" JSON Pointer to (part of) another token's value.
            let isToken = childMembers.contains { $0.key == "$value" || $0.key == "$ref" }
            let hasChildren = childMembers.contains { !$0.key.hasPrefix("$") || $0.key == "$root" }
            if isToken {
                try readToken(
                    member.value, path: childPath, namePosition: member.keyPosition,
                    inheritedType: type ?? inheritedType,
                    deprecation: deprecation)
            } else if !hasChildren && !sink.isStrict
                && childMembers.contains(where: { $0.key == "$type" || $0.key == "$description" })
            {
                // The Format reads an object without `$value` as a group, by definition, and an empty group with
                // metadata is valid (2025.10 §6.5, its "Empty group" example): strict reading takes it as that,
                // silently. Lenient reading says so, since it is more often a token whose $value was forgotten;
                // published sets hold such groups on purpose too (a `$type` for tokens yet to come).
                try sink.accept(
                    .emptyGroup,
                    "group holds no tokens, only \(childMembers.map(\.key).joined(separator: ", ")); "
                        + "it is kept as an empty group (if it is a token, its $value is missing)",
                    at: member.keyPosition, path: childPath)
                try readGroup(
                    member.value, path: childPath, namePosition: member.keyPosition,
                    inheritedType: type ?? inheritedType, deprecation: deprecation)
            } else {
                try readGroup(
                    member.value, path: childPath, namePosition: member.keyPosition,
                    inheritedType: type ?? inheritedType,
                    deprecation: deprecation)
            }
        }
    }

    mutating func readToken(
        _ node: SourceNode, path: TokenPath, namePosition: SourcePosition, inheritedType: TokenType?,
        deprecation inheritedDeprecation: TokenDefinition.Deprecation?
    ) throws {
        for member in node.members ?? [] where !DTCGReader.tokenProperties.contains(member.key) {
            if member.key.hasPrefix("$") {
                try sink.accept(
                    .unknownProperty, "unknown token property '\(member.key)' is ignored", at: member.keyPosition,
                    path: path)
            } else if sink.isStrict {
                throw TokenFileError.invalidStructure(
                    sink.location(member.keyPosition), path: path,
                    message: "a token cannot contain tokens or groups ('\(member.key)')")
            } else if member.value.members == nil {
                try sink.accept(
                    .unknownProperty, "a token with a plain member ('\(member.key)'); it is ignored",
                    at: member.keyPosition, path: path)
            } else {
                try sink.accept(
                    .nonStandardStructure,
                    "a token with members ('\(member.key)'); they are read as tokens under \(path) ($root is the standard way)",
                    at: member.keyPosition, path: path)
            }
        }
        let value = try tokenValue(node, path: path)
        let declaredType = try node["$type"].map { try readType($0, path: path, value: value) } ?? inheritedType
        var description: String?
        if let descriptionNode = node["$description"] {
            guard let text = descriptionNode.string else {
                throw TokenFileError.invalidStructure(
                    sink.location(descriptionNode.position), path: path, message: "$description must be a string")
            }
            description = text
        }
        let deprecation: TokenDefinition.Deprecation? =
            if let flag = node["$deprecated"] { try readDeprecation(flag, path: path) } else { inheritedDeprecation }
        if let extensions = node["$extensions"], extensions.members == nil {
            throw TokenFileError.invalidStructure(
                sink.location(extensions.position), path: path, message: "$extensions must be an object")
        }
        var isLiteralChecked = false
        if let declaredType, ValueDecoder.aliasReference(value) == nil {
            // Check literal values now, so a wrong value is reported against its file even before resolution.
            let decoder = ValueDecoder(sink: sink, path: path) { _, expected, _ in TokenValue.placeholder(for: expected)
            }
            _ = try decoder.decode(value, as: declaredType)
            // A color modifier is applied on resolution, so the value read here is not the token's value.
            isLiteralChecked =
                !ValueDecoder.containsAlias(value) && node["$extensions"]?["studio.tokens"]?["modify"] == nil
        }
        var definition = TokenDefinition(
            path: path, declaredType: declaredType, value: value, description: description,
            deprecation: deprecation, extensions: node["$extensions"], location: sink.location(namePosition),
            jsonPointer: JSONPointer.make(prefix: pointerPrefix, path: path))
        definition.isLiteralCheckedAtRead = isLiteralChecked
        definition.hasOwnType = node["$type"] != nil
        tokens.append(definition)
        let nested = (node.members ?? []).filter { !$0.key.hasPrefix("$") && $0.value.members != nil }
        if !nested.isEmpty {
            // Lenient mode only (strict threw above): object members of a token become tokens below it.
            let group = SourceNode(.object(nested), at: node.position)
            try readGroup(
                group, path: path, namePosition: namePosition, inheritedType: inheritedType, deprecation: deprecation)
        }
    }

    /// The token's `$value`, or the value its `$ref` addresses, with the JSON Pointers inside it expanded.
    mutating func tokenValue(_ node: SourceNode, path: TokenPath) throws -> SourceNode {
        let expander = JSONPointerExpander(root: root ?? node, sink: sink, path: path)
        // A token has its own count of references; the count of nodes walked goes on from token to token.
        pointerBudget.references = JSONPointerExpander.maximumSteps
        if let reference = node.members?.last(where: { $0.key == "$ref" }) {
            if node["$value"] != nil {
                throw TokenFileError.invalidStructure(
                    sink.location(reference.keyPosition), path: path,
                    message: "a token gives its value once: $ref and $value cannot stand together")
            }
            let pointer = SourceNode(.object([reference]), at: reference.value.position)
            return try expander.expand(pointer, budget: &pointerBudget)
        }
        let value = node["$value"]!
        guard JSONPointerExpander.containsPointer(value) else { return value }
        return try expander.expand(value, budget: &pointerBudget)
    }

    /// The `$type` at `node`.
    ///
    /// An unknown type is refused in strict reading. Lenient reading keeps a token of one as an uninterpreted
    /// string, with a warning, only where that loses nothing: the value is text (a string, or a number or boolean
    /// read as the text it prints as), not an object or a list, and the type is no misspelling
    /// of a defined one (`colour`, `dimention`, `Color`), which is refused with the name it is close to, as a
    /// color bound to a string never reads it.
    /// - Parameter value: The token's `$value`, when `node` is a token's `$type` (a group's has none).
    mutating func readType(_ node: SourceNode, path: TokenPath, value: SourceNode? = nil) throws -> TokenType {
        guard let text = node.string else {
            throw TokenFileError.invalidStructure(
                sink.location(node.position), path: path, message: "$type must be a string")
        }
        guard let type = TokenType(rawValue: text) else {
            let misspelt = Suggestion.closest(to: text, in: TokenType.allCases.map(\.rawValue)) != nil
            let structured: Bool =
                switch value?.value {
                case .object?, .array?: true
                default: false
                }
            if sink.isStrict || misspelt || structured {
                throw TokenFileError.unknownType(sink.location(node.position), path: path, type: text)
            }
            try sink.accept(
                .unknownType, "unknown $type '\(text)'; the value is kept as an uninterpreted string",
                at: node.position, path: path)
            return .string
        }
        if !type.isInFormat {
            try noteExtensionType(type, at: node.position, path: path)
        }
        return type
    }

    /// Livery's own types (`string`, `asset`) are not in the 2025.10 Format: strict reading refuses them, and
    /// lenient reading notes each once per document, at its first use, since a set that uses them (for images,
    /// glass styles) uses them on purpose.
    mutating func noteExtensionType(_ type: TokenType, at position: SourcePosition, path: TokenPath) throws {
        guard sink.isStrict || extensionTypesNoted.insert(type).inserted else { return }
        try sink.note(
            .nonStandardType,
            "$type '\(type.rawValue)' is Livery's, not a type of the DTCG 2025.10 Format: other tools may not "
                + "read this file's \(type.rawValue) tokens" + (sink.isStrict ? "" : " (strict reading refuses them)"),
            at: position, path: path)
    }

    /// `true` or a message deprecate; an explicit `false` cancels a deprecation inherited from a group.
    func readDeprecation(_ node: SourceNode, path: TokenPath) throws -> TokenDefinition.Deprecation? {
        switch node.value {
        case .bool(let flag): return flag ? .deprecated : nil
        case .string(let message): return .deprecatedWithMessage(message)
        default:
            throw TokenFileError.invalidStructure(
                sink.location(node.position), path: path, message: "$deprecated must be true, false or a string")
        }
    }
}

extension TokenValue {
    /// A value of the given type, standing in for an alias target while a file is checked before resolution.
    static func placeholder(for type: TokenType) -> TokenValue {
        let zero = TokenDimension(0, .px)
        let instant = TokenDuration(0, .ms)
        let linear = CubicBezier(0, 0, 1, 1)
        switch type {
        case .color: return .color(.clear)
        case .dimension: return .dimension(zero)
        case .number: return .number(0)
        case .duration: return .duration(instant)
        case .fontFamily: return .fontFamily([])
        case .fontWeight: return .fontWeight(400)
        case .cubicBezier: return .cubicBezier(linear)
        case .strokeStyle: return .strokeStyle(.keyword("solid"))
        case .border: return .border(Border(color: .clear, width: zero, style: .keyword("solid")))
        case .shadow:
            return .shadow([Shadow(color: .clear, offsetX: zero, offsetY: zero, blur: zero, spread: zero)])
        // One stop, as a stop of another gradient may alias a single-stop gradient token.
        case .gradient: return .gradient([GradientStop(color: .clear, position: 0)])
        case .transition: return .transition(Transition(duration: instant, delay: instant, timingFunction: linear))
        case .typography:
            return .typography(
                Typography(fontFamily: [], fontSize: zero, fontWeight: 400, letterSpacing: zero, lineHeight: 1))
        case .string: return .string("")
        case .asset: return .asset("")
        }
    }
}
