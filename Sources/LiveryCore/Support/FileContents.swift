import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reading whole files safely: regular files only, never more than a limit, without Foundation's empty-file leak.
///
/// Token files, stylesheets, configs and templates are paths a user or a download hands over. A path may name a
/// FIFO (opening one blocks until a writer comes, forever if none does), a device (`/dev/zero` never ends), a
/// folder or a socket: each is refused with ``Failure/notARegularFile(kind:)`` before a byte is read. The file is
/// opened without blocking and checked on the open descriptor, so it cannot be swapped for a FIFO in between.
///
/// In swift-foundation (Swift 6.3), `Data(contentsOf:)`, `String(contentsOf:)` and `FileManager.contents(atPath:)`
/// leak their 4 KiB read buffer when the file is empty (found under LeakSanitizer by the DTCG fuzzer, and again by
/// an empty stylesheet), so every whole-file read in Livery goes through a file handle here.
package enum FileContents {
    /// The largest file read by default: 16 MiB, far above any real token file, stylesheet, config or template.
    package static let defaultLimit = 16 << 20

    /// Why a file was not read.
    package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// No such file, or it cannot be opened (permissions); `reason` is the system's.
        case cannotOpen(reason: String)
        /// The path names something other than a regular file (`kind`: "a folder", "a FIFO", "a device"…).
        case notARegularFile(kind: String)
        /// The file holds more than `limit` bytes (`size` is what was seen: at least `limit + 1`).
        case tooLarge(size: Int, limit: Int)
        /// Reading failed part-way, or the text is not UTF-8.
        case unreadable(reason: String)

        /// What went wrong, as a clause to follow "cannot read the file: ": "it is a FIFO, not a regular file".
        package var description: String {
            switch self {
            case .cannotOpen(let reason): reason
            case .notARegularFile(let kind): "it is \(kind), not a regular file"
            case .tooLarge(let size, let limit):
                size == limit + 1
                    ? "it has more than \(limit) bytes, the limit"
                    : "it has \(size) bytes, more than the limit of \(limit)"
            case .unreadable(let reason): reason
            }
        }
    }

    /// The bytes of a regular file of at most `limit` bytes.
    /// - Throws: ``Failure``.
    package static func read(_ url: URL, limit: Int = defaultLimit) throws(Failure) -> Data {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotOpen(reason: String(cString: strerror(errno)).lowercased()) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        if let kind = kind(of: status.st_mode) { throw .notARegularFile(kind: kind) }
        guard Int(status.st_size) <= limit else { throw .tooLarge(size: Int(status.st_size), limit: limit) }
        let data: Data
        do {
            // One byte past the limit: a file can grow between the size check and the read.
            data = try handle.read(upToCount: limit == .max ? .max : limit + 1) ?? Data()
        } catch {
            throw .unreadable(reason: error.localizedDescription)
        }
        guard data.count <= limit else { throw .tooLarge(size: data.count, limit: limit) }
        return data
    }

    /// A regular file's text, which must be UTF-8.
    /// - Throws: ``Failure``.
    package static func text(_ url: URL, limit: Int = defaultLimit) throws(Failure) -> String {
        guard let text = String(data: try read(url, limit: limit), encoding: .utf8) else {
            throw .unreadable(reason: "the text is not UTF-8")
        }
        return text
    }

    /// Whether `url` names something that is not a regular file, and what: `nil` for a regular file or for a
    /// path that does not exist. Writers ask before replacing a path.
    package static func nonRegularKind(at url: URL) -> String? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        return kind(of: status.st_mode)
    }

    /// A file type's name, or `nil` for a regular file.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "an unknown kind of file"
        }
    }
}
