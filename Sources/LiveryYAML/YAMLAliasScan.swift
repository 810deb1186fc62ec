import LiveryCore

/// Finds YAML anchors (`&name`) and aliases (`*name`) in a text before a YAML library reads it.
///
/// Token files and configs have no use for YAML's anchors: DTCG has its own references (`{color.brand}`). And
/// aliases are dangerous in data from the network: nine lines of nested aliases ("billion laughs") expand to a
/// billion values, and a composer that hashes mapping keys (as Yams does to find duplicates) walks an aliased key
/// once per repetition, inside the library, before any caller can count. So Livery refuses both, and must find
/// them without composing the document.
///
/// The scan is a small lexer over YAML's block and flow structure. It errs one way only: it may report an
/// indicator YAML would read as text (then the error asks to quote it), but it does not miss one YAML would read
/// as an anchor or alias. For that it follows where a node can start: after indentation, `- `, `? `, `: `, `[`,
/// `{`, `,`, a tag or `---`; it skips comments, quoted scalars that start where a node starts, block scalars
/// (`|`, `>`) by indentation, and plain scalars, whose `&` and `*` are text.
enum YAMLAliasScan {
    /// The position of the first anchor or alias indicator, or `nil` when the text has none.
    static func firstIndicator(in bytes: [UInt8]) -> (position: SourcePosition, isAnchor: Bool)? {
        var scanner = Scanner(bytes: lineFeeds(bytes))
        return scanner.run()
    }

