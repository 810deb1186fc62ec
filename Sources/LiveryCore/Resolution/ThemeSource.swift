/// One token document in a theme, with its level: higher levels override lower ones, and documents of equal
/// level override in the order given (configuration levels; a DTCG resolver's order).
public struct ThemeLayer: Sendable, Hashable {
    /// The tokens.
    public var document: TokenDocument
    /// The level; higher wins.
    public var level: Int

    /// Creates a layer.
    public init(_ document: TokenDocument, level: Int = 0) {
        self.document = document
        self.level = level
    }
}

/// A named theme made of layers of token documents, before resolution.
public struct ThemeSource: Sendable, Hashable {
    /// The most layers a theme may have: design tools' themes use a few dozen sets at most, and a theme from the
    /// network that layers one file thousands of times would make merging take as long. ``merged(budget:)`` (and so
    /// resolving and compiling) refuses more with ``ResolutionError/invalidThemeSet(_:)``.
    public static let maximumLayerCount = 256

    /// The theme's name (`light`, `dark`, `night`…).
    public var name: String
    /// The layers, in the order given; ``merged(budget:)`` sorts them stably by level.
    public var layers: [ThemeLayer]

    /// Creates a theme.
    public init(name: String, layers: [ThemeLayer]) {
        self.name = name
        self.layers = layers
    }

    /// Creates a theme whose documents all have level 0 and override in the order given.
    public init(name: String, documents: [TokenDocument]) {
        self.init(name: name, layers: documents.map { ThemeLayer($0) })
    }

    /// The token definitions that win after layering, and the groups of every layer, with group `$extends`
    /// applied (a group inherits the tokens and groups of the group it extends; its own win).
    /// - Parameter budget: The work `$extends` may do: each token and group it copies costs a unit.
    /// - Throws: ``ResolutionError/invalidExtends(_:path:reference:reason:)``;
    ///   ``ResolutionError/invalidThemeSet(_:)`` for more than ``maximumLayerCount`` layers; ``WorkBudgetError``
    ///   when `$extends` would copy more than the budget allows.
    public func merged(budget: WorkBudget = .standard) throws -> MergedTokens {
        try checkLayerCount()
        var merge = LayerMerge(capacity: layers.map(\.document.tokens.count).max() ?? 0)
        for layer in orderedLayers { merge.add(layer) }
        var meter = WorkMeter(budget)
        return try merge.finished(theme: name, meter: &meter)
    }

    /// Refuses a theme with more than ``maximumLayerCount`` layers.
    func checkLayerCount() throws(ResolutionError) {
        guard layers.count <= Self.maximumLayerCount else {
            throw .invalidThemeSet(
                "theme '\(name)' has \(layers.count) layers, more than the limit of \(Self.maximumLayerCount) "
                    + "(ThemeSource.maximumLayerCount)")
        }
    }

    /// The layers in the order they are merged: by level, documents of equal level in the order given.
    var orderedLayers: [ThemeLayer] {
        layers.enumerated().sorted { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }.map(\.element)
    }
}

/// The merging of a theme's layers in progress: what the layers added so far give, before group `$extends`.
///
/// A value: a theme set merges the leading layers several themes share once, and each theme goes on from a
/// copy (see `SharedLayerMerges`).
struct LayerMerge {
    private(set) var merged = MergedTokens()
    private var extensions: [TokenPath: (target: TokenPath, location: FileLocation)] = [:]
    /// When the merge went on from a shared one: how many definitions that one had, and which of them a later
    /// layer replaced.
    private(set) var sharedCount = 0
    private(set) var replacedShared: [Bool] = []

    init(capacity: Int) {
        merged.index.reserveCapacity(capacity)
        merged.definitions.reserveCapacity(capacity)
    }

    /// Merges one more layer: its definitions replace those at the same paths, and its groups add to the
    /// groups.
    mutating func add(_ layer: ThemeLayer) {
        for group in layer.document.groups where !group.path.dotted.isEmpty {
            merged.groupPaths.insert(group.path)
            if let type = group.type { merged.groupTypes[group.path] = type }
            if let target = group.extends { extensions[group.path] = (target, group.location) }
        }
        for token in layer.document.tokens {
            if let index = merged.index[token.path] {
                merged.definitions[index] = token
                if index < sharedCount { replacedShared[index] = true }
            } else {
                merged.index[token.path] = merged.definitions.count
                merged.definitions.append(token)
            }
        }
    }

    /// Marks the merge so far as shared: what later layers replace of it is recorded.
    mutating func markShared() {
        sharedCount = merged.definitions.count
        replacedShared = [Bool](repeating: false, count: sharedCount)
    }

    /// The merged tokens, with group `$extends` applied.
    /// - Parameters:
    ///   - theme: The theme's name, for the budget's error.
    ///   - meter: What the operation has spent: each token and group `$extends` copies costs a unit.
    /// - Throws: ``ResolutionError/invalidExtends(_:path:reference:reason:)``, ``WorkBudgetError``.
    func finished(theme: String, meter: inout WorkMeter) throws -> MergedTokens {
        var merged = merged
        guard !extensions.isEmpty else { return merged }
        var applied = Set<TokenPath>()
        var tree = MergedTokens.Tree(merged, theme: theme, meter: meter)
        defer { meter = tree.meter }
        for group in extensions.keys.sorted() {
            try merged.applyExtends(of: group, extensions: extensions, applied: &applied, tree: &tree)
        }
        return merged
    }
}

