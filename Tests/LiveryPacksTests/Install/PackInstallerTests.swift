import Crypto
import Foundation
import Livery
import Testing
import ZIPFoundation

@testable import LiveryPacks

@Suite("Installing packs: checks, atomic switch, rollback, crafted archives")
struct PackInstallerTests {
    let root: URL
    let installer: PackInstaller

    init() throws {
        root = try PackFixtures.temporaryFolder("installed")
        installer = PackInstaller(directory: root, trustedKeys: [PackFixtures.key.publicKey])
    }

    @Test("A good pack installs: files checked and in place, themes registered in a manager")
    func installs() async throws {
        let pack = try await installer.installFirstVersion()
        #expect(pack.id == "com.example.autumn" && pack.version == SemanticVersion(1, 0, 0))
        #expect(pack.previousVersion == nil)
        let image = try Data(contentsOf: pack.directory.appendingPathComponent("images/leaf.png"))
        #expect(image == PackFixtures.sourceFiles(version: "1.0.0").first { $0.0 == "images/leaf.png" }?.1)
        #expect(try await installer.installedPacks().map(\.id) == ["com.example.autumn"])
        try await MainActor.run {
            let manager = ThemeManager(name: "packs", store: nil)
            #expect(try pack.register(in: manager) == ["autumn-light", "autumn-dark"])
            #expect(manager.currentIdentifier == "autumn-light")
            #expect(manager.snapshot?.color("color.text") == Color(red: 0, green: 0, blue: 0))
            try manager.switchTo("autumn-dark")
            #expect(manager.snapshot?.color("color.text") == Color(red: 1, green: 1, blue: 1))
        }
    }

