import ArgumentParser

/// The `livery` command: token tooling for Livery themes.
public struct LiveryCommand: ParsableCommand {
    /// The command's name, summary and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "livery",
        abstract: "Design-token tooling for Livery themes.",
        discussion: """
            Reads W3C Design Tokens (DTCG) JSON, DTCG YAML, DTCG resolver documents and the legacy \
            {"color": {"Key": "hex"}} format.
            """,
        version: "0.1.0",
        subcommands: [
            LintCommand.self, ResolveCommand.self, ColorCommand.self, ConvertCommand.self, ExportCommand.self,
            PreviewCommand.self,
        ]
    )

    /// Creates the command (used by the argument parser).
    public init() {}

    /// Runs the tool with arguments and returns its exit code: 0 success, 1 findings, 2 bad invocation or input.
    ///
    /// Usage errors (unknown flags, missing arguments) exit with 2, not the parser's default 64, so that every
    /// kind of bad input has one exit code.
    /// - Parameter arguments: The arguments after the program name.
    /// - Returns: The exit code.
    public static func run(arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help and --version.
                print(fullMessage(for: error))
                return 0
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { printError(message) }
            return code == .validationFailure ? 2 : code.rawValue
        }
    }
}
