import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// Writes and renames that survive a power cut, the way SQLite and Sparkle make them: the new content goes to a
/// temporary file in the destination's folder, is flushed to the disk, renamed over the destination, and then the
/// folder itself is flushed, so that the rename is on disk too.
///
/// A rename alone is atomic for running processes (a reader sees the old file or the new one), but after a power
/// cut the file system may come back with the rename done and the file's blocks never written (an empty or
/// partial file), or without the rename at all. Flushing the file before the rename orders the first; flushing
/// the folder after it makes the second durable before the caller goes on. On Apple systems `fsync` only hands
/// the data to the drive, whose cache may still lose it, so the file is flushed with `F_FULLFSYNC` (SQLite's
/// `fullfsync`), falling back to `fsync` where the file system does not support it.
package enum DurableFiles {
    /// The suffix of temporary files: a crash between writing one and renaming it leaves it behind, and
    /// ``removeLeftovers(of:)`` removes it at the next start.
    package static let temporarySuffix = ".tmp"

    /// Replaces `url`'s content with `data`, durably: after this returns, a power cut leaves the new content;
    /// before, it leaves the old content (or no file, if there was none), never a mix.
    /// - Throws: `DurableFileError` naming the path and the failed step.
    package static func write(_ data: Data, to url: URL) throws(DurableFileError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString)\(temporarySuffix)")
        do {
            try writeAndFlush(data, to: temporary)
            try rename(temporary, to: url)
        } catch {
            unlink(temporary.path)
            throw error
        }
        try flushFolder(folder)
    }

    /// Makes `url` a second name of the file at `existing` (a hard link), durably and replacing what `url` was,
    /// so one file's bytes are on disk once however many places need them.
    /// - Throws: `DurableFileError`; `EXDEV` when the two lie on different file systems, where the caller copies.
    package static func link(_ existing: URL, to url: URL) throws(DurableFileError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString)\(temporarySuffix)")
        guard systemLink(existing.path, temporary.path) == 0 else {
            throw DurableFileError(path: url.path, step: "link", errno: errno)
        }
        do {
            try rename(temporary, to: url)
        } catch {
            unlink(temporary.path)
            throw error
        }
        try flushFolder(folder)
    }

    /// Renames `source` to `destination` (both in the same file system) and flushes the destination's folder, and
    /// the source's when it is another, so the rename survives a power cut once this returns.
    package static func renameDurably(_ source: URL, to destination: URL) throws(DurableFileError) {
        try rename(source, to: destination)
        let target = destination.deletingLastPathComponent()
        try flushFolder(target)
        let origin = source.deletingLastPathComponent()
        if origin.standardizedFileURL.path != target.standardizedFileURL.path { try flushFolder(origin) }
    }

    /// Creates a folder and the folders above it that are missing, as `mkdir -p` does.
    /// - Throws: `DurableFileError` naming the first path that could not be created, with the system's reason
    ///   (a file in the way says "File exists").
    package static func createFolder(_ url: URL) throws(DurableFileError) {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
        let parent = url.deletingLastPathComponent()
        if parent.path != url.path { try createFolder(parent) }
        guard mkdir(url.path, 0o755) == 0 || errno == EEXIST else {
            throw DurableFileError(path: url.path, step: "create folder", errno: errno)
        }
        guard stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw DurableFileError(path: url.path, step: "create folder", errno: ENOTDIR)
        }
    }

    /// The system's reason for a failed file operation, in one clause ("No such file or directory"), rather than a
    /// Foundation error's whole description with its domain, code and user info.
    package static func reason(of error: any Error) -> String {
        if let failure = error as? DurableFileError { return failure.reason }
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedFailureReason ?? error.localizedDescription
    }

    /// Flushes a file's content (one written through another API, such as an extracted file) to the disk.
    package static func flushFile(_ url: URL) throws(DurableFileError) {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { throw DurableFileError(path: url.path, step: "open", errno: errno) }
        defer { close(descriptor) }
        try flush(descriptor, path: url.path)
    }

    /// Flushes a folder's entries (names created, renamed or removed in it) to the disk.
    package static func flushFolder(_ url: URL) throws(DurableFileError) {
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { throw DurableFileError(path: url.path, step: "open folder", errno: errno) }
        defer { close(descriptor) }
        // Linux and Apple systems flush a folder's entries with fsync on the folder; F_FULLFSYNC is for files.
        guard fsync(descriptor) == 0 else { throw DurableFileError(path: url.path, step: "flush folder", errno: errno) }
    }

    /// Flushes every file and folder under `root`, and `root` itself: an extracted tree before it is renamed into
    /// place.
    package static func flushTree(_ root: URL) throws(DurableFileError) {
        let files = FileManager.default
        guard let enumerator = files.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw DurableFileError(path: root.path, step: "list", errno: ENOENT)
        }
        var folders = [root]
        for case let url as URL in enumerator {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                folders.append(url)
            } else {
                try flushFile(url)
            }
        }
        // Deepest first: a folder's entry in its parent is flushed after the folder's own entries.
        for folder in folders.reversed() { try flushFolder(folder) }
    }

    /// Removes the temporary files that a crash during ``write(_:to:)`` left beside `url`.
    /// - Parameter url: The file written; only its own temporary files are removed.
    /// - Returns: The names removed.
    @discardableResult
    package static func removeLeftovers(of url: URL) -> [String] {
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(temporarySuffix) {
            if unlink(folder.appendingPathComponent(name).path) == 0 { removed.append(name) }
        }
        return removed
    }

    // MARK: - Steps

    private static func writeAndFlush(_ data: Data, to url: URL) throws(DurableFileError) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw DurableFileError(path: url.path, step: "create", errno: errno) }
        defer { close(descriptor) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure != 0 { throw DurableFileError(path: url.path, step: "write", errno: failure) }
        try flush(descriptor, path: url.path)
    }

    private static func rename(_ source: URL, to destination: URL) throws(DurableFileError) {
        guard systemRename(source.path, destination.path) == 0 else {
            throw DurableFileError(path: destination.path, step: "rename", errno: errno)
        }
    }

    private static func flush(_ descriptor: Int32, path: String) throws(DurableFileError) {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        guard fsync(descriptor) == 0 else { throw DurableFileError(path: path, step: "flush", errno: errno) }
    }
}

