import Foundation
import LiveryCLI
import LiveryCore
import LiveryTokenCommands

/// The `livery` tool run in-process with its output and errors collected, not printed: a passing test prints
/// nothing but the test runner's lines, and a test can read what a command said.
package enum Tool {
    /// What a run printed, and its exit status.
    package struct Run {
        package let status: Int32
        package let output: String
        package let errors: String

        /// The exit status and what went to standard error.
        package var statusAndErrors: (status: Int32, errors: String) { (status, errors) }
    }

    /// Runs `livery arguments`, collecting standard output and standard error.
    package static func capture(_ arguments: [String]) -> Run {
        collecting { LiveryCommand.run(arguments: arguments) }
    }

    /// Runs `livery arguments`, collecting what it prints, and returns its exit status.
    package static func run(_ arguments: [String]) -> Int32 { capture(arguments).status }

    /// Runs `body` with what it prints collected.
    package static func collecting(_ body: () throws -> Int32) rethrows -> Run {
        let run = try CommandLineRunner.collecting(body)
        return Run(status: run.status, output: run.output, errors: run.errors)
    }
}
