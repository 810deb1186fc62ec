import Foundation
import LiveryCLI
import LiveryTestSupport
import Testing

/// What each command of the `livery` tool may write: a read-only command (lint, resolve, diff, color, verify, and
/// audit and preview without `-o`) creates and changes nothing outside its own temporary folder, which is gone when
/// it exits; a command that writes writes its `-o` (or its config's destinations) and nothing else. Each run is a
/// real process with a temporary folder (`TMPDIR`) and a home folder of its own, in a project folder that holds
/// a git repository; every file of the three is compared before and after, byte for byte.
@Suite("Read-only commands write nothing; writers write only what they are told to")
struct ReadOnlyCommandTests {
    /// A run of the tool, and the paths (from the project folder) it is allowed to create or change.
    struct Invocation: CustomStringConvertible, Sendable {
        let arguments: [String]
        let writes: [String]
        /// The exit status it must end in (0, or 2 for the hostile revision).
        let status: Int32

        init(_ arguments: [String], writes: [String] = [], status: Int32 = 0) {
            self.arguments = arguments
            self.writes = writes
            self.status = status
        }

        var description: String { "livery " + arguments.joined(separator: " ") }
    }

    static let themes = Repository.path("Examples/Themes")

    /// Every command of the tool, with the runs that stand for it. `demo` is the one left out: it needs a
    /// terminal, and LiveryDemoTests run it under tmux with a store of their own.
    static let table: [String: [Invocation]] = [
        "lint": [Invocation(["lint", themes]), Invocation(["lint", "tokens"])],
        "resolve": [Invocation(["resolve", themes, "--theme", "dark", "--format", "table"])],
        "diff": [
            Invocation(["diff", "v1:tokens", "tokens"]),
            Invocation(["diff", "v1:tokens/base.tokens.json", "HEAD:tokens/base.tokens.json"]),
            // A tree whose entries climb out with `..`: refused, nothing written anywhere.
            Invocation(["diff", "hostile:tokens", "tokens"], status: 2),
            // A blob of 16 MB named 17 times (272 MB from a repository of kilobytes): refused from git's listing,
            // before any blob is read, and the command's folder removed.
            Invocation(["diff", "big:big", "tokens"], status: 2),
        ],
        "color": [Invocation(["color", "#ff5073", "--against", "#ffffff"])],
        "audit": [
            Invocation(["audit", themes]),
            Invocation(["audit", themes, "--format", "html", "-o", "audit.html"], writes: ["audit.html"]),
        ],
        "preview": [Invocation(["preview", themes, "-o", "preview.html"], writes: ["preview.html"])],
        "convert": [
            Invocation(["convert", "tokens/base.tokens.json", "-o", "base.tokens.yaml"], writes: ["base.tokens.yaml"])
        ],
        "export": [
            Invocation(
                ["export", themes, "--format", "css", "-o", "out/tokens.css"], writes: ["out", "out/tokens.css"])
        ],
        "build": [
            Invocation(
                ["build", "--config", "livery.config.json"], writes: ["build", "build/tokens.css"])
        ],
        "generate": [
            Invocation(
                [
                    "generate", "--seed", "#6750a4", "--map", Repository.path("Examples/Themes/scheme-roles.json"),
                    "-o",
                    "generated",
                ],
                writes: ["generated"]
                    + [
                        "material.resolver.json", "app.tokens.json", "mode-light.tokens.json", "mode-dark.tokens.json",
                        "contrast-standard.tokens.json", "contrast-high.tokens.json",
                    ].map { "generated/" + $0 })
        ],
        "keygen": [Invocation(["keygen", "-o", "made"], writes: ["made.private", "made.public"])],
        "pack": [
            Invocation(
                ["pack", Repository.path("Examples/Packs/Autumn"), "-o", "autumn.liverypack", "--key", "k.private"],
                writes: ["autumn.liverypack"])
        ],
        "verify": [Invocation(["verify", "signed.liverypack", "--trust", "k.public"])],
    ]

    /// `mcp` is a server that serves standard input until it closes, so it is not run in-process here: the
    /// official MCP Python SDK drives it (Tests/MCP, `.ci/mcp`); what it writes (edits inside --root only, nothing on a dry run) is checked there.
    @Test("the table names every command of the tool but the demo and the MCP server")
    func tableIsComplete() {
        let names = LiveryCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        #expect(Set(names).subtracting(["demo", "mcp"]) == Set(Self.table.keys))
        #expect(names.contains("demo"))
    }

