/// Why a stylesheet was refused: every error found, each with its place. A refused stylesheet changes nothing;
/// the one in use keeps applying.
///
/// Its description lists the errors as compilers do:
///
/// ```text
/// app.lss:3:19: expected ';' or '}' after the value of 'titleColor'
///     Button { titleColor: #fff cornerRadius: 8px; }
///                              ^
/// ```
public struct StylesheetError: Error, Sendable, CustomStringConvertible {
    /// The stylesheet's file name.
    public let file: String
    /// The errors, in source order.
    public let diagnostics: [StylesheetDiagnostic]

    /// Creates an error from its diagnostics.
    public init(file: String, diagnostics: [StylesheetDiagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }

    /// Every diagnostic with its source line and caret, one after the other.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
