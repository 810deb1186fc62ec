/// Reads JSON or JSON5 text into ``SourceNode``s with line and column for every value.
///
/// Foundation's `JSONSerialization` loses positions, which every diagnostic needs, and rejects the comments
/// and trailing commas that hand-written token files contain; this reader keeps positions and, when allowed,
/// accepts those extensions while recording each one so callers can warn (or, in strict mode, refuse).
/// It is iterative over white space and strings and recursive only per nesting level, which is bounded.
///
/// In the JSON5 dialect it reads JSON5 1.0.0 (https://spec.json5.org): unquoted and single-quoted keys, single-
/// quoted and multi-line strings and their escapes, hexadecimal numbers, leading and trailing decimal points, `+`,
/// `Infinity` and `NaN`, comments, a trailing comma, and the white space ECMAScript allows. Each construct that is
/// JSON5 and not JSON is recorded as ``Extension/json5(_:)``: a `.json5` file declares them, and strict reading,
/// which takes JSON (RFC 8259) as the DTCG format says, refuses them by name.
package struct JSONSourceReader {
    /// A departure from strict JSON that the reader accepted.
    package enum Extension: Equatable {
        case comment
        case trailingComma
        case duplicateKey(String)
        /// A construct of JSON5 that JSON lacks, described ("a single-quoted string").
        case json5(String)
        /// JSON5's `Infinity`, `-Infinity` or `NaN`: JSON has no form for them and no token value may be one, so
        /// unlike the other JSON5 constructs they are said even in a `.json5` file.
        case nonFiniteNumber(String)
    }

    /// The language the text is read as.
    package enum Dialect: Sendable {
        /// RFC 8259 JSON, with comments, trailing commas and duplicate keys where extensions are allowed.
        case json
        /// JSON5 1.0.0.
        case json5
    }

    /// Where the text stops being JSON, and why.
    package struct SyntaxError: Error {
        package var position: SourcePosition
        package var message: String
    }

    var allowsExtensions: Bool
    var maximumDepth: Int
    var dialect: Dialect

    /// Every departure accepted, in the order read (`duplicateKey` for a key an object gives again).
    package private(set) var extensions: [(Extension, SourcePosition)] = []

    /// A reader that accepts the extensions (comments, trailing commas, duplicate keys) or refuses them, and
    /// nests at most `maximumDepth` levels.
    package init(allowsExtensions: Bool, maximumDepth: Int, dialect: Dialect = .json) {
        self.allowsExtensions = allowsExtensions
        self.maximumDepth = maximumDepth
        self.dialect = dialect
    }

    /// The value of a text, with positions.
    package func readText(_ text: String) throws(SyntaxError) -> SourceNode {
        var reader = self
        return try reader.read(Array(text.utf8))
    }

    /// The text's value, with positions.
    package mutating func read(_ bytes: [UInt8]) throws(SyntaxError) -> SourceNode {
        var result: Result<SourceNode, SyntaxError>!
        let allows = allowsExtensions
        let depth = maximumDepth
        let dialect = dialect
        var found: [(Extension, SourcePosition)] = []
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = JSONCursor(bytes: buffer, allowsExtensions: allows, maximumDepth: depth, dialect: dialect)
            result = Result { () throws(SyntaxError) -> SourceNode in
                if let encoding = JSONCursor.otherEncoding(of: buffer) {
                    throw cursor.error(
                        "the file is \(encoding), not UTF-8: token files are read as UTF-8 (RFC 8259); save it as UTF-8"
                    )
                }
                cursor.skipByteOrderMark()
                try cursor.skipWhitespace()
                let node = try cursor.parseValue(depth: 0)
                try cursor.skipWhitespace()
                guard cursor.atEnd else {
                    throw cursor.error(
                        "unexpected text after the end of the \(dialect == .json5 ? "JSON5" : "JSON") value")
                }
                return node
            }
            found = cursor.extensions
        }
        extensions = found
        // A switch rather than `result.get()`: `get()` throws the typed error only with Swift 6's standard library,
        // and this must also build against the Swift 5.9 interfaces of older Apple SDKs.
        switch result! {
        case .success(let node): return node
        case .failure(let error): throw error
        }
    }
}

