import Crypto
import Foundation
import LiveryCore
import ZIPFoundation

/// What a pack's source folder says about it, in `pack.json`: everything of the manifest but the files, which
/// the builder lists (every file of the folder but `pack.json` and hidden ones) with their sizes and hashes.
///
/// ```json
/// { "id": "com.example.autumn", "displayName": "Autumn", "version": "1.2.0",
///   "themes": [ { "name": "autumn-light", "files": ["base.tokens.json", "light.tokens.json"] } ] }
/// ```
public struct PackDescription: Sendable, Hashable, Codable {
    /// The pack's identifier (see ``PackManifest/id``).
    public var id: String
    /// The name shown to people.
    public var displayName: String
    /// The pack's version.
    public var version: SemanticVersion
    /// The oldest Livery that reads the pack; this Livery's version when absent.
    public var minimumLiveryVersion: SemanticVersion?
    /// The themes with their token files (or a ``resolver``).
    public var themes: [PackTheme]?
    /// A resolver document whose modifier's contexts are the themes.
    public var resolver: PackResolver?
    /// The default theme.
    public var defaultTheme: String?
    /// The font files to register while the pack is active (see ``PackManifest/fonts``).
    public var fonts: [String]?
}

/// Builds signed pack archives: `livery pack` and tests use it.
public enum PackBuilder {
    /// Builds a signed archive from a folder holding `pack.json` and the files it provides.
    /// - Parameters:
    ///   - folder: The source folder.
    ///   - output: The archive to write (replaced if it exists).
    ///   - signingKey: The publisher's key.
    /// - Returns: The manifest written into the archive.
    /// - Throws: ``PackError`` for a missing or invalid `pack.json`, an unsafe or linked file, or a write that
    ///   failed.
    @discardableResult
    public static func build(from folder: URL, to output: URL, signingKey: PackSigningKey) throws(PackError)
        -> PackManifest
    {
        try checkOutside(folder, output)
        let descriptionURL = folder.appendingPathComponent("pack.json")
        let description: PackDescription
        let descriptionData: Data
        do {
            descriptionData = try FileContents.read(descriptionURL, limit: Int(PackLimits().maximumManifestSize))
        } catch {
            throw .fileSystem(descriptionURL.path, reason: "cannot read pack.json: \(error)")
        }
        do {
            description = try PositionedDecoding.decode(PackDescription.self, from: descriptionData, file: "pack.json")
        } catch {
            // The manifest is made from pack.json: the error names the line and column there.
            throw .malformedManifest("made from \(error)")
        }
        var files: [(PackFile, Data)] = []
        for path in try sourceFiles(in: folder) {
            let url = folder.appendingPathComponent(path)
            let data: Data
            do {
                data = try FileContents.read(url, limit: Int(PackLimits().maximumTotalSize))
            } catch {
                throw .fileSystem(url.path, reason: "cannot read it: \(error)")
            }
            let file = PackFile(
                path: path, size: Int64(data.count), sha256: PackArchive.hex(SHA256.hash(data: data)))
            files.append((file, data))
        }
        let manifest = PackManifest(
            id: description.id, displayName: description.displayName, version: description.version,
            minimumLiveryVersion: description.minimumLiveryVersion ?? LiveryVersion.current,
            themes: description.themes ?? [], resolver: description.resolver, defaultTheme: description.defaultTheme,
            files: files.map(\.0), fonts: description.fonts ?? [])
        try manifest.validate()
        try write(manifest: manifest, files: files.map { ($0.0.path, $0.1) }, signingKey: signingKey, to: output)
        return manifest
    }

    /// Refuses an archive path inside the folder being packed. Every file of the folder is packed: an archive
    /// written inside it would replace one of them (pack.json, a token file) or go into the next archive.
    /// Compared with symbolic links resolved, at any depth.
    /// - Throws: ``PackError/fileSystem(_:reason:)`` naming the archive path.
    package static func checkOutside(_ folder: URL, _ output: URL) throws(PackError) {
        let real = { (url: URL) in url.standardizedFileURL.resolvingSymlinksInPath().pathComponents }
        if real(output).starts(with: real(folder)) {
            throw .fileSystem(
                output.path,
                reason: "it is inside the folder being packed (\(folder.path)), whose every file goes into the "
                    + "archive; write the archive outside it")
        }
    }

