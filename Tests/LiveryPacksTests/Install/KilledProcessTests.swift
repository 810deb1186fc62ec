import Crypto
import Foundation
import Livery
import Testing

@testable import LiveryPacks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real process installs packs and writes a theme store in a loop (`livery-crash-helper`), and is killed with
/// SIGKILL: at every step of an install and before store writes, where it stops and waits to be killed, and at
/// points spread by how far it got (after its k-th line of output). After each kill, the next start (a new
/// installer and a new store on the same folder, as an app's next launch makes) must find the last good pack
/// active with every file hashing to its manifest, the store readable with the last choice written, and no
/// temporary file, staging folder or unreferenced version left. Every trial continues from the folder the
/// previous kill left.
@Suite("Killed processes: SIGKILL at every step of an install leaves the last good state")
struct KilledProcessTests {
    /// Where the helper stops to be killed: each install step, and "store" before a store write.
    static let pausePoints = PackInstaller.InstallStep.allCases.map(\.rawValue) + ["store"]

    /// How many times the helper is killed at each pause point, and after how many spread amounts of progress:
    /// 12 and 100 (208 kills). CI's address-sanitizer run, which looks for memory errors in the installer rather
    /// than for more kill points, sets fewer (`LIVERY_KILLS_PER_STEP`, `LIVERY_KILLS_SPREAD`); every pause point
    /// is still reached.
    static let killsPerStep = max(1, Self.setting("LIVERY_KILLS_PER_STEP") ?? 12)
    static let spreadKills = max(0, Self.setting("LIVERY_KILLS_SPREAD") ?? 100)

    static func setting(_ name: String) -> Int? {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init)
    }

    @Test("Kills at each of the 9 steps (12 times each) and after 100 spread amounts of progress: 208 by default")
    func killedAtEveryStep() async throws {
        let helper = try Self.helperBinary()
        let folder = try PackFixtures.temporaryFolder("killed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let versions = ["1.0.1", "1.0.2", "1.0.3"]
        let archives = try versions.map { try PackFixtures.archive(version: $0).path }
        let key = PackFixtures.key.publicKey.text

        var known = KnownState()
        var covered: [String: Int] = [:]
        var trials = 0
        for step in Self.pausePoints {
            for occurrence in 1...Self.killsPerStep {
                let run = try await HelperRun.start(
                    helper, arguments: [folder.path, key, "--pause", "\(step):\(occurrence)"] + archives
                ) { lines in lines.last == "paused" }
                #expect(run.wasKilled, "the helper ended by itself before step \(step) #\(occurrence): \(run.errors)")
                try await Self.check(after: run, in: folder, known: &known, paused: true)
                covered[step, default: 0] += 1
                trials += 1
            }
        }
        // The k-th line, k spread over 1...200 in a fixed order (37 and 200 are coprime, so each trial gets another
        // k), so a failure can be run again.
        for trial in 0..<Self.spreadKills {
            let lines = (trial * 37) % 200 + 1
            let run = try await HelperRun.start(helper, arguments: [folder.path, key] + archives) { $0.count >= lines }
            #expect(run.wasKilled, "the helper ended by itself: \(run.errors)")
            try await Self.check(after: run, in: folder, known: &known, paused: false)
            for line in run.lines where line.hasPrefix("step ") { covered[String(line.dropFirst(5)), default: 0] += 1 }
            trials += 1
        }
        #expect(trials == Self.pausePoints.count * Self.killsPerStep + Self.spreadKills)
        #expect(Set(covered.keys) == Set(Self.pausePoints))
        #expect(known.installs > 0 && known.storeWrites > 0)
    }

    /// What the folder must hold after the next start: the pack and the store choice the helper committed last,
    /// or the ones it was writing when it was killed (a write that was renamed into place but not yet reported),
    /// never a mix and never anything older.
    static func check(after run: HelperRun, in folder: URL, known: inout KnownState, paused: Bool) async throws {
        let progress = Progress(run.lines)
        let committed = progress.lastCommitted ?? known.activeVersion
        // Stopped at a step, the helper has not written what that step leads to: exactly the last commit.
        let allowedVersions = Set([committed] + (paused ? [] : [progress.installing]))
        let installer = PackInstaller(
            directory: folder.appendingPathComponent("packs"), trustedKeys: [PackFixtures.key.publicKey])
        let pack = try await installer.installedPack(id: "com.example.autumn")
        let active = pack.map { "\($0.version)" }
        #expect(allowedVersions.contains(active), "active \(active ?? "none"), expected \(allowedVersions)")
        if let pack {
            for file in pack.manifest.files {
                let data = try Data(contentsOf: pack.directory.appendingPathComponent(file.path))
                #expect(PackArchive.hex(SHA256.hash(data: data)) == file.sha256, "\(file.path) of \(pack.version)")
            }
            _ = try pack.themeSet()
            try Self.expectNoLeftovers(packFolder: folder.appendingPathComponent("packs/com.example.autumn"))
        }
        #expect(try Self.names(in: folder.appendingPathComponent("packs")).allSatisfy { !$0.hasPrefix(".") })

        let stored = progress.lastStored ?? known.storedTheme
        let allowedThemes = Set([stored] + (paused ? [] : [progress.storing]))
        let store = await FileThemeStore(url: folder.appendingPathComponent("store.json"))
        let theme = try await store.loadState(forManager: "default")?.identifier?.rawValue
        #expect(allowedThemes.contains(theme), "stored \(theme ?? "none"), expected \(allowedThemes)")
        #expect(try Self.names(in: folder).allSatisfy { !$0.hasSuffix(DurableFiles.temporarySuffix) })

        known.activeVersion = active
        known.storedTheme = theme
        known.installs += progress.commits
        known.storeWrites += progress.stores
    }

    static func expectNoLeftovers(packFolder: URL) throws {
        let names = try Self.names(in: packFolder)
        #expect(!names.contains("staging"))
        #expect(names.allSatisfy { !$0.hasSuffix(".tmp") }, "\(names)")
        let state = try JSONDecoder().decode(
            PackState.self, from: Data(contentsOf: packFolder.appendingPathComponent("state.json")))
        let versions = Set(try Self.names(in: packFolder.appendingPathComponent("versions")))
        #expect(versions == Set([state.active, state.previous].compactMap { $0 }))
    }

    /// The names in a folder; none when the folder does not exist yet (killed before the first install made it).
    static func names(in folder: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
    }

    /// The `livery-crash-helper` binary built next to the test bundle.
    static func helperBinary() throws -> URL {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("livery-crash-helper")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw HelperError(description: "no livery-crash-helper next to \(folder.path): run 'swift build' first")
    }
}

