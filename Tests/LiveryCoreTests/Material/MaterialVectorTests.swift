import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCore

/// Vectors from material-color-utilities' own unit tests (the repository at 6112292, Apache-2.0), each citing the
/// file and line it was ported from. Jasmine's `toBeCloseTo(x, d)` passes within `10^-d / 2`.
@Suite("Material color: the reference's own test vectors")
struct MaterialVectorTests {
    // MARK: - CAM16 and HCT (typescript/hct/hct_test.ts)

    struct CAMVector: Sendable, CustomTestStringConvertible {
        let source: String
        let argb: UInt32
        let hue, chroma, j, m, s, q: Double
        var testDescription: String { source }
    }

    static let camVectors = [
        CAMVector(
            source: "typescript/hct/hct_test.ts:33-41", argb: 0xFFFF_0000, hue: 27.408, chroma: 113.358, j: 46.445,
            m: 89.494, s: 91.890, q: 105.989),
        CAMVector(
            source: "typescript/hct/hct_test.ts:44-52", argb: 0xFF00_FF00, hue: 142.140, chroma: 108.410, j: 79.332,
            m: 85.588, s: 78.605, q: 138.520),
        CAMVector(
            source: "typescript/hct/hct_test.ts:55-63", argb: 0xFF00_00FF, hue: 282.788, chroma: 87.231, j: 25.466,
            m: 68.867, s: 93.675, q: 78.481),
        CAMVector(
            source: "typescript/hct/hct_test.ts:66-74", argb: 0xFFFF_FFFF, hue: 209.492, chroma: 2.869, j: 100.0,
            m: 2.265, s: 12.068, q: 155.521),
        CAMVector(
            source: "typescript/hct/hct_test.ts:77-85", argb: 0xFF00_0000, hue: 0, chroma: 0, j: 0, m: 0, s: 0, q: 0),
    ]

    @Test("CAM16 of sRGB primaries, white and black", arguments: camVectors)
    func cam16(_ v: CAMVector) {
        let cam = CAM16(argb: v.argb)
        for (actual, expected) in [
            (cam.hue, v.hue), (cam.chroma, v.chroma), (cam.j, v.j), (cam.m, v.m), (cam.s, v.s), (cam.q, v.q),
        ] {
            #expect(abs(actual - expected) < 0.0005, "\(v.source): \(actual) vs \(expected)")
        }
    }

    @Test("CAM16 back to ARGB gives the color again (typescript/hct/hct_test.ts:89-106)")
    func camRoundTrip() {
        for argb: UInt32 in [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF] {
            #expect(CAM16(argb: argb).argb() == argb)
        }
    }

