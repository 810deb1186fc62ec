// MARK: - Strings and numbers

extension JSONCursor {
    /// A string from its opening quote: `"` in JSON, `"` or `'` in JSON5, with each dialect's escapes.
    mutating func parseString() throws(JSONSourceReader.SyntaxError) -> String {
        let open = position
        let quote = bytes[offset]
        offset += 1
        let start = offset
        // A raw byte JSON refuses in a string: every control character; JSON5 refuses only line breaks, and takes
        // the others as a construct of its own (which strict reading refuses).
        func refused(_ byte: UInt8) throws(JSONSourceReader.SyntaxError) -> Bool {
            guard byte < 0x20 else { return false }
            guard isJSON5, byte != 0x0A, byte != 0x0D else { return true }
            try accept(.json5("a control character in a string"), at: position, what: "a control character in a string")
            return false
        }
        // Fast path: no escapes.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if try refused(byte) {
                throw error(byte == 0x0A ? "unterminated string" : "control character in string")
            }
            if byte & 0xC0 == 0x80 { continuationBytes += 1 }
            offset += 1
        }
        guard offset < bytes.count else {
            throw JSONSourceReader.SyntaxError(position: open, message: "unterminated string")
        }
        var scalars = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote {
                offset += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            if try refused(byte) {
                throw error(byte == 0x0A ? "unterminated string" : "control character in string")
            }
            if byte == UInt8(ascii: "\\") {
                let escape = position
                offset += 1
                guard offset < bytes.count else { break }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""): scalars.append(0x22)
                case UInt8(ascii: "\\"): scalars.append(0x5C)
                case UInt8(ascii: "/"): scalars.append(0x2F)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                        bytes[offset + 1] == UInt8(ascii: "u")
                    {
                        offset += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid UTF-16 surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    scalars.append(contentsOf: Array(String(scalar).utf8))
                default:
                    guard isJSON5 else { throw error("invalid escape '\\\(printable(escaped))'") }
                    offset -= 1
                    scalars.append(contentsOf: try json5Escape(at: escape))
                }
            } else {
                if byte & 0xC0 == 0x80 { continuationBytes += 1 }
                scalars.append(byte)
                offset += 1
            }
        }
        throw JSONSourceReader.SyntaxError(position: open, message: "unterminated string")
    }

    mutating func hex4() throws(JSONSourceReader.SyntaxError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(UnicodeScalar(bytes[offset])).hexDigitValue else {
                throw error("invalid \\u escape")
            }
            value = value * 16 + UInt32(digit)
            offset += 1
        }
        return value
    }

    /// An exponent (`e`, `E`, an optional sign, digits) where one starts, in JSON and JSON5 alike.
    mutating func skipExponent() throws(JSONSourceReader.SyntaxError) {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number: exponent expected") }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
    }

    mutating func parseNumber() throws(JSONSourceReader.SyntaxError) -> Double {
        let start = offset
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw error("invalid number: digit expected after '.'")
            }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        try skipExponent()
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number '\(text)' is out of range") }
        return value
    }
}
