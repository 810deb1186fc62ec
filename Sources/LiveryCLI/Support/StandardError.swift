import ArgumentParser
import Foundation

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
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