// The system calls under names of their own: `DurableFiles.write` and `rename` would hide them inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
    #elseif canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
    #else
        Bionic.write(descriptor, bytes, count)
    #endif
}

private func systemLink(_ existing: String, _ new: String) -> Int32 {
    #if canImport(Darwin)
        Darwin.link(existing, new)
    #elseif canImport(Glibc)
        Glibc.link(existing, new)
    #elseif canImport(Musl)
        Musl.link(existing, new)
    #else
        Bionic.link(existing, new)
    #endif
}

private func systemRename(_ source: String, _ destination: String) -> Int32 {
    #if canImport(Darwin)
        Darwin.rename(source, destination)
    #elseif canImport(Glibc)
        Glibc.rename(source, destination)
    #elseif canImport(Musl)
        Musl.rename(source, destination)
    #else
        Bionic.rename(source, destination)
    #endif
}

/// A durable write or rename that failed: the path, the step (create, write, flush, rename…) and the system's
/// reason.
package struct DurableFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder.
    package let path: String
    /// The step that failed.
    package let step: String
    /// The system's description of the error.
    package let reason: String
    /// The system's error number (`EXDEV`…), for a caller that answers some errors another way.
    package let code: Int32

    package init(path: String, step: String, errno code: Int32) {
        self.path = path
        self.step = step
        self.reason = String(cString: strerror(code))
        self.code = code
    }

    /// `path: flush failed: Input/output error`.
    package var description: String { "\(path): \(step) failed: \(reason)" }
}
