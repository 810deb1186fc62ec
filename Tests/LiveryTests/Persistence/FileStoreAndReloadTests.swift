import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

@Suite("FileThemeStore: the choice in a JSON file")
@MainActor
struct FileThemeStoreTests {
    /// A folder for the store's file, which it must create (`nested/` does not exist yet).
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("store")
    }
    private var temporaryFile: URL { scratch.appending("nested/theme.json") }

    @Test("A switch and an override are written to the file; the next launch restores both")
    func roundTrip() throws {
        let url = temporaryFile
        let manager = try TestThemes.manager(store: FileThemeStore(url: url))
        try manager.switchTo("night")
        try manager.setOverride(.color(Color(hex: "22aa44")!), for: "color.accent")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let state = try #require(json["test"] as? [String: Any])
        #expect(state["identifier"] as? String == "night")

        let nextLaunch = try TestThemes.manager(store: FileThemeStore(url: url))
        #expect(try nextLaunch.restore() == .restored("night"))
        #expect(nextLaunch.snapshot?.color("color.button.background") == Color(hex: "22aa44"))
    }

    @Test("Two managers share one file without overwriting each other")
    func twoManagers() throws {
        let url = temporaryFile
        let store = FileThemeStore(url: url)
        try TestThemes.manager(name: "colors", store: store).switchTo("dark")
        try TestThemes.manager(name: "density", store: store).switchTo("night")
        #expect(try store.loadState(forManager: "colors")?.identifier == "dark")
        #expect(try store.loadState(forManager: "density")?.identifier == "night")
        #expect(try store.loadState(forManager: "other") == nil)
    }

    @Test("A file that is not a store is an error naming it, and is never overwritten")
    func foreignFile() throws {
        let url = temporaryFile
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[1, 2, 3]".utf8).write(to: url)
        let store = FileThemeStore(url: url)
        #expect {
            try store.loadState(forManager: "test")
        } throws: { error in
            guard case .unreadable(let path, let reason) = error as? FileThemeStoreError else { return false }
            return path == url.path && reason.hasPrefix("not a theme store")
        }
        #expect(throws: FileThemeStoreError.self) {
            try store.saveState(ThemeStoreState(identifier: "dark"), forManager: "test")
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "[1, 2, 3]")

        let manager = try TestThemes.manager(store: store)
        #expect(try manager.restore() == .nothingStored)
        #expect(manager.recentIssues.map(\.kind) == [.storeFailed])
    }
}

@Suite("Reloading a theme set after its files changed")
@MainActor
struct ReloadTests {
    /// The test set with the light theme's text color changed, as an edited file would give.
    private func editedSet(lightText: String) throws -> ThemeSet {
        var set = try TestThemes.set()
        let loader = TokenLoader()
        let edit = try loader.load(
            text: #"{ "color": { "$type": "color", "text": { "primary": { "$value": "\#(lightText)" } } } }"#,
            file: "light.tokens.json")
        let index = try #require(set.themes.firstIndex { $0.name == "light" })
        set.themes[index].layers.append(ThemeLayer(edit, level: 2))
        return set
    }

    @Test("A reload re-applies the changed tokens of the current theme and keeps overrides")
    func reloadsCurrent() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        label.livery(manager).textColor = "color.text.primary"
        let button = TestButton()
        button.livery(manager).backgroundColor = "color.button.background"
        try manager.setOverride(.color(Color(hex: "22aa44")!), for: "color.accent")
        var changes: [ThemeChange] = []
        let stream = manager.changes()
        let task = Task { for await change in stream { changes.append(change) } }
        defer { task.cancel() }

        let identifiers = try manager.reload(editedSet(lightText: "#abcdef"))
        #expect(identifiers == ["light", "dark", "night"])
        #expect(manager.themeIdentifiers == ["light", "dark", "night"])
        #expect(label.textColor == Color(hex: "abcdef"))
        #expect(button.backgroundColor == Color(hex: "22aa44"))
        #expect(manager.currentIdentifier == "light")
        try manager.switchTo("dark")
        #expect(label.textColor == TestThemes.dark)
    }

    @Test("A set that fails to compile changes nothing")
    func brokenReload() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        label.livery(manager).textColor = "color.text.primary"
        var set = try TestThemes.set()
        let broken = try TokenLoader().load(
            text: #"{ "color": { "text": { "primary": { "$value": "{color.missing}" } } } }"#, file: "light.tokens.json"
        )
        set.themes[0].layers.append(ThemeLayer(broken, level: 2))

        #expect(throws: (any Error).self) { try manager.reload(set) }
        #expect(label.textColor == TestThemes.light)
        #expect(manager.snapshot?.color("color.text.primary") == TestThemes.light)
        try manager.switchTo("night")
        #expect(label.textColor == TestThemes.night)
    }
}
