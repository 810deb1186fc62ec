import Foundation
import LiveryCore

/// A token source as a git revision holds it (`v1.2.0:tokens`, `main~3:tokens/app.resolver.json`), written to a
/// temporary folder so that it reads like any other: `livery diff` compares a release with the working copy, or
/// two tags, without a checkout.
///
/// Only git itself reads the repository (`ls-tree`, then one `cat-file --batch` for every file), so nothing of
/// the working copy or the index changes. What is written: the regular files under the folder the path names
/// (for a file, the folder holding it, so a resolver document's `$ref`s to its neighbours resolve), never a
/// symbolic link (it could point anywhere on this machine) or a submodule; each file at most
/// ``TokenReadOptions/maximumFileSize`` and all of them at most 16 times that, since a revision may hold far more
/// than the token files.
struct RevisionSource {
    /// The revision, as git names it (a tag, a branch, a commit, `HEAD~2`).
    let revision: String
    /// The path inside the repository, from its top folder as git's `REV:PATH` reads it.
    let path: String

    /// `REV:PATH`, or `nil` when `argument` has no `:` or either side is empty. A revision or path starting
    /// with `-` is refused (git would read it as an option).
    init?(_ argument: String) {
        guard let colon = argument.firstIndex(of: ":") else { return nil }
        let revision = String(argument[..<colon])
        var path = String(argument[argument.index(after: colon)...])
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        guard !revision.isEmpty, !path.isEmpty, !revision.hasPrefix("-"), !path.hasPrefix("-") else { return nil }
        self.revision = revision
        self.path = path
    }

    /// Writes the files to `folder` and returns the path there that stands for ``path``.
    /// - Parameters:
    ///   - repository: A folder inside the git repository.
    ///   - maximumFileSize: The largest file written.
    /// - Throws: ``CLIError/badInput(_:)`` naming the revision and path when git does not know them, or a file
    ///   is too large.
    func materialize(in repository: String, to folder: URL, maximumFileSize: Int) throws -> String {
        let spec = "\(revision):\(path)"
        let kind = try Self.git(["cat-file", "-t", spec], in: repository, what: spec)
        let type = String(decoding: kind, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard type == "tree" || type == "blob" else {
            throw CLIError.badInput("\(spec): not a file or folder in git (a \(type))")
        }
        let base = type == "tree" ? path : ((path as NSString).deletingLastPathComponent)
        var listArguments = ["ls-tree", "-r", "-z", "--full-tree", revision, "--"]
        if !base.isEmpty { listArguments.append(base) }
        let listing = try Self.git(listArguments, in: repository, what: spec)
        // Each entry: "<mode> <type> <object>\t<path>\0".
        var entries: [(object: String, path: String)] = []
        for record in listing.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            // Regular files only: 120000 is a symbolic link, 160000 a submodule.
            guard fields.count == 3, fields[0] == "100644" || fields[0] == "100755", fields[1] == "blob" else {
                continue
            }
            entries.append((fields[2], String(decoding: record[record.index(after: tab)...], as: UTF8.self)))
        }
        let objects = folder.appendingPathComponent(".objects")
        try Data(entries.map { $0.object + "\n" }.joined().utf8).write(to: objects)
        defer { try? FileManager.default.removeItem(at: objects) }
        let contents = try Self.git(["cat-file", "--batch"], in: repository, what: spec, input: objects)
        let totalLimit = maximumFileSize.multipliedReportingOverflow(by: 16)
        var offset = contents.startIndex
        var total = 0
        for entry in entries {
            // "<object> blob <size>\n<bytes>\n"
            guard let newline = contents[offset...].firstIndex(of: UInt8(ascii: "\n")),
                let size = String(decoding: contents[offset..<newline], as: UTF8.self).split(separator: " ").last
                    .flatMap({ Int($0) }), size >= 0
            else { throw CLIError.badInput("\(spec): git's output for \(entry.path) could not be read") }
            guard size <= maximumFileSize else {
                throw CLIError.badInput(
                    "\(revision):\(entry.path): \(size) bytes, more than the \(maximumFileSize) a token file may have")
            }
            guard contents.endIndex - (newline + 1) >= size else {
                throw CLIError.badInput("\(spec): git's output for \(entry.path) ends early")
            }
            total += size
            guard totalLimit.overflow || total <= totalLimit.partialValue else {
                throw CLIError.badInput(
                    "\(spec): the files under \(base.isEmpty ? "the top folder" : base) hold more than "
                        + "\(totalLimit.partialValue) bytes; name the folder of the token files")
            }
            let destination = folder.appendingPathComponent(entry.path)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents[(newline + 1)..<(newline + 1 + size)]).write(to: destination)
            offset = newline + 1 + size + 1
        }
        return folder.appendingPathComponent(path).path
    }

    /// Runs git in `repository` and returns its standard output; its standard error becomes the error.
    private static func git(_ arguments: [String], in repository: String, what: String, input: URL? = nil) throws
        -> Data
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repository] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputHandle = try input.map { try FileHandle(forReadingFrom: $0) }
        process.standardInput = inputHandle ?? FileHandle.nullDevice
        defer { try? inputHandle?.close() }
        do {
            try process.run()
        } catch {
            throw CLIError.badInput("\(what): git could not be run (\(error))")
        }
        // Standard error is read on another thread: git may fill one pipe while this one waits on the other.
        let errorText = LockedValue(Data())
        let errorsRead = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorText.withLock { $0 = data }
            errorsRead.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorsRead.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorText.withLock { $0 }, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw CLIError.badInput("\(what): \(message.isEmpty ? "git failed" : message)")
        }
        return data
    }
}
