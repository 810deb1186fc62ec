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
    static func laughs(_ use: String, comment: String? = nil, lineBreak: String = "\n") -> Data {
        var lines = comment.map { [$0] } ?? []
        lines.append(#"l0: &l0 ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]"#)
        for level in 1...8 {
            lines.append(
                "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return text((lines + [use]).joined(separator: lineBreak) + lineBreak)
    }

    /// A Tokens Studio project with `count` theme groups of two themes each: 2^count combinations.
    static func tokensStudioGroups(_ count: Int) -> Data {
        let themes = (0..<count).flatMap { group in
            (0..<2).map {
                #"{"id": "\#(group)-\#($0)", "name": "o\#($0)", "group": "g\#(group)", "selectedTokenSets": {"core": "enabled"}}"#
            }
        }
        return text(
            ##"{"core": {"a": {"value": "#fff", "type": "color"}}, "$themes": [\##(themes.joined(separator: ","))], "$metadata": {"tokenSetOrder": ["core"]}}"##
        )
    }

    /// An object of `count` number tokens, then the same keys again: reading it once cost the square of its
    /// size (each duplicate moved every member after the first), and listed a warning for every key.
    static func repeatedKeys(_ count: Int) -> Data {
        let members = (0..<count).map { #""a\#($0)": {"$type": "number", "$value": 1}"# }.joined(separator: ",")
        return text("{" + members + "," + members + "}")
    }

    /// A resolver whose sets `s0`…`s(depth-1)` each name the next one twice; the last holds `leaf` (or nothing).
    static func setFan(depth: Int, leaf: String?) -> Data {
        let sets = (0..<depth).map {
            ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}, {"$ref": "#/sets/s\##($0 + 1)"}]}"##
        }
        let last = #""s\#(depth)": {"sources": [\#(leaf ?? "")]}"#
        return text(
            ##"{"version": "2025.10", "sets": {\##((sets + [last]).joined(separator: ","))}, "resolutionOrder": [{"$ref": "#/sets/s0"}]}"##
        )
    }

    /// A resolver whose sets each name the next, `count` long, the last holding one token.
    static func setChain(_ count: Int) -> Data {
        let sets = (0..<count).map { ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}]}"## }
        let last = #""s\#(count)": {"sources": [{"a": {"$type": "number", "$value": 1}}]}"#
        return text(
            ##"{"version": "2025.10", "sets": {\##((sets + [last]).joined(separator: ","))}, "resolutionOrder": [{"$ref": "#/sets/s0"}]}"##
        )
    }

    /// Two colors whose contrast is far below AA: a pair of them fails `min-contrast` in every theme.
    static let lowContrastColors =
        ##"{"color": {"$type": "color", "fg": {"$value": "#777777"}, "bg": {"$value": "#888888"}}}"##

    /// A config turning `min-contrast` on with `pairs` copies of the pair `color.fg` on `color.bg`.
    static func minContrastConfig(pairs: Int) -> Data {
        let pair = #"{"foreground": "color.fg", "background": "color.bg"}"#
        let list = Array(repeating: pair, count: pairs).joined(separator: ",")
        return text(#"{"lint": {"rules": {"min-contrast": ["error", {"pairs": [\#(list)]}]}}}"#)
    }

    /// `count` groups, each holding a number and an alias to it that declares `$type` (the rule's finding).
    static func typedAliasGroups(_ count: Int) -> Data {
        text(
            "{"
                + (0..<count).map {
                    #""g\#($0)": {"n": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": "{g\#($0).n}"}}"#
                }.joined(separator: ",") + "}")
    }

    /// A number token `count` groups deep: `a.a.….a`.
    static func deepToken(_ count: Int) -> Data {
        let open = Array(repeating: #"{"a": "#, count: count).joined()
        return text(open + #"{"$type": "number", "$value": 1}"# + String(repeating: "}", count: count))
    }

    /// `count` times `**.a`, then `z`: a pattern that a path of `a`s never matches, after trying every split.
    /// A string of 100,000 characters and 200 tokens aliasing it: 20 MB of output from 100 KB of input.
    static func amplifiedString() -> Data {
        let aliases = (0..<200).map { #""a\#($0)": {"$value": "{s}"}"# }.joined(separator: ",")
        return text(
            #"{"s": {"$type": "string", "$value": "\#(String(repeating: "x", count: 100_000))"}, \#(aliases)}"#)
    }

    static func doubleStars(_ count: Int) -> String {
        Array(repeating: "**.a", count: count).joined(separator: ".") + ".z"
    }

    /// A token file of `count` number tokens.
    static func numbers(_ count: Int) -> Data {
        text(
            "{" + (0..<count).map { #""n\#($0)": {"$type": "number", "$value": \#($0)}"# }.joined(separator: ",") + "}")
    }

    /// A resolver of one modifier with `contexts` contexts, each of the one `source`, after a set of the file
    /// `base` when given.
    static func modifier(contexts: Int, source: String, base: String? = nil) -> Data {
        let list = (0..<contexts).map { #""c\#($0)": [\#(source)]"# }.joined(separator: ",")
        let set = base.map { #"{"type": "set", "name": "base", "sources": [{"$ref": "\#($0)"}]}, "# } ?? ""
        return text(
            ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {\##(list)}, "default": "c0"}}, "resolutionOrder": [\##(set){"$ref": "#/modifiers/m"}]}"##
        )
    }

    /// Groups `g0`…`g(count-1)`, each extending the next and adding a token: the theme holds count²/2 of them.
    static func extendsChain(_ count: Int) -> Data {
        let groups = (0..<count).map { index in
            let extends = index + 1 < count ? #""$extends": "{g\#(index + 1)}", "# : ""
            return #""g\#(index)": {\#(extends)"t\#(index)": {"$type": "number", "$value": \#(index)}}"#
        }
        return text("{" + groups.joined(separator: ",") + "}")
    }

    /// A token whose value holds, `depth` levels down, a `$ref` to the value's own first member: each expansion
    /// nests the value inside itself again.
    static func selfPointer(depth: Int) -> Data {
        var value = ##"{"$ref": "#/a/$value/x"}"##
        for _ in 0..<depth { value = #"{"x": "# + value + "}" }
        return text(#"{"a": {"$value": "# + value + "}}")
    }

    /// Color tokens that a format names alike: `tree` with each `{}` a color.
    static func colliding(_ tree: String) -> Data {
        text(tree.replacingOccurrences(of: "{}", with: ##"{"$type": "color", "$value": "#336699"}"##))
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
            name: "a YAML token file of aliases whose lines end in CR alone, after a comment",
            files: {
                [
                    (
                        "t.tokens.yaml",
                        laughs(
                            #"a: {"$type": "string", "$value": "x", "$extensions": {"b": *l8}}"#, comment: "# tokens",
                            lineBreak: "\r")
                    )
                ]
            },
            arguments: ["resolve", "t.tokens.yaml"], status: 2, error: "t.tokens.yaml:2:5: YAML anchors (&name)"),
        Case(
            name: "a YAML config of aliases whose lines end in NEL, after a comment",
            files: { [("livery.config.yaml", laughs("source: *l8", comment: "# config", lineBreak: "\u{85}"))] },
            arguments: ["build"], status: 2, error: "YAML anchors (&name) are not supported"),
        Case(
            name: "a YAML config of aliases whose lines end in LINE SEPARATOR, after a comment",
            files: { [("livery.config.yaml", laughs("source: *l8", comment: "# config", lineBreak: "\u{2028}"))] },
            arguments: ["build"], status: 2, error: "YAML anchors (&name) are not supported"),
        Case(
            name: "a YAML config of nine levels of aliases",
            files: { [("livery.config.yaml", laughs("source: *l8"))] }, arguments: ["build"], status: 2,
            error: "YAML anchors (&name) are not supported"),
        Case(
            name: "an object of 100,000 keys, each written twice",
            files: { [("t.tokens.json", repeatedKeys(100_000))] }, arguments: ["lint", "t.tokens.json"], status: 0,
            error: "99900 more comments, trailing commas or duplicate keys are not listed (the first 100 are)"),
        Case(
            name: "Tokens Studio groups that combine into a million themes",
            files: { [("tokens.json", tokensStudioGroups(20))] }, arguments: ["lint", "tokens.json"], status: 2,
            error: "combine into 1048576 themes, more than the limit of 1024 (ThemeSet.maximumThemeCount)"),
        Case(
            name: "Tokens Studio groups that combine into more themes than an Int counts",
            files: { [("tokens.json", tokensStudioGroups(70))] }, arguments: ["lint", "tokens.json"], status: 2,
            error: "the 70 theme groups combine into more themes than the limit of 1024 (ThemeSet.maximumThemeCount)"),
        Case(
            name: "a resolver whose sets each name the next twice, 30 deep",
            files: { [("r.resolver.json", setFan(depth: 30, leaf: #"{"a": {"$type": "number", "$value": 1}}"#))] },
            arguments: ["lint", "r.resolver.json"], status: 2,
            error: "more than 256 token sources, each set and file counted at every use (the limit, ThemeSource"),
        Case(
            name: "a resolver whose sets each name the next twice, 30 deep, around no tokens",
            files: { [("r.resolver.json", setFan(depth: 30, leaf: nil))] }, arguments: ["lint", "r.resolver.json"],
            status: 0, error: ""),
        Case(
            name: "a resolver whose 50,000 sets each name the next",
            files: { [("r.resolver.json", setChain(50_000))] }, arguments: ["resolve", "r.resolver.json"],
            status: 0, error: ""),
        Case(
            name: "a resolver of 1,000 contexts that each name one file of 20,000 tokens",
            files: {
                [
                    ("big.tokens.json", numbers(20_000)),
                    ("r.resolver.json", modifier(contexts: 1_000, source: #"{"$ref": "big.tokens.json"}"#)),
                ]
            },
            arguments: ["lint", "r.resolver.json"], status: 2,
            error: "r.resolver.json (each set and file counted at every use) would take more than 4194304 units"),
        Case(
            name: "a chain of 2,000 groups that each extend the next and add a token, under a budget of 500,000",
            files: { [("t.tokens.json", extendsChain(2_000))] },
            arguments: ["lint", "--work-budget", "500000", "t.tokens.json"], status: 2,
            error: #"applying the group $extends of theme "tokens" (each token and group copied; at group "#),
        Case(
            name: "a value that points into itself from 120 levels down",
            files: { [("t.tokens.json", selfPointer(depth: 120))] },
            arguments: ["resolve", "t.tokens.json"], status: 2,
            error: ": a: $ref pointers expand this value to more than 128 levels of nesting, the most a file may hold"),
        Case(
            name: "lint of 2,000 tokens under a budget of 1,000 units",
            files: { [("t.tokens.json", numbers(2_000))] },
            arguments: ["lint", "--work-budget", "1000", "t.tokens.json"], status: 2,
            error: "going through the tokens of every theme (1 themes so far, at 'tokens') would take more than 1000"),
        Case(
            name: "a build config whose workBudget is 1,000 units, over 2,000 tokens",
            files: {
                [
                    ("t.tokens.json", numbers(2_000)),
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "t.tokens.json", "workBudget": 1000, "platforms": {"p": {"format": "css", "destination": "out.css"}}}"#
                        )
                    ),
                ]
            }, arguments: ["build"], status: 2, error: "would take more than 1000 units of work"),
        Case(
            name: "--work-budget replaces a build config's workBudget",
            files: {
                [
                    ("t.tokens.json", numbers(2_000)),
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "t.tokens.json", "workBudget": 1000, "platforms": {"p": {"format": "css", "destination": "out.css"}}}"#
                        )
                    ),
                ]
            }, arguments: ["build", "--work-budget", "100000"], status: 0, error: ""),
        Case(
            name: "a build config whose workBudget is not a whole number",
            files: {
                [
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "t.tokens.json", "workBudget": 10.5, "platforms": {"p": {"format": "css", "destination": "out.css"}}}"#
                        )
                    )
                ]
            }, arguments: ["build"], status: 2,
            error: "livery.config.json:1:43: workBudget: expected a whole number of units"),
        Case(
            name: "--work-budget 0", files: { [] }, arguments: ["lint", "--work-budget", "0", "t.tokens.json"],
            status: 2, error: "--work-budget must be a positive number of units"),
        Case(
            name: "lint of 1,024 themes over a set of 20,000 tokens",
            files: {
                [
                    ("big.tokens.json", numbers(20_000)),
                    ("r.resolver.json", modifier(contexts: 1_024, source: "{}", base: "big.tokens.json")),
                ]
            },
            arguments: ["lint", "r.resolver.json"], status: 2,
            error: "going through the tokens of every theme (210 themes so far, at 'c209') would take more than"),
        // A config's rule lists multiply with the themes: 20,000 pairs in 1,024 permutations is 20 million
        // checks (it ran past 20 s at 1.3 GB and printed one line per permutation); charged, refused at once.
        Case(
            name: "min-contrast of 20,000 pairs in 1,024 themes",
            files: {
                [
                    ("base.tokens.json", text(lowContrastColors)),
                    ("r.resolver.json", modifier(contexts: 1_024, source: "{}", base: "base.tokens.json")),
                    ("livery.config.json", minContrastConfig(pairs: 20_000)),
                ]
            },
            arguments: ["lint", "r.resolver.json", "--config", "livery.config.json"], status: 2,
            error: "the lint rule min-contrast in 1024 themes (at theme 'c"),
        Case(
            name: "no-type-on-alias over 100,000 groups",
            files: { [("t.tokens.json", typedAliasGroups(100_000))] },
            arguments: ["lint", "t.tokens.json", "--rule", "no-type-on-alias=error"], status: 1, error: ""),
        Case(
            name: "audit of 300 declared pairs in 256 themes",
            files: {
                let pairs = (0..<300).map {
                    ##""c\##($0)": {"$value": "#777777", "$extensions": {"org.livery.contrast": {"against": "{bg}", "minimum": 3}}}"##
                }
                return [
                    (
                        "pairs.tokens.json",
                        text(##"{"$type": "color", "bg": {"$value": "#ffffff"}, "##)
                            + text(pairs.joined(separator: ","))
                            + text("}")
                    ),
                    ("r.resolver.json", modifier(contexts: 256, source: "{}", base: "pairs.tokens.json")),
                ]
            },
            arguments: ["audit", "r.resolver.json"], status: 2,
            error: "checking the contrast pairs in every theme (16384 so far) would take more than 4194304 units"),
        Case(
            name: "a template whose sections repeat the themes and tokens inside each other",
            files: {
                [
                    (
                        "nested.mustache",
                        text(
                            "{{#themes}}{{#tokens}}{{#themes}}\n{{#tokens}}{{#tokens}}{{name}}{{/tokens}}{{/tokens}}"
                                + "{{/themes}}{{/tokens}}{{/themes}}")
                    ),
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "\#(examples)", "platforms": {"p": {"template": "nested.mustache", "destination": "out.txt"}}}"#
                        )
                    ),
                ]
            }, arguments: ["build"], status: 2,
            error: "nested.mustache:2:12: rendering nested.mustache would take more than 4194304 units of work"),
        Case(
            name: "resolve of a modifier with 1,025 contexts (lint refuses it too)",
            files: { [("r.resolver.json", modifier(contexts: 1_025, source: "{}"))] },
            arguments: ["resolve", "r.resolver.json"], status: 2,
            error: "modifier 'm' has 1025 contexts, more than the limit of 1024 (ThemeSpace.maximumContextCount)"),
        Case(
            name: "lint of a modifier with 1,025 contexts",
            files: { [("r.resolver.json", modifier(contexts: 1_025, source: "{}"))] },
            arguments: ["lint", "r.resolver.json"], status: 2,
            error: "modifier 'm' has 1025 contexts, more than the limit of 1024 (ThemeSpace.maximumContextCount)"),
        Case(
            name: "resolve of a resolver with 17 modifiers",
            files: {
                let modifiers = (0..<17).map { #""m\#($0)": {"contexts": {"a": [], "b": []}, "default": "a"}"# }
                let order = (0..<17).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
                return [
                    (
                        "r.resolver.json",
                        text(
                            #"{"version": "2025.10", "modifiers": {\#(modifiers.joined(separator: ","))}, "resolutionOrder": [\#(order.joined(separator: ","))]}"#
                        )
                    )
                ]
            },
            arguments: ["resolve", "r.resolver.json"], status: 2,
            error: "resolutionOrder names more than 16 modifiers, the limit of a theme space's dimensions"),
        Case(
            name: "a build config that lists 1,025 permutations",
            files: {
                let one = #"{"theme": "dark"}"#
                return [
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "\#(examples)/themes.resolver.json", "permutations": [\#(Array(repeating: one, count: 1_025).joined(separator: ","))], "platforms": {"p": {"format": "css", "destination": "out.css"}}}"#
                        )
                    )
                ]
            }, arguments: ["build"], status: 2,
            error: "more than 1024 permutations listed (1025), past the limit of themes in a build"),
        Case(
            name: "CSS for one listed permutation of seven modifiers of 1,024 contexts (a product past Int.max)",
            files: {
                let contexts = (0..<1_024).map { #""c\#($0)": [{}]"# }.joined(separator: ",")
                let modifiers = (0..<7).map { #""m\#($0)": {"contexts": {\#(contexts)}, "default": "c0"}"# }
                let order = (0..<7).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
                let one = (0..<7).map { #""m\#($0)": "c1""# }.joined(separator: ",")
                return [
                    (
                        "r.resolver.json",
                        text(
                            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"a": {"$type": "number", "$value": 1}}]}}, "modifiers": {\##(modifiers.joined(separator: ","))}, "resolutionOrder": [{"$ref": "#/sets/base"}, \##(order.joined(separator: ","))]}"##
                        )
                    ),
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "r.resolver.json", "permutations": [{\#(one)}], "platforms": {"p": {"format": "css", "destination": "out.css"}}}"#
                        )
                    ),
                ]
            }, arguments: ["build"], status: 0, error: ""),
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
        // Path patterns: each `**` multiplied a backtracking matcher's time by about four (ten of them against a
        // 30-component path passed 20 s); twenty would not end. The matcher is linear now.
        Case(
            name: "a build filter of twenty `**` against a token 30 components deep",
            files: {
                [
                    ("t.tokens.json", deepToken(30)),
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "t.tokens.json", "platforms": {"p": {"format": "css", "destination": "t.css", "filter": {"path": ["\#(doubleStars(20))"]}}}}"#
                        )
                    ),
                ]
            },
            arguments: ["build"], status: 0, error: ""),
        Case(
            name: "a required-modes pattern of twenty `**` against a token 30 components deep",
            files: {
                [
                    ("t.tokens.json", deepToken(30)),
                    (
                        "livery.config.json",
                        text(
                            #"{"lint": {"rules": {"required-modes": ["error", {"matches": [{"match": ["\#(doubleStars(20))"], "modes": ["tokens"]}]}]}}}"#
                        )
                    ),
                ]
            },
            arguments: ["lint", "t.tokens.json", "--config", "livery.config.json"], status: 0, error: ""),
        // Copies: each file is bounded (64 MiB), all of them together too (256 MiB), and an image named by many
        // tokens is written once (an alias resource on Android, hard links in the catalog), not once per token.
        Case(
            name: "an image of 3 MiB named by 100 tokens, built for Android and an asset catalog: written once",
            files: {
                let tokens = (0..<100).map { #""i\#($0)": {"$type": "asset", "$value": "big.png"}"# }
                return [
                    ("t/big.png", Data(count: 3 << 20)),
                    ("t/a.tokens.json", text("{" + tokens.joined(separator: ",") + "}")),
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "t", "platforms": {"a": {"format": "android", "destination": "res"}, "i": {"format": "xcassets", "destination": "Assets.xcassets"}}}"#
                        )
                    ),
                ]
            },
            arguments: ["build"], status: 0, error: ""),
        // Generated files: none over 16 MiB, the size Livery's own readers take, and none written when one is.
        Case(
            name: "a build whose CSS would be 20 MB (one long string, 200 aliases of it)",
            files: {
                [
                    ("t.tokens.json", amplifiedString()),
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "t.tokens.json", "platforms": {"p": {"format": "css", "destination": "t.css"}}}"#
                        )
                    ),
                ]
            },
            arguments: ["build"], status: 2, error: "bytes, more than the 16777216 Livery writes"),
        Case(
            name: "an export whose JSON would be 20 MB",
            files: { [("t.tokens.json", amplifiedString())] },
            arguments: ["export", "t.tokens.json", "--format", "json", "-o", "t.json"], status: 2,
            error: "bytes, more than the 16777216 Livery writes"),
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
            name: "a destination that is a token file a resolver names in a subfolder",
            files: {
                [
                    ("sub/colors.tokens.json", colliding(#"{"color": {"a": {}}}"#)),
                    (
                        "r.resolver.json",
                        text(
                            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "sub/colors.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
                        )
                    ),
                    (
                        "livery.config.json",
                        text(
                            #"{"source": "r.resolver.json", "platforms": {"p": {"format": "css", "destination": "sub/colors.tokens.json"}}}"#
                        )
                    ),
                ]
            },
            arguments: ["build"], status: 2,
            error: "'sub/colors.tokens.json' is a file this build reads its tokens from; livery build never writes over"
        ),
        Case(
            name: "a destination that is a token file a resolver names outside the config's folder",
            files: {
                [
                    ("shared/base.tokens.json", colliding(#"{"color": {"a": {}}}"#)),
                    (
                        "app/r.resolver.json",
                        text(
                            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "../shared/base.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
                        )
                    ),
                    (
                        "app/livery.config.json",
                        text(
                            #"{"source": "r.resolver.json", "platforms": {"p": {"format": "css", "destination": "../shared/base.tokens.json"}}}"#
                        )
                    ),
                ]
            },
            arguments: ["build", "--config", "app/livery.config.json"], status: 2,
            error: "'shared/base.tokens.json' is a file this build reads its tokens from"),
        Case(
            name: "export -o onto a token file its resolver names in a subfolder",
            files: {
                [
                    ("sub/c.tokens.json", colliding(#"{"color": {"a": {}}}"#)),
                    (
                        "r.resolver.json",
                        text(
                            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "sub/c.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
                        )
                    ),
                ]
            },
            arguments: ["export", "r.resolver.json", "--format", "css", "-o", "sub/c.tokens.json"], status: 2,
            error: "sub/c.tokens.json: it is a file this command reads; livery never writes over its inputs"),
        Case(
            name: "preview -o onto its token file",
            files: { [("t.tokens.json", colliding(#"{"color": {"a": {}}}"#))] },
            arguments: ["preview", "t.tokens.json", "-o", "t.tokens.json"], status: 2,
            error: "it is a file this command reads; livery never writes over its inputs"),
        Case(
            name: "audit -o onto its pairs file",
            files: {
                [
                    ("t.tokens.json", colliding(#"{"color": {"a": {}, "b": {}}}"#)),
                    ("pairs.json", text(#"[{"foreground": "color.a", "background": "color.b", "minimum": 1}]"#)),
                ]
            },
            arguments: ["audit", "t.tokens.json", "--pairs", "pairs.json", "-o", "pairs.json"], status: 2,
            error: "it is a file this command reads; livery never writes over its inputs"),
        Case(
            name: "convert -o onto its input",
            files: { [("t.tokens.json", colliding(#"{"color": {"a": {}}}"#))] },
            arguments: ["convert", "t.tokens.json", "--to", "dtcg", "-o", "t.tokens.json"], status: 2,
            error: "it is a file this command reads; livery never writes over its inputs"),
        Case(
            name: "generate with a --map whose tokens are inside one another",
            files: { [("map.json", text(#"{"primary": "color.accent", "secondary": "color.accent.light"}"#))] },
            arguments: ["generate", "--seed", "#6750A4", "--map", "map.json", "-o", "out"], status: 2,
            error: "'color.accent.light' is inside the mapped token 'color.accent'; a token cannot hold tokens"),
        Case(
            name: "generate with a --map token path of 10,000 components (it wrote 190 MiB the reader refused)",
            files: {
                [("map.json", text(#"{"primary": "\#(Array(repeating: "a", count: 10_000).joined(separator: "."))"}"#))]
            },
            arguments: ["generate", "--seed", "#6750A4", "--map", "map.json", "-o", "out"], status: 2,
            error: "is 10000 components deep; a mapped token path may have at most 64"),
        Case(
            name: "generate into the folder of its --map, named like the file it writes",
            files: { [("app.tokens.json", text(#"{"primary": "color.accent"}"#))] },
            arguments: ["generate", "--seed", "#6750A4", "--map", "app.tokens.json", "-o", "."], status: 2,
            error: "./app.tokens.json is the --map file; livery generate never writes over its inputs"),
        Case(
            name: "a pack written over a file of the folder it packs",
            files: {
                [
                    ("k.private", text(PackSigningKey().text)),
                    ("p/pack.json", text(#"{"id": "com.example.p", "displayName": "P", "version": "1.0.0"}"#)),
                    ("p/t.tokens.json", number("1")),
                ]
            },
            arguments: ["pack", "p", "-o", "p/t.tokens.json", "--key", "k.private"], status: 2,
            error: "it is inside the folder being packed"),
        Case(
            name: "a pack whose file compresses past the ratio verify allows (pack wrote it and exited 0)",
            files: {
                [
                    ("k.private", text(PackSigningKey().text)),
                    (
                        "p/pack.json",
                        text(
                            #"{"id": "com.example.p", "displayName": "P", "version": "1.0.0", "themes": [{"name": "p", "files": ["t.tokens.json"]}]}"#
                        )
                    ),
                    ("p/t.tokens.json", number("1")), ("p/notes.txt", Data(repeating: 0x20, count: 3 << 20)),
                ]
            },
            arguments: ["pack", "p", "-o", "p.liverypack", "--key", "k.private"], status: 2,
            error: "entry 'notes.txt' expands"),
        Case(
            name: "a pack written over a folder",
            files: { [("k.private", text(PackSigningKey().text)), ("out/keep.txt", text("mine"))] },
            arguments: ["pack", Repository.path("Examples/Packs/Autumn"), "-o", "out", "--key", "k.private"],
            status: 2, error: "it is a folder, not a file to write the archive to"),
        // 6. Silence and unclear words.
        Case(
            name: "a resolver $ref a megabyte long",
            files: {
                let long = String(repeating: "x", count: 1 << 20)
                return [
                    (
                        "r.resolver.json",
                        text(
                            ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "\##(long).json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
                        )
                    )
                ]
            },
            arguments: ["lint", "r.resolver.json"], status: 2,
            error: "characters not shown) …"
        ),
        Case(
            name: "an alias a megabyte long",
            files: { [("t.tokens.json", color("\"{" + String(repeating: "y", count: 1 << 20) + "}\""))] },
            arguments: ["lint", "t.tokens.json"], status: 1, error: ""),
        Case(
            name: "a stylesheet value of 32,000 characters on one line",
            files: { [("s.lss", text("button { color: " + String(repeating: "x", count: 32_000) + "; }\n"))] },
            arguments: ["audit", examples, "--stylesheet", "s.lss"], status: 2,
            error: "characters not shown) …"),
        Case(
            name: "a token file in UTF-16LE with a byte order mark",
            files: { [("t.tokens.json", Data([0xFF, 0xFE]) + number("1").utf16(bigEndian: false))] },
            arguments: ["lint", "t.tokens.json"], status: 2,
            error: "t.tokens.json:1:1: the file is UTF-16LE, not UTF-8"),
        Case(
            name: "a build config in UTF-16BE without a byte order mark",
            files: { [("livery.config.json", text(#"{"source": "x"}"#).utf16(bigEndian: true))] },
            arguments: ["build"], status: 2, error: "the file is UTF-16BE, not UTF-8"),
        Case(
            name: "a token file in UTF-32LE without a byte order mark",
            files: { [("t.tokens.json", number("1").utf32LittleEndian)] },
            arguments: ["resolve", "t.tokens.json"], status: 2, error: "the file is UTF-32LE, not UTF-8"),
        Case(
            name: "export --format css of tokens whose names collide",
            files: { [("t.tokens.json", colliding(#"{"color": {"a": {"b-c": {}}, "a-b": {"c": {}}}}"#))] },
            arguments: ["export", "t.tokens.json", "--format", "css", "-o", "t.css"], status: 2,
            error: "in css; rename one"),
        Case(
            name: "export --format android of tokens whose names collide",
            files: { [("t.tokens.json", colliding(#"{"color": {"a-b": {}, "a_b": {}, "aB": {}}}"#))] },
            arguments: ["export", "t.tokens.json", "--format", "android", "-o", "res"], status: 2,
            error: "in android; rename one"),
        Case(
            name: "export --format xcassets of tokens whose colorsets differ only in case",
            files: { [("t.tokens.json", colliding(#"{"color": {"ab": {}, "aB": {}}}"#))] },
            arguments: ["export", "t.tokens.json", "--format", "xcassets", "-o", "Assets.xcassets"], status: 2,
            error: "in xcassets; rename one"),
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
            name: "audit of a contrast declaration lint reports as invalid (it passed with exit 0)",
            files: {
                [
                    (
                        "t.tokens.json",
                        text(
                            ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#000000", "$extensions": {"org.livery.contrast": {"against": "{color.bg}", "minimum": 40}}}}}"##
                        )
                    )
                ]
            },
            arguments: ["audit", "t.tokens.json"], status: 2,
            error: "color.fg: 'minimum' must be a ratio from 1 to 21, not 40.0 (invalid-contrast-declaration"),
        Case(
            name: "generate --spec 2025 for a variant the 2025 spec does not define (it gave 2021's colours)",
            files: { [] },
            arguments: ["generate", "--seed", "#6750A4", "--scheme", "content", "--spec", "2025", "-o", "out"],
            status: 2, error: "'content' has the 2021 spec only"),
        Case(
            name: "a lint config that gives a rule twice (the last would win without a word)",
            files: {
                [
                    (
                        "livery.config.json",
                        text(#"{"lint": {"rules": {"descriptions": "error", "descriptions": "off"}}}"#)
                    )
                ]
            },
            arguments: ["lint", examples, "--config", "livery.config.json"], status: 2,
            error: "livery.config.json:1:46: the key 'descriptions' is given twice in one object"),
        Case(
            name: "a --font file that is not a font", files: { [("bad.ttf", text("not a font"))] },
            arguments: ["lint", examples, "--font", "bad.ttf"], status: 2,
            error: "error: bad.ttf: --font: not a TrueType, OpenType or font collection file"),
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

    @Test("names and values that hold terminal controls (ESC, BEL, C1) are printed as escapes, never raw")
    func terminalControls() throws {
        let scratch = try TemporaryFolder("hostile")
        let folder = scratch.url
        // A name that would clear the screen and retitle the window, a value that rings the bell; a missing
        // alias makes lint report the name and resolve fail with it in the error.
        try Data(
            #"{"x\u001b[2J\u001b]0;owned\u0007": {"$type": "string", "$value": "\u0007\u009b"}, "y": {"$type": "color", "$value": "{x\u001b[2J}"}}"#
                .utf8
        ).write(to: folder.appendingPathComponent("t.tokens.json"))
        try Data(#"{"x\u001b[2J\u0007": {"$type": "string", "$value": "\u0007"}}"#.utf8)
            .write(to: folder.appendingPathComponent("ok.tokens.json"))
        let runs = [
            try Self.run(["resolve", "ok.tokens.json", "--format", "table"], in: folder),
            try Self.run(["lint", "t.tokens.json"], in: folder),
            try Self.run(["resolve", "t.tokens.json"], in: folder),
        ]
        #expect(runs[0].status == 0 && runs[0].output.contains(#"x\u{1B}[2J\u{7}"#), "\(runs[0])")
        #expect(runs[1].status != 0 && runs[1].output.contains(#"x\u{1B}[2J"#), "\(runs[1])")
        #expect(runs[2].status == 2 && runs[2].errors.contains(#"x\u{1B}[2J"#), "\(runs[2])")
        for run in runs {
            let text = run.output + run.errors
            #expect(
                !text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B },
                "\(run)")
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

extension Data {
    /// This UTF-8 text re-encoded as UTF-16, without a byte order mark.
    fileprivate func utf16(bigEndian: Bool) -> Data {
        Data(
            String(decoding: self, as: UTF8.self).utf16.flatMap { unit in
                bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            })
    }

    /// This UTF-8 text re-encoded as UTF-32 little-endian, without a byte order mark.
    fileprivate var utf32LittleEndian: Data {
        Data(
            String(decoding: self, as: UTF8.self).unicodeScalars.flatMap { scalar in
                (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
            })
    }
}
