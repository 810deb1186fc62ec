import Foundation
import LiveryCLI
import LiveryCore
import LiveryTestSupport
import Testing

/// Every command of the `livery` tool on input whose every name holds terminal controls — token names and
/// descriptions, theme and modifier names, file names, a build platform's name, a pack's display name, a font
/// file's name — that would retitle the window, clear the screen and start a C1 control sequence if printed raw.
/// Whatever a command prints, on standard output or standard error, shows them as escapes (`\u{1B}`): the text of
/// every command goes through one function, `Escaping.terminal`, where it leaves for a terminal.
@Suite("Terminal controls in every name are escaped in every command's output")
struct TerminalControlTests {
    /// OSC 0 (set the window title) ended by BEL, CSI 2J (clear the screen), and CSI as one C1 character.
    static let controls = "\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}"

    /// The runs, by command; `demo` is left out (it draws its own frame on a terminal, and LiveryDemoTests run
    /// it under tmux).
    static let table: [String: [[String]]] = [
        "lint": [["lint", "t/r.resolver.json"], ["lint", "t/r.resolver.json", "--format", "json"]],
        "resolve": [
            ["resolve", "t/r.resolver.json", "--format", "table"], ["resolve", "t/r.resolver.json"],
            ["resolve", "t/r.resolver.json", "--theme", "nope\(controls)"],
        ],
        "diff": [
            ["diff", "t/r.resolver.json", "t/base.tokens.json"],
            ["diff", "t/r.resolver.json", "t/base.tokens.json", "--format", "markdown"],
        ],
        "color": [["color", "#fff\(controls)"], ["color", "#ffffff", "--against", "#000000"]],
        "convert": [["convert", "t/base.tokens.json", "--to", "dtcg"]],
        "export": [["export", "t/r.resolver.json", "--format", "css"]],
        "build": [["build"]],
        "generate": [["generate", "--seed", "#6750a4", "--map", "map.json", "-o", "generated\(controls)"]],
        "audit": [
            ["audit", "t/r.resolver.json"], ["audit", "t/r.resolver.json", "--format", "json"],
            ["audit", "t/r.resolver.json", "--format", "html", "-o", "audit\(controls).html"],
        ],
        "preview": [["preview", "t/r.resolver.json", "-o", "preview\(controls).html"]],
        "keygen": [["keygen", "-o", "key\(controls)"]],
        "pack": [["pack", "p", "-o", "p.liverypack", "--key", "k.private"]],
        "verify": [["verify", "p.liverypack", "--trust", "k.public"]],
    ]

    /// `mcp` is a server that serves standard input until it closes, so it is not run in-process here: the
    /// official MCP Python SDK drives it (Tests/MCP, `.ci/mcp`); its answers are JSON-RPC, whose encoder escapes every control character.
    @Test("the table names every command of the tool but the demo and the MCP server")
    func tableIsComplete() {
        let names = LiveryCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        #expect(Set(names).subtracting(["demo", "mcp"]) == Set(Self.table.keys))
    }

    static var runs: [[String]] { table.keys.sorted().flatMap { table[$0]! } }

    @Test("no raw ESC, BEL or C1 control reaches standard output or standard error", arguments: runs)
    func escaped(_ arguments: [String]) throws {
        let folder = try TemporaryFolder("terminal-controls")
        try Self.makeProject(in: folder)
        let run = try Self.run(arguments, in: folder.url)
        let text = run.output + run.errors
        let raw = text.unicodeScalars.filter { [0x1B, 0x07, 0x9B].contains($0.value) }
        #expect(raw.isEmpty, "\(arguments): \(text.debugDescription.prefix(800))")
        // The names were read and shown: the runs print them escaped, not dropped.
        #expect(!text.isEmpty, "\(arguments): printed nothing")
    }

    /// A resolver whose modifier, contexts, tokens and files are named with the controls; a build config whose
    /// platform is; a role map; a pack whose display name and font file are; the key that signs it, and the pack
    /// signed (made with the tool before each run).
    static func makeProject(in folder: TemporaryFolder) throws {
        let c = controls
        func json(_ object: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        }
        let tokens: [String: Any] = [
            "color": [
                "$type": "color",
                "fg\(c)": [
                    "$value": "#777777", "$description": "text\(c)",
                    "$extensions": ["org.livery.contrast": ["against": "{color.bg\(c)}", "minimum": 4.5]],
                ],
                "bg\(c)": ["$value": "#888888"],
            ],
            "font": ["$type": "fontFamily", "body\(c)": ["$value": "Inter\(c)"]],
        ]
        try folder.write("t/base.tokens.json", try json(tokens))
        try folder.write(
            "t/dark\(c).tokens.json", try json(["color": ["$type": "color", "bg\(c)": ["$value": "#000"]]]))
        let resolver: [String: Any] = [
            "version": "2025.10", "sets": ["base": ["sources": [["$ref": "base.tokens.json"]]]],
            "modifiers": [
                "mode\(c)": [
                    "contexts": ["light\(c)": [], "dark\(c)": [["$ref": "dark\(c).tokens.json"]]],
                    "default": "light\(c)",
                ]
            ],
            "resolutionOrder": [["$ref": "#/sets/base"], ["$ref": "#/modifiers/mode\(c)"]],
        ]
        try folder.write("t/r.resolver.json", try json(resolver))
        try folder.write(
            "livery.config.json",
            try json([
                "source": "t/r.resolver.json",
                "platforms": ["web\(c)": ["format": "css", "destination": "out/tokens.css"]],
            ]))
        try folder.write("map.json", try json(["primary": "color.fg\(c)"]))
        // The pack: its display name and font file named with the controls, its themes the tokens above.
        try folder.write("p/tokens/base.tokens.json", try json(tokens))
        let font = Repository.path("Examples/Packs/Autumn/fonts/LobsterTwo-BoldItalic.otf")
        try FileManager.default.createDirectory(at: folder.appending("p/fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: font, toPath: folder.appending("p/fonts/Lobster\(c).otf").path)
        try folder.write(
            "p/pack.json",
            try json([
                "id": "com.example.controls", "displayName": "Controls\(c)", "version": "1.0.0",
                "themes": [["name": "light\(c)", "files": ["tokens/base.tokens.json"]]],
                "defaultTheme": "light\(c)", "fonts": ["fonts/Lobster\(c).otf"],
            ]))
        for arguments in [["keygen", "-o", "k"], ["pack", "p", "-o", "signed.liverypack", "--key", "k.private"]] {
            let run = try run(arguments, in: folder.url)
            try #require(run.status == 0 || arguments[0] == "pack", "\(arguments): \(run.errors)")
        }
        // verify reads a pack made of these names whatever pack thought of its lint: copy the one made, if any.
        if FileManager.default.fileExists(atPath: folder.appending("signed.liverypack").path) {
            try FileManager.default.copyItem(
                at: folder.appending("signed.liverypack"), to: folder.appending("p.liverypack"))
        }
    }

    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = try HostileInputTests.livery()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Standard error on another thread: a command may fill one pipe while this one waits on the other.
        let errorData = LockedValue(Data())
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorData.withLock { $0 = data }
            done.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: data, as: UTF8.self),
            String(decoding: errorData.withLock { $0 }, as: UTF8.self)
        )
    }

}