    @Test("HCT of green, blue, and blue at tone 90 (typescript/hct/hct_test.ts:109-129)")
    func hct() {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.005 }
        let green = HCT(argb: 0xFF00_FF00)  // :111-114
        #expect(close(green.hue, 142.139) && close(green.chroma, 108.410) && close(green.tone, 87.737))
        let blue = HCT(argb: 0xFF00_00FF)  // :118-121
        #expect(close(blue.hue, 282.788) && close(blue.chroma, 87.230) && close(blue.tone, 32.302))
        let blueTone90 = HCT(hue: 282.788, chroma: 87.230, tone: 90.0)  // :125-128
        #expect(close(blueTone90.hue, 282.239) && close(blueTone90.chroma, 19.144) && close(blueTone90.tone, 90.035))
    }

    @Test("the default viewing conditions (typescript/hct/hct_test.ts:134-147)")
    func viewingConditions() {
        let vc = ViewingConditions.standard
        let pairs: [(Double, Double)] = [
            (vc.n, 0.184), (vc.aw, 29.981), (vc.nbb, 1.017), (vc.ncb, 1.017), (vc.c, 0.69), (vc.nc, 1.0),
            (vc.rgbD.0, 1.021), (vc.rgbD.1, 0.986), (vc.rgbD.2, 0.934), (vc.fl, 0.388), (vc.fLRoot, 0.789),
            (vc.z, 1.909),
        ]
        for (actual, expected) in pairs {
            #expect(abs(actual - expected) < 0.0005)
        }
    }

    @Test("the solver returns a sufficiently close color (typescript/hct/hct_test.ts:160-182)")
    func solverCloseness() {
        func onBoundary(_ argb: UInt32) -> Bool {
            [MaterialMath.red(argb), MaterialMath.green(argb), MaterialMath.blue(argb)].contains {
                $0 == 0 || $0 == 255
            }
        }
        for hue in stride(from: 15.0, to: 360, by: 30) {
            for chroma in stride(from: 0.0, through: 100, by: 10) {
                for tone in stride(from: 20.0, through: 80, by: 10) {
                    let color = HCT(hue: hue, chroma: chroma, tone: tone)
                    if chroma > 0 { #expect(abs(color.hue - hue) <= 4.0) }
                    #expect(color.chroma >= 0 && color.chroma <= chroma + 2.5)
                    if color.chroma < chroma - 2.5 { #expect(onBoundary(color.argb)) }
                    #expect(abs(color.tone - tone) <= 0.5)
                }
            }
        }
    }

    // MARK: - Palettes (typescript/palettes/palettes_test.ts)

    @Test("tones of blue's palette, and of the palettes a core palette derives from it")
    func tonalPalettes() {
        let tones: [Double] = [100, 95, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0]
        let blue = HCT(argb: 0xFF00_00FF)
        // :26-40, TonalPalette.fromInt(blue); :45-59 (CorePalette.of a1) asserts the same values.
        #expect(
            tones.map(TonalPalette(blue).tone) == [
                0xFFFF_FFFF, 0xFFF1_EFFF, 0xFFE0_E0FF, 0xFFBE_C2FF, 0xFF9D_A3FF, 0xFF7C_84FF, 0xFF5A_64FF,
                0xFF34_3DFF, 0xFF00_00EF, 0xFF00_01AC, 0xFF00_006E, 0xFF00_0000,
            ])
        // :61-72, CorePalette.of(blue).a2: blue's hue at chroma 16.
        #expect(
            tones.map(TonalPalette(hue: blue.hue, chroma: 16).tone) == [
                0xFFFF_FFFF, 0xFFF1_EFFF, 0xFFE1_E0F9, 0xFFC5_C4DD, 0xFFA9_A9C1, 0xFF8F_8FA6, 0xFF75_758B,
                0xFF5C_5D72, 0xFF44_4559, 0xFF2E_2F42, 0xFF19_1A2C, 0xFF00_0000,
            ])
        // :91-102, CorePalette.contentOf(blue).a2: blue's hue at a third of its chroma.
        #expect(
            tones.map(TonalPalette(hue: blue.hue, chroma: blue.chroma / 3).tone) == [
                0xFFFF_FFFF, 0xFFF1_EFFF, 0xFFE0_E0FF, 0xFFC1_C3F4, 0xFFA5_A7D7, 0xFF8B_8DBB, 0xFF71_73A0,
                0xFF58_5B86, 0xFF40_436D, 0xFF2A_2D55, 0xFF14_173F, 0xFF00_0000,
            ])
    }

    @Test("key colors: exact, unreachably high and very low chroma (typescript/palettes/palettes_test.ts:107-150)")
    func keyColors() {
        let exact = TonalPalette(hue: 50, chroma: 60).keyColor  // :107-119
        #expect(abs(exact.hue - 50) < 10 && abs(exact.chroma - 60) < 0.5 && exact.tone > 0 && exact.tone < 100)
        let high = TonalPalette(hue: 149, chroma: 200).keyColor  // :121-134
        #expect(abs(high.hue - 149) < 10 && high.chroma > 89 && high.tone > 0 && high.tone < 100)
        let low = TonalPalette(hue: 50, chroma: 3).keyColor  // :136-150
        #expect(abs(low.hue - 50) < 10 && abs(low.chroma - 3) < 0.5 && abs(low.tone - 50) < 0.5)
    }

    @Test("rotated hues (typescript/scheme/dynamic_scheme_test.ts:24-55)")
    func rotatedHues() {
        let source = HCT(hue: 43, chroma: 16, tone: 16)
        // toBeCloseTo(x, 0.4): within 10^-0.4 / 2 ≈ 0.2.
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < pow(10, -0.4) / 2 }
        #expect(close(SchemePalettes.rotatedHue(source, [], []), 43))  // :24-27
        #expect(close(SchemePalettes.rotatedHue(source, [0], [0]), 43))  // :29-32
        #expect(close(SchemePalettes.rotatedHue(source, [0], [0, 1]), 43))  // :34-37
        #expect(close(SchemePalettes.rotatedHue(source, [0, 42, 360], [0, 15, 0]), 43 + 15))  // :39-46
        #expect(close(SchemePalettes.rotatedHue(source, [0, 42, 360], [0, 480, 0]), 163))  // :48-55
    }

    // MARK: - Temperature, dislike, contrast

    @Test(
        "raw and relative temperatures, complements and analogous colors (typescript/temperature/temperature_cache_test.ts)"
    )
    func temperatures() {
        let blue = HCT(argb: 0xFF00_00FF)
        let red = HCT(argb: 0xFFFF_0000)
        let green = HCT(argb: 0xFF00_FF00)
        let white = HCT(argb: 0xFFFF_FFFF)
        let black = HCT(argb: 0xFF00_0000)
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.0005 }
        // :25-40
        #expect(close(TemperatureCache.rawTemperature(blue), -1.393))
        #expect(close(TemperatureCache.rawTemperature(red), 2.351))
        #expect(close(TemperatureCache.rawTemperature(green), -0.267))
        #expect(close(TemperatureCache.rawTemperature(white), -0.5))
        #expect(close(TemperatureCache.rawTemperature(black), -0.5))
        // :42-62
        for (color, expected) in [(blue, 0.0), (red, 1.0), (green, 0.467), (white, 0.5), (black, 0.5)] {
            let cache = TemperatureCache(color)
            #expect(close(cache.relativeTemperature(cache.inputTemperature), expected))
        }
        // :64-84
        #expect(TemperatureCache(blue).complement.argb == 0xFF9D_0002)
        #expect(TemperatureCache(red).complement.argb == 0xFF00_7BFC)
        #expect(TemperatureCache(green).complement.argb == 0xFFFF_D2C9)
        #expect(TemperatureCache(white).complement.argb == 0xFFFF_FFFF)
        #expect(TemperatureCache(black).complement.argb == 0xFF00_0000)
        // :86-131
        #expect(
            TemperatureCache(blue).analogous().map(\.argb) == [
                0xFF00_590C, 0xFF00_564E, 0xFF00_00FF, 0xFF67_00CC, 0xFF81_009F,
            ])
        #expect(
            TemperatureCache(red).analogous().map(\.argb) == [
                0xFFF6_0082, 0xFFFC_004C, 0xFFFF_0000, 0xFFD9_5500, 0xFFAF_7200,
            ])
        #expect(
            TemperatureCache(green).analogous().map(\.argb) == [
                0xFFCE_E900, 0xFF92_F500, 0xFF00_FF00, 0xFF00_FD6F, 0xFF00_FAB3,
            ])
        #expect(TemperatureCache(black).analogous().map(\.argb) == Array(repeating: 0xFF00_0000, count: 5))
        #expect(TemperatureCache(white).analogous().map(\.argb) == Array(repeating: 0xFFFF_FFFF, count: 5))
    }

    @Test("disliked colors (typescript/dislike/dislike_analyzer_test.ts:25-77)")
    func dislikes() {
        // :27-41, the Monk Skin Tone Scale
        for argb: UInt32 in [
            0xFFF6_EDE4, 0xFFF3_E7DB, 0xFFF7_EAD0, 0xFFEA_DABA, 0xFFD7_BD96, 0xFFA0_7E56, 0xFF82_5C43, 0xFF60_4134,
            0xFF3A_312A, 0xFF29_2420,
        ] {
            #expect(!DislikeAnalyzer.isDisliked(HCT(argb: argb)))
        }
        // :44-71, bile colors, and their fix
        for argb: UInt32 in [0xFF95_884B, 0xFF71_6B40, 0xFFB0_8E00, 0xFF4C_4308, 0xFF46_4521] {
            #expect(DislikeAnalyzer.isDisliked(HCT(argb: argb)))
            #expect(!DislikeAnalyzer.isDisliked(DislikeAnalyzer.fixIfDisliked(HCT(argb: argb))))
        }
        // :73-77
        let tone67 = HCT(hue: 100, chroma: 50, tone: 67)
        #expect(!DislikeAnalyzer.isDisliked(tone67))
        #expect(DislikeAnalyzer.fixIfDisliked(tone67).argb == tone67.argb)
    }

    @Test("contrast helpers at and beyond their bounds (typescript/contrast/contrast_test.ts:23-57)")
    func contrast() {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < pow(10, -0.001) / 2 }
        #expect(close(MaterialContrast.ratioOfTones(-10, 110), 21))  // :23-25
        #expect(close(MaterialContrast.lighter(90, 10), -1))  // :27-29
        #expect(close(MaterialContrast.lighter(110, 2), -1))  // :31-33
        #expect(close(MaterialContrast.lighter(-10, 2), -1))  // :35-37
        #expect(close(MaterialContrast.lighterUnsafe(100, 2), 100))  // :39-41
        #expect(close(MaterialContrast.darker(10, 20), -1))  // :43-45
        #expect(close(MaterialContrast.darker(110, 2), -1))  // :47-49
        #expect(close(MaterialContrast.darker(-10, 2), -1))  // :51-53
        #expect(close(MaterialContrast.darkerUnsafe(0, 2), 0))  // :55-57
    }

    // MARK: - Schemes

    struct SchemeVector: Decodable, Sendable, CustomTestStringConvertible {
        let source: String
        let variant: String
        let seed: String
        let dark: Bool
        let contrast: Double
        let role: String
        let argb: String?
        let tone: Double?
        let tolerance: Double?
        var testDescription: String { "\(source) \(role)" }
    }

    /// Tests/Fixtures/Material/scheme-vectors.json, extracted by extract_vectors.py next to it.
    static let schemeVectors: [SchemeVector] = {
        // A fixture that fails to load fails every test that reads it, with the decoding error.
        (try? JSONDecoder().decode([SchemeVector].self, from: Fixtures.data("Material/scheme-vectors.json"))) ?? []
    }()

    @Test("the fixture holds the scheme vectors")
    func fixtureLoads() throws {
        let vectors = try JSONDecoder().decode(
            [SchemeVector].self, from: Fixtures.data("Material/scheme-vectors.json"))
        #expect(vectors.count == 515)
        #expect(Set(vectors.map(\.variant)).count == SchemeVariant.allCases.count)
    }

    @Test("every scheme vector of the reference's tests, spec 2021", arguments: schemeVectors)
    func schemeVector(_ v: SchemeVector) throws {
        let seed = try #require(UInt32(v.seed, radix: 16))
        let variant = try #require(SchemeVariant(rawValue: v.variant))
        let role = try #require(SchemeRole(name: v.role))
        let scheme = DynamicScheme(
            sourceColor: HCT(argb: seed), variant: variant, isDark: v.dark, contrastLevel: v.contrast)
        let color = try #require(scheme.color(role))
        if let argb = v.argb {
            #expect(color.argb == UInt32(argb, radix: 16), "\(v.source)")
        } else {
            let tone = try #require(v.tone)
            #expect(abs(color.tone - tone) <= (v.tolerance ?? 0), "\(v.source)")
        }
    }
}

