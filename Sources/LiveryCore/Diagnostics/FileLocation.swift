/// A place in a token file: the file, the line and the column.
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file as it was named when loaded (a path, or a name such as `<inline>` for in-memory sources).
    public var file: String
    /// The line and column.
    public var position: SourcePosition

    /// Creates a location.
    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    /// The line, from 1.
    public var line: Int { position.line }
    /// The column, from 1.
    public var column: Int { position.column }

    /// `file:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(position.line):\(position.column)" }
}
