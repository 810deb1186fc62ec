// The LiveryTokens build-tool plugin's tool: `livery export` and nothing else, so a build that uses the plugin
// compiles the token commands only, not the pack commands with swift-crypto and ZIPFoundation.
// Arguments are those of `livery export`.
import Foundation
import LiveryTokenCommands

exit(
    CommandLineRunner.run(
        ExportCommand.self, name: "livery-tokens", arguments: Array(CommandLine.arguments.dropFirst())))
