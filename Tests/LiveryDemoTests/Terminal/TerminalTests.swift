import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryDemo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Drives the real `livery demo` in a pseudo-terminal through tmux: a tmux server on a private socket runs the
/// built `livery` binary in an 80 × 24 pane; keys go in with `send-keys`, the screen comes out with
/// `capture-pane -e` (24-bit colors included).
///
/// tmux is a test dependency: `.ci/run` installs it and sets LIVERY_REQUIRE_TMUX=1, which makes its absence a
/// failure; elsewhere the test is skipped when tmux is not on PATH.
@Suite("The interactive demo in a pseudo-terminal (tmux)", .serialized)
struct TerminalTests {
    static let tmux = executable("tmux")
    static let required = ProcessInfo.processInfo.environment["LIVERY_REQUIRE_TMUX"] == "1"

    @Test(
        "t switches, a resize lays out again, r reloads an edited file, q quits and the terminal is restored",
        .enabled(if: tmux != nil || required, "tmux is not installed"))
    func interactive() throws {
        let tmux = try #require(Self.tmux, "tmux is required (LIVERY_REQUIRE_TMUX=1) but not on PATH")
        let livery = try Self.liveryBinary()
        let scratch = try DemoFixtures.copyOfExamples()
        let folder = scratch.url
        let session = TmuxSession(tmux: tmux)
        defer { session.kill() }
        let state = folder.appending(path: "state.json")
        let command = [
            livery.path, "demo", "--themes", folder.appending(path: "Themes").path, "--stylesheet",
            folder.appending(path: "app.lss").path, "--state", state.path, "--appearance", "light",
        ].map(Self.quoted).joined(separator: " ")
        // After the demo: its exit status and the terminal's settings, then wait so the pane stays readable.
        try session.start("\(command); echo \"exit:$?\"; stty -a; echo stty-done; sleep 60")

        let first = try session.waitForScreen { $0.contains("theme: light") }
        #expect(try session.alternateScreen())
        #expect(first.contains("\u{1B}[48;2;255;255;255m"))  // the light canvas, #ffffff, in 24-bit color

        try session.send("t")
        // The switch animates for 200 ms, each frame showing colors between both themes (which splits texts
        // into runs of escapes): wait for its end, the exact dark canvas (#1a1a1f, which no blended frame has) on
        // a screen that no longer changes, before reading anything.
        let dark = try session.waitForScreen(settled: true) { $0.contains("\u{1B}[48;2;26;26;31m") }
        #expect(dark.contains("theme: dark"))
        #expect(!dark.contains("\u{1B}[48;2;255;255;255m"))  // no light canvas left
        #expect(try session.capture(escapes: false).contains("dark · regular · last switch "))

        // Resize the terminal: on SIGWINCH the demo lays out again, the card now under the list.
        try session.run(["resize-window", "-x", "56", "-y", "30"])
        let resized = try session.waitForScreen(escapes: false) { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            guard let list = lines.firstIndex(where: { $0.contains("Release 1.0") }),
                let card = lines.firstIndex(where: { $0.contains("Appearance") })
            else { return false }
            return card > list
        }
        #expect(resized.split(separator: "\n").allSatisfy { $0.count <= 56 })

        // Edit the dark theme's canvas color on disk, then press r.
        let darkFile = folder.appending(path: "Themes/dark.tokens.json")
        try DemoFixtures.setCanvasColor("#203040", in: darkFile)
        try session.send("r")
        _ = try session.waitForScreen(settled: true) { $0.contains("\u{1B}[48;2;32;48;64m") }

        try session.send("q")
        // Waits for the line after `stty -a`'s: the screen can be captured while stty is still printing.
        let after = try session.waitForScreen(escapes: false) { $0.contains("exit:0") && $0.contains("stty-done") }
        #expect(try !session.alternateScreen())
        #expect(!after.contains("Livery · Inbox"))  // the app's screen is gone: the shell's is back
        // Canonical mode and echo are on again.
        let settings = after.split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(settings.contains("icanon"))
        #expect(settings.contains("echo"))
        #expect(!settings.contains("-icanon"))
        #expect(!settings.contains("-echo"))
        // The choice was kept for the next launch: every dimension's context, as the selection's key.
        #expect(
            try String(contentsOf: state, encoding: .utf8).contains("\"identifier\" : \"theme=dark&density=regular\""))
    }

    @Test(
        "high-contrast then light shows exactly light's colors: nothing of high-contrast stays (its @theme borders)",
        .enabled(if: tmux != nil || required, "tmux is not installed"))
    func noThemeLeftBehind() throws {
        let tmux = try #require(Self.tmux, "tmux is required (LIVERY_REQUIRE_TMUX=1) but not on PATH")
        let livery = try Self.liveryBinary()
        let session = TmuxSession(tmux: tmux)
        defer { session.kill() }
        let scratch = try TemporaryFolder("demo-state")
        let command = [
            livery.path, "demo", "--themes", DemoFixtures.themes.path, "--stylesheet", DemoFixtures.stylesheet.path,
            "--state", scratch.appending("state.json").path, "--appearance", "light",
        ].map(Self.quoted).joined(separator: " ")
        try session.start("\(command); echo \"exit:$?\"; sleep 60")
        let light = try session.waitForScreen(settled: true) { $0.contains("theme: light") }
        // 4 selects the fourth theme of the example resolver, high-contrast; 1 the first, light. Each switch
        // animates: wait for a screen that no longer changes.
        try session.send("4")
        // The yellow focus border of the @theme rule is in the last frame only (the frames blend toward it).
        let highContrast = try session.waitForScreen(settled: true) {
            $0.contains("theme: high-contrast") && $0.contains("38;2;255;229;0m")
        }
        try session.send("1")
        // Frames blend both themes' colors, and a loaded machine may draw two captures alike mid-switch: wait for
        // the fresh start's screen itself. With a value left behind it never comes, and the wait fails naming
        // the last screen.
        let lightAgain = try session.waitForScreen {
            $0.contains("theme: light") && Self.cells($0) == Self.cells(light)
        }
        let onlyHighContrast = Self.colors(in: highContrast).subtracting(Self.colors(in: light))
        #expect(!onlyHighContrast.isEmpty)
        #expect(Self.colors(in: lightAgain).isDisjoint(with: onlyHighContrast))
        // Exactly what a fresh start in light shows: every cell's colors, not only the high-contrast ones.
        #expect(Self.colors(in: lightAgain) == Self.colors(in: light))
        #expect(Self.cells(lightAgain) == Self.cells(light))

        // Quit and wait for the demo's exit before the session goes, as the other tests do: the test ends with no
        // process of its own still exiting. (Left to the tmux server's end, the demo used to be killed by a
        // late SIGHUP while it exited; in CI's instrumented run that cut its coverage profile short.)
        try session.send("q")
        _ = try session.waitForScreen(escapes: false) { $0.contains("exit:0") }
    }

    /// The 24-bit colors a captured screen sets (`38;2;r;g;b` and `48;2;r;g;b`).
    static func colors(in screen: String) -> Set<String> {
        var colors: Set<String> = []
        for part in screen.split(separator: "\u{1B}[").dropFirst() {
            guard let end = part.firstIndex(of: "m") else { continue }
            let codes = part[..<end].split(separator: ";")
            var index = 0
            while index + 4 < codes.count {
                if (codes[index] == "38" || codes[index] == "48"), codes[index + 1] == "2" {
                    colors.insert(codes[index...(index + 4)].joined(separator: ";"))
                    index += 5
                } else {
                    index += 1
                }
            }
        }
        return colors
    }

    /// The screen without its status line (which shows how long the last switch took).
    static func cells(_ screen: String) -> [Substring] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("last switch") }
    }

    @Test(
        "SIGTERM restores the terminal too", .enabled(if: tmux != nil || required, "tmux is not installed"))
    func terminated() throws {
        let tmux = try #require(Self.tmux, "tmux is required (LIVERY_REQUIRE_TMUX=1) but not on PATH")
        let livery = try Self.liveryBinary()
        let session = TmuxSession(tmux: tmux)
        defer { session.kill() }
        let scratch = try TemporaryFolder("demo-state")
        let state = scratch.appending("state.json")
        let command = [
            livery.path, "demo", "--themes", DemoFixtures.themes.path, "--stylesheet", DemoFixtures.stylesheet.path,
            "--state", state.path,
        ].map(Self.quoted).joined(separator: " ")
        try session.start("\(command); echo \"exit:$?\"; stty -a; echo stty-done; sleep 60")
        _ = try session.waitForScreen { $0.contains("theme: light") }
        // Signal the demo (not the shell around it, whose command line starts with "sh").
        let kill = Process()
        kill.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        kill.arguments = ["pkill", "-TERM", "-f", "^\(livery.path) demo .*--state \(state.path)"]
        try kill.run()
        kill.waitUntilExit()
        let after = try session.waitForScreen(escapes: false) { $0.contains("exit:") && $0.contains("stty-done") }
        #expect(after.contains("exit:143"))
        #expect(try !session.alternateScreen())
        let settings = after.split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(settings.contains("icanon") && settings.contains("echo"))
    }

    @Test("without a terminal and without --snapshot: one line saying how to run it")
    func noTerminal() throws {
        let livery = try Self.liveryBinary()
        let process = Process()
        process.executableURL = livery
        process.arguments = ["demo"]
        process.currentDirectoryURL = DemoFixtures.root
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 2)
        #expect(message.split(separator: "\n").count == 1)
        #expect(message.contains("--snapshot THEME"))
        #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    /// The `livery` binary built next to the test bundle.
    static func liveryBinary() throws -> URL {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let url = candidate.appending(path: "livery")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw DemoError(description: "no livery binary next to \(folder.path): run 'swift build' first")
    }

    static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appending(path: name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func quoted(_ argument: String) -> String {
        "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A tmux server of its own (a private socket), with one 80 × 24 session.
final class TmuxSession: Sendable {
    let tmux: URL
    let socket = "livery-test-\(UUID().uuidString)"

    init(tmux: URL) {
        self.tmux = tmux
    }

    /// Runs a tmux command and returns its output (standard output and error, through a temporary file).
    ///
    /// posix_spawn and waitpid rather than Foundation's Process: the first command forks the tmux server, which
    /// keeps running, and Process would wait for it as well.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory.appending(path: "tmux-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // A clean signal state for tmux: the first command forks the server, which inherits the spawning thread's
        // signal mask, and a test runs on a worker thread that blocks nearly every signal. A server that blocks
        // SIGTERM never acts on kill-server (it signals itself), never hangs up the demo in its pane, and both
        // outlive the test, drawing four times a second.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([tmux.path, "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, tmux.path, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw DemoError(description: "cannot run tmux: error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // An empty file is not read: Foundation 6.3 leaks the 4 KiB buffer it allocates for one (LeakSanitizer).
        let size = (try? FileManager.default.attributesOfItem(atPath: outputPath)[.size] as? Int) ?? 0
        let text = size == 0 ? "" : (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw DemoError(description: "tmux \(arguments.joined(separator: " ")) failed (\(status)): \(text)")
        }
        return text
    }

    func start(_ shellCommand: String) throws {
        try run(["new-session", "-d", "-x", "80", "-y", "24", "sh", "-c", shellCommand])
    }

    func send(_ keys: String) throws {
        try run(["send-keys", "-l", keys])
    }

    func capture(escapes: Bool = true) throws -> String {
        try run(["capture-pane", "-p"] + (escapes ? ["-e"] : []))
    }

    func alternateScreen() throws -> Bool {
        try run(["display-message", "-p", "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Captures the pane until `condition` holds; fails after 30 seconds with the last screen.
    /// - Parameter settled: Also wait until the screen is the same in two captures in a row (100 ms apart), so
    ///   that an animation in progress, such as a theme crossfade, is over.
    func waitForScreen(escapes: Bool = true, settled: Bool = false, until condition: (String) -> Bool) throws
        -> String
    {
        var screen = ""
        var previous: String?
        for _ in 0..<300 {
            screen = try capture(escapes: escapes)
            if condition(screen), !settled || screen == previous { return screen }
            previous = screen
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw DemoError(description: "the screen never showed what was expected; last screen:\n\(screen)")
    }

    func kill() {
        _ = try? run(["kill-server"])
    }
}
