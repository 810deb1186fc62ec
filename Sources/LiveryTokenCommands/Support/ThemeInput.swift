import ArgumentParser
import Foundation
import LiveryCore
import LiveryYAML

/// What the paths given to a command mean: a DTCG resolver document, or token files layered in order.
///
/// - A `.json` file with a `resolutionOrder` is a resolver document; `--input MODIFIER=CONTEXT` choose contexts.
/// - A folder holding exactly one `*.resolver.json` means that resolver document.
/// - A Tokens Studio project (a folder with `$themes.json` or `$metadata.json`, or one file with a top-level
///   `$themes` or `$metadata`) is its themes; `--theme NAME` chooses one.
/// - Figma Variables exports (files naming their mode, or tokens listing their value per mode) are one theme
///   per mode; `--theme NAME` chooses one.
/// - Otherwise every path is a token file (a folder contributes its token files, sorted by name), and the files
///   are layers of one theme, later ones overriding earlier ones.
enum ThemeInput {
    case resolver(ResolverDocument)
    case layers([TokenDocument])
    /// Named themes, such as a Tokens Studio project's.
    case themes([ThemeSource])

    /// Whether `path` is a token set of its own, which cannot be a layer of another: a resolver document, a
    /// folder holding one, or a Tokens Studio project.
    static func isSetOfItsOwn(_ path: String, options: TokenReadOptions = .lenient) throws -> Bool {
        let loader = TokenLoader.withYAML(options: options)
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        if isDirectory.boolValue {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            if contents.contains(where: { $0.hasSuffix(".resolver.json") }) { return true }
            return TokensStudioProject.isProject(at: url, loader: loader)
        }
        guard url.pathExtension.lowercased() == "json" else { return false }
        return try isResolverDocument(url, loader)
    }

    /// Every path of `paths` when there are several and each is a set of its own or a folder (`livery lint
    /// tokens/*/`), to be read one by one; `nil` for one path, or for token files to layer.
    /// - Throws: ``CLIError/badInput(_:)`` for a mix: token files with a set of its own, which they cannot layer on.
    static func separateSets(_ paths: [String], options: TokenReadOptions = .lenient) throws -> [String]? {
        guard paths.count > 1 else { return nil }
        let sets = try paths.filter { try isSetOfItsOwn($0, options: options) }
        guard !sets.isEmpty else { return nil }
        let folders = paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let loose = paths.filter { !sets.contains($0) && !folders.contains($0) }
        guard loose.isEmpty else {
            throw CLIError.badInput(
                "\(sets[0]) is a token set of its own (a resolver document, or a folder holding one), which "
                    + "\(loose[0]) cannot be layered on: give the set alone, or the token files alone")
        }
        return paths
    }

