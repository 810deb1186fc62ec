import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import Livery

@Suite("ThemeFileWatch: token files and stylesheets reloaded as they are edited")
@MainActor
struct ThemeFileWatchTests {
    /// A resolver document with a light and a dark theme in a temporary folder.
    final class Project {
        let scratch: TemporaryFolder
        var folder: URL { scratch.url }

        init() throws {
            scratch = try TemporaryFolder("watch")
            try write(
                "themes.resolver.json",
                """
                { "version": "2025.10",
                  "sets": { "base": { "sources": [ { "$ref": "base.tokens.json" } ] } },
                  "modifiers": { "theme": { "contexts": {
                      "light": [], "dark": [ { "$ref": "dark.tokens.json" } ] }, "default": "light" } },
                  "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" } ] }
                """)
            try write("base.tokens.json", tokens(text: "#111111"))
            try write("dark.tokens.json", ##"{ "color": { "$type": "color", "text": { "$value": "#eeeeee" } } }"##)
            try write("app.liverystyle", "")
        }

        func tokens(text: String) -> String {
            #"{ "color": { "$type": "color", "text": { "$value": "\#(text)" } } }"#
        }

        func write(_ name: String, _ text: String) throws {
            try scratch.write(name, text)  // atomically, as editors save
        }

        var files: [URL] {
            ["themes.resolver.json", "base.tokens.json", "dark.tokens.json"].map { folder.appending(path: $0) }
        }

        func load() throws -> ThemeSet {
            try ResolverDocument.load(contentsOf: folder.appending(path: "themes.resolver.json")).themeSet(
                varying: "theme")
        }
    }

    @Test("An edit reloads the themes in place; a broken token file or stylesheet changes nothing and is reported")
    func reloads() throws {
        let project = try Project()
        let manager = ThemeManager(name: "watch", store: InMemoryThemeStore())
        try manager.add(try project.load())
        try manager.switchTo("dark")
        var events: [ThemeFileWatch.Event] = []
        let watch = manager.watchFiles(
            project.files, stylesheet: project.folder.appending(path: "app.liverystyle"),
            loadThemes: { try project.load() }, onReload: { events.append($0) })
        #expect(watch.check() == nil)

        // The light theme's file changes; dark stays current and takes what it inherits from base anew.
        try project.write(
            "dark.tokens.json", ##"{ "color": { "$type": "color", "accent": { "$value": "#ff0000" } } }"##)
        try project.write("base.tokens.json", project.tokens(text: "#222222"))
        let reload = try #require(watch.check())
        #expect(reload.error == nil)
        #expect(reload.changedFiles.map(\.lastPathComponent) == ["base.tokens.json", "dark.tokens.json"])
        #expect(manager.currentIdentifier == "dark")
        #expect(manager.snapshot?.color("color.text") == Color(hex: "222222"))
        #expect(manager.snapshot?.color("color.accent") == Color(hex: "ff0000"))
        #expect(watch.check() == nil)

        // A token file that no longer parses: the running themes stay as they were.
        let before = manager.snapshot
        try project.write("base.tokens.json", "{ \"color\": ")
        let broken = try #require(watch.check())
        #expect(broken.error is TokenFileError)
        #expect(manager.snapshot === before)
        #expect(manager.currentIdentifier == "dark")

        // A stylesheet with a syntax error is refused too, even though the token file is fixed in the same step.
        try project.write("base.tokens.json", project.tokens(text: "#333333"))
        try project.write("app.liverystyle", "Label { textColor: ")
        let badSheet = try #require(watch.check())
        #expect(badSheet.error is StylesheetError)
        #expect(manager.snapshot === before)
        #expect(manager.snapshot?.color("color.text") == Color(hex: "222222"))

        // Fixing the stylesheet applies both.
        try project.write("app.liverystyle", "")
        #expect(try #require(watch.check()).error == nil)
        #expect(manager.snapshot?.color("color.text") == Color(hex: "333333"))
        #expect(events.map { $0.error == nil } == [true, false, false, true])
    }
}
