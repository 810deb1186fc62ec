import Testing

@testable import LiveryCore

@Suite("Diagnostics without repeats")
struct DiagnosticDeduplicationTests {
    @Test("Repeats are dropped, first-seen order is kept, and equal hashes do not merge different diagnostics")
    func deduplication() {
        let position = SourcePosition(line: 3, column: 7)
        let a = Diagnostic(
            .warning, .legacyValueForm, "a color as a string",
            location: FileLocation(file: "a.json", position: position),
            tokenPath: "color.a")
        // Same kind and position (so the same hash), another file.
        let b = Diagnostic(
            .warning, .legacyValueForm, "a color as a string",
            location: FileLocation(file: "b.json", position: position),
            tokenPath: "color.a")
        // Same place, another message.
        let c = Diagnostic(
            .note, .legacyValueForm, "another sentence", location: FileLocation(file: "a.json", position: position),
            tokenPath: "color.a")
        let d = Diagnostic(.note, .fallbackToDefaultTheme, "taken from the default theme", tokenPath: "color.d")
        #expect(a.hashValue == b.hashValue)
        var deduplicator = Diagnostic.Deduplicator()
        deduplicator.append(contentsOf: [a, b, a, d, c, b, d, c])
        #expect(deduplicator.diagnostics == [a, b, d, c])
    }

    @Test("A theme set whose themes share a layer reports each of its departures once")
    func sharedLayers() throws {
        let loader = TokenLoader()
        let base = try loader.load(
            text: ##"{ "color": { "$type": "color", "a": { "$value": "#112233" }, "b": { "$value": "#445566" } } }"##,
            file: "base.tokens.json")
        let themes = ["one", "two", "three"].map { ThemeSource(name: $0, documents: [base]) }
        let compiled = try ThemeSet(themes: themes).compile()
        let departures = compiled.diagnostics.filter { $0.kind == .legacyValueForm }
        #expect(departures.count == 2)
        #expect(
            compiled.resolvedThemes.values.allSatisfy {
                $0.diagnostics.filter { $0.kind == .legacyValueForm }.count == 2
            })
        #expect(compiled.resolvedThemes["two"]?["color.b"]?.value == .color(Color(hex: "445566")!))
    }

    @Test("Resolution does not repeat what a reader recorded, and reports what only it can see")
    func readerAndResolution() throws {
        let loader = TokenLoader()
        // `a` is checked when read (its group has a type); `c`'s file has no type, so only resolution decodes it;
        // `brand` copies `color` by $extends, so its copy of `a` is reported under its own path.
        let base = try loader.load(
            text: ##"""
                { "color": { "$type": "color", "a": { "$value": "#112233" } },
                  "brand": { "$extends": "{color}" } }
                """##,
            file: "base.tokens.json")
        let overrides = try loader.load(
            text: ##"{ "color": { "c": { "$value": "#778899" } } }"##, file: "one.tokens.json")
        let only = try loader.load(
            text: ##"{ "color": { "$type": "color", "d": { "$value": "#aabbcc" } } }"##, file: "default.tokens.json")
        #expect(base.diagnostics.filter { $0.kind == .legacyValueForm }.map(\.tokenPath) == ["color.a"])
        #expect(overrides.diagnostics.filter { $0.kind == .legacyValueForm }.isEmpty)
        let themes = [
            ThemeSource(name: "default", layers: [ThemeLayer(base), ThemeLayer(only, level: 1)]),
            ThemeSource(name: "one", layers: [ThemeLayer(base), ThemeLayer(overrides, level: 1)]),
        ]
        let compiled = try ThemeSet(themes: themes, defaultTheme: "default").compile()
        func legacy(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.filter { $0.kind == .legacyValueForm }.compactMap { $0.tokenPath?.dotted }.sorted()
        }
        let all = ["brand.a", "brand.c", "brand.d", "color.a", "color.c", "color.d"]
        #expect(legacy(compiled.diagnostics) == all)
        #expect(
            legacy(compiled.resolvedThemes["default"]!.diagnostics) == ["brand.a", "brand.d", "color.a", "color.d"])
        // Theme `one` takes `d` (and brand's copy) from the default theme; decoding them is reported there too.
        #expect(legacy(compiled.resolvedThemes["one"]!.diagnostics) == all)
        #expect(compiled.diagnostics.filter { $0.kind == .legacyValueForm }.count == all.count)
        #expect(compiled["one"]?.color("brand.a") == Color(hex: "112233"))
        #expect(compiled["one"]?.color("color.c") == Color(hex: "778899"))

        // Strict resolution still refuses the legacy form the lenient reader let through.
        #expect {
            _ = try ThemeSet(
                themes: themes, defaultTheme: "default", resolutionOptions: ResolutionOptions(isStrict: true)
            )
            .compile()
        } throws: { error in
            guard case .strictModeViolation(let diagnostic)? = error as? TokenFileError else { return false }
            return diagnostic.kind == .legacyValueForm
        }
    }

    @Test("Resolved tokens are made on first use, the same from every thread")
    func resolvedTokens() async throws {
        let document = try TokenLoader().load(
            text: ##"{ "color": { "$type": "color", "a": { "$value": "#112233" }, "b": { "$value": "{color.a}" } } }"##,
            file: "t.tokens.json")
        let theme = try TokenResolver().resolve(ThemeSource(name: "t", documents: [document]))
        let all = await withTaskGroup(of: [ResolvedToken].self) { group in
            for _ in 0..<8 { group.addTask { theme.tokens } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(all.allSatisfy { $0 == theme.tokens })
        #expect(theme.tokens.map(\.path.dotted) == ["color.a", "color.b"])
        #expect(theme.tokens.map(\.value) == [.color(Color(hex: "112233")!), .color(Color(hex: "112233")!)])
        #expect(theme.tokens[1].definition == document.tokens[1])
        #expect(theme["color.b"]?.isFromDefaultTheme == false)
    }

    @Test("Resolution leaves a literal its reader checked to the reader's diagnostics, and reports the others")
    func checkedLiteralsAreNotReportedAgain() throws {
        let loader = TokenLoader()
        let base = try loader.load(
            text: ##"{ "color": { "$type": "color", "a": { "$value": "#112233" } } }"##, file: "base.tokens.json")
        // No type in this file: its reader cannot decode `c`, so only resolution can report its form.
        let layer = try loader.load(text: ##"{ "color": { "c": { "$value": "#778899" } } }"##, file: "c.tokens.json")
        #expect(base.tokens[0].isLiteralCheckedAtRead)
        #expect(!layer.tokens[0].isLiteralCheckedAtRead)
        let merged = try ThemeSource(name: "t", layers: [ThemeLayer(base), ThemeLayer(layer, level: 1)]).merged()
        let (theme, resolutionDiagnostics) = try TokenResolver().resolveParts(
            name: "t", merged: merged, documents: [base, layer], fallback: nil, additionalPaths: [])
        #expect(resolutionDiagnostics.filter { $0.kind == .legacyValueForm }.map(\.tokenPath) == ["color.c"])
        #expect(theme.diagnostics.filter { $0.kind == .legacyValueForm }.map(\.tokenPath) == ["color.a", "color.c"])
    }
}
