import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCore

/// `.json5` token files are read as JSON5 1.0.0 (https://spec.json5.org): each construct of the specification,
/// its errors with the line:column the JSON reader gives, strict reading refusing each construct by name, and
/// generated documents in every style JSON5 allows read back as the values they were written from.
@Suite("JSON5 1.0.0: .json5 token files")
struct JSON5Tests {
    /// A value without positions, to compare what was read with what was meant.
    indirect enum Plain: Equatable, CustomStringConvertible {
        case object([(String, Plain)])
        case array([Plain])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null

        init(_ node: SourceNode) {
            switch node.value {
            case .object(let members): self = .object(members.map { ($0.key, Plain($0.value)) })
            case .array(let items): self = .array(items.map(Plain.init))
            case .string(let text): self = .string(text)
            case .number(let number): self = .number(number)
            case .bool(let flag): self = .bool(flag)
            case .null: self = .null
            }
        }

        static func == (lhs: Plain, rhs: Plain) -> Bool {
            switch (lhs, rhs) {
            case (.object(let a), .object(let b)):
                a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
            case (.array(let a), .array(let b)): a == b
            case (.string(let a), .string(let b)): a == b
            case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
            case (.bool(let a), .bool(let b)): a == b
            case (.null, .null): true
            default: false
            }
        }

        var description: String {
            switch self {
            case .object(let members):
                "{" + members.map { "\($0.0.debugDescription): \($0.1)" }.joined(separator: ", ") + "}"
            case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
            case .string(let text): text.debugDescription
            case .number(let number): "\(number)"
            case .bool(let flag): "\(flag)"
            case .null: "null"
            }
        }
    }

    static func read(_ text: String, strict: Bool = false) throws(JSONSourceReader.SyntaxError) -> Plain {
        var reader = JSONSourceReader(allowsExtensions: !strict, maximumDepth: 64, dialect: .json5)
        return Plain(try reader.read(Array(text.utf8)))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let value: @Sendable () -> Plain
        var testDescription: String { name }
    }

