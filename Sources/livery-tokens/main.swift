// The LiveryTokens build-tool plugin's tool: `livery export`, and `livery build` when the first argument is
// `build`, so a build that uses the plugin compiles the token commands only, not the pack commands with
// swift-crypto and ZIPFoundation.
import Foundation
import LiveryTokenCommands

let arguments = Array(CommandLine.arguments.dropFirst())
exit(
    arguments.first == "build"
        ? CommandLineRunner.run(BuildCommand.self, name: "livery-tokens build", arguments: Array(arguments.dropFirst()))
        : CommandLineRunner.run(ExportCommand.self, name: "livery-tokens", arguments: arguments))
