/// Compiles a theme set again with the runtime overrides as its top layer, so tokens that alias an overridden
/// token follow it (the accent picker changes every `{color.accent}` user, not just the token).
///
/// Themes registered from one `ThemeSet` share one compiler, which keeps the last compiled result: a switch
/// between them after an override change compiles the set once.
@MainActor
final class OverrideCompiler {
    let set: ThemeSet
    private var cached: (overrides: RuntimeOverrides, compiled: CompiledThemeSet)?

    /// - Parameter compiled: The set compiled without overrides, kept for the next request without any; `nil`
    ///   keeps nothing (a theme space's permutations, whose compiled sets would otherwise stay in memory).
    init(set: ThemeSet, compiled: CompiledThemeSet?) {
        self.set = set
        self.cached = compiled.map { (RuntimeOverrides(), $0) }
    }

    /// The table of `themeName` with `overrides` on top.
    func table(named themeName: String, overrides: RuntimeOverrides) throws -> TokenTable? {
        if let cached, cached.overrides == overrides { return cached.compiled[themeName] }
        var layered = set
        if let document = try overrides.document() {
            let top = (set.themes.flatMap(\.layers).map(\.level).max() ?? 0) + 1
            layered.themes = set.themes.map { source in
                ThemeSource(name: source.name, layers: source.layers + [ThemeLayer(document, level: top)])
            }
        }
        let compiled = try layered.compile()
        cached = (overrides, compiled)
        return compiled[themeName]
    }
}
