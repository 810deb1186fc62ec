import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryCLI
@testable import LiveryTokenCommands

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("livery preview")
struct PreviewCommandTests {
    static func path(_ relative: String) -> String { Repository.path(relative) }

    func page(_ arguments: [String]) throws -> String {
        try PreviewCommand.parse(arguments).render()
    }

    @Test("Examples/Themes matches its golden page, byte for byte, on every run")
    func golden() throws {
        let html = try page([Self.path("Examples/Themes")])
        let golden = try String(contentsOfFile: Self.path("Tests/Fixtures/Export/preview.html"), encoding: .utf8)
        #expect(html == golden)
        #expect(try page([Self.path("Examples/Themes")]) == html)
    }

    @Test("A swatch's outline is drawn over its color, so white on a white cell (and black on black) shows")
    func swatchOutlineOverTheColor() throws {
        let html = try page([Self.path("Examples/Themes")])
        // The color is the swatch's child; the outline is the swatch's ::after, painted after (over) its children,
        // not an inset shadow of the swatch itself, which the child covers.
        let after = try #require(html.range(of: ".swatch::after {"))
        let rule = html[after.lowerBound...].prefix { $0 != "}" }
        #expect(rule.contains("position: absolute; inset: 0;"))
        #expect(rule.contains("box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.25)"))
        let swatch = try #require(html.range(of: ".swatch {"))
        #expect(!html[swatch.lowerBound...].prefix { $0 != "}" }.contains("box-shadow"))
        #expect(html.contains("<span class=\"swatch\"><span style=\"background: #ffffff\"></span></span>"))
    }

    @Test("Every token of every theme has a row with a cell per theme showing its resolved value")
    func everyTokenSideBySide() throws {
        let html = try page([Self.path("Examples/Themes")])
        #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("href=\"http"))
        let preview = try PreviewReader(html)
        #expect(preview.columns == ["light", "dark", "sepia", "high-contrast"])
        #expect(preview.sections == ["colors", "typography", "scales", "effects", "other", "contrast"])

        let resolved = try ExportCommand.parse([Self.path("Examples/Themes"), "--format", "json"]).render()
        let themes = try #require(
            try JSONSerialization.jsonObject(with: Data(resolved[0].contents.utf8)) as? [String: [String: Any]])
        let tokenRows = preview.rows.filter { $0.section != "contrast" }
        #expect(Set(tokenRows.map(\.token)) == Set(themes.values.flatMap(\.keys)))
        #expect(tokenRows.count == Set(tokenRows.map(\.token)).count)
        for row in tokenRows {
            #expect(row.cells.map(\.theme) == preview.columns, "\(row.token)")
        }
        // A color cell shows the theme's resolved color, as a swatch and as text.
        let primary = try #require(tokenRows.first { $0.token == "color.text.primary" })
        #expect(primary.section == "colors")
        for cell in primary.cells {
            let hex = try #require(themes[cell.theme]?["color.text.primary"] as? String)  // #rrggbbaa
            let expected = Color(hex: hex)!.hexString()
            #expect(cell.styles.contains("background: \(expected)"), "\(cell.theme)")
            #expect(cell.text.contains(expected))
        }
        // Typography as a styled sample, spacing as a bar of its size, radius as rounded corners.
        let body = try #require(tokenRows.first { $0.token == "typography.body" })
        #expect(body.section == "typography" && body.description == "Running text.")
        #expect(body.cells[0].styles.contains { $0.hasPrefix("font: 400 16px/1.5 \"Inter\"") })
        // Typography and effects are drawn on each theme's stage: its first declared pair's colors.
        #expect(
            body.cells.map { $0.styles.first } == [
                "color: #1a1a1f; background: #ffffff", "color: #f7f7f8; background: #1a1a1f",
                "color: #3b2a17; background: #f6efe2", "color: #ffffff; background: #000000",
            ])
        let spacing = try #require(tokenRows.first { $0.token == "spacing.md" })
        #expect(spacing.section == "scales" && spacing.cells[0].styles == ["width: min(16px, 100%)"])
        let radius = try #require(tokenRows.first { $0.token.hasPrefix("radius.") })
        #expect(radius.cells[0].styles.first?.hasPrefix("border-radius: ") == true)
        #expect(
            tokenRows.contains { $0.section == "effects" && $0.cells[0].styles.last?.hasPrefix("box-shadow") == true })
    }

    @Test("Declared contrast pairs get a badge per theme with the ratio, the minimum and pass or fail")
    func contrastBadges() throws {
        let examples = try PreviewReader(try page([Self.path("Examples/Themes")]))
        let pairs = examples.rows.filter { $0.section == "contrast" }
        #expect(pairs.map(\.token).contains("color.text.primary"))
        #expect(pairs.flatMap(\.cells).allSatisfy { $0.badge == "pass" })

        let fixture = try PreviewReader(try page([Self.path("Tests/Fixtures/Lint/contrast.tokens.json")]))
        let rows = fixture.rows.filter { $0.section == "contrast" }
        // The malformed declaration ('against' without braces) is lint's to report; the page leaves it out.
        #expect(rows.map(\.token) == ["color.text", "color.muted", "color.muted"])
        #expect(rows.map { $0.cells[0].badge } == ["pass", "fail", "pass"])
        #expect(rows[0].cells[0].ratio == "4.54" && rows[0].cells[0].minimum == "4.5")
        let muted = ContrastDeclaration.ratio(foreground: Color(hex: "999999")!, background: .white)
        #expect(rows[1].cells[0].ratio == NumberFormatting.shortest((muted * 100).rounded(.down) / 100))
        #expect(rows[1].cells[0].text.contains("below 4.5:1"))
    }

    @Test("Each contrast badge has the audit's ratios under three deficiencies and, when failing, its suggestion")
    func auditInPreview() throws {
        let fixture = Self.path("Tests/Fixtures/Audit/failing.tokens.json")
        let html = try page([fixture])
        #expect(html.components(separatedBy: "data-deficiency=").count - 1 == 3 * 3)
        let (audit, _) = try AuditCommand.parse([fixture, "--format", "json"]).render()
        let report = try #require(try JSONSerialization.jsonObject(with: Data(audit.utf8)) as? [String: Any])
        let suggestions = try #require(report["results"] as? [[String: Any]]).compactMap {
            ($0["suggestion"] as? [String: Any])?["value"] as? String
        }
        #expect(suggestions.count == 2)
        for suggestion in suggestions {
            #expect(html.contains("data-suggestion=\"\(suggestion)\""))
        }
    }

    @Test("A theme lacking a token says so in its cell; -o writes the file; bad input is exit 2")
    func missingTokensAndFiles() throws {
        let themes = try PreviewReader(try page([Self.path("Tests/Fixtures/Lint/themes")]))
        #expect(themes.rows.flatMap(\.cells).contains { $0.isMissing && $0.text == "not in this theme" })

        let scratch = try TemporaryFolder("preview")
        let output = scratch.appending("preview.html")
        #expect(Tool.run(["preview", Self.path("Examples/Themes"), "-o", output.path]) == 0)
        #expect(try String(contentsOf: output, encoding: .utf8) == (try page([Self.path("Examples/Themes")])))
        #expect(Tool.run(["preview", Self.path("Examples/missing")]) == 2)
        #expect(Tool.run(["preview"]) == 2)
    }

    @Test(
        "Names and descriptions holding what XML forbids (NUL, BEL, VT, FF, DEL, C1, U+FFFF) keep the page well-formed")
    func forbiddenCharacters() throws {
        let scratch = try TemporaryFolder("preview")
        let hostile = #"a\u0000b\u0007c\u000bd\u000ce\u007ff\u0085g\uffffh"#
        try scratch.write(
            "t.tokens.json",
            #"{"n\#(hostile)": {"$type": "string", "$value": "v\#(hostile)", "$description": "d\#(hostile)"}}"#)
        // libxml2 (FoundationXML) parses the page: a forbidden character anywhere is a fatal error there.
        let reader = try PreviewReader(try page([scratch.appending("t.tokens.json").path]))
        let row = try #require(reader.rows.first)
        #expect(row.token.hasPrefix("na\u{FFFD}b\u{FFFD}c"), "\(row.token)")
        #expect(row.description?.contains("h") == true, "\(String(describing: row.description))")
    }
}

