import ArgumentParser
import Foundation
import LiveryCore

/// `livery preview`: one HTML page showing every theme side by side.
package struct PreviewCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write one self-contained HTML page showing every theme side by side.",
        discussion: """
            PATH is read as by 'livery lint': every context of a resolver document's modifiers is a theme, and \
            each theme is a column.

            The page shows color swatches with names and values, typography samples, spacing and radius scales \
            (every dimension token; tokens whose path mentions radius, radii, corner or rounded are drawn as \
            rounded corners), shadows, borders and gradients, the other values as text, and a contrast badge for \
            every pair declared with "org.livery.contrast" in $extensions. It has no scripts and loads nothing, \
            so it can be attached to a review or opened offline. Output is deterministic.

            Exit status: 0 written, 2 bad invocation or input.
            """)

    /// The token files, folders or resolver document, and `--strict`.
    @OptionGroup package var source: TokenSourceArguments

    /// `-o/--output`.
    @Option(name: .shortAndLong, help: "The HTML file to write; standard output if omitted.")
    package var output: String?

    /// `--quiet`.
    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    package var quiet = false

    /// Creates the command (used by the argument parser).
    package init() {}

    /// The page, for tests and `run()`.
    package func render() throws -> String {
        try render(source.resolvedThemes())
    }

    private func render(_ themes: [ExportTheme]) -> String { PreviewPage.render(themes) }

    /// Writes the page.
    package func run() throws {
        try reportingInputErrors {
            let (themes, filesRead) = try source.resolvedThemesAndInputs()
            let page = render(themes)
            guard let output else {
                printOutput(page, terminator: "")
                return
            }
            try OutputFile.write(page, to: URL(fileURLWithPath: output), inputs: filesRead)
            if !quiet {
                printReport("wrote \(output) (\(themes.count) theme\(themes.count == 1 ? "" : "s") side by side)")
            }
        }
    }
}