    @Test("An installed pack's themes join a theme space's dimension as contexts; the selection stays")
    func packContextsInASpace() async throws {
        let pack = try await installer.installFirstVersion()
        try await MainActor.run {
            let loader = TokenLoader()
            let plain = try loader.load(
                text: """
                    { "color": { "$type": "color",
                        "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } },
                        "link": { "$value": "{color.accent}" }, "text": { "$value": "{color.ink}" },
                        "ink": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.2, 0.2] } },
                        "canvas": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
                    """, file: "plain.tokens.json")
            let compact = try loader.load(
                text: #"{ "space": { "pad": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } } }"#,
                file: "compact.tokens.json")
            let space = try ThemeSpace(
                base: [],
                dimensions: [
                    .init(name: "brand", contexts: [("plain", [plain])]),
                    .init(name: "density", contexts: [("compact", [compact])]),
                ])
            let manager = ThemeManager(name: "space-packs", store: nil)
            try manager.setThemeSpace(space)
            #expect(manager.snapshot?.color("color.link") == Color(red: 0, green: 0, blue: 1))
            try manager.setThemeSpace(pack.contexts(addedTo: space, dimension: "brand"))
            #expect(
                manager.themeSpace?.dimension(named: "brand")?.contexts == ["plain", "autumn-light", "autumn-dark"])
            #expect(manager.selection["brand"] == "plain")
            try manager.select("autumn-dark", for: "brand")
            #expect(manager.snapshot?.color("color.text") == Color(red: 1, green: 1, blue: 1))
            #expect(manager.snapshot?["space.pad"] != nil)
            #expect(throws: PackError.self) { try pack.contexts(addedTo: space, dimension: "size") }
        }
    }

    @Test("A pack update keeps the user's override, and tokens aliasing it follow it; one change for the update")
    func updateKeepsOverrides() async throws {
        let first = try await installer.installFirstVersion()
        let updated = try await installer.install(from: PackFixtures.archive(version: "1.1.0"))
        try await MainActor.run {
            let manager = ThemeManager(name: "override-update", store: nil)
            try first.register(in: manager)
            let scope = manager.makeScope(named: "preview")
            let picked = Color(red: 0.2, green: 0.4, blue: 0.9)
            // An alias reads the override through its saved form (8-bit hex), so colors compare as hex.
            let pickedHex = picked.hexString()
            try manager.setOverride(.color(picked), for: "color.accent")
            #expect(manager.snapshot?.color("color.link")?.hexString() == pickedHex, "before the update")

            // Notifications are posted synchronously on the main actor, by the update itself.
            let managerChanges = ChangeRecorder(observing: manager)
            let scopeChanges = ChangeRecorder(observing: scope)

            #expect(try updated.register(in: manager) == ["autumn-light", "autumn-dark"])
            #expect(manager.overrides["color.accent"] == .color(picked))
            #expect(manager.snapshot?.color("color.accent")?.hexString() == pickedHex)
            let link = { (manager: ThemeManager) in manager.snapshot?.color("color.link")?.hexString() }
            #expect(link(manager) == pickedHex, "the alias follows the override after the update")
            #expect(link(scope) == pickedHex, "and so does the scope")
            try manager.switchTo("autumn-dark")
            #expect(link(manager) == pickedHex, "in the other theme of the update too")
            #expect(managerChanges.changes.map(\.reason) == [.themeReplaced, .manual])
            #expect(
                scopeChanges.changes.map(\.reason) == [.themeReplaced, .manual], "the scope hears of the update once")
        }
    }

    @Test("An update becomes active with the old version kept; rollback swaps them; downgrades need asking")
    func updateRollbackDowngrade() async throws {
        _ = try await installer.installFirstVersion()
        let updated = try await installer.install(from: PackFixtures.archive(version: "1.1.0"))
        #expect(updated.version == SemanticVersion(1, 1, 0) && updated.previousVersion == SemanticVersion(1, 0, 0))
        try await MainActor.run {
            let manager = ThemeManager(name: "update", store: nil)
            try updated.register(in: manager)
            #expect(manager.snapshot?.color("color.accent")?.red == 0)
            let older = try #require(try updated.themeSet().compile()["autumn-light"])
            #expect(older.color("color.accent")?.red == 0)
        }
        let rolledBack = try await installer.rollback(id: "com.example.autumn")
        #expect(
            rolledBack.version == SemanticVersion(1, 0, 0) && rolledBack.previousVersion == SemanticVersion(1, 1, 0))
        #expect(try await installer.rollback(id: "com.example.autumn").version == SemanticVersion(1, 1, 0))

        await #expect(
            throws: PackError.downgrade(
                id: "com.example.autumn", installed: SemanticVersion(1, 1, 0), offered: SemanticVersion(1, 0, 5))
        ) {
            try await installer.install(from: PackFixtures.archive(version: "1.0.5"))
        }
        await #expect(throws: PackError.self) {
            try await installer.install(from: PackFixtures.archive(version: "1.1.0"))
        }
        let downgraded = try await installer.install(
            from: PackFixtures.archive(version: "1.0.5"), allowingDowngrade: true)
        #expect(
            downgraded.version == SemanticVersion(1, 0, 5) && downgraded.previousVersion == SemanticVersion(1, 1, 0))
        // Two versions at most stay on disk.
        let versions = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("com.example.autumn/versions").path)
        #expect(versions.count == 2)

        try await installer.remove(id: "com.example.autumn")
        #expect(try await installer.installedPacks().isEmpty)
        await #expect(throws: PackError.notInstalled("com.example.autumn")) {
            try await installer.rollback(id: "com.example.autumn")
        }
    }

    @Test("A failure injected at every step of an install leaves the previous version active and nothing reachable")
    func failureAtEveryStep() async throws {
        _ = try await installer.installFirstVersion()
        let update = try PackFixtures.archive(version: "2.0.0")
        for step in PackInstaller.InstallStep.allCases {
            await installer.setFaultInjector { current in
                if current == step { throw PackError.fileSystem("injected", reason: "failure at \(step)") }
            }
            await #expect(throws: PackError.fileSystem("injected", reason: "failure at \(step)")) {
                try await installer.install(from: update)
            }
            try await installer.expectFirstVersionIntact("after a failure at \(step)")
        }
        await installer.setFaultInjector(nil)
        #expect(try await installer.install(from: update).version == SemanticVersion(2, 0, 0))
    }

    @Test("What a crash leaves (a staging folder, an unreferenced version, a temporary state) is never used, and goes")
    func crashLeftovers() async throws {
        let first = try await installer.installFirstVersion()
        let folder = root.appendingPathComponent("com.example.autumn")
        let files = FileManager.default
        try files.createDirectory(
            at: folder.appendingPathComponent("staging/half/tokens"), withIntermediateDirectories: true)
        try Data("{".utf8).write(to: folder.appendingPathComponent("staging/half/tokens/base.tokens.json"))
        try files.copyItem(at: first.directory, to: folder.appendingPathComponent("versions/9.9.9-deadbeef"))
        try Data(#"{"active":"9.9.9-deadbeef"}"#.utf8).write(to: folder.appendingPathComponent("state.json.x.tmp"))
        #expect(try await installer.installedPack(id: "com.example.autumn")?.version == SemanticVersion(1, 0, 0))
        _ = try await installer.install(from: PackFixtures.archive(version: "1.2.0"))
        #expect(!files.fileExists(atPath: folder.appendingPathComponent("staging").path))
        #expect(!files.fileExists(atPath: folder.appendingPathComponent("versions/9.9.9-deadbeef").path))
        #expect(!files.fileExists(atPath: folder.appendingPathComponent("state.json.x.tmp").path))
        #expect(try files.contentsOfDirectory(atPath: folder.appendingPathComponent("versions").path).count == 2)
    }

    @Test("A pack whose themes do not compile is refused by the installer, and by a manager, which stay as they were")
    func brokenThemes() async throws {
        _ = try await installer.installFirstVersion()
        let broken = try PackFixtures.archive(version: "2.0.0", brokenAlias: true)
        do {
            try await installer.install(from: broken)
            Issue.record("a pack whose themes do not compile was installed")
        } catch {
            #expect(
                error.kind == "themesFailed(com.example.autumn)" && "\(error)".contains("color.missing"), "\(error)")
        }
        try await installer.expectFirstVersionIntact("after refusing a pack whose themes do not compile")
        // The manager refuses such themes too (a pack extracted by other means, a file edited on disk).
        let folder = try PackFixtures.temporaryFolder("extracted")
        let verified = try PackVerifier.verify(archiveAt: broken, trustedKeys: [PackFixtures.key.publicKey])
        try verified.extract(into: folder)
        let pack = InstalledPack(manifest: verified.manifest, directory: folder, previousVersion: nil)
        try await MainActor.run {
            let manager = ThemeManager(name: "broken", store: nil)
            try manager.add(Theme("the app's own theme"), as: "app")
            do {
                try pack.register(in: manager)
                Issue.record("broken themes were registered")
            } catch {
                #expect("\(error)".contains("color.missing"), "\(error)")
            }
            #expect(manager.themeIdentifiers == ["app"] && manager.currentIdentifier == "app")
        }
    }

    // MARK: - Crafted archives

    static let craftedCases: [String] = [
        "zip-slip", "absolute path", "symbolic link", "duplicate entry", "duplicate by case", "10,000 entries",
        "compression bomb", "bomb with lying sizes", "hash mismatch", "size mismatch", "unlisted entry",
        "missing entry", "tampered manifest", "wrong key", "unsigned", "needs a newer Livery", "not a zip",
    ]

    @Test("Crafted archives are refused with the right error; the installed pack stays", arguments: craftedCases)
    func craftedArchive(_ name: String) async throws {
        _ = try await installer.installFirstVersion()
        let (manifest, files) = try PackFixtures.parts(version: "3.0.0")
        let (url, expected) = try Self.crafted(name, manifest: manifest, files: files)
        do {
            try await installer.install(from: url)
            Issue.record("\(name) was installed")
        } catch {
            #expect(error.kind == expected.kind, "\(name): \(error)")
        }
        // Structural and signature problems are found before anything is extracted: the verifier finds them
        // too. (A lying size or a wrong hash shows only in the bytes, while extracting.)
        if !["bomb with lying sizes", "hash mismatch"].contains(name) {
            #expect(throws: PackError.self) {
                try PackVerifier.verify(archiveAt: url, trustedKeys: [PackFixtures.key.publicKey])
            }
        }
        try await installer.expectFirstVersionIntact("after refusing \(name)")
    }

    /// A crafted archive and the error it must be refused with.
    static func crafted(_ name: String, manifest: PackManifest, files: [(path: String, data: Data)]) throws
        -> (URL, PackError)
    {
        switch name {
        case "zip-slip":
            return (
                try PackCrafting.archive(manifest: manifest, files: files) {
                    $0.add("../../evil.json", Data("{}".utf8))
                },
                .unsafeEntryPath("../../evil.json", reason: "'..' leads out of the pack's folder")
            )
        case "absolute path":
            return (
                try PackCrafting.archive(manifest: manifest, files: files) {
                    $0.add("/tmp/evil.json", Data("{}".utf8))
                },
                .unsafeEntryPath("/tmp/evil.json", reason: "an absolute path")
            )
        case "symbolic link":
            return (
                try PackCrafting.archive(manifest: manifest, files: files) {
                    $0.add("tokens/link.json", Data("/etc/passwd".utf8), isSymbolicLink: true)
                }, .symbolicLinkEntry("tokens/link.json")
            )
        case "duplicate entry":
            let file = files[0]
            return (
                try PackCrafting.archive(manifest: manifest, files: files) { $0.add(file.path, Data("{}".utf8)) },
                .duplicateEntry(file.path)
            )
        case "duplicate by case":
            return (
                try PackCrafting.archive(manifest: manifest, files: files) {
                    $0.add("TOKENS/BASE.tokens.json", Data())
                },
                .duplicateEntry("TOKENS/BASE.tokens.json")
            )
        case "10,000 entries":
            return (
                try PackCrafting.archive(manifest: manifest, files: files) { zip in
                    for index in 0..<10_000 { zip.add("filler/\(index).txt", Data()) }
                }, .tooManyEntries(count: 10_000 + files.count + 2, limit: 2_000)
            )
        case "compression bomb":
            return (
                try PackCrafting.bomb(size: 64 << 20),
                .compressionRatioExceeded("tokens/zeros.tokens.json", ratio: 0, limit: 200)
            )
        case "bomb with lying sizes":
            // The headers say 1,000 bytes; the data inflates to 64 MiB. The signed manifest agrees with the
            // headers, so only the bytes themselves show the lie.
            let url = try PackCrafting.bomb(size: 64 << 20)
            try PackCrafting.declareSize(1_000, ofFirstEntryIn: url)
            var lying = manifest
            lying.files = [
                PackFile(path: "tokens/zeros.tokens.json", size: 1_000, sha256: String(repeating: "0", count: 64))
            ]
            lying.themes = [PackTheme(name: "zeros", files: ["tokens/zeros.tokens.json"])]
            lying.defaultTheme = nil
            let archive = try Archive(url: url, accessMode: .update)
            for (path, data) in try Self.signedParts(of: lying) {
                try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count)) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
            return (url, .entryTooLarge("tokens/zeros.tokens.json", size: 0, limit: 1_000))
        case "hash mismatch":
            var changed = files
            changed[0].data[changed[0].data.startIndex] ^= 0x20
            return (try PackCrafting.archive(manifest: manifest, files: changed), .hashMismatch(files[0].path))
        case "size mismatch":
            var changed = files
            changed[0].data.append(Data(" ".utf8))
            return (
                try PackCrafting.archive(manifest: manifest, files: changed),
                .sizeMismatch(
                    files[0].path, expected: Int64(files[0].data.count), actual: Int64(files[0].data.count + 1))
            )
        case "unlisted entry":
            return (
                try PackCrafting.archive(manifest: manifest, files: files) {
                    $0.add("extra/readme.txt", Data("hi".utf8))
                },
                .unlistedEntry("extra/readme.txt")
            )
        case "missing entry":
            return (
                try PackCrafting.archive(manifest: manifest, files: Array(files.dropLast())),
                .missingEntry(files.last!.path)
            )
        case "tampered manifest":
            var zip = CraftedZip()
            let data = try manifest.canonicalData()
            zip.add("signature.json", try PackSignature(signing: data, with: PackFixtures.key).data())
            var tampered = data
            tampered[tampered.firstIndex(of: UInt8(ascii: "3"))!] = UInt8(ascii: "4")  // version 3.0.0 → 4.0.0
            zip.add("manifest.json", tampered)
            for (path, data) in files { zip.add(path, data) }
            let url = try PackFixtures.temporaryFolder("tampered").appendingPathComponent("t.liverypack")
            try zip.data().write(to: url)
            return (url, .invalidSignature(fingerprint: PackFixtures.key.publicKey.fingerprint))
        case "wrong key":
            return (
                try PackCrafting.archive(manifest: manifest, files: files, signingKey: PackFixtures.otherKey),
                .untrustedKey(fingerprint: PackFixtures.otherKey.publicKey.fingerprint)
            )
        case "unsigned":
            return (try PackCrafting.archive(manifest: manifest, files: files, signingKey: nil), .unsigned)
        case "needs a newer Livery":
            var newer = manifest
            newer.minimumLiveryVersion = SemanticVersion(99, 0, 0)
            return (
                try PackCrafting.archive(manifest: newer, files: files),
                .requiresNewerLivery(required: SemanticVersion(99, 0, 0), running: LiveryVersion.current)
            )
        default:
            let url = try PackFixtures.temporaryFolder("garbage").appendingPathComponent("garbage.liverypack")
            try Data("this is not a zip archive".utf8).write(to: url)
            return (url, .unreadableArchive("garbage.liverypack", reason: ""))
        }
    }

    static func signedParts(of manifest: PackManifest) throws -> [(String, Data)] {
        let data = try manifest.canonicalData()
        return [
            ("manifest.json", data),
            ("signature.json", try PackSignature(signing: data, with: PackFixtures.key).data()),
        ]
    }
}

/// Records the changes a manager posts while the recorder lives.
@MainActor
final class ChangeRecorder {
    private(set) var changes: [ThemeChange] = []
    private var observer: (any NSObjectProtocol)?

    init(observing manager: ThemeManager) {
        observer = NotificationCenter.default.addObserver(
            forName: ThemeManager.didChangeNotification, object: manager, queue: nil
        ) { [weak self] note in
            guard let change = note.userInfo?[ThemeManager.changeUserInfoKey] as? ThemeChange else { return }
            MainActor.assumeIsolated { self?.changes.append(change) }
        }
    }

    isolated deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}
