import Foundation
import LiveryCore

/// Runs a ``BuildConfig``: reads and resolves the sources once, then renders every platform's files.
///
/// Rendering is pure (the same config and sources give byte-identical files); ``write(_:)`` then replaces only
/// the files whose bytes changed, so a build that changes nothing touches nothing and file watchers and
/// incremental builds downstream stay quiet.
package struct Builder {
    package let config: BuildConfig
    /// The files the last ``render()`` read (a resolver's `$ref`s at any depth included), for the output guard.
    private let filesRead = LockedValue<[String]>([])
    /// What the last ``render()`` left out of its outputs (parts of text styles a platform has no place for).
    private let noticed = LockedValue<[String]>([])

    package init(config: BuildConfig) { self.config = config }

    /// One file to write.
    package struct RenderedFile: Equatable {
        package let url: URL
        package let contents: String
        /// The output of the config that makes it, for errors and for the folder it writes into.
        package var spec: BuildConfig.OutputSpec? = nil
        /// A file the tokens name (an image, a font), copied byte for byte instead of `contents`.
        package var copyFrom: URL? = nil
    }

    /// What a write did.
    package struct Report: Equatable {
        /// Files created or replaced because their contents changed.
        package var written: [URL] = []
        /// Files left alone because they already held the contents.
        package var unchanged: [URL] = []
    }

    /// Every file of every platform, in config order.
    /// - Throws: The token files' own errors (`TokenFileError`, `ResolutionError`, with file:line:column), or
    ///   ``BuildConfigError`` for a config that does not fit the tokens (a role naming no theme, two tokens
    ///   given the same name).
    package func render() throws -> [RenderedFile] { try render { _ in true } }

    /// The files of the outputs `selected` accepts (the build-tool plugin takes the Swift ones).
    package func render(selecting selected: (BuildConfig.OutputSpec) -> Bool) throws -> [RenderedFile] {
        noticed.withLock { $0 = [] }
        let (themes, dimensions) = try resolveThemes()
        let roles = try chooseRoles(themes, dimensions)
        // The files the tokens name, checked once for every output; a destination may never be one of them.
        let roots =
            [config.file.deletingLastPathComponent()]
            + config.sources.map { source -> URL in
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder)
                return isFolder.boolValue ? source : source.deletingLastPathComponent()
            }
        let assets = try AssetFiles.resolve(themes, roots: roots)
        filesRead.withLock { $0 += assets.allFiles.map(OutputGuard.real) }
        var files: [RenderedFile] = []
        for platform in config.platforms {
            for spec in platform.files where selected(spec) {
                files += try render(
                    spec, platform: platform, themes: themes, roles: roles, dimensions: dimensions, assets: assets)
            }
        }
        return files
    }

    /// Warnings from the last ``render()``: each output that leaves out parts of composite values, naming the parts
    /// and the tokens (`build/android/Tokens.kt: compose has no place for textTransform; left out of 2 tokens
    /// (type.label, …)`).
    package var warnings: [String] { noticed.withLock { $0 } }

    /// Records the parts of text styles `format` has no place for, one warning per output and part.
    private func noteDroppedParts(_ themes: [ExportTheme], _ format: BuildFormatName, _ spec: BuildConfig.OutputSpec) {
        // Each part with the tokens that lose it, in the order met; a set per part keeps this linear in the
        // tokens of every theme.
        var parts: [String] = []
        var tokens: [String: [TokenPath]] = [:]
        var seen: [String: Set<TokenPath>] = [:]
        for theme in themes {
            for token in theme.tokens {
                for part in CompositeCoverage.droppedParts(of: token.value, by: format)
                where seen[part, default: []].insert(token.path).inserted {
                    if tokens[part] == nil { parts.append(part) }
                    tokens[part, default: []].append(token.path)
                }
            }
        }
        let destination = OutputGuard.shown(spec.destination)
        func listed(_ paths: [TokenPath]) -> String {
            "\(paths.count) token\(paths.count == 1 ? "" : "s") (\(paths.prefix(3).map(\.dotted).joined(separator: ", "))"
                + (paths.count > 3 ? ", …)" : ")")
        }
        // Whole tokens of types the output has no value for: one line for all of them.
        let wholeTypes = parts.filter { $0.hasSuffix(" values") }
        var lines: [String] = []
        if !wholeTypes.isEmpty {
            let types = wholeTypes.map { String($0.dropLast(" values".count)) }
            lines.append(
                "\(destination): \(format.rawValue) has no place for \(types.joined(separator: ", ")) values; left out "
                    + listed(wholeTypes.flatMap { tokens[$0]! }))
        }
        for part in parts where !part.hasSuffix(" values") {
            lines.append(
                "\(destination): \(format.rawValue) has no place for \(part); left out of " + listed(tokens[part]!))
        }
        noticed.withLock { $0 += lines }
    }

    /// Records the tokens whose colors `format` changes, mapping them into the gamut it writes
    /// (``CompositeCoverage/colorGamut(_:notation:writesWideGamut:)``): one warning per output.
    private func noteChangedColors(
        _ themes: [ExportTheme], _ format: BuildFormatName, _ input: FormatInput, _ spec: BuildConfig.OutputSpec
    ) {
        let gamuts = [false, true].map {
            CompositeCoverage.colorGamut(
                format, notation: input.colorNotation, writesWideGamut: input.writesWideGamut, composite: $0)
        }
        guard gamuts.contains(where: { $0 != nil }) else { return }
        let leftOut = CompositeCoverage.leftOutTypes(format)
        var changed: [TokenPath] = []
        var seen = Set<TokenPath>()
        var widest: [CompositeCoverage.Gamut] = []
        for theme in themes {
            for token in theme.tokens where !leftOut.contains(token.value.type) && !seen.contains(token.path) {
                guard let gamut = gamuts[token.value.type == .color ? 0 : 1] else { continue }
                if CompositeCoverage.colors(in: token.value).contains(where: { !CompositeCoverage.contains(gamut, $0) })
                {
                    seen.insert(token.path)
                    changed.append(token.path)
                    if !widest.contains(gamut) { widest.append(gamut) }
                }
            }
        }
        guard !changed.isEmpty else { return }
        let gamut = widest.count == 1 ? widest[0].rawValue : "sRGB or Display P3"
        let names = changed.prefix(3).map(\.dotted).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
        let line =
            "\(OutputGuard.shown(spec.destination)): \(format.rawValue) writes colors in \(gamut); mapped "
            + "into it the colors of \(changed.count) token\(changed.count == 1 ? "" : "s") (\(names))"
            + ([.css, .scss, .js, .tailwind, .jsonNested, .jsonFlat].contains(format)
                ? "; the oklch color notation writes \(format == .jsonNested || format == .jsonFlat ? "color tokens" : "them") exactly"
                : "")
        noticed.withLock { $0.append(line) }
    }

    /// Writes files whose contents differ from what is on disk, creating folders as needed.
    ///
    /// Every destination is checked first (`OutputGuard`): one that is an input of the build (any file the last
    /// ``render()`` read), lies behind a symbolic link or is not a regular file refuses the whole build before
    /// anything is written, and so does a generated file over `OutputFile.maximumSize` (16 MiB, what Livery's
    /// readers take).
    ///
    /// An image or font that several outputs need as files of their own (an asset catalog's imageset per token
    /// naming it) is written once: the second and later copies are hard links to the first, so its bytes are on
    /// disk once. Where a link cannot be made (another file system) the file is copied, and counted against
    /// `AssetFiles.maximumCopiedBytes` like the first.
    /// - Throws: ``BuildConfigError`` for a refused destination or a write that fails (with the system's reason);
    ///   the files written before a failed write stay.
    package func write(_ files: [RenderedFile]) throws -> Report {
        try OutputGuard(config: config, filesRead: filesRead.withLock { $0 }).check(files)
        for file in files where file.copyFrom == nil {
            if let why = OutputFile.oversize(file.contents.utf8.count, at: OutputGuard.shown(file.url)) {
                throw BuildConfigError(
                    file: config.file.path, position: file.spec?.position ?? .start, keyPath: file.spec?.keyPath ?? "",
                    message: why + " (a `filter` or `select` on the output, or fewer `permutations`)")
            }
        }
        var copiedBytes = try checkCopiedTotal(files)
        var firstCopy: [URL: URL] = [:]
        var report = Report()
        for file in files {
            if let source = file.copyFrom, let first = firstCopy[source] {
                if try writeSecondCopy(file, of: first, copiedBytes: &copiedBytes) {
                    report.written.append(file.url)
                } else {
                    report.unchanged.append(file.url)
                }
                continue
            }
            if let source = file.copyFrom { firstCopy[source] = file.url }
            let data: Data
            do {
                data =
                    try file.copyFrom.map { try FileContents.read($0, limit: AssetFiles.maximumFileSize) }
                    ?? Data(file.contents.utf8)
            } catch {
                throw BuildConfigError(
                    file: config.file.path, position: file.spec?.position ?? .start, keyPath: file.spec?.keyPath ?? "",
                    message: "cannot read '\(file.copyFrom.map(OutputGuard.shown) ?? "")': \(error)")
            }
            if (try? FileContents.read(file.url, limit: data.count)) == data {
                report.unchanged.append(file.url)
                continue
            }
            do {
                try DurableFiles.createFolder(file.url.deletingLastPathComponent())
                // Written to a temporary file and renamed over the old one, so a reader (a dev server, Xcode)
                // never sees half a file, and a link at the destination is replaced, not followed.
                try DurableFiles.write(data, to: file.url)
            } catch {
                throw BuildConfigError(
                    file: config.file.path, position: file.spec?.position ?? .start, keyPath: file.spec?.keyPath ?? "",
                    message: "cannot write '\(OutputGuard.shown(file.url))': \(error.reason)")
            }
            report.written.append(file.url)
        }
        return report
    }

    /// Refuses a build whose copies of images and fonts would write more than ``AssetFiles/maximumCopiedBytes``
    /// together, before anything is written: each file is bounded, and each source is counted once, as it is
    /// written once (``write(_:)`` links the later copies).
    /// - Returns: The bytes counted.
    private func checkCopiedTotal(_ files: [RenderedFile]) throws -> Int {
        var total = 0
        var counted = Set<URL>()
        for file in files {
            guard let source = file.copyFrom, counted.insert(source).inserted else { continue }
            total += Self.size(of: source)
            guard total <= AssetFiles.maximumCopiedBytes else { throw tooMuchCopied(at: file) }
        }
        return total
    }

    private static func size(of url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// - Parameter midway: Whether files were written already (a link that had to become a copy); otherwise the
    ///   check before writing refused the build and nothing was written.
    private func tooMuchCopied(at file: RenderedFile, midway: Bool = false) -> BuildConfigError {
        BuildConfigError(
            file: config.file.path, position: file.spec?.position ?? .start, keyPath: file.spec?.keyPath ?? "",
            message: "the images and fonts this build copies come to more than "
                + "\(AssetFiles.maximumCopiedBytes) bytes together (at '\(OutputGuard.shown(file.url))'); "
                + (midway
                    ? "the files before it were written (copies that could not be hard links, on another file system)"
                    : "nothing was written") + ". Use smaller images and fonts, or build fewer platforms at a time")
    }

    /// Writes a copy of a file this build has already written at `first`: a hard link to it, unless the
    /// destination already has those bytes; a copy where the file systems differ.
    /// - Returns: Whether anything was written.
    private func writeSecondCopy(_ file: RenderedFile, of first: URL, copiedBytes: inout Int) throws -> Bool {
        func failed(_ error: any Error) -> BuildConfigError {
            BuildConfigError(
                file: config.file.path, position: file.spec?.position ?? .start, keyPath: file.spec?.keyPath ?? "",
                message: "cannot write '\(OutputGuard.shown(file.url))': \(DurableFiles.reason(of: error))")
        }
        var destination = stat()
        var existing = stat()
        if stat(file.url.path, &destination) == 0, stat(first.path, &existing) == 0,
            destination.st_dev == existing.st_dev && destination.st_ino == existing.st_ino
                || destination.st_size == existing.st_size
                    && (try? FileContents.read(file.url, limit: AssetFiles.maximumFileSize))
                        == (try? FileContents.read(first, limit: AssetFiles.maximumFileSize))
        {
            // Already these bytes (a copy from an earlier build stays as it is, so nothing watching it rebuilds).
            return false
        }
        do {
            try DurableFiles.createFolder(file.url.deletingLastPathComponent())
            try DurableFiles.link(first, to: file.url)
            return true
        } catch  where [EXDEV, EPERM, EMLINK].contains(error.code) {
            // Another file system, or one without hard links: an ordinary copy, counted like the first.
            let data: Data
            do {
                data = try FileContents.read(first, limit: AssetFiles.maximumFileSize)
            } catch {
                throw failed(error)
            }
            copiedBytes += data.count
            guard copiedBytes <= AssetFiles.maximumCopiedBytes else { throw tooMuchCopied(at: file, midway: true) }
            do {
                try DurableFiles.write(data, to: file.url)
            } catch {
                throw failed(error)
            }
            return true
        } catch {
            throw failed(error)
        }
    }

    /// Renders and writes.
    package func build() throws -> Report { try write(try render()) }

    // MARK: - Themes

    /// How the config's tokens are resolved.
    private var resolutionOptions: ResolutionOptions {
        ResolutionOptions(isStrict: config.strict, workBudget: config.workBudget)
    }

    private func resolveThemes() throws -> (themes: [ExportTheme], dimensions: [OutputDimension]) {
        let options = TokenReadOptions(isStrict: config.strict, workBudget: config.workBudget)
        let input = try ThemeInput.load(paths: config.sources.map(\.path), options: options)
        filesRead.withLock { $0 = input.filesRead }
        // Made once: it checks the config's permutations and dimensions, and gives the permutations' sources.
        let space = try input.themeSpace(resolutionOptions: resolutionOptions)
        let dimensions = try outputDimensions(of: space)
        let resolver = TokenResolver(options: resolutionOptions)
        let permutations = config.permutations.map { $0.map(\.inputs) }
        let themes = try input.allThemes(permutations: permutations, budget: config.workBudget, space: space).map {
            ExportTheme(name: $0.name, tokens: try resolver.resolve($0.source).tokens, selection: $0.selection)
        }
        return (themes, dimensions)
    }

    /// The resolver's modifiers with the config's selectors and media queries, after checking that the config's
    /// `permutations` and `dimensions` name modifiers and contexts the resolver has.
    /// - Parameter space: The resolver's theme space; `nil` when the sources are not a resolver with modifiers.
    private func outputDimensions(of space: ThemeSpace?) throws -> [OutputDimension] {
        guard let space else {
            if let spec = config.platforms.flatMap(\.files).first(where: { !$0.select.isEmpty }) {
                throw configError(spec.position, spec.keyPath + ".select", "select needs a DTCG resolver document")
            }
            if let permutation = config.permutations?.first {
                throw configError(permutation.node, permutation.keyPath, "permutations need a DTCG resolver document")
            }
            if let name = config.dimensions.keys.sorted().first {
                throw configError(.start, "dimensions.\(name)", "dimensions need a DTCG resolver document")
            }
            return []
        }
        for permutation in config.permutations ?? [] {
            do { _ = try space.validated(permutation.inputs) } catch {
                throw configError(permutation.node, permutation.keyPath, error.description)
            }
        }
        for platform in config.platforms {
            for spec in platform.files {
                do { _ = try space.validated(spec.select) } catch {
                    throw configError(spec.position, spec.keyPath + ".select", error.description)
                }
            }
        }
        for (name, output) in config.dimensions {
            guard let dimension = space.dimension(named: name) else {
                throw configError(
                    .start, "dimensions.\(name)",
                    "the resolver has no modifier '\(name)'; it has \(space.dimensions.map(\.name).joined(separator: ", "))"
                )
            }
            for (context, _) in output.media where !dimension.contexts.contains(context) {
                throw configError(
                    .start, "dimensions.\(name).media.\(context)",
                    "modifier '\(name)' has no context '\(context)'; it has \(dimension.contexts.joined(separator: ", "))"
                )
            }
        }
        return space.dimensions.map { dimension in
            let output = config.dimensions[dimension.name]
            return OutputDimension(
                name: dimension.name, contexts: dimension.contexts, defaultContext: dimension.defaultContext,
                selector: output?.selector ?? "[data-\(Self.attributeName(dimension.name))=\"{context}\"]",
                media: Dictionary(output?.media ?? [], uniquingKeysWith: { _, last in last }))
        }
    }

    /// A modifier's name as an HTML attribute name: lowercase letters, digits and `-`.
    static func attributeName(_ name: String) -> String {
        String(name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }

    private func configError(_ position: SourcePosition, _ keyPath: String, _ message: String) -> BuildConfigError {
        BuildConfigError(file: config.file.path, position: position, keyPath: keyPath, message: message)
    }

    /// The roles' themes: a role the config wrote must name a theme; a defaulted one is dropped when absent.
    ///
    /// With several modifiers, the themes are permutations: the default role is the permutation of every
    /// modifier's default, and a defaulted dark (high-contrast) role is that permutation with a modifier's
    /// context named `dark` (`high-contrast`) instead, when a modifier has one.
    private func chooseRoles(
        _ themes: [ExportTheme], _ dimensions: [OutputDimension], fixing fixed: [String: String] = [:]
    ) throws(BuildConfigError) -> FormatInput.Roles {
        let names = themes.map(\.name)
        var roles = config.roles
        if dimensions.count > 1 {
            let defaults = Dictionary(uniqueKeysWithValues: dimensions.map { ($0.name, $0.defaultContext) })
                .merging(fixed) { $1 }
            func permutation(setting context: String) -> String? {
                guard let dimension = dimensions.first(where: { $0.contexts.contains(context) }) else { return nil }
                let wanted = defaults.merging([dimension.name: context]) { $1 }
                return themes.first { $0.selection == wanted }?.name
            }
            if !roles.explicit.contains("default") {
                roles.defaultTheme = themes.first { $0.selection == defaults }?.name ?? names[0]
            }
            if !roles.explicit.contains("dark") { roles.dark = permutation(setting: "dark") }
            if !roles.explicit.contains("highContrast") { roles.highContrast = permutation(setting: "high-contrast") }
        }
        func check(_ role: String, _ name: String?) throws(BuildConfigError) -> String? {
            guard let name, !names.contains(name) else { return name }
            guard roles.explicit.contains(role) else { return nil }
            throw BuildConfigError(
                file: config.file.path, position: roles.positions[role] ?? .start, keyPath: "themes.\(role)",
                message: "no theme '\(name)'; the sources' themes are \(names.joined(separator: ", "))")
        }
        // One theme (plain token files) is the default whatever its name.
        let defaultTheme = names.count == 1 ? names[0] : try check("default", roles.defaultTheme) ?? names[0]
        return FormatInput.Roles(
            defaultTheme: defaultTheme, dark: try check("dark", roles.dark),
            highContrast: try check("highContrast", roles.highContrast))
    }

    // MARK: - One file

    private func render(
        _ spec: BuildConfig.OutputSpec, platform: BuildConfig.Platform, themes: [ExportTheme],
        roles: FormatInput.Roles, dimensions: [OutputDimension], assets: AssetFiles
    ) throws -> [RenderedFile] {
        var themes = themes
        var dimensions = dimensions
        var roles = roles
        if !spec.select.isEmpty {
            // This output's permutations: those with its fixed contexts, written by the modifiers left; with one
            // left, each theme is named by its context there, as a resolver with one modifier gives them.
            themes = themes.filter { theme in spec.select.allSatisfy { theme.selection[$0.key] == $0.value } }
            guard !themes.isEmpty else {
                throw configError(
                    spec.position, spec.keyPath + ".select", "no permutation the build makes has these contexts")
            }
            dimensions = dimensions.filter { spec.select[$0.name] == nil }
            if dimensions.count == 1 {
                themes = themes.map {
                    ExportTheme(name: $0.selection[dimensions[0].name]!, tokens: $0.tokens, selection: $0.selection)
                }
            }
            roles = try chooseRoles(themes, dimensions, fixing: spec.select)
        }
        // A token a theme lacks takes the default theme's value, in every format, and the build says so.
        let (complete, filled) = ExportTheme.fillingMissing(themes, defaultTheme: roles.defaultTheme)
        if let filled { noticed.withLock { $0.append("\(OutputGuard.shown(spec.destination)): \(filled)") } }
        let filtered = complete.map { theme in
            ExportTheme(
                name: theme.name,
                tokens: theme.tokens.compactMap { token in
                    guard spec.filter.matches(token) else { return nil }
                    var token = token
                    token.value = platform.valueTransforms.apply(token.value)
                    return token
                }, selection: theme.selection)
        }
        let defaultCase: NameTransform.Case
        switch spec.format {
        case .builtIn(let format): defaultCase = format.defaultCase
        case .template: defaultCase = .kebab
        }
        var input = FormatInput(
            themes: filtered, roles: roles, names: [:], references: [:], options: spec.options,
            transforms: platform.valueTransforms, nameCase: platform.nameTransform.style ?? defaultCase,
            platform: platform.name)
        input.dimensions = dimensions
        input.assets = assets
        input.names = try names(filtered, platform.nameTransform, defaultCase, spec)
        if spec.options.outputReferences { input.references = references(filtered) }
        switch spec.format {
        case .builtIn(let format):
            noteDroppedParts(filtered, format, spec)
            noteChangedColors(filtered, format, input, spec)
            let leftOutFiles = AssetOutputs.leftOutFiles(input, format: format)
            if !leftOutFiles.isEmpty {
                let destination = OutputGuard.shown(spec.destination)
                noticed.withLock { $0 += leftOutFiles.map { "\(destination): \(format.rawValue) \($0)" } }
            }
            if format == .css, input.isPermutations, spec.options.themeSelector != FormatOptions().themeSelector {
                // With several modifiers, each is selected by its own attribute; a theme selector has no theme
                // name to stand for, and was dropped without a word.
                let destination = OutputGuard.shown(spec.destination)
                noticed.withLock {
                    $0.append(
                        "\(destination): themeSelector is not used with a resolver of several modifiers; each "
                            + "modifier's contexts are selected as [data-MODIFIER=\"CONTEXT\"] (rootSelector still "
                            + "applies)")
                }
            }
            let files = try format.render(input, destinationName: spec.destination.lastPathComponent)
            if format.writesFolder {
                return files.map {
                    RenderedFile(
                        url: spec.destination.appendingPathComponent($0.path), contents: $0.contents, spec: spec,
                        copyFrom: $0.copyFrom)
                }
            }
            return files.map { file in
                RenderedFile(
                    url: file.path.isEmpty
                        ? spec.destination
                            // A companion file (the TypeScript declarations of a .js, a CSS file's fonts and
                            // images) sits beside the destination.
                        : spec.destination.deletingLastPathComponent().appendingPathComponent(file.path),
                    contents: file.contents, spec: spec, copyFrom: file.copyFrom)
            }
        case .template(let url):
            return [
                RenderedFile(
                    url: spec.destination,
                    contents: try TemplateFormat.render(input, template: url, budget: config.workBudget), spec: spec)
            ]
        }
    }

    /// Every token's name, refusing two paths that come out the same (`color.text-primary` and
    /// `color.text.primary` in kebab case) because one would silently overwrite the other.
    private func names(
        _ themes: [ExportTheme], _ transform: NameTransform, _ defaultCase: NameTransform.Case,
        _ spec: BuildConfig.OutputSpec
    ) throws(BuildConfigError) -> [TokenPath: String] {
        var names: [TokenPath: String] = [:]
        var owners: [String: TokenPath] = [:]
        for theme in themes {
            for token in theme.tokens where names[token.path] == nil {
                var name = transform.name(token.path, defaultCase: defaultCase)
                if case .builtIn(let format) = spec.format { name = format.outputName(name) }
                if let other = owners[name] {
                    throw BuildConfigError(
                        file: config.file.path, position: spec.position, keyPath: spec.keyPath,
                        message: "tokens '\(other.dotted)' and '\(token.path.dotted)' both become '\(name)'; "
                            + "rename one, or filter one out")
                }
                names[token.path] = name
                owners[name] = token.path
            }
        }
        return names
    }

    /// Per theme, the tokens written as a reference to another: those whose value is a whole alias (`{a.b}`) of
    /// a token in the same output, with the same value once transformed (an alias with Tokens Studio color
    /// modifiers, say, has another value and stays a value).
    private func references(_ themes: [ExportTheme]) -> [String: [TokenPath: TokenPath]] {
        var result: [String: [TokenPath: TokenPath]] = [:]
        for theme in themes {
            var references: [TokenPath: TokenPath] = [:]
            for token in theme.tokens {
                guard let text = token.definition.value.string, let target = TokenPath(alias: text),
                    target != token.path, theme[target]?.value == token.value
                else { continue }
                references[token.path] = target
            }
            result[theme.name] = references
        }
        return result
    }
}
