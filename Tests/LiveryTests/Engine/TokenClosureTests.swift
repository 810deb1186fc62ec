import Testing

@testable import Livery

/// Closures that name the token they read (`ThemeBindings.apply(key:reading:_:)`), as Objective-C key-path and
/// per-state bindings are made: a switch calls them only when what they read changed, like Swift bindings, where
/// a plain `apply` closure runs on every switch. Whether the property always ends as a fresh apply would set it
/// is checked over random sequences by `SwitchInvariantTests` (its `tint` bindings).
@Suite("Closures that name their token run only when the token changed")
@MainActor
struct TokenClosureTests {
    /// The themes of `TestThemes`: `color.accent` is #0066cc in light and dark and #cc3300 in night;
    /// `color.background` is #ffffff, #000000 and #1a1a1a.
    @Test("A token read in every theme: dark keeps light's accent, night changes it, an override changes it")
    func everyTheme() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        var runs: [String] = []
        var plainRuns = 0
        label.livery(manager).apply(key: "accent", reading: .every("color.accent")) { label, theme in
            runs.append(theme.identifier.rawValue)
            label.textColor = theme.color("color.accent") ?? .black
        }
        label.livery(manager).apply(key: "plain") { _, _ in plainRuns += 1 }
        #expect(runs == ["light"])
        #expect(label.textColor == Color(hex: "0066cc"))

        try manager.switchTo("dark")
        #expect(runs == ["light"])
        try manager.switchTo("night")
        #expect(runs == ["light", "night"])
        #expect(label.textColor == Color(hex: "cc3300"))
        try manager.switchTo("light")
        #expect(runs == ["light", "night", "light"])
        #expect(label.textColor == Color(hex: "0066cc"))
        // The plain closure ran on each of the three switches; the named one on two.
        #expect(plainRuns == 4)

        try manager.setOverride(.color(Color(hex: "00ff00")!), for: "color.accent")
        #expect(runs.count == 4)
        #expect(label.textColor == Color(hex: "00ff00"))
        try manager.setOverride(.color(Color(hex: "ffffff")!), for: "color.background")
        #expect(runs.count == 4)
        try manager.removeOverride(for: "color.accent")
        #expect(runs.count == 5)
        #expect(label.textColor == Color(hex: "0066cc"))

        // A system change that alters what colors convert to calls it with the same value; one that alters only
        // typography and dimensions does not.
        manager.refresh(.contentSize)
        #expect(runs.count == 5)
        manager.refresh(.appearance)
        #expect(runs.count == 6)
        #expect(plainRuns == 9)
        manager.checkInvariants()
    }

    @Test("A token per theme: another token runs, a theme that names none keeps the value, unbinding stops it")
    func perTheme() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        var runs: [String] = []
        let tokens = ["light": "color.accent", "dark": "color.background"]
        label.livery(manager).apply(key: "by-theme", reading: .perTheme(tokens)) { label, theme in
            guard let token = tokens[theme.identifier.rawValue], let color = theme.color(token) else { return }
            runs.append(theme.identifier.rawValue)
            label.backgroundColor = color
        }
        #expect(runs == ["light"])
        try manager.switchTo("dark")
        #expect(runs == ["light", "dark"])
        #expect(label.backgroundColor == Color(hex: "000000"))
        // Night names no token: the closure is not called and the property keeps dark's value.
        try manager.switchTo("night")
        #expect(runs == ["light", "dark"])
        #expect(label.backgroundColor == Color(hex: "000000"))
        // Back to dark: the same token with the same value it last set; nothing to do.
        try manager.switchTo("dark")
        #expect(runs == ["light", "dark"])
        try manager.switchTo("light")
        #expect(runs == ["light", "dark", "light"])
        #expect(label.backgroundColor == Color(hex: "0066cc"))

        label.livery(manager).unbindClosure(key: "by-theme")
        try manager.switchTo("dark")
        #expect(runs.count == 3)
        #expect(label.livery(manager).bindingCount == 0)
        manager.checkInvariants()
    }

    @Test("An animated switch calls it once, with the theme committed; interrupting back calls it again")
    func animated() throws {
        let manager = try TestThemes.manager()
        let clock = ManualFrameClock(now: 10)
        manager.frameClock = clock
        let label = TestLabel()
        var runs: [Color] = []
        label.livery(manager).apply(key: "accent", reading: .every("color.accent")) { label, theme in
            let color = theme.color("color.accent") ?? .black
            runs.append(color)
            label.textColor = color
        }
        try manager.switchTo(
            "night",
            transition: Transition(duration: TokenDuration(200, .ms), delay: TokenDuration(0), timingFunction: .linear))
        #expect(runs == [Color(hex: "0066cc"), Color(hex: "cc3300")])
        clock.advance(by: 0.1)
        clock.advance(by: 0.2)
        #expect(!manager.isAnimating)
        #expect(runs.count == 2)
        #expect(label.textColor == Color(hex: "cc3300"))

        // Interrupted at its first frame, which still shows light's colors: the closure last set night's accent,
        // so going back to light sets light's again.
        try manager.switchTo(
            "light",
            transition: Transition(duration: TokenDuration(200, .ms), delay: TokenDuration(0), timingFunction: .linear))
        try manager.switchTo("night")
        try manager.switchTo("light")
        #expect(label.textColor == Color(hex: "0066cc"))
        #expect(runs.last == Color(hex: "0066cc"))
        manager.checkInvariants()
    }
}