    /// Writes an archive: the manifest's canonical bytes, their signature, and the files as given.
    static func write(
        manifest: PackManifest, files: [(path: String, data: Data)], signingKey: PackSigningKey?, to output: URL
    ) throws(PackError) {
        do {
            let manifestData = try manifest.canonicalData()
            var entries: [(String, Data)] = [("manifest.json", manifestData)]
            if let signingKey {
                entries.append(("signature.json", try PackSignature(signing: manifestData, with: signingKey).data()))
            }
            entries += files.map { ($0.path, $0.data) }
            // The archive is opened and checked as `livery verify` and an installing app check it (PackLimits:
            // entries, sizes, compression ratio, reserved and duplicate names, every file listed) before it
            // replaces anything: `pack` never writes an archive that `verify` refuses.
            try writeArchive(entries, to: output) { written throws(PackError) in
                let limits = PackLimits()
                try PackVerifier.check(PackArchive(url: written, limits: limits), against: manifest, limits: limits)
            }
        } catch let error as PackError {
            throw error
        } catch {
            throw .fileSystem(output.path, reason: "cannot write the archive: \(DurableFiles.reason(of: error))")
        }
    }

    /// Writes a zip archive of in-memory entries, deflated, to a temporary file beside `output` that is then
    /// renamed over it: what was at `output` stays until the archive is whole, and only a file is ever replaced
    /// (a folder or a device named as the output is refused, never removed).
    /// - Parameter check: Run on the whole archive before it is renamed over `output`; what it throws leaves
    ///   `output` as it was.
    static func writeArchive(
        _ entries: [(String, Data)], to output: URL, checking check: (URL) throws(PackError) -> Void = { _ in }
    ) throws {
        if let kind = FileContents.nonRegularKind(at: output), kind != "a symbolic link" {
            throw PackError.fileSystem(output.path, reason: "it is \(kind), not a file to write the archive to")
        }
        let temporary = output.deletingLastPathComponent().appendingPathComponent(
            ".\(output.lastPathComponent).\(UUID().uuidString)\(DurableFiles.temporarySuffix)")
        // The archive library reports a file it cannot create in words of its own: try first, for the system's.
        let probe = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard probe >= 0 else {
            throw PackError.fileSystem(output.path, reason: "cannot create it: \(String(cString: strerror(errno)))")
        }
        close(probe)
        unlink(temporary.path)
        defer { try? FileManager.default.removeItem(at: temporary) }
        // In a scope of its own: the archive is closed (its buffered writes flushed) before it is checked.
        do {
            let archive = try Archive(url: temporary, accessMode: .create)
            for (path, data) in entries {
                try archive.addEntry(
                    with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
                ) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
        }
        try check(temporary)
        try DurableFiles.renameDurably(temporary, to: output)
    }

    /// The folder's files as pack paths, sorted: every regular file but `pack.json` and hidden ones.
    private static func sourceFiles(in folder: URL) throws(PackError) -> [String] {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                options: [.skipsHiddenFiles])
        else { throw .fileSystem(folder.path, reason: "cannot list the folder") }
        var paths: [String] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            let full = url.standardizedFileURL.resolvingSymlinksInPath().path
            let path = String(full.dropFirst(root.count + 1))
            if values?.isSymbolicLink == true {
                throw .fileSystem(url.path, reason: "a symbolic link; packs hold plain files only")
            }
            guard values?.isRegularFile == true, path != "pack.json" else { continue }
            if let problem = PackPath.problem(with: path) { throw .unsafeEntryPath(path, reason: problem) }
            paths.append(path)
        }
        return paths.sorted()
    }
}
