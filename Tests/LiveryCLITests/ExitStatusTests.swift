import Foundation
import LiveryTestSupport
import Testing

/// The exit statuses `livery --help` promises, for every command, through the real binary in a folder of its own:
/// 0 success, 1 findings (lint, audit, pack), a refused pack (verify) or a change reaching --fail-on (diff), 2 bad
/// invocation or input (an unknown option, a missing argument, a file that is not there, no config where one is
/// needed).
@Suite("Exit statuses: 0, 1 and 2 as documented, for every command")
struct ExitStatusTests {
    /// One run: the arguments (`$T` is the run's folder, `$R` the repository), and the status it must end with.
    struct Row: CustomStringConvertible {
        let arguments: [String]
        let status: Int32
        init(_ status: Int32, _ arguments: String...) {
            self.status = status
            self.arguments = arguments
        }
        var description: String { "livery \(arguments.joined(separator: " ")) → \(status)" }
    }

    /// Every command with each status it can end with, in an order where later rows use earlier rows' files (the
    /// key pair, the pack).
    static let rows: [Row] = [
        Row(0, "lint", "$R/Examples/Themes"),
        Row(1, "lint", "$R/Tests/Fixtures/Lint/contrast.tokens.json"),
        Row(2, "lint", "$T/missing"), Row(2, "lint", "--bogus", "$R/Examples/Themes"),
        Row(0, "resolve", "$R/Examples/Themes", "--theme", "dark"),
        Row(2, "resolve", "$R/Examples/Themes", "--theme", "nope"), Row(2, "resolve"),
        Row(0, "diff", "$R/Examples/Themes", "$R/Examples/Themes", "--fail-on", "patch"),
        Row(
            1, "diff", "$R/Tests/Fixtures/RealWorld/signalwire/1.0.0/signalwire.resolver.json",
            "$R/Tests/Fixtures/RealWorld/signalwire/signalwire.resolver.json", "--fail-on", "breaking"),
        Row(2, "diff", "$R/Examples/Themes", "$T/missing"), Row(2, "diff", "$R/Examples/Themes"),
        Row(0, "color", "#ff5073", "--against", "#ffffff"), Row(2, "color", "notacolor"), Row(2, "colour", "#fff"),
        Row(0, "convert", "$R/Examples/Themes/light.tokens.json", "-o", "$T/light.tokens.yaml"),
        Row(2, "convert", "$T/missing.json", "-o", "$T/x.yaml"),
        Row(0, "export", "$R/Examples/Themes", "--format", "css", "-o", "$T/tokens.css"),
        Row(2, "export", "$R/Examples/Themes", "--format", "pdf", "-o", "$T/tokens.pdf"),
        Row(2, "build"), Row(2, "build", "--config", "$T/missing.json"),
        Row(0, "generate", "--seed", "#6750a4", "--map", "$R/Examples/Themes/scheme-roles.json", "-o", "$T/Generated"),
        Row(2, "generate", "--seed", "#6750a4", "--map", "$T/missing.json", "-o", "$T/Other"),
        Row(2, "generate", "--map", "$R/Examples/Themes/scheme-roles.json", "-o", "$T/Other"),
        Row(0, "audit", "$R/Examples/Themes"), Row(1, "audit", "$R/Tests/Fixtures/Audit/failing.tokens.json"),
        Row(2, "audit", "$T/missing"),
        Row(0, "preview", "$R/Examples/Themes", "-o", "$T/preview.html"), Row(2, "preview"),
        Row(0, "keygen", "-o", "$T/publisher"), Row(0, "keygen", "-o", "$T/other"), Row(2, "keygen", "--bogus"),
        Row(0, "pack", "$R/Examples/Packs/Autumn", "-o", "$T/autumn.liverypack", "--key", "$T/publisher.private"),
        Row(2, "pack", "$R/Examples/Packs/Autumn", "-o", "$T/x.liverypack", "--key", "$T/missing.private"),
        Row(0, "verify", "$T/autumn.liverypack", "--trust", "$T/publisher.public"),
        Row(1, "verify", "$T/autumn.liverypack", "--trust", "$T/other.public"),
        Row(2, "verify", "$T/missing.liverypack", "--trust", "$T/publisher.public"),
        Row(
            0, "demo", "--themes", "$R/Examples/Themes", "--stylesheet", "$R/Examples/Styles/app.lss", "--snapshot",
            "light"),
        Row(2, "demo", "--themes", "$R/Examples/Themes", "--snapshot", "nope"),
        Row(2, "demo", "--themes", "$T/missing", "--snapshot", "light"),
        // No arguments shows the help, as --help does.
        Row(0, "--version"), Row(0, "--help"), Row(0), Row(2, "frobnicate"),
    ]