    /// One case per construct the specification's sections name (objects, arrays, strings, numbers, comments,
    /// white space), each as the specification's own wording describes it.
    static let constructs: [Case] = [
        Case(
            name: "unquoted keys, ECMAScript identifiers",
            text: "{unquoted: 1, $dollar_: 2, ünï: 3, a1: 4, \\u0061b: 5}"
        ) {
            .object([
                ("unquoted", .number(1)), ("$dollar_", .number(2)), ("ünï", .number(3)), ("a1", .number(4)),
                ("ab", .number(5)),
            ])
        },
        Case(name: "single-quoted keys and strings", text: "{'single': 'it\\'s \"quoted\"'}") {
            .object([("single", .string("it's \"quoted\""))])
        },
        Case(name: "a string over several lines, by line continuation", text: "'Look, Mom! \\\nNo \\\r\nnewlines!'") {
            .string("Look, Mom! No newlines!")
        },
        Case(name: "escapes JSON lacks", text: #"'\x41\v\0\q\/\u00e9'"#) { .string("A\u{0B}\u{0}q/é") },
        Case(name: "U+2028 and U+2029 unescaped in a string", text: "'a\u{2028}b\u{2029}c'") {
            .string("a\u{2028}b\u{2029}c")
        },
        Case(name: "a tab unescaped in a string", text: "'a\tb'") { .string("a\tb") },
        Case(name: "hexadecimal numbers", text: "[0xdecaf, -0XC0FFEE, 0x0]") {
            .array([.number(0xdecaf), .number(-0xC0FFEE), .number(0)])
        },
        Case(name: "leading and trailing decimal points", text: "[.8675309, 8675309., -.5, 5.e2, .5e-1]") {
            .array([.number(0.8675309), .number(8675309), .number(-0.5), .number(500), .number(0.05)])
        },
        Case(name: "an explicit plus sign", text: "[+1, +.5, +0x10, +Infinity]") {
            .array([.number(1), .number(0.5), .number(16), .number(.infinity)])
        },
        Case(name: "Infinity, -Infinity and NaN", text: "[Infinity, -Infinity, NaN, -NaN]") {
            .array([.number(.infinity), .number(-.infinity), .number(.nan), .number(.nan)])
        },
        Case(name: "a number past Double's range is Infinity, as in ECMAScript", text: "[1e400, -1e400]") {
            .array([.number(.infinity), .number(-.infinity)])
        },
        Case(name: "trailing commas", text: "{a: [1, 2,], b: {c: 3,},}") {
            .object([("a", .array([.number(1), .number(2)])), ("b", .object([("c", .number(3))]))])
        },
        Case(name: "single- and multi-line comments", text: "// first\n{/* inner\n */ a: 1, // after\n}/* end */") {
            .object([("a", .number(1))])
        },
        Case(
            name: "white space ECMAScript allows",
            text: "\u{FEFF}{\u{0B}a\u{0C}:\u{A0}1,\u{2028}b:\u{2029}2,\u{3000}c:\u{2003}3}"
        ) {
            .object([("a", .number(1)), ("b", .number(2)), ("c", .number(3))])
        },
        Case(name: "reserved words as keys", text: "{true: 1, null: 2, Infinity: 3, NaN: 4}") {
            .object([("true", .number(1)), ("null", .number(2)), ("Infinity", .number(3)), ("NaN", .number(4))])
        },
        Case(name: "plain JSON is JSON5", text: #"{"a": [1, -2.5e3, "x\n", true, false, null]}"#) {
            .object([("a", .array([.number(1), .number(-2500), .string("x\n"), .bool(true), .bool(false), .null]))])
        },
    ]

    @Test("each construct of the specification reads as the value it stands for", arguments: constructs)
    func construct(_ example: Case) throws {
        #expect(try Self.read(example.text) == example.value())
    }

    @Test(
        "what JSON5 does not allow is refused at its line:column",
        arguments: [
            ("{a: 01}", 1, 5, "leading zero"),
            ("{a: 1,,}", 1, 7, "expected a key"),
            ("[1,,]", 1, 4, "expected a value"),
            ("{a b: 1}", 1, 4, "expected ':'"),
            ("{1a: 1}", 1, 2, "expected a key"),
            ("'a\nb'", 1, 3, "unterminated string"),
            (#"'\1'"#, 1, 3, "a digit cannot be escaped"),
            (#"'\01'"#, 1, 4, "octal escapes are not JSON5"),
            (#"'\x4'"#, 1, 4, "two hexadecimal digits"),
            ("[0x]", 1, 4, "hexadecimal digits expected"),
            ("[.]", 1, 3, "invalid number"),
            ("[1e]", 1, 4, "exponent expected"),
            ("[Infinit]", 1, 2, "invalid number"),
            ("{\n  a: 1\n  b: 2\n}", 3, 3, "expected ',' or '}'"),
            ("{a: 1} x", 1, 8, "after the end of the JSON5 value"),
            ("/* open", 1, 1, "unterminated block comment"),
            ("{\\u0031: 1}", 1, 8, "U+0031 cannot be in an unquoted key"),
        ])
    func refused(text: String, line: Int, column: Int, says: String) {
        #expect {
            _ = try Self.read(text)
        } throws: { error in
            guard let error = error as? JSONSourceReader.SyntaxError else { return false }
            return error.position == SourcePosition(line: line, column: column) && error.message.contains(says)
        }
    }

    @Test(
        "strict reading takes JSON and refuses each JSON5 construct by name",
        arguments: [
            ("{a: 1}", "an unquoted key"), ("{'a': 1}", "a single-quoted key"), ("['x']", "a single-quoted string"),
            ("[0x10]", "a hexadecimal number"), ("[.5]", "a leading or trailing decimal point"),
            ("[+1]", "a leading '+'"), ("[Infinity]", "Infinity"), ("[NaN]", "NaN"), ("[1,]", "a trailing comma"),
            ("// c\n[]", "a comment"), (#"["\x41"]"#, "the escape \\x"),
            ("[\"a\tb\"]", "a control character in a string"), ("[\u{A0}1]", "white space JSON lacks"),
        ])
    func strict(text: String, construct: String) {
        #expect {
            _ = try Self.read(text, strict: true)
        } throws: { error in
            guard let error = error as? JSONSourceReader.SyntaxError else { return false }
            return error.message.contains(construct)
                && error.message.hasSuffix(
                    "is JSON5, not JSON: strict reading takes JSON (RFC 8259), as the DTCG format does")
        }
    }

    @Test("a .json5 token file resolves as its JSON twin does, saying nothing of the JSON5 it is written in")
    func tokenFile() throws {
        let json5 = """
            // brand colors
            {
              color: {
                $type: 'color',
                brand: { $value: { colorSpace: 'srgb', components: [0x0, .5, 1.], alpha: +1, }, },
              },
              space: { $type: 'dimension', md: { $value: { value: 16, unit: 'px' } } },
            }
            """
        let json = """
            {"color": {"$type": "color", "brand": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 1], "alpha": 1}}},
             "space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}}}
            """
        let loader = TokenLoader()
        let fromJSON5 = try TokenResolver().resolve(
            ThemeSource(name: "t", documents: [try loader.load(text: json5, file: "brand.tokens.json5")]))
        let fromJSON = try TokenResolver().resolve(
            ThemeSource(name: "t", documents: [try loader.load(text: json, file: "brand.tokens.json")]))
        #expect(fromJSON5.diagnostics.isEmpty, "\(fromJSON5.diagnostics)")
        #expect(fromJSON5.tokens.map(\.path) == fromJSON.tokens.map(\.path))
        #expect(fromJSON5.tokens.map(\.value) == fromJSON.tokens.map(\.value))
        // The same text as a .json file is JSON with comments at most: its unquoted keys are refused there.
        #expect(throws: TokenFileError.self) { _ = try loader.load(text: json5, file: "brand.tokens.json") }
    }

    @Test("Infinity and NaN read, are refused as token values by name, and are warned of in $extensions")
    func nonFinite() throws {
        let loader = TokenLoader()
        #expect {
            _ = try loader.load(text: "{n: {$type: 'number', $value: NaN}}", file: "n.tokens.json5")
        } throws: { error in
            "\(error)".contains("found NaN (JSON5's, which no token value may be)")
        }
        let document = try loader.load(
            text: "{n: {$type: 'number', $value: 1, $extensions: {'x.y': -Infinity}}}", file: "n.tokens.json5")
        let warning = try #require(document.diagnostics.first)
        #expect(warning.kind == .nonStandardJSON && warning.location?.line == 1 && warning.location?.column == 55)
        #expect(warning.message.contains("Infinity is JSON5 and has no JSON form"))
    }

    // MARK: - Generated documents

    /// Draws a value and writes it in a style JSON5 allows, choosing at each place among its forms: keys bare,
    /// single- or double-quoted; strings in either quote with escapes and continuations; numbers in decimal,
    /// hexadecimal, with a sign or a bare point; comments, trailing commas and ECMAScript white space between.
    struct Writer {
        var random: SplitMix64

        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
        mutating func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }

        mutating func space() -> String {
            var text = ""
            for _ in 0..<Int(random.next() % 3) {
                text += pick([
                    " ", "\n", "\t", "\r\n", "\u{0B}", "\u{0C}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{FEFF}",
                    "// note\n", "/* block\n comment */",
                ])
            }
            return text
        }

        mutating func value(depth: Int) -> (Plain, String) {
            switch depth > 3 ? random.next() % 4 : random.next() % 6 {
            case 0: return number()
            case 1: let text = string(); return (.string(text.value), text.source)
            case 2: return pick([(.bool(true), "true"), (.bool(false), "false"), (.null, "null")])
            case 3: return number()
            case 4:
                var items: [Plain] = []
                var source = "[" + space()
                for index in 0..<Int(random.next() % 4) {
                    if index > 0 { source += "," + space() }
                    let (item, text) = value(depth: depth + 1)
                    items.append(item)
                    source += text + space()
                }
                if !items.isEmpty && chance(40) { source += "," + space() }
                return (.array(items), source + "]")
            default:
                var members: [(String, Plain)] = []
                var used = Set<String>()
                var source = "{" + space()
                for _ in 0..<Int(random.next() % 4) {
                    let key = self.key()
                    guard used.insert(key.value).inserted else { continue }
                    if !members.isEmpty { source += "," + space() }
                    let (item, text) = value(depth: depth + 1)
                    members.append((key.value, item))
                    source += key.source + space() + ":" + space() + text + space()
                }
                if !members.isEmpty && chance(40) { source += "," + space() }
                return (.object(members), source + "}")
            }
        }

        mutating func number() -> (Plain, String) {
            let sign = pick(["", "", "-", "+"])
            let factor: Double = sign == "-" ? -1 : 1
            switch random.next() % 6 {
            case 0:
                let value = random.next() % 0x1_0000_0000
                return (
                    .number(factor * Double(value)),
                    sign + pick(["0x", "0X"]) + String(value, radix: 16, uppercase: chance(50))
                )
            case 1:
                let fraction = random.next() % 1000
                return (.number(factor * Double("0.\(fraction)")!), sign + ".\(fraction)")
            case 2:
                let integer = random.next() % 100_000
                return (.number(factor * Double(integer)), sign + "\(integer).")
            case 3:
                return pick([(.number(factor * .infinity), sign + "Infinity"), (.number(.nan), sign + "NaN")])
            default:
                let integer = random.next() % 1_000_000
                let exponent = Int(random.next() % 10) - 5
                let text = "\(integer)" + (chance(50) ? "e\(exponent)" : "")
                return (.number(factor * Double(text)!), sign + text)
            }
        }

        mutating func key() -> (value: String, source: String) {
            let name = pick(["a", "$ref", "_x", "ünicode", "tokens2", "Ωmega", "x_y$z", "value"])
            switch random.next() % 3 {
            case 0: return (name, name)
            default: return string(name)
            }
        }

        mutating func string(_ fixed: String? = nil) -> (value: String, source: String) {
            let quote = pick(["'", "\""])
            var value = ""
            var source = quote
            let parts =
                fixed.map { Array($0).map(String.init) }
                ?? (0..<Int(random.next() % 6)).map { _ in
                    pick(["a", "é", "'", "\"", "\\", "\n", "\t", "\u{2028}", "🎨", " ", "0"])
                }
            for part in parts {
                value += part
                switch part {
                case quote: source += "\\" + part
                case "\\": source += "\\\\"
                case "\n": source += pick(["\\n", "\\x0A", "\\u000A", "\\u000a"])
                case "a": source += pick(["a", "\\x61", "\\u0061", "\\a"])
                case "é": source += pick(["é", "\\u00e9", "\\xE9"])
                case "🎨": source += pick(["🎨", "\\uD83C\\uDFA8"])
                case "0": source += pick(["0", "\\x30"])
                default: source += part
                }
                if chance(10) { source += pick(["\\\n", "\\\r\n", "\\\u{2028}"]) }  // a continuation: nothing
            }
            return (value, source + quote)
        }
    }

    static let generatedCount = ProcessInfo.processInfo.environment["LIVERY_JSON5_CASES"].flatMap(Int.init) ?? 3000

    @Test("generated documents in every style JSON5 allows read back as the values they were written from")
    func generated() {
        for seed in 0..<UInt64(Self.generatedCount) {
            var writer = Writer(random: SplitMix64(state: seed))
            let (value, source) = writer.value(depth: 0)
            let text = writer.space() + source + writer.space()
            do {
                let read = try Self.read(text)
                #expect(read == value, "seed \(seed): \(text.debugDescription) read as \(read), written from \(value)")
            } catch {
                Issue.record("seed \(seed): \(text.debugDescription) refused at \(error.position): \(error.message)")
            }
        }
    }
}
