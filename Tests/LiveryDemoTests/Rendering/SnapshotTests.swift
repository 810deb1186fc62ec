import Foundation
import Livery
import LiveryCLI
import LiveryCore
import Testing

@testable import LiveryDemo

@Suite("Demo snapshots: the first frame of every example theme, against golden files")
@MainActor
struct SnapshotTests {
    @Test("first frame, 80 × 24", arguments: DemoFixtures.themeNames)
    func firstFrame(theme: String) throws {
        let app = try DemoApp(options: DemoFixtures.options(theme: theme), store: nil)
        let frame = app.frame(width: 80, height: 24)
        try DemoFixtures.expectGolden(frame.ansiLines().joined(separator: "\n") + "\n", named: "\(theme).ansi")

        // The golden file is what the theme says: spot-check cells against the tokens.
        let snapshot = try #require(app.manager.snapshot)
        let canvas = try #require(snapshot.color("color.background.canvas"))
        let surface = try #require(snapshot.color("color.background.surface"))
        #expect(frame[0, 1].background.rgb == canvas.rgb)
        #expect(frame[0, 0].background.rgb == surface.rgb)  // the navigation bar
        let title = try #require(frame.find("Livery · Inbox"))
        #expect(frame[title.x, title.y].foreground.rgb == snapshot.color("color.text.primary")?.rgb)
        #expect(frame[title.x, title.y].bold)  // typography.title is bold
        #expect(frame.row(0).contains("theme: \(theme)"))
    }

    @Test("the disabled button shows the disabled tokens in every theme", arguments: DemoFixtures.themeNames)
    func disabledButton(theme: String) throws {
        let app = try DemoApp(options: DemoFixtures.options(theme: theme), store: nil)
        let frame = app.frame(width: 80, height: 24)
        let snapshot = try #require(app.manager.snapshot)
        let delete = try #require(frame.find("Delete"))
        #expect(frame[delete.x, delete.y].foreground.rgb == snapshot.color("color.text.disabled")?.rgb)
        #expect(frame[delete.x, delete.y].background.rgb == snapshot.color("color.background.raised")?.rgb)
        let save = try #require(frame.find("Save"))
        #expect(frame[save.x, save.y].foreground.rgb == snapshot.color("color.text.on-accent")?.rgb)
        #expect(frame[save.x, save.y].background.rgb == snapshot.color("color.accent.default")?.rgb)
    }

    @Test("a highlighted button, and a focused one", arguments: ["light", "dark"])
    func highlightedButton(theme: String) throws {
        let app = try DemoApp(options: DemoFixtures.options(theme: theme), store: nil)
        let start = ContinuousClock.now
        app.handle(.tab, at: start)  // focus Save
        let focused = app.frame(width: 80, height: 24, at: start)
        let snapshot = try #require(app.manager.snapshot)
        let save = try #require(focused.find("Save"))
        #expect(focused[save.x - 2, save.y].character == "[")
        #expect(focused[save.x - 2, save.y].foreground.rgb == snapshot.color("color.border.focus")?.rgb)

        app.handle(.enter, at: start)
        let pressed = app.frame(width: 80, height: 24, at: start)
        #expect(pressed[save.x, save.y].background.rgb == snapshot.color("color.accent.pressed")?.rgb)
        try DemoFixtures.expectGolden(
            pressed.ansiLines().joined(separator: "\n") + "\n", named: "\(theme)-highlighted.ansi")

        // The highlight ends by itself after 150 ms.
        #expect(app.isAnimating)
        let later = app.frame(width: 80, height: 24, at: start + .milliseconds(200))
        #expect(later[save.x, save.y].background.rgb == snapshot.color("color.accent.default")?.rgb)
        #expect(!app.isAnimating)
    }

    @Test("`livery demo --snapshot` prints the same frame; the HTML captures in docs/ are up to date")
    func commandAndDocs() throws {
        for theme in DemoFixtures.themeNames {
            var command = try DemoCommand.parse([
                "--snapshot", theme, "--themes", DemoFixtures.themes.path, "--stylesheet",
                DemoFixtures.stylesheet.path,
            ])
            let ansi = try command.renderSnapshot(environment: [:])
            if !DemoFixtures.updatesGoldens {
                let golden = try String(
                    contentsOf: DemoFixtures.goldens.appending(path: "\(theme).ansi"), encoding: .utf8)
                let same = ansi == golden  // not compared inside #expect, which would print both frames
                #expect(same, "livery demo --snapshot \(theme) differs from \(theme).ansi")
            }

            command.format = "html"
            let html = try command.renderSnapshot(environment: [:])
            #expect(html.hasPrefix("<!DOCTYPE html>"))
            #expect(html.contains("Livery · Inbox"))
            let docs = DemoFixtures.root.appending(path: "docs/demo/\(theme).html")
            if DemoFixtures.updatesGoldens {
                try FileManager.default.createDirectory(
                    at: docs.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(html.utf8).write(to: docs)
            } else {
                let upToDate = try String(contentsOf: docs, encoding: .utf8) == html
                #expect(upToDate, "docs/demo/\(theme).html is out of date (LIVERY_UPDATE_GOLDENS=1 rewrites it)")
            }
        }
    }

    @Test("sizes: narrow terminals stack the card under the list; bad sizes are refused")
    func sizes() throws {
        let app = try DemoApp(options: DemoFixtures.options(theme: "light"), store: nil)
        let narrow = app.frame(width: 50, height: 30)
        let list = try #require(narrow.find("Release 1.0"))
        let card = try #require(narrow.find("Appearance"))
        #expect(card.y > list.y)
        let wide = app.frame(width: 120, height: 30)
        #expect(try #require(wide.find("Appearance")).y < 5)

        #expect(throws: (any Error).self) { try DemoCommand.parse(["--snapshot", "light", "--width", "5"]) }
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--snapshot", "light", "--format", "png"]) }
        #expect(throws: (any Error).self) { try DemoCommand.parse(["--appearance", "dusk"]) }
    }
}
