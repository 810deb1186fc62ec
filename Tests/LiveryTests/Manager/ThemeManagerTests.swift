import Foundation
import Testing

@testable import Livery

@Suite("ThemeManager: registering, switching, generators")
@MainActor
struct ThemeManagerTests {
    @Test("Identifiers, themes, current identifier and current theme stay in sync")
    func staysInSync() throws {
        let manager = try TestThemes.manager()
        #expect(manager.themeIdentifiers == ["light", "dark", "night"])
        #expect(manager.themes.count == 3)
        #expect(manager.currentIdentifier == "light")
        #expect(manager.currentTheme?.tokens?.themeName == "light")
        #expect(manager.snapshot?.identifier == "light")

        try manager.switchTo("night")
        #expect(manager.currentIdentifier == "night")
        #expect(manager.currentTheme?.tokens?.themeName == "night")
        #expect(manager.snapshot?.color("color.text.primary") == TestThemes.night)
        #expect(manager.themes.map { $0.tokens?.themeName } == ["light", "dark", "night"])
        manager.checkInvariants()
    }

    @Test("A value of the app's own type is a theme; closures get it back")
    func userTypeTheme() throws {
        let manager = ThemeManager(name: "palette", store: nil)
        let paper = Palette(background: Color(hex: "fffdf5")!, text: Color(hex: "222222")!)
        let ink = Palette(background: Color(hex: "101010")!, text: Color(hex: "f0f0f0")!)
        try manager.add(Theme(paper), as: "paper")
        try manager.add(Theme(ink), as: "ink")
        #expect(manager.currentTheme?.value(as: Palette.self) == paper)

        let label = TestLabel()
        label.livery(manager).apply { label, theme in
            label.backgroundColor = theme.value(as: Palette.self)?.background ?? label.backgroundColor
        }
        #expect(label.backgroundColor == paper.background)
        try manager.switchTo("ink")
        #expect(label.backgroundColor == ink.background)
        #expect(manager.currentTheme?.value(as: Palette.self) == ink)
        #expect(manager.currentTheme?.value(as: String.self) == nil)
    }

    @Test("A token binding on a theme without tokens is reported and leaves the property alone")
    func tokenBindingWithoutTokens() throws {
        let manager = ThemeManager(name: "palette", store: nil)
        try manager.add(Theme(Palette(background: .white, text: .black)), as: "paper")
        let label = TestLabel(textColor: .white)
        label.livery(manager).textColor = "color.text.primary"
        #expect(label.textColor == .white)
        #expect(manager.recentIssues.map(\.kind) == [.tokenMissing])
        #expect(manager.recentIssues.first?.tokenPath == "color.text.primary")
    }

