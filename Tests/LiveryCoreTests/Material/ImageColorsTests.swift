import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCore

/// Seeds from pixels: the reference's quantizer and score tests (material-color-utilities at 6112292).
@Suite("Material color: seeds from an image")
struct ImageColorsTests {
    static let red: UInt32 = 0xFFFF_0000
    static let green: UInt32 = 0xFF00_FF00
    static let blue: UInt32 = 0xFF00_00FF

    static let celebiCases: [(source: String, pixels: [UInt32], expected: [UInt32: Int])] = [
        ("typescript/quantize/quantizer_celebi_test.ts:26-30", [red], [red: 1]),
        ("typescript/quantize/quantizer_celebi_test.ts:32-36", [green], [green: 1]),
        ("typescript/quantize/quantizer_celebi_test.ts:38-42", [blue], [blue: 1]),
        ("typescript/quantize/quantizer_celebi_test.ts:44-49", [blue, blue, blue, blue, blue], [blue: 5]),
        ("typescript/quantize/quantizer_celebi_test.ts:51-57", [red, red, green, green, green], [red: 2, green: 3]),
        ("typescript/quantize/quantizer_celebi_test.ts:59-65", [red, green, blue], [red: 1, green: 1, blue: 1]),
    ]

    @Test("quantizing one, two and three colors gives them back with their counts")
    func celebi() {
        for (source, pixels, expected) in Self.celebiCases {
            let result = ImageColors.quantize(pixels, maxColors: 128)
            #expect(
                Dictionary(uniqueKeysWithValues: result.map { ($0.argb, $0.population) }) == expected, "\(source)")
        }
    }

    struct ScoreCase: Decodable, Sendable, CustomTestStringConvertible {
        struct Entry: Decodable, Sendable {
            let argb: String
            let population: Int
        }
        let source: String
        let name: String
        let colors: [Entry]
        let desired: Int
        let fallback: String
        let filter: Bool
        let expected: [String]
        var testDescription: String { "\(source) \(name)" }
    }

    static let scoreCases: [ScoreCase] =
        (try? JSONDecoder().decode([ScoreCase].self, from: Fixtures.data("Material/score-vectors.json"))) ?? []

    @Test("the fixture holds the 15 ranking cases")
    func scoreFixture() throws {
        let cases = try JSONDecoder().decode([ScoreCase].self, from: Fixtures.data("Material/score-vectors.json"))
        #expect(cases.count == 15)
    }

    @Test("seeds are ranked as the reference ranks them", arguments: scoreCases)
    func score(_ c: ScoreCase) throws {
        let colors = try c.colors.map {
            ImageColors.QuantizedColor(argb: try #require(UInt32($0.argb, radix: 16)), population: $0.population)
        }
        let ranked = ImageColors.seeds(
            from: colors, desired: c.desired, fallback: try #require(UInt32(c.fallback, radix: 16)), filter: c.filter)
        #expect(ranked.map { String($0, radix: 16) } == c.expected, "\(c.source)")
    }

    @Test("java.util.Random, as the k-means start uses it, gives Java's sequence")
    func javaRandom() {
        // Java documents the generator's recurrence (java.util.Random: seed = (seed * 0x5DEECE66D + 0xB) mod 2^48,
        // next(31) = the top 31 bits); the port must produce exactly that stream.
        // `new Random(42).nextInt()` is -1170105035, then 234785527: the values Java programs print.
        var published = Quantizer.JavaRandom(seed: 42)
        #expect(published.next(32) == -1_170_105_035)
        #expect(published.next(32) == 234_785_527)
        var random = Quantizer.JavaRandom(seed: 42)
        var seed = (UInt64(42) ^ 0x5_DEEC_E66D) & ((1 << 48) - 1)
        for _ in 0..<1000 {
            seed = (seed &* 0x5_DEEC_E66D &+ 0xB) & ((1 << 48) - 1)
            #expect(random.next(31) == Int32(seed >> 17))
        }
    }

    @Test("no pixels, only translucent pixels and a limit of no colors end in the documented answers")
    func hostileInputs() {
        #expect(ImageColors.seeds(fromPixels: []) == [0xFF42_85F4])
        #expect(ImageColors.quantize([0x00FF_0000, 0x80FF_0000]).isEmpty)  // translucent pixels are left out
        #expect(ImageColors.quantize([Self.red], maxColors: 0).count == 1)
    }

    /// Arithmetic over millions of pixels: CI's address-sanitizer run leaves it out by name (`.ci/run`).
    @Test("a photo-sized image of noise ends in seeds, within the documented bounds")
    func photoSized() {
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<(ImageColors.maximumPixelCount * 64)).map { _ in
            0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &generator)
        }
        let colors = ImageColors.quantize(noise, maxColors: 300)
        #expect(colors.count <= ImageColors.maximumColorCount)
        #expect(!ImageColors.seeds(from: colors).isEmpty)
    }
}
