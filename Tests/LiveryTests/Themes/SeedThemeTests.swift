import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

@Suite("Themes generated from a seed color")
@MainActor
struct SeedThemeTests {
    static let seed = try! Color(parsing: "#6750a4")

    /// The example themes (light, dark, sepia, high contrast) following a manual appearance, with the example role
    /// map and a label bound to every mapped token.
    @MainActor
    struct Fixture {
        let manager: ThemeManager
        let roleMap: SchemeRoleMap
        let labels: [String: TestLabel]
        let source: ManualAppearanceSource

        init(store: InMemoryThemeStore, appearance: SystemAppearance = .light) throws {
            let resolver = try ResolverDocument.load(contentsOf: TestThemes.examplesURL("Themes/themes.resolver.json"))
            source = ManualAppearanceSource(appearance)
            manager = ThemeManager(name: "seeded", store: store, appearanceSource: source)
            try manager.add(resolver.themeSet(varying: "theme"))
            manager.appearanceThemes = [.light: "light", .dark: "dark"]
            roleMap = try SchemeRoleMap(contentsOf: TestThemes.examplesURL("Themes/scheme-roles.json"))
            manager.seedThemeOptions = SeedThemeOptions(roleMap: roleMap)
            var labels: [String: TestLabel] = [:]
            for path in roleMap.tokens.values.joined() {
                let label = TestLabel()
                label.livery(manager).textColor = .token(path.dotted)
                labels[path.dotted] = label
            }
            self.labels = labels
        }

        /// Every bound property shows the scheme's color of its token's role, and the snapshot agrees.
        func expectScheme(isDark: Bool, contrastLevel: Double) throws {
            let seed = try Color(parsing: "#6750a4")
            let scheme = DynamicScheme(
                sourceColor: HCT(seed), variant: .tonalSpot, isDark: isDark, contrastLevel: contrastLevel)
            var checked = 0
            for (role, paths) in roleMap.tokens {
                let expected = try #require(scheme.color(role)).color.hexString()
                for path in paths {
                    #expect(labels[path.dotted]?.textColor?.hexString() == expected, "\(path.dotted) (\(role))")
                    #expect(manager.snapshot?.color(path.dotted)?.hexString() == expected)
                    checked += 1
                }
            }
            #expect(checked == 11)
        }
    }

    @Test(
        "pick a seed: every bound property shows the generated theme; Increase Contrast gives the contrast-1 scheme; the next launch restores the seed"
    )
    func seedAcrossAppearancesAndLaunches() throws {
        let store = InMemoryThemeStore()
        let app = try Fixture(store: store)
        try app.manager.followSystemAppearance()
        let designed = app.labels["color.accent.default"]?.textColor
        try app.manager.setSeedColor(Self.seed)
        #expect(app.manager.seedColor?.hexString() == Self.seed.hexString())
        try app.expectScheme(isDark: false, contrastLevel: 0)
        #expect(app.labels["color.accent.default"]?.textColor != designed)

        // Tokens that alias a mapped token follow it: the card's border is the outline variant.
        let outlineVariant = try #require(
            DynamicScheme(sourceColor: HCT(Self.seed), variant: .tonalSpot, isDark: false).color(.outlineVariant))
        guard case .border(let border)? = app.manager.snapshot?.tokens?["border.card"] else {
            Issue.record("border.card is not a border")
            return
        }
        #expect(border.color.hexString() == outlineVariant.color.hexString())

        app.source.appearance = .dark
        #expect(app.manager.currentIdentifier == "dark")
        try app.expectScheme(isDark: true, contrastLevel: 0)

        // No theme is mapped to dark high contrast, so the theme stays; the generated colors turn high-contrast.
        app.source.appearance = .darkHighContrast
        #expect(app.manager.currentIdentifier == "dark")
        try app.expectScheme(isDark: true, contrastLevel: 1)
        app.source.appearance = .lightHighContrast
        try app.expectScheme(isDark: false, contrastLevel: 1)

