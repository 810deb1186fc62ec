import ArgumentParser
import Foundation
import LiveryCore
import LiveryMCP
import LiveryPacks
import LiveryTokenCommands

/// `livery mcp`: the token set served to agents over the Model Context Protocol (stdio).
package struct MCPCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve a token set to AI agents over the Model Context Protocol (stdio).",
        discussion: """
            PATH is read as by 'livery lint' (default: the current folder): loaded once, watched, and read again \
            when a file changes (the client gets notifications/resources/updated for the files it subscribed to). \
            Tools: theme_space, get_token, search_tokens, lint, audit_contrast, generate_scheme, diff_revisions, \
            build, preview, set_token_value, add_token, delete_token, rename_token. Resources: the token files, \
            the resolver document and the lint rules' pages (livery://rules/ID). Prompts: fix_contrast, \
            review_tokens.

            Edits change only JSON token files of the set inside --root (default: the current folder; symbolic \
            links leading out of it are refused), are checked in every permutation first (refused if the set \
            would not read or would gain a lint error), never overwrite a file that changed since it was read, \
            and replace each file whole. Every answer names the revision it read.

            Standard output carries the protocol only; errors before the server starts go to standard error. \
            Setup for MCP clients: the "Agents and MCP" article of the LiveryTokenCommands documentation.

            Exit status: 0 when the client closes the connection, 2 bad invocation or a server that cannot start.
            """)

    /// The token files, folders or resolver document.
    @Argument(help: "Token files, a folder or a resolver document (default: the current folder).")
    package var paths: [String] = []

    /// `--root`.
    @Option(
        help: ArgumentHelp(
            "The project root: edits and builds write only inside it (default: the current folder).", valueName: "DIR"))
    package var root: String?

    /// `--stylesheet`: for the preview tool's demo frames.
    @Option(help: ArgumentHelp("The stylesheet the preview tool's demo frames use.", valueName: "FILE"))
    package var stylesheet = "Examples/Styles/app.lss"

    @OptionGroup package var reading: TokenReadingArguments

    /// Creates the command (used by the argument parser).
    package init() {}

    package func run() throws {
        let paths = self.paths.isEmpty ? ["."] : self.paths
        let rootURL = URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError.badInput("--root \(rootURL.path): no such folder")
        }
        let stylesheet = URL(fileURLWithPath: self.stylesheet).standardizedFileURL.path
        let previewer: FramePreviewer? =
            FileManager.default.fileExists(atPath: stylesheet)
            ? { @Sendable themes, theme, format, width, height in
                try await MainActor.run { try Self.frame(themes, theme, format, width, height, stylesheet: stylesheet) }
            } : nil
        let server = TokenServer(
            paths: paths, root: rootURL,
            settings: reading.settings,
            version: LiveryVersion.current.description, previewer: previewer)
        // The server is async and the demo's frames (the preview tool) need the main actor: the main thread serves
        // the main queue, and the process ends when the client closes the connection.
        Task.detached {
            do {
                try await server.run()
                Foundation.exit(0)
            } catch {
                printError("error: mcp: \(error)")
                Foundation.exit(2)
            }
        }
        dispatchMain()
    }

    /// `livery demo --snapshot THEME` run in-process, its output collected.
    static func frame(
        _ themes: String, _ theme: String, _ format: String, _ width: Int, _ height: Int, stylesheet: String
    ) throws -> String {
        let arguments = [
            "--themes", themes, "--stylesheet", stylesheet, "--snapshot", theme, "--format", format, "--width",
            String(width), "--height", String(height), "--no-animation",
        ]
        let run = CommandLineRunner.collecting {
            CommandLineRunner.run(DemoCommand.self, name: "livery demo", arguments: arguments)
        }
        guard run.status == 0 else {
            throw CLIError.badInput(run.errors.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return run.output
    }
}