/// The reading position over the bytes, with the line and column bookkeeping.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let allowsExtensions: Bool
    let maximumDepth: Int
    let dialect: JSONSourceReader.Dialect
    var offset = 0
    var line = 1
    var lineStart = 0
    /// UTF-8 continuation bytes seen since `lineStart`, so columns count characters.
    var continuationBytes = 0
    var extensions: [(JSONSourceReader.Extension, SourcePosition)] = []

    init(
        bytes: UnsafeBufferPointer<UInt8>, allowsExtensions: Bool, maximumDepth: Int,
        dialect: JSONSourceReader.Dialect = .json
    ) {
        self.bytes = bytes
        self.allowsExtensions = allowsExtensions
        self.maximumDepth = maximumDepth
        self.dialect = dialect
    }

    var isJSON5: Bool { dialect == .json5 }

    var atEnd: Bool { offset >= bytes.count }
    var position: SourcePosition {
        SourcePosition(line: line, column: offset - lineStart - continuationBytes + 1)
    }

    func error(_ message: String) -> JSONSourceReader.SyntaxError {
        JSONSourceReader.SyntaxError(position: position, message: message)
    }

    /// The encoding of JSON text that is UTF-16 or UTF-32, by its byte order mark or, without one, by where
    /// the NUL bytes of its first (ASCII) characters fall (RFC 4627, section 3); `nil` for anything else. Such a
    /// file would otherwise be reported as "unexpected character '\u{ff}'" or "'\u{0}'".
    static func otherEncoding(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func starts(_ prefix: [UInt8?]) -> Bool {
            bytes.count >= prefix.count
                && zip(bytes, prefix).allSatisfy { byte, expected in expected.map { byte == $0 } ?? (byte != 0) }
        }
        if starts([0xFF, 0xFE, 0x00, 0x00]) || starts([nil, 0x00, 0x00, 0x00]) { return "UTF-32LE" }
        if starts([0x00, 0x00, 0xFE, 0xFF]) || starts([0x00, 0x00, 0x00, nil]) { return "UTF-32BE" }
        if starts([0xFF, 0xFE]) || starts([nil, 0x00]) { return "UTF-16LE" }
        if starts([0xFE, 0xFF]) || starts([0x00, nil]) { return "UTF-16BE" }
        return nil
    }

    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }

    mutating func newline() {
        line += 1
        lineStart = offset
        continuationBytes = 0
    }

    mutating func accept(_ kind: JSONSourceReader.Extension, at position: SourcePosition, what: String)
        throws(JSONSourceReader.SyntaxError)
    {
        guard allowsExtensions else {
            let message =
                isJSON5
                ? "\(what) is JSON5, not JSON: strict reading takes JSON (RFC 8259), as the DTCG format does"
                : "\(what) is not allowed in strict JSON"
            throw JSONSourceReader.SyntaxError(position: position, message: message)
        }
        extensions.append((kind, position))
    }

    mutating func skipWhitespace() throws(JSONSourceReader.SyntaxError) {
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case 0x20, 0x09, 0x0D:
                offset += 1
            case 0x0A:
                offset += 1
                newline()
            case UInt8(ascii: "/"):
                try skipComment()
            default:
                guard isJSON5, try skipJSON5Whitespace() else { return }
            }
        }
    }

    mutating func skipComment() throws(JSONSourceReader.SyntaxError) {
        let start = position
        guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")
        else { throw error("unexpected '/'") }
        try accept(isJSON5 ? .json5("a comment") : .comment, at: start, what: "a comment")
        let isBlock = bytes[offset + 1] == UInt8(ascii: "*")
        offset += 2
        while offset < bytes.count {
            let byte = bytes[offset]
            // A line comment ends at a line break: LF or CR, and in JSON5 (as in ECMAScript) also U+2028 and
            // U+2029; the white-space reader then takes the break itself.
            if !isBlock
                && (byte == 0x0A || byte == 0x0D
                    || (isJSON5 && byte == 0xE2 && offset + 2 < bytes.count && bytes[offset + 1] == 0x80
                        && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)))
            {
                return
            }
            if isBlock && byte == UInt8(ascii: "*") && offset + 1 < bytes.count
                && bytes[offset + 1] == UInt8(ascii: "/")
            {
                offset += 2
                return
            }
            offset += 1
            if byte == 0x0A {
                newline()
            } else if byte & 0xC0 == 0x80 {
                continuationBytes += 1
            }
        }
        if isBlock {
            throw JSONSourceReader.SyntaxError(position: start, message: "unterminated block comment")
        }
    }

    mutating func parseValue(depth: Int) throws(JSONSourceReader.SyntaxError) -> SourceNode {
        guard offset < bytes.count else { throw error("unexpected end of file: expected a value") }
        let start = position
        if isJSON5, Self.startsJSON5Number(bytes[offset]) {
            return SourceNode(.number(try parseJSON5Number()), at: start)
        }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return SourceNode(.object(try parseObject(depth: depth + 1)), at: start)
        case UInt8(ascii: "["):
            return SourceNode(.array(try parseArray(depth: depth + 1)), at: start)
        case UInt8(ascii: "\""):
            return SourceNode(.string(try parseString()), at: start)
        case UInt8(ascii: "'") where isJSON5:
            try accept(.json5("a single-quoted string"), at: start, what: "a single-quoted string")
            return SourceNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return SourceNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return SourceNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return SourceNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return SourceNode(.number(try parseNumber()), at: start)
        default:
            throw error("unexpected character '\(printable(bytes[offset]))': expected a value")
        }
    }

    func printable(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONSourceReader.SyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw error("unexpected end of file in '\(literal)'") }
        for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] {
            throw error("invalid literal: expected '\(literal)'")
        }
        offset += count
    }

    mutating func checkDepth(_ depth: Int) throws(JSONSourceReader.SyntaxError) {
        if depth > maximumDepth { throw error("nesting deeper than \(maximumDepth) levels") }
    }

    mutating func parseObject(depth: Int) throws(JSONSourceReader.SyntaxError) -> [SourceMember] {
        try checkDepth(depth)
        let open = position
        offset += 1
        var members: [SourceMember] = []
        var seen: [String: Int] = [:]
        // Members a later duplicate replaced, dropped once at the end: removing each from the array as it was
        // found made an object of many repeated keys cost the square of its size.
        var replaced: [Int] = []
        try skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return members
        }
        while true {
            try skipWhitespace()
            guard offset < bytes.count else {
                throw JSONSourceReader.SyntaxError(position: open, message: "unterminated object: missing '}'")
            }
            let keyPosition = position
            let key: String
            if bytes[offset] == UInt8(ascii: "\"") {
                key = try parseString()
            } else if isJSON5 {
                key = try parseJSON5Key()
            } else {
                throw error("expected a string key in double quotes")
            }
            try skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after key")
            }
            offset += 1
            try skipWhitespace()
            let value = try parseValue(depth: depth)
            if let earlier = seen[key] {
                try accept(.duplicateKey(key), at: keyPosition, what: "a duplicate key '\(key)'")
                replaced.append(earlier)
            }
            seen[key] = members.count
            members.append(SourceMember(key: key, keyPosition: keyPosition, value: value))
            if try endOfElement(close: UInt8(ascii: "}"), open: open, container: "object") {
                guard !replaced.isEmpty else { return members }
                // The last of each key is kept, where it appeared last.
                replaced.sort()
                var kept: [SourceMember] = []
                kept.reserveCapacity(members.count - replaced.count)
                var next = replaced.startIndex
                for (index, member) in members.enumerated() {
                    if next < replaced.endIndex, replaced[next] == index {
                        next += 1
                    } else {
                        kept.append(member)
                    }
                }
                return kept
            }
        }
    }

    mutating func parseArray(depth: Int) throws(JSONSourceReader.SyntaxError) -> [SourceNode] {
        try checkDepth(depth)
        let open = position
        offset += 1
        var elements: [SourceNode] = []
        try skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return elements
        }
        while true {
            try skipWhitespace()
            guard offset < bytes.count else {
                throw JSONSourceReader.SyntaxError(position: open, message: "unterminated array: missing ']'")
            }
            elements.append(try parseValue(depth: depth))
            if try endOfElement(close: UInt8(ascii: "]"), open: open, container: "array") { return elements }
        }
    }

    /// After an element: consumes the separating comma, or the closing bracket (with a trailing comma before
    /// it where extensions are allowed). Returns whether the container is closed.
    mutating func endOfElement(close: UInt8, open: SourcePosition, container: String)
        throws(JSONSourceReader.SyntaxError) -> Bool
    {
        let closing = printable(close)
        try skipWhitespace()
        guard offset < bytes.count else {
            throw JSONSourceReader.SyntaxError(
                position: open, message: "unterminated \(container): missing '\(closing)'")
        }
        if bytes[offset] == UInt8(ascii: ",") {
            let comma = position
            offset += 1
            try skipWhitespace()
            guard offset < bytes.count, bytes[offset] == close else { return false }
            try accept(isJSON5 ? .json5("a trailing comma") : .trailingComma, at: comma, what: "a trailing comma")
            offset += 1
            return true
        }
        guard bytes[offset] == close else { throw error("expected ',' or '\(closing)' after an \(container) element") }
        offset += 1
        return true
    }
}
