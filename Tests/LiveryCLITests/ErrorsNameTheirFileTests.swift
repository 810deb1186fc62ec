import Foundation
import LiveryTestSupport
import Testing

/// Every kind of file a command reads, broken, through every command that reads it: the error names the file, and
/// for a text file the line and column where it goes wrong, so a user never has to guess which of their files a
/// message is about.
@Suite("Every error names its file, with line and column in text files")
struct ErrorsNameTheirFileTests {
    struct Case: Sendable, CustomStringConvertible {
        let arguments: [String]
        /// The file the error must name, and whether a line and column must follow it.
        let file: String
        let positioned: Bool
        var description: String { arguments.joined(separator: " ") }
    }

    /// A file of each kind, broken, and the good files the commands need beside them.
    static let files: [(String, String)] = [
        ("good.tokens.json", ##"{"a": {"$type": "color", "$value": "#ffffff"}}"##),
        ("broken.tokens.json", "{\"a\": {\"$type\": \"color\", \"$value\": \"#fff\"},\n \"b\": }"),
        ("broken.tokens.yaml", "a:\n  $type: color\n  $value: [\n"),
        (
            "alias.tokens.json",
            "{\"a\": {\"$type\": \"color\", \"$value\": \"#fff\"},\n \"b\": {\"$value\": \"{nope}\"}}"
        ),
        (
            "r.resolver.json",
            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "broken.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
        ),
        ("lint.config.json", "{\"lint\": {\"rules\": {\n  \"min-contrast\": [\"error\", {\"pairs\": 3}]}}}"),
        (
            "livery.config.json",
            "{\"source\": \"good.tokens.json\",\n \"platforms\": {\"p\": {\"format\": \"nope\", \"destination\": \"x\"}}}"
        ),
        (
            "template.config.json",
            #"{"source": "good.tokens.json", "platforms": {"p": {"template": "bad.mustache", "destination": "x.txt"}}}"#
        ),
        ("bad.mustache", "{{#themes}}"),
        ("map.json", "{\"primary\":\n 3}"),
        (
            "p/pack.json",
            "{\"id\": \"x\", \"displayName\": \"X\", \"version\": \"1.0.0\",\n \"themes\": [{\"name\": \"a\"}]}"
        ),
        ("bad.key", "not a key"),
        ("bad.liverypack", "not a zip archive"),
        ("bad.ttf", "xx"),
    ]

    static let cases: [Case] =
        [
            ["lint"], ["resolve"], ["audit"], ["export", "--format", "css"], ["convert", "-o", "out.yaml"],
            ["preview", "-o", "p.html"],
        ].flatMap { command in
            // A broken alias is an error where a command needs the values; `lint` reports it as a finding (with
            // its file, line and column too) and `convert` keeps it as written.
            [Case(arguments: command + ["broken.tokens.json"], file: "broken.tokens.json", positioned: true)]
                + (["lint", "convert"].contains(command[0])
                    ? []
                    : [Case(arguments: command + ["alias.tokens.json"], file: "alias.tokens.json", positioned: true)])
        } + [
            Case(arguments: ["lint", "broken.tokens.yaml"], file: "broken.tokens.yaml", positioned: true),
            Case(arguments: ["lint", "r.resolver.json"], file: "broken.tokens.json", positioned: true),
            Case(
                arguments: ["diff", "broken.tokens.json", "good.tokens.json"], file: "broken.tokens.json",
                positioned: true),
            Case(
                arguments: ["diff", "good.tokens.json", "broken.tokens.json"], file: "broken.tokens.json",
                positioned: true),
            Case(
                arguments: ["lint", "good.tokens.json", "--config", "lint.config.json"], file: "lint.config.json",
                positioned: true),
            Case(arguments: ["build"], file: "livery.config.json", positioned: true),
            Case(arguments: ["build", "--config", "template.config.json"], file: "bad.mustache", positioned: true),
            Case(
                arguments: ["generate", "--seed", "#6750a4", "--map", "map.json", "-o", "out"], file: "map.json",
                positioned: true),
            Case(
                arguments: ["pack", "p", "-o", "p.liverypack", "--key", "k.private"], file: "pack.json",
                positioned: true),
            Case(
                arguments: ["pack", "p", "-o", "p.liverypack", "--key", "bad.key"], file: "bad.key", positioned: false),
            Case(arguments: ["lint", "good.tokens.json", "--font", "bad.ttf"], file: "bad.ttf", positioned: false),
            Case(arguments: ["verify", "bad.liverypack", "--trust", "bad.key"], file: "bad.key", positioned: false),
            Case(
                arguments: ["lint", "good.tokens.json", "--config", "missing.json"], file: "missing.json",
                positioned: false),
        ]

    @Test("the error names the file", arguments: cases)
    func named(_ test: Case) throws {
        let folder = try TemporaryFolder("errors-name-files")
        for (path, text) in Self.files { try folder.write(path, text) }
        if test.arguments.contains("k.private") {
            _ = try TerminalControlTests.run(["keygen", "-o", "k"], in: folder.url)
        }
        let run = try TerminalControlTests.run(test.arguments, in: folder.url)
        #expect(run.status == 2, "\(test): exit \(run.status), \(run.errors)")
        let line = run.errors.split(separator: "\n").first.map(String.init) ?? ""
        let pattern =
            #"(^|[ /])"# + NSRegularExpression.escapedPattern(for: test.file) + (test.positioned ? #":\d+:\d+: "# : ":")
        #expect(line.range(of: pattern, options: .regularExpression) != nil, "\(test): \(line)")
    }

    @Test("an archive that is no zip is refused naming it, in words")
    func archive() throws {
        let folder = try TemporaryFolder("errors-name-files")
        for (path, text) in Self.files { try folder.write(path, text) }
        _ = try TerminalControlTests.run(["keygen", "-o", "k"], in: folder.url)
        let run = try TerminalControlTests.run(["verify", "bad.liverypack", "--trust", "k.public"], in: folder.url)
        #expect(run.status == 1)
        #expect(
            (run.output + run.errors).contains("bad.liverypack: not a readable pack archive: it is not a zip archive"),
            "\(run)")
    }
}
