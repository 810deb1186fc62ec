/// The tokens and groups of one token source (a file, or inline tokens in a resolver document), in source order,
/// with what was noticed while reading it.
public struct TokenDocument: Sendable, Hashable {
    /// The format a document was read from.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// W3C Design Tokens (DTCG) JSON.
        case dtcg
        /// DTCG structure written as YAML.
        case dtcgYAML = "dtcg-yaml"
        /// The legacy key–value format of in-house theme files: `{"color": {"Black_A": "323232", "Red_A": "Red_B"}, "dimension": {…}}`.
        case legacy
        /// The Tokens Studio form (`value` and `type` without `$`, Tokens Studio's types), which Style Dictionary
        /// projects use too.
        case tokensStudio = "tokens-studio"
    }

    /// The file name the document was read from (or a name given to in-memory text).
    public var file: String
    /// The format it was read from.
    public var format: Format
    /// Tokens in source order.
    public var tokens: [TokenDefinition]
    /// Groups in source order, the file's root (empty path) first.
    public var groups: [TokenGroup]
    /// Warnings about departures from the format that were accepted.
    public var diagnostics: [Diagnostic]

    /// Creates a document.
    public init(
        file: String, format: Format, tokens: [TokenDefinition], groups: [TokenGroup], diagnostics: [Diagnostic] = []
    ) {
        self.file = file
        self.format = format
        self.tokens = tokens
        self.groups = groups
        self.diagnostics = diagnostics
    }

    /// The token at a path, if the document defines it.
    public func token(at path: TokenPath) -> TokenDefinition? {
        tokens.last { $0.path == path }
    }
}
