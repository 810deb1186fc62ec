/// How token files are read.
public struct TokenReadOptions: Sendable, Hashable {
    /// Refuse what lenient reading accepts with a warning: comments, trailing commas, duplicate keys, tokens
    /// without `$type` whose type is inferred, values in older drafts' forms, non-standard units.
    public var isStrict: Bool
    /// Files larger than this many bytes are refused with ``TokenFileError/tooLarge(file:size:limit:)``.
    /// The default, 16 MiB, is far above any real token set.
    public var maximumFileSize: Int
    /// Objects and arrays nested deeper than this are refused as a syntax error (default 128).
    public var maximumNestingDepth: Int
    /// The work reading may do past the bytes themselves (a resolver document's token sources, each counted at
    /// every use); more is refused with ``WorkBudgetError``.
    public var workBudget: WorkBudget

    /// Creates options.
    public init(
        isStrict: Bool = false, maximumFileSize: Int = 16 << 20, maximumNestingDepth: Int = 128,
        workBudget: WorkBudget = .standard
    ) {
        self.isStrict = isStrict
        self.maximumFileSize = maximumFileSize
        self.maximumNestingDepth = maximumNestingDepth
        self.workBudget = workBudget
    }

    /// Lenient reading with the default limits.
    public static let lenient = TokenReadOptions()
    /// Strict DTCG 2025.10 reading with the default limits.
    public static let strict = TokenReadOptions(isStrict: true)
}

/// Collects the diagnostics of one read; in strict mode, turns any warning into an error.
final class DiagnosticSink {
    let isStrict: Bool
    /// Whether accepted departures are kept; `false` for decoding what a reader already reported (strict mode
    /// still throws).
    let records: Bool
    var file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Departures that are the file's own format, recorded as notes rather than warnings: in a Tokens Studio
    /// file, colors and dimensions written as strings are how that format writes them, which its one warning
    /// ("value and type without $") already covers; a warning per value (40 in a small project) said nothing more.
    var nativeForms: Set<Diagnostic.Kind> = []

    /// The most diagnostics a syntax reader passes on for one file: a file with a comment or a duplicate key on
    /// every line (380,000 duplicate keys in 16 MB) would otherwise answer with 35 MB of warnings about its
    /// text. Departures of the tokens themselves are all kept: they are a few at most per token.
    package static let maximumListed = 100

    init(isStrict: Bool, file: String, records: Bool = true) {
        self.isStrict = isStrict
        self.records = records
        self.file = file
    }

    /// Records a departure from the format that lenient mode accepts. The message is built only when it is
    /// kept or thrown.
    func accept(
        _ kind: Diagnostic.Kind, _ message: @autoclosure () -> String, at position: SourcePosition?,
        path: TokenPath?
    ) throws(TokenFileError) {
        try record(.warning, kind, message, at: position, path: path)
    }

    /// Records something lenient mode does that the DTCG format does not define, as a note (it is a feature
    /// of the tools files come from, such as arithmetic, not a mistake); strict mode refuses it.
    func note(
        _ kind: Diagnostic.Kind, _ message: @autoclosure () -> String, at position: SourcePosition?,
        path: TokenPath?
    ) throws(TokenFileError) {
        try record(.note, kind, message, at: position, path: path)
    }

    private func record(
        _ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, _ message: () -> String,
        at position: SourcePosition?, path: TokenPath?
    ) throws(TokenFileError) {
        guard records || isStrict else { return }
        let location = position.map { FileLocation(file: file, position: $0) }
        // Strict mode refuses what it would have recorded, as the warning it is there.
        if isStrict {
            throw .strictModeViolation(Diagnostic(.warning, kind, message(), location: location, tokenPath: path))
        }
        let shown = severity == .warning && nativeForms.contains(kind) ? .note : severity
        diagnostics.append(Diagnostic(shown, kind, message(), location: location, tokenPath: path))
    }

    /// Adds a syntax reader's diagnostic (a reader passes on at most ``maximumListed`` and a summary).
    func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    func location(_ position: SourcePosition) -> FileLocation {
        FileLocation(file: file, position: position)
    }
}