    static var invocations: [Invocation] { table.keys.sorted().flatMap { table[$0]! } }

    @Test("each run changes only what it is told to write", arguments: invocations)
    func writesOnlyWhatItIsTold(_ invocation: Invocation) throws {
        let scratch = try TemporaryFolder("read-only")
        let project = scratch.appending("project")
        let home = scratch.appending("home")
        let temporary = scratch.appending("tmp")
        for folder in [project, home, temporary] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Self.makeProject(at: project, withLargeBranch: invocation.arguments.contains("big:big"))
        let before = try Self.snapshot([project, home, temporary], under: scratch.url)
        let run = try Self.run(invocation.arguments, in: project, home: home, temporary: temporary)
        #expect(run.status == invocation.status, "\(invocation): \(run.errors)")
        let after = try Self.snapshot([project, home, temporary], under: scratch.url)
        var changed = Set<String>()
        for (path, contents) in after where before[path] != contents { changed.insert(path) }
        for path in before.keys where after[path] == nil { changed.insert(path) }
        let allowed = Set(invocation.writes.map { "project/" + $0 })
        #expect(changed.subtracting(allowed).isEmpty, "\(invocation) changed \(changed.subtracting(allowed).sorted())")
        // A writer writes what it says it does (so the table cannot pass by naming files that never appear).
        #expect(allowed.subtracting(changed).isEmpty, "\(invocation) did not write \(allowed.subtracting(changed))")
    }

