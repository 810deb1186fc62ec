import Foundation

/// A selector: compound selectors joined by descendant (`A B`) and child (`A > B`) combinators.
public struct StyleSelector: Sendable, Hashable, CustomStringConvertible {
    /// One step of a selector: a type, identifiers and states, all of which an object must match.
    public struct Compound: Sendable, Hashable, CustomStringConvertible {
        /// The type name; `nil` matches any type (`*`, or a compound that starts with `.` or `:`).
        public var typeName: String?
        /// The identifiers the object must carry (`.primary.large`).
        public var identifiers: [String]
        /// The control states the values are for (`:highlighted`); only the rightmost compound may have them.
        public var state: ControlState

        /// `Button.primary:highlighted`.
        public var description: String {
            let type = typeName ?? (identifiers.isEmpty && state == .normal ? "*" : "")
            return type + identifiers.map { "." + $0 }.joined()
                + StyleSelector.stateNames(state).map { ":" + $0 }
                .joined()
        }
    }

    /// How two compounds are related.
    public enum Combinator: Sendable, Hashable {
        /// `A B`: B has A among its ancestors.
        case descendant
        /// `A > B`: A is B's parent.
        case child
    }

    /// The compounds, outermost ancestor first; the last one is the styled object.
    public let compounds: [Compound]
    /// The combinator before each compound but the first (`combinators.count == compounds.count - 1`).
    public let combinators: [Combinator]

    /// Creates a selector.
    public init(compounds: [Compound], combinators: [Combinator]) {
        precondition(combinators.count == compounds.count - 1, "one combinator between each pair of compounds")
        self.compounds = compounds
        self.combinators = combinators
    }

    /// The styled object's compound.
    public var subject: Compound { compounds[compounds.count - 1] }

    /// CSS specificity: identifiers and states count as classes, type names as elements; a rule of higher
    /// specificity wins, and between equal ones the later rule.
    public var specificity: Specificity {
        var classes = 0
        var types = 0
        for compound in compounds {
            classes += compound.identifiers.count + StyleSelector.stateNames(compound.state).count
            if compound.typeName != nil { types += 1 }
        }
        return Specificity(classes: classes, types: types)
    }

    /// `Toolbar > Button.primary:disabled`.
    public var description: String {
        var text = compounds[0].description
        for (combinator, compound) in zip(combinators, compounds.dropFirst()) {
            text += (combinator == .child ? " > " : " ") + compound.description
        }
        return text
    }

    /// The pseudo-class names and their states.
    package static let states: [(name: String, state: ControlState)] = [
        ("highlighted", .highlighted), ("selected", .selected), ("disabled", .disabled), ("focused", .focused),
    ]

    package static func stateNames(_ state: ControlState) -> [String] {
        states.filter { state.contains($0.state) }.map(\.name)
    }
}

// MARK: - Specificity

/// How specific a selector is: compared by identifiers and states first, then by type names.
public struct Specificity: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Identifiers and state pseudo-classes.
    public let classes: Int
    /// Type names.
    public let types: Int

    /// A specificity of `classes` identifiers and states and `types` type names (the parser counts them).
    package init(classes: Int, types: Int) {
        self.classes = classes
        self.types = types
    }

    /// Orders by `classes`, then `types`.
    public static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        (lhs.classes, lhs.types) < (rhs.classes, rhs.types)
    }

    /// `(1, 2)`.
    public var description: String { "(\(classes), \(types))" }
}
