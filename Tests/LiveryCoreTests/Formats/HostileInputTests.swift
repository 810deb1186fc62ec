import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCore

/// Token files made the way an attacker or a careless designer would make them, generated here (no large
/// fixtures), read through the public API as an app reading a downloaded theme does. Each ends in a typed error
/// naming its limit, or in a documented acceptance; none traps, and none runs away: every limit caps the work
/// before it starts (the CLI's copy of these cases runs each under a CPU and memory limit).
@Suite("Hostile token input: typed errors at documented limits, never a trap")
struct HostileInputTests {
    /// The error reading and resolving `json` gives.
    static func failure(_ json: String, options: TokenReadOptions = .lenient) -> (any Error)? {
        do {
            _ = try TokenText.resolve(json, file: "hostile.tokens.json", options: options)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Unbounded recursion

    @Test(
        "arithmetic past the operand and nesting limits is refused naming the limit",
        arguments: [
            (Array(repeating: "1", count: 40_000).joined(separator: " + "), "more than 256 operands"),
            (String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000), "nested more than 32"),
            (String(repeating: "-", count: 10_000) + "1", "nested more than 32"),
            (
                String(repeating: "max(", count: 3_000) + "1" + String(repeating: ")", count: 3_000),
                "nested more than 32"
            ),
        ])
    func expressions(_ expression: String, _ reason: String) throws {
        let error = try #require(Self.failure(#"{"a": {"$type": "number", "$value": "\#(expression)"}}"#))
        guard case .invalidValue(let location, let path, .number, let message) = error as? TokenFileError else {
            Issue.record("\(error)")
            return
        }
        #expect(location.line == 1 && path == "a" && message.contains(reason), "\(message)")
    }

    @Test("the largest expression within the limits still evaluates")
    func expressionAtTheLimits() throws {
        let sum = Array(repeating: "1", count: TokenExpression.maximumOperands).joined(separator: " + ")
        let nested = String(repeating: "(", count: 31) + "1 + 1" + String(repeating: ")", count: 31)
        let theme = try TokenText.resolve(
            #"{"a": {"$type": "number", "$value": "\#(sum)"}, "b": {"$type": "number", "$value": "\#(nested)"}}"#)
        #expect(theme["a"]?.value == .number(256) && theme["b"]?.value == .number(2))
    }

    @Test("an alias cycle through 10,000 tokens is reported as a cycle; a long open chain as too deep")
    func longAliasChains() throws {
        let cycle = try #require(Self.failure(TokenText.aliasChain(length: 10_000, closed: true)) as? ResolutionError)
        guard case .aliasCycle(_, _, let tokens) = cycle else {
            Issue.record("\(cycle)")
            return
        }
        #expect(tokens.count == 10_001 && tokens.first == tokens.last)
        #expect(cycle.description.contains("alias cycle of 10000 tokens") && cycle.description.count < 600)
        let chain = try #require(Self.failure(TokenText.aliasChain(length: 10_000, closed: false)))
        #expect("\(chain)".contains("longer than 64 steps"), "\(chain)")
    }

    // MARK: - Huge and non-finite numbers

    @Test(
        "colors far outside every gamut are refused where they are read",
        arguments: [
            #"{"colorSpace": "oklch", "components": [1e200, 0, 0]}"#,
            #"{"colorSpace": "oklch", "components": [0.5, 1e300, 30]}"#,
            #"{"colorSpace": "lab", "components": [1e300, 1e300, 0]}"#,
            #"{"colorSpace": "display-p3", "components": [1e100, 0, 0]}"#,
            #"{"colorSpace": "xyz-d65", "components": [1.7e308, 0, 0]}"#,
            // color(), which CSS does not clamp; rgb(1e300 0 0) is rgb(255 0 0), as CSS Color 4 clamps rgb().
            #""color(srgb 1e300 0 0)""#, #""hsl(0 100% 1e300%)""#,
        ])
    func hugeColors(_ value: String) throws {
        let error = try #require(Self.failure(#"{"a": {"$type": "color", "$value": \#(value)}}"#))
        #expect("\(error)".contains("Color.componentLimit"), "\(error)")
    }

    @Test("a color just inside the limit converts to every space with finite numbers, and prints as hex")
    func largestColor() throws {
        let color = try Color(dtcgColorSpace: "srgb", components: [Color.componentLimit, -Color.componentLimit, 0])
        for space in DTCGColorSpace.allCases {
            let components = color.components(in: space)
            #expect(components.allSatisfy { $0.isFinite }, "\(space)")
        }
        // Far outside sRGB, it prints as CSS Color 4 maps it (OKLab lightness below 0 is black; ColorAide's
        // minde-chroma fit gives #000000 too); what matters here is that it prints at all.
        #expect(color.hexString() == color.mappedToSRGBGamut.hexString())
        #expect(color.hexString().count == 7)
        #expect(color.isWithinComponentLimit)
        // Just past the limit, an infinity or a NaN in any component (alpha included) is outside it.
        let past = Color.componentLimit.nextUp
        for outside in [
            Color(red: past, green: 0, blue: 0), Color(red: 0, green: -past, blue: 0),
            Color(red: 0, green: 0, blue: .infinity), Color(red: 0, green: 0, blue: 0, alpha: .nan),
        ] {
            #expect(!outside.isWithinComponentLimit, "\(outside)")
        }
        // A color built in code with a NaN (which no reader produces) still prints.
        #expect(Color(red: .nan, green: 0, blue: 1).hexString() == "#0000ff")
    }

    @Test("a color modifier of an absurd amount is refused, not carried into the color")
    func hugeModifier() throws {
        let json = """
            {"a": {"$type": "color", "$value": "#808080",
              "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "-1e300", "space": "srgb"}}}}}
            """
        let error = try #require(Self.failure(json))
        #expect("\(error)".contains("Color.componentLimit"), "\(error)")
    }

    // MARK: - Resource exhaustion

    @Test("Tokens Studio theme groups whose combinations explode are refused before any is made")
    func themeCombinations() throws {
        let scratch = try TemporaryFolder("tests")
        let folder = scratch.url
        let themes = (0..<20).flatMap { group in
            (0..<2).map { option in
                #"{"id": "\#(group)-\#(option)", "name": "o\#(option)", "group": "g\#(group)", "selectedTokenSets": {"core": "enabled"}}"#
            }
        }
        let project =
            ##"{"core": {"a": {"value": "#fff", "type": "color"}}, "$themes": [\##(themes.joined(separator: ","))], "$metadata": {"tokenSetOrder": ["core"]}}"##
        let file = folder.appendingPathComponent("tokens.json")
        try Data(project.utf8).write(to: file)
        let loaded = try TokensStudioProject.load(contentsOf: file)
        #expect {
            _ = try loaded.themes()
        } throws: { error in
            "\(error)".contains("1048576 themes, more than the limit of 1024")
        }
    }

    @Test("a theme set past the theme limit, or a theme past the layer limit, is refused before merging")
    func themeAndLayerCounts() throws {
        let document = try TokenText.document(#"{"a": {"$type": "number", "$value": 1}}"#)
        let many = (0...ThemeSet.maximumThemeCount).map { ThemeSource(name: "t\($0)", documents: [document]) }
        #expect(throws: ResolutionError.self) { _ = try ThemeSet(themes: many).compile() }
        let deep = ThemeSource(name: "deep", documents: Array(repeating: document, count: 20_000))
        #expect {
            _ = try ThemeSet(themes: [deep]).compile()
        } throws: { error in
            "\(error)".contains("20000 layers, more than the limit of 256")
        }
        #expect(throws: ResolutionError.self) { _ = try TokenResolver().resolve(deep) }
    }

    @Test("a FIFO, a device and a folder are refused before a byte is read; a $ref to a FIFO too")
    func specialFiles() throws {
        let scratch = try TemporaryFolder("tests")
        let folder = scratch.url
        let fifo = folder.appendingPathComponent("pipe.tokens.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        for (url, kind) in [(fifo, "a FIFO"), (URL(fileURLWithPath: "/dev/zero"), "a device"), (folder, "a folder")] {
            #expect {
                _ = try TokenLoader().load(contentsOf: url)
            } throws: { error in
                guard case .unreadable(_, let reason) = error as? TokenFileError else { return false }
                return reason == "it is \(kind), not a regular file"
            }
        }
        let resolver = folder.appendingPathComponent("themes.resolver.json")
        try Data(
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "pipe.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
                .utf8
        ).write(to: resolver)
        #expect {
            _ = try ResolverDocument.load(contentsOf: resolver)
        } throws: { error in
            "\(error)".contains("it is a FIFO, not a regular file")
        }
    }

    /// A resolver document written to a scratch folder with `files` beside it, loaded with `budget`.
    static func loadResolver(
        _ json: String, files: [String: String] = [:], budget: WorkBudget = .standard
    ) throws -> ResolverDocument {
        let scratch = try TemporaryFolder("tests")
        for (name, text) in files {
            try Data(text.utf8).write(to: scratch.url.appendingPathComponent(name))
        }
        let url = scratch.url.appendingPathComponent("r.resolver.json")
        try Data(json.utf8).write(to: url)
        return try ResolverDocument.load(
            contentsOf: url, loader: TokenLoader(options: TokenReadOptions(workBudget: budget)))
    }

    @Test("sets that name each other many times over are expanded once each, in order, within the budget")
    func setFanOut() throws {
        // s0 names s1 twice, s1 names s2 twice, …: 2^30 uses of s30, which holds no tokens, in 31 expansions.
        let sets = (0..<30).map {
            ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}, {"$ref": "#/sets/s\##($0 + 1)"}]}"##
        }
        let fan = try Self.loadResolver(
            ##"{"version": "2025.10", "sets": {\##(sets.joined(separator: ",")), "s30": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/s0"}]}"##
        )
        guard case .set(_, let documents)? = fan.steps.first else {
            Issue.record("the first step is not a set")
            return
        }
        #expect(documents.isEmpty)

        // A set named twice gives its documents twice, where it is named, as layers of the theme.
        let twice = try Self.loadResolver(
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"x": {"$type": "number", "$value": 1}}, {"$ref": "#/sets/b"}]}, "b": {"sources": [{"x": {"$type": "number", "$value": 2}}]}, "c": {"sources": [{"$ref": "#/sets/a"}, {"$ref": "#/sets/b"}, {"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/c"}]}"##
        )
        guard case .set(_, let layers)? = twice.steps.first else {
            Issue.record("the first step is not a set")
            return
        }
        #expect(layers.map { $0.token(at: "x")?.value.number } == [1, 2, 2, 1, 2])

        // With leaves of one token, the uses pass the most layers a theme has.
        #expect {
            _ = try Self.loadResolver(
                ##"{"version": "2025.10", "sets": {\##(sets.joined(separator: ",")), "s30": {"sources": [{"a": {"$type": "number", "$value": 1}}]}}, "resolutionOrder": [{"$ref": "#/sets/s0"}]}"##
            )
        } throws: { error in
            "\(error)".contains("more than 256 token sources, each set and file counted at every use")
        }
    }

    @Test("a file named by many contexts is read once, and each use is charged to the work budget")
    func referenceFanOut() throws {
        let big =
            "{" + (0..<1_000).map { #""t\#($0)": {"$type": "number", "$value": \#($0)}"# }.joined(separator: ",") + "}"
        let contexts = (0..<100).map { #""c\#($0)": [{"$ref": "big.tokens.json"}]"# }.joined(separator: ",")
        let json =
            ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {\##(contexts)}, "default": "c0"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##
        // 100 uses of 1,000 tokens, and 100 of the references themselves: 100,100 units.
        let document = try Self.loadResolver(json, files: ["big.tokens.json": big], budget: WorkBudget(limit: 100_100))
        #expect(document.modifiers.first?.contexts.count == 100)
        #expect {
            _ = try Self.loadResolver(json, files: ["big.tokens.json": big], budget: WorkBudget(limit: 100_099))
        } throws: { error in
            (error as? WorkBudgetError)?.limit == 100_099
                && "\(error)".contains("the token sources of") && "\(error)".contains("WorkBudget.limit")
        }
    }

    @Test("a chain of 20,000 sets that each name the next is followed without recursion; a cycle is named")
    func setChains() throws {
        let count = 20_000
        let chain = (0..<count).map { ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}]}"## }
        let document = try Self.loadResolver(
            ##"{"version": "2025.10", "sets": {\##(chain.joined(separator: ",")), "s\##(count)": {"sources": [{"a": {"$type": "number", "$value": 7}}]}}, "resolutionOrder": [{"$ref": "#/sets/s0"}]}"##
        )
        guard case .set(_, let documents)? = document.steps.first else {
            Issue.record("the first step is not a set")
            return
        }
        #expect(documents.count == 1 && documents.first?.token(at: "a")?.value.number == 7)
        #expect {
            _ = try Self.loadResolver(
                ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
            )
        } throws: { error in
            "\(error)".contains("circular reference: #/sets/b → #/sets/a")
        }
    }

    // MARK: - Silence

    @Test("invalid UTF-8 is a warning at its line and column, and an error in strict mode")
    func invalidUTF8() throws {
        var bytes = Array(#"{"a": {"$type": "string","#.utf8) + [0x0A]
        bytes += Array(#" "$value": "caf"#.utf8) + [0xE9] + Array(#""}}"#.utf8)
        let scratch = try TemporaryFolder("tests")
        let folder = scratch.url
        let file = folder.appendingPathComponent("latin1.tokens.json")
        try Data(bytes).write(to: file)
        let document = try TokenLoader().load(contentsOf: file)
        let warning = try #require(document.diagnostics.first { $0.kind == .invalidEncoding })
        #expect(warning.location?.line == 2 && warning.location?.column == 16)
        #expect {
            _ = try TokenLoader(options: .strict).load(contentsOf: file)
        } throws: { error in
            guard case .strictModeViolation(let diagnostic) = error as? TokenFileError else { return false }
            return diagnostic.kind == .invalidEncoding && diagnostic.location?.line == 2
        }
    }

    // MARK: - Round three: outputs bounded, controls escaped

    @Test(
        "a role map path of 10,000 components is refused where it is written, so no file nested past the reader is made"
    )
    func deepRoleMapPath() throws {
        let path = Array(repeating: "a", count: 10_000).joined(separator: ".")
        #expect {
            _ = try SchemeRoleMap(json: Array(#"{"primary": "\#(path)"}"#.utf8), file: "map.json")
        } throws: { error in
            "\(error)".hasPrefix("map.json:1:13: ") && "\(error)".contains("is 10000 components deep")
        }
        // At the limit it reads.
        let limit = Array(repeating: "a", count: SchemeRoleMap.maximumPathDepth).joined(separator: ".")
        _ = try SchemeRoleMap(json: Array(#"{"primary": "\#(limit)"}"#.utf8), file: "map.json")
    }

    @Test("names holding C0, DEL and C1 controls are written as escapes in JSON, and the JSON reads back the same")
    func controlsInJSON() throws {
        let name = "x\u{1B}[2J\u{7}\u{7F}\u{9B}y"
        let text = SourceValue.object(ordered: [(name, .string(name))]).jsonText()
        #expect(
            !text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || (0x7F...0x9F).contains($0.value) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])
        #expect(object == [name: name])
    }

    @Test("a key given twice is recorded where it is given again, for readers that refuse it")
    func duplicateKeysRecorded() throws {
        var reader = JSONSourceReader(allowsExtensions: true, maximumDepth: 8)
        _ = try reader.read(Array(#"{"a": 1, "b": {"c": 2}, "a": 3}"#.utf8))
        #expect(reader.extensions.map(\.0) == [.duplicateKey("a")])
        #expect(reader.extensions.first?.1 == SourcePosition(line: 1, column: 25))
    }
}
