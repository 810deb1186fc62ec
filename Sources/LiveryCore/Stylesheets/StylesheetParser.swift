/// Reads stylesheet text into rules, collecting every syntax error instead of stopping at the first: after an
/// error it skips to the next `;` or `}` (as CSS parsers do) and goes on.
struct StylesheetParser {
    private let scalars: [Unicode.Scalar]
    private let lines: [String]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var order = 0
    private(set) var diagnostics: [StylesheetDiagnostic] = []

    init(text: String, file: String) {
        self.scalars = Array(text.unicodeScalars)
        self.lines = Stylesheet.lines(of: text)
        self.file = file
    }

    // MARK: - Rules

    mutating func parse() -> [StyleRule] {
        var rules: [StyleRule] = []
        // One error past the most an error reports is enough to say that there were more.
        while diagnostics.count <= StylesheetError.maximumDiagnosticCount {
            skipTrivia()
            guard let scalar = peek() else { break }
            if scalar == "@" {
                rules += parseAtRule()
            } else if scalar == "}" {
                error("'}' without a '{' to close")
                advance()
            } else {
                rules += parseRule(themes: nil)
            }
        }
        return rules
    }

    private mutating func parseAtRule() -> [StyleRule] {
        let start = position
        advance()  // @
        let name = readWhile(isNameScalar)
        guard name == "theme" else {
            error(
                name.isEmpty ? "expected 'theme' after '@'" : "unknown at-rule '@\(name)'; the only one is '@theme'",
                at: start)
            skipBlockOrStatement()
            return []
        }
        var themes: [ThemeIdentifier] = []
        while true {
            skipTrivia()
            let nameStart = position
            let theme = readWhile(isThemeNameScalar)
            if theme.isEmpty {
                error("expected a theme name after '@theme'", at: nameStart)
                skipBlockOrStatement()
                return []
            }
            themes.append(ThemeIdentifier(theme))
            skipTrivia()
            if peek() == "," {
                advance()
                continue
            }
            break
        }
        guard peek() == "{" else {
            error("expected '{' after '@theme \(themes.map(\.rawValue).joined(separator: ", "))'")
            skipBlockOrStatement()
            return []
        }
        advance()
        var rules: [StyleRule] = []
        while diagnostics.count <= StylesheetError.maximumDiagnosticCount {
            skipTrivia()
            guard let scalar = peek() else {
                error("the '@theme' block has no closing '}'", at: start)
                return rules
            }
            if scalar == "}" {
                advance()
                return rules
            }
            if scalar == "@" {
                error("'@theme' blocks do not nest; close the outer block first")
                skipBlockOrStatement()
                continue
            }
            rules += parseRule(themes: themes)
        }
        return rules
    }

    private mutating func parseRule(themes: [ThemeIdentifier]?) -> [StyleRule] {
        let start = position
        guard let selectors = parseSelectorList() else {
            skipBlockOrStatement()
            return []
        }
        advance()  // {
        let declarations = parseDeclarations(openedAt: start)
        order += 1
        return selectors.map { selector in
            StyleRule(
                selector: selector.selector, themes: themes, declarations: declarations, order: order,
                location: location(selector.position))
        }
    }

    // MARK: - Selectors

    /// Reads selectors up to the `{` (left unread); `nil` after an error.
    private mutating func parseSelectorList() -> [(selector: StyleSelector, position: Position)]? {
        var selectors: [(StyleSelector, Position)] = []
        while true {
            skipTrivia()
            let start = position
            guard let selector = parseSelector() else { return nil }
            selectors.append((selector, start))
            skipTrivia()
            switch peek() {
            case ",":
                advance()
            case "{":
                return selectors
            case nil:
                error("expected '{' after the selector '\(selector)'")
                return nil
            case let scalar?:
                error("unexpected '\(scalar)' in a selector")
                return nil
            }
        }
    }

