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

    /// The themes of per-mode export files: the documents grouped by the mode their root names.
    /// - Parameter documents: The export's files (those without a mode name apply to every theme).
    public static func themes(perModeFiles documents: [TokenDocument]) -> [ThemeSource] {
        var modes: [String] = []
        for document in documents {
            if let mode = modeName(of: document), !modes.contains(mode) { modes.append(mode) }
        }
        // A collection exported in one mode only is shared; files of a collection with several modes are
        // told apart by the mode they name. Collections are known by file name without the mode.
        var modesByCollection: [String: Set<String>] = [:]
        for document in documents {
            if let mode = modeName(of: document) {
                modesByCollection[collection(of: document), default: []].insert(mode)
            }
        }
        let themeModes = modes.filter { mode in modesByCollection.values.contains { $0.count > 1 && $0.contains(mode) }
        }
        guard !themeModes.isEmpty else { return [ThemeSource(name: modes.first ?? "default", documents: documents)] }
        return themeModes.map { mode in
            ThemeSource(
                name: mode,
                documents: documents.filter { document in
                    guard let own = modeName(of: document) else { return true }
                    return own == mode || (modesByCollection[collection(of: document)]?.count ?? 0) <= 1
                })
        }
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