/// What the folder held after the previous trial, and how much the helpers did in all.
struct KnownState {
    var activeVersion: String?
    var storedTheme: String?
    var installs = 0
    var storeWrites = 0
}

/// What one helper run reported before it was killed.
struct Progress {
    var lastCommitted: String?
    var installing: String?
    var lastStored: String?
    var storing: String?
    var commits = 0
    var stores = 0

    init(_ lines: [String]) {
        for line in lines {
            let words = line.split(separator: " ").map(String.init)
            guard words.count == 2 else { continue }
            switch words[0] {
            case "installing": installing = String(words[1].split(separator: "-").last ?? "")
            case "committed":
                lastCommitted = words[1]
                commits += 1
            case "storing": storing = words[1]
            case "stored":
                lastStored = words[1]
                stores += 1
            default: break
            }
        }
    }
}

/// One run of the helper, killed with SIGKILL as soon as its output satisfies a condition.
struct HelperRun: Sendable {
    let lines: [String]
    let errors: String
    let wasKilled: Bool

    /// Starts the helper and kills it when `killWhen` holds for the lines printed so far; returns once it is gone.
    /// The process is driven from a thread of its own, as reading its output blocks.
    static func start(
        _ helper: URL, arguments: [String], killWhen: @escaping @Sendable ([String]) -> Bool
    ) async throws -> HelperRun {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try run(helper, arguments: arguments, killWhen: killWhen) })
            }
            thread.start()
        }
    }

    private static func run(_ helper: URL, arguments: [String], killWhen: ([String]) -> Bool) throws -> HelperRun {
        let process = Process()
        process.executableURL = helper
        process.arguments = arguments
        let input = Pipe()  // never written: a paused helper waits on it until it is killed
        let output = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("helper-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()

        var buffer = Data()
        var lines: [String] = []
        var killed = false
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }  // the helper closed its output: it ended
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                buffer.removeSubrange(buffer.startIndex...newline)
            }
            if !killed, killWhen(lines) {
                kill(process.processIdentifier, SIGKILL)
                killed = true
            }
        }
        process.waitUntilExit()
        let wasKilled = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
        // An empty file is not read: Foundation 6.3 leaks the 4 KiB buffer it allocates for one (LeakSanitizer).
        let size = (try? FileManager.default.attributesOfItem(atPath: errorFile.path)[.size] as? Int) ?? 0
        let errors = size == 0 ? "" : (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return HelperRun(lines: lines, errors: errors, wasKilled: wasKilled)
    }
}

struct HelperError: Error, CustomStringConvertible {
    let description: String
}
