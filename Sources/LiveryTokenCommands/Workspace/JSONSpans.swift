/// Where every value of a JSON or JSON5 token file lies in its bytes.
///
/// LiveryCore's reader keeps where a value starts (for messages), not where it ends; an edit that changes one
/// value must keep every other byte of the file (its comments, its order, its indentation), so edits splice
/// byte ranges found here. The file was read by LiveryCore first, so it is known to be well formed; the scanner
/// still refuses what it cannot read rather than guess.
struct JSONSpan: Sendable {
    /// A member of an object: its key (decoded), where the key starts, and its value.
    struct Member: Sendable {
        let key: String
        let keyStart: Int
        let value: JSONSpan
    }

    indirect enum Kind: Sendable {
        case object([Member])
        case array([JSONSpan])
        /// A string; `raw` is the range between the quotes.
        case string(raw: Range<Int>)
        /// A number, `true`, `false`, `null` (or JSON5's `Infinity`, `NaN`, hexadecimal numbers).
        case scalar
    }

    let kind: Kind
    /// The first byte of the value.
    let start: Int
    /// One past its last byte.
    let end: Int

    var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The last member named `key` (the one a reader keeps when a key repeats).
    func member(_ key: String) -> Member? { members?.last { $0.key == key } }

    /// The raw ranges of the strings that are the value of a `$ref` member (JSON Pointer references), at any depth.
    func references() -> [Range<Int>] {
        switch kind {
        case .string, .scalar: return []
        case .array(let items): return items.flatMap { $0.references() }
        case .object(let members):
            return members.flatMap { member -> [Range<Int>] in
                if member.key == "$ref", case .string(let raw) = member.value.kind { return [raw] }
                return member.value.references()
            }
        }
    }

    /// Every string in this value, at any depth.
    func strings() -> [Range<Int>] {
        switch kind {
        case .string(let raw): return [raw]
        case .scalar: return []
        case .array(let items): return items.flatMap { $0.strings() }
        case .object(let members): return members.flatMap { $0.value.strings() }
        }
    }
}

/// Why a file could not be scanned for an edit.
struct JSONSpanError: Error, CustomStringConvertible {
    let offset: Int
    let reason: String
    var description: String { "byte \(offset): \(reason)" }
}

/// Reads the spans of a JSON or JSON5 text.
struct JSONSpanScanner {
    /// As deep as LiveryCore's reader goes (`JSONSourceReader`); deeper is refused, not a stack overflow.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The spans of `bytes`, whose one top-level value may be preceded by a byte order mark and comments.
    static func scan(_ bytes: [UInt8]) throws(JSONSpanError) -> JSONSpan {
        var scanner = JSONSpanScanner(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        try scanner.skipSpace()
        let value = try scanner.value(depth: 0)
        try scanner.skipSpace()
        guard scanner.index == bytes.count else {
            throw JSONSpanError(offset: scanner.index, reason: "text after the value")
        }
        return value
    }

    private mutating func value(depth: Int) throws(JSONSpanError) -> JSONSpan {
        guard depth < Self.maximumDepth else { throw JSONSpanError(offset: index, reason: "nested too deeply") }
        guard index < bytes.count else { throw JSONSpanError(offset: index, reason: "a value was expected") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [JSONSpan.Member] = []
            try skipSpace()
            while peek != UInt8(ascii: "}") {
                let keyStart = index
                let key = try self.key()
                try skipSpace()
                guard peek == UInt8(ascii: ":") else { throw JSONSpanError(offset: index, reason: "':' expected") }
                index += 1
                try skipSpace()
                members.append(.init(key: key, keyStart: keyStart, value: try value(depth: depth + 1)))
                try skipSpace()
                if peek == UInt8(ascii: ",") {
                    index += 1
                    try skipSpace()
                } else if peek != UInt8(ascii: "}") {
                    throw JSONSpanError(offset: index, reason: "',' or '}' expected")
                }
            }
            index += 1
            return JSONSpan(kind: .object(members), start: start, end: index)
        case UInt8(ascii: "["):
            index += 1
            var items: [JSONSpan] = []
            try skipSpace()
            while peek != UInt8(ascii: "]") {
                items.append(try value(depth: depth + 1))
                try skipSpace()
                if peek == UInt8(ascii: ",") {
                    index += 1
                    try skipSpace()
                } else if peek != UInt8(ascii: "]") {
                    throw JSONSpanError(offset: index, reason: "',' or ']' expected")
                }
            }
            index += 1
            return JSONSpan(kind: .array(items), start: start, end: index)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let raw = try stringRange()
            return JSONSpan(kind: .string(raw: raw), start: start, end: index)
        default:
            while index < bytes.count, Self.isScalarByte(bytes[index]) { index += 1 }
            guard index > start else { throw JSONSpanError(offset: index, reason: "a value was expected") }
            return JSONSpan(kind: .scalar, start: start, end: index)
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default: byte >= 0x80
        }
    }

    /// A key: a quoted string, or JSON5's identifier.
    private mutating func key() throws(JSONSpanError) -> String {
        if peek == UInt8(ascii: "\"") || peek == UInt8(ascii: "'") {
            let raw = try stringRange()
            return Self.decode(bytes[raw])
        }
        let start = index
        while index < bytes.count, Self.isScalarByte(bytes[index]), bytes[index] != UInt8(ascii: ".") { index += 1 }
        guard index > start else { throw JSONSpanError(offset: index, reason: "a key was expected") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips a quoted string and returns the range between its quotes.
    private mutating func stringRange() throws(JSONSpanError) -> Range<Int> {
        let quote = bytes[index]
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != quote {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.count else { throw JSONSpanError(offset: start - 1, reason: "unterminated string") }
        index += 1
        return start..<(index - 1)
    }

    /// The text of a string's raw bytes with its escapes decoded (`\n`, `\"`, `\uXXXX` with surrogate pairs).
    static func decode(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        let text = Array(String(decoding: raw, as: UTF8.self).unicodeScalars)
        var index = 0
        var pendingHigh: UInt32?
        while index < text.count {
            var scalar = text[index]
            index += 1
            guard scalar == "\\", index < text.count else {
                scalars.append(scalar)
                continue
            }
            scalar = text[index]
            index += 1
            switch scalar {
            case "n": scalars.append("\n")
            case "t": scalars.append("\t")
            case "r": scalars.append("\r")
            case "b": scalars.append("\u{8}")
            case "f": scalars.append("\u{C}")
            case "u" where index + 4 <= text.count:
                let hex = String(String.UnicodeScalarView(text[index..<index + 4]))
                index += 4
                guard let code = UInt32(hex, radix: 16) else { continue }
                if (0xD800..<0xDC00).contains(code) {
                    pendingHigh = code
                } else if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
                    pendingHigh = nil
                    if let pair = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)) {
                        scalars.append(pair)
                    }
                } else if let plain = Unicode.Scalar(code) {
                    scalars.append(plain)
                }
            case "\n": continue  // JSON5: a line continuation
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Skips white space (JSON5's too) and comments.
    private mutating func skipSpace() throws(JSONSpanError) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                index += 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
                index += 2
            case 0xEF where bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]):
                index += 3
            case 0xE2
            where bytes[index...].starts(with: [0xE2, 0x80, 0xA8]) || bytes[index...].starts(with: [0xE2, 0x80, 0xA9]):
                index += 3
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = index
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    throw JSONSpanError(offset: start, reason: "unterminated comment")
                }
                index += 2
            default:
                return
            }
        }
    }
}
