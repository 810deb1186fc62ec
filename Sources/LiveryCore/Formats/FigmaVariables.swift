import Foundation

/// Themes from Figma Variables exports, in the two shapes they come in:
///
/// - **One file per mode** (Figma's own "Export variables" to DTCG JSON): each file holds one collection in one
///   mode and names the mode at its root, `"$extensions": {"com.figma.modeName": "Dark"}`. The theme of a mode
///   is every file of a single-mode collection plus the files of that mode.
/// - **Modes in each token** (plugins and scripts such as Figma's Simple Design System): a token's `$value` is
///   its collection's default mode, and `$extensions.<namespace>.modes` maps every mode to a value, e.g.
///   `{"light": "{color.white}", "dark": "{color.gray.900}"}`. Each mode of a collection that has more than
///   one becomes a theme, the other collections at their defaults.
///
/// Themes are named by the mode (`Dark`, `sds_dark`); when several collections have modes, by
/// `collection=mode`.
public enum FigmaVariables {
    /// The extension key Figma's export names a file's mode with.
    public static let modeNameKey = "com.figma.modeName"

    /// The mode a document's root names with `com.figma.modeName`, if it is a per-mode export.
    public static func modeName(of root: SourceNode) -> String? {
        root["$extensions"]?[modeNameKey]?.string
    }

    /// Whether documents carry Figma modes in either shape.
    public static func hasModes(_ documents: [TokenDocument]) -> Bool {
        documents.contains { modeName(of: $0) != nil } || documents.contains { !modeTables($0).isEmpty }
    }

    /// The themes of per-mode export files: each mode of a collection exported in several modes is a theme, made
    /// of that mode's files, the files of the other collections with several modes in their first mode (Figma's
    /// default mode comes first), and every file of a single-mode collection. Files without a mode name apply
    /// to every theme. As for modes in tokens, themes are named by the mode when one collection has several, and
    /// `collection=mode` when more do, so every theme holds every collection's tokens.
    /// - Parameter documents: The export's files, the default mode's first within a collection.
    public static func themes(perModeFiles documents: [TokenDocument]) -> [ThemeSource] {
        // Collections are known by file name without the mode, in the order of their first file.
        var collections: [(name: String, modes: [String])] = []
        for document in documents {
            guard let mode = modeName(of: document) else { continue }
            let name = collection(of: document)
            if let index = collections.firstIndex(where: { $0.name == name }) {
                if !collections[index].modes.contains(mode) { collections[index].modes.append(mode) }
            } else {
                collections.append((name, [mode]))
            }
        }
        let varying = collections.filter { $0.modes.count > 1 }
        guard !varying.isEmpty else {
            return [ThemeSource(name: collections.first?.modes.first ?? "default", documents: documents)]
        }
        var themes: [ThemeSource] = []
        for themed in varying {
            for mode in themed.modes {
                let selected = documents.filter { document in
                    guard let own = modeName(of: document) else { return true }
                    let name = collection(of: document)
                    if name == themed.name { return own == mode }
                    // Another collection with several modes takes its default; a single-mode one is shared.
                    guard let other = varying.first(where: { $0.name == name }) else { return true }
                    return own == other.modes[0]
                }
                themes.append(
                    ThemeSource(name: varying.count == 1 ? mode : "\(themed.name)=\(mode)", documents: selected))
            }
        }
        return themes
    }

    /// The themes of documents whose tokens list their value in every mode.
    public static func themes(modesInTokens documents: [TokenDocument]) -> [ThemeSource] {
        // Which modes each collection (a top-level group) has, in the order first met.
        var collections: [(name: String, modes: [String])] = []
        for document in documents {
            for (collection, modes) in modeTables(document) {
                if let index = collections.firstIndex(where: { $0.name == collection }) {
                    for mode in modes where !collections[index].modes.contains(mode) {
                        collections[index].modes.append(mode)
                    }
                } else {
                    collections.append((collection, modes))
                }
            }
        }
        let varying = collections.filter { $0.modes.count > 1 }
        guard !varying.isEmpty else { return [ThemeSource(name: "default", documents: documents)] }
        var themes: [ThemeSource] = []
        for collection in varying {
            for mode in collection.modes {
                let name = varying.count == 1 ? mode : "\(collection.name)=\(mode)"
                let documents = documents.map { document in
                    withMode(mode, ofCollection: collection.name, in: document)
                }
                themes.append(ThemeSource(name: name, documents: documents))
            }
        }
        return themes
    }

    // MARK: - Reading the shapes

    /// The mode a per-mode export file names at its root.
    public static func modeName(of document: TokenDocument) -> String? {
        document.groups.first { $0.path.dotted.isEmpty }?.extensions?[modeNameKey]?.string
    }

    /// A per-mode file's collection: its file name without the mode and the extensions
    /// (`Semantic.Dark.tokens.json` → `Semantic`).
    static func collection(of document: TokenDocument) -> String {
        var name = (document.file as NSString).lastPathComponent
        for suffix in [".json", ".tokens"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        if let mode = modeName(of: document) {
            for separator in [".", "-", "_", " "] where name.hasSuffix(separator + mode) {
                name.removeLast(mode.count + 1)
            }
        }
        return name
    }

    /// The `modes` object of a token's extensions (under any namespace), if it has one.
    static func modes(of definition: TokenDefinition) -> [SourceMember]? {
        for namespace in definition.extensions?.members ?? [] {
            if let modes = namespace.value["modes"]?.members { return modes }
        }
        return nil
    }

    /// The modes of each top-level group whose tokens list values by mode.
    static func modeTables(_ document: TokenDocument) -> [(collection: String, modes: [String])] {
        var result: [(collection: String, modes: [String])] = []
        for definition in document.tokens {
            guard let modes = modes(of: definition), let collection = definition.path.components.first else {
                continue
            }
            let names = modes.map(\.key)
            if let index = result.firstIndex(where: { $0.collection == collection }) {
                for name in names where !result[index].modes.contains(name) { result[index].modes.append(name) }
            } else {
                result.append((collection, names))
            }
        }
        return result
    }

    /// The document with the tokens of one collection taking their value in `mode`.
    static func withMode(_ mode: String, ofCollection collection: String, in document: TokenDocument) -> TokenDocument {
        var document = document
        for index in document.tokens.indices where document.tokens[index].path.components.first == collection {
            guard let value = modes(of: document.tokens[index])?.last(where: { $0.key == mode })?.value else {
                continue
            }
            document.tokens[index].value = value
            document.tokens[index].isLiteralCheckedAtRead = false
        }
        return document
    }
}
