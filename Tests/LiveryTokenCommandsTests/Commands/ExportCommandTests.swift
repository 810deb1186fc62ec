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

@Suite("livery export")
struct ExportCommandTests {
    static func path(_ relative: String) -> String { Repository.path(relative) }

    static func golden(_ relative: String) throws -> String {
        try String(contentsOfFile: path("Tests/Fixtures/Export/" + relative), encoding: .utf8)
    }

    func render(_ format: String, _ extra: [String] = []) throws -> [(path: String, contents: String)] {
        try ExportCommand.parse([Self.path("Examples/Themes"), "--format", format] + extra).render()
    }

    @Test("Each format matches its golden file for Examples/Themes, byte for byte, on every run")
    func goldenFiles() throws {
        let css = try render("css")
        #expect(css.map(\.contents) == [try Self.golden("tokens.css")])
        #expect(try render("css").map(\.contents) == css.map(\.contents))
        let json = try render("json")
        #expect(json.map(\.contents) == [try Self.golden("tokens.json")])
        let android = try render("android", ["-o", "unused"])
        #expect(android.map(\.path) == ["values/colors.xml", "values/dimens.xml", "values-night/colors.xml"])
        for file in android {
            #expect(file.contents == (try Self.golden("android/" + file.path)), "\(file.path)")
        }
    }

    @Test("CSS: the light theme on :root, each theme by data-theme, the dark theme for prefers-color-scheme")
    func cssStructure() throws {
        let css = try #require(try render("css").first?.contents)
        #expect(css.contains(":root,\n[data-theme=\"light\"] {\n"))
        #expect(css.contains("[data-theme=\"sepia\"] {\n"))
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n"))
        #expect(css.contains("  --color-text-primary: #1a1a1f;\n"))
        #expect(css.contains("  --spacing-md: 16px;\n"))
        #expect(css.contains("--font-family-sans: \"Inter\", \"SF Pro Text\", \"Roboto\", sans-serif;"))
        let withoutDark = try #require(try render("css", ["--dark-theme", "none"]).first?.contents)
        #expect(!withoutDark.contains("prefers-color-scheme"))
    }

    @Test("Android XML parses, with light colors in values/ and dark ones in values-night/")
    func androidParses() throws {
        for file in try render("android", ["-o", "unused"]) {
            let collector = ResourceCollector()
            let parser = XMLParser(data: Data(file.contents.utf8))
            parser.delegate = collector
            #expect(parser.parse(), "\(file.path): \(String(describing: parser.parserError))")
            #expect(!collector.resources.isEmpty)
            #expect(
                collector.resources.keys.allSatisfy {
                    $0.range(of: "^[a-z][a-z0-9_]*$", options: .regularExpression) != nil
                })
            switch file.path {
            case "values/colors.xml": #expect(collector.resources["color_text_primary"] == "#FF1A1A1F")
            case "values-night/colors.xml": #expect(collector.resources["color_text_primary"] == "#FFF7F7F8")
            default: #expect(collector.resources["spacing_md"] == "16dp")
            }
        }
    }

    @Test("xcassets: a colorset per color token with Xcode's Contents.json structure, dark appearances included")
    func assetCatalog() throws {
        let files = try render("xcassets", ["-o", "unused"])
        #expect(files.first?.path == "Colors.xcassets/Contents.json")
        #expect(files.first?.contents == (try Self.golden("Colors.xcassets/Contents.json")))
        let primary = try #require(
            files.first { $0.path == "Colors.xcassets/color-text-primary.colorset/Contents.json" })
        #expect(primary.contents == (try Self.golden("Colors.xcassets/color-text-primary.colorset/Contents.json")))
        let colorsets = files.dropFirst()
        let androidColors = try #require(try render("android", ["-o", "unused"]).first?.contents)
        #expect(colorsets.count == androidColors.components(separatedBy: "<color ").count - 1)
        #expect(colorsets.count == 42)
        for file in colorsets {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
            let info = try #require(object["info"] as? [String: Any])
            #expect(info["author"] as? String == "xcode" && info["version"] as? Int == 1)
            let colors = try #require(object["colors"] as? [[String: Any]])
            #expect(colors.count == 2, "\(file.path)")
            for (index, entry) in colors.enumerated() {
                #expect(entry["idiom"] as? String == "universal")
                let color = try #require(entry["color"] as? [String: Any])
                #expect(["srgb", "display-p3"].contains(color["color-space"] as? String))
                let components = try #require(color["components"] as? [String: String])
                #expect(Set(components.keys) == ["red", "green", "blue", "alpha"])
                #expect(components.values.allSatisfy { Double($0).map { (0...1).contains($0) } == true })
                let appearances = entry["appearances"] as? [[String: String]]
                #expect(
                    index == 0 ? appearances == nil : appearances == [["appearance": "luminosity", "value": "dark"]])
            }
        }
    }

    @Test("--default-theme puts a theme on :root; --light-theme, its earlier name, still does the same")
    func defaultTheme() throws {
        let css = try #require(try render("css", ["--default-theme", "sepia"]).first?.contents)
        #expect(css.contains(":root,\n[data-theme=\"sepia\"] {"))
        #expect(try render("css", ["--light-theme", "sepia"]).first?.contents == css)
        #expect(try render("css").first?.contents.contains(":root,\n[data-theme=\"light\"] {") == true)
    }

    @Test("Android needs an output folder; an unknown light theme is one line and exit 2")
    func badInvocation() {
        #expect(Tool.run(["export", Self.path("Examples/Themes"), "--format", "android"]) == 2)
        #expect(
            Tool.run([
                "export", Self.path("Examples/Themes"), "--format", "css", "--light-theme", "purple",
            ]) == 2)
        #expect(Tool.run(["export", Self.path("Examples/Themes"), "--format", "pdf"]) == 2)
    }
}

/// Collects `<color>`/`<dimen>` names and values from Android resource XML.
final class ResourceCollector: NSObject, XMLParserDelegate {
    var resources: [String: String] = [:]
    private var name: String?
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        name = attributes["name"]
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if let name { resources[name] = text }
        name = nil
    }
}
