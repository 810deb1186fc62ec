import ArgumentParser
import Foundation
import LiveryTestSupport
import LiveryToolTestSupport
import Synchronization
import Testing

@testable import LiveryCLI
@testable import LiveryTokenCommands

@Suite("livery --help and usage errors")
struct HelpTests {
    static let subcommands = LiveryCommand.configuration.subcommands

    @Test("livery --help lists every command, with examples and the exit statuses")
    func rootHelp() {
        let help = LiveryCommand.helpMessage(columns: 100)
        #expect(help.hasPrefix("OVERVIEW: Design-token tooling for Livery themes."))
        for command in Self.subcommands {
            let name = command.configuration.commandName!
            #expect(help.contains("  \(name) "), "\(name) is not listed")
            #expect(help.contains("  livery \(name) "), "no example for \(name)")
        }
        #expect(
            help.contains("Exit status, for every command: 0 success, 1 findings (lint, audit, pack) or a refused pack")
        )
    }

    @Test("Each command's help has an overview, a discussion with its exit status, and help for every option")
    func subcommandHelp() throws {
        #expect(Self.subcommands.count == 15)
        for command in Self.subcommands {
            let name = command.configuration.commandName!
            let help = LiveryCommand.helpMessage(for: command, columns: 100)
            let overview = help.components(separatedBy: "\n\n").first ?? ""
            #expect(
                overview.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    == "OVERVIEW: " + command.configuration.abstract, "\(name)")
            #expect(command.configuration.discussion.contains("Exit status"), "\(name)")
            #expect(help.contains("USAGE: livery \(name) "), "\(name)")
            // Every argument and option has a description: text after its name, or on the next, indented line.
            let lines = help.components(separatedBy: "\n")
            let start = try #require(lines.firstIndex(of: "ARGUMENTS:") ?? lines.firstIndex(of: "OPTIONS:"))
            var checked = 0
            for (index, line) in lines.enumerated().dropFirst(start)
            where line.hasPrefix("  -") || line.hasPrefix("  <") {
                let words = line.split(separator: " ").drop { $0.hasPrefix("-") || $0.hasPrefix("<") || $0 == "..." }
                let next = index + 1 < lines.count ? lines[index + 1] : ""
                let described = !words.isEmpty || next.hasPrefix(String(repeating: " ", count: 20))
                #expect(described, "livery \(name): '\(line)' has no help text")
                checked += 1
            }
            #expect(checked >= 3, "\(name)")
        }
    }

    @Test("Bad flags and bad paths are one line on standard error naming the help to read, exit 2")
    func usageErrors() {
        let themes = Repository.path("Examples/Themes")
        let cases: [[String]] = [
            ["lint", "--bogus", themes], ["export", themes, "--format", "pdf"], ["preview"],
            ["resolve", themes, "--input", "x"], ["frobnicate"], ["lint", "/no/such/folder"],
            ["color", "notacolor"], ["convert", "/no/such/file.json"],
        ]
        for arguments in cases {
            let (status, output) = Tool.capture(arguments).statusAndErrors
            #expect(status == 2, "\(arguments)")
            let lines = output.split(separator: "\n")
            #expect(lines.count == 1, "\(arguments): \(output)")
            #expect(output.hasPrefix("error: "), "\(arguments): \(output)")
        }
        let (_, unknown) = Tool.capture(["lint", "--bogus", themes]).statusAndErrors
        #expect(unknown == "error: Unknown option '--bogus' (see 'livery lint --help')\n")
    }
}

/// Collects what a command writes with `printError` while it runs in this task.
