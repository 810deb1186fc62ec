// MARK: - JSON5 1.0.0

// What JSON5 (https://spec.json5.org, 1.0.0) reads that JSON does not: ECMAScript 5.1 identifiers as keys,
// single-quoted strings and their escapes, line continuations, hexadecimal numbers, a leading or trailing decimal
// point, an explicit `+`, `Infinity`, `NaN`, and ECMAScript's white space. Each is recorded as
// `Extension.json5` with what it is, so strict reading can refuse it by name (JSONCursor.accept).

extension JSONCursor {
    /// Whether a byte can start a number in JSON5 (`+`, `-`, `.`, a digit, `Infinity`, `NaN`).
    static func startsJSON5Number(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "I"), UInt8(ascii: "N"):
            true
        default: false
        }
    }

    /// The Unicode scalar at `offset` and its length in UTF-8 bytes, or `nil` past the end or at a byte that
    /// starts no scalar (the loader has checked the file is UTF-8).
    func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        guard offset < bytes.count else { return nil }
        let lead = bytes[offset]
        let length =
            switch lead {
            case 0..<0x80: 1
            case 0xC0..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF8: 4
            default: 0
            }
        guard length > 0, offset + length <= bytes.count else { return nil }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for index in 1..<length { value = value << 6 | UInt32(bytes[offset + index] & 0x3F) }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    /// Moves past one scalar of `length` bytes on the current line.
    mutating func advance(by length: Int) {
        offset += length
        continuationBytes += length - 1
    }

    /// Skips one white-space character that JSON5 allows and JSON does not (vertical tab, form feed, no-break
    /// space, byte order mark, the line and paragraph separators, any other space separator); `false` when the
    /// character at `offset` is none of them.
    mutating func skipJSON5Whitespace() throws(JSONSourceReader.SyntaxError) -> Bool {
        guard let (scalar, length) = scalar(at: offset) else { return false }
        let isLineSeparator = scalar.value == 0x2028 || scalar.value == 0x2029
        guard
            scalar.value == 0x0B || scalar.value == 0x0C || scalar.value == 0xFEFF || isLineSeparator
                || scalar.properties.generalCategory == .spaceSeparator
        else { return false }
        try accept(.json5("white space JSON lacks"), at: position, what: "white space JSON lacks (U+\(hex(scalar)))")
        advance(by: length)
        if isLineSeparator { newline() }
        return true
    }

    func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The bytes an escape JSON lacks stands for, from the character after the backslash (which `escape` is the
    /// position of): `\'`, `\v`, `\0`, `\xHH`, a line continuation, or any other character standing for itself.
    mutating func json5Escape(at escape: SourcePosition) throws(JSONSourceReader.SyntaxError) -> [UInt8] {
        let escaped = bytes[offset]
        switch escaped {
        case UInt8(ascii: "'"):
            offset += 1
            try accept(.json5("an escaped single quote"), at: escape, what: "the escape \\'")
            return [0x27]
        case UInt8(ascii: "v"):
            offset += 1
            try accept(.json5("a vertical tab escape"), at: escape, what: "the escape \\v")
            return [0x0B]
        case UInt8(ascii: "0"):
            offset += 1
            if offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
                throw error("invalid escape: \\0 followed by a digit (octal escapes are not JSON5)")
            }
            try accept(.json5("a NUL escape"), at: escape, what: "the escape \\0")
            return [0]
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw error("invalid escape '\\\(printable(escaped))' (a digit cannot be escaped in JSON5)")
        case UInt8(ascii: "x"):
            offset += 1
            guard offset + 2 <= bytes.count, let high = Character(UnicodeScalar(bytes[offset])).hexDigitValue,
                let low = Character(UnicodeScalar(bytes[offset + 1])).hexDigitValue
            else { throw error("invalid \\x escape: two hexadecimal digits expected") }
            offset += 2
            try accept(.json5("a \\x escape"), at: escape, what: "the escape \\x")
            return Array(String(Unicode.Scalar(UInt8(high * 16 + low))).utf8)
        case 0x0A, 0x0D:
            // A line continuation: the backslash and the line break stand for nothing.
            offset += 1
            if escaped == 0x0D, offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
            newline()
            try accept(.json5("a line continuation"), at: escape, what: "a string continued on the next line")
            return []
        default:
            guard let (scalar, length) = scalar(at: offset) else { throw error("invalid escape") }
            advance(by: length)
            if scalar.value == 0x2028 || scalar.value == 0x2029 {
                newline()
                try accept(.json5("a line continuation"), at: escape, what: "a string continued on the next line")
                return []
            }
            try accept(.json5("an escaped character"), at: escape, what: "the escape \\\(scalar)")
            return Array(String(scalar).utf8)
        }
    }

    /// A member name that is not in double quotes: a single-quoted string, or an ECMAScript 5.1 IdentifierName
    /// (letters, `$`, `_`, then also digits, combining marks, connector punctuation, ZWNJ and ZWJ; `\uXXXX`
    /// escapes of those).
    mutating func parseJSON5Key() throws(JSONSourceReader.SyntaxError) -> String {
        let start = position
        if bytes[offset] == UInt8(ascii: "'") {
            try accept(.json5("a single-quoted key"), at: start, what: "a single-quoted key")
            return try parseString()
        }
        var name = String.UnicodeScalarView()
        while true {
            var next: Unicode.Scalar
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "\\") {
                guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("invalid escape in a key: only \\u escapes are allowed")
                }
                offset += 2
                guard let escaped = Unicode.Scalar(try hex4()) else { throw error("invalid \\u escape in a key") }
                next = escaped
            } else if let (scalar, length) = scalar(at: offset) {
                guard Self.isIdentifierPart(scalar, first: name.isEmpty) else { break }
                advance(by: length)
                next = scalar
            } else {
                break
            }
            guard Self.isIdentifierPart(next, first: name.isEmpty) else {
                throw error("invalid key: U+\(hex(next)) cannot be in an unquoted key")
            }
            name.append(next)
        }
        guard !name.isEmpty else {
            throw error("expected a key: a string in quotes or a name (JSON5)")
        }
        try accept(.json5("an unquoted key"), at: start, what: "an unquoted key")
        return String(name)
    }

    /// Whether a scalar may stand in an ECMAScript 5.1 IdentifierName, first or later.
    static func isIdentifierPart(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar == "$" || scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return !first
        default:
            return !first && (scalar.value == 0x200C || scalar.value == 0x200D)
        }
    }

    /// A JSON5 number: an optional sign, then `Infinity`, `NaN`, a hexadecimal integer (`0x1F`) or a decimal
    /// one with an optional fraction and exponent, where the point may lead or trail (`.5`, `5.`).
    mutating func parseJSON5Number() throws(JSONSourceReader.SyntaxError) -> Double {
        let start = position
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func at(_ literal: String) -> Bool {
            let utf8 = Array(literal.utf8)
            return offset + utf8.count <= bytes.count && Array(bytes[offset..<offset + utf8.count]) == utf8
        }
        var negative = false
        if bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
            negative = bytes[offset] == UInt8(ascii: "-")
            if !negative { try accept(.json5("a leading '+'"), at: start, what: "a number with a leading '+'") }
            offset += 1
        }
        if at("Infinity") {
            offset += 8
            try accept(.nonFiniteNumber(negative ? "-Infinity" : "Infinity"), at: start, what: "Infinity")
            return negative ? -.infinity : .infinity
        }
        if at("NaN") {
            offset += 3
            try accept(.nonFiniteNumber("NaN"), at: start, what: "NaN")
            return .nan
        }
        if at("0x") || at("0X") {
            offset += 2
            var value = 0.0
            let digits = offset
            while offset < bytes.count, let digit = Character(UnicodeScalar(bytes[offset])).hexDigitValue {
                value = value * 16 + Double(digit)
                offset += 1
            }
            guard offset > digits else { throw error("invalid number: hexadecimal digits expected after '0x'") }
            try accept(.json5("a hexadecimal number"), at: start, what: "a hexadecimal number")
            return negative ? -value : value
        }
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        let integerStart = offset
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        let integer = integerStart..<offset
        if integer.count > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw JSONSourceReader.SyntaxError(position: start, message: "invalid number: a leading zero")
        }
        var fraction = offset..<offset
        var hasPoint = false
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            hasPoint = true
            offset += 1
            let fractionStart = offset
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
            fraction = fractionStart..<offset
        }
        guard !integer.isEmpty || !fraction.isEmpty else { throw error("invalid number") }
        let exponentStart = offset
        try skipExponent()
        if hasPoint && (integer.isEmpty || fraction.isEmpty) {
            try accept(
                .json5("a leading or trailing decimal point"), at: start,
                what: "a number with a leading or trailing decimal point")
        }
        // The number in the form Double reads: "-", the integer ("0" when the point leads), the fraction, the
        // exponent.
        let digits =
            (negative ? "-" : "") + (integer.isEmpty ? "0" : text(integer))
            + (fraction.isEmpty ? "" : "." + text(fraction)) + text(exponentStart..<offset)
        guard let value = Double(digits) else {
            throw JSONSourceReader.SyntaxError(position: start, message: "invalid number")
        }
        return value  // ECMAScript's value: a literal past Double's range is Infinity
    }
}
