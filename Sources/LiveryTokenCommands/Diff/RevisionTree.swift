import Foundation
import LiveryCore

/// The files of a git revision that `livery diff` copies to disk, read from git's listing as untrusted data, and
/// the copying itself, which never writes outside the folder it is given.
///
/// A tree object is data anyone can write: git's own `mktree` accepts entries named `..`, `.`, or holding a `/`
/// (only `git fsck` complains, and only as a warning for some). A revision's entries are therefore checked as Git's
/// `fsck` checks them before any byte is written: a path with an empty, `.` or `..` component, or an absolute one,
/// refuses the whole revision with an error naming the entry; so does a size past the limits, before any blob is
/// read.
package struct RevisionTree: Equatable {
    /// A regular file of the revision.
    package struct Entry: Equatable {
        /// The blob's object name, as git prints it.
        package var object: String
        /// The path from the top of the repository, each component checked.
        package var path: String
        /// The blob's size in bytes, as the listing gives it.
        package var size: Int
    }

    /// The regular files, in git's order; symbolic links and submodules are left out (a link could point
    /// anywhere on this machine).
    package private(set) var entries: [Entry] = []

    /// The limits a revision's files are read under.
    package struct Limits: Equatable {
        /// The largest file.
        package var fileSize: Int
        /// All files together.
        package var totalSize: Int
        /// The most files.
        package var fileCount: Int

        /// Limits for token files of at most `fileSize` bytes: 16 times that in all, and 10,000 files.
        package init(fileSize: Int, totalSize: Int? = nil, fileCount: Int = 10_000) {
            self.fileSize = fileSize
            let (total, overflow) = fileSize.multipliedReportingOverflow(by: 16)
            self.totalSize = totalSize ?? (overflow ? Int.max : total)
            self.fileCount = fileCount
        }
    }

    /// The longest listing read: a record is at most a path of 4,096 bytes and 100 of fields.
    package static func listingLimit(_ limits: Limits) -> Int {
        WorkMeter.product(limits.fileCount + 1, 4_196) ?? Int.max
    }

    /// Reads `git ls-tree -r -z -l` output.
    /// - Parameters:
    ///   - listing: The listing's bytes: `<mode> <type> <object> <size>\t<path>\0` per entry.
    ///   - revision: The revision, for errors (`v1`).
    ///   - limits: Each file's size, their total and their number.
    /// - Throws: ``CLIError/badInput(_:)`` naming the entry for a path that could leave the folder it is copied
    ///   to, a record that does not read, or a limit passed.
    package init(listing: Data, revision: String, limits: Limits) throws {
        var total = 0
        for record in listing.split(separator: 0, omittingEmptySubsequences: true) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else {
                throw CLIError.badInput("\(revision): git's listing has a record without a path")
            }
            let fields = record[..<tab].split(separator: UInt8(ascii: " ")).map {
                String(decoding: $0, as: UTF8.self)
            }
            let pathBytes = record[record.index(after: tab)...]
            let path = String(decoding: pathBytes, as: UTF8.self)
            guard fields.count == 4 else {
                throw CLIError.badInput("\(revision):\(Self.shown(path)): git's listing of it could not be read")
            }
            // Regular files only: 120000 is a symbolic link, 160000 a submodule, a tree has no content to copy.
            guard fields[0] == "100644" || fields[0] == "100755", fields[1] == "blob" else { continue }
            try Self.check(path: path, bytes: pathBytes, revision: revision)
            guard let size = Int(fields[3]), size >= 0,
                fields[2].count >= 40, fields[2].allSatisfy(\.isHexDigit)
            else {
                throw CLIError.badInput("\(revision):\(Self.shown(path)): git's listing of it could not be read")
            }
            guard size <= limits.fileSize else {
                throw CLIError.badInput(
                    "\(revision):\(Self.shown(path)): \(size) bytes, more than the \(limits.fileSize) a token file "
                        + "may have")
            }
            let (sum, overflow) = total.addingReportingOverflow(size)
            guard !overflow, sum <= limits.totalSize else {
                throw CLIError.badInput(
                    "\(revision): the files hold more than \(limits.totalSize) bytes together (the limit: 16 times "
                        + "a token file's); name the folder of the token files")
            }
            guard entries.count < limits.fileCount else {
                throw CLIError.badInput(
                    "\(revision): more than \(limits.fileCount) files; name the folder of the token files")
            }
            total = sum
            entries.append(Entry(object: fields[2], path: path, size: size))
        }
    }

    /// Refuses a path that is not a plain relative path of plain components, as `git fsck` does (`hasDotdot`,
    /// `hasDot`, `emptyName`, `fullPathname`): such an entry, appended to a folder, would name a file outside it.
    private static func check(path: String, bytes: Data.SubSequence, revision: String) throws {
        // Bytes that are not UTF-8 were replaced in `path`; two entries could then collide, or a replaced byte
        // hide a separator. Refused rather than guessed at.
        guard String(validating: Array(bytes), as: UTF8.self) == path else {
            throw CLIError.badInput("\(revision):\(shown(path)): a path that is not UTF-8; livery diff reads none")
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        for component in components {
            let problem: String? =
                switch component {
                case "": path.hasPrefix("/") ? "an absolute path" : "an empty path component"
                case ".": "a '.' path component"
                case "..": "a '..' path component"
                default: nil
                }
            if let problem {
                throw CLIError.badInput(
                    "\(revision):\(shown(path)): \(problem); git's fsck refuses such trees, and livery diff never "
                        + "writes a file outside its own folder")
            }
        }
    }

    /// A path for a message: control characters escaped, a long one cut.
    private static func shown(_ path: String) -> String { Escaping.excerpt(Escaping.terminal(path), limit: 300) }

    /// Copies the files from `git cat-file --batch` output, in the order of ``entries``, under `folder`.
    ///
    /// Each blob is read alone and written before the next is read, so memory holds one file at most; a header
    /// that disagrees with the listing (another object, another size) stops the copy. Every file is created anew
    /// (never over an existing one), and each destination is checked to lie under `folder` once it is resolved.
    /// - Throws: ``CLIError/badInput(_:)`` when the output does not match the listing, or a file cannot be written.
    package func write(from reader: inout GitOutputReader, to folder: URL, revision: String) throws {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        for entry in entries {
            do {
                guard let header = try reader.line(limit: 200) else { throw GitOutputError.endedEarly }
                let fields = String(decoding: header, as: UTF8.self).split(separator: " ")
                guard fields.count == 3, fields[0] == entry.object, fields[1] == "blob",
                    Int(fields[2]) == entry.size
                else {
                    throw CLIError.badInput(
                        "\(revision):\(Self.shown(entry.path)): git's output for it is not the file its listing names")
                }
                let contents = try reader.bytes(entry.size)
                guard try reader.bytes(1) == Data([UInt8(ascii: "\n")]) else { throw GitOutputError.endedEarly }
                let destination = root.appendingPathComponent(entry.path)
                let parent = destination.deletingLastPathComponent()
                try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
                // Nothing in the folder is a link (only folders and regular files are made here), so the resolved
                // parent is the parent; checked all the same, as a second wall.
                guard
                    parent.resolvingSymlinksInPath().path.hasPrefix(root.path + "/")
                        || parent.resolvingSymlinksInPath().path == root.path
                else {
                    throw CLIError.badInput(
                        "\(revision):\(Self.shown(entry.path)): it would be written outside livery diff's folder")
                }
                try contents.write(to: destination, options: .withoutOverwriting)
            } catch let error as GitOutputError {
                throw CLIError.badInput(
                    "\(revision):\(Self.shown(entry.path)): git's output for it "
                        + (error == .endedEarly ? "ends early" : "could not be read"))
            } catch let error as CLIError {
                throw error
            } catch {
                throw CLIError.badInput(
                    "\(revision):\(Self.shown(entry.path)): cannot be copied (\(error.localizedDescription))")
            }
        }
    }
}
