import ArgumentParser
import Foundation
import LiveryCore
import LiveryYAML

extension TokenFileFormat: ExpressibleByArgument {}

/// `livery convert`: one token file between the legacy format, DTCG JSON and DTCG YAML.
package struct ConvertCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a token file between legacy JSON, Tokens Studio JSON, DTCG JSON and DTCG YAML.",
        discussion: """
            The input format is detected (legacy, Tokens Studio / Style Dictionary with value and type \
            without $, or DTCG; YAML by its .yaml/.yml extension). Tokens Studio -> DTCG writes $value and \
            $type with Tokens Studio's types mapped to DTCG's (spacing and sizing to dimension, fontFamilies to \
            fontFamily, boxShadow to shadow…); arithmetic and color modifiers are kept as written, and Livery \
            evaluates them when it resolves the result. The output format \
            is --to, or else taken from the output file's extension (.yaml/.yml: dtcg-yaml, otherwise dtcg).

            DTCG JSON <-> YAML keeps everything: descriptions, $extensions, $deprecated, aliases; color tokens \
            written as CSS or hex strings (oklch(), color(display-p3 ...), named colors, #rrggbb) become DTCG \
            color objects, a .json5 file becomes JSON. Legacy -> DTCG \
            writes each section as a group with its $type and redirects as aliases. DTCG -> legacy resolves the \
            file (it must be self-contained) and keeps colors, dimensions, numbers, strings and assets, with \
            aliases inside one section as redirects and nested names joined by '_'; what the legacy format \
            cannot hold is listed on standard error. Exit status: 0 converted, 2 bad invocation or input.
            """)

    /// The token file to convert.
    @Argument(help: "The token file to convert.")
    package var input: String

    /// `-o/--output FILE`.
    @Option(name: .shortAndLong, help: "Where to write the result (standard output if omitted).")
    package var output: String?

    /// `--to dtcg|dtcg-yaml|legacy`.
    @Option(help: "The output format: dtcg, dtcg-yaml or legacy.")
    package var to: TokenFileFormat?

    /// `--quiet`.
    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    package var quiet = false

    /// Creates the command (used by the argument parser).
    package init() {}

    /// The format written: `--to`, or the output file's extension.
    package var targetFormat: TokenFileFormat {
        if let to { return to }
        let ext = output.map { ($0 as NSString).pathExtension.lowercased() } ?? ""
        return ["yaml", "yml"].contains(ext) ? .dtcgYAML : .dtcg
    }

    /// The converted text and notes about what was left out, for tests and `run()`.
    package func render() throws -> (text: String, notes: [String]) {
        guard FileManager.default.fileExists(atPath: input) else { throw CLIError.badInput("\(input): no such file") }
        return try TokenConverter(loader: .withYAML()).convert(URL(fileURLWithPath: input), to: targetFormat)
    }

    /// Converts and writes the result.
    package func run() throws {
        try reportingInputErrors {
            let (text, notes) = try render()
            notes.forEach { printError("note: \($0)") }
            if let output {
                try OutputFile.write(text, to: URL(fileURLWithPath: output), inputs: [input])
                if !quiet { printReport("wrote \(output) (\(targetFormat.rawValue), from \(input))") }
            } else {
                printOutput(text, terminator: "")
            }
        }
    }
}
