import Foundation
import Livery
import LiveryCLI
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryDemo

@Suite("The demo app: keys, animated switches, accent, reload, persistence")
@MainActor
struct DemoAppTests {
    @Test("d switches the density, a second dimension: the rows spread out, the theme and accent stay")
    func density() throws {
        let store = InMemoryThemeStore()
        let app = try DemoApp(options: DemoFixtures.options(theme: "sepia"), store: store)
        app.handle(.character("c"))  // an accent override, to see it survive the density switch
        let before = app.frame(width: 100, height: 30)
        let first = try #require(before.find(DemoScreen.messages[0].0))
        let second = try #require(before.find(DemoScreen.messages[1].0))
        #expect(second.y == first.y + 1)
        let changes = LockedChanges()
        let observer = NotificationCenter.default.addObserver(
            forName: ThemeManager.didChangeNotification, object: app.manager, queue: nil
        ) { note in
            if let change = note.userInfo?[ThemeManager.changeUserInfoKey] as? ThemeChange { changes.append(change) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        app.handle(.character("d"))
        #expect(app.currentDensity == "comfortable")
        #expect(app.currentTheme == "sepia")
        #expect(changes.all.map(\.changedDimensions) == [[DemoApp.densityDimension]])
        let after = app.frame(width: 100, height: 30)
        #expect(try #require(after.find(DemoScreen.messages[1].0)).y == first.y + 2)
        #expect(after.row(after.height - 2).contains("sepia · comfortable · last switch"))
        #expect(app.manager.overrides[DemoApp.accentToken] != nil)
        // The canvas keeps the sepia theme's color: only layout tokens changed.
        #expect(after[0, 1].background == before[0, 1].background)

        // Both dimensions come back at the next launch.
        let next = try DemoApp(options: DemoFixtures.options(), store: store)
        #expect(next.currentTheme == "sepia")
        #expect(next.currentDensity == "comfortable")
        next.handle(.character("d"))
        #expect(next.currentDensity == "regular")
    }

    @Test("t cycles the themes, digits pick one; the status line reports the switch and the bindings")
    func switching() throws {
        let app = try DemoApp(options: DemoFixtures.options(theme: "light"), store: nil)
        #expect(app.lastSwitchDuration == nil)
        #expect(app.statusText.hasPrefix("light · regular · last switch – · "))
        app.handle(.character("t"))
        #expect(app.currentTheme == "dark")
        #expect(app.lastSwitchDuration != nil)
        app.handle(.character("4"))
        #expect(app.currentTheme == "high-contrast")
        app.handle(.character("t"))
        #expect(app.currentTheme == "light")
        app.handle(.character("9"))  // no ninth theme: nothing happens
        #expect(app.currentTheme == "light")

        let frame = app.frame(width: 80, height: 24)
        let status = frame.row(22)
        #expect(status.contains("light · regular · last switch "))
        #expect(status.contains(" ms · \(app.manager.bindingCount) bindings"))
        #expect(app.manager.bindingCount > 20)
        #expect(app.handle(.character("q")) == false)
        #expect(app.handle(.interrupt) == false)
    }

    @Test("a switch animates bound colors in OKLab along motion.theme-switch (the library's), then shows the new theme")
    func crossfade() throws {
        let app = try DemoApp(options: DemoFixtures.options(theme: "light"), store: nil)
        let start = ContinuousClock.now
        let light = app.frame(width: 80, height: 24, at: start)
        app.handle(.character("2"), at: start)
        let dark = try DemoApp(options: DemoFixtures.options(theme: "dark"), store: nil).frame(width: 80, height: 24)
        #expect(app.isAnimating)

        let snapshot = try #require(app.manager.snapshot)
        guard case .transition(let motion)? = snapshot["motion.theme-switch"] else {
            Issue.record("motion.theme-switch is not a transition")
            return
        }
        let halfway = start + .milliseconds(Int64(motion.duration.seconds * 500))
        let middle = app.frame(width: 80, height: 24, at: halfway)
        let progress = motion.timingFunction.progress(at: 0.5)
        let expected = light[0, 5].background.mixed(with: dark[0, 5].background, amount: progress)
        // The demo's clock counts seconds from the app's start as a Double, so "halfway" is 0.5 of the duration to
        // within a rounding of the clock's instants, which vary from run to run: compared to 1e-9, far below the
        // 1/255 of a channel the terminal shows.
        let shown = middle[0, 5].background
        #expect(
            zip(
                [shown.red, shown.green, shown.blue, shown.alpha],
                [expected.red, expected.green, expected.blue, expected.alpha]
            )
            .allSatisfy { abs($0 - $1) < 1e-9 }, "\(shown) vs \(expected)")
        #expect(middle[0, 5].background.rgb != light[0, 5].background.rgb)
        #expect(middle[0, 5].background.rgb != dark[0, 5].background.rgb)

        let end = app.frame(width: 80, height: 24, at: start + .seconds(1))
        // Everything but the status line (which shows the switch's time) is the dark theme's first frame.
        #expect(Array(end.ansiLines().prefix(21)) == Array(dark.ansiLines().prefix(21)))
        #expect(!app.isAnimating)
    }

    @Test("c cycles the accent as a runtime override; it is kept in the state file and restored")
    func accentPersists() throws {
        let scratch = try DemoFixtures.copyOfExamples()
        let folder = scratch.url
        let stateFile = folder.appending(path: "state/demo.json")
        let options = DemoFixtures.options(themes: folder.appending(path: "Themes"))
        let first = try DemoApp(options: options, store: FileThemeStore(url: stateFile))
        first.handle(.character("3"))
        first.handle(.character("c"))
        let coral = try #require(DemoApp.accents[1].color)
        #expect(first.manager.snapshot?.color(DemoApp.accentToken) == coral)
        // The accent change animates; a second later it is over.
        let frame = first.frame(width: 80, height: 24, at: .now + .seconds(1))
        let save = try #require(frame.find("Save"))
        #expect(frame[save.x, save.y].background.rgb == coral.rgb)

        let next = try DemoApp(options: options, store: FileThemeStore(url: stateFile))
        #expect(next.currentTheme == "sepia")
        #expect(next.statusText.contains("accent coral"))
        let restored = next.frame(width: 80, height: 24)
        #expect(restored[save.x, save.y].background.rgb == coral.rgb)

        for _ in 1..<DemoApp.accents.count { next.handle(.character("c")) }  // back to the theme's own
        #expect(next.manager.overrides.isEmpty)
    }

    @Test("Edits are reloaded without a key: a saved token file shows; a broken one is reported, the theme stays")
    func liveReload() throws {
        let scratch = try DemoFixtures.copyOfExamples()
        let folder = scratch.url
        let themes = folder.appending(path: "Themes")
        let app = try DemoApp(
            options: DemoFixtures.options(
                theme: "light", themes: themes, stylesheet: folder.appending(path: "app.lss")),
            store: nil)
        #expect(app.watchedFiles.map(\.lastPathComponent).contains("light.tokens.json"))
        #expect(app.watchedFiles.last?.lastPathComponent == "app.lss")
        #expect(!app.checkFiles())

        // Saved as editors save: a new file renamed over the old one.
        let lightFile = themes.appending(path: "light.tokens.json")
        let original = try String(contentsOf: lightFile, encoding: .utf8)
        let edited = original.replacingOccurrences(
            of: "\"canvas\": {\n        \"$value\": \"{palette.neutral.0}\"",
            with: "\"canvas\": {\n        \"$value\": \"#ffeedd\"")
        #expect(edited != original)
        try Data(edited.utf8).write(to: lightFile, options: .atomic)
        #expect(app.checkFiles())
        #expect(app.message == "reloaded light.tokens.json")
        #expect(app.currentTheme == "light")
        let after = app.frame(width: 80, height: 24, at: .now + .seconds(1))
        #expect(after[0, 12].background.rgb == Color(hex: "ffeedd")!.rgb)

        try Data(#"{ "color": { "background": { "canvas": { "$value": "{color.nowhere}" } } } }"#.utf8)
            .write(to: lightFile, options: .atomic)
        #expect(app.checkFiles())
        let message = try #require(app.message)
        // The cause, with the file as the themes folder names it and the permutation by its contexts, not the
        // manager's internal key; wrapped above the status line, so none of it is cut at the terminal's width.
        #expect(
            message
                == "reload of light.tokens.json failed: light.tokens.json:1:52: color.background.canvas: alias "
                + "{color.nowhere} points to no token (in theme light, density regular)")
        let frame = app.frame(width: 60, height: 24)
        let shown = (18..<22).map { y in (0..<60).map { frame[$0, y].character }.map(String.init).joined() }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        #expect(shown.contains("{color.nowhere} points to no token (in theme light, density regular)"), "\(shown)")
        #expect(app.manager.snapshot?.color("color.background.canvas") == Color(hex: "ffeedd"))
        #expect(!app.checkFiles())
    }

    @Test("r reloads edited token files and the stylesheet; a broken file is reported and changes nothing")
    func reload() throws {
        let scratch = try DemoFixtures.copyOfExamples()
        let folder = scratch.url
        let themes = folder.appending(path: "Themes")
        let app = try DemoApp(
            options: DemoFixtures.options(
                theme: "light", themes: themes, stylesheet: folder.appending(path: "app.lss")),
            store: nil)
        let before = app.frame(width: 80, height: 24)

        let lightFile = themes.appending(path: "light.tokens.json")
        let original = try String(contentsOf: lightFile, encoding: .utf8)
        try DemoFixtures.setCanvasColor("#ffeedd", in: lightFile)

        app.handle(.character("r"))
        #expect(app.message == nil)
        let after = app.frame(width: 80, height: 24, at: .now + .seconds(1))
        #expect(after[0, 12].background.rgb == Color(hex: "ffeedd")!.rgb)
        #expect(before[0, 12].background.rgb != after[0, 12].background.rgb)

        // A broken alias: the reload is refused, named, and the screen keeps the last good theme.
        try Data(#"{ "color": { "background": { "canvas": { "$value": "{color.nowhere}" } } } }"#.utf8)
            .write(to: lightFile)
        app.handle(.character("r"))
        let message = try #require(app.message)
        #expect(message.hasPrefix("reload failed: "))
        #expect(message.contains("nowhere"))
        let kept = app.frame(width: 80, height: 24, at: .now + .seconds(1))
        #expect(kept[0, 12].background.rgb == Color(hex: "ffeedd")!.rgb)
        let shown = try #require(kept.find("reload failed"))
        #expect(kept[shown.x, shown.y].foreground.rgb == app.manager.snapshot?.color("color.status.danger")?.rgb)

        // A stylesheet with a misspelled property: refused too, with its line and column.
        try Data(original.utf8).write(to: lightFile)
        try Data("Label { textColour: #ff0000; }\n".utf8).write(to: folder.appending(path: "app.lss"))
        app.handle(.character("r"))
        #expect(app.message?.contains("app.lss:1:9") == true)
        #expect(app.manager.snapshot?.color("color.background.canvas")?.rgb == Color(hex: "ffeedd")!.rgb)
    }

    @Test("s follows the system appearance, a flips it live; the toggle shows it")
    func systemAppearance() throws {
        let app = try DemoApp(options: DemoFixtures.options(theme: "sepia"), store: nil)
        app.handle(.character("s"))
        #expect(app.manager.followsSystemAppearance)
        #expect(app.currentTheme == "light")
        #expect(app.statusText.contains("system light (following)"))
        let on = app.frame(width: 80, height: 24)
        #expect(on.find("━━●") != nil)
        app.handle(.character("a"))
        #expect(app.appearanceSource.appearance == .dark)
        #expect(app.currentTheme == "dark")
        app.handle(.character("s"))
        #expect(!app.manager.followsSystemAppearance)
        app.handle(.character("a"))
        #expect(app.currentTheme == "dark")
        #expect(app.frame(width: 80, height: 24).find("●━━") != nil)
    }

    @Test(
        "arrows move the selected row, which the stylesheet's :selected rule colors, visibly in every theme",
        arguments: DemoFixtures.themeNames)
    func selection(_ theme: String) throws {
        let app = try DemoApp(options: DemoFixtures.options(theme: theme), store: nil)
        let selected = try #require(app.manager.snapshot?.color("color.selection.background"))
        let canvas = try #require(app.manager.snapshot?.color("color.background.canvas"))
        app.handle(.down)
        let frame = app.frame(width: 80, height: 24)
        let row = try #require(frame.find("Token naming"))
        #expect(frame[row.x, row.y].background.rgb == selected.rgb)
        let first = try #require(frame.find("Design review"))
        #expect(frame[first.x, first.y].background.rgb == canvas.rgb)
        // Visible: the row stands out from the canvas by the ratio its token declares for audit (it was the
        // canvas's own color in light and sepia, so the arrow keys seemed to do nothing).
        #expect(
            selected.contrastRatio(against: canvas) >= 1.25,
            "\(theme): \(selected.hexString()) on \(canvas.hexString())")
    }

    @Test("bad input: a missing themes folder and an unknown theme are errors naming them")
    func badInput() throws {
        let missing = URL(fileURLWithPath: "/no/such/themes")
        #expect {
            try DemoApp(options: DemoFixtures.options(themes: missing), store: nil)
        } throws: { error in
            String(describing: error).contains("/no/such/themes")
        }
        #expect {
            try DemoApp(options: DemoFixtures.options(theme: "mauve"), store: nil)
        } throws: { error in
            String(describing: error).contains("mauve")
        }
        let command = try DemoCommand.parse(["--snapshot", "light", "--themes", "/no/such/themes"])
        #expect {
            try command.renderSnapshot(environment: [:])
        } throws: { error in
            String(describing: error).contains("/no/such/themes/themes.resolver.json: no such file")
        }
    }
}

@Suite("Key decoding")
struct KeyDecoderTests {
    @Test("characters, arrows, tab, return, Control-C, and sequences split across reads")
    func decoding() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("tq".utf8)) == [.character("t"), .character("q")])
        #expect(decoder.decode([0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x42]) == [.up, .down])
        #expect(decoder.decode([0x09, 0x0D, 0x03]) == [.tab, .enter, .interrupt])
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode([0x5B]) == [])
        #expect(decoder.decode([0x42, 0x61]) == [.down, .character("a")])
        #expect(decoder.decode([0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x72]) == [.character("r")])  // F5 skipped
        #expect(decoder.decode(Array("é".utf8).prefix(1).map { $0 }) == [])
        #expect(decoder.decode(Array("é".utf8).suffix(1).map { $0 }) == [.character("é")])
    }
}

/// Changes collected from notifications, which are delivered on the posting thread (the main actor here).
final class LockedChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var changes: [ThemeChange] = []

    func append(_ change: ThemeChange) { lock.withLock { changes.append(change) } }
    var all: [ThemeChange] { lock.withLock { changes } }
}
