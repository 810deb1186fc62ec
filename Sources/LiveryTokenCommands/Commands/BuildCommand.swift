import ArgumentParser
import Foundation
import LiveryCore

/// `livery build`: every platform of a config file, once or on every change.
package struct BuildCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build every platform a livery.config.json (or .yaml) describes.",
        discussion: """
            The config names the sources (token files, a folder, or a resolver document: with one modifier its \
            contexts are the themes, with several every permutation is, or those 'permutations' lists, and CSS \
            writes each token under the modifiers it depends on, with the selectors and media queries of \
            'dimensions'), the themes' roles (default, dark, highContrast) and the platforms. Each platform has \
            a name transform (kebab, camel, snake, pascal; a prefix), value transforms (color: hex, rgb, hsl, \
            oklch, p3; dimension: px, rem, pt, dp, sp; remBase; lineHeight: multiple, length), a filter (type, \
            path globs with * and **, $extensions members), options (outputReferences, themeSelector, \
            rootSelector, typeName, accessLevel) and its files, each a built-in format or a Mustache template.

            Formats: css, scss, js (with a .d.ts beside it), json-nested, json-flat, tailwind, swift, \
            swift-constants, xcassets and android (these two write folders), compose and flutter. docs/BUILD.md describes each and \
            the config in full.

            A file whose contents did not change is not rewritten. With --watch, the command builds, then \
            rebuilds whenever a source, the config or a template changes, printing what it wrote; an edit that \
            breaks the build is reported and the files written last stay. Exit status: 0 built, 2 bad config or \
            input.
            """)

    /// `--config PATH`.
    @Option(name: .shortAndLong, help: "The config file; by default livery.config.json, .yaml or .yml here.")
    package var config: String?

    /// `--watch`.
    @Flag(help: "Rebuild on every change of a source, the config or a template, until interrupted.")
    package var watch = false

    /// `--quiet`.
    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    package var quiet = false

    /// `--swift-output PATH`, for the LiveryTokens build-tool plugin.
    @Option(
        help: ArgumentHelp(
            "Write only the config's one swift-format file, to PATH instead of its destination (for the LiveryTokens "
                + "build-tool plugin).", valueName: "PATH"))
    package var swiftOutput: String?

    /// `--work-budget UNITS`.
    @Option(
        help: ArgumentHelp(
            "The most work reading, resolving and rendering may do, in units of about one token handled once; "
                + "overrides the config's workBudget (\(WorkBudget.defaultLimit) by default).",
            valueName: "UNITS"))
    package var workBudget: Int?

    /// Creates the command (used by the argument parser).
    package init() {}

    /// Checks the arguments before running.
    package func validate() throws {
        if watch && swiftOutput != nil { throw ValidationError("--swift-output builds once; leave out --watch") }
        if let workBudget, workBudget <= 0 {
            throw ValidationError("--work-budget must be a positive number of units")
        }
    }

    /// `--work-budget`, which replaces the config's.
    private var budgetOverride: WorkBudget? { workBudget.map { WorkBudget(limit: $0) } }

    /// The config file: the one given, or the first default name present in the current folder.
    package func configURL() throws -> URL {
        if let config { return URL(fileURLWithPath: config) }
        let fileManager = FileManager.default
        guard let name = BuildConfig.defaultFileNames.first(where: { fileManager.fileExists(atPath: $0) }) else {
            throw CLIError.badInput(
                "no \(BuildConfig.defaultFileNames.joined(separator: ", ")) here; give one with --config")
        }
        return URL(fileURLWithPath: name)
    }

    /// Builds once and reports what was written.
    package func run() throws {
        let url = try configURL()
        guard watch else {
            try reportingInputErrors {
                let builder = Builder(config: try BuildConfig.load(contentsOf: url, workBudget: budgetOverride))
                let report =
                    try swiftOutput.map { try Self.buildSwiftOnly(builder, to: URL(fileURLWithPath: $0)) }
                    ?? builder.build()
                // What an output has no place for: named, never dropped silently (standard error).
                builder.warnings.forEach { printError("warning: \($0)") }
                if !quiet { printReport(Self.summary(report)) }
            }
            return
        }
        let session = BuildWatchSession(configURL: url, workBudget: budgetOverride)
        report(session.rebuild())
        // A broken first build still watches: fixing the file is what the user will do next.
        let monitor = FileChangeMonitor(files: session.watchedFiles)
        while true {
            let changed = monitor.waitForChanges()
            report(session.rebuild(changed: changed))
            monitor.replaceFiles(with: session.watchedFiles)
        }
    }

    /// One line per rebuild, written at once, also into a pipe (an editor's task runner, `| tee`), where `print`
    /// would hold it in a buffer until the buffer fills; with `--quiet`, failed rebuilds only.
    private func report(_ outcome: BuildWatchSession.Outcome) {
        guard !quiet || outcome.error != nil else { return }
        // An error quotes the input (a token name, a theme, a path): its controls escaped, as printError does.
        let line = Escaping.terminal(Escaping.excerpt(outcome.message)) + "\n"
        if let collector = ResultOutput.collector {
            collector(line)
        } else {
            StandardOutput.write(line)
        }
    }

    /// The config's one Swift output, written to `url` (where a build-tool plugin may write).
    static func buildSwiftOnly(_ builder: Builder, to url: URL) throws -> Builder.Report {
        let swift = builder.config.platforms.flatMap(\.files).filter { $0.format == .builtIn(.swift) }
        guard swift.count == 1 else {
            throw CLIError.badInput(
                "\(builder.config.file.path): the LiveryTokens plugin needs exactly one file with format swift; the "
                    + "config has \(swift.count)")
        }
        let files = try builder.render { $0.format == .builtIn(.swift) }
        return try builder.write(files.map { Builder.RenderedFile(url: url, contents: $0.contents) })
    }

    /// `wrote 2 files (build/web/tokens.css, build/web/tokens.js); 3 unchanged`.
    static func summary(_ report: Builder.Report) -> String {
        // A folder format writes dozens of files; name the first few.
        let listed = report.written.prefix(6).map(OutputGuard.shown) + (report.written.count > 6 ? ["…"] : [])
        let written =
            report.written.isEmpty
            ? "nothing changed"
            : "wrote \(report.written.count) file\(report.written.count == 1 ? "" : "s") ("
                + listed.joined(separator: ", ") + ")"
        return report.unchanged.isEmpty ? written : "\(written); \(report.unchanged.count) unchanged"
    }
}