    private mutating func parseSelector() -> StyleSelector? {
        var compounds: [StyleSelector.Compound] = []
        var combinators: [StyleSelector.Combinator] = []
        var statePosition: Position?
        while true {
            let start = position
            guard let compound = parseCompound() else { return nil }
            if compound.state != .normal { statePosition = statePosition ?? start }
            compounds.append(compound)
            // A combinator: '>' (with or without spaces), or whitespace before another compound.
            let beforeSpace = index
            skipTrivia()
            if peek() == ">" {
                advance()
                skipTrivia()
                combinators.append(.child)
                guard let next = peek(), startsCompound(next) else {
                    error("expected a selector after '>'")
                    return nil
                }
                continue
            }
            if index > beforeSpace, let next = peek(), startsCompound(next) {
                combinators.append(.descendant)
                continue
            }
            break
        }
        if compounds.dropLast().contains(where: { $0.state != .normal }), let statePosition {
            error(
                "a state (:highlighted, :disabled…) belongs on the last part of a selector, the object it styles",
                at: statePosition)
            return nil
        }
        return StyleSelector(compounds: compounds, combinators: combinators)
    }

    private func startsCompound(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "*" || scalar == "." || scalar == ":" || isTypeStart(scalar)
    }

    private mutating func parseCompound() -> StyleSelector.Compound? {
        var compound = StyleSelector.Compound(typeName: nil, identifiers: [], state: .normal)
        guard let first = peek() else {
            error("expected a selector")
            return nil
        }
        if first == "*" {
            advance()
        } else if isTypeStart(first) {
            compound.typeName = readWhile(isTypeScalar)
        } else if first != "." && first != ":" {
            error(
                first == "{"
                    ? "expected a selector before '{'"
                    : "expected a selector (a type such as Button, .identifier or :state), found '\(first)'")
            return nil
        }
        while let scalar = peek(), scalar == "." || scalar == ":" {
            let start = position
            advance()
            let name = readWhile(isNameScalar)
            if scalar == "." {
                guard !name.isEmpty else {
                    error("expected an identifier after '.'", at: start)
                    return nil
                }
                compound.identifiers.append(name)
            } else {
                guard let state = StyleSelector.states.first(where: { $0.name == name })?.state else {
                    let known = StyleSelector.states.map { ":" + $0.name }.joined(separator: ", ")
                    error(
                        name.isEmpty
                            ? "expected a state after ':' (\(known))" : "unknown state ':\(name)'; states: \(known)",
                        at: start)
                    return nil
                }
                compound.state.insert(state)
            }
        }
        return compound
    }

    // MARK: - Declarations

    /// Reads `property: value;` pairs up to and including the closing `}`.
    private mutating func parseDeclarations(openedAt start: Position) -> [StyleDeclaration] {
        var declarations: [StyleDeclaration] = []
        while diagnostics.count <= StylesheetError.maximumDiagnosticCount {
            skipTrivia()
            guard let scalar = peek() else {
                error("the rule has no closing '}'", at: start)
                return declarations
            }
            if scalar == "}" {
                advance()
                return declarations
            }
            if scalar == ";" {
                advance()
                continue
            }
            let propertyStart = position
            guard isTypeStart(scalar) else {
                error("expected a property name, found '\(scalar)'")
                skipToDeclarationEnd()
                continue
            }
            let property = readWhile(isNameScalar)
            skipTrivia()
            guard peek() == ":" else {
                error("expected ':' after the property '\(property)'")
                skipToDeclarationEnd()
                continue
            }
            advance()
            skipTrivia()
            guard let value = parseValue(for: property) else {
                skipToDeclarationEnd()
                continue
            }
            skipTrivia()
            switch peek() {
            case ";": advance()
            case "}", nil: break
            default:
                error("expected ';' or '}' after the value of '\(property)'")
                skipToDeclarationEnd()
            }
            declarations.append(StyleDeclaration(property: property, value: value, location: location(propertyStart)))
        }
        return declarations
    }

    // MARK: - Values

