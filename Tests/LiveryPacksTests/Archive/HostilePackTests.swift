import Crypto
import Foundation
import Livery
import Testing

@testable import LiveryPacks

/// Packs signed by a trusted key (so every check of the archive passes) whose contents are made to crash or
/// exhaust whoever installs them: the installer refuses each with a typed error, and the version in use stays.
@Suite("Hostile signed packs are refused by the installer; the active version stays")
struct HostilePackTests {
    let root: URL
    let installer: PackInstaller

    init() throws {
        root = try PackFixtures.temporaryFolder("hostile")
        installer = PackInstaller(directory: root, trustedKeys: [PackFixtures.key.publicKey])
    }

    /// A signed archive of `files` with a manifest listing them (sizes and hashes right) and the given themes.
    static func signedPack(
        files: [(path: String, data: Data)], themes: [PackTheme] = [], resolver: PackResolver? = nil
    ) throws -> URL {
        let listed = files.map { file in
            PackFile(
                path: file.path, size: Int64(file.data.count),
                sha256: SHA256.hash(data: file.data).map { String(format: "%02x", $0) }.joined())
        }
        let manifest = PackManifest(
            id: "com.example.autumn", displayName: "Hostile", version: SemanticVersion(9, 0, 0),
            minimumLiveryVersion: LiveryVersion.current, themes: themes, resolver: resolver, files: listed)
        return try PackCrafting.archive(manifest: manifest, files: files)
    }

    /// A theme of one token file with `tokens` as its content.
    static func tokenPack(_ tokens: String) throws -> URL {
        try signedPack(
            files: [("tokens/t.tokens.json", Data(tokens.utf8))],
            themes: [PackTheme(name: "hostile", files: ["tokens/t.tokens.json"])])
    }

    static let cases: [(name: String, pack: @Sendable () throws -> URL, refusal: String)] = [
        (
            "one file layered 20,000 times",
            {
                try signedPack(
                    files: [("tokens/t.tokens.json", Data(#"{"a": {"$type": "number", "$value": 1}}"#.utf8))],
                    themes: [PackTheme(name: "t", files: Array(repeating: "tokens/t.tokens.json", count: 20_000))])
            },
            "names 'tokens/t.tokens.json' more than once"
        ),
        (
            "20,000 themes",
            {
                try signedPack(
                    files: [("tokens/t.tokens.json", Data(#"{"a": {"$type": "number", "$value": 1}}"#.utf8))],
                    themes: (0..<20_000).map { PackTheme(name: "t\($0)", files: ["tokens/t.tokens.json"]) })
            },
            "more than the limit of 1024"
        ),
        (
            "a sum of 40,000 terms",
            {
                try tokenPack(
                    #"{"a": {"$type": "number", "$value": ""#
                        + Array(repeating: "1", count: 40_000).joined(separator: " + ") + #""}}"#)
            },
            "more than 256 operands"
        ),
        (
            "parentheses 5,000 deep",
            {
                try tokenPack(
                    #"{"a": {"$type": "dimension", "$value": ""# + String(repeating: "(", count: 5_000) + "1px"
                        + String(repeating: ")", count: 5_000) + #""}}"#)
            },
            "nested more than 32 levels"
        ),
        (
            "an OKLCH lightness of 1e200",
            {
                try tokenPack(
                    #"{"a": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [1e200, 0, 0]}}}"#)
            },
            "Color.componentLimit"
        ),
        (
            "an alias cycle through 1,000 tokens",
            {
                let tokens = (0..<1_000).map { #""t\#($0)": {"$type": "color", "$value": "{t\#(($0 + 1) % 1_000)}"}"# }
                return try tokenPack("{" + tokens.joined(separator: ",") + "}")
            },
            "alias cycle of 1000 tokens"
        ),
        (
            "a resolver of 5,000 contexts",
            {
                let contexts = (0..<5_000).map { #""c\#($0)": [{"$ref": "t.tokens.json"}]"# }
                let resolver =
                    #"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"#
                    + contexts.joined(separator: ",") + #"}, "default": "c0"}}, "#
                    + ##""resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
                return try signedPack(
                    files: [
                        ("tokens/t.tokens.json", Data(#"{"a": {"$type": "number", "$value": 1}}"#.utf8)),
                        ("tokens/themes.resolver.json", Data(resolver.utf8)),
                    ], resolver: PackResolver(path: "tokens/themes.resolver.json", modifier: "theme"))
            },
            // Refused as the resolver is read, before any context's sources are.
            "modifier 'theme' has 5000 contexts, more than the limit of 1024 (ThemeSpace.maximumContextCount)"
        ),
    ]

    @Test("A signed pack crafted to crash or exhaust the installer is refused", arguments: cases.indices)
    func refused(_ index: Int) async throws {
        let hostile = Self.cases[index]
        _ = try await installer.installFirstVersion()
        let url = try hostile.pack()
        let error = try await #require(throws: PackError.self, "\(hostile.name)") {
            try await installer.install(from: url)
        }
        let message = "\(error)"
        #expect(message.contains(hostile.refusal), "\(hostile.name): \(message)")
        // Files are named as the pack names them, not by the staging folder the refusal removed.
        #expect(!message.contains(root.path), "\(hostile.name): \(message)")
        try await installer.expectFirstVersionIntact("\(hostile.name): the version in use stays")
    }
}