    static func load(paths: [String], options: TokenReadOptions = .lenient) throws -> ThemeInput {
        let loader = TokenLoader.withYAML(options: options)
        let fileManager = FileManager.default
        if paths.count > 1, let set = try paths.first(where: { try isSetOfItsOwn($0, options: options) }) {
            // Layering a resolver's folder on other files would read its token files without the resolver (its
            // themes lost, `lint` passing a broken set): refused, as one output cannot hold several sets.
            throw CLIError.badInput(
                "\(set) is a token set of its own (a resolver document, or a folder holding one): this command "
                    + "reads several paths as layers of one set; give it alone (livery lint takes several sets)")
        }
        if paths.count == 1, TokensStudioProject.isProject(at: URL(fileURLWithPath: paths[0]), loader: loader) {
            let project = try TokensStudioProject.load(contentsOf: URL(fileURLWithPath: paths[0]), loader: loader)
            return .themes(try project.themes())
        }
        var files: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CLIError.badInput("\(path): no such file or folder")
            }
            let url = URL(fileURLWithPath: path)
            if isDirectory.boolValue {
                let contents = try fileManager.contentsOfDirectory(atPath: path).sorted()
                let resolvers = contents.filter { $0.hasSuffix(".resolver.json") }
                if paths.count == 1, resolvers.count == 1 {
                    return .resolver(
                        try ResolverDocument.load(contentsOf: url.appendingPathComponent(resolvers[0]), loader: loader))
                }
                let tokenFiles = contents.filter {
                    loader.supportedExtensions.contains(($0 as NSString).pathExtension.lowercased())
                        && !$0.hasSuffix(".resolver.json")
                        // A `livery build` config beside the tokens is not a token file.
                        && !BuildConfig.defaultFileNames.contains($0)
                }
                guard !tokenFiles.isEmpty else { throw CLIError.badInput("\(path): the folder holds no token files") }
                files += tokenFiles.map { url.appendingPathComponent($0) }
            } else {
                files.append(url)
            }
        }
        if files.count == 1, files[0].pathExtension.lowercased() == "json", try isResolverDocument(files[0], loader) {
            return .resolver(try ResolverDocument.load(contentsOf: files[0], loader: loader))
        }
        let documents = try files.map { try loader.load(contentsOf: $0) }
        if documents.contains(where: { FigmaVariables.modeName(of: $0) != nil }) {
            return .themes(FigmaVariables.themes(perModeFiles: documents))
        }
        if FigmaVariables.hasModes(documents) {
            return .themes(FigmaVariables.themes(modesInTokens: documents))
        }
        return .layers(documents)
    }

    static func isResolverDocument(_ url: URL, _ loader: TokenLoader) throws -> Bool {
        // The whole file (readBytes keeps to the size limit): a resolver whose `resolutionOrder` comes after a
        // megabyte of inline sets is still a resolver.
        let bytes = try loader.readBytes(url)
        let key = Array("\"resolutionOrder\"".utf8)
        guard bytes.count >= key.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index <= buffer.count - key.count {
                if buffer[index] == key[0] && buffer[index..<(index + key.count)].elementsEqual(key) { return true }
                index += 1
            }
            return false
        }
    }

    /// The theme chosen by the inputs.
    func theme(inputs: [String: String]) throws -> ThemeSource {
        switch self {
        case .resolver(let document):
            var inputs = inputs
            if let name = inputs["theme"], !document.modifiers.contains(where: { $0.name == "theme" }) {
                // `--theme NAME` on a resolver without a 'theme' modifier: a context only one modifier has, or a
                // theme name `lint` and `build` print for a permutation.
                inputs["theme"] = nil
                inputs.merge(try selection(forTheme: name, of: document)) { given, _ in given }
            }
            // A modifier without a default takes its first context, as in a theme space (Adobe Spectrum's
            // resolver gives none).
            var complete = inputs
            for modifier in document.modifiers where complete[modifier.name] == nil {
                complete[modifier.name] = modifier.defaultContext ?? modifier.contextNames.first
            }
            return try document.theme(inputs: complete)
        case .layers(let documents):
            if let modifier = inputs.keys.sorted().first {
                throw CLIError.badInput(
                    "--input \(modifier)=… (or --theme) needs a DTCG resolver document; these paths are plain token files"
                )
            }
            return ThemeSource(name: "tokens", documents: documents)
        case .themes(let themes):
            if let modifier = inputs.keys.sorted().first(where: { $0 != "theme" }) {
                throw CLIError.badInput(
                    "--input \(modifier)=… needs a DTCG resolver document; choose with --theme NAME")
            }
            guard let name = inputs["theme"] else { return themes[0] }
            guard let theme = themes.first(where: { $0.name == name }) else {
                throw CLIError.badInput(
                    "no theme '\(name)'; the themes are \(themes.map(\.name).joined(separator: ", "))")
            }
            return theme
        }
    }
}

extension ThemeInput {
    /// Every file the input was read from: the resolver document and each token file it names (at any depth,
    /// in any folder), a design tool's set files, the token files given. What a build must never write over.
    var filesRead: [String] {
        switch self {
        case .layers(let documents): return documents.map(\.file)
        case .themes(let themes): return themes.flatMap { $0.layers.map(\.document.file) }
        case .resolver(let document):
            return [document.file]
                + document.steps.flatMap { step -> [String] in
                    switch step {
                    case .set(_, let sources): return sources.map(\.file)
                    case .modifier(let modifier): return modifier.contexts.values.flatMap { $0.map(\.file) }
                    }
                }
        }
    }
}

extension ThemeInput {
    /// What `--theme NAME` selects in a resolver without a modifier named `theme`: the context of the one modifier
    /// that has it, or the permutation `lint` and `build` name so (`standard-dark`, or its key).
    /// - Throws: ``CLIError/badInput(_:)`` listing the modifiers and their contexts, and the `--input` to use.
    func selection(forTheme name: String, of document: ResolverDocument) throws -> [String: String] {
        let owners = document.modifiers.filter { $0.contextNames.contains(name) }
        if owners.count == 1 { return [owners[0].name: name] }
        if owners.isEmpty, let theme = try? allThemes().first(where: { $0.name == name }) { return theme.selection }
        let modifiers = document.modifiers.map { "\($0.name) (\($0.contextNames.joined(separator: ", ")))" }
        if owners.count > 1 {
            throw CLIError.badInput(
                "'\(name)' is a context of several modifiers (\(owners.map(\.name).joined(separator: ", "))): choose "
                    + "with --input \(owners[0].name)=\(name)")
        }
        let contexts = document.modifiers.flatMap(\.contextNames)
        throw CLIError.badInput(
            "no theme '\(name)': the resolver has no 'theme' modifier, no modifier has a context '\(name)'"
                + Suggestion.didYouMean(name, in: contexts) + ", and no permutation is named so; its modifiers are "
                + modifiers.joined(separator: ", ") + "; choose with --input MODIFIER=CONTEXT")
    }
}

/// One theme of an input, with the context of each dimension it was made from (empty for plain token files and
/// design-tool themes).
struct InputTheme {
    var name: String
    var source: ThemeSource
    var selection: [String: String] = [:]
}

extension ThemeInput {
    /// The most permutations a command goes through (every theme `livery build` writes, every theme `lint`
    /// checks): ``ThemeSet/maximumThemeCount``. A resolver with more is refused with a message that says how to
    /// choose fewer (`--input`, or `permutations` in a build config).
    static var maximumPermutationCount: Int { ThemeSet.maximumThemeCount }