    @Test("Each command ends with the status its help promises, and a failure says why in one line")
    func everyCommand() throws {
        let folder = try TemporaryFolder("exit-status")
        let repository = Repository.root.path
        var commands: Set<String> = []
        for row in Self.rows {
            let arguments = row.arguments.map {
                $0.replacingOccurrences(of: "$T", with: folder.url.path).replacingOccurrences(
                    of: "$R", with: repository)
            }
            let run = try HostileInputTests.run(arguments, in: folder.url)
            #expect(run.status == row.status, "\(row): \(run)")
            #expect(!run.signaled, "\(row)")
            if row.status == 2, row.arguments.first != nil {
                // Bad input is one line naming what was wrong.
                #expect(run.errors.split(separator: "\n").count == 1, "\(row): \(run.errors)")
                #expect(run.errors.hasPrefix("error: "), "\(row): \(run.errors)")
            }
            if let first = row.arguments.first, !first.hasPrefix("-") { commands.insert(first) }
        }
        // The table covers every command the tool has (and one it does not).
        let expected: Set = [
            "lint", "resolve", "diff", "color", "colour", "convert", "export", "build", "generate", "audit", "preview",
            "keygen", "pack", "verify", "demo", "frobnicate",
        ]
        #expect(commands == expected)
    }

    @Test(
        "Output that cannot be written (standard output on /dev/full) is exit status 2 and a line saying so",
        .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "no /dev/full"))
    func fullStandardOutput() throws {
        let folder = try TemporaryFolder("exit-status")
        let repository = Repository.root.path
        for arguments in [
            ["keygen", "-o", "k"],
            ["pack", "\(repository)/Examples/Packs/Autumn", "-o", "a.liverypack", "--key", "k.private"],
        ] {
            try #require(try HostileInputTests.run(arguments, in: folder.url).status == 0)
        }
        let themes = "\(repository)/Examples/Themes"
        let printing: [[String]] = [
            ["lint", themes], ["resolve", themes, "--theme", "dark"], ["diff", themes, themes], ["color", "#ff5073"],
            ["audit", themes], ["export", themes, "--format", "css"], ["convert", "\(themes)/light.tokens.json"],
            ["preview", themes], ["verify", "a.liverypack", "--trust", "k.public"],
            [
                "demo", "--themes", themes, "--stylesheet", "\(repository)/Examples/Styles/app.lss", "--snapshot",
                "light",
            ],
            ["--help"],
        ]
        for arguments in printing {
            let process = Process()
            process.executableURL = try HostileInputTests.livery()
            process.arguments = arguments
            process.currentDirectoryURL = folder.url
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            let errors = Pipe()
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2, "\(arguments): \(text)")
            #expect(
                text.contains("error: cannot write to standard output: no space left on device"),
                "\(arguments): \(text)")
        }
    }

    @Test("demo --themes with tokens the stylesheet names and the themes lack: each warning once, with its place")
    func demoWarningsOnce() throws {
        let folder = try TemporaryFolder("exit-status")
        try folder.write(
            "themes/t.tokens.json", ##"{"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"##)
        try folder.write(
            "themes/themes.resolver.json",
            ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [{"$ref": "t.tokens.json"}]}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
        )
        let run = try HostileInputTests.run(
            [
                "demo", "--themes", folder.appending("themes").path, "--stylesheet",
                Repository.path("Examples/Styles/app.lss"), "--snapshot", "light", "--format", "text",
            ], in: folder.url)
        #expect(run.status == 0, "\(run)")
        let lines = run.errors.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("warning: ") && $0.contains("app.lss:") }, "\(lines)")
        // The runtime's console log printed every one a second time ("Livery warning: …").
        #expect(Set(lines).count == lines.count, "\(lines)")
    }

    @Test("A misspelled command is named with the closest one: 'colour' → did you mean 'color'?")
    func misspelledCommand() throws {
        let folder = try TemporaryFolder("exit-status")
        let run = try HostileInputTests.run(["colour", "#fff"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.errors == "error: unknown command 'colour'; did you mean 'color'? (see 'livery --help')\n")
    }
}
