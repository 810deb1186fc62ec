import ArgumentParser
import Foundation
import LiveryCore

/// Where error lines go: standard error, unless a test collects them for the task it runs in.
package enum ErrorOutput {
    /// Receives each line instead of standard error while set (tests use `$collector.withValue`).
    @TaskLocal package static var collector: (@Sendable (String) -> Void)?
}

/// Where results go: standard output, unless a test collects them for the task it runs in, so that a passing
/// test prints nothing of the commands it runs.
package enum ResultOutput {
    /// Receives each piece of output instead of standard output while set.
    @TaskLocal package static var collector: (@Sendable (String) -> Void)?
}

/// Writes a line to standard error, its control characters shown as escapes (`Escaping.terminal(_:)`): an
/// error names what the input holds, which may be a token name made to drive the terminal.
package func printError(_ message: String) {
    // Bounded per line: a message may quote a megabyte-long value or reference from the input.
    let message = Escaping.terminal(Escaping.excerpt(message))
    let line = message.hasSuffix("\n") ? message : message + "\n"
    if let collector = ErrorOutput.collector {
        collector(line)
    } else {
        FileHandle.standardError.write(Data(line.utf8))
    }
}

/// Writes a command's result to standard output, at once (also into a pipe, where `print` would hold it in a
/// buffer); a write that fails is remembered by ``StandardOutput`` and ends the run with exit status 2.
package func printOutput(_ text: String, terminator: String = "\n") {
    if let collector = ResultOutput.collector {
        collector(text + terminator)
    } else {
        StandardOutput.write(text + terminator)
    }
}

/// Standard output, whose failed writes are not lost: a full disk or `/dev/full` made every command exit 0 with
/// its output gone (`print` drops the error). The first failure is kept, and ``CommandLineRunner`` turns it into
/// exit status 2 and a line on standard error.
package enum StandardOutput {
    private static let failure = LockedValue<String?>(nil)

    /// Writes `text`; a failure is kept for the end of the run.
    package static func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno)).lowercased()
                failure.withLock { if $0 == nil { $0 = reason } }
                return
            }
            offset += written
        }
    }

    /// The reason the first failed write gave, or `nil` when every write went through.
    package static var failed: String? { failure.withLock { $0 } }
}

/// Writes a report for a person to standard output (what a command did: `wrote tokens.css`, a pack's summary),
/// its control characters shown as escapes (`Escaping.terminal(_:)`), as ``printError(_:)`` does: it names files,
/// themes and packs from the input and the command line. Data a command prints (JSON, CSS, a converted file, an
/// HTML page) goes through ``printOutput(_:terminator:)``, its format escaping what it holds.
package func printReport(_ text: String, terminator: String = "\n") {
    printOutput(Escaping.terminal(text), terminator: terminator)
}

/// Runs a command's body so that every failure has one exit status: usage errors and explicit exit codes pass
/// through; anything else (unreadable or invalid input) is printed as one line and exits with 2.
package func reportingInputErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as ValidationError {
        throw error
    } catch let error as ExitCode {
        throw error
    } catch {
        printError("error: \(error)")
        throw ExitCode(2)
    }
}

/// Runs a root command the way the `livery` tools do, and returns its exit code: 0 success, 1 findings, 2 bad
/// invocation or input.
///
/// Usage errors (unknown flags, missing arguments) exit with 2, not the parser's default 64, so that every kind
/// of bad input has one exit code, and are reported as one line on standard error naming the help to read:
/// `error: Unknown option '--bogus' (see 'livery lint --help')`.
package enum CommandLineRunner {
    /// What a run printed, collected instead of printed, and its exit status.
    package struct Collected: Sendable {
        package let status: Int32
        package let output: String
        package let errors: String
    }

    /// Runs `body` with what it prints (results and errors) collected for the task it runs in, not printed: for
    /// tests, and for `livery mcp`, whose standard output carries the protocol only.
    package static func collecting(_ body: () throws -> Int32) rethrows -> Collected {
        let output = LockedValue("")
        let errors = LockedValue("")
        let status = try ResultOutput.$collector.withValue({ text in output.withLock { $0 += text } }) {
            try ErrorOutput.$collector.withValue({ text in errors.withLock { $0 += text } }) { try body() }
        }
        return Collected(status: status, output: output.withLock { $0 }, errors: errors.withLock { $0 })
    }

    /// Parses `arguments` for `root` (and its subcommands), runs the command, and reports errors.
    /// - Parameters:
    ///   - root: The root command.
    ///   - name: The tool's name, for the help hint.
    ///   - arguments: The arguments after the program name.
    package static func run<Root: ParsableCommand>(_ root: Root.Type, name: String, arguments: [String]) -> Int32 {
        let status = runCommand(root, name: name, arguments: arguments)
        // Output that could not be written is a failed run, whatever the command concluded.
        if let reason = StandardOutput.failed {
            printError("error: cannot write to standard output: \(reason); the output is incomplete")
            return 2
        }
        return status
    }

    private static func runCommand<Root: ParsableCommand>(_ root: Root.Type, name: String, arguments: [String])
        -> Int32
    {
        do {
            var command = try Root.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let exit as ExitCode {
            // A command's own status (findings, a refused pack), its message already printed.
            return exit.rawValue
        } catch {
            let code = Root.exitCode(for: error)
            if code == .success {
                // --help and --version.
                printOutput(Root.fullMessage(for: error))
                return 0
            }
            let names = Root.configuration.subcommands.compactMap { $0.configuration.commandName }
            if code == .validationFailure {
                // One line: what was wrong and where the help is, instead of the parser's usage block.
                let subcommand = arguments.first.flatMap { names.contains($0) ? $0 : nil }
                let help = subcommand.map { "\(name) \($0) --help" } ?? "\(name) --help"
                if subcommand == nil, let first = arguments.first, !first.hasPrefix("-"), !names.isEmpty {
                    // `livery colour '#fff'`: an unknown command, not "2 unexpected arguments".
                    printError(
                        "error: unknown command '\(first)'\(Suggestion.didYouMean(first, in: names)) (see '\(help)')")
                    return 2
                }
                printError("error: \(Root.message(for: error)) (see '\(help)')")
                return 2
            }
            // Anything else a command throws is input it could not use (a missing file, a malformed document):
            // bad input, exit status 2, as the help promises, whichever command it came from.
            printError("error: \(error)")
            return 2
        }
    }
}

/// Errors of the command-line tool that are not errors of LiveryCore.
package enum CLIError: Error, CustomStringConvertible {
    case badInput(String)

    package var description: String {
        switch self {
        case .badInput(let message): message
        }
    }
}
