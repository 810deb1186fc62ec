import Foundation
import Testing

@testable import LiveryCore

/// Compares Livery's color math with reference values computed by ColorAide (see Tests/Fixtures/Color).
@Suite("Color math agrees with the ColorAide reference to 1e-4")
struct ColorReferenceTests {
    struct Reference: Decodable {
        struct Conversion: Decodable {
            let hex: String
            let alpha: Double
            let srgb, srgbLinear, displayP3, hsl, hwb, oklab, oklch, lab, lch, xyzD65, xyzD50: [Double]
            let a98RGB, prophotoRGB, rec2020: [Double]
            let luminance, contrastWhite, contrastBlack: Double

            enum CodingKeys: String, CodingKey {
                case hex, alpha, srgb, hsl, hwb, oklab, oklch, lab, lch, luminance, contrastWhite, contrastBlack
                case srgbLinear = "srgb-linear"
                case displayP3 = "display-p3"
                case xyzD65 = "xyz-d65"
                case xyzD50 = "xyz-d50"
                case a98RGB = "a98-rgb"
                case prophotoRGB = "prophoto-rgb"
                case rec2020
            }
        }
        struct FromSpace: Decodable {
            let colorSpace: String
            let components: [Double]
            let srgb: [Double]
        }
        struct Mix: Decodable {
            let from, to: String
            let amount: Double
            let srgb: [Double]
            let alpha: Double
        }
        struct Step: Decodable {
            let hex: String
            let delta: Double
            let srgb: [Double]
        }
        let conversions: [Conversion]
        let fromSpaces: [FromSpace]
        /// Wide-gamut colors as CSS Color 4 maps them into sRGB (ColorAide's minde-chroma fit).
        let gamutMapped: [FromSpace]
        let mixes: [Mix]
        let lightnessSteps: [Step]
        struct Distance: Decodable {
            let from, to: String
            let deltaEOK: Double
        }
        /// ΔE OK between pairs of colors (ColorAide's `delta_e(method="ok")`).
        let deltaEOK: [Distance]
    }

    static let reference: Reference = {
        // The fixture is committed; failing to read it is a broken checkout, so trap loudly.
        try! JSONDecoder().decode(Reference.self, from: Fixtures.data("Color/color-reference.json"))
    }()

    func expectClose(
        _ actual: [Double], _ expected: [Double], _ what: String, hueIndex: Int? = nil, chroma: Double = 1,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(actual.count == expected.count, "\(what)", sourceLocation: sourceLocation)
        for (index, (a, e)) in zip(actual, expected).enumerated() {
            if index == hueIndex && chroma < 1e-3 { continue }  // hue is meaningless for greys
            var difference = abs(a - e)
            if index == hueIndex { difference = min(difference, 360 - difference) }
            let tolerance = index == hueIndex ? 1e-2 : 1e-4
            #expect(difference <= tolerance, "\(what)[\(index)]: \(a) vs \(e)", sourceLocation: sourceLocation)
        }
    }

    @Test("hex colors convert to every space like ColorAide", arguments: reference.conversions)
    func conversions(_ entry: Reference.Conversion) throws {
        let color = try Color(parsing: entry.hex)
        #expect(abs(color.alpha - entry.alpha) < 1e-9)
        expectClose([color.red, color.green, color.blue], entry.srgb, "\(entry.hex) srgb")
        expectClose(color.linearSRGB.array, entry.srgbLinear, "\(entry.hex) srgb-linear")
        expectClose(color.displayP3.array, entry.displayP3, "\(entry.hex) display-p3")
        let hsl = color.hsl
        expectClose(hsl.array, entry.hsl, "\(entry.hex) hsl", hueIndex: 0, chroma: hsl.saturation)
        let hwb = color.hwb
        expectClose(
            [hwb.hue, hwb.whiteness, hwb.blackness], entry.hwb, "\(entry.hex) hwb", hueIndex: 0,
            chroma: 1 - hwb.whiteness - hwb.blackness)
        expectClose(color.oklab.array, entry.oklab, "\(entry.hex) oklab")
        expectClose(color.oklch.array, entry.oklch, "\(entry.hex) oklch", hueIndex: 2, chroma: color.oklch.chroma)
        expectClose(color.components(in: .lab).map { $0 / 100 }, entry.lab.map { $0 / 100 }, "\(entry.hex) lab")
        let lch = color.components(in: .lch)
        expectClose(
            [lch[0] / 100, lch[1] / 100, lch[2]], [entry.lch[0] / 100, entry.lch[1] / 100, entry.lch[2]],
            "\(entry.hex) lch", hueIndex: 2, chroma: lch[1] / 100)
        expectClose(color.xyzD65.array, entry.xyzD65, "\(entry.hex) xyz-d65")
        expectClose(color.xyzD50.array, entry.xyzD50, "\(entry.hex) xyz-d50")
        expectClose(color.a98RGB.array, entry.a98RGB, "\(entry.hex) a98-rgb")
        expectClose(color.prophotoRGB.array, entry.prophotoRGB, "\(entry.hex) prophoto-rgb")
        expectClose(color.rec2020.array, entry.rec2020, "\(entry.hex) rec2020")
        let opaque = color.withAlpha(1)
        #expect(abs(opaque.relativeLuminance - entry.luminance) < 1e-4)
        #expect(abs(opaque.contrastRatio(against: .white) - entry.contrastWhite) < 1e-4)
        #expect(abs(opaque.contrastRatio(against: .black) - entry.contrastBlack) < 1e-4)
    }

