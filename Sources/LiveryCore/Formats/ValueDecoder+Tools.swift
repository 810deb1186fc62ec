import Foundation

// MARK: - What design tools write: arithmetic, typography with parts left out, line heights as lengths

extension ValueDecoder {
    /// The parsed expression in a string when it computes something (an operator, a function or a reference
    /// inside text); `nil` for a plain literal such as `16px`, or text that is not arithmetic.
    /// - Throws: ``TokenExpression/Failure`` when the text is arithmetic beyond the expression limits: it is not
    ///   read as something else, so the error names the limit.
    func computedExpression(_ text: String) throws(TokenExpression.Failure) -> TokenExpression? {
        // Cheap tests first: most strings are literals or names, and need no parse.
        guard text.utf8.contains(where: { "+-*/({".utf8.contains($0) }) else { return nil }
        let expression: TokenExpression
        do { expression = try TokenExpression(parsing: text) } catch {
            // Text that is no expression is read as something else; one beyond the limits is refused as such.
            if error.isLimit { throw error }
            return nil
        }
        return expression.isComputed ? expression : nil
    }

    /// Whether a CSS expression (`calc(…)`, `min(…)`) is one Livery cannot evaluate and keeps as text.
    /// - Throws: ``TokenFileError/invalidValue(_:path:type:reason:)`` when it is arithmetic beyond the limits.
    func isUninterpretedCSS(_ text: String, _ node: SourceNode, _ type: TokenType) throws -> Bool {
        do { return try computedExpression(text) == nil } catch { throw invalid(node, type, error.message) }
    }

    /// Evaluates arithmetic in a string value (`{spacing.base} * 2`) as Tokens Studio and Style Dictionary do.
    /// - Returns: The quantity, or `nil` when the text is not arithmetic. While a reader checks a file before
    ///   resolution, an expression with references gives a placeholder (0): its value is checked on resolution.
    /// - Throws: ``TokenFileError/invalidValue(_:path:type:reason:)`` for mixed units, division by zero or a
    ///   reference to a token that is not a number or a length; in strict mode, for any arithmetic.
    func evaluated(_ node: SourceNode, _ text: String, as type: TokenType) throws -> TokenExpression.Quantity? {
        let parsed: TokenExpression?
        do { parsed = try computedExpression(text) } catch { throw invalid(node, type, error.message) }
        guard let expression = parsed else { return nil }
        try sink.note(
            .evaluatedExpression, "'\(text)' is arithmetic, evaluated as Tokens Studio does (not in the DTCG format)",
            at: node.position, path: path)
        guard let resolveOperand else {
            guard expression.references.isEmpty else {
                // Checked on resolution, when the references have values; a placeholder of the expected kind
                // until then, so that nothing is reported twice.
                return type == .dimension ? TokenExpression.Quantity(0, "px") : TokenExpression.Quantity(400)
            }
            return try evaluate(expression, node, text, type) { _ in TokenExpression.Quantity(0) }
        }
        return try evaluate(expression, node, text, type) { reference in
            switch try resolveOperand(reference, node.position) {
            case .number(let value), .fontWeight(let value): return TokenExpression.Quantity(value)
            case .dimension(let length): return TokenExpression.Quantity(length.value, length.unit.rawValue)
            case .duration(let time): return TokenExpression.Quantity(time.value, time.unit.rawValue)
            case let other:
                throw invalid(
                    node, type, "\(reference.alias) is a \(other.type.rawValue); arithmetic takes numbers and lengths")
            }
        }
    }

    private func evaluate(
        _ expression: TokenExpression, _ node: SourceNode, _ text: String, _ type: TokenType,
        _ resolve: (TokenPath) throws -> TokenExpression.Quantity
    ) throws -> TokenExpression.Quantity {
        do {
            return try expression.evaluate(resolve)
        } catch let failure as TokenExpression.Failure {
            throw invalid(node, type, "'\(text)': \(failure.message)")
        }
    }

    /// The length an evaluated expression gives: its unit, or px (assumed, with a warning) when it has none.
    func dimension(of quantity: TokenExpression.Quantity, _ node: SourceNode, _ text: String) throws
        -> TokenDimension
    {
        guard let unitText = quantity.unit else {
            try sink.accept(
                .assumedValue, "'\(text)' gives a plain number; px is assumed", at: node.position, path: path)
            return TokenDimension(quantity.value, .px)
        }
        guard let unit = DimensionUnit(rawValue: unitText) else {
            throw invalid(node, .dimension, "'\(text)' gives a quantity in \(unitText), not a length")
        }
        return TokenDimension(quantity.value, unit)
    }

