import ArgumentParser
import Foundation
import LiveryCore

/// `livery audit`: is every theme readable, for everyone?
package struct AuditCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check every declared foreground/background pair of every theme, with color vision deficiencies.",
        discussion: """
            For every theme, each foreground/background pair declared in $extensions \
            ("org.livery.contrast": {"against": "{color.background}", "minimum": 7}), in a --pairs file \
            (a JSON array of {"foreground", "background", "minimum"}; minimum defaults to 4.5), or set on one \
            element by a --stylesheet (a rule setting textColor or titleColor and backgroundColor to tokens; \
            4.5:1) gets its WCAG 2 \
            contrast ratio for normal vision and as people with protanopia, deuteranopia and tritanopia see it \
            (Machado et al. 2009, full severity). A pair fails when any of the four is below its minimum, or when a \
            deficiency makes its two colors indistinguishable (closer than 0.02 in OKLab, CSS Color 4's just \
            noticeable difference); each failing pair gets a suggestion: the foreground's HCT hue and chroma at \
            the nearest tone that passes all four.

            Output: a line per pair (text), --format json, or --format html (a page with swatches); -o writes it to \
            a file. Exit status: 0 no failures, 1 failures, 2 unreadable input or nothing to audit (no pairs \
            declared, or none naming colors of the themes).
            """)

    package enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case text, json, html
    }

    /// The token files, folders or resolver document, and `--strict`.
    @OptionGroup package var source: TokenSourceArguments

    /// `--input MODIFIER=CONTEXT`.
    @Option(
        name: .customLong("input"),
        help: "Audit only the permutations with this context of a resolver modifier, as MODIFIER=CONTEXT (repeatable).")
    package var inputs: [String] = []

    /// `--pairs FILE`.
    @Option(help: "A JSON file of pairs to check besides those the tokens declare.")
    package var pairs: String?

    /// `--stylesheet FILE`, repeatable.
    @Option(help: "A Livery stylesheet whose rules setting a text or title color and a background color are pairs too.")
    package var stylesheet: [String] = []

    /// `--format`.
    @Option(help: "Output format: text, json or html.")
    package var format: Format = .text

    /// `-o`.
    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    package var output: String?

    /// Creates the command (used by the argument parser).
    package init() {}

    /// The report and whether a pair failed, for tests and `run()`.
    /// - Throws: When the input or the pairs file cannot be read.
    package func render() throws -> (report: String, hasFailures: Bool) {
        let (report, audit, _) = try audited()
        return (report, audit.failureCount > 0)
    }

    /// The report and the audit it was made from.
    /// - Throws: When the input or the pairs file cannot be read, or nothing could be audited: no pair is
    ///   declared, or every pair names a token that is not a color of the themes. An audit that checked nothing
    ///   must not pass as one that found nothing.
    /// Also returns every file read (token files, the pairs file, stylesheets), which the report must not replace.
    func audited() throws -> (report: String, audit: ContrastAudit, filesRead: [String]) {
        let resolver = TokenResolver(options: source.resolutionOptions)
        let input = try source.load()
        let filesRead = input.filesRead + (pairs.map { [$0] } ?? []) + stylesheet
        let themes = try input.allThemes(inputs: try ThemeInput.choices(inputs), budget: source.budget).map {
            (name: $0.name, theme: try resolver.resolve($0.source))
        }
        let extra =
            try (pairs.map { try ContrastAudit.pairs(contentsOf: URL(fileURLWithPath: $0)) } ?? [])
            + stylesheet.flatMap { try ContrastAudit.pairs(fromStylesheet: URL(fileURLWithPath: $0)) }
        let audit = try ContrastAudit(themes: themes, extraPairs: extra, budget: source.budget)
        if audit.results.isEmpty {
            guard audit.skipped.isEmpty else {
                throw CLIError.badInput(
                    "none of the pairs could be checked: \(audit.skipped.count) name tokens that are not colors of the "
                        + "themes (first: \(audit.skipped[0]))")
            }
            throw CLIError.badInput(
                "nothing to audit in \(audit.themeCount) themes: no contrast pairs are declared; declare them in the "
                    + "tokens' $extensions (\"org.livery.contrast\": {\"against\": \"{color.background}\"}), in a "
                    + "--pairs file, or with a --stylesheet")
        }
        let report: String
        switch format {
        case .text: report = audit.text()
        case .json: report = audit.json()
        case .html: report = audit.html(title: "Contrast audit of \(source.paths.joined(separator: ", "))")
        }
        return (report, audit, filesRead)
    }

    /// Prints or writes the report (then a line saying what was written, as the other writers do); exits 1 when
    /// a pair fails.
    package func run() throws {
        try reportingInputErrors {
            let (report, audit, filesRead) = try audited()
            if let output {
                try OutputFile.write(report, to: URL(fileURLWithPath: output), inputs: filesRead)
                printReport("wrote \(output): \(audit.summary)")
            } else {
                printOutput(report, terminator: "")
            }
            if audit.failureCount > 0 { throw ExitCode(1) }
        }
    }
}