/// The winning definition of every token of a theme, in first-declared order, and what is known of groups.
public struct MergedTokens: Sendable, Hashable {
    /// The definitions, in the order their paths were first declared.
    public internal(set) var definitions: [TokenDefinition] = []
    var index: [TokenPath: Int] = [:]
    /// Every group path declared by any layer.
    public internal(set) var groupPaths: Set<TokenPath> = []
    /// Group types; a later layer's `$type` for a group replaces an earlier one's.
    public internal(set) var groupTypes: [TokenPath: TokenType] = [:]

    /// The definition at a path.
    public subscript(path: TokenPath) -> TokenDefinition? {
        index[path].map { definitions[$0] }
    }

    /// The type of the nearest group above `path` that declares one.
    func inheritedType(for path: TokenPath) -> TokenType? {
        var current = path.parent
        while let group = current {
            if let type = groupTypes[group] { return type }
            current = group.parent
        }
        return nil
    }
}

// MARK: - Group $extends

extension MergedTokens {
    /// The children of every group, for copying a group's subtree without scanning every path of the theme: a
    /// scan per extending group made a long chain cost the square of the theme's size.
    struct Tree {
        var children: [TokenPath: [TokenPath]] = [:]
        /// The paths in the tree, each linked to its parent once.
        private var known: Set<TokenPath> = []
        /// The tokens and groups copied so far. Copies are what a theme holds: a chain of groups that each extend
        /// the next and add a token makes a number of copies that grows with the square of the chain's length
        /// (2,000 groups would make two million), so each is charged as it is made.
        var meter: WorkMeter
        /// The theme's name, for the budget's error.
        let theme: String

        init(_ tokens: MergedTokens, theme: String, meter: WorkMeter) {
            self.meter = meter
            self.theme = theme
            for path in tokens.groupPaths { add(path) }
            for definition in tokens.definitions { add(definition.path) }
        }

        /// Links `path` to its parent, and each ancestor not yet in the tree to its own.
        mutating func add(_ path: TokenPath) {
            var current = path
            while known.insert(current).inserted, let parent = current.parent {
                children[parent, default: []].append(current)
                current = parent
            }
        }
    }

    /// Copies the tokens and groups below `extensions[group].target` to below `group`, where `group` does not
    /// define them itself; targets that extend other groups are applied first.
    ///
    /// The chain of targets is followed in a loop, not by recursion: its length is the file's to choose, and a
    /// chain of thousands of groups would otherwise overflow the stack.
    mutating func applyExtends(
        of start: TokenPath, extensions: [TokenPath: (target: TokenPath, location: FileLocation)],
        applied: inout Set<TokenPath>, tree: inout Tree
    ) throws {
        var chain: [TokenPath] = []
        var inChain = Set<TokenPath>()
        var group = start
        while !applied.contains(group), let (target, location) = extensions[group] {
            func fail(_ reason: String) -> ResolutionError {
                .invalidExtends(location, path: group, reference: target, reason: reason)
            }
            guard inChain.insert(group).inserted else {
                throw fail(
                    "groups extend each other in a cycle: " + (chain + [group]).map(\.dotted).joined(separator: " → "))
            }
            guard groupPaths.contains(target) else {
                throw fail(self[target] != nil ? "it names a token, not a group" : "it names no group")
            }
            let targetPrefix = target.dotted + "."
            let groupPrefix = group.dotted + "."
            if group == target || group.dotted.hasPrefix(targetPrefix) || target.dotted.hasPrefix(groupPrefix) {
                throw fail("a group cannot extend itself, a group inside it, or a group it is inside")
            }
            chain.append(group)
            group = target
        }
        // The farthest target first, so each group copies from a target that is complete.
        for group in chain.reversed() {
            let (target, location) = extensions[group]!
            try copyExtended(into: group, from: target, at: location, tree: &tree)
            applied.insert(group)
        }
    }

    /// Copies what `target` holds to below `group`, where `group` does not define it itself, in the order the
    /// originals were declared.
    /// - Throws: ``WorkBudgetError``, having stopped, when the copies would pass the tree's budget.
    private mutating func copyExtended(
        into group: TokenPath, from target: TokenPath, at location: FileLocation, tree: inout Tree
    ) throws(WorkBudgetError) {
        let targetPrefixCount = target.dotted.count + 1
        let groupPrefix = group.dotted + "."
        func copyPath(_ path: TokenPath) -> TokenPath {
            TokenPath(groupPrefix + path.dotted.dropFirst(targetPrefixCount))
        }
        if groupTypes[group] == nil, let type = groupTypes[target] { groupTypes[group] = type }
        // The target's subtree, walked with a stack (its depth is the file's).
        var stack = tree.children[target] ?? []
        var tokens: [Int] = []
        while let path = stack.popLast() {
            try tree.meter.charge(
                1,
                for: "applying the group $extends of theme \(Escaping.quoted(tree.theme, for: .json)) (each token and "
                    + "group copied; at group \(Escaping.quoted(group.dotted, for: .json)), \(location))")
            if groupPaths.contains(path) {
                let copy = copyPath(path)
                if groupPaths.insert(copy).inserted { tree.add(copy) }
                if groupTypes[copy] == nil, let type = groupTypes[path] { groupTypes[copy] = type }
            }
            if let position = index[path] { tokens.append(position) }
            stack += tree.children[path] ?? []
        }
        for position in tokens.sorted() {
            let definition = definitions[position]
            let copyPath = copyPath(definition.path)
            guard index[copyPath] == nil else { continue }
            var copy = definition
            copy.path = copyPath
            copy.isLiteralCheckedAtRead = false  // the reader's diagnostics name the original path
            if !definition.hasOwnType, let type = inheritedType(for: copyPath) {
                // Typed by its group, not by itself: the extending group's type (its own, or the target's that
                // it took above) is the one the copy has.
                copy.declaredType = type
            }
            index[copyPath] = definitions.count
            definitions.append(copy)
            tree.add(copyPath)
        }
    }
}
