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

    static func load(paths: [String], options: TokenReadOptions = .lenient) throws -> ThemeInput {
        let loader = TokenLoader.withYAML(options: options)
        let fileManager = FileManager.default
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
        let data = try loader.readBytes(url)
        return String(decoding: data.prefix(1 << 20), as: UTF8.self).contains("\"resolutionOrder\"")
    }

    /// The theme chosen by the inputs.
    func theme(inputs: [String: String]) throws -> ThemeSource {
        switch self {
        case .resolver(let document):
            return try document.theme(inputs: inputs)
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
    /// Every theme the input describes, for commands that look at all of them: a plain set of token files is
    /// one theme; a resolver document gives one theme per context of each modifier (the other modifiers at
    /// their defaults), named by the context alone when there is one modifier and `modifier=context` otherwise.
    func allThemes() throws -> [(name: String, source: ThemeSource)] {
        switch self {
        case .layers(let documents):
            return [("tokens", ThemeSource(name: "tokens", documents: documents))]
        case .themes(let themes):
            return themes.map { ($0.name, $0) }
        case .resolver(let document):
            let modifiers = document.modifiers
            guard !modifiers.isEmpty else { return [("default", try document.theme())] }
            var seen = Set<[String: String]>()
            var themes: [(name: String, source: ThemeSource)] = []
            for modifier in modifiers {
                for context in modifier.contextNames {
                    let inputs = try document.validatedInputs([modifier.name: context])
                    guard seen.insert(inputs).inserted else { continue }
                    let name = modifiers.count == 1 ? context : "\(modifier.name)=\(context)"
                    themes.append((name, try document.theme(inputs: inputs, name: name)))
                }
            }
            return themes
        }
    }
}
