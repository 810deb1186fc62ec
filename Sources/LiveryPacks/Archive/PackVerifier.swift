import Foundation

/// The Livery version this build is: packs name the oldest Livery that reads them.
public enum LiveryVersion {
    /// This build's version.
    public static let current = SemanticVersion(0, 9, 0)
}

/// A pack whose signature, manifest and entries have been checked, ready to extract.
public struct VerifiedPack: Sendable {
    /// The manifest, vouched for by the signature.
    public let manifest: PackManifest
    /// The trusted key that signed it.
    public let signer: PackPublicKey
    /// The archive's location.
    public let archiveURL: URL
    /// The limits it was checked against.
    let limits: PackLimits

    /// Extracts the pack's files (and its manifest and signature) into a folder, checking each file's size and
    /// SHA-256 again as it streams, since the archive may have changed since it was verified. Installing does
    /// this itself; this is for tools that look inside a pack.
    /// - Parameter folder: An empty or absent folder.
    /// - Throws: ``PackError``; what was extracted before the failure stays.
    public func extract(into folder: URL) throws(PackError) {
        try PackArchive(url: archiveURL, limits: limits).extract(manifest, into: folder, limits: limits)
    }
}

/// Checks a pack archive without extracting it, in the order a security review wants: the archive's shape
/// first, then the signature over the manifest's bytes, only then the manifest's contents, and last the entries
/// against the manifest: their names and sizes, then their bytes' SHA-256.
public enum PackVerifier {
    /// Verifies a pack archive.
    /// - Parameters:
    ///   - url: The archive (`.liverypack`).
    ///   - trustedKeys: The keys allowed to sign packs.
    ///   - limits: Entry count, sizes and compression ratio.
    /// - Returns: The verified pack.
    /// - Throws: ``PackError``: which entry, limit or key was wrong. Every entry is read through (nothing is
    ///   written) to check its hash, so a pack that verifies also extracts.
    public static func verify(archiveAt url: URL, trustedKeys: [PackPublicKey], limits: PackLimits = PackLimits())
        throws(PackError) -> VerifiedPack
    {
        let archive = try PackArchive(url: url, limits: limits)
        let (manifest, signer) = try verifiedManifest(of: archive, trustedKeys: trustedKeys, limits: limits)
        try check(archive, against: manifest, limits: limits)
        var budget = limits.maximumTotalSize
        for file in manifest.files { try archive.check(file, budget: &budget) }
        return VerifiedPack(manifest: manifest, signer: signer, archiveURL: url, limits: limits)
    }

    /// The manifest of an opened archive, once its signature is checked against the trusted keys.
    static func verifiedManifest(of archive: PackArchive, trustedKeys: [PackPublicKey], limits: PackLimits)
        throws(PackError) -> (PackManifest, PackPublicKey)
    {
        let signatureData = try archive.read("signature.json", limit: limits.maximumManifestSize)
        let manifestData = try archive.read("manifest.json", limit: limits.maximumManifestSize)
        let signer = try PackSignature(data: signatureData).verify(manifestData, trusting: trustedKeys)
        let manifest = try PackManifest.read(manifestData)
        guard manifest.minimumLiveryVersion <= LiveryVersion.current else {
            throw .requiresNewerLivery(required: manifest.minimumLiveryVersion, running: LiveryVersion.current)
        }
        return (manifest, signer)
    }

    /// Checks the entries against the manifest: every file listed, every listed file present with its size,
    /// and the total within the limit.
    static func check(_ archive: PackArchive, against manifest: PackManifest, limits: PackLimits) throws(PackError) {
        let listed = Dictionary(manifest.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for path in archive.files.keys.sorted() where !PackManifest.reservedNames.contains(path) {
            guard listed[path] != nil else { throw .unlistedEntry(path) }
        }
        var total: UInt64 = 0
        for file in manifest.files {
            guard let entry = archive.files[file.path] else { throw .missingEntry(file.path) }
            guard entry.uncompressedSize == UInt64(file.size) else {
                throw .sizeMismatch(file.path, expected: file.size, actual: Int64(entry.uncompressedSize))
            }
            total += UInt64(file.size)
            guard total <= limits.maximumTotalSize else { throw .totalSizeExceeded(limit: limits.maximumTotalSize) }
        }
    }
}
