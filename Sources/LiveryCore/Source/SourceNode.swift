/// A line and column in a source file, both counted from 1; columns count characters, not bytes.
public struct SourcePosition: Sendable, Hashable, Comparable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters (Unicode scalars) from the start of the line.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file.
    public static let start = SourcePosition(line: 1, column: 1)

    /// Orders positions by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A JSON-shaped value read from a token file (JSON or YAML), with the position of every node.
///
/// Objects keep their members in source order, so what Livery writes back out follows the file.
public enum SourceValue: Sendable, Hashable {
    /// An object; members in source order (duplicate keys are reported while reading and the last one kept).
    case object([SourceMember])
    /// An array.
    case array([SourceNode])
    /// A string.
    case string(String)
    /// A number.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
}

/// A value and where it starts in its file.
public struct SourceNode: Sendable, Hashable {
    /// The value.
    public var value: SourceValue
    /// Where the value starts.
    public var position: SourcePosition

    /// Creates a node.
    public init(_ value: SourceValue, at position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// The members when this is an object, else `nil`.
    public var members: [SourceMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The member named `key` when this is an object (the last one, if the key repeats).
    public subscript(key: String) -> SourceNode? {
        members?.last(where: { $0.key == key })?.value
    }

    /// The string when this is a string, else `nil`.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The number when this is a finite number, else `nil`. (JSON5 reads `Infinity` and `NaN`, which no token
    /// value can be: they are refused wherever a number is read, named by ``kindDescription``.)
    public var number: Double? {
        if case .number(let number) = value, number.isFinite { return number }
        return nil
    }

    /// A short name for the kind of value, for error messages ("an object", "a string"…).
    public var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number(let number) where number.isNaN: return "NaN (JSON5's, which no token value may be)"
        case .number(let number) where !number.isFinite:
            return "\(number < 0 ? "-" : "")Infinity (JSON5's, which no token value may be)"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// One member of an object: its key, where the key stands, and its value.
public struct SourceMember: Sendable, Hashable {
    /// The key.
    public var key: String
    /// Where the key starts.
    public var keyPosition: SourcePosition
    /// The value.
    public var value: SourceNode

    /// Creates a member.
    public init(key: String, keyPosition: SourcePosition, value: SourceNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
