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

    /// `file:line:column: message`, then the source line and a caret under the column. A line longer than 160
    /// characters (minified or hostile text) is shown as the 160 around the column, with `…` where it was cut.
    public var description: String {
        let text = "\(location): \(message)"
        guard !sourceLine.isEmpty else { return text }
        let characters = Array(sourceLine)
        let column = min(max(0, location.column - 1), characters.count)
        let start = characters.count > 160 ? max(0, min(column - 80, characters.count - 160)) : 0
        let end = min(characters.count, start + 160)
        let lead = start > 0 ? "…" : ""
        let shown = lead + String(characters[start..<end]) + (end < characters.count ? "…" : "")
        // Tabs stay tabs so the caret lines up in a terminal.
        let padding =
            (lead.isEmpty ? "" : " ") + characters[start..<column].map { $0 == "\t" ? "\t" : " " }.joined()
        return text + "\n" + shown + "\n" + padding + "^"
    }
}
