import Foundation

/// Why a theme pack was refused, or an installation did not complete. Every case says which entry, which limit
/// or which key; nothing was installed or changed when one is thrown.
public enum PackError: Error, Sendable, Equatable, CustomStringConvertible {
    // MARK: The archive

    /// The file is not a zip archive Livery can read.
    case unreadableArchive(String, reason: String)
    /// More entries than ``PackLimits/maximumEntryCount``.
    case tooManyEntries(count: Int, limit: Int)
    /// An entry's path could escape the pack's folder or is not portable (`..`, an absolute path, a backslash…).
    case unsafeEntryPath(String, reason: String)
    /// An entry is a symbolic link; packs hold files only.
    case symbolicLinkEntry(String)
    /// Two entries have the same path (or paths that differ only in case or Unicode normalization).
    case duplicateEntry(String)
    /// An entry is larger than allowed (the manifest, the signature, or any file beyond the pack's total).
    case entryTooLarge(String, size: UInt64, limit: UInt64)
    /// An entry expands more than ``PackLimits/maximumCompressionRatio`` times its compressed size.
    case compressionRatioExceeded(String, ratio: Double, limit: Double)
    /// The files together expand beyond ``PackLimits/maximumTotalSize``.
    case totalSizeExceeded(limit: UInt64)
    /// An entry the manifest lists, or `manifest.json`, is missing from the archive.
    case missingEntry(String)
    /// The archive holds an entry its manifest does not list.
    case unlistedEntry(String)
    /// An entry's size differs from the manifest's.
    case sizeMismatch(String, expected: Int64, actual: Int64)
    /// An entry's SHA-256 differs from the manifest's.
    case hashMismatch(String)

    // MARK: The signature

    /// The archive has no `signature.json`.
    case unsigned
    /// `signature.json` is not a signature Livery can read.
    case malformedSignature(String)
    /// A key's text is not a Livery key (`livery-ed25519-public:…` or `livery-ed25519-private:…`).
    case malformedKey(String)
    /// The pack is signed with a key that is not among the trusted keys.
    case untrustedKey(fingerprint: String)
    /// The signature does not match the manifest: the manifest was changed after signing, or the signature was
    /// made with another key.
    case invalidSignature(fingerprint: String)

    // MARK: The manifest

    /// The manifest is not valid: what is wrong, at which field.
    case malformedManifest(String)
    /// The manifest's format version is one this Livery does not read.
    case unsupportedFormat(Int)
    /// The pack needs a newer Livery than the one running.
    case requiresNewerLivery(required: SemanticVersion, running: SemanticVersion)

    // MARK: Installing

    /// The offered version is older than the installed one (or the same), and downgrades were not allowed.
    case downgrade(id: String, installed: SemanticVersion, offered: SemanticVersion)
    /// No pack with this identifier is installed.
    case notInstalled(String)
    /// The pack has no previous version to roll back to.
    case nothingToRollBack(String)
    /// A file operation failed: the path and what the system said.
    case fileSystem(String, reason: String)
    /// The pack's themes failed to compile or to register; the manager is unchanged.
    case themesFailed(id: String, reason: String)
    /// A font file of the pack is not usable: it did not register (see ``FontRegistrar``), or, when a pack is
    /// verified, its names could not be read. When installing, the previously active version and its fonts stay.
    case fontFailed(id: String, path: String, reason: String)

    // MARK: Downloading

    /// The URL is not `https`, and its host is not among the hosts allowed plain `http`.
    case insecureURL(String)
    /// The server answered with a status other than 200.
    case httpStatus(Int, url: String)
    /// The response is larger than ``PackLimits/maximumDownloadSize``.
    case downloadTooLarge(limit: Int)
    /// The connection closed before the announced length arrived.
    case truncatedDownload(expected: Int64, received: Int64)
    /// The server did not answer within ``PackLimits/timeout``.
    case timedOut(url: String, seconds: Double)
    /// The download failed for another reason (no route, refused connection, TLS…).
    case network(String, reason: String)

    /// One line saying what was wrong and where.
    public var description: String {
        switch self {
        case .unreadableArchive(let file, let reason): "\(file): not a readable pack archive: \(reason)"
        case .tooManyEntries(let count, let limit): "the archive has \(count) entries; at most \(limit) are allowed"
        case .unsafeEntryPath(let path, let reason): "entry '\(path)': unsafe path: \(reason)"
        case .symbolicLinkEntry(let path): "entry '\(path)' is a symbolic link; packs hold plain files only"
        case .duplicateEntry(let path): "entry '\(path)' appears more than once"
        case .entryTooLarge(let path, let size, let limit):
            "entry '\(path)' is \(size) bytes; at most \(limit) are allowed"
        case .compressionRatioExceeded(let path, let ratio, let limit):
            "entry '\(path)' expands \(Self.format(ratio)) times; at most \(Self.format(limit)) times is allowed"
        case .totalSizeExceeded(let limit): "the pack expands beyond \(limit) bytes"
        case .missingEntry(let path): "entry '\(path)' is missing from the archive"
        case .unlistedEntry(let path): "entry '\(path)' is not listed in the manifest"
        case .sizeMismatch(let path, let expected, let actual):
            "entry '\(path)' is \(actual) bytes; the manifest says \(expected)"
        case .hashMismatch(let path): "entry '\(path)' does not match its SHA-256 in the manifest"
        case .unsigned: "the pack is not signed (no signature.json)"
        case .malformedSignature(let reason): "signature.json: \(reason)"
        case .malformedKey(let reason): "not a Livery key: \(reason)"
        case .untrustedKey(let fingerprint): "the pack is signed with key \(fingerprint), which is not trusted"
        case .invalidSignature(let fingerprint):
            "the signature by key \(fingerprint) does not match the manifest (the manifest was changed, or signed by another key)"
        case .malformedManifest(let reason): "manifest.json: \(reason)"
        case .unsupportedFormat(let format): "manifest.json: pack format \(format) is not one this Livery reads (1)"
        case .requiresNewerLivery(let required, let running):
            "the pack needs Livery \(required) or later; this is \(running)"
        case .downgrade(let id, let installed, let offered):
            "\(id) \(installed) is installed; \(offered) is not newer (allow downgrades to install it)"
        case .notInstalled(let id): "no pack '\(id)' is installed"
        case .nothingToRollBack(let id): "pack '\(id)' has no previous version to roll back to"
        case .fileSystem(let path, let reason): "\(path): \(reason)"
        case .themesFailed(let id, let reason): "the themes of pack '\(id)' did not load: \(reason)"
        case .fontFailed(let id, let path, let reason): "pack '\(id)': font '\(path)' is not usable: \(reason)"
        case .insecureURL(let url):
            "\(url): packs are downloaded over https (allow plain http for this host explicitly)"
        case .httpStatus(let status, let url): "\(url): the server answered \(status)"
        case .downloadTooLarge(let limit): "the download is larger than \(limit) bytes"
        case .truncatedDownload(let expected, let received):
            "the download stopped after \(received) of \(expected) bytes"
        case .timedOut(let url, let seconds): "\(url): no answer within \(Self.format(seconds)) s"
        case .network(let url, let reason): "\(url): \(reason)"
        }
    }

    private static func format(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }
}
