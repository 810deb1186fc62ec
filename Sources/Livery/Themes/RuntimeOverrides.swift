import Foundation

/// User-picked token values that layer over every theme of a manager (an accent color picker), with their
/// persisted form: a DTCG token document holding one token per override.
struct RuntimeOverrides: Sendable, Equatable {
    private(set) var values: [String: TokenValue] = [:]

    var isEmpty: Bool { values.isEmpty }

    subscript(path: String) -> TokenValue? {
        get { values[path] }
        set { values[path] = newValue }
    }

    /// The overrides as a DTCG document (deterministic: sorted paths), or `nil` when there are none.
    func jsonText() -> String? {
        guard !values.isEmpty else { return nil }
        // Sorted by path, so that the text is the same whatever order the overrides were set in.
        let tokens = values.map { (path: TokenPath($0.key).components, value: $0.value) }
            .sorted { $0.path.lexicographicallyPrecedes($1.path) }
        return SourceValue.dtcgGroups(
            tokens.map {
                (
                    $0.path,
                    .object(ordered: [("$type", .string($0.value.type.rawValue)), ("$value", $0.value.resolvedJSON)])
                )
            }
        ).jsonText(pretty: false)
    }

    /// The overrides as a token document to layer over theme sources.
    func document() throws -> TokenDocument? {
        guard let text = jsonText() else { return nil }
        return try TokenLoader(options: .lenient).load(text: text, file: Self.documentName, format: .dtcg)
    }

    /// Reads overrides back from ``jsonText()``.
    /// - Throws: `TokenFileError` or `ResolutionError` when the text is not a valid override document.
    init(jsonText text: String) throws {
        let document = try TokenLoader(options: .lenient).load(text: text, file: Self.documentName, format: .dtcg)
        let compiled = try ThemeSet(themes: [ThemeSource(name: "overrides", documents: [document])]).compile()
        let table = compiled.defaultTable
        for path in compiled.vocabulary.paths {
            if let value = table[path.dotted] { values[path.dotted] = value }
        }
    }

    init() {}

    /// These overrides over `base`: a path in both takes this one's value.
    func layered(over base: [String: TokenValue]) -> RuntimeOverrides {
        var result = RuntimeOverrides()
        result.values = base.merging(values) { _, mine in mine }
        return result
    }

    /// The name overrides carry in diagnostics.
    static let documentName = "runtime-overrides.tokens.json"
}
