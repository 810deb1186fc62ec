import ArgumentParser
import Foundation
import LiveryCore

/// `livery export`: the themes as platform resources.
package struct ExportCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export every theme as Swift accessors, CSS, Android resources, an Xcode asset catalog or flat JSON.",
        discussion: """
            PATH is read as by 'livery lint': every context of a resolver document's modifiers is a theme.

            swift: one typed reference per token in nested enums per group (color.text.primary becomes \
            Tokens.Color.Text.primary, a TokenReference<LiveryCore.Color>), documented with each token's \
            description and its value in every theme. The Swift type follows the token's type: Color, \
            TokenDimension, Double (numbers, font weights), TokenDuration, [String] (font families), CubicBezier, \
            StrokeStyle, Border, [Shadow], [GradientStop], Transition, Typography, String (strings, assets). The \
            LiveryTokens build-tool plugin runs this at build time.

            css: custom properties (--color-text-primary) for the light theme on :root and on \
            [data-theme="light"], for every other theme on [data-theme="NAME"], and the dark theme again under \
            @media (prefers-color-scheme: dark) for pages that choose no theme.

            android: values/colors.xml and values/dimens.xml from the light theme, values-night/colors.xml \
            from the dark theme (needs -o FOLDER).

            xcassets: Colors.xcassets with one colorset per color token (color-text-primary), the light theme's \
            value for any appearance and the dark theme's for the dark appearance (needs -o FOLDER).

            json: one object with a member per theme, each a flat object of dotted token paths and resolved \
            values, as 'livery resolve' prints them.

            Output is deterministic: the same input gives byte-identical files. Exit status: 0 written, 2 bad \
            invocation or input.
            """)

    package enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// Typed Swift accessors.
        case swift
        /// CSS custom properties.
        case css
        /// Android resource XML.
        case android
        /// Flat resolved JSON per theme.
        case json
        /// An Xcode asset catalog of colorsets.
        case xcassets
    }

    /// The token files, folders or resolver document, and `--strict`.
    @OptionGroup package var source: TokenSourceArguments

    /// `--format`.
    @Option(help: "The format: swift, css, android, xcassets or json.")
    package var format: Format

    /// `-o/--output`.
    @Option(
        name: .shortAndLong,
        help: "The output file (swift, css, json) or folder (android, xcassets); standard output if omitted.")
    package var output: String?

    /// `--quiet`.
    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    package var quiet = false

    /// `--default-theme NAME` (or `--light-theme NAME`, its earlier name, still read): the name `livery build`'s
    /// configs use for the same role.
    @Option(
        name: [.customLong("default-theme"), .customLong("light-theme")],
        help: "The theme that is the default and the light appearance (--light-theme is its earlier name).")
    package var defaultTheme = "light"

    /// `--dark-theme NAME`.
    @Option(help: "The theme of the dark appearance; 'none' for no dark theme.")
    package var darkTheme = "dark"

    /// `--type-name NAME`.
    @Option(help: "swift: the name of the outermost enum.")
    package var typeName = "Tokens"

    /// `--access-level internal|public`.
    @Option(help: "swift: the access level of the generated declarations, internal or public.")
    package var accessLevel = "internal"

    /// Creates the command (used by the argument parser).
    package init() {}

    /// Checks the arguments before running.
    package func validate() throws {
        if [.android, .xcassets].contains(format) && output == nil {
            throw ValidationError("--format \(format.rawValue) writes several files; give a folder with -o")
        }
        if !["internal", "public"].contains(accessLevel) {
            throw ValidationError("--access-level must be internal or public, not '\(accessLevel)'")
        }
    }

    /// The files to write (a single file has the path `""`), for tests and `run()`.
    package func render() throws -> [(path: String, contents: String)] { try renderWithInputs().files }

    /// The files to write and the files read to make them.
    private func renderWithInputs() throws -> (files: [(path: String, contents: String)], filesRead: [String]) {
        let (resolved, filesRead) = try source.resolvedThemesAndInputs()
        return (try render(resolved), filesRead)
    }

    private func render(_ resolved: [ExportTheme]) throws -> [(path: String, contents: String)] {
        let names = resolved.map(\.name)
        if resolved.count > 1 && !names.contains(defaultTheme) {
            throw CLIError.badInput(
                "no theme '\(defaultTheme)' for --default-theme; themes: \(names.joined(separator: ", "))")
        }
        let dark = darkTheme == "none" || !names.contains(darkTheme) ? nil : darkTheme
        try refuseCollidingNames(resolved)
        // A token a theme lacks takes the default theme's value (as in `livery build` and the runtime), said on
        // standard error.
        let (complete, filled) = ExportTheme.fillingMissing(
            resolved, defaultTheme: resolved.count > 1 ? defaultTheme : names[0])
        if let filled { printError("warning: \(filled)") }
        let input = FormatInput.export(themes: complete, defaultTheme: defaultTheme, dark: dark)
        switch format {
        case .swift:
            return [
                (
                    "",
                    try SwiftAccessorsFormat.render(input, options: .init(typeName: typeName, accessLevel: accessLevel))
                )
            ]
        case .css: return [("", CSSFormat.render(input))]
        case .json: return [("", JSONFormat.render(input.dottedNamesWithoutNotice, nested: false))]
        case .android: return AndroidResourcesFormat.render(input).map { ($0.path, $0.contents) }
        case .xcassets: return AssetCatalogFormat.render(input).map { ($0.path, $0.contents) }
        }
    }

    /// Refuses two tokens that the format names alike (`color.a.b-c` and `color.a-b.c` are one CSS property;
    /// `color.a-b`, `color.a_b` and `color.aB` one Android resource; `color.ab` and `color.aB` one colorset on a
    /// Mac's file system): the second would silently replace the first, while every file was reported written. `livery build` refuses them the same way; Swift refuses them in its format, and
    /// JSON keeps the dotted paths, which are distinct.
    private func refuseCollidingNames(_ themes: [ExportTheme]) throws {
        let name: (TokenPath) -> String
        switch format {
        case .css: name = { "--" + $0.identifier(separator: "-") }
        case .android: name = AndroidResourcesFormat.name
        // Colorsets are folders: on the case-insensitive file systems Macs use, `color-aB` and `color-ab` are one.
        case .xcassets: name = { AssetCatalogFormat.name($0).lowercased() }
        case .swift, .json: return
        }
        var owners: [String: TokenPath] = [:]
        for theme in themes {
            for token in theme.tokens {
                let written = name(token.path)
                if let other = owners[written], other != token.path {
                    throw CLIError.badInput(
                        "tokens '\(other.dotted)' and '\(token.path.dotted)' both become '\(written)' in "
                            + "\(format.rawValue); rename one")
                }
                owners[written] = token.path
            }
        }
    }

    /// Writes the files.
    package func run() throws {
        try reportingInputErrors {
            let (files, filesRead) = try renderWithInputs()
            if let output {
                let folder = URL(fileURLWithPath: output)
                try OutputFile.checkSizes(
                    files.map { ($0.0.isEmpty ? folder : folder.appendingPathComponent($0.0), $0.1) })
            }
            for (path, contents) in files {
                guard let output else {
                    printOutput(contents, terminator: "")
                    continue
                }
                let url =
                    path.isEmpty
                    ? URL(fileURLWithPath: output) : URL(fileURLWithPath: output).appendingPathComponent(path)
                try OutputFile.write(contents, to: url, inputs: filesRead)
            }
            if let output, !quiet {
                printReport(
                    "wrote \(files.count == 1 ? output : "\(files.count) files in \(output)") (\(format.rawValue))")
            }
        }
    }
}
