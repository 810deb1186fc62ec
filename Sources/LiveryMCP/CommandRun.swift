import ArgumentParser
import Foundation
import LiveryCore
import LiveryTokenCommands

/// The tools that are a `livery` command: run in-process on the set's paths with `--format json`, their output
/// collected (never printed: standard output is the protocol's), and answered as the JSON they print.
enum CommandRun {
    typealias Output = CommandLineRunner.Collected

    static func run<Command: ParsableCommand>(_ command: Command.Type, _ arguments: [String]) -> Output {
        CommandLineRunner.collecting { CommandLineRunner.run(Command.self, name: "livery", arguments: arguments) }
    }

    /// The JSON a command printed, or its error as a tool error (exit status 2: bad input).
    static func json(_ output: Output, _ what: String) throws -> SourceValue {
        guard output.status != 2, let parsed = try? parseJSON(output.output) else {
            let message = output.errors.trimmingCharacters(in: .whitespacesAndNewlines)
            throw ToolError(message.isEmpty ? "\(what) failed (exit status \(output.status))" : message)
        }
        return parsed.value
    }

    static func parseJSON(_ text: String) throws -> SourceNode {
        try JSONSourceReader(allowsExtensions: false, maximumDepth: 256).readText(text)
    }

    static func readingArguments(_ workspace: TokenWorkspace) -> [String] {
        (workspace.settings.strict ? ["--strict"] : []) + ["--work-budget", String(workspace.settings.workBudget)]
    }

    static func inputArguments(_ inputs: [String: String]) -> [String] {
        inputs.keys.sorted().flatMap { ["--input", "\($0)=\(inputs[$0]!)"] }
    }

    static func audit(_ workspace: TokenWorkspace, inputs: [String: String]) throws -> SourceValue {
        let output = run(
            AuditCommand.self,
            workspace.paths + readingArguments(workspace) + inputArguments(inputs) + ["--format", "json"])
        return .object(ordered: [
            ("passed", .bool(output.status == 0)), ("report", try json(output, "the audit")),
            ("source", workspace.provenance),
        ])
    }

    static func diff(_ workspace: TokenWorkspace, old: String, new: String?) throws -> SourceValue {
        guard workspace.paths.count == 1 || new != nil else {
            throw ToolError("the set is several paths: name the new release with 'new'")
        }
        let output = run(
            DiffCommand.self,
            [old, new ?? workspace.paths[0], "--format", "json", "--repository", workspace.root.path]
                + readingArguments(workspace))
        return .object(ordered: [("report", try json(output, "the diff")), ("source", workspace.provenance)])
    }

    /// `livery generate` into a temporary folder, removed after its files are read back.
    static func scheme(_ workspace: TokenWorkspace, seed: String, variant: String?, contrast: String?) throws
        -> SourceValue
    {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "livery-scheme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var arguments = ["--seed", seed, "-o", scratch.path]
        if let variant { arguments += ["--scheme", variant] }
        if let contrast { arguments += ["--contrast", contrast] }
        let output = run(GenerateCommand.self, arguments)
        guard output.status == 0 else {
            throw ToolError(output.errors.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []).sorted()
        let files = try names.map { name -> (String, SourceValue) in
            let text = try String(contentsOf: scratch.appending(path: name), encoding: .utf8)
            return (name, (try? parseJSON(text))?.value ?? .string(text))
        }
        return .object(ordered: [
            ("seed", .string(seed)), ("files", .object(ordered: files)), ("source", workspace.provenance),
        ])
    }

    /// `livery build` with the project's config: rendered, listed, and written only when asked and only inside
    /// the project root.
    static func build(_ workspace: TokenWorkspace, config: String?, dryRun: Bool) throws -> SourceValue {
        let url: URL
        if let config {
            url = config.hasPrefix("/") ? URL(fileURLWithPath: config) : workspace.root.appending(path: config)
        } else {
            guard
                let found = BuildConfig.defaultFileNames.map({ workspace.root.appending(path: $0) })
                    .first(where: { FileManager.default.fileExists(atPath: $0.path) })
            else {
                throw ToolError(
                    "no \(BuildConfig.defaultFileNames.joined(separator: ", ")) at the project root; name one with 'config'"
                )
            }
            url = found
        }
        let builder = Builder(config: try BuildConfig.load(contentsOf: url, workBudget: workspace.settings.budget))
        let files = try builder.render()
        let listed = files.map { file -> SourceValue in
            let existing = FileManager.default.contents(atPath: file.url.path)
            let changes = file.copyFrom != nil || existing != Data(file.contents.utf8)
            return .object(ordered: [
                ("file", .string(TokenWorkspace.displayName(of: file.url.path, under: workspace.root.path))),
                ("bytes", .number(Double(file.copyFrom == nil ? file.contents.utf8.count : 0))),
                ("changes", .bool(changes)),
            ])
        }
        if !dryRun {
            for file in files where !TokenWorkspace.isInsideRoot(file.url.path, workspace.root) {
                throw ToolError("\(file.url.path) is outside the project root \(workspace.root.path): nothing written")
            }
            _ = try builder.write(files)
        }
        return .object(ordered: [
            ("dryRun", .bool(dryRun)), ("files", .array(listed)),
            ("warnings", .array(builder.warnings.map { .string($0) })), ("source", workspace.provenance),
        ])
    }
}
