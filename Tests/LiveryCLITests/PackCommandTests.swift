import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryCLI
@testable import LiveryPacks
@testable import LiveryTokenCommands

/// `livery keygen`, `livery pack` and `livery verify` on real files: the example pack, keys written to disk,
/// archives read back by the installer's own verifier.
@Suite("livery keygen, pack and verify")
struct PackCommandTests {
    static let example = Repository.path("Examples/Packs/Autumn")

    /// Runs `livery keygen -o <folder>/<name>`; returns the two paths.
    static func keygen(in folder: URL, name: String = "publisher") throws -> (private: String, public: String) {
        let base = folder.appendingPathComponent(name).path
        #expect(Tool.run(["keygen", "-o", base]) == 0)
        return (base + ".private", base + ".public")
    }

    static func permissions(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test("keygen writes a matching pair, the private key readable by its owner only, and never overwrites")
    func keygen() throws {
        let scratch = try TemporaryFolder("cli-pack")
        let folder = scratch.url
        let (privatePath, publicPath) = try Self.keygen(in: folder)
        #expect(try Self.permissions(privatePath) == 0o600)
        let signing = try PackSigningKey(text: String(contentsOfFile: privatePath, encoding: .utf8))
        let trusted = try PackPublicKey(text: String(contentsOfFile: publicPath, encoding: .utf8))
        #expect(signing.publicKey == trusted)

        // A second keygen to the same name changes nothing, with either file present.
        let before = try String(contentsOfFile: privatePath, encoding: .utf8)
        let (status, errors) = Tool.capture(["keygen", "-o", privatePath]).statusAndErrors
        #expect(status == 2)
        #expect(errors.hasPrefix("error: \(privatePath) exists; keys are never overwritten"))
        #expect(try String(contentsOfFile: privatePath, encoding: .utf8) == before)
        try FileManager.default.removeItem(atPath: privatePath)
        #expect(Tool.run(["keygen", "-o", folder.appendingPathComponent("publisher").path]) == 2)
        #expect(!FileManager.default.fileExists(atPath: privatePath), "no private key without its public one")

        // Two runs make two different keys.
        let (_, otherPublic) = try Self.keygen(in: folder, name: "other")
        #expect(
            try String(contentsOfFile: otherPublic, encoding: .utf8)
                != String(contentsOfFile: publicPath, encoding: .utf8))
    }

    @Test("pack writes the example as a signed archive; verify accepts it with the right key and says what it holds")
    func packAndVerifyTheExample() throws {
        let scratch = try TemporaryFolder("cli-pack")
        let folder = scratch.url
        let (privatePath, publicPath) = try Self.keygen(in: folder)
        let archive = folder.appendingPathComponent("autumn.liverypack").path
        let command = try PackCommand.parse([Self.example, "-o", archive, "--key", privatePath])
        let (outcome, output) = try command.pack()
        guard case .written(let url) = outcome else {
            Issue.record("not written: \(output)")
            return
        }
        #expect(url.path == archive)
        #expect(output.hasPrefix("no findings in 2 themes (autumn-light, autumn-dark)\n"))
        #expect(output.contains("packed com.example.autumn 1.0.0 (Autumn): 6 files"))
        #expect(output.contains("\nfonts: fonts/LobsterTwo-BoldItalic.otf (Lobster Two)\nwrote "))

        // The installer's verifier agrees, and the files are the source's, byte for byte.
        let key = try PackPublicKey(text: String(contentsOfFile: publicPath, encoding: .utf8))
        let verified = try PackVerifier.verify(archiveAt: url, trustedKeys: [key])
        #expect(verified.signer == key)
        #expect(
            verified.manifest.files.map(\.path) == [
                "fonts/LobsterTwo-BoldItalic.otf", "fonts/OFL.txt", "images/leaf.svg", "tokens/dark.tokens.json",
                "tokens/light.tokens.json", "tokens/palette.tokens.json",
            ])
        #expect(verified.manifest.fonts == ["fonts/LobsterTwo-BoldItalic.otf"])
        let extracted = folder.appendingPathComponent("extracted")
        try verified.extract(into: extracted)
        for file in verified.manifest.files {
            let original = try Data(contentsOf: URL(fileURLWithPath: Self.example).appendingPathComponent(file.path))
            #expect(try Data(contentsOf: extracted.appendingPathComponent(file.path)) == original, "\(file.path)")
        }

