import ArgumentParser
import LiveryPacks
import LiveryTokenCommands

/// The `livery` command: token tooling for Livery themes.
package struct LiveryCommand: ParsableCommand {
    /// The command's name, summary and subcommands.
    package static let configuration = CommandConfiguration(
        commandName: "livery",
        abstract: "Design-token tooling for Livery themes.",
        discussion: """
            Reads W3C Design Tokens (DTCG) JSON, DTCG YAML, DTCG resolver documents and the legacy \
            {"color": {"Key": "hex"}} format. A PATH is token files (layered in order), a folder of them, or a \
            resolver document (or a folder holding one), whose modifier contexts are the themes.

            Examples:
              livery demo --appearance dark
              livery resolve Examples/Themes --theme dark --format table
              livery lint Examples/Themes
              livery diff v1.0.0:tokens tokens --fail-on breaking
              livery color '#ff5073' --against '#ffffff'
              livery convert colors.json -o colors.tokens.yaml
              livery export Examples/Themes --format swift -o Tokens.swift
              livery build --config Examples/livery.config.json
              livery generate --seed '#6750a4' --map Examples/Themes/scheme-roles.json -o Generated
              livery audit Examples/Themes --format html -o audit.html
              livery preview Examples/Themes -o preview.html
              livery keygen -o publisher
              livery pack Examples/Packs/Autumn -o autumn.liverypack --key publisher.private
              livery verify autumn.liverypack --trust publisher.public
              livery mcp Examples/Themes

            Exit status, for every command: 0 success, 1 findings (lint, audit, pack) or a refused pack (verify) \
            or a change reaching --fail-on (diff), 2 bad invocation or input. Errors are one line on standard error.
            """,
        version: LiveryVersion.current.description,
        subcommands: [
            LintCommand.self, ResolveCommand.self, DiffCommand.self, ColorCommand.self, ConvertCommand.self,
            ExportCommand.self, BuildCommand.self, GenerateCommand.self, AuditCommand.self,
            PreviewCommand.self, KeygenCommand.self, PackCommand.self, VerifyCommand.self, DemoCommand.self,
            MCPCommand.self,
        ]
    )

    /// Creates the command (used by the argument parser).
    package init() {}

    /// Runs the tool with arguments and returns its exit code: 0 success, 1 findings, 2 bad invocation or input.
    ///
    /// Usage errors (unknown flags, missing arguments) exit with 2, not the parser's default 64, so that every
    /// kind of bad input has one exit code, and are reported as one line on standard error naming the help to
    /// read: `error: Unknown option '--bogus' (see 'livery lint --help')`.
    /// - Parameter arguments: The arguments after the program name.
    /// - Returns: The exit code.
    package static func run(arguments: [String]) -> Int32 {
        CommandLineRunner.run(Self.self, name: "livery", arguments: arguments)
    }
}
