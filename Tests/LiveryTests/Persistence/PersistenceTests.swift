import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

@Suite("Persistence: the choice is saved on switch and restored at launch")
@MainActor
struct PersistenceTests {
    @Test("A switch saves the choice; the next launch restores it")
    func savesAndRestores() throws {
        let store = InMemoryThemeStore()
        let first = try TestThemes.manager(store: store)
        try first.switchTo("night")
        #expect(store.states["test"]?.identifier == "night")

        let nextLaunch = try TestThemes.manager(store: store)
        let label = TestLabel()
        label.livery(nextLaunch).textColor = "color.text.primary"
        #expect(try nextLaunch.restore() == .restored("night"))
        #expect(nextLaunch.currentIdentifier == "night")
        #expect(label.textColor == TestThemes.night)
    }

    @Test("A stored identifier that no longer exists falls back to the default and is reported")
    func missingStoredTheme() throws {
        let store = InMemoryThemeStore(states: ["test": ThemeStoreState(identifier: "removed-pack-theme")])
        let manager = try TestThemes.manager(store: store)
        try manager.switchTo("dark")
        store.saveState(ThemeStoreState(identifier: "removed-pack-theme"), forManager: "test")
        var reported: [ThemeIssue] = []
        manager.issueHandler = { reported.append($0) }

        let outcome = try manager.restore()
        #expect(outcome == .fellBackToDefault(missing: "removed-pack-theme", default: "light"))
        #expect(manager.currentIdentifier == "light")
        #expect(reported.map(\.kind) == [.storedThemeMissing])
        #expect(reported.first?.message.contains("removed-pack-theme") == true)
    }

    @Test("Nothing stored: restore changes nothing")
    func nothingStored() throws {
        let manager = try TestThemes.manager(store: InMemoryThemeStore())
        #expect(try manager.restore() == .nothingStored)
        #expect(manager.currentIdentifier == "light")
        let unsaved = try TestThemes.manager(store: nil)
        #expect(try unsaved.restore() == .nothingStored)
    }

    @Test("UserDefaults store: state round-trips through a real defaults suite")
    func userDefaultsStore() throws {
        let suite = "livery-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = UserDefaultsThemeStore(defaults: defaults)
        let manager = try TestThemes.manager(store: store)
        try manager.switchTo("dark")
        try manager.setOverride(.color(Color(hex: "ff0066")!), for: "color.accent")

        let data = try #require(defaults.data(forKey: "Livery.theme.test"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["identifier"] as? String == "dark")

        let nextLaunch = try TestThemes.manager(store: UserDefaultsThemeStore(defaults: defaults))
        #expect(try nextLaunch.restore() == .restored("dark"))
        #expect(nextLaunch.overrides["color.accent"] == .color(Color(hex: "ff0066")!))
        #expect(nextLaunch.snapshot?.color("color.button.background") == Color(hex: "ff0066"))
    }

