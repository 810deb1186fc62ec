import Foundation

/// How specific a selector is: compared by identifiers and states first, then by type names.
public struct Specificity: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Identifiers and state pseudo-classes.
    public let classes: Int
    /// Type names.
    public let types: Int

    /// Orders by `classes`, then `types`.
    public static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        (lhs.classes, lhs.types) < (rhs.classes, rhs.types)
    }

    /// `(1, 2)`.
    public var description: String { "(\(classes), \(types))" }
}
