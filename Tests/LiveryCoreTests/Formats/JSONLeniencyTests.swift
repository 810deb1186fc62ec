import Testing

@testable import LiveryCore

@Suite("Hand-written JSON: comments, trailing commas and duplicate keys")
struct JSONLeniencyTests {
    @Test("each departure is accepted with a warning at its line:column")
    func warnings() throws {
        let json = """
            {
              /* palette */
              "a": {"$type": "number", "$value": 1}, // one
              "a": {"$type": "number", "$value": 2},
              "b": {"$type": "number", "$value": [1, 2,][0] }
            }
            """
        #expect(throws: TokenFileError.self) { try TokenText.document(json) }  // `[…][0]` is not JSON at all
        let valid = """
            {
              /* palette */
              "a": {"$type": "number", "$value": 1}, // one
              "a": {"$type": "number", "$value": 2},
              "b": {"$type": "fontFamily", "$value": ["x", "y",]},
            }
            """
        let document = try TokenText.document(valid)
        #expect(document.token(at: "a")?.value.number == 2)
        let positions = document.diagnostics.map { "\($0.location!.line):\($0.location!.column)" }
        #expect(positions == ["2:3", "3:42", "4:3", "5:51", "5:54"])
        #expect(document.diagnostics.allSatisfy { $0.kind == .nonStandardJSON })
    }

    @Test("a repeated key keeps its last value where it last appeared; the warnings stop at 100 and count the rest")
    func repeatedKeys() throws {
        var reader = JSONSourceReader(allowsExtensions: true, maximumDepth: 8)
        let root = try reader.read(Array(#"{"a": 1, "b": 2, "b": 3, "c": 4, "a": 5}"#.utf8))
        #expect(root.members?.map(\.key) == ["b", "c", "a"])
        #expect(root["a"]?.value == .number(5) && root["b"]?.value == .number(3))

        // 150 keys, each twice: 150 duplicates, of which the first 100 are listed.
        let members = (0..<150).map { #""k\#($0)": {"$type": "number", "$value": \#($0)}"# }
        let document = try TokenText.document("{" + (members + members).joined(separator: ",") + "}")
        #expect(document.tokens.count == 150 && document.token(at: "k149")?.value.number == 149)
        #expect(document.diagnostics.count == DiagnosticSink.maximumListed + 1)
        #expect(
            document.diagnostics.last?.message
                == "50 more comments, trailing commas or duplicate keys are not listed (the first 100 are)")
    }

    @Test("columns count characters, not bytes, after non-ASCII text")
    func unicodeColumns() throws {
        let json = "{\"颜色\": {\"红\": {\"$type\": \"color\", \"$value\": 5}}}"
        do {
            _ = try TokenText.resolve(json)
            Issue.record("expected an error")
        } catch let error as TokenFileError {
            #expect(error.location?.column == 43)  // 49 if bytes were counted
            #expect(error.tokenPath == "颜色.红")
        }
    }

    @Test(
        "malformed JSON gives a syntax error, never a crash",
        arguments: [
            "", "{", "[", "{\"a\"", "{\"a\":}", "{\"a\": tru}", "\"\\u12\"", "{\"a\": \"\n\"}", "{} {}", "-", "1e",
            "{\"a\": 01}", "/* open",
        ])
    func malformed(text: String) {
        #expect(throws: TokenFileError.self) { try TokenText.document(text) }
    }

    @Test("escapes and surrogate pairs decode")
    func escapes() throws {
        let document = try TokenText.document(#"{"s": {"$type": "string", "$value": "a\"b\\c\n\u00e9\ud83c\udfa8"}}"#)
        #expect(document.token(at: "s")?.value.string == "a\"b\\c\né🎨")
    }
}
