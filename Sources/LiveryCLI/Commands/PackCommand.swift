import ArgumentParser
import Foundation
import LiveryCore
import LiveryPacks
import LiveryTokenCommands

/// `livery pack`: lints a pack's themes, then writes a signed `.liverypack`.
package struct PackCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Lint a theme pack's themes and write it as a signed .liverypack archive.",
        discussion: """
            DIR holds pack.json and the pack's files, e.g. Examples/Packs/Autumn:
              { "id": "com.example.autumn", "displayName": "Autumn", "version": "1.0.0",
                "themes": [ { "name": "autumn-light",
                  "files": ["tokens/palette.tokens.json", "tokens/light.tokens.json"] } ],
                "defaultTheme": "autumn-light" }
            Instead of "themes", "resolver": {"path": "themes.resolver.json", "modifier": "theme"} makes each \
            context of a resolver document's modifier a theme. "minimumLiveryVersion" defaults to this Livery's \
            version. Every other file of DIR (hidden files aside) goes into the pack with its size and SHA-256; \
            symbolic links are refused.

            The themes are checked first, as by 'livery lint' (and compiled), and the font files pack.json lists \
            are read: a token that names one of them by its PostScript or full name, or misspells its family, \
            is a finding (font-family), since platforms look fonts up by family. Any finding refuses the pack and \
            nothing is written. The manifest is signed with the private key from 'livery keygen'.

            Exit status: 0 written, 1 the themes have findings, 2 bad invocation or input (pack.json, a file, \
            the key).
            """)

    /// The pack's source folder.
    @Argument(help: ArgumentHelp("The pack's source folder, holding pack.json.", valueName: "DIR"))
    package var folder: String

    /// `-o/--output`.
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The archive to write; <id>-<version>.liverypack if omitted.", valueName: "FILE"))
    package var output: String?

    /// `--key`.
    @Option(help: ArgumentHelp("The signing key, a NAME.private from 'livery keygen'.", valueName: "KEY"))
    package var key: String

    /// `--quiet`.
    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    package var quiet = false

    /// Creates the command (used by the argument parser).
    package init() {}

    /// What packing did.
    package enum Outcome: Sendable {
        /// The archive was written.
        case written(URL)
        /// The themes have findings; nothing was written.
        case refused
    }

    /// Lints and packs; returns the outcome and what to print.
    /// - Throws: `PackError` or an input error for unreadable input.
    package func pack(colored: Bool = false) throws -> (outcome: Outcome, output: String) {
        let source = URL(fileURLWithPath: folder)
        let signingKey = try Self.readSigningKey(key)
        // Before the themes are linted: a destination inside the folder is refused however good they are.
        if let output { try PackBuilder.checkOutside(source, URL(fileURLWithPath: output)) }
        let description = try Self.readDescription(in: source)
        let set = try description.themeSet(in: source)
        let style = TerminalStyle(enabled: colored)
        let names = set.themes.map(\.name)
        let summary = "\(names.count) theme\(names.count == 1 ? "" : "s") (\(names.joined(separator: ", ")))"
        var findings: [String] = []
        var fonts: [ShippedFont] = []
        for path in description.fonts ?? [] {
            do {
                fonts.append(try ShippedFont(path: path, in: source))
            } catch {
                findings.append(
                    style.failure("\(source.appendingPathComponent(path).path): not a usable font: \(error)"))
            }
        }
        findings += try Linter(themes: set.themes.map { ($0.name, $0) }, options: set.resolutionOptions, fonts: fonts)
            .findings().filter { $0.severity == .error }.map { style.finding($0) }
        if findings.isEmpty {
            do {
                _ = try set.compile()
            } catch {
                findings.append("\(error)")
            }
        }
        guard findings.isEmpty else {
            let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
            let lines = findings + [style.failure("\(count) in \(summary): not packed")]
            return (.refused, lines.joined(separator: "\n") + "\n")
        }
        let outputPath = output ?? "\(description.id)-\(description.version).liverypack"
        let destination = URL(fileURLWithPath: outputPath)
        let manifest = try PackBuilder.build(from: source, to: destination, signingKey: signingKey)
        let archiveSize = (try? FileManager.default.attributesOfItem(atPath: destination.path)[.size] as? Int) ?? 0
        let contentSize = manifest.files.reduce(0) { $0 + $1.size }
        let text = """
            \(style.success("no findings in \(summary)"))
            packed \(manifest.id) \(manifest.version) (\(manifest.displayName)): \(manifest.files.count) files, \
            \(contentSize) bytes
            \(Self.fontsLine(fonts))wrote \(outputPath) (\(archiveSize) bytes), signed by key \(signingKey.publicKey.fingerprint)

            """
        return (.written(destination), text)
    }

    /// Packs; exits with 1 when the themes have findings.
    package func run() throws {
        try reportingInputErrors {
            let (outcome, text) = try pack(colored: isatty(STDOUT_FILENO) != 0)
            // A refused pack's findings are printed even with --quiet: they are why it failed.
            if case .refused = outcome {
                printReport(text, terminator: "")
            } else if !quiet {
                printReport(text, terminator: "")
            }
            if case .refused = outcome { throw ExitCode(1) }
        }
    }

    /// `fonts: fonts/A.otf (Family), …` and a line break, or nothing for a pack without fonts.
    static func fontsLine(_ fonts: [ShippedFont]) -> String {
        guard !fonts.isEmpty else { return "" }
        let list = fonts.map { "\($0.path) (\($0.names.families.joined(separator: ", ")))" }
        return "fonts: \(list.joined(separator: ", "))\n"
    }

    static func readSigningKey(_ path: String) throws -> PackSigningKey {
        let text = try VerifyCommand.readKeyFile(path, what: "signing key")
        do {
            return try PackSigningKey(text: text)
        } catch {
            throw CLIError.badInput("\(path): \(error)")
        }
    }

    static func readDescription(in folder: URL) throws -> PackDescription {
        let url = folder.appendingPathComponent("pack.json")
        let data: Data
        do {
            data = try FileContents.read(url, limit: Int(PackLimits().maximumManifestSize))
        } catch {
            throw CLIError.badInput("\(url.path): cannot read it (a pack's folder holds pack.json): \(error)")
        }
        do {
            return try PositionedDecoding.decode(PackDescription.self, from: data, file: url.path)
        } catch {
            throw CLIError.badInput("\(error) (pack.json describes the pack: id, version, displayName, themes)")
        }
    }
}
