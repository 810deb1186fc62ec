import Foundation

/// Reads token files (DTCG JSON, legacy JSON, and, with `LiveryYAML`, DTCG YAML) into ``TokenDocument``s.
///
/// ```swift
/// let loader = TokenLoader()
/// let base = try loader.load(contentsOf: URL(fileURLWithPath: "Themes/base.tokens.json"))
/// ```
///
/// Reading never half-applies: a file either yields a whole document or throws a ``TokenFileError`` naming
/// the file, the token path and the line and column.
public struct TokenLoader: Sendable {
    /// Parses text of one syntax into a located tree, recording accepted departures from that syntax.
    package typealias SyntaxReader =
        @Sendable (_ bytes: [UInt8], _ file: String, _ options: TokenReadOptions)
        throws -> (root: SourceNode, diagnostics: [Diagnostic])

    /// How files are read.
    public var options: TokenReadOptions
    /// Syntax readers by lower-case file extension; JSON is built in, `LiveryYAML` adds `yaml` and `yml`.
    package var syntaxReaders: [String: SyntaxReader]

    /// Creates a loader for JSON token files.
    public init(options: TokenReadOptions = .lenient) {
        self.options = options
        self.syntaxReaders = [
            "json": TokenLoader.readJSON, "json5": TokenLoader.readJSON5, "jsonc": TokenLoader.readJSON,
            "tokens": TokenLoader.readJSON,
        ]
    }

    /// The file extensions this loader reads.
    public var supportedExtensions: [String] { syntaxReaders.keys.sorted() }

    /// Reads a token file.
    /// - Parameters:
    ///   - url: The file.
    ///   - format: The format, or `nil` to tell it from the content (legacy sections vs. DTCG groups).
    /// - Returns: The document.
    /// - Throws: ``TokenFileError``.
    public func load(contentsOf url: URL, format: TokenDocument.Format? = nil) throws -> TokenDocument {
        let file = url.path
        let bytes = try readBytes(url)
        return try load(bytes: bytes, file: file, fileExtension: url.pathExtension, format: format)
    }

    /// Reads token text held in memory.
    /// - Parameters:
    ///   - text: The file's content.
    ///   - file: A name for diagnostics; its extension picks the syntax (`.json` when it has none).
    ///   - format: The format, or `nil` to tell it from the content.
    /// - Returns: The document.
    /// - Throws: ``TokenFileError``.
    public func load(text: String, file: String, format: TokenDocument.Format? = nil) throws -> TokenDocument {
        let bytes = Array(text.utf8)
        guard bytes.count <= options.maximumFileSize else {
            throw TokenFileError.tooLarge(file: file, size: bytes.count, limit: options.maximumFileSize)
        }
        return try load(bytes: bytes, file: file, fileExtension: (file as NSString).pathExtension, format: format)
    }

    /// Reads a file's bytes, refusing files over the size limit and anything but a regular file (a FIFO, a
    /// device, a folder) before reading them.
    package func readBytes(_ url: URL) throws(TokenFileError) -> [UInt8] {
        do {
            return [UInt8](try FileContents.read(url, limit: options.maximumFileSize))
        } catch .tooLarge(let size, let limit) {
            throw .tooLarge(file: url.path, size: size, limit: limit)
        } catch {
            throw .unreadable(file: url.path, reason: error.description)
        }
    }

    /// Parses bytes into a located tree with the syntax reader for the extension.
    package func readTree(bytes: [UInt8], file: String, fileExtension: String) throws -> (SourceNode, [Diagnostic]) {
        let key = fileExtension.lowercased()
        guard let reader = syntaxReaders[key] ?? (key.isEmpty ? syntaxReaders["json"] : nil) else {
            let hint =
                ["yaml", "yml"].contains(key) ? " (YAML needs the LiveryYAML module: TokenLoader.withYAML())" : ""
            throw TokenFileError.unknownFormat(
                file: file,
                reason:
                    "cannot read '.\(fileExtension)' files; supported: \(supportedExtensions.joined(separator: ", "))\(hint)"
            )
        }
        var (root, diagnostics) = try reader(bytes, file, options)
        if let position = Self.firstInvalidUTF8(in: bytes) {
            // The readers decode leniently (U+FFFD for each bad sequence), so a file saved in Latin-1 still
            // loads; said here, once per file, at the first bad byte.
            let diagnostic = Diagnostic(
                .warning, .invalidEncoding,
                "invalid UTF-8: bytes here are not UTF-8 text and are read as U+FFFD (�); save the file as UTF-8",
                location: FileLocation(file: file, position: position))
            if options.isStrict { throw TokenFileError.strictModeViolation(diagnostic) }
            diagnostics.insert(diagnostic, at: 0)
        }
        return (root, diagnostics)
    }

