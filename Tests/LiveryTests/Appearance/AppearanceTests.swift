import Testing

@testable import Livery

@Suite("System appearance: mapping, following, manual choice")
@MainActor
struct AppearanceTests {
    func makeManager(_ source: ManualAppearanceSource, store: InMemoryThemeStore = InMemoryThemeStore()) throws
        -> ThemeManager
    {
        let manager = try TestThemes.manager(store: store, appearanceSource: source)
        manager.appearanceThemes = [.light: "light", .dark: "dark", .darkHighContrast: "night"]
        return manager
    }

    @Test("Following maps each appearance to its theme, high contrast falling back to standard contrast")
    func following() throws {
        let source = ManualAppearanceSource(.dark)
        let manager = try makeManager(source)
        try manager.followSystemAppearance()
        #expect(manager.followsSystemAppearance)
        #expect(manager.currentIdentifier == "dark")
        source.appearance = .light
        #expect(manager.currentIdentifier == "light")
        source.appearance = .darkHighContrast
        #expect(manager.currentIdentifier == "night")
        source.appearance = .lightHighContrast
        #expect(manager.currentIdentifier == "light")
    }

    @Test("A manual choice stops following until asked again")
    func manualChoiceStopsFollowing() throws {
        let source = ManualAppearanceSource(.light)
        let manager = try makeManager(source)
        try manager.followSystemAppearance()
        try manager.switchTo("night")
        #expect(!manager.followsSystemAppearance)
        source.appearance = .dark
        #expect(manager.currentIdentifier == "night")
        try manager.followSystemAppearance()
        #expect(manager.currentIdentifier == "dark")
    }

    @Test("Following is saved and restored at launch with the appearance of that moment")
    func followingIsRestored() throws {
        let store = InMemoryThemeStore()
        let source = ManualAppearanceSource(.light)
        try makeManager(source, store: store).followSystemAppearance()
        #expect(store.states["test"]?.followsSystemAppearance == true)

        let laterSource = ManualAppearanceSource(.dark)
        let nextLaunch = try makeManager(laterSource, store: store)
        #expect(try nextLaunch.restore() == .followingSystemAppearance)
        #expect(nextLaunch.currentIdentifier == "dark")
        #expect(nextLaunch.followsSystemAppearance)
    }

    @Test("An unmapped appearance keeps the current theme and is reported; no source cannot follow")
    func unmapped() throws {
        let source = ManualAppearanceSource(.light)
        let manager = try makeManager(source)
        manager.appearanceThemes = [.light: "light"]
        try manager.followSystemAppearance()
        source.appearance = .dark
        #expect(manager.currentIdentifier == "light")
        #expect(manager.recentIssues.map(\.kind) == [.appearanceUnmapped])
        #expect(throws: ThemeError.self) { try manager.followSystemAppearance() }

        let sourceless = try TestThemes.manager()
        #expect(throws: ThemeError.self) { try sourceless.followSystemAppearance() }
        #expect(!sourceless.followsSystemAppearance)
    }

    @Test("Appearance from platform settings")
    func fromSettings() {
        #expect(SystemAppearance(isDark: true, isHighContrast: true) == .darkHighContrast)
        #expect(SystemAppearance(isDark: false, isHighContrast: false) == .light)
        #expect(SystemAppearance.lightHighContrast.standardContrast == .light)
        #expect(SystemAppearance.darkHighContrast.isDark)
    }

    @Test("Every source's observers: one handler per observer, dropped when it goes, added to during a notification")
    func observers() {
        final class Observer {}
        var calls: [String] = []
        var observers = AppearanceObservers()
        let first = Observer()
        var second: Observer? = Observer()
        observers.add(first) { calls.append("first, old: \($0)") }
        observers.add(first) { calls.append("first: \($0)") }
        observers.add(second!) { calls.append("second: \($0)") }
        #expect(observers.count == 2)
        for handler in observers.liveHandlers() { handler(.dark) }
        #expect(calls == ["first: dark", "second: dark"])
        second = nil
        calls = []
        for handler in observers.liveHandlers() { handler(.light) }
        #expect(calls == ["first: light"])
        #expect(observers.count == 1)

        // Through a source: a handler that registers another observer while the source notifies.
        let source = ManualAppearanceSource(.light)
        let late = Observer()
        calls = []
        // Weakly: the source keeps the handler, which would otherwise keep the source.
        source.addObserver(first) { [weak source] appearance in
            calls.append("first: \(appearance)")
            source?.addObserver(late) { calls.append("late: \($0)") }
        }
        source.appearance = .dark
        #expect(calls == ["first: dark"])
        calls = []
        source.appearance = .darkHighContrast
        #expect(calls == ["first: darkHighContrast", "late: darkHighContrast"])
        withExtendedLifetime((first, late)) {}
    }
}