    private mutating func parseValue(for property: String) -> StyleValue? {
        let start = position
        guard let first = peek() else {
            error("expected a value for '\(property)'")
            return nil
        }
        switch first {
        case "{":
            advance()
            let path = readWhile { $0 != "}" && $0 != "\n" && $0 != ";" }.trimmingCharacters(in: .whitespaces)
            guard peek() == "}" else {
                error("the token reference has no closing '}'", at: start)
                return nil
            }
            advance()
            guard !path.isEmpty, !path.contains(where: \.isWhitespace), !path.contains("{"),
                !path.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
            else {
                error("'{\(path)}' is not a token path such as {color.accent}", at: start)
                return nil
            }
            return .token(path)
        case "#":
            advance()
            let digits = readWhile(\.properties.isASCIIHexDigit)
            return color("#" + digits, at: start)
        case "\"", "'":
            guard let text = parseString() else { return nil }
            return .literal(.string(text))
        case "-", "+", ".", "0"..."9":
            return parseNumber(at: start)
        default:
            guard isTypeStart(first) else {
                error(Self.expectedValue(found: String(first)))
                return nil
            }
            let word = readWhile(isNameScalar)
            switch word.lowercased() {
            case "rgb", "rgba", "hsl", "hsla":
                guard peek() == "(" else {
                    error("expected '(' after '\(word)'")
                    return nil
                }
                let arguments = readWhile { $0 != ")" && $0 != ";" && $0 != "}" && $0 != "\n" }
                guard peek() == ")" else {
                    error("'\(word)(' has no closing ')'", at: start)
                    return nil
                }
                advance()
                return color(word + arguments + ")", at: start)
            case "transparent":
                return color(word, at: start)
            case "asset":
                skipTrivia()
                guard peek() == "(" else {
                    error("expected '(' after 'asset', as in asset(\"logo\")")
                    return nil
                }
                advance()
                skipTrivia()
                guard peek() == "\"" || peek() == "'" else {
                    error("expected the asset's name as a string, as in asset(\"logo\")")
                    return nil
                }
                guard let name = parseString() else { return nil }
                skipTrivia()
                guard peek() == ")" else {
                    error("expected ')' after the asset's name")
                    return nil
                }
                advance()
                return .literal(.asset(name))
            default:
                error(Self.expectedValue(found: word), at: start)
                return nil
            }
        }
    }

    private static func expectedValue(found: String) -> String {
        "expected a value: a token such as {color.accent}, a color (#rrggbb, rgb(), hsl()), a number with an "
            + "optional unit, a string or asset(\"name\"); found '\(found)'"
    }

    private mutating func color(_ text: String, at start: Position) -> StyleValue? {
        do {
            return .literal(.color(try Color(parsing: text)))
        } catch {
            self.error("'\(text)' is not a color: \(error)", at: start)
            return nil
        }
    }

    private mutating func parseNumber(at start: Position) -> StyleValue? {
        var text = ""
        if let sign = peek(), sign == "-" || sign == "+" {
            text.unicodeScalars.append(sign)
            advance()
        }
        text += readWhile { ("0"..."9").contains($0) || $0 == "." }
        // An exponent, as CSS writes one (1e3, 2.5E-4): `e` followed by a digit, or by a sign and a digit, so
        // that `2em` stays 2 with the unit em.
        if let marker = peek(), marker == "e" || marker == "E" {
            let signed = index + 1 < scalars.count && (scalars[index + 1] == "-" || scalars[index + 1] == "+")
            let digitAt = index + (signed ? 2 : 1)
            if digitAt < scalars.count, ("0"..."9").contains(scalars[digitAt]) {
                for _ in index..<digitAt { text.unicodeScalars.append(peek()!); advance() }
                text += readWhile { ("0"..."9").contains($0) }
            }
        }
        guard let number = Double(text), number.isFinite else {
            error("'\(text)' is not a number", at: start)
            return nil
        }
        let unit = readWhile { $0.properties.isAlphabetic || $0 == "%" }
        if unit.isEmpty { return .literal(.number(number)) }
        if let dimensionUnit = DimensionUnit(rawValue: unit) {
            return .literal(.dimension(TokenDimension(number, dimensionUnit)))
        }
        if let durationUnit = DurationUnit(rawValue: unit) {
            return .literal(.duration(TokenDuration(number, durationUnit)))
        }
        let units = (DimensionUnit.allCases.map(\.rawValue) + DurationUnit.allCases.map(\.rawValue))
        error("unknown unit '\(unit)' in '\(text)\(unit)'; units: \(units.joined(separator: ", "))", at: start)
        return nil
    }

