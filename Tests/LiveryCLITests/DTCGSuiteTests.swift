import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

/// The DTCG community group's conformance suite (format and resolver, 2025.10) read every way Livery reads a
/// file: the library (strict reading, every permutation resolved), the runtime (a ThemeManager given the themes or
/// the theme space, every permutation selected), and `livery lint`, `resolve` and `build` in strict mode. They
/// must agree on every case, and agree with the case: positive ones accepted, negative ones refused.
///
/// The suite is the community group's, kept outside the repository (scripts/dtcg-suite/setup.sh puts it in
/// ~/.cache/livery-dtcg-suite, or $LIVERY_DTCG_SUITE); without it these tests do not run, and with
/// LIVERY_REQUIRE_DTCG_SUITE=1 (as CI sets) that is a failure instead.
@Suite("The DTCG conformance suite: library, runtime and CLI agree on every case")
struct DTCGSuiteTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let url: URL
        let isResolver: Bool
        let isPositive: Bool
        var testDescription: String { url.pathComponents.suffix(3).joined(separator: "/") }
    }

    static let suiteFolder: URL = {
        let environment = ProcessInfo.processInfo.environment
        let path =
            environment["LIVERY_DTCG_SUITE"]
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/livery-dtcg-suite").path
        return URL(fileURLWithPath: path).appendingPathComponent("tests/2025.10")
    }()

    static let isRequired = ProcessInfo.processInfo.environment["LIVERY_REQUIRE_DTCG_SUITE"] == "1"

    static let cases: [Case] = {
        var cases: [Case] = []
        for module in ["format", "resolver"] {
            for expectation in ["positive", "negative"] {
                let folder = suiteFolder.appendingPathComponent("\(module)/\(expectation)")
                guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                    continue
                }
                for case let url as URL in files where url.pathExtension == "json" {
                    cases.append(
                        Case(url: url, isResolver: module == "resolver", isPositive: expectation == "positive"))
                }
            }
        }
        return cases.sorted { $0.url.path < $1.url.path }
    }()

    @Test(
        "the suite is present where CI needs it",
        .enabled(if: isRequired, "set LIVERY_REQUIRE_DTCG_SUITE=1 to require the suite; without it no DTCG case runs"))
    func suiteIsPresent() {
        #expect(Self.cases.count > 200, "no DTCG suite at \(Self.suiteFolder.path); run scripts/dtcg-suite/setup.sh")
    }

    @Test("every case is accepted or refused alike by each reader, as the suite expects", arguments: cases)
    @MainActor
    func agreement(_ example: Case) throws {
        let folder = try TemporaryFolder("dtcg")
        // lint and resolve tell a resolver document from a token file by its content; the names are for messages.
        let name = example.isResolver ? "case.resolver.json" : "case.tokens.json"
        let file = folder.url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: example.url, to: file)
        try Data(
            #"{"source": "\#(name)", "strict": true, "platforms": {"web": {"format": "css", "destination": "out/t.css"}}}"#
                .utf8
        )
        .write(to: folder.url.appendingPathComponent("livery.config.json"))

        let library = Self.libraryAccepts(file, isResolver: example.isResolver)
        let runtime = Self.runtimeAccepts(file, isResolver: example.isResolver)
        let lint = Tool.capture(["lint", "--strict", "--format", "json", file.path])
        let lintAccepts = lint.status == 0 || (lint.status == 1 && !Self.hasResolutionFailure(lint.output))
        let resolve = Tool.capture(["resolve", "--strict", file.path])
        let build = Tool.capture([
            "build", "--quiet", "--config", folder.url.appendingPathComponent("livery.config.json").path,
        ])
        let verdicts = [
            "library": library, "runtime": runtime, "lint": lintAccepts, "resolve": resolve.status == 0,
            "build": build.status == 0,
        ]
        for (reader, accepts) in verdicts.sorted(by: { $0.key < $1.key }) {
            #expect(
                accepts == example.isPositive,
                "\(reader) \(accepts ? "accepted" : "refused") a \(example.isPositive ? "positive" : "negative") case; lint said \(lint.errors)\(lint.output.prefix(400)); resolve said \(resolve.errors); build said \(build.errors)"
            )
        }
        // A refusal is an error a person can act on: the file and a line:column.
        if !example.isPositive {
            let said = resolve.errors.isEmpty ? lint.output : resolve.errors
            #expect(said.contains(name), "\(said)")
        }
    }

    /// Lint's findings that mean a theme does not resolve, as opposed to findings about valid themes.
    static func hasResolutionFailure(_ json: String) -> Bool {
        ["\"alias-cycle\"", "\"unresolved-alias\"", "\"unresolvable\""].contains { json.contains($0) }
    }

    static func libraryAccepts(_ file: URL, isResolver: Bool) -> Bool {
        do {
            let loader = TokenLoader(options: .strict)
            let resolver = TokenResolver(options: ResolutionOptions(isStrict: true))
            if isResolver {
                let document = try ResolverDocument.load(contentsOf: file, loader: loader)
                for selection in permutations(of: document) {
                    _ = try resolver.resolve(try document.theme(inputs: selection))
                }
            } else {
                _ = try resolver.resolve(ThemeSource(name: "case", documents: [try loader.load(contentsOf: file)]))
            }
            return true
        } catch {
            return false
        }
    }

    @MainActor
    static func runtimeAccepts(_ file: URL, isResolver: Bool) -> Bool {
        let manager = ThemeManager(store: nil)
        let options = ResolutionOptions(isStrict: true)
        do {
            let loader = TokenLoader(options: .strict)
            if isResolver {
                let document = try ResolverDocument.load(contentsOf: file, loader: loader)
                if document.modifiers.isEmpty {
                    // Sets alone make one theme, which an app adds as such (a theme space has dimensions).
                    let theme = try document.theme(inputs: [:])
                    _ = try manager.add(ThemeSet(themes: [theme], resolutionOptions: options))
                } else {
                    try manager.setThemeSpace(ThemeSpace(resolver: document, resolutionOptions: options))
                    for selection in permutations(of: document) { try manager.select(selection) }
                }
            } else {
                let source = ThemeSource(name: "case", documents: [try loader.load(contentsOf: file)])
                _ = try manager.add(ThemeSet(themes: [source], resolutionOptions: options))
            }
            return true
        } catch {
            return false
        }
    }

    /// Every choice of one context per modifier.
    static func permutations(of document: ResolverDocument) -> [[String: String]] {
        document.modifiers.reduce([[:]]) { partial, modifier in
            partial.flatMap { selection in
                modifier.contextNames.map { selection.merging([modifier.name: $0]) { $1 } }
            }
        }
    }
}
