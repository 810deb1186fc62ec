import ArgumentParser
import Foundation
import LiveryCore

/// `livery diff`: what changed between two releases of a token set, and whether it breaks consumers.
package struct DiffCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two releases of a token set: what was added, removed, renamed, retyped or changed.",
        discussion: """
            OLD and NEW are each read as by 'livery lint': token files or a folder (one theme), a DTCG resolver \
            document (every permutation of its modifiers, or those --input leaves open), a Tokens Studio project \
            or a Figma Variables export (one theme each). Either may be REV:PATH, a path as a git revision holds \
            it (v1.2.0:tokens, main:tokens/app.resolver.json), PATH from the top of the repository --repository \
            names (the current folder's by default); git reads the revision, nothing in the working copy changes.

            Themes are compared by name; when each side has one theme, those two are compared. A change found \
            alike in several themes is listed once, with its themes unless it is in all of them.

            Changes: removed, renamed (a removed and an added token with the same type and value; among several \
            of one value, those whose last path segment only they share), type-changed — each breaking, a major \
            release; deprecated and added — a minor release; value-changed (colors with ΔE OK, the distance in \
            OKLab: 0.02 is about the least people notice) — a patch release. A theme removed is breaking, one \
            added minor.

            --format text (the default), json ({"bump", "breaking", "themes", "counts", "changes": [...]}) or \
            markdown (for a pull-request comment: at most 200 rows a section and 65,536 characters in all, with a \
            line counting what was left out). Exit status: 0, or 1 when a \
            change reaches --fail-on (breaking, minor, patch); 2 bad invocation or input that cannot be read or \
            resolved.
            """)

    package enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// Changes grouped by kind, and a verdict.
        case text
        /// One JSON object.
        case json
        /// Tables for a pull-request comment.
        case markdown
    }

    /// The least change `--fail-on` exits with 1 for.
    package enum FailOn: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// A change that needs a major release.
        case breaking
        /// A change that needs a minor release or more.
        case minor
        /// Any change.
        case patch

        var bump: VersionBump {
            switch self {
            case .breaking: .major
            case .minor: .minor
            case .patch: .patch
            }
        }
    }

    /// The old release.
    @Argument(help: "The old release: token files, a folder or a resolver document, or REV:PATH in git.")
    package var old: String

    /// The new release.
    @Argument(help: "The new release, read as OLD is.")
    package var new: String

    /// `--strict` and `--work-budget`.
    @OptionGroup package var reading: TokenReadingArguments

    /// `--input MODIFIER=CONTEXT`, repeatable, for both releases.
    @Option(
        name: .customLong("input"),
        help:
            "Compare only the permutations with this context of a resolver modifier, as MODIFIER=CONTEXT (repeatable).")
    package var inputs: [String] = []

    /// `--format text|json|markdown`.
    @Option(help: "Output format: text, json or markdown.")
    package var format: Format = .text

    /// `--fail-on breaking|minor|patch`.
    @Option(help: "Exit with 1 when a change needs this bump or more: breaking, minor or patch.")
    package var failOn: FailOn?

    /// `--repository DIR`, for `REV:PATH`.
    @Option(help: "The git repository REV:PATH is read from (the current folder's by default).")
    package var repository: String = "."

    /// Creates the command (used by the argument parser).
    package init() {}

    /// Checks the arguments before running.
    package func validate() throws {
        _ = try ThemeInput.choices(inputs)
    }

    /// The diff and its report, for tests and `run()`.
    /// - Parameter colored: Whether to color the text output.
    /// - Returns: The output, a line counting the warnings of reading both releases (for standard error), and whether a change
    ///   reached `--fail-on`.
    /// - Throws: When either release cannot be read or resolved (exit 2).
    package func render(colored: Bool = false) throws -> (output: String, warnings: [String], failed: Bool) {
        // Made only when a side is a revision; removed on every way out, an interrupt included.
        var scratch: CommandScratch?
        defer { scratch?.remove() }
        var copies: [(folder: String, revision: String)] = []
        func themes(_ argument: String, side: String) throws -> [(name: String, theme: ResolvedTheme)] {
            var path = argument
            if !FileManager.default.fileExists(atPath: argument), let revision = RevisionSource(argument) {
                if scratch == nil { scratch = CommandScratch(prefix: "livery-diff-") }
                let folder = scratch!.url.appendingPathComponent(side)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                path = try revision.materialize(
                    in: repository, to: folder, maximumFileSize: reading.readOptions.maximumFileSize)
                copies.append((folder.path + "/", revision.revision + ":"))
            }
            let input = try ThemeInput.load(paths: [path], options: reading.readOptions)
            let resolver = TokenResolver(options: reading.resolutionOptions)
            return try input.allThemes(inputs: try ThemeInput.choices(inputs), budget: reading.budget).map {
                ($0.name, try resolver.resolve($0.source))
            }
        }
        // A file of a git revision is named as git names it, not by its temporary copy.
        func named(_ text: String) -> String {
            copies.reduce(text) { $0.replacingOccurrences(of: $1.folder, with: $1.revision) }
        }
        let oldThemes: [(name: String, theme: ResolvedTheme)]
        let newThemes: [(name: String, theme: ResolvedTheme)]
        do {
            oldThemes = try themes(old, side: "old")
            newThemes = try themes(new, side: "new")
        } catch let error as ValidationError {
            throw error
        } catch {
            throw CLIError.badInput(named("\(error)"))
        }
        // What lenient reading accepted is `livery lint`'s to list; a diff says how much there was, once.
        var noticed = Set<String>()
        for (_, theme) in oldThemes + newThemes {
            for diagnostic in theme.diagnostics { noticed.insert(named("\(diagnostic)")) }
        }
        let warnings =
            noticed.isEmpty
            ? []
            : [
                "\(noticed.count) warning\(noticed.count == 1 ? "" : "s") reading the releases: what lenient reading "
                    + "accepted ('livery lint' lists them; --strict refuses them)"
            ]
        let diff = TokenDiff(from: oldThemes, to: newThemes)
        var report = DiffReport(diff: diff, oldName: old, newName: new)
        report.locationText = { named($0.description) }
        let output: String
        switch format {
        case .text: output = report.text(style: TerminalStyle(enabled: colored))
        case .json: output = report.json()
        case .markdown: output = report.markdown()
        }
        let failed = failOn.map { diff.bump >= $0.bump } ?? false
        return (output, warnings, failed)
    }

    /// Prints the report; exits with 1 when a change reaches `--fail-on`.
    package func run() throws {
        try reportingInputErrors {
            let (output, warnings, failed) = try render(colored: format == .text && isatty(STDOUT_FILENO) != 0)
            warnings.forEach { printError($0) }
            printOutput(output, terminator: "")
            if failed { throw ExitCode(1) }
        }
    }
}