    /// Reads a quoted string (the opening quote is next), with `\"`, `\'`, `\\`, `\n` and `\t` escapes.
    private mutating func parseString() -> String? {
        let start = position
        let quote = peek()!
        advance()
        var text = ""
        while let scalar = peek() {
            if scalar == "\n" { break }
            advance()
            if scalar == quote { return text }
            if scalar == "\\", let escaped = peek() {
                advance()
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                default: text.unicodeScalars.append(escaped)
                }
                continue
            }
            text.unicodeScalars.append(scalar)
        }
        error("the string has no closing \(quote == "\"" ? "'\"'" : "\"'\"") on its line", at: start)
        return nil
    }

    // MARK: - Scanning

    private struct Position {
        let index: Int
        let line: Int
        let column: Int
    }

    private var position: Position { Position(index: index, line: line, column: column) }

    private func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func readWhile(_ accept: (Unicode.Scalar) -> Bool) -> String {
        var text = ""
        while let scalar = peek(), accept(scalar) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        return text
    }

    /// Skips whitespace, `/* … */` and `// …` comments.
    private mutating func skipTrivia() {
        while let scalar = peek() {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = position
                advance()
                advance()
                var closed = false
                while let next = peek() {
                    advance()
                    if next == "*", peek() == "/" {
                        advance()
                        closed = true
                        break
                    }
                }
                if !closed { error("the comment has no closing '*/'", at: start) }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    /// After an error in a declaration: skips to just past the next `;`, or to the `}` that ends the rule.
    private mutating func skipToDeclarationEnd() {
        while let scalar = peek() {
            if scalar == "}" { return }
            if scalar == "\"" || scalar == "'" {
                skipString()
                continue
            }
            advance()
            if scalar == ";" { return }
        }
    }

    /// After an error in a selector or at-rule: skips past the block that follows (balancing braces), or past
    /// the next `;` when a `;` comes first.
    private mutating func skipBlockOrStatement() {
        var depth = 0
        while let scalar = peek() {
            if scalar == "\"" || scalar == "'" {
                skipString()
                continue
            }
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" || scalars[index + 1] == "/" {
                let count = diagnostics.count
                skipTrivia()
                diagnostics.removeSubrange(count...)  // an unclosed comment here is part of the first error
                continue
            }
            advance()
            switch scalar {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth <= 0 { return }
            case ";" where depth == 0: return
            default: break
            }
        }
    }

    private mutating func skipString() {
        let quote = peek()!
        advance()
        while let scalar = peek(), scalar != "\n" {
            advance()
            if scalar == "\\" {
                advance()
            } else if scalar == quote {
                return
            }
        }
    }

    private func isTypeStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private func isTypeScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    private func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        isTypeScalar(scalar) || scalar == "-"
    }

    private func isThemeNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        isNameScalar(scalar) || scalar == "."
    }

    // MARK: - Diagnostics

    private func location(_ position: Position) -> FileLocation {
        FileLocation(file: file, position: SourcePosition(line: position.line, column: position.column))
    }

    private mutating func error(_ message: String, at position: Position? = nil) {
        guard diagnostics.count <= StylesheetError.maximumDiagnosticCount else { return }
        let position = position ?? self.position
        let sourceLine = position.line - 1 < lines.count ? lines[position.line - 1] : ""
        diagnostics.append(StylesheetDiagnostic(location: location(position), message: message, sourceLine: sourceLine))
    }
}
