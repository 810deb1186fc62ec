import Foundation
import LiveryCore

/// A `livery build` config: where the tokens are, which themes play which role, and what each platform gets.
///
/// ```json
/// {
///   "source": "Examples/Themes",
///   "themes": { "default": "light", "dark": "dark", "highContrast": "high-contrast" },
///   "platforms": {
///     "web": {
///       "name": { "case": "kebab", "prefix": "lv" },
///       "transforms": { "color": "hex", "dimension": "rem" },
///       "options": { "outputReferences": true },
///       "files": [
///         { "format": "css", "destination": "build/web/tokens.css" },
///         { "format": "scss", "destination": "build/web/_tokens.scss", "filter": { "type": ["color"] } }
///       ]
///     }
///   }
/// }
/// ```
///
/// Paths are relative to the config file's folder. A platform with one file may give `format` and `destination`
/// directly instead of `files`.
package struct BuildConfig: Equatable {
    /// Token files, folders or one resolver document, read as `livery export` reads its paths.
    package var sources: [URL]
    /// Whether token files are read and resolved strictly, as `--strict` does.
    package var strict: Bool
    /// Which theme is the default (and light appearance), the dark one and the high-contrast one.
    package var roles: ThemeRoles
    /// The platforms in written order.
    package var platforms: [Platform]
    /// With a resolver document of several modifiers: the permutations to build (modifier → context, the
    /// others at their defaults); `nil` builds every one.
    package var permutations: [Permutation]? = nil
    /// With a resolver document: how each modifier's contexts are selected in CSS.
    package var dimensions: [String: DimensionOutput] = [:]
    /// The work reading, resolving and rendering may do (`workBudget`, in units; `--work-budget` overrides it).
    package var workBudget = WorkBudget.standard
    /// The config file itself, for reports and watching.
    package var file: URL

    /// One permutation a config asks for, with where it was written for errors.
    package struct Permutation: Equatable {
        package var inputs: [String: String]
        package var node: SourcePosition
        package var keyPath: String
    }

    /// How CSS selects one modifier's contexts: a selector with `{context}` (`[data-density="{context}"]` by
    /// default, `[data-<modifier>="{context}"]`), and media queries under which a context applies when the page
    /// selects none (`"dark": "(prefers-color-scheme: dark)"`).
    package struct DimensionOutput: Equatable {
        package var selector: String?
        package var media: [(context: String, query: String)] = []

        package static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.selector == rhs.selector && lhs.media.map(\.context) == rhs.media.map(\.context)
                && lhs.media.map(\.query) == rhs.media.map(\.query)
        }
    }

    /// The themes given roles; a role naming a theme the sources lack is an error when the build runs.
    package struct ThemeRoles: Equatable {
        /// The default theme: CSS `:root`, Android `values/`, the asset catalog's any appearance.
        package var defaultTheme: String = "light"
        /// The dark appearance, or `nil` for none.
        package var dark: String? = "dark"
        /// The increased-contrast appearance, or `nil` for none.
        package var highContrast: String? = "high-contrast"
        /// Whether the roles were written (then a missing theme is an error) or defaulted (then skipped).
        package var explicit: Set<String> = []
        /// Where each written role is, for errors.
        package var positions: [String: SourcePosition] = [:]
    }

    /// One platform: how tokens are named and transformed, and the files written.
    package struct Platform: Equatable {
        package var name: String
        package var nameTransform: NameTransform
        package var valueTransforms: ValueTransforms
        package var filter: TokenFilter
        package var options: FormatOptions
        package var files: [OutputSpec]
        /// Contexts every file of the platform fixes (see ``OutputSpec/select``).
        package var select: [String: String] = [:]
    }

    /// One file (or folder, for xcassets and android) a platform writes.
    package struct OutputSpec: Equatable {
        /// Where, resolved against the config's folder.
        package var destination: URL
        package var format: FormatChoice
        package var filter: TokenFilter
        package var options: FormatOptions
        /// Where in the config the file was declared, for errors raised while building it.
        package var keyPath: String
        package var position: SourcePosition
        /// The platform's `buildPath` (the config's folder when it has none): the folder it writes into.
        package var buildFolder: URL
        /// With a resolver of several modifiers: contexts this output fixes (modifier → context), so that it
        /// gets only those permutations: one output per brand, say. Empty for every permutation.
        package var select: [String: String] = [:]
    }

    /// A built-in format or a Mustache template.
    package enum FormatChoice: Equatable {
        case builtIn(BuildFormatName)
        case template(URL)
    }

    /// Every file a watcher should follow besides the sources: the config and the templates.
    package var templateFiles: [URL] {
        platforms.flatMap(\.files).compactMap {
            if case .template(let url) = $0.format { return url }
            return nil
        }
    }

    /// The config, its templates and the token files under its sources: what a build reads, what a change of
    /// triggers a rebuild, and what it must never write over. Each file once.
    package var inputFiles: [URL] {
        var files = [file] + templateFiles
        for source in sources { files += Self.tokenFiles(at: source) }
        // Once each: a config kept in the token folder is also one of the folder's JSON files.
        var seen = Set<URL>()
        return files.filter { seen.insert($0.standardizedFileURL).inserted }
    }

    /// A source's files: the file itself, or a folder's token and resolver files (and those a resolver names,
    /// which live in the same folder in practice).
    static func tokenFiles(at url: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            if url.pathExtension == "json", url.lastPathComponent.hasSuffix(".resolver.json") {
                return [url] + tokenFiles(at: url.deletingLastPathComponent()).filter { $0 != url }
            }
            return [url]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().filter { name in
            [".json", ".yaml", ".yml"].contains { name.lowercased().hasSuffix($0) }
        }.map { url.appendingPathComponent($0) }
    }
}

