import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCore

/// Damaged token files never crash the reader or the resolver: every outcome is a document or a typed error.
@Suite("Damaged token files give typed errors, never crashes")
struct MutatedInputTests {
    static let interesting: [UInt8] =
        Array("{}[]\":,.$#\\/*0123456789abcdef-e \n\u{00}".utf8) + [0xC3, 0xA9, 0xFF, 0x80]

    @Test(
        "2,000 random mutations of each example file load or fail with a typed error",
        arguments: ["Themes/base.tokens.json", "Themes/dark.tokens.json", "LegacyPack/colors.json"])
    func mutations(file: String) throws {
        let original = [UInt8](try Data(contentsOf: Fixtures.examples(file)))
        var generator = SplitMix64(state: UInt64(original.count))
        var outcomes = (loaded: 0, refused: 0)
        for _ in 0..<2000 {
            var bytes = original
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &generator)...)
            case 1:
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = MutatedInputTests.interesting.randomElement(
                    using: &generator)!
            case 2:
                bytes.insert(
                    MutatedInputTests.interesting.randomElement(using: &generator)!,
                    at: Int.random(in: 0..<bytes.count, using: &generator))
            default: bytes.remove(at: Int.random(in: 0..<bytes.count, using: &generator))
            }
            do {
                let document = try TokenLoader().load(
                    text: String(decoding: bytes, as: UTF8.self), file: "mutated.json")
                _ = try TokenResolver().resolve(ThemeSource(name: "m", documents: [document]))
                outcomes.loaded += 1
            } catch is TokenFileError, is ResolutionError {
                outcomes.refused += 1
            }
        }
        #expect(outcomes.loaded + outcomes.refused == 2000)
        #expect(outcomes.refused > 0)
    }
}
