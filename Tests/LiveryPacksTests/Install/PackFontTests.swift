import Foundation
import Livery
import LiveryCore
import Testing

@testable import LiveryPacks

/// A font registrar that records every call, by pack version and file name (`register 1.0.0/Serif.ttf`), and
/// fails to register files whose name contains `Broken`.
final class RecordingFontRegistrar: FontRegistrar, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var current: [String] = []

    /// The calls so far.
    var calls: [String] { lock.withLock { recorded } }
    /// The fonts registered now.
    var registered: [String] { lock.withLock { current } }

    func register(_ font: URL) throws {
        let name = Self.name(font)
        try lock.withLock {
            recorded.append("register \(name)")
            guard !font.lastPathComponent.contains("Broken") else { throw FontFileError(reason: "no glyphs") }
            current.append(name)
        }
    }

    func unregister(_ font: URL) {
        let name = Self.name(font)
        lock.withLock {
            recorded.append("unregister \(name)")
            current.removeAll { $0 == name }
        }
    }

    /// The pack version (from the version folder's name, `1.0.0-1a2b3c4d`) and the file name.
    static func name(_ font: URL) -> String {
        let folder = font.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
        return "\(folder.split(separator: "-").first ?? "")/\(font.lastPathComponent)"
    }
}

@Suite("Fonts in packs: registered on install, swapped on update and rollback, a failing font refuses the pack")
struct PackFontTests {
    let root: URL
    let registrar = RecordingFontRegistrar()
    let installer: PackInstaller

    init() throws {
        root = try PackFixtures.temporaryFolder("fonts")
        installer = PackInstaller(directory: root, trustedKeys: [PackFixtures.key.publicKey], fontRegistrar: registrar)
    }

    /// A starting "font": the TrueType signature, enough for the system registrar's check on Linux. (Made on each
    /// use: a static stored `Data` is a lazily made global that LeakSanitizer reports when the process ends.)
    static var trueTypeHeader: Data { Data([0, 1, 0, 0] + [UInt8](repeating: 0, count: 60)) }

