import Foundation
import Testing

@testable import LiveryCore

@Suite("Escaping: one helper for every language Livery writes strings into")
struct EscapingTests {
    /// Every character some syntax escapes, and some that none does.
    let tricky = "a\"b\\c\nd\te\rf\u{1}g\u{7F}h<i>&j'ké"

    @Test("A JSON string reads back as the same text through JSONSerialization")
    func jsonRoundTrip() throws {
        let literal = Escaping.quoted(tricky, for: .json)
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        #expect(decoded == [tricky])
        #expect(literal.contains("\\u0001") && literal.contains("ké"))
    }

    @Test("Each syntax escapes what its readers need, and nothing more")
    func perSyntax() {
        #expect(
            Escaping.quoted(tricky, for: .swift)
                == #""a\"b\\c\nd\te\rf\u{1}g\u{7f}h<i>&j'ké""#)
        // A CSS string cannot hold a raw line break: control characters are hex escapes ending in a space.
        #expect(Escaping.quoted(tricky, for: .css) == #""a\"b\\c\a d\9 e\d f\1 g\7f h<i>&j'ké""#)
        // JSON written for JavaScript too: the line and paragraph separators escaped.
        #expect(Escaping.quoted("a\u{2028}b\u{2029}", for: .json) == #""a\u2028b\u2029""#)
        #expect(Escaping.quoted(tricky, for: .stylesheet) == "\"a\\\"b\\\\c\\nd\\te\rf\u{1}g\u{7F}h<i>&j'ké\"")
        // HTML: what XML forbids and HTML calls a parse error (U+0001, DEL) as U+FFFD; tab and line breaks stay.
        #expect(Escaping.quoted(tricky, for: .html) == "a&quot;b\\c\nd\te\rf\u{FFFD}g\u{FFFD}h&lt;i&gt;&amp;j'ké")
        // Noncharacters have no literal form in Swift source: made from their code points.
        var forbidden = String.UnicodeScalarView()
        for value: UInt32 in [0x0, 0x85, 0xFFFE, 0xFFFF, 0xFDD0, 0x10FFFF, 0x1F600] {
            forbidden.append(Unicode.Scalar(value)!)
        }
        #expect(
            Escaping.quoted(String(forbidden), for: .html) == String(repeating: "\u{FFFD}", count: 6) + "\u{1F600}")
        // A terminal: controls shown as escapes, tab and line feed kept.
        #expect(Escaping.terminal("a\u{1B}[2J\u{7}\u{9B}\tb\nc") == "a\\u{1B}[2J\\u{7}\\u{9B}\tb\nc")
    }

    @Test("a line past the limit keeps its start and end and says how much was left out; short lines stay")
    func excerpt() {
        let line = "file.json:1:5: $ref '" + String(repeating: "x", count: 5_000) + "': no such file"
        let cut = Escaping.excerpt("first line\n" + line + "\nlast line", limit: 100)
        let lines = cut.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 && lines[0] == "first line" && lines[2] == "last line")
        #expect(lines[1].hasPrefix("file.json:1:5: $ref 'xxx") && lines[1].hasSuffix("xxx': no such file"))
        #expect(lines[1].contains("… (\(line.count - 100) characters not shown) …"))
        #expect(lines[1].count == 100 + "… (\(line.count - 100) characters not shown) …".count)
        #expect(Escaping.excerpt(line, limit: line.count) == line)
        // Errors apply it to their descriptions.
        let error = ResolverDocumentError.invalidReference(
            FileLocation(file: "r.json", position: SourcePosition(line: 1, column: 2)),
            reference: String(repeating: "y", count: 1 << 20), reason: "no such set")
        #expect("\(error)".count < 2 * Escaping.maximumLineLength && "\(error)".hasSuffix("yyy': no such set"))
    }
}
