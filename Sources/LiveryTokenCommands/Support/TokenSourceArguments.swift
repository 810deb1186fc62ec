import ArgumentParser
import LiveryCore

/// The token source every token command reads: paths, `--strict` and `--work-budget`.
package struct TokenSourceArguments: ParsableArguments {
    /// Token files, folders or a resolver document.
    @Argument(help: "Token files, a folder, or a DTCG resolver document.")
    package var paths: [String]

    /// `--strict` and `--work-budget`.
    @OptionGroup package var reading: TokenReadingArguments

    /// Creates the arguments (used by the argument parser).
    package init() {}

    /// `--strict`.
    package var strict: Bool { reading.strict }
    /// The work one operation of the command may do.
    var budget: WorkBudget { reading.budget }
    /// How files are read.
    var readOptions: TokenReadOptions { reading.readOptions }
    /// How aliases are resolved.
    var resolutionOptions: ResolutionOptions { reading.resolutionOptions }

    /// Reads the paths.
    func load() throws -> ThemeInput { try ThemeInput.load(paths: paths, options: readOptions) }

    /// Every theme of the input (see ``ThemeInput/allThemes()``), resolved.
    func resolvedThemes() throws -> [ExportTheme] { try resolvedThemesAndInputs().themes }

    /// Every theme of the input, resolved, and every file read for them (what an output must not replace).
    func resolvedThemesAndInputs() throws -> (themes: [ExportTheme], filesRead: [String]) {
        let resolver = TokenResolver(options: resolutionOptions)
        let input = try load()
        let themes = try input.allThemes(budget: budget).map {
            ExportTheme(name: $0.name, theme: try resolver.resolve($0.source))
        }
        return (themes, input.filesRead)
    }
}

/// How every token command reads its sources: `--strict` and `--work-budget`.
package struct TokenReadingArguments: ParsableArguments {
    /// `--strict`.
    @Flag(help: "Refuse what lenient reading accepts with a warning (comments, inferred types, CSS strings…).")
    package var strict = false

    /// `--work-budget UNITS`.
    @Option(
        help: ArgumentHelp(
            "The most work reading, merging and checking may do, in units of about one token handled once "
                + "(\(WorkBudget.defaultLimit) by default); more ends in an error naming the limit.",
            valueName: "UNITS"))
    package var workBudget = WorkBudget.defaultLimit

    /// Creates the arguments (used by the argument parser).
    package init() {}

    /// Checks the arguments before running.
    package func validate() throws {
        guard workBudget > 0 else { throw ValidationError("--work-budget must be a positive number of units") }
    }

    /// The two options as one value, which also gives LiveryCore's reading and resolution options.
    package var settings: TokenReading { TokenReading(strict: strict, workBudget: workBudget) }

    /// The work one operation of the command may do.
    var budget: WorkBudget { settings.budget }

    /// How files are read.
    var readOptions: TokenReadOptions { settings.readOptions }

    /// How aliases are resolved.
    var resolutionOptions: ResolutionOptions { settings.resolutionOptions }
}

/// What `--strict` and `--work-budget` say, as one value: LiveryCore's reading and resolution options and the
/// work budget follow from it.
package struct TokenReading: Sendable {
    /// `--strict`: only DTCG 2025.10, every lenient acceptance an error.
    package var strict: Bool
    /// The work budget each operation (reading, resolving, linting) may use.
    package var workBudget: Int

    package init(strict: Bool = false, workBudget: Int = WorkBudget.defaultLimit) {
        self.strict = strict
        self.workBudget = workBudget
    }

    /// The budget as LiveryCore takes it.
    package var budget: WorkBudget { WorkBudget(limit: workBudget) }
    var readOptions: TokenReadOptions { TokenReadOptions(isStrict: strict, workBudget: budget) }
    var resolutionOptions: ResolutionOptions { ResolutionOptions(isStrict: strict, workBudget: budget) }
}
