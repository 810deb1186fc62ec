import Foundation
import LiveryCore
import Testing

/// Compares every scheme of a reference file, written by `.ci/material/reference.py` from materialyoucolor (an
/// independent Python port of material-color-utilities), with Livery's: every role, exact ARGB.
///
/// The file is large and takes minutes to make, so this test runs when `LIVERY_MATERIAL_REFERENCE` names it;
/// `.ci/material/compare` (a CI stage) does both.
@Suite("Dynamic schemes against an independent implementation")
struct MaterialReferenceComparisonTests {
    static let referencePath = ProcessInfo.processInfo.environment["LIVERY_MATERIAL_REFERENCE"]

    struct Line: Decodable {
        let seed: String
        let variant: String
        let spec: String
        let dark: Bool
        let contrast: Double
        let colors: [String: String]
    }

    /// The file is compared in this many parts, which Swift Testing runs in parallel.
    static let parts = 4

    @Test(
        "every role of every reference scheme matches, ARGB for ARGB",
        .enabled(
            if: referencePath != nil,
            "needs LIVERY_MATERIAL_REFERENCE, a file .ci/material/compare writes (CI's Material stage runs it)"),
        arguments: 0..<parts)
    func everyRoleMatches(part: Int) throws {
        let path = try #require(Self.referencePath)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let allLines = text.split(separator: "\n")
        let lines = allLines[(allLines.count * part / Self.parts)..<(allLines.count * (part + 1) / Self.parts)]
        let decoder = JSONDecoder()
        var schemes = 0
        var roles = 0
        var mismatches: [String] = []
        var seeds = Set<String>()
        var coverage = Set<String>()
        // One scheme per seed, variant, spec and mode; the other contrast levels are derived from it, as an app
        // does when Increase Contrast changes (and the reference's palettes do not depend on contrast).
        var bases: [String: DynamicScheme] = [:]
        for line in lines where !line.isEmpty {
            let reference = try decoder.decode(Line.self, from: Data(line.utf8))
            let seed = try #require(UInt32(reference.seed, radix: 16))
            let variant = try #require(SchemeVariant(rawValue: reference.variant))
            let spec = try #require(DynamicScheme.SpecVersion(rawValue: reference.spec))
            let key = "\(reference.seed) \(reference.variant) \(reference.spec) \(reference.dark)"
            let base =
                bases[key]
                ?? DynamicScheme(
                    sourceColor: HCT(argb: seed), variant: variant, isDark: reference.dark, contrastLevel: 0,
                    specVersion: spec)
            bases[key] = base
            let scheme = base.withContrastLevel(reference.contrast)
            // Every role the reference lists, and no role it lacks: the two agree on which roles exist.
            let listed = Set(reference.colors.keys.compactMap(SchemeRole.init(name:)))
            #expect(
                listed.count == reference.colors.count, "a role name Livery does not know: \(reference.colors.keys)")
            #expect(listed == Set(scheme.roles), "roles of \(reference.seed) \(reference.variant) \(reference.spec)")
            for (name, expected) in reference.colors {
                guard let role = SchemeRole(name: name) else { continue }
                let actual = scheme.color(role).map { hex($0.argb) } ?? "none"
                roles += 1
                if actual != expected, mismatches.count < 40 {
                    mismatches.append(
                        "\(reference.seed) \(reference.variant) \(reference.spec) dark=\(reference.dark) "
                            + "contrast=\(reference.contrast) \(name): livery \(actual), reference \(expected)")
                }
            }
            schemes += 1
            seeds.insert(reference.seed)
            coverage.insert("\(reference.variant) \(reference.spec) \(reference.contrast)")
        }
        print(
            "part \(part + 1) of \(Self.parts): compared \(roles) roles of \(schemes) schemes (\(seeds.count) seeds, "
                + "\(coverage.count) variant × spec × contrast)")
        #expect(schemes > 0)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    /// Eight lowercase hex digits, as the reference writes them.
    private func hex(_ argb: UInt32) -> String {
        let digits = String(argb, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
