// The helper of LiveryPacksTests' killed-process test: installs pack archives in a loop and writes a theme store
// after each install, printing each step as it reaches it, until the test kills it with SIGKILL.
//
//   livery-crash-helper DIRECTORY PUBLIC_KEY [--pause STEP:N] ARCHIVE...
//
// DIRECTORY holds the installed packs (DIRECTORY/packs) and the store (DIRECTORY/store.json). PUBLIC_KEY is the
// publishers' key in its text form. With --pause, the helper stops before the N-th time it reaches STEP (an
// install step, or "store" for a store write), prints "paused", and waits to be killed. Lines printed:
// "installing VERSION", "step STEP", "committed VERSION", "storing theme-N", "stored theme-N".
import Foundation
import Livery
import LiveryPacks

/// Writes a line straight to standard output (no buffering: the process is killed without warning).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The pause point: a step's name and which occurrence of it.
struct Pause: Sendable {
    let step: String
    let occurrence: Int
}

/// Counts steps and stops at the pause point; shared with the installer's fault injector.
final class StepCounter: Sendable {
    private let counts = LockedCounts()
    let pause: Pause?

    init(pause: Pause?) {
        self.pause = pause
    }

    func reach(_ step: String) {
        let count = counts.increment(step)
        say("step \(step)")
        if let pause, pause.step == step, pause.occurrence == count {
            say("paused")
            // Blocks until the test kills the process (it never writes to standard input).
            _ = readLine()
            exit(3)
        }
    }
}

final class LockedCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func increment(_ step: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[step, default: 0] += 1
        return counts[step]!
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
    let usage = "usage: livery-crash-helper DIRECTORY PUBLIC_KEY [--pause STEP:N] ARCHIVE...\n"
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments.removeFirst())
let key = try PackPublicKey(text: arguments.removeFirst())
var pause: Pause?
if arguments.first == "--pause", arguments.count >= 2 {
    let parts = arguments[1].split(separator: ":")
    pause = Pause(step: String(parts[0]), occurrence: Int(parts[1]) ?? 1)
    arguments.removeFirst(2)
}
let archives = arguments.map { URL(fileURLWithPath: $0) }
let counter = StepCounter(pause: pause)
let installer = PackInstaller(directory: directory.appendingPathComponent("packs"), trustedKeys: [key])
await installer.setFaultInjector { step in counter.reach(step.rawValue) }
let store = FileThemeStore(url: directory.appendingPathComponent("store.json"))

var round = 0
while true {
    for archive in archives {
        round += 1
        say("installing \(archive.deletingPathExtension().lastPathComponent)")
        let pack = try await installer.install(from: archive, allowingDowngrade: true)
        say("committed \(pack.version)")
        let theme = "theme-\(round)"
        counter.reach("store")
        say("storing \(theme)")
        try store.saveState(
            ThemeStoreState(identifier: ThemeIdentifier(theme), followsSystemAppearance: false), forManager: "default")
        say("stored \(theme)")
    }
}