        #expect(store.states["seeded"]?.seed == .init(color: Self.seed.hexString(), variant: "tonal-spot"))
        let nextLaunch = try Fixture(store: store, appearance: .dark)
        #expect(try nextLaunch.manager.restore() == .followingSystemAppearance)
        #expect(nextLaunch.manager.seedColor?.hexString() == Self.seed.hexString())
        try nextLaunch.expectScheme(isDark: true, contrastLevel: 0)
        #expect(nextLaunch.manager.recentIssues.isEmpty)
    }

    @Test("a switch to a seed is one diffed change; removing it restores the designed theme")
    func diffedAndRemovable() throws {
        let app = try Fixture(store: InMemoryThemeStore())
        try app.manager.switchTo("light")
        let designed = app.labels.mapValues { $0.textColor }
        let changes = LockedList<ThemeChange>()
        let observer = NotificationCenter.default.addObserver(
            forName: ThemeManager.didChangeNotification, object: app.manager, queue: nil
        ) { notification in
            if let change = notification.userInfo?[ThemeManager.changeUserInfoKey] as? ThemeChange {
                changes.append(change)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        try app.manager.setSeedColor(Self.seed)
        #expect(changes.elements.map(\.reason) == [.seedColor])
        #expect((changes.elements.first?.changedTokenCount ?? 0) >= 11)
        let sets = app.labels.mapValues(\.textColorSets)
        // The same seed again changes nothing, so nothing is set again.
        try app.manager.setSeedColor(Self.seed)
        #expect(app.labels.mapValues(\.textColorSets) == sets)
        try app.manager.removeSeedColor()
        #expect(app.manager.seedColor == nil)
        #expect(app.labels.mapValues { $0.textColor } == designed)
    }

    @Test("a seed from an image's pixels: the most common chromatic color of the picture")
    func seedFromPixels() throws {
        let app = try Fixture(store: InMemoryThemeStore())
        // A picture mostly of one teal, with some gray and a little orange.
        let pixels =
            Array(repeating: UInt32(0xFF00_7A78), count: 600) + Array(repeating: 0xFF80_8080, count: 300)
            + Array(repeating: 0xFFFF_8C00, count: 100)
        let seed = try app.manager.setSeedColor(fromPixels: pixels)
        #expect(seed.hexString() == "#007a78")
        #expect(app.manager.seedColor == seed)
        #expect(app.manager.seedVariant == .content)
        let scheme = DynamicScheme(sourceColor: HCT(seed), variant: .content, isDark: false)
        #expect(app.labels["color.accent.default"]?.textColor?.hexString() == scheme.color(.primary)?.color.hexString())
    }

    @Test("the user's override of a mapped token wins over the generated color")
    func overrideWins() throws {
        let app = try Fixture(store: InMemoryThemeStore())
        let red = Color(red: 1, green: 0, blue: 0)
        try app.manager.setOverride(.color(red), for: "color.accent.default")
        try app.manager.setSeedColor(Self.seed)
        #expect(app.labels["color.accent.default"]?.textColor == red)
        #expect(app.labels["color.border.focus"]?.textColor != red)
    }

    @Test("refused seeds change nothing: no options, a role map naming a missing or non-color token")
    func refusals() throws {
        let app = try Fixture(store: InMemoryThemeStore())
        let before = app.labels.mapValues { $0.textColor }
        app.manager.seedThemeOptions = nil
        #expect(throws: ThemeError.self) { try app.manager.setSeedColor(Self.seed) }
        app.manager.seedThemeOptions = SeedThemeOptions(roleMap: SchemeRoleMap([.primary: ["color.nowhere"]]))
        #expect(throws: ThemeError.self) { try app.manager.setSeedColor(Self.seed) }
        app.manager.seedThemeOptions = SeedThemeOptions(roleMap: SchemeRoleMap([.primary: ["spacing.xs"]]))
        #expect(throws: ThemeError.self) { try app.manager.setSeedColor(Self.seed) }
        #expect(app.manager.seedColor == nil)
        #expect(app.labels.mapValues { $0.textColor } == before)
    }

    @Test("a stored seed without options is reported and ignored at launch")
    func storedSeedWithoutOptions() throws {
        let store = InMemoryThemeStore(states: [
            "seeded": ThemeStoreState(identifier: "light", seed: .init(color: "#6750a4", variant: "tonal-spot"))
        ])
        let app = try Fixture(store: store)
        app.manager.seedThemeOptions = nil
        try app.manager.restore()
        #expect(app.manager.seedColor == nil)
        #expect(app.manager.recentIssues.map(\.kind) == [.seedThemeFailed])
    }
}
