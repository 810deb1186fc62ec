import Foundation
import LiveryPacks
import LiveryTestSupport
import Testing

/// The `livery` tool run on hostile input generated here, one case per class of the attacks it must survive:
/// unbounded recursion, huge numbers, resource exhaustion, escaping in generated code, writing where it must not,
/// and silence. Each run is a real process under a CPU-time limit of 120 s and (outside AddressSanitizer, which
/// reserves terabytes of address space) a 4 GB memory limit: a hang or a runaway is killed by a signal and fails
/// the case, as a trap does. Every case must end in an exit status with a typed, one-line error (or a documented
/// acceptance), and no output may grow without bound.
@Suite("Hostile input through the livery tool: typed errors, bounded, never a signal")
struct HostileInputTests {
    /// What a run of the tool did.
    struct Run: CustomStringConvertible {
        let status: Int32
        let signaled: Bool
        let output: String
        let errors: String
        let errorBytes: Int

        var description: String {
            "status \(status)\(signaled ? " (signal)" : ""); stderr: \(errors.prefix(600)); stdout: \(output.prefix(300))"
        }
    }

    /// The `livery` binary built next to the test bundle.
    static func livery() throws -> URL {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("livery")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path + "/livery"])
    }

    /// Runs `livery arguments` in `folder` under the limits; stdout and stderr go to files, so a flood of output
    /// cannot fill a pipe and stall the run, and only their first megabyte is read back.
    static func run(_ arguments: [String], in folder: URL) throws -> Run {
        let underASan = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
        let limits = "ulimit -t 120" + (underASan ? "" : " && ulimit -v 4000000")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(limits) && exec \"$0\" \"$@\"", try livery().path] + arguments
        process.currentDirectoryURL = folder
        let outputURL = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errorURL = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        func head(_ url: URL) throws -> String {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return String(decoding: try handle.read(upToCount: 1 << 20) ?? Data(), as: UTF8.self)
        }
        let errorBytes = (try FileManager.default.attributesOfItem(atPath: errorURL.path)[.size] as? Int) ?? 0
        return Run(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            output: try head(outputURL), errors: try head(errorURL), errorBytes: errorBytes)
    }

    /// A hostile case: files to write, the command, and what it must end in.
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let files: @Sendable () -> [(String, Data)]
        let arguments: [String]
        let status: Int32
        let error: String

        var description: String { name }
    }

    static func text(_ string: String) -> Data { Data(string.utf8) }

    static func number(_ value: String) -> Data { text(#"{"a": {"$type": "number", "$value": "\#(value)"}}"#) }

    static func color(_ value: String) -> Data { text(#"{"a": {"$type": "color", "$value": \#(value)}}"#) }

    /// Nine levels of ten aliases: a billion values from a few hundred bytes of YAML.
    static func laughs(_ use: String) -> Data {
        var lines = [#"l0: &l0 ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]"#]
        for level in 1...8 {
            lines.append(
                "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return text((lines + [use]).joined(separator: "\n") + "\n")
    }

    static let examples = Repository.path("Examples/Themes")
    /// Made on each use: a `Data` held in a static is reported as a leak by LeakSanitizer, which does not see
    /// through the tagged pointer of its storage.
    static var oklchHuge: Data { color(#"{"colorSpace": "oklch", "components": [1e200, 0, 0]}"#) }

    static let cases: [Case] = [
        // 1. Unbounded recursion.
        Case(
            name: "a sum of 40,000 terms",
            files: { [("t.tokens.json", number(Array(repeating: "1", count: 40_000).joined(separator: " + ")))] },
            arguments: ["resolve", "t.tokens.json"], status: 2, error: "more than 256 operands (the limit)"),
        Case(
            name: "parentheses 5,000 deep",
            files: {
                [
                    (
                        "t.tokens.json",
                        number(String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000))
                    )
                ]
            },
            arguments: ["lint", "t.tokens.json"], status: 2, error: "nested more than 32 levels deep"),
        Case(
            name: "a Mustache template with 5,000 nested sections",
            files: {
                [
                    (
                        "deep.mustache",
                        text(
                            String(repeating: "{{#themes}}", count: 5_000)
                                + String(repeating: "{{/themes}}", count: 5_000))
                    ),
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "\#(examples)", "platforms": {"p": {"template": "deep.mustache", "destination": "out.txt"}}}"#
                        )
                    ),
                ]
            }, arguments: ["build"], status: 2, error: "template sections nested 65 deep, more than the limit of 64"),
        // 2. Huge and non-finite numbers.
        Case(
            name: "resolve: an OKLCH lightness of 1e200", files: { [("t.tokens.json", oklchHuge)] },
            arguments: ["resolve", "t.tokens.json"], status: 2, error: "Color.componentLimit"),
        Case(
            name: "export: a Display P3 red of 1e100",
            files: { [("t.tokens.json", color(#"{"colorSpace": "display-p3", "components": [1e100, 0, 0]}"#))] },
            arguments: ["export", "t.tokens.json", "--format", "swift"], status: 2, error: "Color.componentLimit"),
        Case(
            name: "preview: a Lab color of 1e300",
            files: { [("t.tokens.json", color(#"{"colorSpace": "lab", "components": [1e300, 1e300, 0]}"#))] },
            arguments: ["preview", "t.tokens.json", "-o", "p.html"], status: 2, error: "Color.componentLimit"),
        Case(
            name: "color: rgb(1e300 0 0) as JSON", files: { [] },
            arguments: ["color", "rgb(1e300 0 0)", "--format", "json"],
            status: 2, error: "Color.componentLimit"),
        // 3. Resource exhaustion.
        Case(
            name: "a YAML token file of nine levels of aliases",
            files: {
                [("t.tokens.yaml", laughs(#"a: {"$type": "string", "$value": "x", "$extensions": {"b": *l8}}"#))]
            },
            arguments: ["resolve", "t.tokens.yaml"], status: 2, error: "YAML anchors (&name) are not supported"),
        Case(
            name: "a YAML config of nine levels of aliases",
            files: { [("livery.config.yaml", laughs("source: *l8"))] }, arguments: ["build"], status: 2,
            error: "YAML anchors (&name) are not supported"),
        Case(
            name: "Tokens Studio groups that combine into a million themes",
            files: {
                let themes = (0..<20).flatMap { group in
                    (0..<2).map {
                        #"{"id": "\#(group)-\#($0)", "name": "o\#($0)", "group": "g\#(group)", "selectedTokenSets": {"core": "enabled"}}"#
                    }
                }
                return [
                    (
                        "tokens.json",
                        text(
                            ##"{"core": {"a": {"value": "#fff", "type": "color"}}, "$themes": [\##(themes.joined(separator: ","))], "$metadata": {"tokenSetOrder": ["core"]}}"##
                        )
                    )
                ]
            }, arguments: ["lint", "tokens.json"], status: 2,
            error: "more than the limit of 1024 (ThemeSet.maximumThemeCount)"),
        Case(
            name: "--config /dev/zero", files: { [] }, arguments: ["build", "--config", "/dev/zero"], status: 2,
            error: "it is a device, not a regular file"),
        Case(
            name: "--stylesheet /dev/zero", files: { [] },
            arguments: ["demo", "--snapshot", "light", "--themes", examples, "--stylesheet", "/dev/zero"], status: 2,
            error: "it is a device, not a regular file"),
        Case(
            name: "a stylesheet of 50,000 nested braces",
            files: {
                [
                    (
                        "nested.lss",
                        text(String(repeating: "Button {", count: 50_000) + String(repeating: "}", count: 50_000))
                    )
                ]
            },
            arguments: ["demo", "--snapshot", "light", "--themes", examples, "--stylesheet", "nested.lss"], status: 2,
            error: "stopped after 100 errors"),
        Case(
            name: "verify on a folder", files: { [("k.public", text("livery-ed25519-public:AAAA"))] },
            arguments: [
                "verify", ".", "--trust", "livery-ed25519-public:O2onvM62pC1io6jQKm8Nc2UyFXcd4kOmOsBIoYtZ2ik=",
            ],
            status: 2, error: "it is a folder, not a pack archive"),
        // 4. Escaping: a token name that ends every comment and string it can, in generated Swift.
        Case(
            name: "hostile names and descriptions in export --format swift",
            files: {
                [
                    (
                        "t.tokens.json",
                        text(
                            #"{"*/\n\"": {"$type": "number", "$value": 1, "$description": "line\r\n*/ \u0000 /* \u2028"}, "--": {"$type": "number", "$value": 2}}"#
                        )
                    )
                ]
            }, arguments: ["export", "t.tokens.json", "--format", "swift", "-o", "Tokens.swift"], status: 0, error: ""),
        // 5. Writing where it must not.
        Case(
            name: "a destination that is the config itself",
            files: {
                [
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "\#(examples)", "platforms": {"p": {"format": "css", "destination": "livery.config.json"}}}"#
                        )
                    )
                ]
            },
            arguments: ["build"], status: 2, error: "is the config file; livery build never writes over its inputs"),
        Case(
            name: "a pack written over a folder",
            files: { [("k.private", text(PackSigningKey().text)), ("out/keep.txt", text("mine"))] },
            arguments: ["pack", Repository.path("Examples/Packs/Autumn"), "-o", "out", "--key", "k.private"],
            status: 2, error: "it is a folder, not a file to write the archive to"),
        // 6. Silence and unclear words.
        Case(
            name: "invalid UTF-8 in strict mode",
            files: {
                [
                    (
                        "t.tokens.json",
                        Data(#"{"a": {"$type": "string", "$value": "caf"#.utf8) + [0xE9] + Data(#""}}"#.utf8)
                    )
                ]
            },
            arguments: ["lint", "--strict", "t.tokens.json"], status: 2, error: "t.tokens.json:1:41: invalid UTF-8"),
        Case(
            name: "writing into /proc", files: { [] },
            arguments: ["export", examples, "--format", "css", "-o", "/proc/livery/tokens.css"], status: 2,
            error: "error: cannot write /proc/livery/tokens.css: No such file or directory"),
        Case(
            name: "a key file that is a pack",
            files: { [("a.liverypack", Data([0x50, 0x4B, 0x03, 0x04, 0xFF, 0xFE]))] },
            arguments: ["verify", "a.liverypack", "--trust", "a.liverypack"], status: 2,
            error: "cannot read the key (a .public file or livery-ed25519-public:…): the text is not UTF-8"),
    ]

    @Test("Each case ends in its exit status and typed error, within the CPU and memory limits", arguments: cases)
    func hostile(_ hostile: Case) throws {
        let scratch = try TemporaryFolder("hostile")
        let folder = scratch.url
        let files = hostile.files()
        for (name, data) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let run = try Self.run(hostile.arguments, in: folder)
        #expect(!run.signaled, "\(hostile.name): \(run)")
        #expect(run.status == hostile.status, "\(hostile.name): \(run)")
        #expect(hostile.error.isEmpty || run.errors.contains(hostile.error), "\(hostile.name): \(run)")
        // An error is a line or a few, never a flood: the 50,000 braces gave hundreds of megabytes before.
        #expect(run.errorBytes < 64 << 10, "\(hostile.name): \(run.errorBytes) bytes of errors")
        // Every file the case made is as it was: a refused write touched none (a config, a folder's file).
        for (name, data) in files {
            #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == data, "\(name) was changed")
        }
    }

    @Test("livery build does not follow a symbolic link out of the folder it writes into")
    func symlinkedOutput() throws {
        let scratch = try TemporaryFolder("hostile")
        let folder = scratch.url
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("out").path, withDestinationPath: "elsewhere")
        try Data(
            #"{"source": "\#(Self.examples)", "platforms": {"p": {"buildPath": "out", "format": "css", "destination": "tokens.css"}}}"#
                .utf8
        )
        .write(to: folder.appendingPathComponent("livery.config.json"))
        let run = try Self.run(["build"], in: folder)
        #expect(run.status == 2 && run.errors.contains("'out' is a symbolic link (to elsewhere)"), "\(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    /// The toolchain's `swiftc` on `PATH`, when there is one.
    static let swiftc = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    // Skipped (and reported as skipped, not passed) without a swiftc; .ci/consumers type-checks the same output
    // in CI either way.
    @Test(
        "the Swift written for hostile names parses (swiftc -parse)",
        .enabled(if: swiftc != nil, "no swiftc on PATH"))
    func hostileSwiftParses() throws {
        let swiftc = try #require(Self.swiftc)
        let scratch = try TemporaryFolder("hostile")
        let folder = scratch.url
        let hostile = try #require(Self.cases.first { $0.name.hasPrefix("hostile names") })
        for (name, data) in hostile.files() { try data.write(to: folder.appendingPathComponent(name)) }
        let export = try Self.run(hostile.arguments, in: folder)
        #expect(export.status == hostile.status, "\(export)")
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-parse", folder.appendingPathComponent("Tokens.swift").path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && !text.contains("warning"), "\(text)")
    }
}
