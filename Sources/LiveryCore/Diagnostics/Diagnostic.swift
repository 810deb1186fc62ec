/// Something Livery noticed while reading or resolving tokens that did not stop it: a departure from the
/// DTCG format it accepted, or a fallback it took. Nothing is silent: every such event becomes a diagnostic.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of event this is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// JSON with comments, trailing commas or a duplicate key.
        case nonStandardJSON
        /// A token without `$type` whose type was inferred from the shape of its value.
        case inferredType
        /// A value in an older draft's form (a color or dimension as a string, for example).
        case legacyValueForm
        /// A dimension unit outside the DTCG format (`em`, `%`, `pt`, `dp`, `sp`).
        case nonStandardUnit
        /// A `$`-property Livery does not know on a token, or a legacy section it does not read.
        case unknownProperty
        /// A token object that also holds tokens (read as tokens below it; DTCG uses `$root` for this).
        case nonStandardStructure
        /// A `$type` Livery does not know; the value is kept as an uninterpreted string.
        case unknownType
        /// A `$type` of Livery's own (`string`, `asset`) that the DTCG 2025.10 Format does not define: a note,
        /// once per document and type; strict mode refuses it.
        case nonStandardType
        /// A CSS expression (`clamp()`, `calc()`, `var()`…) where a number or dimension is expected; the value is
        /// kept as an uninterpreted string.
        case uninterpretedValue
        /// A value with a part missing or written in a form the DTCG format does not allow, read the way Terrazzo
        /// and Style Dictionary read it; the message says what was assumed (a missing `letterSpacing` is 0, a
        /// unitless dimension is in px, a `lineHeight` length is kept as a length…).
        case assumedValue
        /// A group that holds no tokens, only `$type` or `$description`: kept as an empty group, which may be a
        /// token whose `$value` was forgotten. (Strict mode reads it as the valid empty group the Format says it
        /// is, silently.)
        case emptyGroup
        /// Arithmetic in a value (`{spacing.base} * 2`), evaluated as Tokens Studio and Style Dictionary do; the
        /// DTCG format does not define it, so strict mode refuses it.
        case evaluatedExpression
        /// A Tokens Studio color modifier (`$extensions.studio.tokens.modify`) applied to a color.
        case colorModifier
        /// A token missing from a theme was taken from the default theme.
        case fallbackToDefaultTheme
        /// A key missing from the theme was looked up through the reserve-key map.
        case fallbackToReserveKey
        /// A key missing from the theme was read as a hex color (the legacy behaviour).
        case fallbackToHexKey
        /// A key missing from the theme got the configured fallback value.
        case fallbackToConfiguredValue
        /// A token some theme defines is missing from this theme and from the default theme.
        case missingInTheme
        /// A deprecated token is used through an alias.
        case deprecatedTokenUsed
        /// Bytes that are not UTF-8 in a token file; each such sequence is read as U+FFFD (�).
        case invalidEncoding
    }

    /// How serious the event is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// Informational: expected behaviour worth knowing.
        case note
        /// Accepted, but not what the format or the app intended.
        case warning

        /// Orders `note` before `warning`.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .note && rhs == .warning }
    }

    /// The severity.
    public var severity: Severity
    /// The kind.
    public var kind: Kind
    /// A sentence a person can act on.
    public var message: String
    /// Where, when the event concerns a place in a file.
    public var location: FileLocation?
    /// Which token, when the event concerns one.
    public var tokenPath: TokenPath?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ kind: Kind, _ message: String, location: FileLocation? = nil,
        tokenPath: TokenPath? = nil
    ) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.location = location
        self.tokenPath = tokenPath
    }

    /// Hashes the kind and the line and column only (what the internal `Deduplicator` keys on too): the strings
    /// (message, file, token) are the costly part to hash, and rarely differ where those agree. Equality still
    /// compares everything.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(location?.position)
    }

    /// `file:line:column: warning: color.brand: message`.
    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severity.rawValue): "
        if let tokenPath { text += "\(tokenPath): " }
        return text + message
    }
}

extension Diagnostic {
    /// Collects diagnostics without repeats, in the order first seen: themes that share layers report the same
    /// departures, and a set of every diagnostic would copy each one again.
    struct Deduplicator {
        private(set) var diagnostics: [Diagnostic] = []
        /// The kind and line:column of a diagnostic: cheap to hash, and rarely shared by different diagnostics.
        private struct Key: Hashable {
            let kind: Kind
            let line: Int
            let column: Int

            init(_ diagnostic: Diagnostic) {
                kind = diagnostic.kind
                line = diagnostic.location?.position.line ?? -1
                column = diagnostic.location?.position.column ?? -1
            }
        }
        /// By key: the last diagnostic kept with it; `previous` chains back to the others with the same key.
        private var last: [Key: Int] = [:]
        private var previous: [Int] = []

        /// Appends those of `more` not seen yet.
        mutating func append(contentsOf more: [Diagnostic]) {
            last.reserveCapacity(last.count + more.count)
            for diagnostic in more { append(diagnostic) }
        }

        /// Appends `diagnostic` unless an equal one was seen.
        mutating func append(_ diagnostic: Diagnostic) {
            let key = Key(diagnostic)
            let head = last[key] ?? -1
            var candidate = head
            while candidate >= 0 {
                if diagnostics[candidate] == diagnostic { return }
                candidate = previous[candidate]
            }
            previous.append(head)
            last[key] = diagnostics.count
            diagnostics.append(diagnostic)
        }
    }
}