    /// The line and column (in characters) of the first byte that does not continue valid UTF-8, if any.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> SourcePosition? {
        // Token files are nearly always ASCII: one cheap pass decides, and only other files are decoded.
        if !bytes.contains(where: { $0 >= 0x80 }) { return nil }
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput: return nil
            case .error: return SourcePosition(line: line, column: column)
            }
        }
    }

    func load(bytes: [UInt8], file: String, fileExtension: String, format: TokenDocument.Format?) throws
        -> TokenDocument
    {
        let (root, syntaxDiagnostics) = try readTree(bytes: bytes, file: file, fileExtension: fileExtension)
        return try document(
            from: root, file: file, syntaxDiagnostics: syntaxDiagnostics, fileExtension: fileExtension, format: format)
    }

    /// Reads the groups and tokens of an already parsed tree.
    package func document(
        from root: SourceNode, file: String, syntaxDiagnostics: [Diagnostic] = [], fileExtension: String = "json",
        format: TokenDocument.Format? = nil, pointerPrefix: String = ""
    ) throws -> TokenDocument {
        let sink = DiagnosticSink(isStrict: options.isStrict, file: file)
        syntaxDiagnostics.forEach(sink.append)
        let isYAML = ["yaml", "yml"].contains(fileExtension.lowercased())
        let chosen =
            format
            ?? (LegacyReader.matches(root)
                ? .legacy : TokensStudioReader.matches(root) ? .tokensStudio : (isYAML ? .dtcgYAML : .dtcg))
        switch chosen {
        case .legacy: return try LegacyReader.read(root, file: file, sink: sink, pointerPrefix: pointerPrefix)
        case .tokensStudio:
            try sink.accept(
                .nonStandardStructure,
                "value and type without $ (the Tokens Studio and Style Dictionary form); read as DTCG, their types mapped",
                at: root.position, path: nil)
            sink.nativeForms = [.legacyValueForm]
            let normalized = try TokensStudioReader.normalized(root, sink: sink)
            return try DTCGReader.read(
                normalized, file: file, format: .tokensStudio, sink: sink, pointerPrefix: pointerPrefix,
                options: options)
        case .dtcg, .dtcgYAML:
            return try DTCGReader.read(
                root, file: file, format: chosen, sink: sink, pointerPrefix: pointerPrefix, options: options)
        }
    }

    /// The built-in JSON syntax reader.
    /// A `.json5` file, read as JSON5 1.0.0: what JSON5 adds to JSON is the file's own syntax, not a departure to
    /// warn of (a duplicate key still is). Strict reading takes JSON, as the DTCG format does, and refuses each
    /// JSON5 construct by name.
    @Sendable static func readJSON5(_ bytes: [UInt8], file: String, options: TokenReadOptions) throws
        -> (root: SourceNode, diagnostics: [Diagnostic])
    {
        try readJSON(bytes, file: file, options: options, dialect: .json5)
    }

    @Sendable static func readJSON(_ bytes: [UInt8], file: String, options: TokenReadOptions) throws
        -> (root: SourceNode, diagnostics: [Diagnostic])
    {
        try readJSON(bytes, file: file, options: options, dialect: .json)
    }

    static func readJSON(
        _ bytes: [UInt8], file: String, options: TokenReadOptions, dialect: JSONSourceReader.Dialect
    ) throws -> (root: SourceNode, diagnostics: [Diagnostic]) {
        var reader = JSONSourceReader(
            allowsExtensions: !options.isStrict, maximumDepth: options.maximumNestingDepth, dialect: dialect)
        let root: SourceNode
        do {
            root = try reader.read(bytes)
        } catch {
            throw TokenFileError.syntax(FileLocation(file: file, position: error.position), message: error.message)
        }
        // Only the first departures become diagnostics (see `DiagnosticSink.maximumListed`); the rest are counted.
        // What JSON5 adds is a .json5 file's own syntax, said nothing of; but Infinity and NaN have no JSON form, so
        // a value they are in is refused and a JSON output of `$extensions` would write null: those are said.
        let departures: [(message: String, position: SourcePosition)] = reader.extensions.compactMap { kind, position in
            switch kind {
            case .comment: ("comments are not part of JSON", position)
            case .trailingComma: ("trailing commas are not part of JSON", position)
            case .duplicateKey(let key): ("duplicate key '\(key)'; the last one is used", position)
            case .json5: nil
            case .nonFiniteNumber(let what):
                (
                    "\(what) is JSON5 and has no JSON form: no token value may be it, and JSON written from "
                        + "this file (an $extensions value) has null in its place", position
                )
            }
        }
        var diagnostics = departures.prefix(DiagnosticSink.maximumListed).map { message, position in
            Diagnostic(.warning, .nonStandardJSON, message, location: FileLocation(file: file, position: position))
        }
        let unlisted = departures.count - diagnostics.count
        if unlisted > 0, let last = diagnostics.last {
            let nonFinite = reader.extensions.contains { kind, _ in
                if case .nonFiniteNumber = kind { true } else { false }
            }
            let what =
                nonFinite
                ? "comments, trailing commas, duplicate keys, Infinity or NaN"
                : "comments, trailing commas or duplicate keys"
            diagnostics.append(
                Diagnostic(
                    .warning, .nonStandardJSON,
                    "\(unlisted) more \(what) are not listed (the first \(DiagnosticSink.maximumListed) are)",
                    location: last.location))
        }
        return (root, diagnostics)
    }
}
