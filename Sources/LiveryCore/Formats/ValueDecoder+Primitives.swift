import Foundation

// MARK: - Primitive values: color, dimension, duration, font family and weight, cubic Bézier, stroke style, shadow

extension ValueDecoder {
    func color(_ node: SourceNode) throws -> Color {
        switch node.value {
        case .string(let text) where text.utf8.contains(UInt8(ascii: "{")):
            return try colorWithAlpha(node, text)
        case .string(let text):
            // CSS Color 4 as users paste it (oklch() from Tailwind 4's palette, color(display-p3 …), named colors):
            // the warning, and strict reading's error, show the DTCG object it stands for.
            let css: CSSColor?
            do {
                css = try CSSColor.parse(text)
            } catch {
                throw invalid(node, .color, error.description)
            }
            if let css {
                try sink.accept(
                    .legacyValueForm,
                    "color written as a CSS string ('\(text)'); DTCG 2025.10 writes it as \(css.dtcgObject)",
                    at: node.position, path: path)
                do {
                    return try css.color()
                } catch {
                    throw invalid(node, .color, error.description)
                }
            }
            let color: Color
            do {
                color = try Color(parsing: text)
            } catch {
                throw invalid(node, .color, error.description)
            }
            try sink.accept(
                .legacyValueForm, "color written as a string ('\(text)'); DTCG 2025.10 uses a color object",
                at: node.position, path: path)
            return color
        case .object:
            try reportUnknownFields(of: node, .color, known: ["colorSpace", "components", "alpha", "hex"])
            let space: String
            if let named = node["colorSpace"]?.string {
                space = named
            } else if node["colorSpace"] == nil, case .array(let items)? = node["components"]?.value, items.count == 3 {
                // Exports that predate the color space field (a tool's own test fixtures of Adobe Spectrum among
                // them) write sRGB components alone; the tools that read them take sRGB.
                try sink.accept(
                    .assumedValue, "color object without \"colorSpace\"; srgb is assumed", at: node.position,
                    path: path)
                space = "srgb"
            } else {
                throw invalid(node, .color, "a color object needs a \"colorSpace\" string")
            }
            guard case .array(let componentNodes)? = node["components"]?.value else {
                if let hex = node["hex"]?.string, let color = Color(hex: hex) { return color }
                throw invalid(node, .color, "a color object needs a \"components\" array")
            }
            let components = try componentNodes.map { component -> Double? in
                if component.string == "none" { return nil }
                guard let number = component.number else {
                    throw invalid(component, .color, "a component must be a number or \"none\"")
                }
                return number
            }
            var alpha = 1.0
            if let alphaNode = node["alpha"] {
                guard let value = try numberPart(alphaNode, of: .color), (0...1).contains(value) else {
                    throw invalid(alphaNode, .color, "alpha must be a number from 0 to 1")
                }
                alpha = value
            }
            if let hexNode = node["hex"] { try checkHexFallback(hexNode) }
            if let known = DTCGColorSpace(rawValue: space), components.count == 3 {
                for (index, value, range) in known.componentsOutOfRange(components) {
                    // Wide-gamut tools write sRGB components past 1 on purpose; lenient reading keeps them.
                    try sink.accept(
                        .assumedValue,
                        "component \(index + 1) of this \(space) color is \(NumberFormatting.shortest(value)); "
                            + "DTCG allows \(range.description); it is kept as written",
                        at: componentNodes[index].position, path: path)
                }
            }
            do {
                return try Color(dtcgColorSpace: space, components: components, alpha: alpha)
            } catch {
                throw invalid(node, .color, error.description)
            }
        default:
            throw invalid(node, .color, "expected a color object, found \(node.kindDescription)")
        }
    }

    /// A number inside a value of another type: a cubicBezier point, a dimension's or duration's `value`, a
    /// color's `alpha`. DTCG allows references only to whole tokens and in the fields of composite types;
    /// Terrazzo also follows one here, and so does lenient reading, with a warning (strict mode refuses it).
    /// - Returns: The number, or `nil` when the node is neither a number nor a reference.
    func numberPart(_ node: SourceNode, of type: TokenType) throws -> Double? {
        if let number = node.number { return number }
        guard let reference = ValueDecoder.aliasReference(node) else { return nil }
        try sink.accept(
            .assumedValue,
            "a reference (\(reference.alias)) inside a \(type.rawValue) value; DTCG allows one only in place of "
                + "the whole value or of a composite's field; the number it names is used",
            at: node.position, path: path)
        guard case .number(let number) = try resolveAlias(reference, .number, node.position) else {
            throw invalid(node, type, "\(reference.alias) is not a number")
        }
        return number
    }

