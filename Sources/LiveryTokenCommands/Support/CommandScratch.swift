import Foundation

/// A command's own temporary folder (`livery verify` extracts a pack into one, `livery diff` copies a revision's
/// files into one), removed on every way out: a return or an error (``remove()`` in a `defer`), an interrupt,
/// termination or hang-up while it exists (a signal handler), and a crash, whose folder the next run of a command
/// with the same prefix finds by its dead process's ID in the name and removes.
package final class CommandScratch {
    /// The start of the folder's name: `livery-verify-`, `livery-diff-`.
    let prefix: String
    /// The folder; whoever uses it creates it.
    package let url: URL
    private var sources: [any DispatchSourceSignal] = []

    /// Names the folder, after removing what crashed runs left behind, and removes it on SIGINT, SIGTERM or SIGHUP
    /// (exiting then as the signal would have: 128 + its number).
    package init(prefix: String) {
        self.prefix = prefix
        let temporary = FileManager.default.temporaryDirectory
        Self.removeLeftovers(in: temporary, prefix: prefix)
        let url = temporary.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)", isDirectory: true)
        self.url = url
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                try? FileManager.default.removeItem(at: url)
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Removes the folder and gives the signals back their default handling.
    package func remove() {
        for source in sources { source.cancel() }
        for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
        sources = []
        try? FileManager.default.removeItem(at: url)
    }

    /// Removes the folders of runs whose process no longer exists.
    static func removeLeftovers(in folder: URL, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let id = Int32(name.dropFirst(prefix.count).prefix { $0.isNumber }), id != getpid(),
                kill(id, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
