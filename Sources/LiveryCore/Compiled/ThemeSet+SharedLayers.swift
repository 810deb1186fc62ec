/// The merged tokens of a theme set's themes, with the leading layers that several themes share merged once.
///
/// Themes usually layer their own documents over a shared base (light, dark and sepia over one palette). The
/// base's merge is done once and each theme goes on from a copy; the base's definitions keep their positions in
/// every theme, so their vocabulary numbers and their checked literals are worked out once too (`SharedLayers`).
/// The result is the same as merging each theme on its own.
struct SharedLayerMerges {
    /// Each theme's merged tokens, in the order of the set's themes.
    let merged: [MergedTokens]
    /// For each theme, the shared layers it went on from, if any.
    let shared: [SharedLayers?]

    /// Merges the themes' layers.
    /// - Parameter budget: The work the merges may do, all themes together: each theme's tokens, and each token
    ///   and group its group `$extends` copies (so a thousand themes of a large set end in the budget's error
    ///   before they are resolved).
    /// - Throws: ``ResolutionError/invalidExtends(_:path:reference:reason:)``, ``WorkBudgetError``.
    init(_ themes: [ThemeSource], budget: WorkBudget) throws {
        var meter = WorkMeter(budget)
        let ordered = themes.map(\.orderedLayers)
        let keys = ordered.map { $0.map(LayerIdentity.init) }
        // How many themes begin with each sequence of layers.
        var prefixCounts: [[LayerIdentity]: Int] = [:]
        for key in keys {
            for end in key.indices { prefixCounts[Array(key[...end]), default: 0] += 1 }
        }
        var sharedByPrefix: [[LayerIdentity]: SharedLayers] = [:]
        var merged: [MergedTokens] = []
        var shared: [SharedLayers?] = []
        for (theme, (layers, key)) in zip(themes, zip(ordered, keys)) {
            let capacity = theme.layers.map(\.document.tokens.count).max() ?? 0
            // The longest run of leading layers another theme begins with too.
            let length = (0...key.count).last { $0 > 0 && prefixCounts[Array(key[..<$0])]! > 1 } ?? 0
            var merge: LayerMerge
            if length > 0 {
                let prefix = Array(key[..<length])
                let layersShared: SharedLayers
                if let existing = sharedByPrefix[prefix] {
                    layersShared = existing
                } else {
                    var start = LayerMerge(capacity: capacity)
                    for layer in layers[..<length] { start.add(layer) }
                    start.markShared()
                    layersShared = SharedLayers(start)
                    sharedByPrefix[prefix] = layersShared
                }
                merge = layersShared.start
                shared.append(layersShared)
            } else {
                merge = LayerMerge(capacity: capacity)
                shared.append(nil)
            }
            for layer in layers[length...] { merge.add(layer) }
            let finished = try merge.finished(theme: theme.name, meter: &meter)
            try meter.charge(
                finished.definitions.count,
                for: "merging the tokens of every theme (\(merged.count + 1) themes so far, at "
                    + "\(Escaping.quoted(theme.name, for: .json)))")
            merged.append(finished)
            if let layersShared = shared.last!, layersShared.start.sharedCount > 0 {
                layersShared.recordReplacements(merge.replacedShared, of: merged.count - 1)
            }
        }
        self.merged = merged
        self.shared = shared
    }
}

/// A document as a theme layers it, identified by the storage of its arrays: copies of one document share it.
struct LayerIdentity: Hashable {
    let tokens: UnsafeRawPointer?
    let groups: UnsafeRawPointer?
    let level: Int

    init(_ layer: ThemeLayer) {
        tokens = layer.document.tokens.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        groups = layer.document.groups.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        level = layer.level
    }
}

/// Leading layers several themes of a set share: their merge, and what is worked out once for their definitions
/// (which keep their positions in every theme that goes on from them).
final class SharedLayers {
    /// The merge of the shared layers; every theme goes on from a copy.
    let start: LayerMerge
    /// Vocabulary numbers of the shared definitions, once a theme was numbered.
    var positions: [Int32]?
    /// Per theme (by its position in the set), which shared definitions a later layer replaced.
    private var replaced: [Int: [Bool]] = [:]
    /// Decoded values of shared literals that their reader checked, and the type they were decoded as.
    private var literals: [(type: TokenType, value: TokenValue)?]

    init(_ start: LayerMerge) {
        self.start = start
        literals = Array(repeating: nil, count: start.sharedCount)
    }

    /// The number of shared definitions.
    var count: Int { start.sharedCount }

    func recordReplacements(_ replacedShared: [Bool], of theme: Int) {
        replaced[theme] = replacedShared
    }

    /// The literals view of one theme, for its resolution.
    func literals(forTheme theme: Int) -> SharedLiterals {
        SharedLiterals(layers: self, replaced: replaced[theme] ?? [])
    }

    fileprivate func literal(at index: Int, as type: TokenType) -> TokenValue? {
        guard let cached = literals[index], cached.type == type else { return nil }
        return cached.value
    }

    fileprivate func store(_ value: TokenValue, at index: Int, as type: TokenType) {
        literals[index] = (type, value)
    }
}

/// What one theme's resolution may take from its shared layers: the decoded value of a shared literal the
/// theme did not replace, decoded as the same type by an earlier theme. (A checked literal decodes the same in
/// every theme and records nothing when it does, so taking it changes nothing but the time.)
struct SharedLiterals {
    let layers: SharedLayers
    let replaced: [Bool]

    /// The value of the theme's definition at `index`, if an earlier theme decoded the same one as `type`.
    func value(at index: Int, as type: TokenType) -> TokenValue? {
        guard isShared(index) else { return nil }
        return layers.literal(at: index, as: type)
    }

    /// Keeps the value of the theme's definition at `index` for later themes, if it is a shared one.
    func keep(_ value: TokenValue, at index: Int, as type: TokenType) {
        guard isShared(index) else { return }
        layers.store(value, at: index, as: type)
    }

    private func isShared(_ index: Int) -> Bool {
        index < layers.count && !(index < replaced.count && replaced[index])
    }
}