extension FormatOptions {
    /// The `options` object of a platform or file, over the options it inherits.
    mutating func merge(_ node: ConfigNode) throws(BuildConfigError) {
        let members = try node.object(allowed: [
            "outputReferences", "themeSelector", "rootSelector", "typeName", "accessLevel", "package",
            "typographyShorthand", "typographyClasses",
        ])
        if let value = members["outputReferences"] { outputReferences = try value.bool() }
        if let value = members["typographyShorthand"] { typographyShorthand = try value.bool() }
        if let value = members["typographyClasses"] { typographyClasses = try value.bool() }
        if let value = members["themeSelector"] {
            themeSelector = try value.string()
            guard themeSelector.contains("{theme}") else {
                throw value.error("the selector must contain {theme}, which stands for the theme's name")
            }
        }
        if let value = members["rootSelector"] { rootSelector = try value.string() }
        if let value = members["typeName"] {
            let name = try value.string()
            guard NameTransform.isIdentifier(name) else { throw value.error("'\(name)' is not an identifier") }
            typeName = name
        }
        if let value = members["accessLevel"] {
            accessLevel = try value.string()
            guard ["internal", "public"].contains(accessLevel) else {
                throw value.error("expected internal or public, not '\(accessLevel)'")
            }
        }
        if let value = members["package"] {
            packageName = try value.string()
            guard
                packageName.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({
                    NameTransform.isIdentifier(String($0))
                })
            else { throw value.error("'\(packageName)' is not a Kotlin package name") }
        }
    }
}

extension NameTransform {
    /// `"name": "kebab"` or `"name": { "case": "kebab", "prefix": "lv" }`.
    init(_ node: ConfigNode) throws(BuildConfigError) {
        if node.node.string != nil {
            self.init(style: try node.choice(Case.self, what: "name case"))
            return
        }
        let members = try node.object(allowed: ["case", "prefix"])
        self.init(
            style: try members["case"]?.choice(Case.self, what: "name case"), prefix: try members["prefix"]?.string())
    }
}

extension ValueTransforms {
    /// `"transforms": { "color": "oklch", "dimension": "rem", "remBase": 16, "lineHeight": "multiple" }`.
    init(_ node: ConfigNode) throws(BuildConfigError) {
        let members = try node.object(allowed: ["color", "dimension", "remBase", "lineHeight"])
        color = try members["color"]?.choice(ColorNotation.self, what: "color notation")
        length = try members["dimension"]?.choice(LengthUnit.self, what: "length unit")
        remBase = try members["remBase"]?.number(in: 1...1000) ?? 16
        lineHeight = try members["lineHeight"]?.choice(LineHeightForm.self, what: "line height form")
    }
}

extension BuildConfig {
    /// The names a config file may have, in the order `livery build` looks for them.
    package static let defaultFileNames = ["livery.config.json", "livery.config.yaml", "livery.config.yml"]

    /// Reads a config file (JSON or YAML by extension).
    /// - Parameters:
    ///   - url: The config file.
    ///   - workBudget: A budget that replaces the config's `workBudget` (`--work-budget`); `nil` keeps it.
    /// - Throws: ``BuildConfigError`` for a file that is missing, not JSON/YAML, or not a valid config.
    package static func load(contentsOf url: URL, workBudget: WorkBudget? = nil) throws -> BuildConfig {
        var config = try parse(try readTree(url), file: url)
        if let workBudget { config.workBudget = workBudget }
        return config
    }