    @Test("Adding a taken identifier throws and registers nothing")
    func duplicateIdentifier() throws {
        let manager = try TestThemes.manager()
        #expect(throws: ThemeError.self) {
            try manager.add(Theme(Palette(background: .white, text: .black)), as: "dark")
        }
        #expect(throws: ThemeError.self) { try manager.add(TestThemes.set(names: ["sepia", "dark"])) }
        #expect(manager.themeIdentifiers == ["light", "dark", "night"])
    }

    @Test("The generator builds themes that were not registered, and they stay registered")
    func generator() throws {
        let manager = try TestThemes.manager()
        var calls: [ThemeIdentifier] = []
        manager.themeGenerator = { identifier in
            calls.append(identifier)
            guard identifier.rawValue.hasPrefix("brand-") else { return nil }
            return Theme(Palette(background: .white, text: .black))
        }
        try manager.switchTo("brand-blue")
        #expect(manager.currentIdentifier == "brand-blue")
        #expect(manager.themeIdentifiers.last == "brand-blue")
        try manager.switchTo("light")
        try manager.switchTo("brand-blue")
        #expect(calls == ["brand-blue"])

        let error = #expect(throws: ThemeError.self) { try manager.switchTo("nope") }
        #expect(error?.description.contains("no theme 'nope'") == true)
        #expect(manager.currentIdentifier == "brand-blue")
    }

    @Test("A theme that fails to build leaves the current theme, every bound property and the store as they were")
    func failingSwitchIsAtomic() throws {
        let store = InMemoryThemeStore()
        let manager = try TestThemes.manager(store: store)
        try manager.switchTo("dark")
        let label = TestLabel()
        let button = TestButton()
        label.livery(manager).textColor = "color.text.primary"
        label.livery(manager).fontSize = "size.body"
        button.livery(manager)[.highlighted].titleColor = "color.accent"
        let before = (label.textColor, label.fontSize, button.titleColor(for: .highlighted))
        let storedBefore = store.states["test"]

        manager.themeGenerator = { _ in Theme(tokens: try TestThemes.brokenSet().compile().defaultTable) }
        let error = #expect(throws: ThemeError.self) { try manager.switchTo("broken") }
        guard case .generatorFailed(let identifier, let underlying)? = error else {
            Issue.record("expected generatorFailed, got \(String(describing: error))")
            return
        }
        #expect(identifier == "broken")
        #expect("\(underlying)".contains("color.missing"))
        #expect("\(error!)".contains("broken.tokens.json"))

        #expect(manager.currentIdentifier == "dark")
        #expect(manager.snapshot?.identifier == "dark")
        #expect(label.textColor == before.0)
        #expect(label.fontSize == before.1)
        #expect(button.titleColor(for: .highlighted) == before.2)
        #expect(store.states["test"] == storedBefore)
        #expect(!manager.themeIdentifiers.contains("broken"))
        manager.checkInvariants()
    }

    @Test("A theme set that fails to compile is not added at all")
    func brokenSetIsRefused() throws {
        let manager = try TestThemes.manager()
        #expect(throws: ResolutionError.self) { try manager.add(TestThemes.brokenSet()) }
        #expect(manager.themeIdentifiers == ["light", "dark", "night"])
    }

    @Test("The default theme: the set's default, or the one named; it becomes current first")
    func defaultTheme() throws {
        let manager = ThemeManager(name: "defaults", store: nil)
        manager.defaultIdentifier = "dark"
        try manager.add(TestThemes.set())
        #expect(manager.currentIdentifier == "dark")
        #expect(manager.effectiveDefaultIdentifier == "dark")

        let other = ThemeManager(name: "other", store: nil)
        try other.add(TestThemes.set())
        #expect(other.effectiveDefaultIdentifier == "light")
    }

    @Test("Removing a theme; the current theme cannot be removed")
    func removing() throws {
        let manager = try TestThemes.manager()
        #expect(throws: ThemeError.self) { try manager.remove("light") }
        try manager.remove("night")
        #expect(manager.themeIdentifiers == ["light", "dark"])
        #expect(manager.theme(for: "night") == nil)
        #expect(throws: ThemeError.self) { try manager.switchTo("night") }
        #expect(throws: ThemeError.self) { try manager.remove("night") }
        manager.checkInvariants()
    }

    @Test("Replacing the current theme refreshes bindings with what changed")
    func replacing() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        label.livery(manager).textColor = "color.text.primary"
        let recolored = try TestThemes.set().compile()["night"]!
        try manager.replace("light", with: Theme(tokens: recolored))
        #expect(label.textColor == TestThemes.night)
        #expect(manager.currentIdentifier == "light")
    }

    @Test("Examples/Themes through its resolver document: every example theme switches")
    func exampleThemes() throws {
        let resolver = try ResolverDocument.load(contentsOf: TestThemes.examplesURL("Themes/themes.resolver.json"))
        let manager = ThemeManager(name: "examples", store: nil)
        let added = try manager.add(resolver.themeSet(varying: "theme"))
        #expect(Set(added) == ["light", "dark", "sepia", "high-contrast"])
        let label = TestLabel()
        label.livery(manager).textColor = "color.text.primary"
        for identifier in added {
            try manager.switchTo(identifier)
            #expect(label.textColor == manager.snapshot?.color("color.text.primary"))
            #expect(label.textColor != nil)
        }
        #expect(manager.recentIssues.isEmpty)
    }
}
