import Foundation

/// A Tokens Studio project: token sets with `$themes.json` and `$metadata.json`, as the Tokens Studio plugin for
/// Figma syncs them to a repository (one file per set, in folders named like the sets), or the same in one
/// file (each set a top-level key beside `$themes` and `$metadata`).
///
/// Each Tokens Studio theme selects sets as `source` (there for references) or `enabled`; a theme becomes a
/// Livery theme made of its sets, sources first, each kind in the order of `$metadata.json`'s `tokenSetOrder`.
/// When themes are in groups (`brand`, `color`…), every combination of one theme per group is a theme, named
/// by its parts joined with `-` (`business-blue`), as Tokens Studio's `permutateThemes` names them. Without
/// `$themes.json`, all sets in `tokenSetOrder` make one theme named `tokens`.
///
/// ```swift
/// let project = try TokensStudioProject.load(contentsOf: URL(fileURLWithPath: "tokens"))
/// for theme in try project.themes() { print(theme.name) }
/// ```
public struct TokensStudioProject: Sendable {
    /// One theme of `$themes.json`.
    public struct Theme: Sendable, Hashable {
        /// Its name.
        public var name: String
        /// Its group, if any.
        public var group: String?
        /// The sets it uses, sources first, each kind in the project's set order.
        public var sets: [String]
        /// The sets it marks `enabled` (the ones it outputs; the others are sources).
        public var enabledSets: [String]
    }

    /// Where the project was read from (its folder or its file).
    public let location: String
    /// The token sets, by name.
    public let sets: [String: TokenDocument]
    /// The set names in `tokenSetOrder` (then any others, by name).
    public let setOrder: [String]
    /// The themes of `$themes.json`, in file order.
    public let declaredThemes: [Theme]