    /// Reports each member of an object value that its type does not define (refused in strict mode), so a
    /// misspelt field does not vanish silently.
    func reportUnknownFields(of node: SourceNode, _ type: TokenType, known: [String]) throws {
        for member in node.members ?? [] where !known.contains(member.key) {
            try sink.accept(
                .unknownProperty, "unknown field '\(member.key)' in a \(type.rawValue) value is ignored",
                at: member.keyPosition, path: path)
        }
    }

    /// The optional `hex` of a color object: an sRGB fallback, `#` and six hex digits. Anything else is ignored
    /// with a warning (refused in strict mode): the components are the color.
    private func checkHexFallback(_ node: SourceNode) throws {
        let isSixDigits =
            node.string.map { text in
                text.utf8.count == 7 && text.hasPrefix("#")
                    && text.utf8.dropFirst().allSatisfy { byte in
                        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
                    }
            } ?? false
        guard !isSixDigits else { return }
        let written = node.string.map { "'\($0)'" } ?? node.kindDescription
        try sink.accept(
            .assumedValue, "\"hex\" fallback \(written) is not a string of '#' and six hex digits; it is ignored",
            at: node.position, path: path)
    }

    func dimension(_ node: SourceNode) throws -> TokenDimension {
        if let text = node.string, let quantity = try evaluated(node, text, as: .dimension) {
            return try dimension(of: quantity, node, text)
        }
        let dimension: TokenDimension
        switch node.value {
        case .object:
            try reportUnknownFields(of: node, .dimension, known: ["value", "unit"])
            guard let value = try node["value"].flatMap({ try numberPart($0, of: .dimension) }) else {
                throw invalid(node, .dimension, "a dimension object needs a numeric \"value\"")
            }
            guard let unitText = node["unit"]?.string else {
                throw invalid(node, .dimension, "a dimension object needs a \"unit\" (px or rem)")
            }
            if unitText.isEmpty {
                try sink.accept(
                    .assumedValue, "dimension with an empty unit; px is assumed", at: node.position, path: path)
                return TokenDimension(value, .px)
            }
            guard let unit = DimensionUnit(rawValue: unitText) else {
                throw invalid(node, .dimension, "unknown unit '\(unitText)'; expected px or rem")
            }
            dimension = TokenDimension(value, unit)
        case .string(let text) where Double(text) == 0:
            try sink.accept(
                .legacyValueForm,
                "dimension written as a bare '\(text)'; DTCG 2025.10 uses {\"value\": 0, \"unit\": \"px\"}",
                at: node.position, path: path)
            dimension = TokenDimension(0, .px)
        case .string(let text) where Double(text.trimmingCharacters(in: .whitespaces))?.isFinite == true:
            let value = Double(text.trimmingCharacters(in: .whitespaces))!
            try sink.accept(
                .assumedValue, "dimension written as a plain number ('\(text)'); px is assumed", at: node.position,
                path: path)
            dimension = TokenDimension(value, .px)
        case .string(let text):
            guard let parsed = TokenDimension(parsing: text) else {
                throw invalid(node, .dimension, "'\(text)' is not a number followed by px or rem")
            }
            try sink.accept(
                .legacyValueForm, "dimension written as a string ('\(text)'); DTCG 2025.10 uses {\"value\", \"unit\"}",
                at: node.position, path: path)
            dimension = parsed
        case .number(let value) where value == 0:
            try sink.accept(
                .legacyValueForm, "dimension written as a bare 0; DTCG 2025.10 uses {\"value\": 0, \"unit\": \"px\"}",
                at: node.position, path: path)
            dimension = TokenDimension(0, .px)
        case .number(let value) where value.isFinite:
            // Tokens Studio and Style Dictionary sets write sizes as plain numbers; their transforms add px.
            try sink.accept(
                .assumedValue,
                "dimension written as a plain number (\(NumberFormatting.shortest(value))); px is assumed",
                at: node.position, path: path)
            dimension = TokenDimension(value, .px)
        default:
            throw invalid(
                node, .dimension,
                "expected {\"value\": number, \"unit\": \"px\"|\"rem\"}, found \(node.kindDescription)")
        }
        if !dimension.unit.isStandard {
            try sink.accept(
                .nonStandardUnit, "unit '\(dimension.unit.rawValue)' is not in the DTCG format (px, rem)",
                at: node.position, path: path)
        }
        return dimension
    }