    @Test("a diff of a revision stopped by SIGTERM removes its folder and exits as the signal would (143)")
    func terminatedDiff() throws {
        let scratch = try TemporaryFolder("read-only")
        let project = scratch.appending("project")
        let temporary = scratch.appending("tmp")
        let bin = scratch.appending("bin")
        for folder in [project, scratch.appending("home"), temporary, bin] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Self.makeProject(at: project)
        // git as the tool runs it, but for `cat-file --batch`: that one says it has started, through a FIFO, and
        // then waits on another, so the interrupt lands while the revision is being copied.
        let ready = scratch.appending("ready").path
        let hold = scratch.appending("hold").path
        for fifo in [ready, hold] { try #require(mkfifo(fifo, 0o600) == 0) }
        let git = bin.appendingPathComponent("git")
        try Data(
            """
            #!/bin/sh
            for argument in "$@"; do
              if [ "$argument" = "--batch" ]; then echo started > "\(ready)"; exec cat "\(hold)"; fi
            done
            exec /usr/bin/git "$@"

            """.utf8
        ).write(to: git)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: git.path)
        let process = Process()
        process.executableURL = try HostileInputTests.livery()
        process.arguments = ["diff", "v1:tokens", "tokens"]
        process.currentDirectoryURL = project
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        environment["HOME"] = scratch.appending("home").path
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // Should the tool end before git says it has started, the FIFO is opened from here, so the read below
        // ends (with nothing) instead of waiting for ever.
        process.terminationHandler = { _ in
            let descriptor = open(ready, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
        }
        try process.run()
        let started = try FileHandle(forReadingFrom: URL(fileURLWithPath: ready)).readDataToEndOfFile()
        #expect(String(decoding: started, as: UTF8.self) == "started\n")
        let during = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(during.contains { $0.hasPrefix("livery-diff-") }, "\(during)")
        // SIGTERM reaches the tool even where the process running the tests has it blocked, which the child
        // inherits, and whichever of the tool's threads it lands on: the tool unblocks the signals it handles,
        // and its handler hands them to a thread of its own (a dispatch source lost those another thread took).
        kill(process.processIdentifier, SIGTERM)
        // Lets the stand-in for git end (it goes on to `cat` the other FIFO as it writes the first, so the open
        // below meets it); had it not started, there is nothing to release.
        if !started.isEmpty {
            let release = open(hold, O_WRONLY)
            if release >= 0 { close(release) }
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGTERM)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    /// The project: token files committed twice in git (tags v1 and HEAD), a branch `hostile` whose tree climbs
    /// out with `..` entries towards `victim.tokens.json` beside the project, a branch `big` (when asked for), a build config, and a signing key
    /// with a pack signed by it.
    static func makeProject(at project: URL, withLargeBranch: Bool = false) throws {
        func write(_ path: String, _ text: String) throws {
            let url = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write(
            "tokens/base.tokens.json",
            ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#000000"}}}"##)
        try git(["init", "-q"], in: project)
        try git(["add", "-A"], in: project)
        try git(["commit", "-q", "-m", "v1"], in: project)
        try git(["tag", "v1"], in: project)
        try write(
            "tokens/base.tokens.json",
            ##"{"color": {"$type": "color", "background": {"$value": "#ffffff"}, "fg": {"$value": "#111111"}}}"##)
        try git(["commit", "-q", "-am", "v2"], in: project)
        try write("../victim.tokens.json", #"{"a": {"$type": "number", "$value": 1}}"#)
        let blob = try git(["hash-object", "-w", "--stdin"], in: project, input: #"{"pwned": {"$value": 1}}"#)
        // tokens/../../../../victim.tokens.json, from TMPDIR/livery-diff-…/old/: out of the side's folder, out of
        // the command's folder, out of TMPDIR, onto the victim beside the project.
        var tree = try git(["mktree"], in: project, input: "100644 blob \(blob)\tvictim.tokens.json\n")
        for _ in 0..<4 { tree = try git(["mktree"], in: project, input: "040000 tree \(tree)\t..\n") }
        tree = try git(["mktree"], in: project, input: "040000 tree \(tree)\ttokens\n")
        let commit = try git(["commit-tree", tree, "-m", "hostile"], in: project)
        try git(["update-ref", "refs/heads/hostile", commit], in: project)
        // Only for the run that reads it: 16 MB to hash.
        if withLargeBranch {
            let large = try git(
                ["hash-object", "-w", "--stdin"], in: project, input: String(repeating: " ", count: 16_000_000))
            let many = (0..<17).map { "100644 blob \(large)\tf\($0).tokens.json\n" }.joined()
            let bigTree = try git(
                ["mktree"], in: project, input: "040000 tree \(try git(["mktree"], in: project, input: many))\tbig\n")
            try git(
                ["update-ref", "refs/heads/big", try git(["commit-tree", bigTree, "-m", "big"], in: project)],
                in: project)
        }
        try write(
            "livery.config.json",
            #"{"source": "tokens", "platforms": {"web": {"format": "css", "buildPath": "build", "destination": "tokens.css"}}}"#
        )
        // The key and the pack verify reads; made with the tool, before the snapshot.
        for arguments in [
            ["keygen", "-o", "k"],
            ["pack", Repository.path("Examples/Packs/Autumn"), "-o", "signed.liverypack", "--key", "k.private"],
        ] {
            let home = project.deletingLastPathComponent().appendingPathComponent("home")
            let temporary = project.deletingLastPathComponent().appendingPathComponent("tmp")
            let run = try run(arguments, in: project, home: home, temporary: temporary)
            try #require(run.status == 0, "\(arguments): \(run.errors)")
        }
    }

    /// Every regular file under `folders`, by its path from `root`, with its contents; a folder as an empty entry.
    static func snapshot(_ folders: [URL], under root: URL) throws -> [String: Data?] {
        var files: [String: Data?] = [:]
        let rootPath = root.resolvingSymlinksInPath().path + "/"
        for folder in folders {
            // The victim beside the project is covered by the scratch folder's own listing below.
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let relative as String in enumerator {
                let url = folder.appendingPathComponent(relative)
                let path = String(url.resolvingSymlinksInPath().path.dropFirst(rootPath.count))
                if path.hasPrefix("project/.git/") { continue }  // git's own bookkeeping (index stat data)
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
                files.updateValue(isFolder.boolValue ? nil : try Data(contentsOf: url), forKey: path)
            }
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path)
        where !["project", "home", "tmp"].contains(name) {
            files.updateValue(try? Data(contentsOf: root.appendingPathComponent(name)), forKey: name)
        }
        return files
    }

    /// Runs git in `folder`; returns its output, trimmed.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL, input: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", folder.path, "-c", "user.name=Livery", "-c", "user.email=t@example.com"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let standardInput = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
        try process.run()
        if let input {
            standardInput.fileHandleForWriting.write(Data(input.utf8))
            try standardInput.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs the `livery` binary with its own temporary and home folders.
    static func run(_ arguments: [String], in folder: URL, home: URL, temporary: URL) throws
        -> (status: Int32, errors: String)
    {
        let process = Process()
        process.executableURL = try HostileInputTests.livery()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["TMPDIR"] = temporary.path
        environment["XDG_CONFIG_HOME"] = nil
        environment["XDG_CACHE_HOME"] = nil
        process.environment = environment
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
