import Foundation
import Testing

@testable import LiveryPacks

@Suite("Pack format: versions, keys, manifests")
struct PackFormatTests {
    @Test(
        "Semantic versions order as SemVer 2.0 orders them",
        arguments: [
            ("1.0.0-alpha", "1.0.0-alpha.1"), ("1.0.0-alpha.1", "1.0.0-alpha.beta"), ("1.0.0-alpha.beta", "1.0.0-beta"),
            ("1.0.0-beta.2", "1.0.0-beta.11"), ("1.0.0-rc.1", "1.0.0"), ("1.0.0", "1.0.1"), ("1.9.0", "1.10.0"),
            ("1.10.0", "2.0.0"),
        ])
    func versionOrder(lower: String, higher: String) throws {
        let low = try #require(SemanticVersion(lower))
        let high = try #require(SemanticVersion(higher))
        #expect(low < high)
        #expect(!(high < low))
        #expect(low.description == lower)
    }

    @Test("Build metadata does not order; malformed versions do not read")
    func versionForms() {
        #expect(SemanticVersion("1.2.3+build.7") == SemanticVersion("1.2.3"))
        #expect(SemanticVersion("1.2.3+build.7")?.description == "1.2.3+build.7")
        for text in ["1.2", "1.2.3.4", "01.2.3", "1.2.-3", "1.2.3-", "1.2.3-01", "v1.2.3", "", "1..3"] {
            #expect(SemanticVersion(text) == nil, "\(text)")
        }
    }

    @Test("Keys round-trip through their text forms; a signature verifies only with its key")
    func keys() throws {
        let key = PackSigningKey()
        let restored = try PackSigningKey(text: key.text + "\n")
        #expect(restored.publicKey == key.publicKey)
        let publicKey = try PackPublicKey(text: key.publicKey.text)
        #expect(publicKey == key.publicKey)
        #expect(publicKey.fingerprint.count == 16)
        let manifest = Data(#"{"id":"x"}"#.utf8)
        let signature = try PackSignature(signing: manifest, with: key)
        #expect(try signature.verify(manifest, trusting: [publicKey]) == publicKey)
        #expect(throws: PackError.untrustedKey(fingerprint: publicKey.fingerprint)) {
            try signature.verify(manifest, trusting: [PackSigningKey().publicKey])
        }
        #expect(throws: PackError.invalidSignature(fingerprint: publicKey.fingerprint)) {
            try signature.verify(Data(#"{"id":"y"}"#.utf8), trusting: [publicKey])
        }
        #expect(throws: PackError.self) { try PackPublicKey(text: "livery-ed25519-public:AAAA") }
        #expect(throws: PackError.self) { try PackSigningKey(text: key.publicKey.text) }
    }

    @Test("The manifest's canonical bytes have sorted keys and read back to the same manifest")
    func canonicalManifest() throws {
        let manifest = PackManifest(
            id: "com.example.autumn", displayName: "Autumn", version: SemanticVersion(1, 2, 0),
            minimumLiveryVersion: SemanticVersion(0, 9, 0),
            themes: [PackTheme(name: "autumn", files: ["tokens/a.tokens.json"])],
            files: [PackFile(path: "tokens/a.tokens.json", size: 2, sha256: String(repeating: "a", count: 64))])
        let data = try manifest.canonicalData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(#"{"displayName":"Autumn","files":[{"path":"tokens/a.tokens.json""#))
        #expect(!text.contains("\n") && !text.contains(": "))
        let read = try PackManifest.read(data)
        #expect(read == manifest)
        #expect(try read.canonicalData() == data)
    }

    static let invalidManifests: [(String, String)] = [
        (#""id":"Com.Example""#, "id 'Com.Example' must be reverse-DNS style"),
        (#""format":2"#, "pack format 2 is not one this Livery reads"),
        (#""path":"../escape.json""#, "files: '../escape.json': '..' leads out of the pack's folder"),
        (#""path":"/etc/passwd""#, "files: '/etc/passwd': an absolute path"),
        (#""path":"manifest.json""#, "files: 'manifest.json' is reserved for the pack itself"),
        (#""sha256":"XYZ""#, "files: 'tokens/a.tokens.json': sha256 must be 64 lower-case hex digits"),
        (
            #""files":["tokens/other.tokens.json"]"#,
            "themes: 'autumn' names 'tokens/other.tokens.json', which is not among the files"
        ),
        (#""defaultTheme":"winter""#, "defaultTheme: 'winter' is not one of the themes"),
        // A value of the wrong shape: where it is (line and column) and its key path, not a DecodingError dump.
        (#""files":"tokens/a.tokens.json""#, "manifest.json: 1:"),
        (#""files":"tokens/a.tokens.json""#, ": themes[0].files: expected a list"),
        (#""version":"1.2""#, "version: '1.2' is not a semantic version (1.2.3)"),
    ]

    @Test("Invalid manifests are refused with the field and what is wrong", arguments: invalidManifests)
    func invalidManifest(change: String, message: String) throws {
        var fields: [String: String] = [
            "format": #""format":1"#, "id": #""id":"com.example.autumn""#, "displayName": #""displayName":"Autumn""#,
            "version": #""version":"1.2.0""#, "minimumLiveryVersion": #""minimumLiveryVersion":"0.9.0""#,
            "themes": #""themes":[{"name":"autumn","files":["tokens/a.tokens.json"]}]"#,
            "files":
                #""files":[{"path":"tokens/a.tokens.json","size":2,"sha256":"\#(String(repeating: "a", count: 64))"}]"#,
        ]
        let key = String(change.dropFirst().prefix { $0 != "\"" })
        switch key {
        case "path", "sha256":
            fields["files"] = fields["files"]!.replacingOccurrences(
                of: key == "path"
                    ? #""path":"tokens/a.tokens.json""# : #""sha256":"\#(String(repeating: "a", count: 64))""#,
                with: change)
        case "files": fields["themes"] = #""themes":[{"name":"autumn",\#(change)}]"#
        default: fields[key] = change
        }
        let text = "{" + fields.values.sorted().joined(separator: ",") + "}"
        #expect(throws: PackError.self) { try PackManifest.read(Data(text.utf8)) }
        do {
            _ = try PackManifest.read(Data(text.utf8))
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }
}
