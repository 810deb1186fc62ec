import Foundation

/// `property: value;` in a rule.
public struct StyleDeclaration: Sendable, Hashable {
    /// The property name, as the type declares it (`titleColor`).
    public let property: String
    /// The value.
    public let value: StyleValue
    /// Where the property name starts.
    public let location: FileLocation
}