    func duration(_ node: SourceNode) throws -> TokenDuration {
        switch node.value {
        case .object:
            try reportUnknownFields(of: node, .duration, known: ["value", "unit"])
            guard let value = try node["value"].flatMap({ try numberPart($0, of: .duration) }),
                let unitText = node["unit"]?.string
            else {
                throw invalid(node, .duration, "a duration object needs a numeric \"value\" and a \"unit\" (ms or s)")
            }
            guard let unit = DurationUnit(rawValue: unitText) else {
                throw invalid(node, .duration, "unknown unit '\(unitText)'; expected ms or s")
            }
            return TokenDuration(value, unit)
        case .string(let text):
            guard let parsed = TokenDuration(parsing: text) else {
                throw invalid(node, .duration, "'\(text)' is not a number followed by ms or s")
            }
            try sink.accept(
                .legacyValueForm, "duration written as a string ('\(text)'); DTCG 2025.10 uses {\"value\", \"unit\"}",
                at: node.position, path: path)
            return parsed
        default:
            throw invalid(
                node, .duration, "expected {\"value\": number, \"unit\": \"ms\"|\"s\"}, found \(node.kindDescription)")
        }
    }

    func fontFamily(_ node: SourceNode) throws -> [String] {
        switch node.value {
        case .string(let name) where name.contains(","):
            try sink.accept(
                .legacyValueForm, "font family written as a CSS font stack; DTCG uses an array of names",
                at: node.position, path: path)
            return name.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
            }
        case .string(let name): return [name]
        case .array(let names):
            return try names.map { name in
                guard let text = name.string else {
                    throw invalid(name, .fontFamily, "font family names must be strings")
                }
                return text
            }
        default:
            throw invalid(node, .fontFamily, "expected a name or an array of names, found \(node.kindDescription)")
        }
    }

    func fontWeight(_ node: SourceNode) throws -> Double {
        switch node.value {
        case .number(let weight):
            guard (1...1000).contains(weight) else {
                let said = weight.isFinite ? NumberFormatting.shortest(weight) : node.kindDescription
                throw invalid(node, .fontWeight, "\(said) is outside 1...1000")
            }
            return weight
        case .string(let text) where Double(text) != nil:
            try sink.accept(
                .legacyValueForm, "font weight written as a string ('\(text)')", at: node.position, path: path)
            let weight = Double(text)!
            guard (1...1000).contains(weight) else { throw invalid(node, .fontWeight, "\(weight) is outside 1...1000") }
            return weight
        case .string(let keyword):
            if let weight = FontWeightKeyword.values[keyword] { return weight }
            if let quantity = try evaluated(node, keyword, as: .fontWeight) {
                guard quantity.unit == nil, (1...1000).contains(quantity.value) else {
                    throw invalid(node, .fontWeight, "'\(keyword)' is not a weight from 1 to 1000")
                }
                return quantity.value
            }
            guard let weight = FontWeightKeyword.weight(forStyleName: keyword) else {
                throw invalid(node, .fontWeight, "unknown keyword '\(keyword)'")
            }
            try sink.accept(
                .assumedValue,
                "font weight written as a style name ('\(keyword)'); read as \(NumberFormatting.shortest(weight))",
                at: node.position, path: path)
            return weight
        default:
            throw invalid(node, .fontWeight, "expected a number or a keyword, found \(node.kindDescription)")
        }
    }

    func cubicBezier(_ node: SourceNode) throws -> CubicBezier {
        guard case .array(let points) = node.value, points.count == 4 else {
            throw invalid(node, .cubicBezier, "expected an array of 4 numbers")
        }
        let numbers = try points.map { point in
            guard let number = try numberPart(point, of: .cubicBezier) else {
                throw invalid(point, .cubicBezier, "expected a number")
            }
            return number
        }
        guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            throw invalid(node, .cubicBezier, "x coordinates must lie in 0...1")
        }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    func strokeStyle(_ node: SourceNode) throws -> StrokeStyle {
        switch node.value {
        case .string(let keyword):
            guard StrokeStyle.keywords.contains(keyword) else {
                throw invalid(
                    node, .strokeStyle,
                    "unknown keyword '\(keyword)'; expected \(StrokeStyle.keywords.joined(separator: ", "))")
            }
            return .keyword(keyword)
        case .object:
            let fields = try object(node, .strokeStyle, required: ["dashArray", "lineCap"])
            guard case .array(let dashes) = fields["dashArray"]!.value, let lineCap = fields["lineCap"]!.string else {
                throw invalid(node, .strokeStyle, "a stroke style object needs \"dashArray\" and \"lineCap\"")
            }
            guard StrokeStyle.lineCaps.contains(lineCap) else {
                throw invalid(node, .strokeStyle, "unknown line cap '\(lineCap)'")
            }
            if dashes.isEmpty {
                try sink.accept(
                    .assumedValue, "an empty dashArray (DTCG requires at least one length); drawn as a solid line",
                    at: fields["dashArray"]!.position, path: path)
            }
            return .dashed(
                dashArray: try dashes.map { try field($0, .dimension, dimension, \.dimension) }, lineCap: lineCap)
        default:
            throw invalid(node, .strokeStyle, "expected a keyword or an object, found \(node.kindDescription)")
        }
    }

    func shadow(_ node: SourceNode) throws -> Shadow {
        if let reference = ValueDecoder.aliasReference(node) {
            // A layer of a shadow list may alias a single-shadow token.
            let value = try resolveAlias(reference, .shadow, node.position)
            guard case .shadow(let layers) = value, layers.count == 1 else {
                throw invalid(node, .shadow, "alias \(reference.alias) must point to a single shadow")
            }
            return layers[0]
        }
        let fields = try object(
            node, .shadow, required: ["color", "offsetX", "offsetY", "blur"], optional: ["spread", "inset"])
        // Figma's effects and several exporters leave the spread out when it is 0.
        let spread = try part(of: fields, "spread", in: "shadow", at: node, default: TokenDimension(0), said: "0") {
            try field($0, .dimension, dimension, \.dimension)
        }
        var inset = false
        if let insetNode = fields["inset"] {
            guard case .bool(let flag) = insetNode.value else {
                throw invalid(insetNode, .shadow, "inset must be true or false")
            }
            inset = flag
        }
        return Shadow(
            color: try field(fields["color"]!, .color, color, \.color),
            offsetX: try field(fields["offsetX"]!, .dimension, dimension, \.dimension),
            offsetY: try field(fields["offsetY"]!, .dimension, dimension, \.dimension),
            blur: try field(fields["blur"]!, .dimension, dimension, \.dimension),
            spread: spread,
            inset: inset)
    }
}

