import LiveryCore

/// JSON: per theme, the tokens nested by group (`{"light": {"color": {"text": {"primary": …}}}}`) or flat by
/// name (`{"light": {"color-text-primary": …}}`). The permutations of a resolver with several modifiers nest by
/// modifier, in resolution order: `{"dark": {"mobile": {…}}}` for theme × size. Values are as `livery resolve` prints them (composites as
/// objects); plain colors follow the config's color notation when it names one.
enum JSONFormat {
    static func render(_ input: FormatInput, nested: Bool) -> String {
        func value(_ token: ResolvedToken) -> SourceValue {
            if case .color(let color) = token.value, let notation = input.colorNotation {
                return .string(notation.format(color))
            }
            return token.value.resolvedJSON
        }
        let themes = input.themes.map { theme -> (String, SourceValue) in
            guard nested else {
                return (theme.name, .object(ordered: theme.tokens.map { (input.name($0.path), value($0)) }))
            }
            let root = Tree()
            for token in theme.tokens { root.insert(token.path.components[...], value(token)) }
            return (theme.name, root.value)
        }
        guard input.isPermutations else { return SourceValue.object(ordered: themes).jsonText() + "\n" }
        let root = Tree()
        for (theme, (_, tokens)) in zip(input.themes, themes) {
            root.insert(input.dimensions.map { theme.selection[$0.name]! }[...], tokens)
        }
        return root.value.jsonText() + "\n"
    }

    /// Groups in first-seen order.
    private final class Tree {
        var members: [(String, Either)] = []

        enum Either {
            case leaf(SourceValue)
            case group(Tree)
        }

        func insert(_ path: ArraySlice<String>, _ value: SourceValue) {
            guard let first = path.first else { return }
            if path.count == 1 {
                members.append((first, .leaf(value)))
                return
            }
            if let index = members.firstIndex(where: { $0.0 == first }), case .group(let tree) = members[index].1 {
                tree.insert(path.dropFirst(), value)
                return
            }
            let tree = Tree()
            members.append((first, .group(tree)))
            tree.insert(path.dropFirst(), value)
        }

        var value: SourceValue {
            .object(
                ordered: members.map { key, either in
                    switch either {
                    case .leaf(let value): (key, value)
                    case .group(let tree): (key, tree.value)
                    }
                })
        }
    }
}

extension FormatInput {
    /// `livery export --format json`: the export's input (``export(themes:defaultTheme:dark:)``) with tokens
    /// named by their dotted paths and no first line, flat, every theme by its name, values as `livery resolve`
    /// prints them, as the export always wrote them.
    var dottedNamesWithoutNotice: FormatInput {
        var input = self
        for theme in themes {
            for token in theme.tokens { input.names[token.path] = token.path.dotted }
        }
        input.noticeText = ""
        return input
    }
}
