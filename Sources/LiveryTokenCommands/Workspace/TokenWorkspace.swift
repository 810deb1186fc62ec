import Foundation
import LiveryCore

/// A token set read once and kept, for tools that answer many questions about it without reading it again:
/// `livery mcp` (and, on the same core, the studio).
///
/// A workspace is one revision of the set: the bytes of every file it was read from, the input they make and
/// the themes (resolver permutations) resolved on demand. Nothing in it changes after it is loaded but the
/// cache of resolved permutations; a change on disk makes a new workspace (``reloaded()``), so an answer always
/// names the revision it read. Edits (``plan(_:)``) are checked against every permutation of the edited set
/// before anything is written, and written only inside ``root``.
package final class TokenWorkspace: @unchecked Sendable {
    /// How the set is read: `--strict` and the work budget, as every token command reads.
    package typealias Settings = TokenReading

    /// A file the set was read from, as it was read.
    package struct File: Sendable {
        /// Its absolute path.
        package let path: String
        /// Its path from the project root (or the absolute path, for a file outside it).
        package let name: String
        /// Its bytes when read.
        package let bytes: [UInt8]
        /// Whether edits may write it: a JSON token file inside the root, with no symbolic link leading out.
        package let isWritable: Bool
    }

    /// The project root: edits and builds write only inside it. Symbolic links resolved.
    package let root: URL
    /// The paths the set was read from, as given.
    package let paths: [String]
    /// How it was read.
    package let settings: Settings
    /// Every file read, in the order the set names them (the resolver document first).
    package let files: [File]
    /// A short fingerprint of every file's path and bytes: equal revisions read equal bytes.
    package let revision: String

    let input: ThemeInput
    private let filesByPath: [String: Int]
    private let cache = LockedValue<[String: ResolvedPermutation]>([:])
    /// The lint report with the project's rules over every permutation, made once: each edit compares the edited
    /// set's report with it.
    let lintCache = LockedValue<LintReport?>(nil)
    /// How many resolved permutations are kept; others are resolved again when asked for.
    static let cachedPermutations = 16

    /// Reads the set at `paths`.
    /// - Parameters:
    ///   - paths: What `livery lint` reads: token files, a folder, a resolver document.
    ///   - root: The project root; relative paths are read from the current folder.
    ///   - settings: `--strict` and the work budget.
    /// - Throws: The reader's errors, naming file and line:column.
    package init(paths: [String], root: URL, settings: Settings = Settings()) throws {
        self.root = URL(fileURLWithPath: Self.realPath(root.path))
        self.paths = paths
        self.settings = settings
        input = try ThemeInput.load(paths: paths, options: settings.readOptions)
        var seen = Set<String>()
        var files: [File] = []
        for file in input.filesRead {
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            guard seen.insert(path).inserted else { continue }
            let bytes = try Self.read(path)
            files.append(
                File(
                    path: path, name: Self.displayName(of: path, under: self.root.path), bytes: bytes,
                    isWritable: Self.isInside(path, root: self.root.path) && Self.isEditableFormat(path)))
        }
        self.files = files
        filesByPath = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1.path, $0) })
        revision = Self.fingerprint(files)
    }

    /// The same set read again from disk.
    package func reloaded() throws -> TokenWorkspace {
        try TokenWorkspace(paths: paths, root: root, settings: settings)
    }

    /// The file read from `path` (absolute, or relative to the root).
    package func file(_ path: String) -> File? {
        let absolute = path.hasPrefix("/") ? path : root.appending(path: path).path
        return filesByPath[URL(fileURLWithPath: absolute).standardizedFileURL.path].map { files[$0] }
    }

    /// The files whose bytes on disk differ from those read (changed, removed or unreadable), by name.
    package func changedFiles() -> [String] {
        files.filter { file in (try? Self.read(file.path)) != file.bytes }.map(\.name)
    }

    /// `answer`'s provenance: the revision and the files it was read from.
    package var provenance: SourceValue {
        .object(ordered: [
            ("revision", .string(revision)),
            ("files", .array(files.map { .string($0.name) })),
        ])
    }

    // MARK: Files and paths

    static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.badInput("\(path): cannot be read")
        }
        return [UInt8](data)
    }

    /// `path` with every symbolic link resolved (as far as it exists).
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path`, its symbolic links resolved, is inside `root` (itself resolved).
    static func isInside(_ path: String, root: String) -> Bool {
        let real = realPath(path)
        return real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// Whether a file that may not exist yet (a build output) would be inside `root`: its closest existing folder,
    /// links resolved, is.
    package static func isInsideRoot(_ path: String, _ root: URL) -> Bool {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
            rest.insert(url.lastPathComponent, at: 0)
            url = url.deletingLastPathComponent()
        }
        guard !rest.contains("..") else { return false }
        let real = realPath(url.path)
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return (real + "/" + rest.joined(separator: "/")).hasPrefix(prefix)
    }

    /// Edits rewrite JSON text (JSON5 included); YAML and other formats are read only.
    static func isEditableFormat(_ path: String) -> Bool {
        ["json", "json5"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// `path` from `root` for an answer (the absolute path when it is elsewhere).
    package static func displayName(of path: String, under root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let real = realPath(path)
        if real.hasPrefix(prefix) { return String(real.dropFirst(prefix.count)) }
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return path
    }

    /// FNV-1a, 64 bits, over each file's path and bytes: a change detector, not a signature.
    static func fingerprint(_ files: [File]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            hash ^= 0xff
            hash = hash &* 0x100_0000_01b3
        }
        for file in files {
            mix(file.path.utf8)
            mix(file.bytes)
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

// MARK: - Permutations

/// One permutation of the set, resolved: its tokens and the merged definitions they came from (for alias chains).
struct ResolvedPermutation: Sendable {
    let name: String
    let selection: [String: String]
    let theme: ResolvedTheme
    let merged: MergedTokens
    /// Where each token is in `theme.tokens`: made once per resolved permutation, so reading a token is a lookup.
    private let positions: [TokenPath: Int]

    init(name: String, selection: [String: String], theme: ResolvedTheme, merged: MergedTokens) {
        self.name = name
        self.selection = selection
        self.theme = theme
        self.merged = merged
        positions = Dictionary(theme.tokens.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The token at `path`, if the permutation has it.
    func token(_ path: TokenPath) -> ResolvedToken? { positions[path].map { theme.tokens[$0] } }
}

extension TokenWorkspace {
    /// A resolver modifier as the theme space shows it.
    package struct Modifier: Sendable {
        package let name: String
        package let contexts: [String]
        package let defaultContext: String?
        package let description: String?
    }

    /// The modifiers of a resolver document (none for plain token files, one `theme` for named themes).
    package var modifiers: [Modifier] {
        switch input {
        case .resolver(let document):
            return document.modifiers.map {
                Modifier(
                    name: $0.name, contexts: $0.contextNames, defaultContext: $0.defaultContext,
                    description: $0.description)
            }
        case .themes(let themes):
            return [
                Modifier(
                    name: "theme", contexts: themes.map(\.name), defaultContext: themes.first?.name, description: nil)
            ]
        case .layers:
            return []
        }
    }

    /// How many permutations the set has: the product of its modifiers' context counts (a `Double`, as real
    /// resolvers reach millions and adversarial ones overflow an `Int`).
    package var permutationCount: Double {
        modifiers.reduce(1) { $0 * Double(max(1, $1.contexts.count)) }
    }

    /// The permutation at `index` in the order `lint` goes through them (the last modifier varying fastest),
    /// computed, not listed: a set of millions of permutations is never enumerated.
    package func permutation(at index: Int) -> (name: String, selection: [String: String]) {
        let modifiers = self.modifiers
        var remainder = index
        var contexts: [String] = Array(repeating: "", count: modifiers.count)
        for position in modifiers.indices.reversed() {
            let count = max(1, modifiers[position].contexts.count)
            contexts[position] =
                modifiers[position].contexts.isEmpty ? "" : modifiers[position].contexts[remainder % count]
            remainder /= count
        }
        var selection: [String: String] = [:]
        for (modifier, context) in zip(modifiers, contexts) { selection[modifier.name] = context }
        return (permutationName(contexts), selection)
    }

    /// The full selection for `given` (every modifier not named takes its default, or its first context), after
    /// checking that each name is a modifier and each context one of its own.
    package func completeSelection(_ given: [String: String]) throws -> [String: String] {
        let modifiers = self.modifiers
        var selection: [String: String] = [:]
        for (name, context) in given {
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                let names = modifiers.map(\.name)
                throw CLIError.badInput(
                    "no modifier '\(name)'; "
                        + (names.isEmpty
                            ? "this set has no modifiers" : "the modifiers are \(names.joined(separator: ", "))"))
            }
            guard modifier.contexts.contains(context) else {
                throw CLIError.badInput(
                    "modifier '\(name)' has no context '\(context)'; its contexts are \(modifier.contexts.joined(separator: ", "))"
                )
            }
            selection[name] = context
        }
        for modifier in modifiers where selection[modifier.name] == nil {
            selection[modifier.name] = modifier.defaultContext ?? modifier.contexts.first
        }
        return selection
    }

    /// A permutation's name as `lint` and `build` print it: its contexts joined with `-`, in resolution order.
    func permutationName(_ contexts: [String]) -> String {
        switch input {
        case .layers: "default"
        default: contexts.joined(separator: "-")
        }
    }

    func name(of selection: [String: String]) -> String {
        permutationName(modifiers.map { selection[$0.name] ?? "" })
    }

    /// The permutation chosen by `selection` (completed with defaults), resolved, from the cache when it is there.
    /// A token the permutation lacks takes the default permutation's value, as `livery resolve` does.
    func resolved(_ given: [String: String]) throws -> ResolvedPermutation {
        let selection = try completeSelection(given)
        let name = name(of: selection)
        if let cached = cache.withLock({ $0[name] }) { return cached }
        let source = try input.theme(inputs: selection)
        let resolver = TokenResolver(options: settings.resolutionOptions)
        let merged = try source.merged(budget: settings.budget)
        let theme: ResolvedTheme
        if case .resolver = input, selection != (try completeSelection([:])) {
            let defaults = try input.theme(inputs: [:])
            let fallback = try defaults.merged(budget: settings.budget)
            let missing = fallback.definitions.map(\.path).filter { merged[$0] == nil }
            theme = try resolver.resolve(source, fallback: fallback, additionalPaths: missing)
        } else {
            theme = try resolver.resolve(source)
        }
        let permutation = ResolvedPermutation(name: name, selection: selection, theme: theme, merged: merged)
        cache.withLock { cache in
            if cache.count >= Self.cachedPermutations { cache.removeAll() }
            cache[name] = permutation
        }
        return permutation
    }
}
