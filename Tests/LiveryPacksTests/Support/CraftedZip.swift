import Foundation

/// Writes zip archives byte by byte, stored (not compressed), so tests can craft what no well-behaved tool
/// writes: paths that climb out, absolute paths, symbolic links, duplicates, thousands of entries, sizes that
/// lie.
struct CraftedZip {
    struct Entry {
        var path: String
        var data: Data
        var isSymbolicLink = false
        /// The uncompressed size to declare instead of the real one.
        var declaredSize: UInt32?
    }

    var entries: [Entry] = []

    mutating func add(_ path: String, _ data: Data, isSymbolicLink: Bool = false, declaredSize: UInt32? = nil) {
        entries.append(Entry(path: path, data: data, isSymbolicLink: isSymbolicLink, declaredSize: declaredSize))
    }

    /// The archive's bytes.
    func data() -> Data {
        var output = Data()
        var central = Data()
        for entry in entries {
            let name = Data(entry.path.utf8)
            let crc = CRC32.checksum(entry.data)
            let size = UInt32(entry.data.count)
            let offset = UInt32(output.count)
            // Local file header.
            output.append(le32: 0x0403_4b50)
            output.append(le16: 20)  // version needed
            output.append(le16: 0)  // flags
            output.append(le16: 0)  // stored
            output.append(le16: 0)  // time
            output.append(le16: 0x21)  // date
            output.append(le32: crc)
            output.append(le32: size)
            output.append(le32: entry.declaredSize ?? size)
            output.append(le16: UInt16(name.count))
            output.append(le16: 0)
            output.append(name)
            output.append(entry.data)
            // Central directory header.
            central.append(le32: 0x0201_4b50)
            central.append(le16: (3 << 8) | 20)  // made by Unix
            central.append(le16: 20)
            central.append(le16: 0)
            central.append(le16: 0)
            central.append(le16: 0)
            central.append(le16: 0x21)
            central.append(le32: crc)
            central.append(le32: size)
            central.append(le32: entry.declaredSize ?? size)
            central.append(le16: UInt16(name.count))
            central.append(le16: 0)  // extra
            central.append(le16: 0)  // comment
            central.append(le16: 0)  // disk
            central.append(le16: 0)  // internal attributes
            let mode: UInt32 = entry.isSymbolicLink ? 0o120777 : 0o100644
            central.append(le32: mode << 16)
            central.append(le32: offset)
            central.append(name)
        }
        let centralOffset = UInt32(output.count)
        output.append(central)
        // End of central directory.
        output.append(le32: 0x0605_4b50)
        output.append(le16: 0)
        output.append(le16: 0)
        output.append(le16: UInt16(truncatingIfNeeded: entries.count))
        output.append(le16: UInt16(truncatingIfNeeded: entries.count))
        output.append(le32: UInt32(central.count))
        output.append(le32: centralOffset)
        output.append(le16: 0)
        return output
    }
}

extension Data {
    fileprivate mutating func append(le16 value: UInt16) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    fileprivate mutating func append(le32 value: UInt32) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}

/// The CRC-32 zip uses (polynomial 0xEDB88320).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
