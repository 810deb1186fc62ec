import Foundation
import LiveryCore
import Testing

/// Livery's simulation of color vision deficiencies against colorspacious (Tests/Fixtures/Color/cvd-reference.json).
@Suite("Color vision deficiency simulation (Machado et al. 2009)")
struct ColorVisionDeficiencyTests {
    struct Reference: Decodable {
        struct Entry: Decodable {
            let hex: String
            let protanopia: [Double]
            let deuteranopia: [Double]
            let tritanopia: [Double]
        }
        let colors: [Entry]
    }

    /// Compared as displayable colors (clamped to 0...1): outside sRGB the two extend the transfer curve
    /// differently below 0 (colorspacious linearly, Livery by symmetry as CSS Color 4 does), which no display shows.
    @Test("every reference color under each deficiency, to 1e-6")
    func matchesColorspacious() throws {
        let reference = try JSONDecoder().decode(Reference.self, from: Fixtures.data("Color/cvd-reference.json"))
        #expect(reference.colors.count == 44)
        for entry in reference.colors {
            let color = try #require(Color(hex: entry.hex))
            for (deficiency, expected) in [
                (ColorVisionDeficiency.protanopia, entry.protanopia), (.deuteranopia, entry.deuteranopia),
                (.tritanopia, entry.tritanopia),
            ] {
                let simulated = color.simulating(deficiency).clampedToSRGB
                for (actual, wanted) in zip(
                    [simulated.red, simulated.green, simulated.blue], expected.map { min(max($0, 0), 1) })
                {
                    #expect(abs(actual - wanted) < 1e-6, "\(entry.hex) \(deficiency): \(simulated) vs \(expected)")
                }
            }
        }
    }

    @Test("grays look the same to everyone")
    func graysUnchanged() {
        for deficiency in ColorVisionDeficiency.allCases {
            let gray = Color(red: 0.5, green: 0.5, blue: 0.5).simulating(deficiency)
            #expect(abs(gray.red - 0.5) < 0.002 && abs(gray.green - 0.5) < 0.002 && abs(gray.blue - 0.5) < 0.002)
        }
    }
}
