import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryCLI
@testable import LiveryTokenCommands

@Suite("livery color")
struct ColorCommandTests {
    func json(_ arguments: [String]) throws -> [[String: Any]] {
        let output = try ColorCommand.parse(arguments + ["--format", "json"]).render()
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    @Test("JSON: one object per value with every space, luminance and contrast")
    func jsonOutput() throws {
        let colors = try json(["#ff0000", "rgb(118 118 118)", "--against", "#fff"])
        #expect(colors.count == 2)
        let red = colors[0]
        #expect(red["input"] as? String == "#ff0000")
        #expect(red["hex"] as? String == "#ff0000ff")
        #expect(red["srgb"] as? [Double] == [1, 0, 0])
        #expect(red["hsl"] as? [Double] == [0, 1, 0.5])
        // Reference values: CSS Color 4's sample conversions of sRGB red.
        let p3 = try #require(red["displayP3"] as? [Double])
        #expect(zip(p3, [0.9175, 0.2003, 0.1386]).allSatisfy { abs($0 - $1) < 0.0002 })
        let oklch = try #require(red["oklch"] as? [Double])
        #expect(zip(oklch, [0.628, 0.2577, 29.2339]).allSatisfy { abs($0 - $1) < 0.001 })
        let oklab = try #require(red["oklab"] as? [Double])
        #expect(zip(oklab, [0.628, 0.2249, 0.1258]).allSatisfy { abs($0 - $1) < 0.001 })
        #expect(red["luminance"] as? Double == 0.2126)
        let grey = try #require(colors[1]["contrast"] as? [String: Double])
        // #767676 is the lightest grey with 4.5:1 on white (WCAG AA).
        #expect(grey["white"] == 4.5422)
        #expect(grey["against"] == 4.5422)
        #expect(grey["black"].map { abs($0 - 4.6233) < 0.0001 } == true)
    }

    @Test("Text: one block per color with each notation")
    func textOutput() throws {
        let output = try ColorCommand.parse(["#ff507380"]).render()
        #expect(output.hasPrefix("#ff507380\n"))
        #expect(output.contains("  hex         #ff507380"))
        #expect(output.contains("  rgb         rgb(255 80 115 / 0.502)"))
        #expect(output.contains("  contrast    "))
        #expect(output.contains(":1 on white"))
        #expect(output.contains("oklch("))
        #expect(output.contains("color(display-p3 "))
    }

    @Test("A value that is not a color exits with 2 and names it")
    func badValue() throws {
        #expect(throws: (any Error).self) { try ColorCommand.parse(["#zzzzzz"]).render() }
        #expect(Tool.run(["color", "#zzzzzz"]) == 2)
        #expect(Tool.run(["color", "#fff", "--against", "nope"]) == 2)
        #expect(Tool.run(["color"]) == 2)
        #expect(Tool.run(["color", "#fff", "--format", "xml"]) == 2)
    }
}
