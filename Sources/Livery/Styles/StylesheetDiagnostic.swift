/// One error in a stylesheet: where, what, and the line it is on.
public struct StylesheetDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The file, line and column (columns count characters from 1).
    public let location: FileLocation
    /// What is wrong, and what would be right.
    public let message: String
    /// The source line the error is on, for the caret display.
    public let sourceLine: String

    /// Creates a diagnostic.
    public init(location: FileLocation, message: String, sourceLine: String) {
        self.location = location
        self.message = message
        self.sourceLine = sourceLine
    }

    /// `file:line:column: message`, then the source line and a caret under the column.
    public var description: String {
        var text = "\(location): \(message)"
        if !sourceLine.isEmpty {
            // Tabs stay tabs so the caret lines up in a terminal.
            let padding = sourceLine.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
            text += "\n" + sourceLine + "\n" + padding + "^"
        }
        return text
    }
}
