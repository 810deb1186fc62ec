import Foundation

/// The family names a TrueType or OpenType file declares in its `name` table: the typographic family (name ID 16)
/// when there is one, else the family (ID 1), from the Windows Unicode records (platform 3, UTF-16BE), as font
/// managers read them. Tests compare a typography token's `fontFamily` with the font file it ships with, so that
/// a family misspelled in a token (which platforms silently replace with the system font) fails here.
enum FontNameTable {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// The family names, typographic first, without duplicates.
    static func families(in data: Data) throws -> [String] {
        let bytes = [UInt8](data)
        func u16(_ at: Int) throws -> Int {
            guard at >= 0, at + 2 <= bytes.count else { throw Malformed(description: "truncated at \(at)") }
            return Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        func u32(_ at: Int) throws -> Int { try u16(at) << 16 | u16(at + 2) }

        // The table directory: sfnt version, table count, then 16-byte records (tag, checksum, offset, length).
        var nameTable: Int?
        for index in 0..<(try u16(4)) {
            let record = 12 + 16 * index
            guard record + 16 <= bytes.count else { throw Malformed(description: "truncated table directory") }
            if String(decoding: bytes[record..<record + 4], as: UTF8.self) == "name" { nameTable = try u32(record + 8) }
        }
        guard let table = nameTable else { throw Malformed(description: "no name table") }
        let count = try u16(table + 2)
        let strings = table + (try u16(table + 4))
        var found: [Int: String] = [:]
        for index in 0..<count {
            let record = table + 6 + 12 * index
            let (platform, nameID) = (try u16(record), try u16(record + 6))
            guard platform == 3, nameID == 1 || nameID == 16, found[nameID] == nil else { continue }
            let (length, offset) = (try u16(record + 8), try u16(record + 10))
            let start = strings + offset
            guard start + length <= bytes.count, length % 2 == 0 else { throw Malformed(description: "name string") }
            let units = stride(from: start, to: start + length, by: 2).map {
                UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
            }
            found[nameID] = String(decoding: units, as: UTF16.self)
        }
        var families: [String] = []
        for id in [16, 1] { if let name = found[id], !families.contains(name) { families.append(name) } }
        return families
    }
}