    /// A signed pack of the fixture's themes that lists `fonts` (name → contents) under `fonts/`.
    static func archive(version: String, fonts: [(String, Data)]) throws -> URL {
        let folder = try PackFixtures.sourceFolder(version: version)
        let description = folder.appendingPathComponent("pack.json")
        var json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: description)) as? [String: Any])
        json["fonts"] = fonts.map { "fonts/\($0.0)" }
        try JSONSerialization.data(withJSONObject: json).write(to: description)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        for (name, data) in fonts { try data.write(to: folder.appendingPathComponent("fonts/\(name)")) }
        let output = try PackFixtures.temporaryFolder("archive").appendingPathComponent("fonts-\(version).liverypack")
        try PackBuilder.build(from: folder, to: output, signingKey: PackFixtures.key)
        return output
    }

    @Test("Install registers in the manifest's order; an update unregisters the old fonts first; remove unregisters")
    func registrationOrder() async throws {
        let fonts = [("Serif.ttf", Self.trueTypeHeader), ("Sans.otf", Self.trueTypeHeader)]
        let first = try await installer.install(from: Self.archive(version: "1.0.0", fonts: fonts))
        #expect(first.manifest.fonts == ["fonts/Serif.ttf", "fonts/Sans.otf"])
        #expect(registrar.calls == ["register 1.0.0/Serif.ttf", "register 1.0.0/Sans.otf"])

        try await installer.install(from: Self.archive(version: "1.1.0", fonts: fonts))
        #expect(
            registrar.calls.dropFirst(2) == [
                "unregister 1.0.0/Sans.otf", "unregister 1.0.0/Serif.ttf",
                "register 1.1.0/Serif.ttf", "register 1.1.0/Sans.otf",
            ])
        #expect(registrar.registered == ["1.1.0/Serif.ttf", "1.1.0/Sans.otf"])

        try await installer.rollback(id: "com.example.autumn")
        #expect(registrar.registered == ["1.0.0/Serif.ttf", "1.0.0/Sans.otf"], "rollback brings the old fonts back")

        try await installer.remove(id: "com.example.autumn")
        #expect(registrar.registered.isEmpty)
        #expect(registrar.calls.suffix(2) == ["unregister 1.0.0/Sans.otf", "unregister 1.0.0/Serif.ttf"])
    }

    @Test("A font that fails refuses the update: its fonts are undone, the old ones registered again, 1.0.0 stays")
    func failingFontKeepsThePreviousPack() async throws {
        try await installer.install(from: Self.archive(version: "1.0.0", fonts: [("Serif.ttf", Self.trueTypeHeader)]))
        let update = try Self.archive(
            version: "1.1.0", fonts: [("Serif.ttf", Self.trueTypeHeader), ("Broken.ttf", Self.trueTypeHeader)])
        await #expect(
            throws: PackError.fontFailed(id: "com.example.autumn", path: "fonts/Broken.ttf", reason: "no glyphs")
        ) {
            try await installer.install(from: update)
        }
        #expect(
            registrar.calls == [
                "register 1.0.0/Serif.ttf",
                "unregister 1.0.0/Serif.ttf", "register 1.1.0/Serif.ttf", "register 1.1.0/Broken.ttf",
                "unregister 1.1.0/Serif.ttf", "register 1.0.0/Serif.ttf",
            ])
        #expect(registrar.registered == ["1.0.0/Serif.ttf"])
        let active = try #require(try await installer.installedPack(id: "com.example.autumn"))
        #expect(active.version == SemanticVersion(1, 0, 0))
        let versions = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("com.example.autumn/versions").path)
        #expect(versions.count == 1, "the refused version's files are gone: \(versions)")
    }

    @Test("At launch, registerFonts registers the active version's fonts once")
    func registerAtLaunch() async throws {
        try await installer.install(from: Self.archive(version: "1.0.0", fonts: [("Serif.ttf", Self.trueTypeHeader)]))
        let relaunched = PackInstaller(
            directory: root, trustedKeys: [PackFixtures.key.publicKey], fontRegistrar: registrar)
        try await relaunched.registerFonts(id: "com.example.autumn")
        try await relaunched.registerFonts(id: "com.example.autumn")
        #expect(registrar.calls == ["register 1.0.0/Serif.ttf", "register 1.0.0/Serif.ttf"], "once per installer")
        await #expect(throws: PackError.notInstalled("com.example.other")) {
            try await relaunched.registerFonts(id: "com.example.other")
        }
    }

    @Test("The system registrar refuses a file that is not a font, naming it; the manifest lists only font files")
    func systemRegistrarChecksTheFile() async throws {
        let system = PackInstaller(directory: root, trustedKeys: [PackFixtures.key.publicKey])
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 32))
        let error = await #expect(throws: PackError.self) {
            try await system.install(from: Self.archive(version: "1.0.0", fonts: [("Logo.ttf", png)]))
        }
        #expect(error?.kind == "fontFailed(com.example.autumn)")
        #expect("\(error!)".contains("font 'fonts/Logo.ttf' is not usable: it is not a TrueType, OpenType"))
        #expect(try await system.installedPack(id: "com.example.autumn") == nil, "nothing installed")

        #expect(throws: PackError.malformedManifest("fonts: 'fonts/Logo.png' is not a .ttf, .otf or .ttc file")) {
            try Self.archive(version: "1.0.0", fonts: [("Logo.png", png)])
        }
    }

    @Test(
        "The example pack ships a real font (Lobster Two, SIL OFL 1.1): the system registrar takes it, and the pack's title token names the family the file declares"
    )
    func examplePackFont() async throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Packs/Autumn")
        let archive = try PackFixtures.temporaryFolder("archive").appendingPathComponent("autumn.liverypack")
        try PackBuilder.build(from: example, to: archive, signingKey: PackFixtures.key)
        let system = PackInstaller(directory: root, trustedKeys: [PackFixtures.key.publicKey])
        let pack = try await system.install(from: archive)
        #expect(pack.manifest.fonts == ["fonts/LobsterTwo-BoldItalic.otf"])
        let font = pack.directory.appendingPathComponent("fonts/LobsterTwo-BoldItalic.otf")
        #expect(
            try Data(contentsOf: font)
                == Data(contentsOf: example.appendingPathComponent("fonts/LobsterTwo-BoldItalic.otf")))
        #expect(
            FileManager.default.fileExists(atPath: pack.directory.appendingPathComponent("fonts/OFL.txt").path),
            "the license travels with the font")

        let declared = try FontFileNames(data: Data(contentsOf: font)).families
        #expect(declared == ["Lobster Two"])
        let families = try await MainActor.run {
            let manager = ThemeManager(name: "fonts", store: nil)
            return try pack.register(in: manager).map { theme in
                try manager.switchTo(theme)
                return manager.snapshot?.value("typography.title", as: Typography.self)?.fontFamily.first
            }
        }
        #expect(families == ["Lobster Two", "Lobster Two"], "both Autumn themes name the shipped family first")
    }
}
