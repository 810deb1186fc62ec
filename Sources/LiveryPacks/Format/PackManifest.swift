import Foundation
import LiveryCore

/// What a theme pack is and holds: its identity and version, the Livery it needs, its themes, and every file
/// with its size and SHA-256. The signature covers the manifest's bytes, so the manifest vouches for every file.
///
/// ```json
/// {"displayName":"Autumn","files":[{"path":"tokens/base.tokens.json","sha256":"9f…","size":1830}, …],
///  "format":1,"id":"com.example.autumn","minimumLiveryVersion":"0.9.0",
///  "themes":[{"files":["tokens/base.tokens.json","tokens/autumn-dark.tokens.json"],"name":"autumn-dark"}, …],
///  "version":"1.2.0"}
/// ```
///
/// Themes are listed with their token files, layered in order, or named by a DTCG resolver document in the pack
/// (``resolver``), whose modifier's contexts are the themes. Token files are DTCG or legacy JSON.
public struct PackManifest: Sendable, Hashable, Codable {
    /// The pack format version this Livery writes and reads.
    public static let currentFormat = 1

    /// The pack format version.
    public var format: Int
    /// The pack's identifier, reverse-DNS style (`com.example.autumn`): lower-case letters, digits, `.`, `-`.
    public var id: String
    /// The name shown to people.
    public var displayName: String
    /// The pack's version; installing refuses older versions unless asked.
    public var version: SemanticVersion
    /// The oldest Livery that reads the pack.
    public var minimumLiveryVersion: SemanticVersion
    /// The themes, each with its token files in layer order (empty when ``resolver`` names them).
    public var themes: [PackTheme]
    /// A resolver document whose modifier's contexts are the themes, instead of ``themes``.
    public var resolver: PackResolver?
    /// The theme used where none is chosen; the first theme when `nil`.
    public var defaultTheme: String?
    /// Every file of the pack but the manifest and the signature.
    public var files: [PackFile]
    /// The font files (paths among ``files``: `.ttf`, `.otf`, `.ttc`) registered for the process while the pack
    /// is active, in this order; `nil` for none. Typography tokens name them by family.
    public var fonts: [String]?

    /// Creates a manifest.
    public init(
        id: String, displayName: String, version: SemanticVersion, minimumLiveryVersion: SemanticVersion,
        themes: [PackTheme] = [], resolver: PackResolver? = nil, defaultTheme: String? = nil, files: [PackFile] = [],
        fonts: [String] = []
    ) {
        format = Self.currentFormat
        self.id = id
        self.displayName = displayName
        self.version = version
        self.minimumLiveryVersion = minimumLiveryVersion
        self.themes = themes
        self.resolver = resolver
        self.defaultTheme = defaultTheme
        self.files = files
        // Absent rather than empty, so that a pack without fonts has the manifest (and signature) it had before
        // packs could ship fonts.
        self.fonts = fonts.isEmpty ? nil : fonts
    }

    /// The manifest's canonical bytes: UTF-8 JSON with sorted keys and no insignificant white space. Signing
    /// covers exactly these bytes, and `livery pack` writes them as `manifest.json`.
    public func canonicalData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a manifest and checks it (``validate()``).
    /// - Throws: ``PackError/malformedManifest(_:)`` naming the field, or ``PackError/unsupportedFormat(_:)``.
    public static func read(_ data: Data) throws(PackError) -> PackManifest {
        let manifest: PackManifest
        do {
            manifest = try PositionedDecoding.decode(PackManifest.self, from: data, file: "manifest.json")
        } catch {
            throw .malformedManifest(error.located)
        }
        try manifest.validate()
        return manifest
    }

