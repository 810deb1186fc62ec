import Foundation

/// Reads a resolver document's sets, modifiers and resolution order, following `$ref`s.
struct ResolverDocumentReader {
    let url: URL
    let root: SourceNode
    let loader: TokenLoader
    var fileCache: [String: SourceNode] = [:]
    /// Token sources already read, by file and pointer (or, for inline sources, position): a thousand contexts
    /// that name one large file convert it once.
    var documentCache: [String: TokenDocument] = [:]
    /// The documents each set named by `#/sets/…` expands to, and their tokens, once expanded.
    var setExpansions: [String: (documents: [TokenDocument], tokens: Int)] = [:]
    /// Every use of a token source draws on this: the document may name a source any number of times, and sets
    /// that each name the next twice would expand into billions of uses.
    var meter: WorkMeter
    /// What lenient reading accepted in the document (strict reading throws instead).
    var diagnostics: [Diagnostic] = []
    /// The sets and modifiers by name (the last of a name, as `SourceNode`'s subscript finds it): looking each
    /// reference up in the members made a chain of many sets cost the square of its length.
    let sets: [String: SourceNode]
    let modifiers: [String: SourceNode]

    init(url: URL, root: SourceNode, loader: TokenLoader) {
        self.url = url
        self.root = root
        self.loader = loader
        self.meter = WorkMeter(loader.options.workBudget)
        func index(_ key: String) -> [String: SourceNode] {
            Dictionary((root[key]?.members ?? []).map { ($0.key, $0.value) }) { _, last in last }
        }
        sets = index("sets")
        modifiers = index("modifiers")
    }

    var file: String { url.path }

    func location(_ position: SourcePosition) -> FileLocation { FileLocation(file: file, position: position) }

    func invalid(_ node: SourceNode, _ message: String) -> ResolverDocumentError {
        .invalidDocument(location(node.position), message: message)
    }

    mutating func read() throws -> ResolverDocument {
        guard root.members != nil else { throw invalid(root, "a resolver document must be a JSON object") }
        guard let version = root["version"] else { throw invalid(root, "missing \"version\" (must be \"2025.10\")") }
        guard version.string == "2025.10" else { throw invalid(version, "unsupported version; expected \"2025.10\"") }
        guard case .array(let order)? = root["resolutionOrder"]?.value else {
            throw invalid(root, "\"resolutionOrder\" must be an array")
        }
        guard !order.isEmpty else {
            throw invalid(
                root["resolutionOrder"]!, "\"resolutionOrder\" is empty: it must list at least one set or modifier")
        }
        try checkProperties(of: root, allowed: ResolverDocumentReader.rootProperties, what: "the resolver document")
        for set in root["sets"]?.members ?? [] {
            try checkProperties(of: set.value, allowed: ResolverDocumentReader.setProperties, what: "set '\(set.key)'")
        }
        for modifier in root["modifiers"]?.members ?? [] {
            try checkProperties(
                of: modifier.value, allowed: ResolverDocumentReader.modifierProperties,
                what: "modifier '\(modifier.key)'")
        }
        var steps: [ResolverDocument.Step] = []
        var names = Set<String>()
        var modifierCount = 0
        for item in order {
            let step: ResolverDocument.Step
            if let reference = item["$ref"]?.string {
                // Keys beside the $ref override the set's or modifier's own (2025.10 Resolver § Extending).
                let overrides = SourceNode(.object((item.members ?? []).filter { $0.key != "$ref" }), at: item.position)
                if reference.hasPrefix("#/sets/") {
                    let name = String(reference.dropFirst("#/sets/".count))
                    guard let set = sets[name] else {
                        throw ResolverDocumentError.invalidReference(
                            location(item.position), reference: reference, reason: "no such set")
                    }
                    try checkProperties(
                        of: overrides, allowed: ResolverDocumentReader.setProperties,
                        what: "the overrides of set '\(name)' in resolutionOrder")
                    step = .set(
                        name: name, sources: try sources(of: Self.overriding(set, with: overrides), field: "sources"))
                } else if reference.hasPrefix("#/modifiers/") {
                    let name = String(reference.dropFirst("#/modifiers/".count))
                    guard let modifier = modifiers[name] else {
                        throw ResolverDocumentError.invalidReference(
                            location(item.position), reference: reference, reason: "no such modifier")
                    }
                    try checkProperties(
                        of: overrides, allowed: ResolverDocumentReader.modifierProperties,
                        what: "the overrides of modifier '\(name)' in resolutionOrder")
                    step = .modifier(try readModifier(Self.overriding(modifier, with: overrides), name: name))
                } else {
                    throw ResolverDocumentError.invalidReference(
                        location(item.position), reference: reference,
                        reason: "resolutionOrder may reference only #/sets/… and #/modifiers/…")
                }
            } else {
                guard let name = item["name"]?.string, let type = item["type"]?.string else {
                    throw invalid(
                        item, "an inline resolutionOrder item needs \"name\" and \"type\" (\"set\" or \"modifier\")")
                }
                switch type {
                case "set":
                    try checkProperties(
                        of: item, allowed: ResolverDocumentReader.setProperties.union(["type", "name"]),
                        what: "inline set '\(name)'")
                    step = .set(name: name, sources: try sources(of: item, field: "sources"))
                case "modifier":
                    try checkProperties(
                        of: item, allowed: ResolverDocumentReader.modifierProperties.union(["type", "name"]),
                        what: "inline modifier '\(name)'")
                    step = .modifier(try readModifier(item, name: name))
                default: throw invalid(item, "\"type\" must be \"set\" or \"modifier\", not '\(type)'")
                }
            }
            let name: String
            switch step {
            case .set(let setName, _): name = "set " + setName
            case .modifier(let modifier): name = "modifier " + modifier.name
            }
            guard names.insert(name).inserted else { throw invalid(item, "\(name) appears twice in resolutionOrder") }
            if case .modifier = step {
                modifierCount += 1
            }
            guard modifierCount <= ThemeSpace.maximumDimensionCount else {
                throw invalid(
                    item,
                    "resolutionOrder names more than \(ThemeSpace.maximumDimensionCount) modifiers, the limit of a "
                        + "theme space's dimensions (ThemeSpace.maximumDimensionCount)")
            }
            steps.append(step)
        }
        return ResolverDocument(file: file, name: root["name"]?.string, steps: steps, diagnostics: diagnostics)
    }

