import Foundation
import Testing

@testable import Livery

@Suite("Scopes: another theme for a subtree or a window")
@MainActor
struct ScopeTests {
    /// An app window and a preview window, each with a label, as views under their windows.
    struct Windows {
        let app = StyledView()
        let preview = StyledView()
        let appLabel: StyledLabel
        let previewLabel: StyledLabel

        init() {
            appLabel = StyledLabel(parent: app)
            previewLabel = StyledLabel(parent: StyledView(parent: preview))
        }
    }

    /// Binds a label through the nearest scope, as an adapter does when the view moves to a window.
    func bind(_ label: StyledLabel, in manager: ThemeManager) {
        label.livery(manager.scope(for: label)).textColor = "color.text.primary"
    }

    @Test("a pinned scope keeps its theme while the app switches; followParent() rejoins it")
    func pinned() throws {
        let manager = try TestThemes.manager()
        let windows = Windows()
        let preview = manager.makeScope(named: "preview")
        #expect(preview.name == "test/preview")
        #expect(preview.isScope && preview.scopeParent === manager)
        #expect(manager.scopes.map(\.name) == ["test/preview"])
        try preview.switchTo("dark")
        manager.setScope(preview, for: windows.preview)
        #expect(manager.scope(for: windows.previewLabel) === preview)
        #expect(manager.scope(for: windows.appLabel) === manager)
        bind(windows.appLabel, in: manager)
        bind(windows.previewLabel, in: manager)
        #expect(windows.appLabel.textColor == TestThemes.light)
        #expect(windows.previewLabel.textColor == TestThemes.dark)

        try manager.switchTo("night")
        #expect(windows.appLabel.textColor == TestThemes.night)
        #expect(windows.previewLabel.textColor == TestThemes.dark)
        #expect(preview.currentIdentifier == "dark")

        try preview.followParent()
        #expect(windows.previewLabel.textColor == TestThemes.night)
        try manager.switchTo("light")
        #expect(windows.previewLabel.textColor == TestThemes.light)
        #expect(
            performing: { try manager.followParent() },
            throws: { error in
                (error as? ThemeError)?.description == ThemeError.notAScope("test").description
            })
    }

    @Test("an unpinned scope follows every switch of its parent")
    func follows() throws {
        let manager = try TestThemes.manager()
        let scope = manager.makeScope(named: "sheet")
        #expect(scope.currentIdentifier == "light")
        let label = StyledLabel()
        label.livery(scope).textColor = "color.text.primary"
        try manager.switchTo("dark")
        #expect(scope.currentIdentifier == "dark")
        #expect(label.textColor == TestThemes.dark)
    }

    @Test("the nearest root wins when scopes nest; a gone root no longer scopes anything")
    func nesting() throws {
        let manager = try TestThemes.manager()
        let outer = StyledView()
        let inner = StyledView(parent: StyledView(parent: outer))
        let deep = StyledLabel(parent: inner)
        let shallow = StyledLabel(parent: outer)
        let dark = manager.makeScope(named: "dark")
        try dark.switchTo("dark")
        let night = dark.makeScope(named: "night")
        try night.switchTo("night")
        manager.setScope(dark, for: outer)
        dark.setScope(night, for: inner)  // registered with the top manager, wherever it is called
        #expect(manager.scope(for: deep) === night)
        #expect(manager.scope(for: shallow) === dark)
        #expect(night.name == "test/dark/night")

        manager.setScope(nil, for: inner)
        #expect(manager.scope(for: deep) === dark)

        var root: StyledView? = StyledView()
        let orphan = StyledLabel(parent: root)
        manager.setScope(dark, for: root!)
        #expect(manager.scope(for: orphan) === dark)
        root = nil  // the window closed; the label outlives it here
        #expect(manager.scope(for: orphan) === manager)
    }

    @Test("themes, overrides and the stylesheet come from the parent and follow its changes")
    func inheritance() throws {
        StyleFixtures.register()
        let manager = try TestThemes.manager()
        try manager.loadStylesheet("StyledLabel { textColor: {color.accent}; }", file: "app.lss")
        let scope = manager.makeScope(named: "preview")
        try scope.switchTo("night")
        let label = StyledLabel()
        label.livery(scope).attachStyle()
        #expect(label.textColor == StyleFixtures.nightAccent)

        let picked = Color(hex: "22aa44")!
        try manager.setOverride(.color(picked), for: "color.accent")
        #expect(scope.overrides["color.accent"] == .color(picked))
        #expect(label.textColor == picked)

        try manager.loadStylesheet("StyledLabel { textColor: {color.background}; }", file: "app.lss")
        #expect(label.textColor == Color(hex: "1a1a1a"))

        // The parent reloads its files: the scope's night theme is the new one.
        try manager.removeAllOverrides()
        var set = try TestThemes.set()
        let edit = try TokenLoader().load(
            text: ##"{ "color": { "$type": "color", "background": { "$value": "#203040" } } }"##, file: "edit.json")
        let index = try #require(set.themes.firstIndex { $0.name == "night" })
        set.themes[index].layers.append(ThemeLayer(edit, level: 5))
        try manager.reload(set)
        #expect(label.textColor == Color(hex: "203040"))
        #expect(manager.currentIdentifier == "light")

        // A theme removed from the parent: the pinned scope follows the parent again, and says so.
        try manager.remove("night")
        #expect(scope.currentIdentifier == "light")
        #expect(scope.recentIssues.map(\.kind) == [.scopeThemeUnavailable])
    }

    /// Issue 12, point 5: a presented screen, a second window and an input accessory view are themed because
    /// their bindings are registered, not because a walk of some tree reaches them.
    @Test("objects in no tree at all (extra windows, accessory views) follow every switch")
    func coverageWithoutTrees() throws {
        let manager = try TestThemes.manager()
        let keyWindow = StyledView()
        let alertWindow = StyledView()  // never added under the key window
        let accessory = StyledLabel()  // no parent at all
        let inAlert = StyledLabel(parent: alertWindow)
        for label in [accessory, inAlert] { label.livery(manager).textColor = "color.text.primary" }
        _ = keyWindow
        try manager.switchTo("night")
        #expect(accessory.textColor == TestThemes.night)
        #expect(inAlert.textColor == TestThemes.night)
    }

    @Test("themes and overrides cannot be changed on a scope")
    func refusals() throws {
        let manager = try TestThemes.manager()
        let scope = manager.makeScope(named: "preview")
        let refused = ThemeError.scopeInheritsThemes(scope: "test/preview").description
        func isRefusal(_ error: any Error) -> Bool { (error as? ThemeError)?.description == refused }
        #expect(performing: { try scope.add(TestThemes.set()) }, throws: isRefusal)
        #expect(performing: { try scope.setOverride(.color(.white), for: "color.accent") }, throws: isRefusal)
        #expect(performing: { try scope.remove("dark") }, throws: isRefusal)
        #expect(performing: { try scope.reload(TestThemes.set()) }, throws: isRefusal)
        #expect(scope.themeIdentifiers == manager.themeIdentifiers)
        #expect(refused.contains("change them on the parent"))
    }

    @Test("a scope with its own appearance source (a window forced dark) follows that, not the parent")
    func ownAppearance() throws {
        let manager = try TestThemes.manager()
        manager.appearanceThemes = [.light: "light", .dark: "dark"]
        let forced = ManualAppearanceSource(.dark)
        let window = manager.makeScope(named: "window", appearanceSource: forced)
        try window.followSystemAppearance()
        #expect(window.currentIdentifier == "dark")
        try manager.switchTo("night")
        #expect(window.currentIdentifier == "dark")
        forced.appearance = .light
        #expect(window.currentIdentifier == "light")
        try window.followParent()
        #expect(window.currentIdentifier == "night")
        #expect(!window.followsSystemAppearance)
    }
}
