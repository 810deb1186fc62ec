import Crypto
import Foundation
import LiveryCore
import ZIPFoundation

/// A pack archive opened for checking. Opening checks the entries' shape (count, paths, kinds, duplicates,
/// declared sizes) before any entry is read; reading and extracting check the bytes themselves, as they stream.
struct PackArchive {
    let url: URL
    private let archive: Archive
    /// The file entries by path.
    let files: [String: Entry]
    /// The folder entries' paths (without the trailing `/`).
    let folders: Set<String>

    /// Opens an archive and checks its entries.
    /// - Throws: ``PackError`` for an unreadable archive, too many entries, an unsafe path, a symbolic link, a
    ///   duplicate, or a declared size or compression ratio beyond the limits.
    init(url: URL, limits: PackLimits) throws(PackError) {
        self.url = url
        // A folder, a FIFO or a device is no archive: the zip reader would wait or loop on it.
        if let kind = FileContents.nonRegularKind(at: url.resolvingSymlinksInPath()) {
            throw .unreadableArchive(url.lastPathComponent, reason: "it is \(kind), not a regular file")
        }
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            // ZIPFoundation's errors print as their case names (`missingEndOfCentralDirectoryRecord`): said in words.
            let reason =
                switch error as? Archive.ArchiveError {
                case .missingEndOfCentralDirectoryRecord?, .invalidCentralDirectoryOffset?,
                    .invalidCentralDirectoryEntryCount?, .invalidCentralDirectorySize?:
                    "it is not a zip archive, or is cut short (\(error))"
                case .unreadableArchive?: "it cannot be opened for reading"
                default: "\(error)"
                }
            throw .unreadableArchive(url.lastPathComponent, reason: reason)
        }
        var files: [String: Entry] = [:]
        var folders = Set<String>()
        var seen = Set<String>()
        var count = 0
        for entry in archive {
            count += 1
            guard count <= limits.maximumEntryCount else {
                throw .tooManyEntries(count: Self.count(archive), limit: limits.maximumEntryCount)
            }
            let path = entry.path
            if let problem = PackPath.problem(with: path) { throw .unsafeEntryPath(path, reason: problem) }
            guard entry.type != .symlink else { throw .symbolicLinkEntry(path) }
            let name = PackPath.trimmingDirectorySlash(path)
            guard seen.insert(PackPath.collisionKey(of: name)).inserted else { throw .duplicateEntry(path) }
            if entry.type == .directory || path.hasSuffix("/") {
                folders.insert(name)
                continue
            }
            let expanded = entry.uncompressedSize
            guard expanded <= limits.maximumTotalSize else {
                throw .entryTooLarge(path, size: expanded, limit: limits.maximumTotalSize)
            }
            if expanded > 4_096 {
                let ratio = Double(expanded) / Double(max(entry.compressedSize, 1))
                guard ratio <= limits.maximumCompressionRatio else {
                    throw .compressionRatioExceeded(path, ratio: ratio, limit: limits.maximumCompressionRatio)
                }
            }
            files[path] = entry
        }
        self.files = files
        self.folders = folders
    }

    /// The whole of a small entry (the manifest, the signature), refused past `limit` bytes.
    func read(_ path: String, limit: UInt64) throws(PackError) -> Data {
        guard let entry = files[path] else {
            throw path == "signature.json" ? .unsigned : .missingEntry(path)
        }
        guard entry.uncompressedSize <= limit else {
            throw .entryTooLarge(path, size: entry.uncompressedSize, limit: limit)
        }
        var data = Data()
        try stream(entry, path: path, limit: limit, checkingCRC: true) { data.append($0) }
        return data
    }

    /// Extracts every file the manifest lists into `folder`, then the manifest and signature themselves.
    /// - Parameter afterEach: Called after each file (installing injects faults there in tests).
    func extract(
        _ manifest: PackManifest, into folder: URL, limits: PackLimits,
        afterEach: () throws(PackError) -> Void = {}
    ) throws(PackError) {
        var budget = limits.maximumTotalSize
        for file in manifest.files {
            let destination = folder.appendingPathComponent(file.path)
            try PackFiles.createFolder(destination.deletingLastPathComponent())
            try extract(file, to: destination, budget: &budget)
            try afterEach()
        }
        for name in PackManifest.reservedNames {
            try PackFiles.write(
                try read(name, limit: limits.maximumManifestSize), to: folder.appendingPathComponent(name))
        }
    }

    /// Writes a listed file to `destination`, checking as the bytes arrive that there are no more than the
    /// manifest says (and no more than `budget`, which it reduces), then that the size and the SHA-256 match.
    func extract(_ file: PackFile, to destination: URL, budget: inout UInt64) throws(PackError) {
        guard FileManager.default.createFile(atPath: destination.path, contents: nil) else {
            throw .fileSystem(destination.path, reason: "cannot create the file")
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forWritingTo: destination)
        } catch {
            throw .fileSystem(destination.path, reason: "\(error)")
        }
        defer { try? handle.close() }
        var writeError: (any Error)?
        try check(file, budget: &budget) { chunk in
            do { try handle.write(contentsOf: chunk) } catch { writeError = writeError ?? error }
        }
        if let writeError { throw .fileSystem(destination.path, reason: "\(writeError)") }
    }

    /// Reads a listed file through, checking its size against the manifest (and `budget`, which it reduces) as
    /// the bytes arrive, then its SHA-256; each chunk goes to `sink` on the way.
    func check(_ file: PackFile, budget: inout UInt64, sink: (Data) -> Void = { _ in }) throws(PackError) {
        guard let entry = files[file.path] else { throw .missingEntry(file.path) }
        let expected = UInt64(file.size)
        guard expected <= budget else { throw .totalSizeExceeded(limit: budget) }
        var hasher = SHA256()
        var produced: UInt64 = 0
        // The SHA-256 is checked instead of the CRC-32, so a changed byte is reported as what it is.
        try stream(entry, path: file.path, limit: expected, checkingCRC: false) { chunk in
            hasher.update(data: chunk)
            produced += UInt64(chunk.count)
            sink(chunk)
        }
        guard produced == expected else { throw .sizeMismatch(file.path, expected: file.size, actual: Int64(produced)) }
        guard Self.hex(hasher.finalize()) == file.sha256 else { throw .hashMismatch(file.path) }
        budget -= produced
    }

    /// Streams an entry's bytes to `consume`, stopping with ``PackError/entryTooLarge(_:size:limit:)`` as soon as
    /// more than `limit` bytes come out, whatever the entry's header declared. `checkingCRC`: whether to check
    /// the entry's CRC-32 (a file the manifest lists is checked against its SHA-256 instead).
    private func stream(
        _ entry: Entry, path: String, limit: UInt64, checkingCRC: Bool, _ consume: (Data) -> Void
    ) throws(PackError) {
        var produced: UInt64 = 0
        do {
            _ = try archive.extract(entry, skipCRC32: !checkingCRC) { chunk in
                produced += UInt64(chunk.count)
                guard produced <= limit else { throw PackError.entryTooLarge(path, size: produced, limit: limit) }
                consume(chunk)
            }
        } catch let error as PackError {
            throw error
        } catch {
            throw .unreadableArchive(url.lastPathComponent, reason: "entry '\(path)': \(error)")
        }
    }

    /// SHA-256 digest as lower-case hex.
    static func hex(_ digest: SHA256.Digest) -> String {
        digest.map { String(format: "%02x", $0) }.joined()
    }

    private static func count(_ archive: Archive) -> Int {
        var count = 0
        for _ in archive { count += 1 }
        return count
    }
}
