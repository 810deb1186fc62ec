import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryCLI
@testable import LiveryTokenCommands

@Suite("livery export --format swift")
struct SwiftExportTests {
    static func path(_ relative: String) -> String { Repository.path(relative) }

    func generate(_ arguments: [String]) throws -> String {
        let files = try ExportCommand.parse(arguments + ["--format", "swift"]).render()
        #expect(files.map(\.path) == [""])
        return try #require(files.first?.contents)
    }

    @Test("Examples/Themes matches its golden file, byte for byte, on every run")
    func golden() throws {
        let swift = try generate([Self.path("Examples/Themes")])
        let golden = try String(
            contentsOfFile: Self.path("Tests/Fixtures/Export/Tokens.swift.golden"), encoding: .utf8)
        #expect(swift == golden)
        #expect(try generate([Self.path("Examples/Themes")]) == swift)
    }

    @Test("Nested enums per group, typed members, descriptions and per-theme values as documentation")
    func structure() throws {
        let swift = try generate([Self.path("Examples/Themes")])
        #expect(swift.contains("import LiveryCore\n"))
        #expect(
            swift.contains("internal enum Tokens {\n    /// The tokens under `palette`.\n    internal enum Palette {"))
        #expect(
            swift.contains(
                """
                        /// The tokens under `color.text`.
                        internal enum Text {
                            /// - light: `#1a1a1f`
                            /// - dark: `#f7f7f8`
                            /// - sepia: `#3b2a17`
                            /// - high-contrast: `#ffffff`
                            internal static let primary = LiveryCore.TokenReference<LiveryCore.Color>("color.text.primary")
                """))
        #expect(
            swift.contains(
                """
                        /// Running text.
                        ///
                        /// Value: `font-family: "Inter", "SF Pro Text", "Roboto", sans-serif; font-size: 16px; font-weight: 400; line-height: 1.5; letter-spacing: 0px`
                        internal static let body = LiveryCore.TokenReference<LiveryCore.Typography>("typography.body")
                """))
        #expect(swift.contains("static let themeSwitch = LiveryCore.TokenReference<LiveryCore.Transition>"))
        // Every token of every theme has exactly one accessor.
        let resolved = try ExportCommand.parse([Self.path("Examples/Themes"), "--format", "json"]).render()
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(resolved[0].contents.utf8)) as? [String: [String: Any]])
        let paths = Set(object.values.flatMap(\.keys))
        let references = swift.components(separatedBy: "TokenReference<").dropFirst().compactMap { line in
            line.split(separator: "\"").dropFirst().first.map(String.init)
        }
        #expect(references.count == paths.count)
        #expect(Set(references) == paths)
    }

    @Test("Awkward names become valid Swift: digits, keywords, self and Type, dashes, capitals, backticks")
    func naming() throws {
        let swift = try generate([
            Self.path("Tests/Fixtures/Export/Swift/awkward.tokens.json"), "--type-name", "Awkward", "--access-level",
            "public",
        ])
        for line in [
            "public enum Awkward {", "public enum TextStyles {",
            "public static let _2xl = LiveryCore.TokenReference<LiveryCore.TokenDimension>(\"spacing.2xl\")",
            "public static let `default` = LiveryCore.TokenReference<LiveryCore.TokenDimension>(\"spacing.default\")",
            "public static let self_ = LiveryCore.TokenReference<LiveryCore.TokenDimension>(\"spacing.self\")",
            "public static let type = LiveryCore.TokenReference<LiveryCore.TokenDimension>(\"spacing.Type\")",
            "public static let url = LiveryCore.TokenReference<String>(\"text-styles.URL\")",
            "public static let codeSpan = LiveryCore.TokenReference<String>(\"text-styles.code`span\")",
            "/// Value: `` \"a `tick`\" ``",
            "public static let weight = LiveryCore.TokenReference<Double>(\"text-styles.weight\")",
            "public static let families = LiveryCore.TokenReference<[String]>(\"text-styles.families\")",
            "public static let elevation = LiveryCore.TokenReference<[LiveryCore.Shadow]>(\"effects.elevation\")",
            "public static let fade = LiveryCore.TokenReference<[LiveryCore.GradientStop]>(\"effects.fade\")",
            "/// Two extra large.\n        /// Used between sections.\n        ///\n        /// Value: `48px`",
        ] {
            #expect(swift.contains(line), "\(line)")
        }
    }

    @Test("Two tokens with one Swift name, a bad type name or access level: one line, exit 2")
    func badInput() throws {
        let clash = Self.path("Tests/Fixtures/Export/Swift/clash.tokens.json")
        #expect(throws: CLIError.self) { try generate([clash]) }
        do {
            _ = try generate([clash])
        } catch {
            #expect(
                "\(error)"
                    == "'color.text-primary' and 'color.textPrimary' both become the Swift name 'textPrimary'; rename one"
            )
        }
        #expect(Tool.run(["export", clash, "--format", "swift"]) == 2)
        let themes = Self.path("Examples/Themes")
        #expect(Tool.run(["export", themes, "--format", "swift", "--type-name", "2Tokens"]) == 2)
        #expect(Tool.run(["export", themes, "--format", "swift", "--access-level", "open"]) == 2)
    }

    @Test("The generated Swift compiles against LiveryCore, together with code that uses it")
    func compiles() throws {
        let scratch = try TemporaryFolder("swift")
        let folder = scratch.url
        let tokens = folder.appendingPathComponent("Tokens.swift")
        let awkward = folder.appendingPathComponent("Awkward.swift")
        let use = folder.appendingPathComponent("Use.swift")
        try Data(try generate([Self.path("Examples/Themes")]).utf8).write(to: tokens)
        try Data(
            try generate([
                Self.path("Tests/Fixtures/Export/Swift/awkward.tokens.json"), "--type-name", "Awkward",
                "--access-level", "public",
            ]).utf8
        ).write(to: awkward)
        // Uses the accessors with their declared types, so a wrong type or a missing member fails to compile.
        try Data(
            """
            import LiveryCore

            func read(_ table: TokenTable) -> (Color?, Typography?, [Shadow]?, TokenDimension?) {
                let text: TokenReference<Color> = Tokens.Color.Text.primary
                let body: TokenReference<Typography> = Tokens.Typography.body
                return (table[text], table[body], table[Awkward.Effects.elevation], table[Awkward.Spacing.default])
            }

            let paths: [String] = [Awkward.Spacing._2xl.path, Awkward.Spacing.self_.path, Awkward.Spacing.type.path]
            """.utf8
        ).write(to: use)
        let result = try SwiftCompiler.compile([tokens, awkward, use], in: folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Use.o").path))
    }
}

/// Runs the toolchain's `swiftc` on files that import modules of this package, finding their `.swiftmodule`s
/// in the build folder the test binary runs from.
enum SwiftCompiler {
    static func compile(_ files: [URL], in folder: URL) throws -> (status: Int32, output: String) {
        let swiftc = try #require(executable("swiftc"), "swiftc is not on PATH")
        let modules = try #require(moduleFolder(), "no LiveryCore.swiftmodule next to the test binary")
        let process = Process()
        process.executableURL = swiftc
        process.currentDirectoryURL = folder
        process.arguments =
            ["-c", "-parse-as-library", "-swift-version", "6", "-module-name", "Generated", "-I", modules.path]
            + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The folder with `LiveryCore.swiftmodule`: `Modules/` next to the test binary (or the binary's folder).
    static func moduleFolder() -> URL? {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = binary.deletingLastPathComponent()
        for _ in 0..<4 {
            for candidate in [folder.appendingPathComponent("Modules"), folder]
            where FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("LiveryCore.swiftmodule").path)
            {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
