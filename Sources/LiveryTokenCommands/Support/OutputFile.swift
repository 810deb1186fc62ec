import Foundation
import LiveryCore

/// Writing a command's output file (`-o`): folders made as needed, the file replaced by a durable rename (a reader
/// never sees half of it, and a link at the path is replaced, not followed), and a failure said in the system's
/// words with the path, never as a raw `NSError`.
enum OutputFile {
    /// Writes `text` to `url`, unless `url` is one of `inputs`.
    /// - Parameter inputs: The files the command read (a resolver's `$ref`s at any depth), compared with symbolic
    ///   links resolved: writing over one would destroy what the output was made from.
    /// - Throws: ``CLIError/badInput(_:)``: `cannot write PATH: REASON`.
    static func write(_ text: String, to url: URL, inputs: [String] = []) throws(CLIError) {
        let destination = OutputGuard.real(url)
        if inputs.contains(where: { OutputGuard.real(URL(fileURLWithPath: $0)) == destination }) {
            throw .badInput(
                "cannot write \(url.path): it is a file this command reads; livery never writes over its inputs")
        }
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