    /// Checks what decoding cannot: the format, the identifier, safe and unique file paths, hashes that are
    /// SHA-256 in hex, themes that name listed files, and a default theme that exists.
    /// - Throws: ``PackError/malformedManifest(_:)`` or ``PackError/unsupportedFormat(_:)``.
    public func validate() throws(PackError) {
        guard format == Self.currentFormat else { throw .unsupportedFormat(format) }
        guard Self.isValidIdentifier(id) else {
            throw .malformedManifest(
                "id '\(id)' must be reverse-DNS style: lower-case letters, digits, '-', separated by '.'")
        }
        guard !displayName.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .malformedManifest("displayName is empty")
        }
        var seen = Set<String>()
        for file in files {
            if let problem = PackPath.problem(with: file.path) {
                throw .malformedManifest("files: '\(file.path)': \(problem)")
            }
            if file.path.hasSuffix("/") { throw .malformedManifest("files: '\(file.path)' names a folder") }
            if Self.reservedNames.contains(file.path) {
                throw .malformedManifest("files: '\(file.path)' is reserved for the pack itself")
            }
            guard seen.insert(PackPath.collisionKey(of: file.path)).inserted else {
                throw .malformedManifest("files: '\(file.path)' is listed twice")
            }
            guard file.size >= 0 else { throw .malformedManifest("files: '\(file.path)': negative size") }
            guard file.sha256.count == 64, file.sha256.allSatisfy(\.isHexDigit), file.sha256 == file.sha256.lowercased()
            else { throw .malformedManifest("files: '\(file.path)': sha256 must be 64 lower-case hex digits") }
        }
        let listed = Set(files.map(\.path))
        var fontPaths = Set<String>()
        for font in fonts ?? [] {
            guard listed.contains(font) else { throw .malformedManifest("fonts: '\(font)' is not among the files") }
            guard Self.fontExtensions.contains((font as NSString).pathExtension.lowercased()) else {
                throw .malformedManifest("fonts: '\(font)' is not a .ttf, .otf or .ttc file")
            }
            guard fontPaths.insert(font).inserted else { throw .malformedManifest("fonts: '\(font)' is listed twice") }
        }
        switch (themes.isEmpty, resolver) {
        case (true, nil): throw .malformedManifest("themes: the pack provides no themes (list themes or a resolver)")
        case (false, .some): throw .malformedManifest("themes and resolver: give one, not both")
        case (true, .some(let resolver)):
            guard listed.contains(resolver.path) else {
                throw .malformedManifest("resolver: '\(resolver.path)' is not among the files")
            }
            guard !resolver.modifier.isEmpty else { throw .malformedManifest("resolver: the modifier is empty") }
        case (false, nil):
            guard themes.count <= ThemeSet.maximumThemeCount else {
                throw .malformedManifest(
                    "themes: \(themes.count) themes, more than the limit of \(ThemeSet.maximumThemeCount)")
            }
            var names = Set<String>()
            for theme in themes {
                guard !theme.name.isEmpty else { throw .malformedManifest("themes: a theme has no name") }
                guard names.insert(theme.name).inserted else {
                    throw .malformedManifest("themes: '\(theme.name)' is listed twice")
                }
                guard !theme.files.isEmpty else {
                    throw .malformedManifest("themes: '\(theme.name)' has no token files")
                }
                for path in theme.files where !listed.contains(path) {
                    throw .malformedManifest("themes: '\(theme.name)' names '\(path)', which is not among the files")
                }
                // Layering one file over itself changes nothing, and a manifest that lists it thousands of times
                // would make installing merge it as often.
                if let repeated = Dictionary(grouping: theme.files, by: { $0 }).first(where: { $0.value.count > 1 }) {
                    throw .malformedManifest("themes: '\(theme.name)' names '\(repeated.key)' more than once")
                }
            }
            if let defaultTheme, !names.contains(defaultTheme) {
                throw .malformedManifest("defaultTheme: '\(defaultTheme)' is not one of the themes")
            }
        }
    }

    /// The names inside an archive that are the pack's own, not files of the manifest.
    /// The font file extensions a pack may list.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

    static let reservedNames: Set<String> = ["manifest.json", "signature.json"]

    private static func isValidIdentifier(_ id: String) -> Bool {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard !id.isEmpty, id.utf8.count <= 200 else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.first != "-" && part.last != "-"
                && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
    }
}

/// A theme a pack provides: its name and its token files, layered in order.
public struct PackTheme: Sendable, Hashable, Codable {
    /// The theme's name, its identifier when registered.
    public var name: String
    /// The token files, lowest layer first, as paths in the pack.
    public var files: [String]

    /// Creates a theme.
    public init(name: String, files: [String]) {
        self.name = name
        self.files = files
    }
}

/// A DTCG resolver document in a pack, and the modifier whose contexts are the pack's themes.
public struct PackResolver: Sendable, Hashable, Codable {
    /// The document's path in the pack.
    public var path: String
    /// The modifier (`theme`).
    public var modifier: String

    /// Creates a reference to a resolver document.
    public init(path: String, modifier: String) {
        self.path = path
        self.modifier = modifier
    }
}

/// A file of a pack with the size and SHA-256 the manifest vouches for.
public struct PackFile: Sendable, Hashable, Codable {
    /// The path in the pack.
    public var path: String
    /// The size in bytes.
    public var size: Int64
    /// The SHA-256 of the contents, 64 lower-case hex digits.
    public var sha256: String

    /// Creates a file entry.
    public init(path: String, size: Int64, sha256: String) {
        self.path = path
        self.size = size
        self.sha256 = sha256
    }
}
