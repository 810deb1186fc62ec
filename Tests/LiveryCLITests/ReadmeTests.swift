import Foundation
import LiveryPacks
import LiveryTestSupport
import Testing

@testable import LiveryCLI
@testable import LiveryTokenCommands

/// The README's samples of command output are what the commands print, so the README cannot drift from them.
@Suite("README samples")
struct ReadmeTests {
    static func readme() throws -> String {
        try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
    }

    /// The fenced blocks of one language, in order.
    static func blocks(_ language: String, in text: String) -> [[String]] {
        text.components(separatedBy: "```\(language)\n").dropFirst().map { block in
            block.components(separatedBy: "```").first!.split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init).filter { !$0.isEmpty }
        }
    }

    /// Whether `sample`'s lines, `…` standing for any lines, appear in `output` in order.
    static func appears(_ sample: [String], in output: String) -> Bool {
        var lines = output.split(separator: "\n").map(String.init)[...]
        for line in sample where line.trimmingCharacters(in: .whitespaces) != "…" {
            guard let index = lines.firstIndex(of: line) else { return false }
            lines = lines[(index + 1)...]
        }
        return true
    }

    @Test("The main command is the demo and its capture is a real frame; the resolve and lint samples are real")
    @MainActor
    func commandSamples() throws {
        let readme = try Self.readme()
        let commands = try #require(Self.blocks("sh", in: readme).first)
        #expect(commands.first?.hasPrefix("swift run livery demo ") == true)
        #expect(commands.dropFirst().first?.hasPrefix("swift test ") == true)
        let samples = Self.blocks("text", in: readme)
        #expect(samples.count >= 3)
        let themes = Repository.path("Examples/Themes")
        let stylesheet = Repository.path("Examples/Styles/app.lss")
        #expect(readme.contains("\nswift run livery demo --snapshot light --format text --height 16\n"))
        let frame = try DemoCommand.parse([
            "--snapshot", "light", "--format", "text", "--height", "16", "--themes", themes, "--stylesheet",
            stylesheet,
        ]).renderSnapshot(environment: [:])
        #expect(samples[0] == frame.split(separator: "\n").map(String.init).filter { !$0.isEmpty })

        #expect(readme.contains("swift run livery resolve Examples/Themes --theme dark --format table"))
        let resolved = try ResolveCommand.parse([themes, "--theme", "dark", "--format", "table"]).render().output
        #expect(samples[1].count > 5 && Self.appears(samples[1], in: resolved), "\(samples[1])")
        let lint = try LintCommand.parse([themes]).render().output
        #expect(samples[2] == lint.split(separator: "\n").map(String.init))
    }

    @Test("The Swift accessors sample is part of what export --format swift writes")
    func swiftSample() throws {
        let sample = try #require(
            Self.blocks("swift", in: try Self.readme()).first { $0.first == "internal enum Tokens {" })
        let generated = try ExportCommand.parse([Repository.path("Examples/Themes"), "--format", "swift"])
            .render()[0].contents
        #expect(Self.appears(sample, in: generated))
    }

    /// The fenced Swift blocks that follow `<!-- excerpt: … -->`, which are not programs: each one's lines.
    static func excerpts(in text: String) -> [[String]] {
        text.components(separatedBy: "<!-- excerpt: ").dropFirst().compactMap { part in
            guard let start = part.range(of: "```swift\n") else { return nil }
            return part[start.upperBound...].components(separatedBy: "\n```").first!
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test("The Package.swift excerpts name this package's products, plugin and version")
    func manifestExcerpts() throws {
        let manifest = try String(contentsOfFile: Repository.path("Package.swift"), encoding: .utf8)
        let plugin = try String(
            contentsOfFile: Repository.path("Tests/Fixtures/PluginApp/Package.swift"), encoding: .utf8)
        let excerpts = Self.excerpts(in: try Self.readme())
        let installation = try #require(excerpts.first { $0.contains { $0.hasPrefix(".package(url:") } })
        // The line that resolves from a clone today (no tags: .ci/install builds it), and the tagged form.
        #expect(installation.contains { $0.hasPrefix(".package(url:") && $0.contains("branch: \"main\"") })
        #expect(installation.contains { $0.contains("from: \"\(LiveryVersion.current)\"") })
        for line in installation where line.hasPrefix(".product(name: ") {
            let name = String(line.dropFirst(".product(name: \"".count).prefix { $0 != "\"" })
            #expect(manifest.contains(".library(name: \"\(name)\""), "no product \(name)")
        }
        let target = try #require(excerpts.first { $0.contains { $0.contains(".plugin(name: \"LiveryTokens\"") } })
        #expect(target.contains { $0.hasPrefix("plugins: [.plugin(name: \"LiveryTokens\", package: \"Livery\")]") })
        #expect(plugin.contains("plugins: [.plugin(name: \"LiveryTokens\", package: \"Livery\")]"))
        #expect(manifest.contains(".plugin(name: \"LiveryTokens\""))
    }
}
