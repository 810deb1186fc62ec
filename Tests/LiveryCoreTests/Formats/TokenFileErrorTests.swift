import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCore

/// Every kind of bad input gives a typed error naming the file, the token path and line:column.
@Suite("Bad token files give typed errors with file, token path and line:column")
struct TokenFileErrorTests {
    func expectFileError(
        _ json: String, file: String = "bad.tokens.json", options: TokenReadOptions = .lenient,
        sourceLocation: Testing.SourceLocation = #_sourceLocation, _ check: (TokenFileError) -> Bool
    ) -> TokenFileError? {
        do {
            _ = try TokenText.resolve(json, file: file, options: options)
            Issue.record("expected an error", sourceLocation: sourceLocation)
            return nil
        } catch let error as TokenFileError {
            #expect(check(error), "unexpected error: \(error)", sourceLocation: sourceLocation)
            #expect(error.file == file, sourceLocation: sourceLocation)
            return error
        } catch {
            Issue.record("expected a TokenFileError, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test("truncated JSON names the line and column where it stops")
    func truncated() {
        let error = expectFileError("{\n  \"color\": {\n    \"red\": {\"$type\": \"color\", \"$value\": \"#f") {
            if case .syntax = $0 { true } else { false }
        }
        #expect(error?.location?.line == 3)
        #expect(error?.description.hasPrefix("bad.tokens.json:3:") == true)
    }

    @Test("a value that does not fit its $type names the token and the value's position")
    func wrongValue() {
        let json = """
            {
              "space": {
                "$type": "dimension",
                "md": { "$value": {"value": 16, "unit": "parsecs"} }
              }
            }
            """
        let error = expectFileError(json) { if case .invalidValue(_, _, .dimension, _) = $0 { true } else { false } }
        #expect(error?.tokenPath == "space.md")
        #expect(error?.location == FileLocation(file: "bad.tokens.json", position: SourcePosition(line: 4, column: 23)))
        #expect(
            error?.description
                == "bad.tokens.json:4:23: space.md: invalid dimension value: unknown unit 'parsecs'; expected px or rem"
        )
    }

    @Test("a color value that is not a color is refused")
    func wrongColor() {
        let error = expectFileError(#"{"c": {"$type": "color", "$value": 42}}"#) {
            if case .invalidValue(_, "c", .color, _) = $0 { true } else { false }
        }
        #expect(error?.location?.column == 36)
    }

    @Test(
        "names with '{', '}' or '.' or starting with '$' are invalid",
        arguments: ["bad{name", "bad}name", "bad.name", "$bad"])
    func invalidNames(name: String) {
        let json = "{\"group\": {\"\(name)\": {\"$type\": \"number\", \"$value\": 1}}}"
        let error = expectFileError(json) {
            if case .invalidName(_, _, let invalid, _) = $0 { invalid == name } else { false }
        }
        #expect(error?.tokenPath == TokenPath(components: ["group", name]))
        #expect(error?.location?.line == 1 && error?.location?.column == 12)
    }

    @Test("a file over the size limit is refused before it is parsed")
    func tooLarge() throws {
        let scratch = try TemporaryFolder("tests")
        let directory = scratch.url
        let url = directory.appendingPathComponent("huge.tokens.json")
        try TokenFileErrorTests.hugeFile(megabytes: 20).write(to: url)
        #expect(throws: TokenFileError.tooLarge(file: url.path, size: try Data(contentsOf: url).count, limit: 16 << 20))
        {
            try TokenLoader().load(contentsOf: url)
        }
    }

    @Test("an empty file is a syntax error, read without leaking (fuzzer regression: FuzzResolver, empty input)")
    func emptyFile() throws {
        let scratch = try TemporaryFolder("tests")
        let directory = scratch.url
        let url = directory.appendingPathComponent("empty.tokens.json")
        try Data().write(to: url)
        #expect(throws: TokenFileError.self) { try TokenLoader().load(contentsOf: url) }
        let resolver = directory.appendingPathComponent("empty.resolver.json")
        try Data().write(to: resolver)
        #expect(throws: TokenFileError.self) { try ResolverDocument.load(contentsOf: resolver) }
    }

    @Test("a 20 MB file within a raised limit loads, and an error at its end names the exact line")
    func hugeFileWithError() throws {
        var data = TokenTestSupportHuge.body(megabytes: 20)
        data.append(contentsOf: Array(",\n\"broken\": {\"$type\": \"color\", \"$value\": \"#zzz\"}\n}}".utf8))
        let lines = data.filter { $0 == 0x0A }.count
        let loader = TokenLoader(options: TokenReadOptions(maximumFileSize: 64 << 20))
        do {
            _ = try loader.load(text: String(decoding: data, as: UTF8.self), file: "huge.tokens.json")
            Issue.record("expected an error")
        } catch let error as TokenFileError {
            guard case .invalidValue(let location, let path, .color, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == "huge.broken")
            #expect(location.line == lines)
        }
        var valid = TokenTestSupportHuge.body(megabytes: 20)
        valid.append(contentsOf: Array("}}".utf8))
        let document = try loader.load(text: String(decoding: valid, as: UTF8.self), file: "huge.tokens.json")
        #expect(document.tokens.count > 100_000)
    }

    @Test("strict mode refuses comments, trailing commas, inferred types and string colors")
    func strictMode() throws {
        let lenientJSON = """
            {
              // a comment
              "a": {"$value": 1},
              "b": {"$type": "color", "$value": "#ff0000"},
            }
            """
        let lenient = try TokenText.resolve(lenientJSON)
        let kinds = Set(lenient.diagnostics.map(\.kind))
        #expect(kinds == [.nonStandardJSON, .inferredType, .legacyValueForm])
        #expect(lenient["a"]?.value == .number(1))
        _ = expectFileError(lenientJSON, options: .strict) { if case .syntax = $0 { true } else { false } }
        _ = expectFileError(#"{"a": {"$value": 1}}"#, options: .strict) {
            if case .strictModeViolation(let diagnostic) = $0 { diagnostic.kind == .inferredType } else { false }
        }
        _ = expectFileError(##"{"b": {"$type": "color", "$value": "#ff0000"}}"##, options: .strict) {
            if case .strictModeViolation(let diagnostic) = $0 { diagnostic.kind == .legacyValueForm } else { false }
        }
        _ = expectFileError(##"{"b": {"$type": "colour", "$value": "#ff0000"}}"##, options: .strict) {
            if case .unknownType(_, "b", "colour") = $0 { true } else { false }
        }
    }

    @Test("an unknown $type is kept as text only when it is no misspelling and the value is text; else refused")
    func unknownTypes() throws {
        // A misspelling of a defined type: refused even when lenient, with the name it is close to (a color bound
        // to the string it would become never reads it).
        for (type, close) in [("colour", "color"), ("dimention", "dimension"), ("Color", "color")] {
            let error = expectFileError(##"{"b": {"$type": "\##(type)", "$value": "#ff0000"}}"##) {
                if case .unknownType(_, "b", type) = $0 { true } else { false }
            }
            #expect(error?.description.contains("unknown $type '\(type)'; did you mean '\(close)'?") == true)
        }
        // An object or a list cannot be text: the unknown type is named as the cause, not a string decoding failure.
        let structured = expectFileError(#"{"b": {"$type": "elevation", "$value": {"value": 4, "unit": "px"}}}"#) {
            if case .unknownType(_, "b", "elevation") = $0 { true } else { false }
        }
        #expect(structured?.description.contains("did you mean") == false)
        // A type of the team's own on a string: kept, with a warning.
        let kept = try TokenText.resolve(#"{"b": {"$type": "elevation", "$value": "2"}}"#, file: "t.tokens.json")
        #expect(kept["b"]?.value == .string("2"))
        #expect(kept.diagnostics.contains { $0.kind == .unknownType })
    }

    @Test("nesting beyond the limit is a syntax error, not a stack overflow")
    func deepNesting() {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        _ = expectFileError(json) {
            if case .syntax(_, let message) = $0 { message.contains("nesting") } else { false }
        }
    }

    static func hugeFile(megabytes: Int) -> Data {
        var data = TokenTestSupportHuge.body(megabytes: megabytes)
        data.append(contentsOf: Array("}}".utf8))
        return Data(data)
    }
}

enum TokenTestSupportHuge {
    /// `{"huge": {"t0": {...}, "t1": {...}, …` up to the size, without the closing braces.
    static func body(megabytes: Int) -> [UInt8] {
        var bytes = Array("{\"huge\": {\n".utf8)
        bytes.reserveCapacity(megabytes << 20 + 1024)
        var index = 0
        while bytes.count < megabytes << 20 {
            if index > 0 { bytes.append(contentsOf: Array(",\n".utf8)) }
            bytes.append(
                contentsOf: Array(
                    "\"t\(index)\": {\"$type\": \"dimension\", \"$value\": {\"value\": \(index % 97), \"unit\": \"px\"}}"
                        .utf8))
            index += 1
        }
        return bytes
    }
}