/// The reference's contrast property test (typescript/dynamiccolor/dynamic_color_test.ts:35-184): four seeds,
/// nine contrast levels, both modes, seven variants; every text/surface pair keeps 4.5:1 (3:1 below standard
/// contrast).
@Suite("Material color: text keeps its contrast")
struct MaterialContrastPropertyTests {
    static let pairs: [(SchemeRole, SchemeRole)] = [
        (.onPrimary, .primary), (.onPrimaryContainer, .primaryContainer), (.onSecondary, .secondary),
        (.onSecondaryContainer, .secondaryContainer), (.onTertiary, .tertiary),
        (.onTertiaryContainer, .tertiaryContainer), (.onError, .error), (.onErrorContainer, .errorContainer),
        (.onBackground, .background), (.onSurfaceVariant, .surfaceBright), (.onSurfaceVariant, .surfaceDim),
    ]

    @Test("text/surface pairs keep 4.5:1 (3:1 at reduced contrast)", arguments: DynamicScheme.SpecVersion.allCases)
    func textContrast(_ spec: DynamicScheme.SpecVersion) {
        let seeds: [UInt32] = [0xFFFF_0000, 0xFFFF_FF00, 0xFF00_FF00, 0xFF00_00FF]  // :35-40
        let variants: [SchemeVariant] = [
            .content, .expressive, .fidelity, .monochrome, .neutral, .tonalSpot, .vibrant,
        ]  // :145-152
        var checked = 0
        for seed in seeds {
            for contrastLevel in [-1.0, -0.75, -0.5, -0.25, 0.0, 0.25, 0.5, 0.75, 1.0] {  // :142-143
                for isDark in [false, true] {
                    for variant in variants {
                        let scheme = DynamicScheme(
                            sourceColor: HCT(argb: seed), variant: variant, isDark: isDark,
                            contrastLevel: contrastLevel, specVersion: spec)
                        for (foreground, background) in Self.pairs {
                            let ratio = MaterialContrast.ratioOfTones(
                                scheme.color(foreground)!.tone, scheme.color(background)!.tone)
                            let minimum = contrastLevel >= 0 ? 4.5 : 3.0
                            #expect(
                                ratio >= minimum,
                                "\(foreground) on \(background), \(variant) \(spec) seed \(seed) dark \(isDark) level \(contrastLevel): \(ratio)"
                            )
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == 4 * 9 * 2 * 7 * Self.pairs.count)
    }
}
