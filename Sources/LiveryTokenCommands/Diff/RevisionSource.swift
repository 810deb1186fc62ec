import Foundation
import LiveryCore

/// A token source as a git revision holds it (`v1.2.0:tokens`, `main~3:tokens/app.resolver.json`), written to a
/// temporary folder so that it reads like any other: `livery diff` compares a release with the working copy, or
/// two tags, without a checkout.
///
/// Only git itself reads the repository (`cat-file -t`, `ls-tree`, then one `cat-file --batch` for every file), so
/// nothing of the working copy or the index changes. A revision is untrusted input (``RevisionTree``): its listing
/// is read first, under a bound, and every entry's path and size checked before any blob is read; then each blob
/// is read and written on its own. What is written: the regular files under the folder the path names (for a
/// file, the folder holding it, so a resolver document's `$ref`s to its neighbours resolve), never a symbolic link
/// or a submodule; each file at most ``TokenReadOptions/maximumFileSize``, all of them at most 16 times that, and
/// at most 10,000 files.
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
    /// - Throws: ``CLIError/badInput(_:)`` naming the revision and path when git does not know them, an entry's
    ///   path could leave `folder`, or a file, the files together or their number pass the limits.
    func materialize(in repository: String, to folder: URL, maximumFileSize: Int) throws -> String {
        let spec = "\(revision):\(path)"
        // git reads `REV:./x` and `REV:../x` from the current folder, not the top of the repository; the path is
        // also appended to `folder` below, so it is a plain path from the top or nothing.
        guard !path.hasPrefix("/"), !path.split(separator: "/").contains(where: { $0 == "." || $0 == ".." }) else {
            throw CLIError.badInput(
                "\(Escaping.terminal(spec)): the path must run from the top of the repository, without '.' or '..'")
        }
        let git = GitProcess(repository: repository, what: spec)
        let kind = try git.output(["cat-file", "-t", spec], limit: 64, tooLarge: "git's answer is not an object type")
        let type = String(decoding: kind, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard type == "tree" || type == "blob" else {
            throw CLIError.badInput("\(spec): not a file or folder in git (a \(Escaping.terminal(type)))")
        }
        let base = type == "tree" ? path : ((path as NSString).deletingLastPathComponent)
        var listArguments = ["ls-tree", "-r", "-z", "-l", "--full-tree", revision, "--"]
        if !base.isEmpty { listArguments.append(base) }
        let limits = RevisionTree.Limits(fileSize: maximumFileSize)
        let listing = try git.output(
            listArguments, limit: RevisionTree.listingLimit(limits),
            tooLarge: "the revision lists more than \(limits.fileCount) files; name the folder of the token files")
        let tree = try RevisionTree(listing: listing, revision: revision, limits: limits)
        // The object names, one a line, beside the folder (in the command's own folder), for cat-file to read.
        let objects = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).objects")
        try Data(tree.entries.map { $0.object + "\n" }.joined().utf8).write(to: objects)
        defer { try? FileManager.default.removeItem(at: objects) }
        try git.stream(["cat-file", "--batch"], input: objects) { reader in
            try tree.write(from: &reader, to: folder, revision: revision)
        }
        return folder.appendingPathComponent(path).path
    }
}
