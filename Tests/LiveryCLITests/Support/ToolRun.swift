import Foundation
import LiveryCore

@testable import LiveryCLI
@testable import LiveryTokenCommands

/// The `livery` tool run in-process with its output and errors collected, not printed: a passing test prints
/// nothing but the test runner's lines, and a test can read what a command said.
enum Tool {
    /// What a run printed, and its exit status.
    struct Run {
        let status: Int32
        let output: String
        let errors: String

        /// The exit status and what went to standard error.
        var statusAndErrors: (status: Int32, errors: String) { (status, errors) }
    }

    /// Runs `livery arguments`, collecting standard output and standard error.
    static func capture(_ arguments: [String]) -> Run {
        collecting { LiveryCommand.run(arguments: arguments) }
    }

    /// Runs `livery arguments`, collecting what it prints, and returns its exit status.
    static func run(_ arguments: [String]) -> Int32 { capture(arguments).status }

    /// Runs `body` with what it prints collected.
    static func collecting(_ body: () throws -> Int32) rethrows -> Run {
        let output = LockedValue("")
        let errors = LockedValue("")
        let status = try ResultOutput.$collector.withValue({ text in output.withLock { $0 += text } }) {
            try ErrorOutput.$collector.withValue({ text in errors.withLock { $0 += text } }) { try body() }
        }
        return Run(status: status, output: output.withLock { $0 }, errors: errors.withLock { $0 })
    }
}