/// The state of `livery build --watch`: the config and files of the last good build, so a broken edit is
/// reported without touching what was written.
package final class BuildWatchSession {
    package let configURL: URL
    /// `--work-budget`, which replaces the config's at every rebuild.
    private let workBudget: WorkBudget?
    private var config: BuildConfig?

    package init(configURL: URL, workBudget: WorkBudget? = nil) {
        self.configURL = configURL
        self.workBudget = workBudget
    }

    /// What a rebuild did.
    package struct Outcome {
        package var report: Builder.Report?
        package var error: String?
        package var message: String
    }

    /// Reads the config again and builds. On an error, nothing is written and the previous files stay.
    package func rebuild(changed: [URL] = []) -> Outcome {
        let prefix =
            changed.isEmpty ? "" : "changed: \(changed.map(\.lastPathComponent).joined(separator: ", ")) → "
        do {
            let config = try BuildConfig.load(contentsOf: configURL, workBudget: workBudget)
            self.config = config
            let report = try Builder(config: config).build()
            return Outcome(report: report, error: nil, message: prefix + BuildCommand.summary(report))
        } catch {
            let text = "\(error)"
            return Outcome(
                report: nil, error: text, message: prefix + "error: \(text) (the files of the last build stay)")
        }
    }

    /// The config, the token files under its sources and its templates: what a change of triggers a rebuild.
    /// With a config that cannot be read, the config alone (and whatever the last good config named).
    package var watchedFiles: [URL] { config?.inputFiles ?? [configURL] }
}
