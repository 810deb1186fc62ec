import ArgumentParser
import Foundation
import LiveryCore

/// `livery resolve`: every token of one theme with its resolved value.
package struct ResolveCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print every token of a theme with its resolved value.",
        discussion: """
            PATH may be token files (layered in order: later files override earlier ones), a folder of token \
            files, a DTCG resolver document, or a folder holding one resolver document. A resolver document's \
            modifiers take their contexts from --input (their defaults otherwise); --theme NAME is short for \
            --input theme=NAME.

            JSON output is one object whose keys are dotted token paths: colors are #rrggbbaa strings, \
            dimensions strings such as 16px, other values in their DTCG JSON form. Diagnostics go to standard \
            error. Exit status: 0 resolved, 2 bad invocation or input that cannot be read or resolved.
            """)

    package enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// One JSON object, keys in token order.
        case json
        /// Aligned columns: path, type, value.
        case table
    }

    /// The token files, folders or resolver document, and `--strict`.
    @OptionGroup package var source: TokenSourceArguments

    /// `--theme NAME`, short for `--input theme=NAME`.
    @Option(name: .long, help: "The context of the resolver's 'theme' modifier (short for --input theme=NAME).")
    package var theme: String?

    /// `--input MODIFIER=CONTEXT`, repeatable.
    @Option(name: .customLong("input"), help: "A context for a resolver modifier, as MODIFIER=CONTEXT (repeatable).")
    package var inputs: [String] = []

    /// `--format json|table`.
    @Option(help: "Output format: json or table.")
    package var format: Format = .json

    /// Creates the command (used by the argument parser).
    package init() {}

    /// Checks the arguments before running.
    package func validate() throws {
        _ = try ThemeInput.choices(inputs)
    }

    /// The resolved theme and the text to print, for tests and `run()`.
    /// - Returns: The output text and the diagnostics that go to standard error.
    package func render() throws -> (output: String, diagnostics: [Diagnostic]) {
        var choice = try ThemeInput.choices(inputs)
        if let theme { choice["theme"] = theme }
        let input = try source.load()
        let themeSource = try input.theme(inputs: choice)
        let resolver = TokenResolver(options: source.resolutionOptions)
        let resolved: ResolvedTheme
        let defaults: ThemeSource? = if case .resolver = input { try input.theme(inputs: [:]) } else { nil }
        if let defaults, defaults.name != themeSource.name {
            // A token the chosen permutation lacks takes the default permutation's value, with a note naming it:
            // what the runtime's theme set and every build output do (it was left out without a word).
            let fallback = try defaults.merged(budget: source.budget)
            let own = try themeSource.merged(budget: source.budget)
            let missing = fallback.definitions.map(\.path).filter { own[$0] == nil }
            resolved = try resolver.resolve(themeSource, fallback: fallback, additionalPaths: missing)
        } else {
            resolved = try resolver.resolve(themeSource)
        }
        switch format {
        case .json:
            let object = SourceValue.object(ordered: resolved.tokens.map { ($0.path.dotted, $0.value.resolvedJSON) })
            return (object.jsonText() + "\n", resolved.diagnostics)
        case .table:
            // A table is for a terminal: names and values with control characters show them as escapes.
            let rows = resolved.tokens.map {
                [Escaping.terminal($0.path.dotted), $0.type.rawValue, Escaping.terminal($0.value.displayText)]
            }
            return (TextTable.render(header: ["token", "type", "value"], rows: rows), resolved.diagnostics)
        }
    }

    /// Prints the resolved tokens; problems go to standard error with exit status 2.
    package func run() throws {
        try reportingInputErrors {
            let (output, diagnostics) = try render()
            diagnostics.forEach { printError($0.description) }
            printOutput(output, terminator: "")
        }
    }
}