    @Test("DTCG color objects in other spaces read back as ColorAide's sRGB", arguments: reference.fromSpaces)
    func fromSpaces(_ entry: Reference.FromSpace) throws {
        let color = try Color(dtcgColorSpace: entry.colorSpace, components: entry.components)
        expectClose([color.red, color.green, color.blue], entry.srgb, entry.colorSpace)
        let space = try #require(DTCGColorSpace(rawValue: entry.colorSpace))
        let hueIndex: Int? =
            ["hsl", "hwb"].contains(entry.colorSpace) ? 0 : (["oklch", "lch"].contains(entry.colorSpace) ? 2 : nil)
        let roundTrip = color.components(in: space)
        let scale = ["lab", "lch", "hsl", "hwb"].contains(entry.colorSpace) ? 100.0 : 1.0
        let normalize: ([Double]) -> [Double] = { values in
            values.enumerated().map { index, value in index == hueIndex ? value : value / scale }
        }
        expectClose(
            normalize(roundTrip), normalize(entry.components), "\(entry.colorSpace) round trip", hueIndex: hueIndex)
    }

    @Test(
        "wide-gamut colors map into sRGB as CSS Color 4 does (chroma reduced in OKLCH)",
        arguments: reference.gamutMapped)
    func gamutMapping(_ entry: Reference.FromSpace) throws {
        let color = try Color(dtcgColorSpace: entry.colorSpace, components: entry.components)
        let mapped = color.mappedToSRGBGamut
        #expect(mapped.isInSRGBGamut)
        // The binary search stops within 1e-4 of chroma, as ColorAide's does; their stopping points differ by
        // less than a step of a byte.
        let difference = zip([mapped.red, mapped.green, mapped.blue], entry.srgb).map { abs($0 - $1) }.max() ?? 0
        #expect(difference < 1e-3, "\(entry.colorSpace) \(entry.components): \(mapped) vs \(entry.srgb)")
        #expect(color.hexString() == mapped.hexString())
    }

    @Test("mixing in OKLab matches color-mix(in oklab)", arguments: reference.mixes)
    func mixes(_ entry: Reference.Mix) throws {
        let mixed = try Color(parsing: entry.from).mixed(with: Color(parsing: entry.to), amount: entry.amount)
        expectClose([mixed.red, mixed.green, mixed.blue], entry.srgb, "mix \(entry.from) \(entry.to)")
        #expect(abs(mixed.alpha - entry.alpha) < 1e-6)
    }

    @Test("lightness steps move OKLab lightness only", arguments: reference.lightnessSteps)
    func lightnessSteps(_ entry: Reference.Step) throws {
        let stepped = try Color(parsing: entry.hex).lightened(by: entry.delta)
        expectClose([stepped.red, stepped.green, stepped.blue], entry.srgb, "\(entry.hex) \(entry.delta)")
    }

    @Test("ΔE OK matches ColorAide's delta_e(method=\"ok\")", arguments: reference.deltaEOK)
    func deltaEOK(_ entry: Reference.Distance) throws {
        let distance = try Color(parsing: entry.from).deltaEOK(Color(parsing: entry.to))
        #expect(abs(distance - entry.deltaEOK) < 1e-6, "\(distance) vs \(entry.deltaEOK)")
    }
}

extension ColorReferenceTests.Reference.Conversion: CustomTestStringConvertible {
    var testDescription: String { hex }
}
extension ColorReferenceTests.Reference.FromSpace: CustomTestStringConvertible {
    var testDescription: String { "\(colorSpace) \(components)" }
}
extension ColorReferenceTests.Reference.Mix: CustomTestStringConvertible {
    var testDescription: String { "\(from)→\(to) \(amount)" }
}
extension ColorReferenceTests.Reference.Distance: CustomTestStringConvertible {
    var testDescription: String { "\(from)→\(to)" }
}
extension ColorReferenceTests.Reference.Step: CustomTestStringConvertible {
    var testDescription: String { "\(hex) \(delta)" }
}
