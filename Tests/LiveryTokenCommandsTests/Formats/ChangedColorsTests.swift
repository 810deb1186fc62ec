import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTokenCommands

/// Every built-in format, in every color notation, against colors inside sRGB, inside Display P3 only, and beyond
/// it (Rec. 2020): a build warns, naming the token, exactly when the format changes the color — and what "changes"
/// means is read from the outputs, not from the table (`CompositeCoverage.colorGamut`): a changed color gives the
/// same files as the color mapped into the format's gamut beforehand, and a color written exactly gives other files
/// than it would mapped into a smaller gamut.
@Suite("Every format names the tokens whose colors it changes")
struct ChangedColorsTests {
    /// A color by its DTCG value.
    struct Probe: Sendable, CustomStringConvertible {
        let name: String
        let space: String
        let components: [Double]
        var description: String { name }

        var color: Color { get throws { try Color(dtcgColorSpace: space, components: components) } }
        var json: String {
            #"{"colorSpace": "\#(space)", "components": [\#(components.map { "\($0)" }.joined(separator: ", "))]}"#
        }
    }

    static let probes = [
        Probe(name: "inside sRGB", space: "srgb", components: [0.2, 0.4, 0.6]),
        Probe(name: "inside Display P3 only", space: "display-p3", components: [0.1, 0.9, 0.2]),
        Probe(name: "beyond Display P3", space: "rec2020", components: [0.05, 0.9, 0.1]),
    ]

    struct Case: Sendable, CustomStringConvertible {
        let format: BuildFormatName
        let notation: ValueTransforms.ColorNotation?
        let probe: Probe
        /// A border holding the color, so composite values are covered as well as colors.
        let inBorder: Bool
        var description: String {
            "\(format.rawValue), \(notation?.rawValue ?? "default notation"), \(probe)\(inBorder ? ", in a border" : "")"
        }
    }

    static let cases: [Case] = BuildFormatName.allCases.flatMap { format in
        ([nil] + ValueTransforms.ColorNotation.allCases).flatMap { notation in
            probes.flatMap { probe in
                [false, true].map { Case(format: format, notation: notation, probe: probe, inBorder: $0) }
            }
        }
    }

    /// The DTCG value of `color` mapped into `gamut`: sRGB by CSS Color 4's gamut mapping
    /// (`Color.mappedToSRGBGamut`), Display P3 by clipping its components to 0–1.
    static func mappedJSON(_ color: Color, into gamut: CompositeCoverage.Gamut) -> String {
        switch gamut {
        case .sRGB:
            let mapped = color.mappedToSRGBGamut
            return #"{"colorSpace": "srgb", "components": [\#(mapped.red), \#(mapped.green), \#(mapped.blue)]}"#
        case .displayP3:
            let p3 = color.displayP3.array.map { min(max($0, 0), 1) }
            return #"{"colorSpace": "display-p3", "components": [\#(p3.map { "\($0)" }.joined(separator: ", "))]}"#
        }
    }

    /// The files and warnings of a build of one token holding `colorJSON`.
    static func build(_ test: Case, colorJSON: String, in folder: TemporaryFolder) throws -> (
        files: [String], warnings: [String]
    ) {
        let value =
            test.inBorder
            ? #"{"$type": "border", "$value": {"color": \#(colorJSON), "width": {"value": 1, "unit": "px"}, "style": "solid"}}"#
            : #"{"$type": "color", "$value": \#(colorJSON)}"#
        try folder.write("t/probe.tokens.json", #"{"probe": \#(value)}"#)
        let destination = test.format.writesFolder ? "out/x.folder" : "out/x.file"
        let transforms = test.notation.map { #", "transforms": {"color": "\#($0.rawValue)"}"# } ?? ""
        try folder.write(
            "livery.config.json",
            #"{"source": "t", "platforms": {"p": {"format": "\#(test.format.rawValue)", "destination": "\#(destination)"\#(transforms)}}}"#
        )
        let builder = Builder(config: try BuildConfig.load(contentsOf: folder.appending("livery.config.json")))
        let files = try builder.render().map { "\($0.url.path)\n\($0.contents)" }
        return (files, builder.warnings)
    }

    @Test("a warning names the token exactly when the output changes its color", arguments: cases)
    func warnedWhenChanged(_ test: Case) throws {
        let folder = try TemporaryFolder("changed-colors")
        let color = try test.probe.color
        let built = try Self.build(test, colorJSON: test.probe.json, in: folder)
        let gamut = CompositeCoverage.colorGamut(
            test.format, notation: test.notation, writesWideGamut: true, composite: test.inBorder)
        let leftOut = CompositeCoverage.leftOutTypes(test.format).contains(test.inBorder ? .border : .color)
        let warned = built.warnings.contains { $0.contains("mapped into it the colors of 1 token (probe)") }
        let changed = !leftOut && gamut.map { !CompositeCoverage.contains($0, color) } ?? false
        #expect(warned == changed, "\(test): warnings \(built.warnings)")
        // The Swift accessors hold no values (the runtime reads them from the token files; doc comments show hex).
        guard !leftOut, test.format != .swift else { return }
        // CSS writes an sRGB fallback first and the color of its gamut under `@supports`: that part is what
        // changes, or not, for a browser that reads it.
        func seen(_ files: [String]) -> [String] {
            guard test.format == .css else { return files }
            return files.map { file in file.range(of: "@supports").map { String(file[$0.lowerBound...]) } ?? file }
        }
        if changed, let gamut {
            // What was written is the color mapped into the gamut: the same files as from that color itself.
            let premapped = try Self.build(test, colorJSON: Self.mappedJSON(color, into: gamut), in: folder)
            #expect(
                seen(premapped.files) == seen(built.files), "\(test): the output is not the color mapped into \(gamut)")
        } else {
            // Written exactly: a smaller gamut's version of the color gives other files.
            for smaller in [CompositeCoverage.Gamut.sRGB, .displayP3] where !CompositeCoverage.contains(smaller, color)
            {
                let other = try Self.build(test, colorJSON: Self.mappedJSON(color, into: smaller), in: folder)
                #expect(other.files != built.files, "\(test): no warning, yet the color is written as in \(smaller)")
            }
        }
    }
}
