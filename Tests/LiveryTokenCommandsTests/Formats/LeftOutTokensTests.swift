import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTokenCommands

/// Every built-in format against a token of every type: the token is in the output (by name, in a file's text or
/// a file's path), or the build's warnings name it — never neither. The table this checks is
/// `CompositeCoverage.leftOutTypes`, and the check reads the outputs themselves, so the table cannot drift from
/// what the formats write.
@Suite("Every format writes each token or names it in a warning")
struct LeftOutTokensTests {
    /// One value per type, the asset ones as a runtime name, a PNG the format copies, and an SVG.
    static let values: [(String, String)] = [
        ("color", "\"#336699\""),
        ("dimension", "{\"value\": 4, \"unit\": \"px\"}"),
        ("dimension", "{\"value\": 1.5, \"unit\": \"em\"}"),
        ("dimension", "{\"value\": 50, \"unit\": \"%\"}"),
        ("number", "1.5"),
        ("duration", "{\"value\": 200, \"unit\": \"ms\"}"),
        ("fontFamily", "[\"Inter\", \"sans-serif\"]"),
        ("fontWeight", "600"),
        ("cubicBezier", "[0.4, 0, 0.2, 1]"),
        ("strokeStyle", "\"dashed\""),
        ("border", "{\"color\": \"#000000\", \"width\": {\"value\": 1, \"unit\": \"px\"}, \"style\": \"solid\"}"),
        (
            "shadow",
            "{\"color\": \"#000000\", \"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": {\"value\": 1, \"unit\": \"px\"}, \"blur\": {\"value\": 2, \"unit\": \"px\"}, \"spread\": {\"value\": 0, \"unit\": \"px\"}}"
        ),
        ("gradient", "[{\"color\": \"#000000\", \"position\": 0}, {\"color\": \"#ffffff\", \"position\": 1}]"),
        (
            "transition",
            "{\"duration\": {\"value\": 200, \"unit\": \"ms\"}, \"delay\": {\"value\": 0, \"unit\": \"ms\"}, \"timingFunction\": [0.4, 0, 0.2, 1]}"
        ),
        (
            "typography",
            "{\"fontFamily\": \"Inter\", \"fontSize\": {\"value\": 16, \"unit\": \"px\"}, \"fontWeight\": 400, \"lineHeight\": 1.5, \"letterSpacing\": {\"value\": 0, \"unit\": \"px\"}}"
        ),
        ("string", "\"hello\""),
        ("asset", "\"logo\""),
        ("asset", "\"img.png\""),
        ("asset", "\"img.svg\""),
    ]

    struct Case: CustomStringConvertible, Sendable {
        let format: BuildFormatName
        let type: String
        let value: String
        var description: String { "\(format.rawValue), \(type) \(value)" }
    }

    static let cases: [Case] = BuildFormatName.allCases.flatMap { format in
        values.map { Case(format: format, type: $0.0, value: $0.1) }
    }

    @Test("the token is written, or a warning names it", arguments: cases)
    func writtenOrNamed(_ probe: Case) throws {
        let folder = try TemporaryFolder("left-out")
        try folder.write("t/probe.tokens.json", #"{"probe": {"$type": "\#(probe.type)", "$value": \#(probe.value)}}"#)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: folder.appending("t/img.png"))
        try folder.write("t/img.svg", #"<svg xmlns="http://www.w3.org/2000/svg"/>"#)
        let destination = probe.format.writesFolder ? "out/x.folder" : "out/x.file"
        try folder.write(
            "livery.config.json",
            #"{"source": "t", "platforms": {"p": {"format": "\#(probe.format.rawValue)", "destination": "\#(destination)"}}}"#
        )
        let builder = Builder(config: try BuildConfig.load(contentsOf: folder.appending("livery.config.json")))
        let files = try builder.render()
        // By name in a file's path below the output (an asset catalog's probe.colorset) or in its text.
        let written = files.contains { file in
            file.url.path.dropFirst(folder.appending("out").path.count).lowercased().contains("probe")
                || file.contents.lowercased().contains("probe")
        }
        // The warning for whole tokens ("… values; left out 1 token (probe)"), not for parts of one.
        let named = builder.warnings.contains { $0.contains("values; left out 1 token (probe)") }
        let leftOut = CompositeCoverage.droppedParts(of: try Self.value(probe, in: folder), by: probe.format)
            .contains { $0.hasSuffix(" values") }
        #expect(written != named, "\(probe): written \(written), named in a warning \(named): \(builder.warnings)")
        #expect(leftOut == named, "\(probe): the table says left out \(leftOut)")
    }

    /// The probe's value as the build resolves it.
    static func value(_ probe: Case, in folder: TemporaryFolder) throws -> TokenValue {
        let input = try ThemeInput.load(paths: [folder.appending("t").path], options: TokenReadOptions())
        let theme = try #require(try input.allThemes(inputs: [:], budget: .standard).first)
        return try #require(try TokenResolver().resolve(theme.source).tokens.first?.value)
    }
}
