import ArgumentParser
import LiveryCore

/// The token source every token command reads: paths and `--strict`.
package struct TokenSourceArguments: ParsableArguments {
    /// Token files, folders or a resolver document.
    @Argument(help: "Token files, a folder, or a DTCG resolver document.")
    package var paths: [String]

    /// `--strict`.
    @Flag(help: "Refuse what lenient reading accepts with a warning (comments, inferred types, CSS strings…).")
    package var strict = false

    /// Creates the arguments (used by the argument parser).
    package init() {}

    /// How files are read.
    var readOptions: TokenReadOptions { strict ? .strict : .lenient }

    /// How aliases are resolved.
    var resolutionOptions: ResolutionOptions { ResolutionOptions(isStrict: strict) }

    /// Reads the paths.
    func load() throws -> ThemeInput { try ThemeInput.load(paths: paths, options: readOptions) }

    /// Every theme of the input (see ``ThemeInput/allThemes()``), resolved.
    func resolvedThemes() throws -> [ExportTheme] { try resolvedThemesAndInputs().themes }

    /// Every theme of the input, resolved, and every file read for them (what an output must not replace).
    func resolvedThemesAndInputs() throws -> (themes: [ExportTheme], filesRead: [String]) {
        let resolver = TokenResolver(options: resolutionOptions)
        let input = try load()
        let themes = try input.allThemes().map { ExportTheme(name: $0.name, theme: try resolver.resolve($0.source)) }
        return (themes, input.filesRead)
    }
}