extension ValueDecoder {
    /// `rgba({color.token}, 50%)` or `rgba({color.token}, 0.4)`: a color token with another alpha, as Tokens
    /// Studio writes it.
    func colorWithAlpha(_ node: SourceNode, _ text: String) throws -> Color {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lowered = trimmed.lowercased()
        guard lowered.hasPrefix("rgba(") || lowered.hasPrefix("rgb("), trimmed.hasSuffix(")"),
            let open = trimmed.firstIndex(of: "("), let comma = trimmed.lastIndex(of: ",")
        else {
            throw invalid(
                node, .color,
                "'\(text)' is neither a color nor an alias; rgba({color}, alpha) is the form with a reference")
        }
        let referenceText = trimmed[trimmed.index(after: open)..<comma].trimmingCharacters(in: .whitespaces)
        let alphaText = trimmed[trimmed.index(after: comma)..<trimmed.index(before: trimmed.endIndex)]
            .trimmingCharacters(in: .whitespaces)
        guard let reference = TokenPath(alias: referenceText) else {
            throw invalid(node, .color, "'\(referenceText)' in '\(text)' is not a reference such as {color.brand}")
        }
        let alpha: Double
        if alphaText.hasSuffix("%"), let percent = Double(alphaText.dropLast()) {
            alpha = percent / 100
        } else if let fraction = Double(alphaText) {
            alpha = fraction
        } else {
            let number = try self.number(SourceNode(.string(alphaText), at: node.position))
            alpha = number
        }
        guard (0...1).contains(alpha) else { throw invalid(node, .color, "alpha \(alphaText) is outside 0...1") }
        try sink.accept(
            .legacyValueForm, "color written as '\(text)' (Tokens Studio's form for a token with another alpha)",
            at: node.position, path: path)
        guard case .color(let base) = try resolveAlias(reference, .color, node.position) else {
            throw invalid(node, .color, "\(reference.alias) is not a color")
        }
        return base.withAlpha(alpha)
    }
}
