import Foundation
import LiveryCore
import Testing

/// The `name` table reader, on the font file the example pack ships: Lobster Two Bold Italic (OpenType with CFF
/// outlines, SIL Open Font License 1.1, Debian's fonts-lobster 2.0-2.1). The expected names are what fontconfig's
/// `fc-scan` reports for the same file: family "Lobster Two", full names "LobsterTwo-BoldItalic" and "Lobster Two Bold
/// Italic", PostScript name "LobsterTwo-BoldItalic".
@Suite("Font file names: families, full and PostScript names of OpenType files and collections")
struct FontFileNamesTests {
    static var lobster: Data {
        get throws { try Data(contentsOf: Fixtures.examples("Packs/Autumn/fonts/LobsterTwo-BoldItalic.otf")) }
    }

    @Test("An OpenType (CFF) file: its family, full name and PostScript name")
    func openType() throws {
        let names = try FontFileNames(data: Self.lobster)
        #expect(names.families == ["Lobster Two"])
        // The Windows record's full name is the PostScript name; the Macintosh record's is spaced.
        #expect(names.fullNames == ["LobsterTwo-BoldItalic", "Lobster Two Bold Italic"])
        #expect(names.postScriptNames == ["LobsterTwo-BoldItalic"])
    }

    /// The same font as the only member of a collection: a `ttcf` header in front, and the font's table offsets
    /// (counted from the start of the file) moved past it, as collection tools write them.
    static func collection(of font: Data) -> Data {
        var bytes = [UInt8](font)
        let header: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 16]
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<tables {
            let field = 12 + 16 * index + 8
            let offset = bytes[field..<field + 4].reduce(0) { $0 << 8 | Int($1) } + header.count
            bytes.replaceSubrange(
                field..<field + 4, with: (0..<4).map { UInt8(truncatingIfNeeded: offset >> (24 - 8 * $0)) })
        }
        return Data(header + bytes)
    }

    @Test("A collection reads each font's names")
    func collection() throws {
        let names = try FontFileNames(data: Self.collection(of: Self.lobster))
        #expect(names == (try FontFileNames(data: Self.lobster)))
    }

    @Test("Not a font, and every cut-short prefix of one, throw Malformed instead of trapping")
    func malformed() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(throws: FontFileNames.Malformed.self) { try FontFileNames(data: png) }
        let font = try Self.lobster
        // Every length up to the end of the name table's strings (the tables after it are not read).
        var outcomes: [Bool] = []
        for length in stride(from: 0, through: font.count, by: 97) {
            outcomes.append((try? FontFileNames(data: font.prefix(length))) != nil)
        }
        #expect(outcomes.first == false)
        #expect(outcomes.contains(true), "long enough prefixes hold the name table")
        let message = "\((#expect(throws: FontFileNames.Malformed.self) { try FontFileNames(data: font.prefix(40)) })!)"
        #expect(message.contains("cut short at byte"))
    }
}
