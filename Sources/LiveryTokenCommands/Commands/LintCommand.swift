import ArgumentParser
import Foundation
import LiveryCore

/// `livery lint`: checks every theme of a token source.
package struct LintCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check that every theme resolves and that the themes agree.",
        discussion: """
            PATH is read as by 'livery resolve'. A resolver document is checked in every permutation of its \
            modifiers (one context each; at most 1,024), or of those --input leaves open; plain token files are \
            one theme. Several folders or resolver documents (livery lint tokens/*/) are several sets, each \
            checked as it would be alone; token files with a set of its own are refused.

            Findings: alias-cycle, unresolved-alias and unresolvable (a theme that does not resolve; every \
            broken alias and cycle of each theme is reported), missing-in-theme (a token some themes lack), type-mismatch (one \
            token with different types), deprecated-token-used (an alias to a $deprecated token), contrast (a \
            declared pair below its minimum ratio), invalid-contrast-declaration and font-family (a font named \
            otherwise than the --font files it ships with name it): these are errors by default. A team's \
            conventions are off until turned on: min-contrast (pairs listed in the config), min-font-size, max-gamut, consistent-naming, descriptions, \
            duplicate-values, no-type-on-alias, required-children, required-modes, required-typography-properties, \
            colorspace. Each rule is off, warn or error, set in a config's "lint": {"rules": {"descriptions": \
            "warn", "min-font-size": ["error", {"minSizePx": 14}]}} (--config FILE) or with --rule ID=SEVERITY; \
            rules are checked in every permutation. A finding several themes share (the same rule, token, place \
            and message) is one line naming the themes it holds in ([every theme], or the first three and how \
            many more; "themes" in JSON). A config's rule lists over the themes draw from the work budget: a \
            pair, group or token checked once in a theme is a unit.

            Contrast pairs are declared on the foreground token, in its $extensions:
              "$extensions": {"org.livery.contrast": {"against": "{color.background}", "minimum": 4.5}}
            or an array of such objects. The ratio is WCAG 2's, with a translucent foreground composited over \
            the background (and a translucent background over white).

            Acceptance policy: by default Livery reads what Terrazzo and Style Dictionary read, and prints a \
            warning (file:line:column, token path, what was assumed) for each departure from the DTCG format: \
            comments and trailing commas; tokens without $type; colors, dimensions and durations written as \
            strings; units outside px and rem; a group holding only $type (kept as an empty group); typography \
            without letterSpacing (0), lineHeight (1.2), fontWeight (400), fontFamily (the system font) or \
            fontSize (16px); a shadow without spread (0) or a transition without a part (0ms, linear); a lineHeight given as a length (kept as a length); a dimension with an empty unit or \
            as a plain number (px); a font weight as a style name such as "Semi Bold"; CSS expressions such as \
            clamp() (kept as strings). Arithmetic such as "{spacing.base} * 2" is evaluated, as Tokens Studio \
            does. Warnings do not change the exit status. With --strict, each of these is an error instead \
            (exit 2), and only DTCG 2025.10 is read.

            Output is colored when standard output is a terminal; --format json prints {"themes": [...], \
            "findings": [...], "warnings": [...]}. Exit status: 0 no findings of a rule at error (warnings \
            allowed), 1 such findings, 2 bad invocation or unreadable input (in strict mode, anything lenient \
            reading would warn about).
            """)

    package enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// One line per finding and a summary.
        case text
        /// One JSON object.
        case json
    }

    /// The token files, folders or resolver document, and `--strict`.
    @OptionGroup package var source: TokenSourceArguments

    /// `--input MODIFIER=CONTEXT`, repeatable: the permutations checked are those with these contexts.
    @Option(
        name: .customLong("input"),
        help: "Check only the permutations with this context of a resolver modifier, as MODIFIER=CONTEXT (repeatable).")
    package var inputs: [String] = []

    /// `--format text|json`.
    @Option(help: "Output format: text or json.")
    package var format: Format = .text

    /// `--config FILE`: the `lint` member of a `livery build` config.
    @Option(help: "A livery.config.json (or YAML) whose 'lint' member sets rules, severities and options.")
    package var config: String?

    /// `--rule ID=SEVERITY`, repeatable, over the config.
    @Option(
        name: .customLong("rule"),
        help: "Set a rule's severity, as ID=off|warn|error (repeatable; over the config's).")
    package var rules: [String] = []

    /// `--font FILE`, repeatable: font files that ship with the tokens.
    @Option(
        name: .customLong("font"),
        help: "A font file that ships with the tokens (repeatable): the font-family rule checks names against it.")
    package var fonts: [String] = []

    /// The rules: their defaults, then the config's `lint`, then `--rule`.
    package func settings() throws -> LintSettings {
        var settings = try config.map { try LintSettings.load(contentsOf: URL(fileURLWithPath: $0)) } ?? LintSettings()
        for rule in rules { try settings.apply(override: rule) }
        return settings
    }

    /// Creates the command (used by the argument parser).
    package init() {}

    /// The output (the findings and the verdict), the warnings (what lenient reading accepted, for standard
    /// error) and whether anything was found, for tests and `run()`.
    /// - Parameter colored: Whether to color the text output.
    /// - Throws: When the input cannot be read (exit 2).
    /// - Returns: `hasFindings` is whether a finding of a rule at `error` was made (the exit status 1).
    package func render(colored: Bool = false) throws -> (output: String, warnings: [String], hasFindings: Bool) {
        if let sets = try ThemeInput.separateSets(source.paths, options: source.readOptions) {
            return try renderSets(sets, colored: colored)
        }
        let result = try renderSet(colored: colored)
        return (result.output, result.warnings, result.hasFindings)
    }

    /// One set's report: what ``render(colored:)`` prints for it, and in JSON the object it prints.
    private func renderSet(colored: Bool) throws -> (
        output: String, warnings: [String], hasFindings: Bool, object: SourceValue?
    ) {
        let input = try source.load()
        let themes = try input.allThemes(inputs: try ThemeInput.choices(inputs), budget: source.budget).map {
            (name: $0.name, source: $0.source)
        }
        let shipped = try fonts.map { path in
            let url = URL(fileURLWithPath: path)
            do {
                return try ShippedFont(path: url.lastPathComponent, in: url.deletingLastPathComponent())
            } catch {
                // The reader's reason names no file; the one given with --font is named here.
                throw CLIError.badInput("\(path): --font: \(error)")
            }
        }
        var (findings, warnings) = try Linter(
            themes: themes, options: source.resolutionOptions, fonts: shipped, settings: try settings()
        ).report()
        // Only a rule at `error` fails the run; `warn` findings are reported and pass.
        let failing = findings.contains { $0.severity == .error }
        // What lenient reading accepted in a resolver document itself, before its token files'.
        if case .resolver(let document) = input { warnings.insert(contentsOf: document.diagnostics, at: 0) }
        switch format {
        case .json:
            let object = SourceValue.object(ordered: [
                ("themes", .array(themes.map { .string($0.name) })),
                ("findings", .array(findings.map(\.json))),
                ("warnings", .array(warnings.map(\.json))),
            ])
            return (object.jsonText() + "\n", [], failing, object)
        case .text:
            let style = TerminalStyle(enabled: colored)
            var notes = warnings.map { style.warning($0) }
            if !warnings.isEmpty {
                notes.append(
                    "\(warnings.count) warning\(warnings.count == 1 ? "" : "s"): what lenient reading accepted "
                        + "(--strict refuses it)")
            }
            var lines = findings.map { style.finding($0) }
            let themeList = themes.map(\.name).joined(separator: ", ")
            let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
            let warned = findings.filter { $0.severity == .warn }.count
            let severities = warned == 0 ? "" : " (\(findings.count - warned) errors, \(warned) warnings)"
            let summary = "\(count)\(severities) in \(themes.count) theme\(themes.count == 1 ? "" : "s") (\(themeList))"
            lines.append(
                findings.isEmpty
                    ? style.success(
                        "no findings in \(themes.count) theme\(themes.count == 1 ? "" : "s") (\(themeList))")
                    : failing ? style.failure(summary) : style.success(summary))
            return (lines.joined(separator: "\n") + "\n", notes, failing, nil)
        }
    }

    /// Several token sets (`livery lint tokens/*/`), each linted as it would be alone, one after the other: in
    /// text, each set's findings and verdict under its path; in JSON, `{"sets": [{"path": …, "themes": …,
    /// "findings": …, "warnings": …}]}`. The run fails when any set does.
    private func renderSets(_ sets: [String], colored: Bool) throws -> (
        output: String, warnings: [String], hasFindings: Bool
    ) {
        var outputs: [String] = []
        var warnings: [String] = []
        var failing = false
        var objects: [SourceValue] = []
        for path in sets {
            var single = self
            single.source.paths = [path]
            let result = try single.renderSet(colored: colored)
            failing = failing || result.hasFindings
            warnings += result.warnings
            switch format {
            case .json:
                // The set's own report, as it would print alone, under its path.
                guard case .object(let members)? = result.object else { continue }
                objects.append(.object(ordered: [("path", .string(path))] + members.map { ($0.key, $0.value.value) }))
            case .text:
                outputs.append("\(Escaping.terminal(path)):\n" + result.output)
            }
        }
        if format == .json {
            return (SourceValue.object(ordered: [("sets", .array(objects))]).jsonText() + "\n", [], failing)
        }
        return (outputs.joined(separator: "\n"), warnings, failing)
    }

    /// Checks the arguments before running.
    package func validate() throws {
        _ = try ThemeInput.choices(inputs)
        var settings = LintSettings()
        do {
            for rule in rules { try settings.apply(override: rule) }
        } catch { throw ValidationError("\(error)") }
    }

    /// Prints the findings; exits with 1 when there are any.
    package func run() throws {
        try reportingInputErrors {
            // Warnings are diagnostics, on standard error before the findings and verdict on standard output.
            let (output, warnings, hasFindings) = try render(colored: isatty(STDOUT_FILENO) != 0)
            warnings.forEach { printError($0) }
            printOutput(output, terminator: "")
            if hasFindings { throw ExitCode(1) }
        }
    }
}

