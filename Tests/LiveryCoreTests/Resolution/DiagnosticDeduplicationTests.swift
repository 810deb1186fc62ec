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
}
