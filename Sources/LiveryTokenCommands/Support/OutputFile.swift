import Foundation
import LiveryCore

/// Writing a command's output file (`-o`): folders made as needed, the file replaced by a durable rename (a reader
/// never sees half of it, and a link at the path is replaced, not followed), and a failure said in the system's
/// words with the path, never as a raw `NSError`.
enum OutputFile {
    /// The largest file a command writes: 16 MiB, the size Livery's own readers take (token files, configs,
    /// stylesheets; `FileContents.defaultLimit`), so no output is one that Livery would refuse to read back.
    static let maximumSize = FileContents.defaultLimit

    /// Why a text of `size` bytes is not written at `path`, or `nil` when it is within ``maximumSize``.
    static func oversize(_ size: Int, at path: String) -> String? {
        guard size > maximumSize else { return nil }
        return "\(path) would be \(size) bytes, more than the \(maximumSize) Livery writes (its readers take no "
            + "more); nothing was written. Select fewer tokens or permutations per output"
    }

    /// Refuses a command's outputs, before any is written, when one is over ``maximumSize``: a command that writes
    /// several files writes all of them or none.
    static func checkSizes(_ files: [(url: URL, text: String)]) throws(CLIError) {
        for file in files {
            if let why = oversize(file.text.utf8.count, at: file.url.path) { throw .badInput("cannot write " + why) }
        }
    }

    /// Writes `text` to `url`, unless `url` is one of `inputs`.
    /// - Parameter inputs: The files the command read (a resolver's `$ref`s at any depth), compared with symbolic
    ///   links resolved: writing over one would destroy what the output was made from.
    /// - Throws: ``CLIError/badInput(_:)``: `cannot write PATH: REASON`, also for a text over ``maximumSize``.
    static func write(_ text: String, to url: URL, inputs: [String] = []) throws(CLIError) {
        let destination = OutputGuard.real(url)
        if inputs.contains(where: { OutputGuard.real(URL(fileURLWithPath: $0)) == destination }) {
            throw .badInput(
                "cannot write \(url.path): it is a file this command reads; livery never writes over its inputs")
        }
        if let why = oversize(text.utf8.count, at: url.path) { throw .badInput("cannot write " + why) }
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