/// Reads the preview page as XML: the column heads, the sections, and every token row with its cells.
final class PreviewReader: NSObject, XMLParserDelegate {
    struct Cell {
        var theme: String
        var text = ""
        var styles: [String] = []
        var isMissing = false
        var badge: String?
        var ratio: String?
        var minimum: String?
    }

    struct Row {
        var section: String
        var token: String
        var description: String?
        var cells: [Cell] = []
    }

    private(set) var columns: [String] = []
    private(set) var sections: [String] = []
    private(set) var rows: [Row] = []
    private var inHead = false
    private var inDescription = false
    /// Inside a token's row (a paragraph elsewhere, such as the contrast section's, is no description).
    private var inRow = false
    private var cell: Cell?

    init(_ html: String) throws {
        super.init()
        let parser = XMLParser(data: Data(html.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw CLIError.badInput("the page is not well-formed: \(String(describing: parser.parserError))")
        }
        #expect(!columns.isEmpty)
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch element {
        case "section": sections.append(attributes["id"] ?? "")
        case "thead": inHead = true
        case "th" where inHead && sections.count == 1:
            if let theme = attributes["data-theme"] { columns.append(theme) }
        case "tr":
            if let token = attributes["data-token"] {
                rows.append(Row(section: sections.last ?? "", token: token))
                inRow = true
            }
        case "p" where cell == nil && inRow:
            inDescription = true
            rows[rows.count - 1].description = ""
        case "td":
            cell = Cell(theme: attributes["data-theme"] ?? "", isMissing: attributes["class"] == "missing")
        default: break
        }
        if cell != nil {
            if let style = attributes["style"] { cell?.styles.append(style) }
            if let ratio = attributes["data-ratio"] {
                cell?.ratio = ratio
                cell?.minimum = attributes["data-minimum"]
                cell?.badge = attributes["class"]?.split(separator: " ").last.map(String.init)
            }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if cell != nil { cell?.text += string }
        if inDescription { rows[rows.count - 1].description? += string }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        switch element {
        case "thead": inHead = false
        case "p": inDescription = false
        case "tr": inRow = false
        case "td":
            if let cell { rows[rows.count - 1].cells.append(cell) }
            cell = nil
        default: break
        }
    }
}