    /// A config file's tree, for `livery build` and for `livery lint`, which reads its `lint` member.
    /// - Throws: ``BuildConfigError`` for a file that is missing or not JSON/YAML.
    static func readTree(_ url: URL) throws(BuildConfigError) -> ConfigNode {
        let shown = url.path
        let loader = TokenLoader.withYAML()
        let bytes: [UInt8]
        do { bytes = Array(try FileContents.read(url)) } catch {
            throw BuildConfigError(
                file: shown, position: .start, keyPath: "", message: "cannot read the file: \(error)")
        }
        let fileExtension = url.pathExtension.lowercased()
        guard ["json", "yaml", "yml"].contains(fileExtension) else {
            throw BuildConfigError(
                file: shown, position: .start, keyPath: "", message: "a config is a .json, .yaml or .yml file")
        }
        if fileExtension == "json" {
            // A key given twice would let the last win without a word (a rule's severity, a platform's
            // destination): refused, at the second key. The reader keeps the last; a token file warns.
            var reader = JSONSourceReader(allowsExtensions: true, maximumDepth: TokenReadOptions().maximumNestingDepth)
            if (try? reader.read(bytes)) != nil {
                for (kind, position) in reader.extensions {
                    guard case .duplicateKey(let key) = kind else { continue }
                    throw BuildConfigError(
                        file: shown, position: position, keyPath: "",
                        message: "the key '\(Escaping.excerpt(key, limit: 200))' is given twice in one object; a "
                            + "config's keys must be unique (the later one would replace the earlier)")
                }
            }
        }
        let root: SourceNode
        do {
            root = try loader.readTree(bytes: bytes, file: shown, fileExtension: fileExtension).0
        } catch let error as TokenFileError {
            // A syntax error: keep the reader's position and wording under the config's own error type.
            var message = error.description
            if case .syntax(_, let text) = error { message = text }
            throw BuildConfigError(
                file: shown, position: error.location?.position ?? .start, keyPath: "", message: message)
        } catch {
            throw BuildConfigError(file: shown, position: .start, keyPath: "", message: "\(error)")
        }
        return ConfigNode(node: root, file: shown, keyPath: "")
    }

