import Foundation
import LiveryCore

/// Writing a command's output file (`-o`): folders made as needed, the file replaced by a durable rename (a reader
/// never sees half of it, and a link at the path is replaced, not followed), and a failure said in the system's
/// words with the path, never as a raw `NSError`.
enum OutputFile {
    /// Writes `text` to `url`.
    /// - Throws: ``CLIError/badInput(_:)``: `cannot write PATH: REASON`.
    static func write(_ text: String, to url: URL) throws(CLIError) {
        if let kind = FileContents.nonRegularKind(at: url), kind != "a symbolic link" {
            throw .badInput("cannot write \(url.path): it is \(kind)")
        }
        do {
            try DurableFiles.createFolder(url.deletingLastPathComponent())
            try DurableFiles.write(Data(text.utf8), to: url)
        } catch {
            throw .badInput("cannot write \(url.path): \(error.reason)")
        }
    }
}
