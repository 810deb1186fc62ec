import Foundation

/// Notices changes to a list of files by comparing what `stat` says about each (whether it exists, its size,
/// its modification time to the nanosecond, its file number) with what it said at the last look.
///
/// The same polling runs on Linux and on Apple systems, on purpose: editors save by writing a new file and
/// renaming it over the old one, which ends an inotify (Linux) or kqueue/`DispatchSource` (Apple) watch on the
/// file itself, and watching folders instead reports every unrelated file. A look is a few `stat` calls, cheap
/// enough every quarter second for the dozens of files a token set has. Used by `livery build --watch` and by
/// ``ThemeManager``'s development-time file watch (in Livery).
package final class FileChangeMonitor: @unchecked Sendable {
    // @unchecked: every access to the mutable state holds `lock`.
    private let lock = NSLock()
    private var files: [URL]
    private var fingerprints: [URL: Fingerprint?]

    /// What `stat` says about a file; `nil` in the map for a file that does not exist.
    struct Fingerprint: Equatable {
        var size: Int64
        var modified: timespec
        var fileNumber: UInt64

        static func == (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            lhs.size == rhs.size && lhs.modified.tv_sec == rhs.modified.tv_sec
                && lhs.modified.tv_nsec == rhs.modified.tv_nsec && lhs.fileNumber == rhs.fileNumber
        }
    }

    /// Starts watching `files` as they are now.
    package init(files: [URL]) {
        self.files = files
        fingerprints = Dictionary(files.map { ($0, Self.fingerprint($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The watched files.
    package var watchedFiles: [URL] { lock.withLock { files } }

    /// The files that changed (appeared, disappeared, or were written) since the last look, in watch order; the
    /// look becomes the new reference.
    package func changes() -> [URL] {
        lock.withLock {
            var changed: [URL] = []
            for file in files {
                let now = Self.fingerprint(file)
                if fingerprints[file] != now {
                    changed.append(file)
                    fingerprints[file] = now
                }
            }
            return changed
        }
    }

    /// Watches another list: files already watched keep their reference, new ones start from how they are now
    /// (a file added to the config is not reported as changed merely for being added).
    package func replaceFiles(with newFiles: [URL]) {
        lock.withLock {
            var kept: [URL: Fingerprint?] = [:]
            for file in newFiles { kept[file] = fingerprints[file] ?? Self.fingerprint(file) }
            files = newFiles
            fingerprints = kept
        }
    }

    /// Blocks until a look finds changes, looking every `interval`; then waits until a look finds no more, so
    /// an editor's save in several writes is one change.
    package func waitForChanges(interval: Duration = .milliseconds(250)) -> [URL] {
        var changed: [URL] = []
        while changed.isEmpty {
            Thread.sleep(forTimeInterval: Self.seconds(interval))
            changed = changes()
        }
        while true {
            Thread.sleep(forTimeInterval: Self.seconds(interval))
            let more = changes().filter { !changed.contains($0) }
            guard !more.isEmpty else { return changed }
            changed += more
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func fingerprint(_ url: URL) -> Fingerprint? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return Fingerprint(size: Int64(info.st_size), modified: modified, fileNumber: UInt64(info.st_ino))
    }
}
