import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryDemo

/// Paths and helpers shared by the demo tests.
enum DemoFixtures {
    /// The repository's root.
    static let root = Repository.root
    static let themes = root.appending(path: "Examples/Themes")
    static let density = root.appending(path: "Examples/Density")
    static let stylesheet = root.appending(path: "Examples/Styles/app.lss")
    static let goldens = root.appending(path: "Tests/LiveryDemoTests/Goldens")
    /// Every example theme, in the resolver's order.
    static let themeNames = ["light", "dark", "sepia", "high-contrast"]

    /// Whether golden files are rewritten from the current output (`LIVERY_UPDATE_GOLDENS=1`).
    static var updatesGoldens: Bool { Golden.isUpdating }

    static func options(theme: String? = nil, themes: URL = themes, stylesheet: URL = stylesheet) -> DemoOptions {
        DemoOptions(
            themesDirectory: themes, densityDirectory: density, stylesheet: stylesheet,
            initialTheme: theme.map { ThemeIdentifier($0) }, animated: true)
    }

    /// A copy of the example themes and stylesheet in a new temporary folder, to edit; removed with the value.
    static func copyOfExamples() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("demo")
        try FileManager.default.copyItem(at: themes, to: folder.appending("Themes"))
        try FileManager.default.copyItem(at: stylesheet, to: folder.appending("app.lss"))
        return folder
    }

    /// Gives `color.background.canvas` a new value in a token file, as a designer editing it would.
    static func setCanvasColor(_ hex: String, in file: URL) throws {
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var color = try #require(json["color"] as? [String: Any])
        var background = try #require(color["background"] as? [String: Any])
        var canvas = try #require(background["canvas"] as? [String: Any])
        canvas["$value"] = hex
        background["canvas"] = canvas
        color["background"] = background
        json["color"] = color
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted]).write(to: file)
    }

    /// Compares text with a golden file of `Goldens/`, or writes it when updating.
    static func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        try Golden.expect(text, matches: goldens.appending(path: name), named: name, sourceLocation: sourceLocation)
    }
}

extension Canvas {
    /// The characters of a row.
    func row(_ y: Int) -> String { String((0..<width).map { self[$0, y].character }) }

    /// The first cell of a row's text, by the text.
    func find(_ text: String) -> (x: Int, y: Int)? {
        for y in 0..<height {
            let line = row(y)
            if let range = line.range(of: text) {
                return (line.distance(from: line.startIndex, to: range.lowerBound), y)
            }
        }
        return nil
    }
}

extension Color {
    /// The 8-bit channels a terminal shows, comparable with `==`.
    var rgb: [Int] {
        let (r, g, b) = rgb8
        return [r, g, b]
    }
}
