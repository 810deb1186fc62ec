import LiveryCore

/// CSS for the permutations of a resolver with several modifiers: each token is written under the selectors of
/// the modifiers its value depends on, and nowhere else.
///
/// - `:root` (the root selector) holds every token's value in the permutation of every modifier's default.
/// - A token whose value depends on one modifier only (its *orthogonal* tokens, as Terrazzo calls them) is
///   written once per context of that modifier, under the modifier's selector: `[data-theme="dark"]`,
///   `[data-size="mobile"]`. A context with a media query in the config is written again under
///   `@media (…) { :root:not([data-theme]) { … } }`, for pages that select no context of that modifier.
/// - A token whose value depends on several modifiers is written per combination of their contexts, under the
///   compound selector `[data-theme="dark"][data-size="mobile"]`: the attributes go on the same element. Where
///   some of the combination's contexts are their modifiers' defaults, the block also matches an element without
///   those attributes (`[data-size="mobile"]:not([data-theme])`), so any subset of the attributes works, defaults
///   standing in for the missing ones (``selectorList(_:_:_:)``).
///
/// Which modifiers a token depends on is found from the resolved values: the token depends on a modifier when two
/// permutations that differ in that modifier alone give it different values (or one lacks it). That needs every
/// permutation; when the config builds only some (`permutations`), each is written whole under the compound
/// selector of all its contexts instead.
extension CSSFormat {
    static func renderPermutations(_ input: FormatInput) -> String {
        let colors = CSSColors(notation: input.colorNotation)
        var blocks: [String] = ["/* \(input.notice) */"] + AssetOutputs.fontFaces(input, paths: input.webAssetPaths)
        var wideBlocks: [String] = []
        func add(_ selector: String, _ theme: ExportTheme, only paths: Set<TokenPath>?, media: String? = nil) {
            let indent = media == nil ? "" : "  "
            func wrap(_ block: String) -> String { media.map { "@media \($0) {\n\(block)\n}" } ?? block }
            let (main, wide) = declarations(theme, input, colors, indent: indent + "  ", only: paths)
            guard !main.isEmpty else { return }
            blocks.append(wrap("\(indent)\(selector) {\n\(main)\(indent)}"))
            if !wide.isEmpty { wideBlocks.append(wrap("\(indent)\(selector) {\n\(wide)\(indent)}")) }
        }
        let dimensions = input.dimensions
        let byKey = Dictionary(
            input.themes.map { (Self.key($0.selection, dimensions), $0) }, uniquingKeysWith: { first, _ in first })
        let defaults = Dictionary(uniqueKeysWithValues: dimensions.map { ($0.name, $0.defaultContext) })
        let root = byKey[key(defaults, dimensions)] ?? input.defaultTheme
        add(input.options.rootSelector, root, only: nil)

        // Whether every permutation is present. Counted with overflow checks: a build config that lists some
        // permutations of a resolver with many modifiers has a product of context counts past Int.max.
        var product = 1
        for dimension in dimensions where product <= byKey.count {
            let (next, overflow) = product.multipliedReportingOverflow(by: dimension.contexts.count)
            product = overflow ? .max : next
        }
        let complete = product == byKey.count
        guard complete else {
            for theme in input.themes {
                let selector = dimensions.map { $0.selector(for: theme.selection[$0.name]!) }.joined()
                add(selector, theme, only: nil)
            }
            return finish(blocks, wideBlocks, colors, input)
        }

        // Which modifiers each token's value depends on.
        var dependsOn: [TokenPath: Set<Int>] = [:]
        for (index, dimension) in dimensions.enumerated() {
            for theme in input.themes where theme.selection[dimension.name] == dimension.defaultContext {
                for context in dimension.contexts where context != dimension.defaultContext {
                    let other = theme.selection.merging([dimension.name: context]) { $1 }
                    guard let neighbour = byKey[key(other, dimensions)] else { continue }
                    for token in theme.tokens where neighbour[token.path]?.value != token.value {
                        dependsOn[token.path, default: []].insert(index)
                    }
                    for token in neighbour.tokens where theme[token.path] == nil {
                        dependsOn[token.path, default: []].insert(index)
                    }
                }
            }
        }
        // Groups of tokens by the modifiers they depend on: single modifiers first, in resolution order, then
        // the combinations, smaller first.
        let groups = Dictionary(grouping: dependsOn.keys) { dependsOn[$0]!.sorted() }
        for indices in groups.keys.sorted(by: {
            $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1)
        }) {
            let paths = Set(groups[indices]!)
            // Declaration order within a block is the theme's (its tokens' order), whatever the set's.
            var combinations: [[String: String]] = [[:]]
            for index in indices {
                let dimension = dimensions[index]
                combinations = combinations.flatMap { partial in
                    dimension.contexts.map { partial.merging([dimension.name: $0]) { $1 } }
                }
            }
            for combination in combinations {
                guard let theme = byKey[key(defaults.merging(combination) { $1 }, dimensions)] else { continue }
                add(Self.selectorList(combination, indices, dimensions), theme, only: paths)
                if indices.count == 1, let query = dimensions[indices[0]].media[combination.values.first!] {
                    let unselected = "\(input.options.rootSelector):not(\(dimensions[indices[0]].unselected))"
                    add(unselected, theme, only: paths, media: query)
                }
            }
        }
        return finish(blocks, wideBlocks, colors, input)
    }

    /// The selectors of one combination of contexts: the compound one (`[data-brand="forest"][data-mode="light"]`,
    /// every attribute on one element), and, for each modifier whose context here is its default, the same with
    /// that attribute absent instead (`[data-brand="forest"]:not([data-mode])`): an element that sets only some
    /// attributes gets the default context of the others, not the values `:root` holds for the default of all.
    /// Absent attributes take their defaults on the element itself; an element that sets none inherits as usual.
    static func selectorList(_ combination: [String: String], _ indices: [Int], _ dimensions: [OutputDimension])
        -> String
    {
        let defaulted = indices.filter { combination[dimensions[$0].name] == dimensions[$0].defaultContext }
        var selectors: [String] = []
        // Every subset of the defaulted modifiers, the empty one (the compound selector) first.
        for mask in 0..<(1 << defaulted.count) {
            let absent = Set(defaulted.indices.filter { mask & (1 << $0) != 0 }.map { defaulted[$0] })
            guard absent.count < indices.count else { continue }  // at least one attribute set
            selectors.append(
                indices.map { index in
                    absent.contains(index)
                        ? ":not(\(dimensions[index].unselected))"
                        : dimensions[index].selector(for: combination[dimensions[index].name]!)
                }.joined())
        }
        return selectors.joined(separator: ",\n")
    }

    /// A selection's key: the contexts in resolution order.
    private static func key(_ selection: [String: String], _ dimensions: [OutputDimension]) -> [String] {
        dimensions.map { selection[$0.name] ?? $0.defaultContext }
    }

    private static func finish(
        _ blocks: [String], _ wideBlocks: [String], _ colors: CSSColors, _ input: FormatInput
    ) -> String {
        var blocks = blocks
        if !wideBlocks.isEmpty {
            let inner = wideBlocks.map {
                $0.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
            }
            blocks.append("@supports \(colors.supportsCondition) {\n\(inner.joined(separator: "\n\n"))\n}")
        }
        blocks += typographyClasses(input)
        return blocks.joined(separator: "\n\n") + "\n"
    }
}