    /// A typography value. The DTCG format requires all five fields; Terrazzo and Style Dictionary build sets
    /// that leave some out, so a missing field gets the value CSS uses when a property is not set (reported):
    /// the system font, 16px, weight 400, no letter spacing, line height 1.2 (CSS `normal`).
    func typography(_ node: SourceNode) throws -> Typography {
        let names = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        let fields = try object(node, .typography, required: [], optional: names + Self.typographyExtras)
        var extras: [String: SourceNode] = [:]
        for member in node.members ?? [] where Self.typographyExtras.contains(member.key) {
            try sink.accept(
                .unknownProperty,
                "typography property '\(member.key)' is not part of DTCG 2025.10; it is kept, as Terrazzo keeps it",
                at: member.keyPosition, path: path)
            extras[member.key] = member.value
        }
        func keyword(_ name: String) throws -> String? {
            guard let node = extras[name] else { return nil }
            // Written as it is into CSS, Kotlin, Dart and XML: only a CSS keyword list (`italic`, `oblique 10deg`,
            // `underline line-through`) is taken, so no value can close a declaration or a string.
            guard let text = node.string, (1...64).contains(text.utf8.count),
                text.utf8.first.map({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }) == true,
                text.utf8.allSatisfy({ byte in
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || [UInt8(ascii: "-"), UInt8(ascii: " "), UInt8(ascii: ".")].contains(byte)
                })
            else {
                throw invalid(
                    node, .typography,
                    "\(name) must be a CSS keyword such as \"italic\" or \"underline\" (letters, digits, '-', '.', spaces)"
                )
            }
            return text
        }
        let familyOf: (TokenValue) -> [String]? = { if case .fontFamily(let f) = $0 { f } else { nil } }
        func part<T>(_ name: String, _ assumed: T, _ said: String, _ read: (SourceNode) throws -> T) throws -> T {
            try self.part(of: fields, name, in: "typography", at: node, default: assumed, said: said, read)
        }
        return Typography(
            fontFamily: try part("fontFamily", [], "the system font") {
                try field($0, .fontFamily, fontFamily, familyOf)
            },
            fontSize: try part("fontSize", TokenDimension(16, .px), "16px") {
                try field($0, .dimension, dimension, \.dimension)
            },
            fontWeight: try part("fontWeight", 400, "400") { try field($0, .fontWeight, fontWeight, \.number) },
            letterSpacing: try part("letterSpacing", TokenDimension(0, .px), "0") {
                try field($0, .dimension, dimension, \.dimension)
            },
            lineHeight: try part("lineHeight", LineHeight.multiple(1.2), "1.2 (CSS normal)", lineHeight),
            fontStyle: try keyword("fontStyle"), fontVariant: try keyword("fontVariant"),
            textDecoration: try keyword("textDecoration"), textTransform: try keyword("textTransform"),
            paragraphSpacing: try extras["paragraphSpacing"].map { try field($0, .dimension, dimension, \.dimension) })
    }

    /// Typography properties outside the DTCG five that design tools export and Terrazzo keeps.
    static let typographyExtras = ["fontStyle", "fontVariant", "textDecoration", "textTransform", "paragraphSpacing"]

    /// A part of a composite value that Terrazzo and Style Dictionary let files leave out: read when present,
    /// else `assumed`, with a warning saying so (a typed error in strict mode).
    func part<T>(
        of fields: [String: SourceNode], _ name: String, in composite: String, at node: SourceNode, default assumed: T,
        said: String, _ read: (SourceNode) throws -> T
    ) throws -> T {
        if let field = fields[name] { return try read(field) }
        try sink.accept(
            .assumedValue, "\(composite) without \(name); \(said) is assumed", at: node.position, path: path)
        return assumed
    }

    /// A `lineHeight`: a number (the DTCG form), or a length as Figma and Tokens Studio export it, kept as the
    /// length (reported); `normal` and `auto` are 1.2; a reference may name a number or a length token.
    func lineHeight(_ node: SourceNode) throws -> LineHeight {
        if let reference = ValueDecoder.aliasReference(node) {
            guard let resolveOperand else { return .multiple(1) }
            switch try resolveOperand(reference, node.position) {
            case .number(let factor): return .multiple(factor)
            case .dimension(let length):
                try sink.accept(
                    .assumedValue, "lineHeight is a length (\(reference.alias) = \(length)); it is kept as a length",
                    at: node.position, path: path)
                return .length(length)
            case let other:
                throw invalid(node, .typography, "lineHeight \(reference.alias) is a \(other.type.rawValue)")
            }
        }
        if let factor = node.number { return .multiple(factor) }
        if let text = node.string?.trimmingCharacters(in: .whitespaces).lowercased(), text == "normal" || text == "auto"
        {
            try sink.accept(
                .assumedValue, "lineHeight '\(text)'; 1.2 (CSS normal) is assumed", at: node.position, path: path)
            return .multiple(1.2)
        }
        if let text = node.string, Double(text.trimmingCharacters(in: .whitespaces)) != nil {
            return .multiple(try number(node))
        }
        if let text = node.string, let quantity = try evaluated(node, text, as: .number), quantity.unit == nil {
            return .multiple(quantity.value)
        }
        let length = try dimension(node)
        try sink.accept(
            .assumedValue, "lineHeight is a length (\(length)); the DTCG format uses a number; it is kept as a length",
            at: node.position, path: path)
        return .length(length)
    }
}

extension FontWeightKeyword {
    /// A weight from a font style name as design tools write them (`Bold`, `SemiBold`, `Extra Bold Italic`,
    /// `Regular`), the names Tokens Studio's `sd-transforms` maps; `nil` when the name is not one.
    public static func weight(forStyleName name: String) -> Double? {
        var key = name.lowercased().filter { $0.isLetter }
        for style in ["italic", "oblique"] where key.hasSuffix(style) && key.count > style.count {
            key.removeLast(style.count)
        }
        return styleNames[key]
    }

    /// The DTCG keywords without their hyphens (`semibold`), the form style names take once spaces and case
    /// are gone.
    static let styleNames = Dictionary(values.map { ($0.key.filter(\.isLetter), $0.value) }) { first, _ in first }
}
