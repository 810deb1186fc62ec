import Foundation

/// How much a pack may hold and how long a download may take. The defaults suit theme packs (token files and a
/// few images); an app that ships larger assets raises them.
public struct PackLimits: Sendable, Hashable {
    /// The largest download accepted, in bytes; a larger response is cut off and refused.
    public var maximumDownloadSize: Int
    /// The most entries an archive may hold.
    public var maximumEntryCount: Int
    /// The most bytes all files may expand to together.
    public var maximumTotalSize: UInt64
    /// The most one entry may expand relative to its compressed size (a zip bomb expands thousands of times).
    public var maximumCompressionRatio: Double
    /// The largest `manifest.json` or `signature.json` accepted, in bytes.
    public var maximumManifestSize: UInt64
    /// How long a download may wait for the server, in seconds, before it is refused.
    public var timeout: TimeInterval

    /// Creates limits.
    /// - Parameters:
    ///   - maximumDownloadSize: Bytes; 32 MiB by default.
    ///   - maximumEntryCount: 2,000 by default.
    ///   - maximumTotalSize: Bytes; 128 MiB by default.
    ///   - maximumCompressionRatio: 200 by default (token JSON compresses about 10 times).
    ///   - maximumManifestSize: Bytes; 1 MiB by default.
    ///   - timeout: Seconds; 30 by default.
    public init(
        maximumDownloadSize: Int = 32 << 20, maximumEntryCount: Int = 2_000, maximumTotalSize: UInt64 = 128 << 20,
        maximumCompressionRatio: Double = 200, maximumManifestSize: UInt64 = 1 << 20, timeout: TimeInterval = 30
    ) {
        self.maximumDownloadSize = maximumDownloadSize
        self.maximumEntryCount = maximumEntryCount
        self.maximumTotalSize = maximumTotalSize
        self.maximumCompressionRatio = maximumCompressionRatio
        self.maximumManifestSize = maximumManifestSize
        self.timeout = timeout
    }
}
