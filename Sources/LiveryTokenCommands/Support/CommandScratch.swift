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
    /// The pipe the signal handler writes the signal's number to; `nil` once removed.
    private var pipe: (read: Int32, write: Int32)?

    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Names the folder, after removing what crashed runs left behind, and removes it on SIGINT, SIGTERM or SIGHUP
    /// (exiting then as the signal would have: 128 + its number).
    ///
    /// The handler only writes the signal's number to a pipe (a write is all a signal handler may safely do); a
    /// thread of its own reads it, removes the folder and exits. A dispatch signal source would be simpler, but on
    /// Linux libdispatch reads signals from a `signalfd`, which sees a signal only while every thread blocks it:
    /// one that any other thread had unblocked was delivered there and, ignored as the source requires, lost (a
    /// stopped `diff` went on). The signals are unblocked on the calling thread, as a process may start with them
    /// blocked (a test runner's children inherit its mask), so one always reaches a handler.
    package init(prefix: String) {
        self.prefix = prefix
        let temporary = FileManager.default.temporaryDirectory
        Self.removeLeftovers(in: temporary, prefix: prefix)
        let url = temporary.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)", isDirectory: true)
        self.url = url
        var ends: [Int32] = [0, 0]
        guard systemPipe(&ends) == 0 else { return }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        pipe = (ends[0], ends[1])
        scratchSignalPipe = ends[1]
        let reading = ends[0]
        let thread = Thread {
            var number: UInt8 = 0
            // Returns 0 when ``remove()`` closes the other end: nothing to do then.
            while true {
                let count = read(reading, &number, 1)
                if count == 1 { break }
                if count < 0 && errno == EINTR { continue }
                return
            }
            try? FileManager.default.removeItem(at: url)
            // `_exit`, not `exit`: a process ended by a signal runs no exit handlers, and the others' would run
            // while the main thread is mid-step (a leak checker's at-exit scan reports its buffers as leaks and
            // changes the exit status).
            _exit(128 + Int32(number))
        }
        thread.start()
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = scratchSignalHandler
        #else
            action.__sigaction_handler.sa_handler = scratchSignalHandler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in Self.signals {
            sigaction(number, &action, nil)
            sigaddset(&unblocked, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Removes the folder and gives the signals back their default handling.
    package func remove() {
        for number in Self.signals { signal(number, SIG_DFL) }
        if let pipe {
            scratchSignalPipe = -1
            close(pipe.write)
            self.pipe = nil
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Removes the folders of runs whose process no longer exists.
    static func removeLeftovers(in folder: URL, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            // Only this type's own names, PREFIX + process ID + "-" + UUID: another folder that starts alike (a
            // test's `livery-diff-84BDF2EA-…`, whose UUID begins with digits) is not one, whatever its digits say.
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let id = Int32(rest[..<dash]), id > 0,
                rest[..<dash].allSatisfy({ $0.isASCII && $0.isNumber }),
                UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil,
                id != getpid(), kill(id, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}

/// The write end of the live scratch folder's signal pipe, or -1: a signal handler can reach nothing else. An
/// aligned 32-bit word, written before the handler is installed and read by it, and reset before the pipe closes.
nonisolated(unsafe) private var scratchSignalPipe: Int32 = -1

/// Writes the signal's number to the pipe, and nothing more (what a signal handler may do).
private func scratchSignalHandler(_ number: Int32) {
    let descriptor = scratchSignalPipe
    guard descriptor >= 0 else { return }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(descriptor, &byte, 1)
}

private func systemPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
    #if canImport(Darwin)
        Darwin.pipe(ends)
    #else
        Glibc.pipe(ends)
    #endif
}
