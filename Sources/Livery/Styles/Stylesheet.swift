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
/// See <doc:Stylesheets> for the whole format. Create one with ``init(parsing:file:)``; a stylesheet with
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
    func diagnostic(at location: FileLocation, _ message: String) -> StylesheetDiagnostic {
        let line = location.line - 1
        return StylesheetDiagnostic(
            location: location, message: message,
            sourceLine: sourceLines.indices.contains(line) ? sourceLines[line] : "")
    }

    /// Reads and parses a stylesheet file.
    /// - Throws: ``StylesheetError`` for syntax errors or a file that cannot be read (as a diagnostic at 1:1).
    public init(contentsOf url: URL) throws(StylesheetError) {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw StylesheetError(
                file: url.path,
                diagnostics: [
                    StylesheetDiagnostic(
                        location: FileLocation(file: url.path, position: SourcePosition(line: 1, column: 1)),
                        message: "cannot read the stylesheet: \(error.localizedDescription)", sourceLine: "")
                ])
        }
        try self.init(parsing: text, file: url.path)
    }

    /// Checks the stylesheet against the registered types (``StyleTypes/register(_:)``) as
    /// ``ThemeManager/setStylesheet(_:)`` does, without using it: to validate before a change that must not
    /// half-happen, such as reloading themes and stylesheet together.
    /// - Throws: ``StylesheetError`` listing every unknown type, undeclared property, misplaced state and literal
    ///   of the wrong type.
    @MainActor
    public func check() throws(StylesheetError) {
        let diagnostics = StyleValidator.validate(self)
        if !diagnostics.isEmpty { throw StylesheetError(file: file, diagnostics: diagnostics) }
    }
}

/// One rule: a selector, the themes it is scoped to, and its declarations.
public struct StyleRule: Sendable {
    /// Which objects the rule styles.
    public let selector: StyleSelector
    /// The themes of the `@theme` block the rule is in; `nil` for a rule that holds in every theme.
    public let themes: [ThemeIdentifier]?
    /// The properties it sets, in source order.
    public let declarations: [StyleDeclaration]
    /// The rule's position among the stylesheet's rules: a later rule wins over an earlier one of the same
    /// specificity.
    public let order: Int
    /// Where the selector starts.
    public let location: FileLocation
}

/// `property: value;` in a rule.
public struct StyleDeclaration: Sendable, Hashable {
    /// The property name, as the type declares it (`titleColor`).
    public let property: String
    /// The value.
    public let value: StyleValue
    /// Where the property name starts.
    public let location: FileLocation
}

/// A value in a stylesheet or a type-wide default: a token, resolved in the current theme, or a literal.
public enum StyleValue: Sendable, Hashable, CustomStringConvertible {
    /// `{color.accent}`: the token at this dotted path.
    case token(String)
    /// `#ff5073`, `8px`, `200ms`, `0.5`, `"Title"`, `asset("logo")`.
    case literal(TokenValue)

    /// The value as a stylesheet writes it: `{color.accent}`, `#ff5073`, `16px`, `200ms`, `"Title"`,
    /// `asset("logo")`.
    public var description: String {
        switch self {
        case .token(let path): "{\(path)}"
        case .literal(.color(let color)): color.hexString(alwaysIncludeAlpha: color.alpha < 1)
        case .literal(.dimension(let dimension)): dimension.description
        case .literal(.duration(let duration)): duration.description
        case .literal(.number(let number)): NumberFormatting.shortest(number)
        case .literal(.asset(let name)): "asset(\(Self.quoted(name)))"
        case .literal(.string(let text)): Self.quoted(text)
        case .literal(let value): value.resolvedJSON.jsonText()
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

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
    static let states: [(name: String, state: ControlState)] = [
        ("highlighted", .highlighted), ("selected", .selected), ("disabled", .disabled), ("focused", .focused),
    ]

    static func stateNames(_ state: ControlState) -> [String] {
        states.filter { state.contains($0.state) }.map(\.name)
    }
}

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
