import ArgumentParser
import Foundation
import Livery
import LiveryDemo
import LiveryTokenCommands

/// `livery demo`: the example themes live, in a full-screen terminal app.
package struct DemoCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Try Livery live: a small app in the terminal, themed by the example tokens and stylesheet.",
        discussion: """
            Every widget (navigation bar, list rows, card, toggle, buttons) is a plain Swift object styled by \
            the Livery runtime from Examples/Styles/app.lss and the tokens in Examples/Themes, as an iOS app's \
            views would be. Run it from the Livery checkout, or point --themes and --stylesheet elsewhere. The \
            themes and the densities of Examples/Density are two dimensions of one theme space, switched \
            independently.

            Keys: t next theme, 1-9 pick a theme, d next density, s follow the system appearance, a flip the \
            system appearance \
            (light/dark), c next accent color, r reload the token files and stylesheet from disk, arrows select \
            a row, tab and return focus and press a button, q quit.

            The theme and accent are kept in --state (default: $XDG_STATE_HOME/livery/demo.json, or \
            ~/.local/state/livery/demo.json) and restored at the next launch. The system appearance comes from \
            --appearance or $LIVERY_APPEARANCE.

            --snapshot THEME renders the first frame in that theme to standard output (ANSI colors; an HTML \
            page with --format html; characters only with --format text) and exits; it reads and writes no state.

            Exit status: 0 after q, 2 bad invocation or input (or no terminal and no --snapshot), 128 + N after \
            signal N (130 for SIGINT, 143 for SIGTERM); the terminal is restored in every case.
            """)

    /// `--themes`.
    @Option(help: ArgumentHelp("The folder with themes.resolver.json.", valueName: "DIR"))
    package var themes = "Examples/Themes"

    /// `--stylesheet`.
    @Option(
        help: ArgumentHelp(
            "A folder with a token file per density (the second dimension; none if it does not exist).",
            valueName: "DIR"))
    package var density = "Examples/Density"

    @Option(help: ArgumentHelp("The stylesheet.", valueName: "FILE"))
    package var stylesheet = "Examples/Styles/app.lss"

    /// `--appearance`.
    @Option(
        help: ArgumentHelp(
            "The system appearance: light, dark, light-high-contrast or dark-high-contrast (default: "
                + "$LIVERY_APPEARANCE, else light).", valueName: "APPEARANCE"))
    package var appearance: String?

    /// `--state`.
    @Option(help: ArgumentHelp("Where the chosen theme and accent are kept.", valueName: "FILE"))
    package var state: String?

    /// `--snapshot`.
    @Option(help: ArgumentHelp("Print the first frame in this theme and exit.", valueName: "THEME"))
    package var snapshot: String?

    /// `--width`.
    @Option(help: "The snapshot's width in columns (20-400).")
    package var width = 80

    /// `--height`.
    @Option(help: "The snapshot's height in rows (12-200).")
    package var height = 24

    /// `--format`.
    @Option(help: ArgumentHelp("The snapshot's format: ansi, html or text (no colors).", valueName: "FORMAT"))
    package var format = "ansi"

    /// `--no-animation`.
    @Flag(help: "Switch themes and accents without animation.")
    package var noAnimation = false

    /// Creates the command (used by the argument parser).
    package init() {}

    /// The message printed when there is no terminal to run in and no `--snapshot`.
    package static let needsTerminal =
        "livery demo needs a terminal: run 'swift run livery demo' in one, or print a frame with --snapshot THEME"

    /// Checks the options.
    package func validate() throws {
        guard (20...400).contains(width) else { throw ValidationError("--width must be 20-400, not \(width)") }
        guard (12...200).contains(height) else { throw ValidationError("--height must be 12-200, not \(height)") }
        guard ["ansi", "html", "text"].contains(format) else {
            throw ValidationError("--format must be ansi, html or text, not '\(format)'")
        }
        _ = try systemAppearance(environment: [:])
    }

    /// The appearance from `--appearance`, else `LIVERY_APPEARANCE`, else light.
    func systemAppearance(environment: [String: String]) throws -> SystemAppearance {
        let names: [String: SystemAppearance] = [
            "light": .light, "dark": .dark, "light-high-contrast": .lightHighContrast,
            "dark-high-contrast": .darkHighContrast,
        ]
        if let appearance {
            guard let value = names[appearance] else {
                throw ValidationError(
                    "--appearance must be light, dark, light-high-contrast or dark-high-contrast, not '\(appearance)'")
            }
            return value
        }
        if let fromEnvironment = environment["LIVERY_APPEARANCE"] {
            guard let value = names[fromEnvironment] else {
                throw CLIError.badInput(
                    "LIVERY_APPEARANCE must be light, dark, light-high-contrast or dark-high-contrast, "
                        + "not '\(fromEnvironment)'")
            }
            return value
        }
        return .light
    }

    /// Where the state file is by default.
    static func defaultStateFile(environment: [String: String]) -> URL {
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
            return URL(fileURLWithPath: state).appending(path: "livery/demo.json")
        }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appending(path: ".local/state/livery/demo.json")
    }

    /// The options for the app.
    func options(environment: [String: String]) throws -> DemoOptions {
        let themesURL = URL(fileURLWithPath: themes)
        guard FileManager.default.fileExists(atPath: themesURL.appending(path: "themes.resolver.json").path) else {
            throw CLIError.badInput(
                "\(themes)/themes.resolver.json: no such file (run from the Livery checkout, or pass --themes DIR)")
        }
        var isFolder: ObjCBool = false
        let densityURL = URL(fileURLWithPath: density)
        let hasDensity =
            FileManager.default.fileExists(atPath: densityURL.path, isDirectory: &isFolder) && isFolder.boolValue
        return DemoOptions(
            themesDirectory: themesURL, densityDirectory: hasDensity ? densityURL : nil,
            stylesheet: URL(fileURLWithPath: stylesheet),
            appearance: try systemAppearance(environment: environment),
            initialTheme: snapshot.map { ThemeIdentifier($0) }, animated: !noAnimation && snapshot == nil)
    }

    /// Renders the `--snapshot` frame.
    @MainActor
    package func renderSnapshot(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        renderSnapshot(of: try DemoApp(options: options(environment: environment), store: nil))
    }

    @MainActor
    private func renderSnapshot(of app: DemoApp) -> String {
        let frame = app.frame(width: width, height: height)
        switch format {
        case "html": return frame.html(title: "livery demo --snapshot \(snapshot ?? "") (\(width)×\(height))")
        case "text": return frame.plainLines().joined(separator: "\n") + "\n"
        default: return frame.ansiLines().joined(separator: "\n") + "\n"
        }
    }

    /// The stylesheet's references to tokens the themes lack, one warning line each with its file:line:column (the
    /// properties they set keep their defaults, which is easy to miss on screen).
    @MainActor
    static func printStylesheetWarnings(of app: DemoApp) {
        for issue in app.manager.recentIssues where issue.kind == .stylesheetTokenMissing {
            printError("warning: \(issue.message)")
        }
    }

    /// Runs the demo, or prints a snapshot.
    package func run() throws {
        // The argument parser calls `run()` on the main thread, outside any actor; the app is main-actor bound.
        // (The command is Sendable: a package struct of Sendable options.)
        try MainActor.assumeIsolated { try self.runOnMainActor() }
    }

    @MainActor
    private func runOnMainActor() throws {
        try reportingInputErrors {
            let environment = ProcessInfo.processInfo.environment
            if snapshot != nil {
                let app = try DemoApp(options: options(environment: environment), store: nil)
                Self.printStylesheetWarnings(of: app)
                printOutput(renderSnapshot(of: app), terminator: "")
                return
            }
            guard TerminalDemo.isInteractive else {
                printError(Self.needsTerminal)
                throw ExitCode(2)
            }
            let stateFile =
                state.map { URL(fileURLWithPath: $0) } ?? Self.defaultStateFile(environment: environment)
            let app = try DemoApp(options: options(environment: environment), store: FileThemeStore(url: stateFile))
            Self.printStylesheetWarnings(of: app)
            let status = try TerminalDemo.run(app)
            if status == 0 {
                printReport("livery demo: \(app.statusText); kept in \(stateFile.path)")
            }
            if status != 0 { throw ExitCode(status) }
        }
    }
}