    // The properties the 2025.10 resolver module defines (its schema allows no others).
    static let rootProperties: Set<String> = [
        "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions",
    ]
    static let setProperties: Set<String> = ["description", "sources", "$extensions"]
    static let modifierProperties: Set<String> = ["description", "contexts", "default", "$extensions"]

    /// Refuses, in strict mode, a property the resolver module does not define; lenient reading ignores it with a
    /// warning, as Terrazzo ignores it (a tool's own data belongs in `$extensions`).
    mutating func checkProperties(of node: SourceNode, allowed: Set<String>, what: String) throws {
        for extra in node.members ?? [] where !allowed.contains(extra.key) {
            try departure(
                "\(what) has a property the resolver format does not define: '\(extra.key)' "
                    + "(tools keep their own data in $extensions)", lenient: "it is ignored", .unknownProperty,
                at: extra.keyPosition)
        }
    }

    /// Something the resolver format does not allow that lenient reading takes: a warning, or in strict mode the
    /// error.
    /// - Parameters:
    ///   - message: What the document does.
    ///   - lenient: What lenient reading does about it.
    ///   - kind: The warning's kind.
    ///   - position: Where.
    mutating func departure(
        _ message: String, lenient: String, _ kind: Diagnostic.Kind, at position: SourcePosition
    ) throws {
        if loader.options.isStrict {
            throw ResolverDocumentError.invalidDocument(location(position), message: message)
        }
        diagnostics.append(Diagnostic(.warning, kind, message + "; " + lenient, location: location(position)))
    }

    /// A reference to a set in a list of sources stands for the set's sources, so nothing can override it.
    func checkOnlyReference(_ node: SourceNode) throws {
        if let extra = node.members?.first(where: { $0.key != "$ref" }) {
            throw ResolverDocumentError.invalidReference(
                location(extra.keyPosition), reference: node["$ref"]?.string ?? "",
                reason: "a set named among sources stands for its sources; it takes no other keys ('\(extra.key)')")
        }
    }

    mutating func readModifier(_ node: SourceNode, name: String) throws -> ResolverDocument.Modifier {
        guard let contextMembers = node["contexts"]?.members else {
            throw invalid(node, "modifier '\(name)' needs a \"contexts\" object")
        }
        guard !contextMembers.isEmpty else { throw invalid(node, "modifier '\(name)' has no contexts") }
        // The limit of a theme space's dimension, checked here so that every command agrees: `resolve` reads one
        // permutation without making the space that `lint` and `build` make.
        guard contextMembers.count <= ThemeSpace.maximumContextCount else {
            throw invalid(
                node["contexts"]!,
                "modifier '\(name)' has \(contextMembers.count) contexts, more than the limit of "
                    + "\(ThemeSpace.maximumContextCount) (ThemeSpace.maximumContextCount)")
        }
        if contextMembers.count == 1 {
            // A modifier chooses between contexts; the format requires at least two.
            try departure(
                "modifier '\(name)' has one context; a modifier needs at least two",
                lenient: "that context always applies", .assumedValue, at: node["contexts"]!.position)
        }
        var contexts: [String: [TokenDocument]] = [:]
        for context in contextMembers {
            contexts[context.key] = try sourceList(context.value, what: "context '\(context.key)'")
        }
        let defaultContext = node["default"]?.string
        if let defaultContext, contexts[defaultContext] == nil {
            throw invalid(node["default"]!, "default '\(defaultContext)' is not one of the contexts of '\(name)'")
        }
        return ResolverDocument.Modifier(
            name: name, description: node["description"]?.string, contextNames: contextMembers.map(\.key),
            contexts: contexts, defaultContext: defaultContext)
    }