    /// A path as written in the config: absolute, or relative to `folder` (the config's, or a platform's
    /// `buildPath`).
    static func resolve(_ path: String, against folder: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)).standardizedFileURL
    }

    static func parse(_ root: ConfigNode, file: URL) throws(BuildConfigError) -> BuildConfig {
        let folder = file.deletingLastPathComponent()
        let members = try root.object(allowed: [
            "source", "strict", "themes", "platforms", "permutations", "dimensions", "workBudget", "lint",
        ])
        guard let source = members["source"] else { throw root.error("missing 'source': the token files to build") }
        guard let platformsNode = members["platforms"] else {
            throw root.error("missing 'platforms': what to build for")
        }
        var config = BuildConfig(
            sources: try source.paths().map { resolve($0, against: folder) },
            strict: try members["strict"]?.bool() ?? false, roles: ThemeRoles(), platforms: [], file: file)
        if let themes = members["themes"] {
            let roles = try themes.object(allowed: ["default", "dark", "highContrast"])
            if let value = roles["default"] { config.roles.defaultTheme = try value.string() }
            // `null` turns a role off (no dark theme); a string names the theme.
            if let value = roles["dark"] { config.roles.dark = value.node.value == .null ? nil : try value.string() }
            if let value = roles["highContrast"] {
                config.roles.highContrast = value.node.value == .null ? nil : try value.string()
            }
            config.roles.explicit = Set(roles.keys)
            config.roles.positions = roles.mapValues(\.node.position)
        }
        if let budget = members["workBudget"] {
            let units = try budget.number(in: 1...Double(1 << 53))
            guard units == units.rounded() else { throw budget.error("expected a whole number of units") }
            config.workBudget = WorkBudget(limit: Int(units))
        }
        if let list = members["permutations"] { config.permutations = try parsePermutations(list) }
        if let dimensions = members["dimensions"] {
            for (name, node) in try dimensions.members() {
                config.dimensions[name] = try parseDimension(node)
            }
        }
        let platforms = try platformsNode.members()
        guard !platforms.isEmpty else { throw platformsNode.error("expected at least one platform") }
        var destinations: [String: String] = [:]
        for (name, node) in platforms {
            let platform = try parsePlatform(name: name, node, folder: folder)
            for file in platform.files {
                if let other = destinations[file.destination.path] {
                    throw node.error("writes \(file.destination.path), which \(other) writes too")
                }
                destinations[file.destination.path] = file.keyPath
            }
            config.platforms.append(platform)
        }
        return config
    }

    /// `"permutations": [{"theme": "dark", "size": "mobile"}, …]`.
    private static func parsePermutations(_ node: ConfigNode) throws(BuildConfigError) -> [Permutation] {
        guard case .array(let items) = node.node.value, !items.isEmpty else {
            throw node.error("expected an array of at least one object of modifier → context")
        }
        var result: [Permutation] = []
        for (index, item) in items.enumerated() {
            let entry = ConfigNode(node: item, file: node.file, keyPath: "\(node.keyPath)[\(index)]")
            // The list is the build's themes: it has the same limit as the permutations a resolver makes.
            guard index < ThemeSet.maximumThemeCount else {
                throw entry.error(
                    "more than \(ThemeSet.maximumThemeCount) permutations listed (\(items.count)), past the limit "
                        + "of themes in a build (ThemeSet.maximumThemeCount)")
            }
            var inputs: [String: String] = [:]
            for (modifier, context) in try entry.members() { inputs[modifier] = try context.string() }
            result.append(Permutation(inputs: inputs, node: item.position, keyPath: entry.keyPath))
        }
        return result
    }

    /// `"density": {"selector": "[data-density=\"{context}\"]", "media": {"compact": "(max-width: 600px)"}}`.
    private static func parseDimension(_ node: ConfigNode) throws(BuildConfigError) -> DimensionOutput {
        let members = try node.object(allowed: ["selector", "media"])
        var output = DimensionOutput()
        if let value = members["selector"] {
            let selector = try value.string()
            guard selector.contains("{context}") else {
                throw value.error("the selector must contain {context}, which stands for the context's name")
            }
            output.selector = selector
        }
        if let media = members["media"] {
            for (context, query) in try media.members() { output.media.append((context, try query.string())) }
        }
        return output
    }

    private static func parsePlatform(name: String, _ node: ConfigNode, folder: URL) throws(BuildConfigError)
        -> Platform
    {
        let members = try node.object(allowed: [
            "format", "template", "destination", "buildPath", "files", "filter", "name", "transforms", "options",
            "select",
        ])
        var platform = Platform(
            name: name, nameTransform: NameTransform(), valueTransforms: ValueTransforms(), filter: TokenFilter(),
            options: FormatOptions(), files: [])
        if let value = members["name"] { platform.nameTransform = try NameTransform(value) }
        if let value = members["transforms"] { platform.valueTransforms = try ValueTransforms(value) }
        if let value = members["filter"] { platform.filter = try TokenFilter(value) }
        if let value = members["options"] { try platform.options.merge(value) }
        if let value = members["select"] {
            for (modifier, context) in try value.members() { platform.select[modifier] = try context.string() }
        }
        let buildFolder =
            try members["buildPath"].map { node throws(BuildConfigError) in
                resolve(try node.path(), against: folder)
            } ?? folder
        if let files = members["files"] {
            if let stray = ["format", "template", "destination"].first(where: { members[$0] != nil }) {
                throw members[stray]!.error("give '\(stray)' inside each entry of 'files', not beside it")
            }
            guard case .array(let items) = files.node.value, !items.isEmpty else {
                throw files.error("expected an array of at least one file")
            }
            for (index, item) in items.enumerated() {
                let entry = ConfigNode(node: item, file: node.file, keyPath: "\(files.keyPath)[\(index)]")
                let fields = try entry.object(allowed: [
                    "format", "template", "destination", "filter", "options", "select",
                ])
                platform.files.append(
                    try outputSpec(fields, at: entry, platform: platform, folder: folder, buildFolder: buildFolder))
            }
        } else {
            platform.files = [
                try outputSpec(members, at: node, platform: platform, folder: folder, buildFolder: buildFolder)
            ]
        }
        return platform
    }

    private static func outputSpec(
        _ fields: [String: ConfigNode], at node: ConfigNode, platform: Platform, folder: URL, buildFolder: URL
    ) throws(BuildConfigError) -> OutputSpec {
        let format: FormatChoice
        switch (fields["format"], fields["template"]) {
        case (let name?, nil): format = .builtIn(try name.choice(BuildFormatName.self, what: "format"))
        case (nil, let template?): format = .template(resolve(try template.path(), against: folder))
        case (_?, let template?): throw template.error("give either 'format' or 'template', not both")
        case (nil, nil): throw node.error("missing 'format' (a built-in format) or 'template' (a Mustache file)")
        }
        guard let destinationNode = fields["destination"] else {
            throw node.error("missing 'destination': the file (or folder, for xcassets and android) to write")
        }
        var options = platform.options
        if let value = fields["options"] { try options.merge(value) }
        var filter = platform.filter
        if let value = fields["filter"] { filter = filter.narrowed(by: try TokenFilter(value)) }
        var select = platform.select
        if let value = fields["select"] {
            for (modifier, context) in try value.members() { select[modifier] = try context.string() }
        }
        return OutputSpec(
            destination: resolve(try destinationNode.path(), against: buildFolder),
            format: format, filter: filter, options: options, keyPath: node.keyPath, position: node.node.position,
            buildFolder: buildFolder, select: select)
    }
}