    /// The theme space of a resolver document with modifiers; `nil` for any other input.
    func themeSpace(resolutionOptions: ResolutionOptions) throws -> ThemeSpace? {
        guard case .resolver(let document) = self, !document.modifiers.isEmpty else { return nil }
        return try ThemeSpace(resolver: document, resolutionOptions: resolutionOptions)
    }

    /// Every theme the input describes, for commands that look at all of them: a plain set of token files is
    /// one theme; a resolver document with one modifier gives one theme per context, named by the context; with
    /// several modifiers, every permutation (one context per modifier), named by its contexts joined with `-` in
    /// resolution order (`dark-mobile`). A modifier without a default defaults to its first context.
    /// - Parameters:
    ///   - inputs: Contexts fixed for some modifiers (`--input`); the permutations of the others are listed.
    ///   - permutations: The permutations to list, when a build config names them; `nil` for all.
    ///   - budget: The work the themes may take: each theme's tokens (summed over its layers) are charged, so a
    ///     thousand permutations of a large token set end in a ``WorkBudgetError`` before any is resolved.
    ///   - space: The resolver's theme space when the caller made it already (``themeSpace(resolutionOptions:)``),
    ///     so that a build makes it once.
    func allThemes(
        inputs: [String: String] = [:], permutations: [[String: String]]? = nil, budget: WorkBudget = .standard,
        space given: ThemeSpace? = nil
    ) throws -> [InputTheme] {
        var meter = WorkMeter(budget)
        var count = 0
        func charged(_ theme: InputTheme) throws -> InputTheme {
            count += 1
            for layer in theme.source.layers {
                try meter.charge(
                    layer.document.tokens.count,
                    for: "going through the tokens of every theme (\(count) themes so far, at '\(theme.name)')")
            }
            return theme
        }
        switch self {
        case .layers(let documents):
            try rejectInputs(inputs)
            return [try charged(InputTheme(name: "tokens", source: ThemeSource(name: "tokens", documents: documents)))]
        case .themes(let themes):
            try rejectInputs(inputs)
            return try themes.map { try charged(InputTheme(name: $0.name, source: $0)) }
        case .resolver(let document):
            guard !document.modifiers.isEmpty else {
                return [try charged(InputTheme(name: "default", source: try document.theme(name: "default")))]
            }
            let space = try given ?? ThemeSpace(resolver: document)
            _ = try document.validatedInputs(inputs.merging(space.defaultSelection) { given, _ in given })
            var seen = Set<[String: String]>()
            // A permutation listed twice (or once whole and once with defaults left out) is built once.
            let selections = try
                (permutations.map { list in try list.map { try space.validated($0) } }
                ?? Self.product(space, fixing: inputs)).filter { seen.insert($0).inserted }
            let named = selections.map { selection in
                (space.dimensions.map { selection[$0.name]! }.joined(separator: "-"), selection)
            }
            // Context names that join into the same name (`a-b` + `c` and `a` + `b-c`): the keys name them apart.
            let unique = Set(named.map(\.0)).count == named.count
            return try named.map { name, selection in
                let themeName = space.dimensions.count == 1 || unique ? name : space.key(for: selection)
                var source = try space.source(for: selection)
                source.name = themeName
                return try charged(InputTheme(name: themeName, source: source, selection: selection))
            }
        }
    }

    /// Every selection of the space with `inputs` fixed, in resolution order (the last dimension varying
    /// fastest), refusing more than ``maximumPermutationCount``.
    private static func product(_ space: ThemeSpace, fixing inputs: [String: String]) throws -> [[String: String]] {
        var count = 1
        for dimension in space.dimensions where inputs[dimension.name] == nil {
            count = count.multipliedReportingOverflow(by: dimension.contexts.count).partialValue
            guard count <= maximumPermutationCount else {
                throw CLIError.badInput(
                    "the resolver's modifiers make more than \(maximumPermutationCount) permutations (the limit, "
                        + "ThemeSet.maximumThemeCount): fix some with --input MODIFIER=CONTEXT, or list the ones to "
                        + "build under \"permutations\" in the build config")
            }
        }
        var result: [[String: String]] = [[:]]
        for dimension in space.dimensions {
            let contexts = inputs[dimension.name].map { [$0] } ?? dimension.contexts
            result = result.flatMap { partial in contexts.map { partial.merging([dimension.name: $0]) { $1 } } }
        }
        return result
    }

    /// The `--input MODIFIER=CONTEXT` arguments as modifier → context.
    /// - Throws: `ValidationError` for an argument without `=`.
    static func choices(_ arguments: [String]) throws -> [String: String] {
        var choices: [String: String] = [:]
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw ValidationError("--input takes MODIFIER=CONTEXT, not '\(argument)'") }
            choices[String(parts[0])] = String(parts[1])
        }
        return choices
    }

    private func rejectInputs(_ inputs: [String: String]) throws {
        if let modifier = inputs.keys.sorted().first {
            throw CLIError.badInput(
                "--input \(modifier)=… needs a DTCG resolver document; these paths are not one")
        }
    }
}
