import Foundation

/// Arithmetic in a token value, as Tokens Studio writes it and Style Dictionary's `sd-transforms` and Terrazzo
/// evaluate it: `{spacing.base} * 2`, `({size.md} + 4px) / 2`, `roundTo({font.base} * 1.25, 2)`.
///
/// A quantity is a number with an optional unit. Units follow the rules of those tools: `+` and `-` need the
/// same unit on both sides (or none on one side, which then takes the other's); `*` allows a unit on one side
/// only; `/` divides a length by a number, or a length by a length of the same unit (a plain number). Functions:
/// `roundTo(x, digits)`, `round`, `floor`, `ceil`, `abs`, `sqrt`, `min`, `max` and `pow`.
///
/// Parsing is separate from evaluation, so that a reader can tell an expression from a plain literal (`16px`)
/// without resolving anything.
///
/// Expressions are bounded, because token files come from the network: at most ``maximumOperands`` operands
/// (numbers, references and function calls) and ``maximumNesting`` levels of parentheses, calls and signs.
/// Parsing, evaluation and the tree's own destruction recurse at most that deep, whatever the input; past a
/// limit the parse fails with a ``Failure`` whose ``Failure/isLimit`` is `true` and whose message names it.
package struct TokenExpression: Sendable, Hashable {
    /// The most operands an expression may have: far above the few that design tools write (Tokens Studio's
    /// longest published expressions have under ten), low enough that the evaluator's recursion stays shallow.
    package static let maximumOperands = 256
    /// The deepest nesting of parentheses, function calls and unary signs.
    package static let maximumNesting = 32

    /// A number and its unit (`nil` for a plain number).
    package struct Quantity: Sendable, Hashable {
        package var value: Double
        package var unit: String?

        package init(_ value: Double, _ unit: String? = nil) {
            self.value = value
            self.unit = unit
        }
    }

    /// Why an expression cannot be read or evaluated; `offset` counts UTF-8 bytes from the start of the text.
    package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        package var message: String
        package var offset: Int
        /// Whether the text exceeds one of the expression limits (rather than not being arithmetic at all).
        package var isLimit = false
        package var description: String { message }
    }

    indirect enum Node: Sendable, Hashable {
        case literal(Quantity)
        case reference(TokenPath)
        case negate(Node)
        case binary(UInt8, Node, Node)
        case call(String, [Node])
    }

    let root: Node

    /// The functions expressions may call, with how many arguments each takes.
    static let functions: [String: ClosedRange<Int>] = [
        "roundTo": 1...2, "round": 1...1, "floor": 1...1, "ceil": 1...1, "abs": 1...1, "sqrt": 1...1,
        "min": 1...16, "max": 1...16, "pow": 2...2,
    ]

    /// Parses an expression.
    /// - Throws: ``Failure`` when the text is not an expression of this grammar.
    package init(parsing text: String) throws(Failure) {
        var parser = Parser(bytes: Array(text.utf8))
        let node = try parser.expression()
        parser.skipSpaces()
        guard parser.index == parser.bytes.count else { throw parser.fail("unexpected text") }
        root = node
    }

    /// Whether the expression computes something: it has an operator, a function or a reference. `16px` and
    /// `-2` do not (they are literals).
    package var isComputed: Bool {
        if case .literal = root { false } else { true }
    }

    /// The references the expression uses, in order.
    package var references: [TokenPath] {
        var paths: [TokenPath] = []
        func visit(_ node: Node) {
            switch node {
            case .literal: break
            case .reference(let path): paths.append(path)
            case .negate(let inner): visit(inner)
            case .binary(_, let lhs, let rhs):
                visit(lhs)
                visit(rhs)
            case .call(_, let arguments): arguments.forEach(visit)
            }
        }
        visit(root)
        return paths
    }

    /// Evaluates the expression.
    /// - Parameter resolve: The quantity a reference stands for.
    /// - Throws: ``Failure`` for mixed units, division by zero or a result that is not finite; whatever
    ///   `resolve` throws.
    package func evaluate(_ resolve: (TokenPath) throws -> Quantity) throws -> Quantity {
        try Self.evaluate(root, resolve)
    }

    static func evaluate(_ node: Node, _ resolve: (TokenPath) throws -> Quantity) throws -> Quantity {
        func fail(_ message: String) -> Failure { Failure(message: message, offset: 0) }
        switch node {
        case .literal(let quantity): return quantity
        case .reference(let path): return try resolve(path)
        case .negate(let inner):
            var quantity = try evaluate(inner, resolve)
            quantity.value = -quantity.value
            return quantity
        case .binary(let op, let lhsNode, let rhsNode):
            let lhs = try evaluate(lhsNode, resolve)
            let rhs = try evaluate(rhsNode, resolve)
            let result: Quantity
            switch op {
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard lhs.unit == rhs.unit || lhs.unit == nil || rhs.unit == nil else {
                    throw fail("cannot add or subtract \(lhs.unit!) and \(rhs.unit!)")
                }
                let value = op == UInt8(ascii: "+") ? lhs.value + rhs.value : lhs.value - rhs.value
                result = Quantity(value, lhs.unit ?? rhs.unit)
            case UInt8(ascii: "*"):
                guard lhs.unit == nil || rhs.unit == nil else {
                    throw fail("cannot multiply \(lhs.unit!) by \(rhs.unit!)")
                }
                result = Quantity(lhs.value * rhs.value, lhs.unit ?? rhs.unit)
            default:  // "/"
                guard rhs.value != 0 else { throw fail("division by zero") }
                if let unit = rhs.unit {
                    guard lhs.unit == unit else {
                        throw fail("cannot divide \(lhs.unit ?? "a number") by \(unit)")
                    }
                    result = Quantity(lhs.value / rhs.value)
                } else {
                    result = Quantity(lhs.value / rhs.value, lhs.unit)
                }
            }
            guard result.value.isFinite else { throw fail("the result is not a finite number") }
            return result
        case .call(let name, let argumentNodes):
            let arguments = try argumentNodes.map { try evaluate($0, resolve) }
            return try call(name, arguments)
        }
    }

    static func call(_ name: String, _ arguments: [Quantity]) throws -> Quantity {
        func fail(_ message: String) -> Failure { Failure(message: message, offset: 0) }
        let first = arguments[0]
        func mapped(_ transform: (Double) -> Double) -> Quantity { Quantity(transform(first.value), first.unit) }
        let result: Quantity
        switch name {
        case "roundTo":
            let digits = arguments.count > 1 ? arguments[1].value : 0
            guard digits >= 0, digits <= 15, digits == digits.rounded() else {
                throw fail("roundTo takes a whole number of digits from 0 to 15")
            }
            let scale = pow(10, digits)
            result = mapped { ($0 * scale).rounded(.toNearestOrAwayFromZero) / scale }
        case "round": result = mapped { $0.rounded(.toNearestOrAwayFromZero) }
        case "floor": result = mapped { $0.rounded(.down) }
        case "ceil": result = mapped { $0.rounded(.up) }
        case "abs": result = mapped { Swift.abs($0) }
        case "sqrt":
            guard first.unit == nil else { throw fail("sqrt takes a plain number") }
            result = mapped { $0.squareRoot() }
        case "pow":
            guard first.unit == nil, arguments[1].unit == nil else { throw fail("pow takes plain numbers") }
            result = Quantity(Foundation.pow(first.value, arguments[1].value))
        default:  // min, max
            let unit = arguments.lazy.compactMap(\.unit).first
            guard arguments.allSatisfy({ $0.unit == nil || $0.unit == unit }) else {
                throw fail("\(name) of quantities in different units")
            }
            let values = arguments.map(\.value)
            result = Quantity(name == "min" ? values.min()! : values.max()!, unit)
        }
        guard result.value.isFinite else { throw fail("the result is not a finite number") }
        return result
    }

    /// A recursive-descent parser over UTF-8 bytes: expression := term (('+'|'-') term)*; term := unary
    /// (('*'|'/') unary)*; unary := '-' unary | primary; primary := number unit? | '{' path '}' | name '(' args ')'
    /// | '(' expression ')'.
    struct Parser {
        let bytes: [UInt8]
        var index = 0
        var depth = 0
        var operands = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func fail(_ message: String) -> Failure { Failure(message: message, offset: index) }

        /// Enters one level of nesting, failing past ``TokenExpression/maximumNesting``.
        mutating func nest() throws(Failure) {
            depth += 1
            guard depth <= TokenExpression.maximumNesting else {
                throw Failure(
                    message: "the expression is nested more than \(TokenExpression.maximumNesting) levels deep "
                        + "(the limit on parentheses, calls and signs)", offset: index, isLimit: true)
            }
        }

        /// Counts one operand, failing past ``TokenExpression/maximumOperands``.
        mutating func countOperand() throws(Failure) {
            operands += 1
            guard operands <= TokenExpression.maximumOperands else {
                throw Failure(
                    message: "the expression has more than \(TokenExpression.maximumOperands) operands (the limit)",
                    offset: index, isLimit: true)
            }
        }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func expression() throws(Failure) -> Node {
            // Nesting and operands are bounded, so hostile input cannot exhaust the stack here, in evaluation or
            // when the tree is freed: a chain of N operators is a tree N deep.
            try nest()
            defer { depth -= 1 }
            var node = try term()
            while true {
                skipSpaces()
                guard let op = peek(), op == UInt8(ascii: "+") || op == UInt8(ascii: "-") else { return node }
                index += 1
                node = .binary(op, node, try term())
            }
        }

        mutating func term() throws(Failure) -> Node {
            var node = try unary()
            while true {
                skipSpaces()
                guard let op = peek(), op == UInt8(ascii: "*") || op == UInt8(ascii: "/") else { return node }
                index += 1
                node = .binary(op, node, try unary())
            }
        }

        mutating func unary() throws(Failure) -> Node {
            skipSpaces()
            if peek() == UInt8(ascii: "-") {
                index += 1
                try nest()
                defer { depth -= 1 }
                let inner = try unary()
                if case .literal(let quantity) = inner { return .literal(Quantity(-quantity.value, quantity.unit)) }
                return .negate(inner)
            }
            if peek() == UInt8(ascii: "+") { index += 1 }
            return try primary()
        }

        mutating func primary() throws(Failure) -> Node {
            skipSpaces()
            guard let byte = peek() else { throw fail("an operand is missing") }
            if byte != UInt8(ascii: "(") { try countOperand() }
            switch byte {
            case UInt8(ascii: "("):
                index += 1
                let node = try expression()
                skipSpaces()
                guard peek() == UInt8(ascii: ")") else { throw fail("a ')' is missing") }
                index += 1
                return node
            case UInt8(ascii: "{"):
                let start = index
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                    throw fail("a '}' is missing")
                }
                index = end + 1
                let text = String(decoding: bytes[start...end], as: UTF8.self)
                guard let path = TokenPath(alias: text) else { throw fail("'\(text)' is not a token reference") }
                return .reference(path)
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                return .literal(try number())
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                let start = index
                while let next = peek(), Self.isLetter(next) { index += 1 }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                guard let arity = TokenExpression.functions[name] else { throw fail("unknown function '\(name)'") }
                skipSpaces()
                guard peek() == UInt8(ascii: "(") else { throw fail("'\(name)' must be called: \(name)(…)") }
                index += 1
                var arguments: [Node] = []
                while true {
                    arguments.append(try expression())
                    skipSpaces()
                    if peek() == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    guard peek() == UInt8(ascii: ")") else { throw fail("a ')' is missing after \(name)'s arguments") }
                    index += 1
                    break
                }
                guard arity.contains(arguments.count) else {
                    throw fail("\(name) takes \(arity.lowerBound)…\(arity.upperBound) arguments")
                }
                return .call(name, arguments)
            default:
                throw fail("unexpected '\(String(decoding: [byte], as: UTF8.self))'")
            }
        }

        mutating func number() throws(Failure) -> Quantity {
            let start = index
            while let next = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) || next == UInt8(ascii: ".")
            {
                index += 1
            }
            // An exponent (`1e3`) only when digits follow, so the unit `em` is not read as one.
            if let next = peek(), next == UInt8(ascii: "e") || next == UInt8(ascii: "E"), index + 1 < bytes.count {
                var look = index + 1
                if bytes[look] == UInt8(ascii: "+") || bytes[look] == UInt8(ascii: "-") { look += 1 }
                if look < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[look]) {
                    index = look
                    while let digit = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) { index += 1 }
                }
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
                throw fail("'\(String(decoding: bytes[start..<index], as: UTF8.self))' is not a number")
            }
            let unitStart = index
            while let next = peek(), Self.isLetter(next) || next == UInt8(ascii: "%") { index += 1 }
            let unit = unitStart == index ? nil : String(decoding: bytes[unitStart..<index], as: UTF8.self)
            return Quantity(value, unit)
        }

        static func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
    }
}
