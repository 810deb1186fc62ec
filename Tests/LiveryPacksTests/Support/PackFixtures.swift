import Foundation

@testable import LiveryPacks

/// Packs for the tests: real token files, real archives, real signatures, in temporary folders.
enum PackFixtures {
    /// The publisher's key the tests trust.
    static let key = PackSigningKey()
    /// Another publisher's key, not trusted.
    static let otherKey = PackSigningKey()

    /// A new empty folder, inside one folder per test process under the system's temporary folder
    /// (``processFolder``), which goes with everything in it when the process exits: the pack tests hand these
    /// URLs around (installers, downloads, servers), so they are not tied to one value's lifetime.
    static func temporaryFolder(_ name: String = "pack") throws -> URL {
        let url = processFolder.appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The folder of this process's pack fixtures, made on first use and removed at exit.
    static let processFolder: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("livery-packs-tests-\(UUID().uuidString)", isDirectory: true)
        atexit { try? FileManager.default.removeItem(at: PackFixtures.processFolder) }
        return url
    }()

    /// The red component of the accent color of a pack version (a tenth of its last digit), so tests can tell
    /// versions apart by their themes.
    static func accentRed(of version: String) -> Double {
        Double(version.filter(\.isNumber).last.map(String.init).flatMap(Int.init) ?? 0) / 10
    }

    /// The files of a pack's source folder: `pack.json`, three token files and an image.
    static func sourceFiles(id: String = "com.example.autumn", version: String, brokenAlias: Bool = false)
        -> [(String, Data)]
    {
        let description = """
            { "id": "\(id)", "displayName": "Autumn", "version": "\(version)",
              "themes": [ { "name": "autumn-light", "files": ["tokens/base.tokens.json", "tokens/light.tokens.json"] },
                          { "name": "autumn-dark", "files": ["tokens/base.tokens.json", "tokens/dark.tokens.json"] } ],
              "defaultTheme": "autumn-light" }
            """
        let base = """
            { "color": { "$type": "color",
                "accent": { "$value": { "colorSpace": "srgb", "components": [\(accentRed(of: version)), 0.2, 0] } },
                "link": { "$value": "{color.accent}" },
                "text": { "$value": "{color.\(brokenAlias ? "missing" : "ink")}" },
                "ink": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } },
                "canvas": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
            """
        let light =
            #"{ "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#
        let dark = """
            { "color": { "$type": "color",
                "ink": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "canvas": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }
            """
        return [
            ("pack.json", Data(description.utf8)), ("tokens/base.tokens.json", Data(base.utf8)),
            ("tokens/light.tokens.json", Data(light.utf8)), ("tokens/dark.tokens.json", Data(dark.utf8)),
            ("images/leaf.png", Data((0..<2_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })),
        ]
    }

    /// Writes a pack's source folder.
    static func sourceFolder(id: String = "com.example.autumn", version: String, brokenAlias: Bool = false) throws
        -> URL
    {
        let folder = try temporaryFolder("source")
        for (path, data) in sourceFiles(id: id, version: version, brokenAlias: brokenAlias) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return folder
    }

    /// Builds a signed pack archive.
    static func archive(
        id: String = "com.example.autumn", version: String, key: PackSigningKey = key, brokenAlias: Bool = false
    ) throws -> URL {
        let output = try temporaryFolder("archive").appendingPathComponent("\(id)-\(version).liverypack")
        try PackBuilder.build(
            from: try sourceFolder(id: id, version: version, brokenAlias: brokenAlias), to: output, signingKey: key)
        return output
    }

    /// The manifest and files of a pack, for crafting archives by hand.
    static func parts(version: String) throws -> (manifest: PackManifest, files: [(path: String, data: Data)]) {
        let archive = try archive(version: version)
        let opened = try PackArchive(url: archive, limits: PackLimits())
        let manifest = try PackManifest.read(try opened.read("manifest.json", limit: 1 << 20))
        let files = try manifest.files.map { file in
            (path: file.path, data: try opened.read(file.path, limit: UInt64(file.size)))
        }
        return (manifest, files)
    }
}
