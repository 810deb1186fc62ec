import Foundation
import ZIPFoundation

@testable import LiveryPacks

/// Archives built by hand around a real, signed manifest, each wrong in one way.
enum PackCrafting {
    /// A stored archive of a manifest (signed unless `signingKey` is nil), its files, and extra entries.
    static func archive(
        manifest: PackManifest, files: [(path: String, data: Data)], signingKey: PackSigningKey? = PackFixtures.key,
        extra: (inout CraftedZip) -> Void = { _ in }
    ) throws -> URL {
        var zip = CraftedZip()
        let manifestData = try manifest.canonicalData()
        zip.add("manifest.json", manifestData)
        if let signingKey {
            zip.add("signature.json", try PackSignature(signing: manifestData, with: signingKey).data())
        }
        for (path, data) in files { zip.add(path, data) }
        extra(&zip)
        let url = try PackFixtures.temporaryFolder("crafted").appendingPathComponent("crafted.liverypack")
        try zip.data().write(to: url)
        return url
    }

    /// A deflated archive whose one entry is `size` zero bytes: a compression bomb.
    static func bomb(size: Int) throws -> URL {
        let url = try PackFixtures.temporaryFolder("bomb").appendingPathComponent("bomb.liverypack")
        let archive = try Archive(url: url, accessMode: .create)
        let chunk = Data(count: 1 << 16)
        try archive.addEntry(
            with: "tokens/zeros.tokens.json", type: .file, uncompressedSize: Int64(size), compressionMethod: .deflate
        ) { position, length in
            chunk.prefix(min(length, size - Int(position)))
        }
        return url
    }

    /// Rewrites the uncompressed size an archive's headers declare for its first entry: a bomb that lies.
    static func declareSize(_ size: UInt32, ofFirstEntryIn url: URL) throws {
        var data = try Data(contentsOf: url)
        // Local header: uncompressed size at offset 22.
        data.replaceSubrange(22..<26, with: withUnsafeBytes(of: size.littleEndian) { Data($0) })
        // End of central directory → central directory offset → first header's uncompressed size at 24.
        let end = data.count - 22
        let centralOffset = Int(data[end + 16..<end + 20].reversed().reduce(0) { $0 << 8 | UInt32($1) })
        data.replaceSubrange(
            centralOffset + 24..<centralOffset + 28, with: withUnsafeBytes(of: size.littleEndian) { Data($0) })
        try data.write(to: url)
    }
}
