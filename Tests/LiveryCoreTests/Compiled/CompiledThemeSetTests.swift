import Foundation
import Synchronization
import Testing

@testable import LiveryCore

@Suite("Compiled tables: interned IDs, typed lookups, diffs and the reported fallback chain")
struct CompiledThemeSetTests {
    static let light = """
        {
          "color": {
            "$type": "color",
            "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
            "text": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
            "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
            "link": {"$value": "{color.accent}"}
          },
          "space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}}
        }
        """
    static let dark = """
        {
          "color": {
            "$type": "color",
            "bg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
            "text": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
            "link": {"$value": "{color.accent}"},
            "glow": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.1, 200]}}
          }
        }
        """

    func compile(policy: FallbackPolicy = FallbackPolicy()) throws -> CompiledThemeSet {
        let light = try TokenText.document(CompiledThemeSetTests.light, file: "light.tokens.json")
        let dark = try TokenText.document(CompiledThemeSetTests.dark, file: "dark.tokens.json")
        return try ThemeSet(
            themes: [ThemeSource(name: "light", documents: [light]), ThemeSource(name: "dark", documents: [dark])],
            defaultTheme: "light", fallbackPolicy: policy
        ).compile()
    }

    @Test("IDs are shared by every table and reading by ID and by name agree")
    func idsAndLookups() throws {
        let compiled = try compile()
        let vocabulary = compiled.vocabulary
        #expect(
            vocabulary.paths.map(\.dotted) == [
                "color.bg", "color.text", "color.accent", "color.link", "space.md", "color.glow",
            ])
        let light = try #require(compiled["light"])
        let dark = try #require(compiled["dark"])
        light.checkInvariants()
        dark.checkInvariants()
        let bg = try #require(vocabulary.id(for: "color.bg"))
        #expect(light.color(bg) == .white)
        #expect(dark.color(bg) == .black)
        #expect(dark["color.bg"] == dark[bg])
        #expect(light.dimension("space.md") == TokenDimension(16, .px))
        #expect(light.color("space.md") == nil)  // typed accessors return nil for other types
        #expect(light["no.such.token"] == nil)
        #expect(light[TokenID(rawValue: 9999)] == nil)  // an ID from a larger set: nil, not a trap
        #expect(!light.isFromDefaultTheme(TokenID(rawValue: -1)))
    }

    @Test("typed references read their token's payload; a reference of another type reads nil")
    func typedReferences() throws {
        let compiled = try compile()
        let light = try #require(compiled["light"])
        let dark = try #require(compiled["dark"])
        let link = TokenReference<Color>("color.link")
        #expect(light[link] == Color(red: 0, green: 0, blue: 1))
        #expect(dark[link] == Color(red: 0, green: 0, blue: 1))  // the dark theme takes accent from light
        #expect(light[TokenReference<TokenDimension>("space.md")] == TokenDimension(16, .px))
        #expect(light[TokenReference<TokenValue>("space.md")] == .dimension(TokenDimension(16, .px)))
        #expect(light[TokenReference<Color>("space.md")] == nil)
        #expect(light[TokenReference<Color>("color.none")] == nil)
        #expect(link.description == "color.link" && link == TokenReference<Color>("color.link"))
        #expect(TokenValue.fontWeight(700).payload(as: Double.self) == 700)
        #expect(TokenValue.shadow([]).payload(as: [Shadow].self) == [])
        #expect(TokenValue.asset("logo").payload(as: String.self) == "logo")
    }

    @Test("a theme lacking a token takes the default theme's, resolved in its own context, and says so")
    func defaultThemeFallback() throws {
        let compiled = try compile()
        let dark = try #require(compiled["dark"])
        let accent = try #require(compiled.vocabulary.id(for: "color.accent"))
        #expect(dark.isFromDefaultTheme(accent))
        #expect(dark.color("color.link") == Color(red: 0, green: 0, blue: 1))
        #expect(compiled.diagnostics.contains { $0.kind == .fallbackToDefaultTheme && $0.tokenPath == "color.accent" })
        // The light theme lacks color.glow and the default theme is light itself: reported, value nil.
        #expect(compiled["light"]?["color.glow"] == nil)
        #expect(compiled.diagnostics.contains { $0.kind == .missingInTheme && $0.tokenPath == "color.glow" })
        let lookup = dark.lookup("color.accent")
        #expect(lookup.source == .defaultTheme)
        #expect(lookup.diagnostic?.kind == .fallbackToDefaultTheme)
    }

    @Test("the diff of two tables lists exactly the tokens whose values differ")
    func diff() throws {
        let compiled = try compile()
        let light = try #require(compiled["light"])
        let dark = try #require(compiled["dark"])
        let changed = dark.changedTokens(from: light).map { compiled.vocabulary.path(for: $0).dotted }
        #expect(changed == ["color.bg", "color.text", "color.glow"])
        #expect(light.changedTokens(from: light).isEmpty)
    }

    @Test("lookups walk reserve key → hex key → configured fallback, reporting each step")
    func fallbackChain() throws {
        let reports = Mutex<[Diagnostic]>([])
        let policy = FallbackPolicy(
            reserveKeys: ["color.brand": "color.accent"], fallbackValue: .color(.black),
            report: { diagnostic in reports.withLock { $0.append(diagnostic) } })
        let light = try #require(try compile(policy: policy)["light"])
        #expect(light.lookup("color.bg").source == .theme)
        #expect(light.lookup("color.bg").diagnostic == nil)
        let reserve = light.lookup("color.brand")
        #expect(reserve.source == .reserveKey("color.accent"))
        #expect(reserve.value == .color(Color(red: 0, green: 0, blue: 1)))
        let hex = light.lookup("ff5073")
        #expect(hex.source == .hexKey)
        #expect(hex.value?.color?.hexString() == "#ff5073")
        let configured = light.lookup("color.unknown")
        #expect(configured.source == .configuredFallback)
        #expect(configured.value == .color(.black))
        #expect(
            reports.withLock { $0.map(\.kind) } == [
                .fallbackToReserveKey, .fallbackToHexKey, .fallbackToConfiguredValue,
            ])
        let strictTable = try #require(try compile(policy: FallbackPolicy(readsKeysAsHexColors: false))["light"])
        #expect(strictTable.lookup("ff5073").source == .notFound)
        #expect(strictTable.lookup("ff5073").value == nil)
    }

    @Test("a theme that fails to resolve produces no table at all")
    func failedCompile() throws {
        let good = try TokenText.document(CompiledThemeSetTests.light, file: "light.tokens.json")
        let bad = try TokenText.document(
            #"{"color": {"bg": {"$type": "color", "$value": "{color.nope}"}}}"#, file: "bad.tokens.json")
        let set = ThemeSet(themes: [
            ThemeSource(name: "light", documents: [good]), ThemeSource(name: "bad", documents: [bad]),
        ])
        var result: CompiledThemeSet?
        #expect(throws: ResolutionError.self) { result = try set.compile() }
        #expect(result == nil)
        #expect(throws: ResolutionError.unknownTheme("nope", available: ["light", "bad"])) {
            try ThemeSet(themes: set.themes, defaultTheme: "nope").compile()
        }
    }

    @Test("tables are values that many tasks read at once without locks")
    func concurrentReads() async throws {
        let compiled = try compile()
        let tables = [try #require(compiled["light"]), try #require(compiled["dark"])]
        let bg = try #require(compiled.vocabulary.id(for: "color.bg"))
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<4 {
                group.addTask {
                    var consistent = true
                    for step in 0..<1000 {
                        let table = tables[(task + step) % 2]
                        let expected: Color = table.themeName == "light" ? .white : .black
                        consistent = consistent && table.color(bg) == expected
                    }
                    return consistent
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == [true, true, true, true])
    }

    @Test("every resolved token remembers its file and line:column")
    func locations() throws {
        let compiled = try compile()
        let link = try #require(compiled.resolvedThemes["dark"]?["color.link"])
        #expect(
            link.definition.location
                == FileLocation(file: "dark.tokens.json", position: SourcePosition(line: 6, column: 5)))
        #expect(link.definition.valueLocation.position == SourcePosition(line: 6, column: 24))
    }
}