        let report = try VerifyCommand.parse([archive, "--trust", publicPath]).verify()
        #expect(report.hasPrefix("verified com.example.autumn 1.0.0 (Autumn), for Livery \(LiveryVersion.current)"))
        #expect(report.contains("signed by key \(key.fingerprint), which is trusted"))
        #expect(report.contains("themes: autumn-light (default), autumn-dark; they compile"))
        #expect(report.hasSuffix("they compile\n  fonts: fonts/LobsterTwo-BoldItalic.otf (Lobster Two)\n"))
        #expect(Tool.run(["verify", archive, "--trust", publicPath]) == 0)
        // The key's text works as well as its file, and a second (rotated-to) key does not get in the way.
        let (_, newPublic) = try Self.keygen(in: folder, name: "next")
        #expect(Tool.run(["verify", archive, "--trust", newPublic, "--trust", key.text]) == 0)
    }

    @Test("verify refuses a pack signed by another key, a changed file, and themes that do not compile: exit 1")
    func verifyRefuses() throws {
        let scratch = try TemporaryFolder("cli-pack")
        let folder = scratch.url
        let (privatePath, publicPath) = try Self.keygen(in: folder)
        let (_, otherPublic) = try Self.keygen(in: folder, name: "other")
        let archive = folder.appendingPathComponent("autumn.liverypack").path
        #expect(Tool.run(["pack", Self.example, "-o", archive, "--key", privatePath]) == 0)

        func refusal(_ pack: String, trusting key: String = publicPath) -> String {
            let (status, errors) = Tool.capture(["verify", pack, "--trust", key]).statusAndErrors
            #expect(status == 1, "\(errors)")
            #expect(errors.split(separator: "\n").count == 1, "\(errors)")
            return errors
        }

        let otherKey = try PackPublicKey(text: String(contentsOfFile: publicPath, encoding: .utf8))
        #expect(
            refusal(archive, trusting: otherPublic)
                == "refused: the pack is signed with key \(otherKey.fingerprint), which is not trusted\n")

        // The same signed manifest over a file whose bytes changed (same size).
        let signing = try PackSigningKey(text: String(contentsOfFile: privatePath, encoding: .utf8))
        let verified = try PackVerifier.verify(archiveAt: URL(fileURLWithPath: archive), trustedKeys: [otherKey])
        let source = URL(fileURLWithPath: Self.example)
        var files = try verified.manifest.files.map {
            ($0.path, try Data(contentsOf: source.appendingPathComponent($0.path)))
        }
        let index = try #require(files.firstIndex { $0.0 == "tokens/light.tokens.json" })
        let text = String(decoding: files[index].1, as: UTF8.self)
        files[index].1 = Data(text.replacingOccurrences(of: "\"minimum\": 7 ", with: "\"minimum\": 1 ").utf8)
        #expect(files[index].1.count == text.utf8.count && String(decoding: files[index].1, as: UTF8.self) != text)
        let tampered = folder.appendingPathComponent("tampered.liverypack")
        try PackBuilder.write(manifest: verified.manifest, files: files, signingKey: signing, to: tampered)
        #expect(
            refusal(tampered.path)
                == "refused: entry 'tokens/light.tokens.json' does not match its SHA-256 in the manifest\n")

        // Signed and intact, but its themes do not resolve (built without `livery pack`, which would refuse it).
        let broken = folder.appendingPathComponent("broken")
        try FileManager.default.copyItem(at: source, to: broken)
        let dark = broken.appendingPathComponent("tokens/dark.tokens.json")
        try String(contentsOf: dark, encoding: .utf8).replacingOccurrences(
            of: "{palette.rust.300}", with: "{palette.rust.350}"
        )
        .write(to: dark, atomically: true, encoding: .utf8)
        let brokenArchive = folder.appendingPathComponent("broken.liverypack")
        try PackBuilder.build(from: broken, to: brokenArchive, signingKey: signing)
        let message = refusal(brokenArchive.path)
        #expect(message.hasPrefix("refused: the themes of pack 'com.example.autumn' did not load: "))
        #expect(message.contains("palette.rust.350"))

        // Signed and intact, but its font is a PNG under a font's name: verify reads the font's names, as
        // `livery pack` does, and refuses it with the reader's reason (nothing was registered, so it does not
        // say so).
        let fakeFont = folder.appendingPathComponent("fake-font")
        try FileManager.default.copyItem(at: source, to: fakeFont)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 32))
            .write(to: fakeFont.appendingPathComponent("fonts/LobsterTwo-BoldItalic.otf"))
        let fakeFontArchive = folder.appendingPathComponent("fake-font.liverypack")
        try PackBuilder.build(from: fakeFont, to: fakeFontArchive, signingKey: signing)
        #expect(
            refusal(fakeFontArchive.path)
                == "refused: pack 'com.example.autumn': font 'fonts/LobsterTwo-BoldItalic.otf' is not usable: "
                + "not a TrueType, OpenType or font collection file\n")
    }

    @Test("pack refuses a listed font that is a FIFO, a device or past the size limit, without reading it")
    func fontFiles() throws {
        let scratch = try TemporaryFolder("cli-pack")
        let folder = scratch.url
        let (privatePath, _) = try Self.keygen(in: folder)
        let source = folder.appendingPathComponent("autumn")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.example), to: source)
        let font = source.appendingPathComponent("fonts/LobsterTwo-BoldItalic.otf")
        let archive = folder.appendingPathComponent("autumn.liverypack")
        // A sparse file one byte past the limit: nothing of it is read.
        let huge = { (url: URL) in
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: UInt64(ShippedFont.maximumSize + 1))
            try handle.close()
        }
        let cases: [(make: (URL) throws -> Void, reason: String)] = [
            ({ #expect(mkfifo($0.path, 0o600) == 0) }, "it is a FIFO, not a regular file"),
            (
                { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/dev/zero") },
                "it is a device, not a regular file"
            ),
            (huge, "it has more than \(ShippedFont.maximumSize) bytes, the limit"),
        ]
        for (make, reason) in cases {
            try FileManager.default.removeItem(at: font)
            try make(font)
            let (outcome, output) = try PackCommand.parse([source.path, "-o", archive.path, "--key", privatePath])
                .pack()
            guard case .refused = outcome else {
                Issue.record("packed a font that is not one: \(output)")
                continue
            }
            #expect(output.contains("\(font.path): not a usable font: \(reason)"), "\(output)")
            #expect(!FileManager.default.fileExists(atPath: archive.path))
        }
    }

    @Test("pack refuses themes with findings and writes nothing: exit 1, each finding with its file and token")
    func packRefusesBrokenThemes() throws {
        let scratch = try TemporaryFolder("cli-pack")
        let folder = scratch.url
        let (privatePath, _) = try Self.keygen(in: folder)
        let source = folder.appendingPathComponent("autumn")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.example), to: source)
        let dark = source.appendingPathComponent("tokens/dark.tokens.json")
        try String(contentsOf: dark, encoding: .utf8)
            .replacingOccurrences(of: "{palette.rust.300}", with: "{palette.rust.350}")
            .replacingOccurrences(of: "\"$value\": \"{palette.cream.300}\"", with: "\"$value\": \"{palette.bark.800}\"")
            .write(to: dark, atomically: true, encoding: .utf8)
        let archive = folder.appendingPathComponent("autumn.liverypack")
        let (outcome, output) = try PackCommand.parse([source.path, "-o", archive.path, "--key", privatePath]).pack()
        guard case .refused = outcome else {
            Issue.record("packed broken themes: \(output)")
            return
        }
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("dark.tokens.json") && $0.contains("[autumn-dark] color.accent.default") })
        #expect(lines.last == "1 finding in 2 themes (autumn-light, autumn-dark): not packed")
        #expect(!FileManager.default.fileExists(atPath: archive.path))
        #expect(Tool.run(["pack", source.path, "-o", archive.path, "--key", privatePath]) == 1)

        // Resolving again, the contrast finding stays: secondary text too close to the canvas.
        try String(contentsOf: dark, encoding: .utf8).replacingOccurrences(
            of: "{palette.rust.350}", with: "{palette.rust.300}"
        )
        .write(to: dark, atomically: true, encoding: .utf8)
        let (again, contrast) = try PackCommand.parse([source.path, "-o", archive.path, "--key", privatePath]).pack()
        guard case .refused = again else {
            Issue.record("packed themes below their contrast: \(contrast)")
            return
        }
        #expect(contrast.contains("color.text.secondary") && contrast.contains("(contrast)"))
        #expect(!FileManager.default.fileExists(atPath: archive.path))
    }

    @Test(
        "pack refuses a token naming a shipped font by its PostScript or full name, or misspelling its family, at the token's line"
    )
    func packRefusesMisnamedFonts() throws {
        let scratch = try TemporaryFolder("cli-pack")
        let folder = scratch.url
        let (privatePath, _) = try Self.keygen(in: folder)
        let source = folder.appendingPathComponent("autumn")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.example), to: source)
        let palette = source.appendingPathComponent("tokens/palette.tokens.json")
        let original = try String(contentsOf: palette, encoding: .utf8)
        let archive = folder.appendingPathComponent("autumn.liverypack")
        let written = #""fontFamily": ["Lobster Two", "Georgia", "serif"]"#
        // Findings point at the token: the typography token `title`, whose `fontFamily` names the font.
        let tokenLine = try #require(
            original.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(#""title": {"#) }
        )
        let line = tokenLine + 1
        for (name, what) in [
            ("LobsterTwo-BoldItalic", "the PostScript name of fonts/LobsterTwo-BoldItalic.otf"),
            ("Lobster Two Bold Italic", "the full name of fonts/LobsterTwo-BoldItalic.otf"),
            ("LobsterTwo", "the family of fonts/LobsterTwo-BoldItalic.otf written in another case or spacing"),
        ] {
            try original.replacingOccurrences(of: written, with: #""fontFamily": ["\#(name)", "Georgia", "serif"]"#)
                .write(to: palette, atomically: true, encoding: .utf8)
            let (outcome, output) = try PackCommand.parse([source.path, "-o", archive.path, "--key", privatePath])
                .pack()
            guard case .refused = outcome else {
                Issue.record("packed a misnamed font: \(output)")
                continue
            }
            let lines = output.split(separator: "\n").map(String.init)
            #expect(
                lines.first
                    == "\(palette.path):\(line):5 typography.title: names the font '\(name)', \(what); platforms look fonts up by family name, so this gets the fallback font: write 'Lobster Two' (font-family)",
                "\(output)")
            #expect(lines.last == "1 finding in 2 themes (autumn-light, autumn-dark): not packed")
            #expect(!FileManager.default.fileExists(atPath: archive.path))
        }
        // Named once, in a fontFamily token the typography token aliases: one finding, at the fontFamily token.
        try original.replacingOccurrences(of: written, with: #""fontFamily": "{font.display}""#)
            .replacingOccurrences(
                of: #"  "typography": {"#,
                with:
                    #"  "font": { "display": { "$type": "fontFamily", "$value": ["LobsterTwo-BoldItalic", "serif"] } },"#
                    + "\n" + #"  "typography": {"#
            )
            .write(to: palette, atomically: true, encoding: .utf8)
        let (aliased, aliasedOutput) = try PackCommand.parse([source.path, "-o", archive.path, "--key", privatePath])
            .pack()
        guard case .refused = aliased else {
            Issue.record("packed a misnamed font family token: \(aliasedOutput)")
            return
        }
        let aliasedLines = aliasedOutput.split(separator: "\n").map(String.init)
        #expect(aliasedLines.count == 2, "\(aliasedOutput)")
        #expect(aliasedLines.first?.contains(" font.display: names the font 'LobsterTwo-BoldItalic'") == true)

        // A system family beside the shipped one, and the shipped family itself, are fine.
        try original.write(to: palette, atomically: true, encoding: .utf8)
        let (outcome, output) = try PackCommand.parse([source.path, "-o", archive.path, "--key", privatePath]).pack()
        guard case .written = outcome else {
            Issue.record("refused the example: \(output)")
            return
        }
    }

    @Test("A resolver document's contexts are a pack's themes: the example themes pack and verify")
    func resolverPack() throws {
        let scratch = try TemporaryFolder("cli-pack")
        let folder = scratch.url
        let (privatePath, publicPath) = try Self.keygen(in: folder)
        let source = folder.appendingPathComponent("themes")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: Repository.path("Examples/Themes")), to: source)
        try Data(
            #"{"id": "com.example.themes", "displayName": "Examples", "version": "2.1.0", "resolver": {"path": "themes.resolver.json", "modifier": "theme"}}"#
                .utf8
        ).write(to: source.appendingPathComponent("pack.json"))
        let archive = folder.appendingPathComponent("themes.liverypack").path
        #expect(Tool.run(["pack", source.path, "-o", archive, "--key", privatePath]) == 0)
        let report = try VerifyCommand.parse([archive, "--trust", publicPath]).verify()
        #expect(report.contains("themes: light (default), dark, sepia, high-contrast; they compile"))
    }

    @Test("Bad input is one line on standard error: exit 2")
    func badInput() throws {
        let scratch = try TemporaryFolder("cli-pack")
        let folder = scratch.url
        let (privatePath, publicPath) = try Self.keygen(in: folder)
        let garbage = folder.appendingPathComponent("garbage.private").path
        try "livery-ed25519-private:not-base64".write(toFile: garbage, atomically: true, encoding: .utf8)
        let archive = folder.appendingPathComponent("a.liverypack").path
        let cases: [([String], String)] = [
            (["pack", folder.path, "--key", privatePath], "pack.json: cannot read it"),
            (["pack", Self.example, "-o", archive, "--key", garbage], "a private key is written"),
            (["pack", Self.example, "-o", archive, "--key", "/no/such.private"], "cannot read the signing key"),
            (["pack", Self.example, "-o", archive], "Missing expected argument '--key <KEY>'"),
            (["verify", "/no/such.liverypack", "--trust", publicPath], "no such file"),
            (["verify", archive, "--trust", privatePath], "a public key is written"),
            (["verify", archive], "Missing expected argument '--trust <PUBKEY> ...'"),
        ]
        for (arguments, expected) in cases {
            let (status, errors) = Tool.capture(arguments).statusAndErrors
            #expect(status == 2, "\(arguments): \(errors)")
            #expect(errors.hasPrefix("error: ") && errors.contains(expected), "\(arguments): \(errors)")
            #expect(errors.split(separator: "\n").count == 1, "\(arguments): \(errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: archive))
    }
}

extension PackCommandTests {
    @Test("The README's verify sample is what verify prints for the example pack")
    func readmeSample() throws {
        let scratch = try TemporaryFolder("cli-pack")
        let folder = scratch.url
        let (privatePath, publicPath) = try Self.keygen(in: folder)
        let archive = folder.appendingPathComponent("autumn.liverypack").path
        #expect(Tool.run(["pack", Self.example, "-o", archive, "--key", privatePath]) == 0)
        let sample = try #require(
            ReadmeTests.blocks("text", in: try ReadmeTests.readme()).first {
                $0.first?.hasPrefix("verified ") == true
            })
        let output = try VerifyCommand.parse([archive, "--trust", publicPath]).verify()
        #expect(sample.count == 3 && ReadmeTests.appears(sample, in: output), "\(sample)")
    }
}
