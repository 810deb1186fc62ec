import Foundation

/// The names a font file declares in its `name` table (TrueType, OpenType with TrueType or CFF outlines, and
/// every font of a TrueType collection): the families platforms look fonts up by, the full names and the
/// PostScript names.
///
/// A typography token names a font by its **family** (`"fontFamily": ["Lobster Two", "Georgia"]`): UIKit's,
/// AppKit's and CSS's lookups match that name, and a token that writes the full name (`Lobster Two Bold Italic`)
/// or the PostScript name (`LobsterTwo-BoldItalic`) silently gets the fallback font. `livery pack` compares a
/// pack's tokens with these names for that reason, and `livery verify` lists them.
///
/// ```swift
/// let names = try FontFileNames(data: Data(contentsOf: fontURL))
/// names.families          // ["Lobster Two"]
/// names.postScriptNames   // ["LobsterTwo-BoldItalic"]
/// ```
public struct FontFileNames: Sendable, Hashable {
    /// The family names, each face's typographic family (name ID 16) when it has one, else its family (ID 1),
    /// in file order without repeats.
    public var families: [String]
    /// The full names (ID 4), such as `Lobster Two Bold Italic`, every distinct one the file holds.
    public var fullNames: [String]
    /// The PostScript names (ID 6), such as `LobsterTwo-BoldItalic`, every distinct one the file holds.
    public var postScriptNames: [String]

    /// Why a file's names could not be read.
    public struct Malformed: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong, with the byte offset where it was found.
        public let description: String
    }

    /// Reads the names of a font file's bytes.
    /// - Throws: ``Malformed`` when the file is not a TrueType, OpenType or collection file, or its tables are cut
    ///   short or hold no family name.
    public init(data: Data) throws(Malformed) {
        let reader = Reader(bytes: [UInt8](data))
        var faces: [Int] = []
        switch try reader.u32(0) {
        case 0x0001_0000, 0x7472_7565, 0x4F54_544F:  // TrueType, `true` (old Apple TrueType), `OTTO` (CFF)
            faces = [0]
        case 0x7474_6366:  // `ttcf`: a collection, its fonts' offsets after the version
            let count = try reader.u32(8)
            guard count > 0, count <= 1024 else { throw Malformed(description: "a collection of \(count) fonts") }
            for index in 0..<count { faces.append(try reader.u32(12 + 4 * index)) }
        default:
            throw Malformed(description: "not a TrueType, OpenType or font collection file")
        }
        var names = FontFileNames(families: [], fullNames: [], postScriptNames: [])
        for face in faces {
            let found = try reader.names(ofFaceAt: face)
            if let family = (found[16] ?? found[1])?.first { names.families.appendOnce(family) }
            for full in found[4] ?? [] { names.fullNames.appendOnce(full) }
            for postScript in found[6] ?? [] { names.postScriptNames.appendOnce(postScript) }
        }
        guard !names.families.isEmpty else { throw Malformed(description: "no family name in its name table") }
        self = names
    }

    init(families: [String], fullNames: [String], postScriptNames: [String]) {
        self.families = families
        self.fullNames = fullNames
        self.postScriptNames = postScriptNames
    }

    /// Reads big-endian fields with bounds checks: a cut-short or hostile file throws instead of trapping.
    private struct Reader {
        let bytes: [UInt8]

        func u16(_ offset: Int) throws(Malformed) -> Int {
            guard offset >= 0, offset + 2 <= bytes.count else {
                throw Malformed(description: "cut short at byte \(offset)")
            }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }

        func u32(_ offset: Int) throws(Malformed) -> Int {
            try u16(offset) << 16 | u16(offset + 2)
        }

        /// The names of one face (IDs 1, 4, 6 and 16) from its table directory at `face`, each ID's distinct
        /// names from Unicode and Windows records (UTF-16BE) first, then from Macintosh Roman records: fonts do
        /// not always agree with themselves across platforms (Lobster Two's Windows full name is its PostScript
        /// name), and a token may have been written from either.
        func names(ofFaceAt face: Int) throws(Malformed) -> [Int: [String]] {
            var table: Int?
            for index in 0..<(try u16(face + 4)) {
                let record = face + 12 + 16 * index
                if try u32(record) == 0x6E61_6D65 { table = try u32(record + 8) }  // `name`
            }
            guard let table else { throw Malformed(description: "no name table in the font at byte \(face)") }
            let strings = table + (try u16(table + 4))
            var unicode: [Int: [String]] = [:]
            var roman: [Int: [String]] = [:]
            for index in 0..<(try u16(table + 2)) {
                let record = table + 6 + 12 * index
                let platform = try u16(record)
                let encoding = try u16(record + 2)
                let id = try u16(record + 6)
                guard [1, 4, 6, 16].contains(id) else { continue }
                let length = try u16(record + 8)
                let start = strings + (try u16(record + 10))
                guard start + length <= bytes.count else {
                    throw Malformed(description: "name \(id) runs past the end of the file at byte \(start)")
                }
                let raw = bytes[start..<start + length]
                if platform == 0 || platform == 3, length % 2 == 0 {
                    let units = stride(from: raw.startIndex, to: raw.endIndex, by: 2).map {
                        UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
                    }
                    unicode[id, default: []].appendOnce(String(decoding: units, as: UTF16.self))
                } else if platform == 1, encoding == 0, let name = String(bytes: raw, encoding: .macOSRoman) {
                    roman[id, default: []].appendOnce(name)
                }
            }
            return unicode.merging(roman) { preferred, more in preferred + more.filter { !preferred.contains($0) } }
        }
    }
}

extension Array where Element == String {
    fileprivate mutating func appendOnce(_ name: String) {
        if !contains(name) { append(name) }
    }
}
