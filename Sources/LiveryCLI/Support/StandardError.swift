import ArgumentParser
import Foundation

/// Where error lines go: standard error, unless a test collects them for the task it runs in.
enum ErrorOutput {
    /// Receives each line instead of standard error while set (tests use `$collector.withValue`).
    @TaskLocal static var collector: (@Sendable (String) -> Void)?
}

/// Writes a line to standard error.
func printError(_ message: String) {
    let line = message.hasSuffix("\n") ? message : message + "\n"
    if let collector = ErrorOutput.collector {
        collector(line)
    } else {
        FileHandle.standardError.write(Data(line.utf8))
    }
}

/// Runs a command's body so that every failure has one exit status: usage errors and explicit exit codes pass
/// through; anything else (unreadable or invalid input) is printed as one line and exits with 2.
func reportingInputErrors(_ body: () throws -> Void) throws {
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
