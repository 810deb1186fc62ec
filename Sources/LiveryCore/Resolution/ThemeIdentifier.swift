/// The name of a theme within one theme manager (Livery's `ThemeManager`): `"light"`, `"dark"`, `"night"`, a pack's theme ID.
///
/// Identifiers are plain strings with their own type, so a theme name cannot be mixed up with a token path.
/// A string literal is an identifier: `try manager.switchTo("dark")`.
public struct ThemeIdentifier: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible, Comparable
{
    /// The name.
    public let rawValue: String

    /// Creates an identifier from a name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a name.
    public init(_ name: String) {
        self.rawValue = name
    }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// Decodes an identifier from a single string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the identifier as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The name.
    public var description: String { rawValue }

    /// Orders identifiers by name.
    public static func < (lhs: ThemeIdentifier, rhs: ThemeIdentifier) -> Bool { lhs.rawValue < rhs.rawValue }
}