    /// The text with every line break YAML's reader knows as one line feed: CR LF, a lone CR, and (libyaml reads
    /// YAML 1.1) NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR. The scanner counts lines by line feeds; without
    /// this a file whose lines end in CR alone is one line to it, and a comment on the first hides the rest,
    /// anchors included, which the YAML library then reads line by line. Line numbers and columns stay those of
    /// the original (each break is one line; the bytes of a line are unchanged).
    static func lineFeeds(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(where: { $0 == 0x0D || $0 == 0xC2 || $0 == 0xE2 }) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            if byte == 0x0D {
                result.append(0x0A)
                index += next == 0x0A ? 2 : 1
            } else if byte == 0xC2, next == 0x85 {
                result.append(0x0A)
                index += 2
            } else if byte == 0xE2, next == 0x80, index + 2 < bytes.count,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                result.append(0x0A)
                index += 3
            } else {
                result.append(byte)
                index += 1
            }
        }
        return result
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        /// Open `[` and `{`.
        var flowDepth = 0
        /// A node may start at the next non-blank character.
        var atNodeStart = true
        /// A plain scalar is open and may continue on the next line (as text) when that line is indented more
        /// than `plainParentColumn`.
        var plainOpen = false
        var plainParentColumn = -1
        /// The column of the key or `-` that owns the node being read: a block scalar's content is the lines
        /// indented more than it.
        var ownerColumn = -1
        /// The last node indicator was `: `: the scalar that follows is a value, not a key that owns what follows.
        var isValue = false
        /// The scalar just read was quoted: a `:` right after it (`"a":*b`) is a value indicator.
        var afterQuoted = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func byte(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        static func isBlank(_ byte: UInt8?) -> Bool {
            byte == nil || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        static func isFlowIndicator(_ byte: UInt8?) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
        }

        var column: Int { index - lineStart }

        mutating func newLine() {
            index += 1
            line += 1
            lineStart = index
        }

        mutating func skipToEndOfLine() {
            while let next = byte(), next != 0x0A { index += 1 }
        }

        mutating func run() -> (position: SourcePosition, isAnchor: Bool)? {
            while index < bytes.count {
                let current = bytes[index]
                if current == 0x0A {
                    newLine()
                    if flowDepth == 0 { lineBegins() } else if !plainOpen { atNodeStart = true }
                    continue
                }
                if current == 0x20 || current == 0x09 || current == 0x0D {
                    index += 1
                    continue
                }
                if current == UInt8(ascii: "#"), index == lineStart || Self.isBlank(bytes[index - 1]) {
                    skipToEndOfLine()
                    continue
                }
                if atNodeStart {
                    if let found = nodeStart(current) { return found }
                } else {
                    inScalarOrAfter(current)
                }
            }
            return nil
        }

        /// At the start of a line in block context: the indentation decides whether an open plain scalar goes on.
        mutating func lineBegins() {
            var probe = index
            while probe < bytes.count, bytes[probe] == 0x20 { probe += 1 }
            let indentation = probe - lineStart
            let isBlankLine = probe >= bytes.count || bytes[probe] == 0x0A || bytes[probe] == 0x0D
            if plainOpen, isBlankLine || indentation > plainParentColumn {
                // A continuation of the plain scalar: text, whatever it starts with.
                atNodeStart = false
                return
            }
            plainOpen = false
            atNodeStart = true
            isValue = false
            ownerColumn = indentation
        }

        /// A character where a node may start.
        mutating func nodeStart(_ current: UInt8) -> (position: SourcePosition, isAnchor: Bool)? {
            let here = SourcePosition(line: line, column: column + 1)
            switch current {
            case UInt8(ascii: "&"), UInt8(ascii: "*"):
                // An anchor or alias needs a name; a lone `*` followed by a blank is an error YAML reports.
                if !Self.isBlank(byte(1)), !Self.isFlowIndicator(byte(1)) {
                    return (here, current == UInt8(ascii: "&"))
                }
                index += 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                ownScalar()
                skipQuoted(current)
                atNodeStart = false
                plainOpen = false
                afterQuoted = true
            case UInt8(ascii: "!"):
                // A tag: a node still follows it.
                while !Self.isBlank(byte()), !(flowDepth > 0 && Self.isFlowIndicator(byte())) { index += 1 }
            case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
                if Self.isBlank(byte(1)) || (flowDepth > 0 && Self.isFlowIndicator(byte(1))) {
                    if current == UInt8(ascii: "-"), flowDepth == 0 {
                        // `- ` starts an entry owned by this column.
                        ownerColumn = column
                    }
                    isValue = current == UInt8(ascii: ":")
                    index += 1
                } else if current == UInt8(ascii: "-"), column == 0, byte(1) == UInt8(ascii: "-"),
                    byte(2) == UInt8(ascii: "-"), Self.isBlank(byte(3))
                {
                    index += 3
                } else {
                    beginPlain()
                }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
                index += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = max(0, flowDepth - 1)
                index += 1
                atNodeStart = false
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                if flowDepth == 0 {
                    skipBlockScalar()
                } else {
                    beginPlain()
                }
            case UInt8(ascii: "%") where column == 0:
                skipToEndOfLine()
            default:
                beginPlain()
            }
            return nil
        }

        mutating func beginPlain() {
            ownScalar()
            atNodeStart = false
            plainOpen = true
            plainParentColumn = ownerColumn
            index += 1
        }

        /// A scalar starts here: in block context, one that is not a value may be a key, which owns the lines
        /// indented more than it.
        mutating func ownScalar() {
            if flowDepth == 0, !isValue { ownerColumn = column }
            isValue = false
            afterQuoted = false
        }

        /// Inside a plain scalar, or after a quoted one: only a `: `, a flow indicator or a comment ends it.
        mutating func inScalarOrAfter(_ current: UInt8) {
            if current == UInt8(ascii: ":"),
                Self.isBlank(byte(1)) || afterQuoted || (flowDepth > 0 && Self.isFlowIndicator(byte(1)))
            {
                // The scalar was a key; what follows is its value (right after a quoted key, as JSON writes it).
                index += 1
                atNodeStart = true
                plainOpen = false
                isValue = true
                afterQuoted = false
                return
            }
            afterQuoted = false
            if flowDepth > 0 {
                switch current {
                case UInt8(ascii: ","):
                    atNodeStart = true
                    plainOpen = false
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    flowDepth -= 1
                    plainOpen = false
                default: break
                }
            }
            index += 1
        }

        /// Skips a quoted scalar, which may span lines.
        mutating func skipQuoted(_ quote: UInt8) {
            index += 1
            while let next = byte() {
                if next == 0x0A {
                    newLine()
                    continue
                }
                if quote == UInt8(ascii: "\""), next == UInt8(ascii: "\\") {
                    index += byte(1) == 0x0A ? 1 : 2
                    continue
                }
                index += 1
                if next == quote {
                    // `''` inside single quotes is an escaped quote.
                    if quote == UInt8(ascii: "'"), byte() == UInt8(ascii: "'") {
                        index += 1
                        continue
                    }
                    return
                }
            }
        }

        /// Skips a block scalar: the rest of its header line, then every line that is blank or indented more
        /// than the key or entry that owns it.
        mutating func skipBlockScalar() {
            skipToEndOfLine()
            while index < bytes.count {
                var probe = index + 1
                while probe < bytes.count, bytes[probe] == 0x20 { probe += 1 }
                let indentation = probe - (index + 1)
                let isBlankLine = probe >= bytes.count || bytes[probe] == 0x0A || bytes[probe] == 0x0D
                guard isBlankLine || indentation > ownerColumn else { break }
                newLine()
                skipToEndOfLine()
            }
            atNodeStart = false
            plainOpen = false
        }
    }
}
