import Foundation

/// A parsed Livery stylesheet (`.lss`): rules that style objects by type, identifier, ancestry and state, in every
/// theme or in named themes.
///
/// ```css
/// /* Every theme. */
/// Button { titleColor: {color.text.primary}; cornerRadius: 8px; }
/// Button.primary { backgroundColor: {color.accent}; }
/// Card > Label.caption { textColor: {color.text.secondary}; }
/// Button:disabled { titleColor: #9b9ba6; }
///
/// @theme night, dark {
///     Toolbar Button { titleColor: {color.accent}; }
/// }
/// ```
///
/// The Livery documentation's "Stylesheets" article describes the whole format and how a theme manager
/// applies it. Create one with ``init(parsing:file:)``; a stylesheet with
/// any syntax error is refused whole, with every error listed (``StylesheetError``).
public struct Stylesheet: Sendable {
    /// The file the text came from, as given (used in diagnostics).
    public let file: String
    /// The rules in source order; a selector list (`A, B { … }`) gives one rule per selector, all with the
    /// same ``StyleRule/order``.
    public let rules: [StyleRule]

    /// Parses stylesheet text.
    /// - Parameters:
    ///   - text: The stylesheet.
    ///   - file: The file name used in diagnostics.
    /// - Throws: ``StylesheetError`` listing every syntax error, each with its line and column.
    public init(parsing text: String, file: String = "<inline>") throws(StylesheetError) {
        var parser = StylesheetParser(text: text, file: file)
        let rules = parser.parse()
        if !parser.diagnostics.isEmpty {
            throw StylesheetError(file: file, diagnostics: parser.diagnostics)
        }
        self.file = file
        self.rules = rules
        self.sourceLines = Stylesheet.lines(of: text)
    }

    /// The lines of a text, split at every line feed (so `\r\n`, which Swift counts as one character, ends a
    /// line too), without their carriage returns.
    static func lines(of text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var scalars = String.UnicodeScalarView(line)
            if scalars.last == "\r" { scalars.removeLast() }
            return String(scalars)
        }
    }

    /// The text's lines, for the caret lines of diagnostics found after parsing.
    let sourceLines: [String]

    /// A diagnostic at a place in this stylesheet.
    package func diagnostic(at location: FileLocation, _ message: String) -> StylesheetDiagnostic {
        let line = location.line - 1
        return StylesheetDiagnostic(
            location: location, message: message,
            sourceLine: sourceLines.indices.contains(line) ? sourceLines[line] : "")
    }

    /// Reads and parses a stylesheet file.
    /// - Throws: ``StylesheetError`` for syntax errors or a file that cannot be read (as a diagnostic at 1:1):
    ///   missing, not a regular file (a FIFO or a device is refused before reading), larger than 16 MiB or not
    ///   UTF-8.
    public init(contentsOf url: URL) throws(StylesheetError) {
        let text: String
        do {
            text = try FileContents.text(url)
        } catch {
            throw StylesheetError(
                file: url.path,
                diagnostics: [
                    StylesheetDiagnostic(
                        location: FileLocation(file: url.path, position: SourcePosition(line: 1, column: 1)),
                        message: "cannot read the stylesheet: \(error)", sourceLine: "")
                ])
        }
        try self.init(parsing: text, file: url.path)
    }

    /// The stylesheet's references to tokens that `tokens` lacks, one diagnostic per reference with its place and
    /// the closest token's name when one is near.
    ///
    /// A reference to a missing token leaves its property as the type defaults or the object's own value set it;
    /// `ThemeManager.setStylesheet(_:)` (Livery) reports each one as a `ThemeIssue` so that a typo is not silent. It is
    /// not refused: the token may come with a theme added later, such as one from a pack.
    /// - Parameter tokens: A theme's tokens.
    /// - Returns: The diagnostics, in source order.
    public func unknownTokens(in tokens: TokenTable) -> [StylesheetDiagnostic] {
        var diagnostics: [StylesheetDiagnostic] = []
        for rule in rules {
            for declaration in rule.declarations {
                guard case .token(let path) = declaration.value, tokens[path] == nil else { continue }
                let hint =
                    Suggestion.closest(to: path, in: tokens.vocabulary.paths.lazy.map(\.dotted))
                    .map { "; did you mean {\($0)}?" } ?? ""
                diagnostics.append(
                    diagnostic(
                        at: declaration.location,
                        "'\(declaration.property)' refers to {\(path)}, which theme '\(tokens.themeName)' does not "
                            + "define\(hint)"))
            }
        }
        // A selector list repeats its declarations in one rule per selector: each place is said once.
        var seen = Set<FileLocation>()
        return diagnostics.filter { seen.insert($0.location).inserted }
    }
}
