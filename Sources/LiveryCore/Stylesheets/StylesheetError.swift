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

    /// The most diagnostics an error keeps: past 100, a broken or hostile file (thousands of nested braces) would
    /// answer with megabytes of messages, and the first errors are the ones to fix. Parsing stops there too.
    public static let maximumDiagnosticCount = 100

    /// Creates an error from its diagnostics; past ``maximumDiagnosticCount`` the rest are dropped and a last
    /// diagnostic says so.
    public init(file: String, diagnostics: [StylesheetDiagnostic]) {
        self.file = file
        guard diagnostics.count > Self.maximumDiagnosticCount, let last = diagnostics.last else {
            self.diagnostics = diagnostics
            return
        }
        self.diagnostics =
            diagnostics.prefix(Self.maximumDiagnosticCount)
            + [
                StylesheetDiagnostic(
                    location: last.location,
                    message: "stopped after \(Self.maximumDiagnosticCount) errors "
                        + "(StylesheetError.maximumDiagnosticCount); fix these and check again", sourceLine: "")
            ]
    }

    /// Every diagnostic with its source line and caret, one after the other.
    public var description: String {
        // Bounded per line: a message quotes what it found, which may be a whole 32 KB line of a hostile file.
        Escaping.excerpt(diagnostics.map(\.description).joined(separator: "\n"))
    }
}