    mutating func sources(of node: SourceNode, field: String) throws -> [TokenDocument] {
        guard let list = node[field] else { throw invalid(node, "a set needs a \"\(field)\" array") }
        return try sourceList(list, what: "a set's sources")
    }

    /// The token documents of a list of sources, in order, sets named by `#/sets/…` expanded where they are
    /// named.
    ///
    /// Depth-first with a stack of its own, not by recursion: a chain of sets that each name the next is as long
    /// as the file makes it. A set is expanded once and its documents reused where it is named again (sets that
    /// each name the next twice, thirty deep, are thirty expansions, not a billion). Each use of a source is
    /// charged to ``meter`` (1 and its tokens), and a list may give at most `ThemeSource.maximumLayerCount`
    /// documents, the most a theme can layer.
    mutating func sourceList(_ node: SourceNode, what: String) throws -> [TokenDocument] {
        guard case .array(let items) = node.value else { throw invalid(node, "\(what) must be an array") }
        // The lists being gone through: the set reference each came from (`nil` for `node` itself) and where its
        // documents start in `documents`.
        var stack: [(items: [SourceNode], next: Int, reference: String?, start: Int)] = [(items, 0, nil, 0)]
        var expanding = Set<String>()
        var documents: [TokenDocument] = []
        let activity = { [file] in "the token sources of \(file) (each set and file counted at every use)" }
        func add(_ added: some Collection<TokenDocument>, tokens: Int) throws {
            try meter.charge(tokens, for: activity())
            guard documents.count + added.count <= ThemeSource.maximumLayerCount else {
                throw invalid(
                    node,
                    "\(what): more than \(ThemeSource.maximumLayerCount) token sources, each set and file "
                        + "counted at every use (the limit, ThemeSource.maximumLayerCount)")
            }
            documents.append(contentsOf: added)
        }
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].items.count else {
                let finished = stack.removeLast()
                if let reference = finished.reference {
                    expanding.remove(reference)
                    let expansion = Array(documents[finished.start...])
                    setExpansions[reference] = (expansion, expansion.reduce(0) { $0 + $1.tokens.count })
                }
                continue
            }
            let item = stack[top].items[stack[top].next]
            stack[top].next += 1
            try meter.charge(1, for: activity())
            guard let reference = item["$ref"]?.string else {
                guard item.members != nil else {
                    throw invalid(item, "a token source must be a $ref or an object of tokens")
                }
                let key = "#\(item.position.line):\(item.position.column)"
                let document = try documentCache[key] ?? loader.document(from: item, file: file)
                documentCache[key] = document
                try add(CollectionOfOne(document), tokens: document.tokens.count)
                continue
            }
            guard Self.namesSet(reference) else {
                let document = try follow(reference, at: item.position, item: item)
                try add(CollectionOfOne(document), tokens: document.tokens.count)
                continue
            }
            try checkOnlyReference(item)
            if let expansion = setExpansions[reference] {
                try add(expansion.documents, tokens: expansion.tokens)
                continue
            }
            guard let set = sets[String(reference.dropFirst("#/sets/".count))] else {
                throw ResolverDocumentError.invalidReference(
                    location(item.position), reference: reference, reason: "no such set")
            }
            guard expanding.insert(reference).inserted else {
                let chain = stack.compactMap(\.reference) + [reference]
                throw ResolverDocumentError.invalidReference(
                    location(item.position), reference: reference,
                    reason: "circular reference: \(chain.joined(separator: " → "))")
            }
            guard let list = set["sources"] else { throw invalid(set, "a set needs a \"sources\" array") }
            guard case .array(let inner) = list.value else { throw invalid(list, "a set's sources must be an array") }
            stack.append((inner, 0, reference, documents.count))
        }
        return documents
    }

    /// The token document a `$ref` names: a file, a pointer into one, or a place in this document.
    /// - Parameter item: The reference object itself, whose other keys override what it names (2025.10 Resolver
    ///   § Extending: "the local keys alongside `$ref` MUST be treated as overrides").
    mutating func follow(_ reference: String, at position: SourcePosition, item: SourceNode? = nil) throws
        -> TokenDocument
    {
        let overridden = item.map { ($0.members ?? []).contains { $0.key != "$ref" } } ?? false
        // A reference with overrides is its own document; one without is read once however often it is named.
        let cacheKey = overridden ? "\(reference)@\(position.line):\(position.column)" : reference
        if let cached = documentCache[cacheKey] { return cached }
        var target = try place(reference, at: position, hops: 0)
        if let item, overridden { target.node = Self.overriding(target.node, with: item) }
        guard target.node.members != nil else {
            throw ResolverDocumentError.invalidReference(
                location(position), reference: reference,
                reason: "it addresses \(target.node.kindDescription), not an object of tokens")
        }
        let document = try loader.document(
            from: target.node, file: target.file, syntaxDiagnostics: target.diagnostics,
            fileExtension: URL(fileURLWithPath: target.file).pathExtension, pointerPrefix: target.prefix)
        documentCache[cacheKey] = document
        return document
    }

    /// What a reference addresses: the node, the file it is in, its JSON Pointer there and the file's syntax
    /// diagnostics. A place in this document may be anything but the modifiers and the resolution order
    /// (2025.10 §4.2.1): `#/$defs/…`, the module's bundling form, or `#/sets/base/sources/0`. A place that is
    /// itself a reference object is followed, with its own overrides, a few steps at most: a chain that loops is
    /// refused, not followed forever.
    mutating func place(_ reference: String, at position: SourcePosition, hops: Int) throws
        -> (node: SourceNode, file: String, prefix: String, diagnostics: [Diagnostic])
    {
        func fail(_ reason: String) -> ResolverDocumentError {
            .invalidReference(location(position), reference: reference, reason: reason)
        }
        if reference.hasPrefix("#/modifiers/") { throw fail("sets and modifiers may not reference a modifier") }
        if reference.hasPrefix("#/resolutionOrder") { throw fail("nothing may reference the resolution order") }
        if reference.contains("://") { throw fail("remote references are not supported; use a relative file path") }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        var node: SourceNode
        var diagnostics: [Diagnostic] = []
        let file: String
        if path.isEmpty {
            node = root
            file = self.file
        } else {
            let fileURL = URL(fileURLWithPath: path, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
            file = fileURL.path
            if let cached = fileCache[file] {
                node = cached
            } else {
                let bytes: [UInt8]
                do {
                    bytes = try loader.readBytes(fileURL)
                } catch .unreadable(_, let reason) {
                    throw fail("cannot read \(file): \(reason)")
                }
                (node, diagnostics) = try loader.readTree(
                    bytes: bytes, file: file, fileExtension: fileURL.pathExtension)
                fileCache[file] = node
            }
        }
        var prefix = ""
        if parts.count == 2 {
            let pointer = parts[1]
            for component in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
                let key = component.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                if case .array(let items) = node.value {
                    guard let index = Int(key), items.indices.contains(index) else {
                        throw fail("the \(path.isEmpty ? "document" : "file") has no '\(pointer)' (no item \(key))")
                    }
                    node = items[index]
                } else {
                    guard let child = node[key] else {
                        throw fail("the \(path.isEmpty ? "document" : "file") has no '\(pointer)'")
                    }
                    node = child
                }
                prefix += "/" + JSONPointer.escape(key)
            }
        }
        if path.isEmpty, let next = node["$ref"]?.string {
            guard hops < Self.maximumReferenceHops else {
                throw fail("more than \(Self.maximumReferenceHops) references in a row (a chain that loops?)")
            }
            guard !Self.namesSet(next) else {
                throw fail("it addresses a reference to a set; name the set (\(next)) in the source list instead")
            }
            var inner = try place(next, at: position, hops: hops + 1)
            inner.node = Self.overriding(inner.node, with: node)
            return inner
        }
        return (node, file, prefix, diagnostics)
    }

    /// Whether a reference names a set (`#/sets/NAME`), which a source list expands into the set's sources.
    static func namesSet(_ reference: String) -> Bool {
        reference.hasPrefix("#/sets/") && !reference.dropFirst("#/sets/".count).contains("/")
    }

    /// `target` with the keys beside `item`'s `$ref` laid over it, each replacing the key of its name.
    static func overriding(_ target: SourceNode, with item: SourceNode) -> SourceNode {
        let local = (item.members ?? []).filter { $0.key != "$ref" }
        guard !local.isEmpty, let members = target.members else { return target }
        let replaced = Set(local.map(\.key))
        return SourceNode(.object(members.filter { !replaced.contains($0.key) } + local), at: target.position)
    }

    /// How many references in a row a same-document pointer may pass through.
    static let maximumReferenceHops = 8
}