    @Test("An unreadable stored state is reported and ignored")
    func unreadableState() throws {
        let suite = "livery-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(Data("not json".utf8), forKey: "Livery.theme.test")
        let manager = try TestThemes.manager(store: UserDefaultsThemeStore(defaults: defaults))
        #expect(try manager.restore() == .nothingStored)
        #expect(manager.recentIssues.map(\.kind) == [.storeFailed])

        let broken = InMemoryThemeStore(states: [
            "test": ThemeStoreState(identifier: "dark", overridesDocument: #"{"color": {"accent": {"$value": 1}}}"#)
        ])
        let other = try TestThemes.manager(store: broken)
        #expect(try other.restore() == .restored("dark"))
        #expect(other.overrides.isEmpty)
        #expect(other.recentIssues.map(\.kind) == [.storedOverridesUnreadable])
    }
}

/// Two launches of an app, each a real process (`livery-launch-helper`) with a home folder of its own, using the
/// default store (`UserDefaults.standard`) as an app does without configuring one.
@Suite("Persistence across processes with the default store")
struct LaunchPersistenceTests {
    static func helper() throws -> URL {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("livery-launch-helper")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path + "/livery-launch-helper"])
    }

    static func launch(_ arguments: [String], home: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try helper()
        process.arguments = [TestThemes.examplesURL("Themes").path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("a theme and an accent saved by one launch are restored by the next")
    func secondProcessRestores() throws {
        let scratch = try TemporaryFolder("home")
        let home = scratch.url
        let resolver = try ResolverDocument.load(contentsOf: TestThemes.examplesURL("Themes/themes.resolver.json"))
        let themes = try resolver.themeSet(varying: "theme").compile()
        let lightAccent = try #require(themes["light"]?["color.accent.default"]?.color).hexString()
        #expect(try Self.launch(["restore"], home: home).output == "light \(lightAccent)", "nothing saved yet")
        #expect(try Self.launch(["save", "dark", "#ff5073"], home: home).status == 0)
        #expect(try Self.launch(["restore"], home: home).output == "dark #ff5073")
    }
}

@Suite("Runtime overrides: a user-picked token value over every theme")
@MainActor
struct OverrideTests {
    @Test("An override layers over every theme, and aliases of the token follow it")
    func overrideFollowsAliases() throws {
        let manager = try TestThemes.manager()
        let button = TestButton()
        button.livery(manager).backgroundColor = "color.button.background"
        let picked = Color(hex: "22aa44")!
        try manager.setOverride(.color(picked), for: "color.accent")
        #expect(button.backgroundColor == picked)
        try manager.switchTo("night")
        #expect(button.backgroundColor == picked)
        #expect(manager.snapshot?.color("color.accent") == picked)

        try manager.removeOverride(for: "color.accent")
        #expect(button.backgroundColor == Color(hex: "cc3300"))
    }

    @Test("Overrides on themes without sources change the token itself")
    func overrideOnPlainTable() throws {
        let manager = ThemeManager(name: "plain", store: nil)
        try manager.add(TestThemes.set().compile())
        let label = TestLabel()
        label.livery(manager).textColor = "color.accent"
        try manager.setOverride(.color(.white), for: "color.accent")
        #expect(label.textColor == .white)
        #expect(manager.snapshot?.color("color.button.background") == Color(hex: "0066cc"))
    }

    @Test("Bad overrides are refused and change nothing")
    func badOverrides() throws {
        let manager = try TestThemes.manager()
        #expect(throws: ThemeError.self) { try manager.setOverride(.color(.white), for: "color.nope") }
        let mismatch = #expect(throws: ThemeError.self) { try manager.setOverride(.number(1), for: "color.accent") }
        #expect(mismatch?.description == "the override for 'color.accent' is a number, but the token is a color")
        #expect(throws: ThemeError.self) { try manager.setOverride(.color(.white), for: "color.{accent}") }
        let group = #expect(throws: ThemeError.self) { try manager.setOverride(.color(.white), for: "color.text") }
        #expect(
            group?.description
                == "'color.text' is a group, not a token: override one of its tokens (color.text.primary)")
        #expect(manager.overrides.isEmpty)
    }

    @Test("Overrides are saved and removing them all is saved too")
    func overridesPersist() throws {
        let store = InMemoryThemeStore()
        let manager = try TestThemes.manager(store: store)
        try manager.setOverride(.color(.white), for: "color.accent")
        try manager.setOverride(.dimension(TokenDimension(20, .px)), for: "size.body")
        let document = try #require(store.states["test"]?.overridesDocument)
        #expect(document.contains("\"accent\""))
        try manager.removeAllOverrides()
        #expect(store.states["test"]?.overridesDocument == nil)
    }
}

@Suite("FileThemeStore: durable writes and crash leftovers")
@MainActor
struct FileThemeStoreDurabilityTests {
    @Test("A temporary file left by a crashed write is removed by the next store's first read; the state is kept")
    func leftoversRemovedAtNextStart() throws {
        let scratch = try TemporaryFolder("store")
        let folder = scratch.appending("store")
        let url = folder.appendingPathComponent("theme.json")
        try FileThemeStore(url: url).saveState(ThemeStoreState(identifier: "dark"), forManager: "default")
        // What a process killed between writing its temporary file and renaming it leaves behind.
        let leftover = folder.appendingPathComponent(".theme.json.0C5A2B7E.tmp")
        try Data(#"{ "default": { "identi"#.utf8).write(to: leftover)

        let next = FileThemeStore(url: url)
        #expect(try next.loadState(forManager: "default")?.identifier == "dark")
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        try next.saveState(ThemeStoreState(identifier: "night"), forManager: "default")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["theme.json"])
        #expect(try FileThemeStore(url: url).loadState(forManager: "default")?.identifier == "night")
    }
}