/// ANSI styling for terminal output; plain text when disabled.
package struct TerminalStyle {
    let enabled: Bool

    /// Styling on a terminal (`enabled`), plain text otherwise.
    package init(enabled: Bool) { self.enabled = enabled }

    /// The text with its own control characters escaped (`Escaping.terminal(_:)`: it holds names from the
    /// input), in the style's color when enabled.
    private func wrap(_ text: String, _ code: String) -> String {
        let text = Escaping.terminal(text)
        return enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    package func finding(_ finding: LintFinding) -> String {
        guard enabled else { return Escaping.terminal(Escaping.excerpt(finding.text)) }
        let prefix = [finding.location.map { "\($0)" }, finding.themeLabel, finding.tokenPath]
            .compactMap { $0 }.joined(separator: " ")
        return (finding.severity == .warn ? wrap("warning:", "33") + " " : "") + wrap(prefix + ":", "1") + " "
            + Escaping.terminal(Escaping.excerpt(finding.message)) + " " + wrap("(\(finding.kind.rawValue))", "33")
    }

    package func warning(_ diagnostic: Diagnostic) -> String {
        let text = Escaping.excerpt("\(diagnostic)")
        return enabled ? wrap(text, "33") : Escaping.terminal(text)
    }

    package func success(_ text: String) -> String { wrap(text, "32") }
    package func failure(_ text: String) -> String { wrap(text, "31;1") }
}