    /// Whether a folder or a file is a Tokens Studio project: a folder holding `$themes.json` or
    /// `$metadata.json`, or a token file whose top-level object has a `$themes` or `$metadata` member.
    ///
    /// A file is read as ``load(contentsOf:loader:)`` would read it, so only its top level counts: a description
    /// or a nested group that mentions `"$themes"` does not make a file a project, and the members may be
    /// anywhere in a file of any size. A file that does not parse is not a project (reading it as token
    /// file then reports where it is wrong).
    public static func isProject(at url: URL, loader: TokenLoader = TokenLoader()) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return false }
        if isDirectory.boolValue {
            return ["$themes.json", "$metadata.json"].contains {
                FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path)
            }
        }
        guard let bytes = try? loader.readBytes(url),
            let (root, _) = try? loader.readTree(bytes: bytes, file: url.path, fileExtension: url.pathExtension)
        else { return false }
        return root.members?.contains { $0.key == "$themes" || $0.key == "$metadata" } ?? false
    }

    /// Reads a project from its folder or its single file.
    /// - Throws: ``TokenFileError`` naming the file and line:column of a bad `$themes.json` or `$metadata.json`,
    ///   a set that has no file, or a bad token file.
    public static func load(contentsOf url: URL, loader: TokenLoader = TokenLoader()) throws -> TokensStudioProject {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw TokenFileError.unreadable(file: url.path, reason: "no such file or folder")
        }
        return isDirectory.boolValue ? try loadFolder(url, loader: loader) : try loadFile(url, loader: loader)
    }

    private static func loadFolder(_ folder: URL, loader: TokenLoader) throws -> TokensStudioProject {
        let themesURL = folder.appendingPathComponent("$themes.json")
        let metadataURL = folder.appendingPathComponent("$metadata.json")
        let manager = FileManager.default
        let themesNode = try manager.fileExists(atPath: themesURL.path) ? tree(themesURL, loader) : nil
        let metadataNode = try manager.fileExists(atPath: metadataURL.path) ? tree(metadataURL, loader) : nil
        // Every JSON file below the folder is a set, named by its path without the extension.
        var sets: [String: TokenDocument] = [:]
        let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: nil)
        let prefix = folder.standardizedFileURL.path + "/"
        while let file = enumerator?.nextObject() as? URL {
            let path = file.standardizedFileURL.path
            guard file.pathExtension.lowercased() == "json", path.hasPrefix(prefix) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            guard !relative.hasPrefix("$"), !relative.contains("/$") else { continue }
            sets[String(relative.dropLast(5))] = try loader.load(contentsOf: file)
        }
        return try TokensStudioProject(
            location: folder.path, sets: sets, themes: themesNode.map { ($0, themesURL.path) },
            metadata: metadataNode.map { ($0, metadataURL.path) })
    }

    private static func loadFile(_ url: URL, loader: TokenLoader) throws -> TokensStudioProject {
        let (root, _) = try loader.readTree(
            bytes: try loader.readBytes(url), file: url.path, fileExtension: url.pathExtension)
        guard let members = root.members else {
            throw TokenFileError.invalidStructure(
                FileLocation(file: url.path, position: root.position), path: TokenPath(""),
                message: "a Tokens Studio export must be a JSON object of token sets")
        }
        var sets: [String: TokenDocument] = [:]
        for member in members where !member.key.hasPrefix("$") {
            sets[member.key] = try loader.document(
                from: member.value, file: url.path, fileExtension: url.pathExtension,
                pointerPrefix: "/" + JSONPointer.escape(member.key))
        }
        return try TokensStudioProject(
            location: url.path, sets: sets, themes: root["$themes"].map { ($0, url.path) },
            metadata: root["$metadata"].map { ($0, url.path) })
    }

    private static func tree(_ url: URL, _ loader: TokenLoader) throws -> SourceNode {
        try loader.readTree(bytes: try loader.readBytes(url), file: url.path, fileExtension: "json").0
    }

    init(
        location: String, sets: [String: TokenDocument], themes: (SourceNode, String)?,
        metadata: (SourceNode, String)?
    ) throws {
        self.location = location
        self.sets = sets
        var order: [String] = []
        if let (node, file) = metadata, let list = node["tokenSetOrder"] {
            guard case .array(let names) = list.value else {
                throw TokenFileError.invalidStructure(
                    FileLocation(file: file, position: list.position), path: TokenPath(""),
                    message: "tokenSetOrder must be an array of set names")
            }
            order = names.compactMap(\.string).filter { sets[$0] != nil }
        }
        setOrder = order + sets.keys.filter { !order.contains($0) }.sorted()
        declaredThemes = try themes.map { try Self.readThemes($0.0, file: $0.1, sets: sets, order: order) } ?? []
    }

    static func readThemes(_ node: SourceNode, file: String, sets: [String: TokenDocument], order: [String]) throws
        -> [Theme]
    {
        func fail(_ node: SourceNode, _ message: String) -> TokenFileError {
            .invalidStructure(FileLocation(file: file, position: node.position), path: TokenPath(""), message: message)
        }
        guard case .array(let entries) = node.value else {
            throw fail(node, "$themes must be an array of themes")
        }
        return try entries.map { entry in
            guard let name = entry["name"]?.string else { throw fail(entry, "a theme needs a \"name\" string") }
            guard let selected = entry["selectedTokenSets"]?.members else {
                throw fail(entry, "theme '\(name)' needs a \"selectedTokenSets\" object")
            }
            var chosen: [(name: String, enabled: Bool, listed: Int)] = []
            for (listed, member) in selected.enumerated() {
                let status = member.value.string ?? ""
                guard ["enabled", "source", "disabled"].contains(status) else {
                    throw fail(member.value, "set status must be enabled, source or disabled, not '\(status)'")
                }
                guard status != "disabled" else { continue }
                guard sets[member.key] != nil else {
                    throw fail(member.value, "theme '\(name)' uses set '\(member.key)', which has no token file")
                }
                chosen.append((member.key, status == "enabled", listed))
            }
            // Sources first, then enabled sets; each in the project's set order, then as listed.
            let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
            chosen.sort {
                ($0.enabled ? 1 : 0, rank[$0.name] ?? Int.max, $0.listed)
                    < ($1.enabled ? 1 : 0, rank[$1.name] ?? Int.max, $1.listed)
            }
            return Theme(
                name: name, group: entry["group"]?.string, sets: chosen.map(\.name),
                enabledSets: chosen.filter(\.enabled).map(\.name))
        }
    }

    /// The Livery themes the project describes, in `$themes.json` order: one per theme, or one per combination
    /// of one theme of each group when the themes are grouped.
    /// - Throws: ``ResolutionError/invalidThemeSet(_:)`` when the groups combine into more than
    ///   ``ThemeSet/maximumThemeCount`` themes (twenty groups of two make a million), before any is made.
    public func themes() throws(ResolutionError) -> [ThemeSource] {
        guard !declaredThemes.isEmpty else {
            return [ThemeSource(name: "tokens", documents: setOrder.compactMap { sets[$0] })]
        }
        var groups: [(name: String, themes: [Theme])] = []
        for theme in declaredThemes {
            let group = theme.group ?? ""
            if let index = groups.firstIndex(where: { $0.name == group }) {
                groups[index].themes.append(theme)
            } else {
                groups.append((group, [theme]))
            }
        }
        // Counted before any combination is made: twenty groups of two would make a million.
        // Counted with overflow checks: sixty-four groups of two make more combinations than an Int counts, and
        // the message then says "more than the limit" rather than a number that means nothing.
        var count: Int? = 1
        for group in groups {
            count = count.flatMap {
                let (product, overflow) = $0.multipliedReportingOverflow(by: group.themes.count)
                return overflow ? nil : product
            }
        }
        if count.map({ $0 > ThemeSet.maximumThemeCount }) ?? true {
            let counted = count.map { "\($0) themes, more than the limit of" } ?? "more themes than the limit of"
            throw .invalidThemeSet(
                "the \(groups.count) theme groups combine into \(counted) \(ThemeSet.maximumThemeCount) "
                    + "(ThemeSet.maximumThemeCount)")
        }
        var combinations: [[Theme]] = [[]]
        for group in groups {
            combinations = combinations.flatMap { prefix in group.themes.map { prefix + [$0] } }
        }
        return combinations.map { parts in
            var names: [String] = []
            for part in parts {
                for set in part.sets where !names.contains(set) { names.append(set) }
            }
            // Sources of every part before any part's enabled sets, as each theme orders its own.
            let enabled = Set(parts.flatMap(\.enabledSets))
            let ordered = names.filter { !enabled.contains($0) } + names.filter { enabled.contains($0) }
            return ThemeSource(
                name: parts.map(\.name).joined(separator: "-"), documents: ordered.compactMap { sets[$0] })
        }
    }
}
