import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

@Suite("Theme spaces: every dimension switched on its own")
@MainActor
struct ThemeSpaceTests {
    /// A manager switching in the four-dimension space, with a label bound to tokens of several dimensions.
    @MainActor
    struct Fixture {
        let resolver: ResolverDocument
        let space: ThemeSpace
        let manager: ThemeManager
        let label = TestLabel()
        let store: InMemoryThemeStore

        init(
            cacheLimit: Int = 16, store: InMemoryThemeStore = InMemoryThemeStore(),
            appearanceSource: ManualAppearanceSource? = nil
        ) throws {
            resolver = try SpaceFixture.resolver()
            space = try ThemeSpace(resolver: resolver)
            self.store = store
            manager = ThemeManager(name: "space", store: store, appearanceSource: appearanceSource)
            var options = SpaceFixture.options
            options.cacheLimit = cacheLimit
            try manager.setThemeSpace(space, options: options)
            label.livery(manager).textColor = "color.text"
            label.livery(manager).backgroundColor = "color.button.fill"
            label.livery(manager).fontSize = "space.control"
        }

        /// Every token of the current theme against the permutation resolved on its own from the document, and
        /// the bound properties against the reference's values.
        func expectCurrent(equals selection: [String: String]) throws {
            let reference = try SpaceFixture.reference(resolver, selection)
            let tokens = try #require(manager.snapshot?.tokens)
            #expect(manager.selection == selection)
            #expect(tokens.vocabulary.paths.map(\.dotted).sorted() == reference.vocabulary.paths.map(\.dotted).sorted())
            for path in reference.vocabulary.paths.map(\.dotted) {
                #expect(tokens[path] == reference[path], "\(path) in \(selection)")
            }
            #expect(label.textColor == reference.color("color.text"))
            #expect(label.backgroundColor == reference.color("color.button.fill"))
            #expect(label.fontSize == reference.dimension("space.control")?.value)
        }
    }

    /// Collects the manager's change notifications.
    static func record(_ manager: ThemeManager, into changes: LockedList<ThemeChange>) -> any NSObjectProtocol {
        NotificationCenter.default.addObserver(
            forName: ThemeManager.didChangeNotification, object: manager, queue: nil
        ) { notification in
            if let change = notification.userInfo?[ThemeManager.changeUserInfoKey] as? ThemeChange {
                changes.append(change)
            }
        }
    }

    @Test("switching one dimension at a time through all 36 permutations gives each as resolved from scratch")
    func everyPermutation() throws {
        // A cache of 8: permutations are dropped and compiled again on the way.
        let fixture = try Fixture(cacheLimit: 8)
        let changes = LockedList<ThemeChange>()
        let observer = Self.record(fixture.manager, into: changes)
        defer { NotificationCenter.default.removeObserver(observer) }
        try fixture.expectCurrent(equals: fixture.space.defaultSelection)
        var current = fixture.space.defaultSelection
        // Twice round, so the second pass meets permutations the cache dropped and ones it kept.
        for selection in SpaceFixture.allSelections + SpaceFixture.allSelections.reversed() {
            for dimension in ["brand", "mode", "contrast", "density"] where current[dimension] != selection[dimension] {
                let seen = changes.elements.count
                try fixture.manager.select(selection[dimension]!, for: dimension)
                current[dimension] = selection[dimension]
                #expect(changes.elements.dropFirst(seen).map(\.changedDimensions) == [[dimension]])
                try fixture.expectCurrent(equals: current)
            }
        }
        let kept = fixture.manager.themeIdentifiers
        #expect(kept.count <= 8)
        #expect(kept.contains(fixture.manager.currentIdentifier!))
    }

    @Test("several dimensions change in one switch; the event names each")
    func severalAtOnce() throws {
        let fixture = try Fixture()
        let changes = LockedList<ThemeChange>()
        let observer = Self.record(fixture.manager, into: changes)
        defer { NotificationCenter.default.removeObserver(observer) }
        try fixture.manager.select(["density": "compact", "brand": "initech"])
        #expect(changes.elements.map(\.changedDimensions) == [["brand", "density"]])
        try fixture.expectCurrent(
            equals: ["brand": "initech", "mode": "light", "contrast": "standard", "density": "compact"])
    }

    @Test("Observation follows the selection and observed tokens of the dimension that changed")
    func observation() throws {
        let fixture = try Fixture()
        #expect(
            try ObservationProbe.firings(reading: { _ = $0.selection }, on: fixture.manager) {
                try $0.select("compact", for: "density")
            } == 1)
        // A token only the mode changes: selecting the density again is not announced to its readers.
        _ = fixture.manager.observedValue("color.background")
        #expect(
            try ObservationProbe.firings(reading: { _ = $0.observedValue("color.background") }, on: fixture.manager) {
                try $0.select("spacious", for: "density")
            } == 0)
        #expect(
            try ObservationProbe.firings(reading: { _ = $0.observedValue("color.background") }, on: fixture.manager) {
                try $0.select("dark", for: "mode")
            } == 1)
    }

    @Test("a bad selection throws a typed error and changes nothing")
    func badSelection() throws {
        let fixture = try Fixture()
        try fixture.manager.select("globex", for: "brand")
        let before = fixture.manager.currentIdentifier
        let colorsSet = fixture.label.textColorSets
        #expect(
            performing: { try fixture.manager.select("umbrella", for: "brand") },
            throws: { error in
                guard
                    case .invalidSelection(.unknownContext("umbrella", "brand", let available))? = error as? ThemeError
                else { return false }
                return available == SpaceFixture.brands
            })
        #expect(
            performing: { try fixture.manager.select("dark", for: "theme") },
            throws: { error in
                guard case .invalidSelection(.unknownDimension("theme", _))? = error as? ThemeError else {
                    return false
                }
                return true
            })
        #expect(fixture.manager.currentIdentifier == before)
        #expect(fixture.label.textColorSets == colorsSet)
        let plain = try TestThemes.manager()
        #expect(throws: ThemeError.self) { try plain.select("dark", for: "mode") }
        #expect(plain.selection.isEmpty)
    }

    @Test("a permutation that fails to compile throws; the current one stays")
    func compileFailure() throws {
        let fixture = try Fixture()
        let broken = try TokenLoader().load(
            text: #"{ "brand": { "primary": { "$type": "color", "$value": "{palette.missing}" } } }"#,
            file: "umbrella.tokens.json")
        let space = try fixture.space.adding(context: "umbrella", documents: [broken], to: "brand")
        try fixture.manager.setThemeSpace(space, options: SpaceFixture.options)
        let before = fixture.manager.currentIdentifier
        #expect(
            performing: { try fixture.manager.select("umbrella", for: "brand") },
            throws: { error in
                guard case .compileFailed(let identifier, _)? = error as? ThemeError else { return false }
                return identifier.rawValue.contains("brand=umbrella")
            })
        #expect(fixture.manager.currentIdentifier == before)
        try fixture.expectCurrent(equals: fixture.space.defaultSelection)
    }

    @Test("the selection of every dimension is saved and restored at the next launch")
    func persistence() throws {
        let store = InMemoryThemeStore()
        let first = try Fixture(store: store)
        try first.manager.select(["brand": "globex", "mode": "dark", "density": "spacious"])
        let relaunched = ThemeManager(name: "space", store: store)
        try relaunched.setThemeSpace(first.space, options: SpaceFixture.options)
        let outcome = try relaunched.restore()
        let expected = ["brand": "globex", "mode": "dark", "contrast": "standard", "density": "spacious"]
        #expect(relaunched.selection == expected)
        #expect(outcome == .restored(ThemeIdentifier(first.space.key(for: expected))))
        // A later version of the app without the globex brand: that dimension falls back, the others stay.
        let withoutGlobex = try SpaceFixture.resolver()
        var text = SpaceFixture.resolverText()
        text = text.replacingOccurrences(of: "\"globex\"", with: "\"hooli\"")
        _ = withoutGlobex
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-space-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("space.resolver.json"), atomically: true, encoding: .utf8)
        let renamed = try ThemeSpace(
            resolver: ResolverDocument.load(contentsOf: folder.appendingPathComponent("space.resolver.json")))
        let updated = ThemeManager(name: "space", store: store)
        try updated.setThemeSpace(renamed, options: SpaceFixture.options)
        try updated.restore()
        #expect(updated.selection == ["brand": "acme", "mode": "dark", "contrast": "standard", "density": "spacious"])
        #expect(updated.recentIssues.contains { $0.kind == .storedThemeMissing && $0.message.contains("brand=globex") })
    }

    @Test("the system appearance selects mode and contrast; other dimensions keep the user's choice")
    func systemAppearance() throws {
        let appearance = ManualAppearanceSource(.light)
        let store = InMemoryThemeStore()
        let fixture = try Fixture(store: store, appearanceSource: appearance)
        try fixture.manager.select("globex", for: "brand")
        try fixture.manager.followSystemAppearance()
        appearance.appearance = .darkHighContrast
        try fixture.expectCurrent(equals: ["brand": "globex", "mode": "dark", "contrast": "high", "density": "regular"])
        // Another dimension: still following.
        try fixture.manager.select("compact", for: "density")
        #expect(fixture.manager.followsSystemAppearance)
        appearance.appearance = .light
        try fixture.expectCurrent(
            equals: ["brand": "globex", "mode": "light", "contrast": "standard", "density": "compact"])
        // The next launch follows the appearance again, with the brand and density it had.
        appearance.appearance = .dark
        let relaunched = ThemeManager(name: "space", store: store, appearanceSource: appearance)
        try relaunched.setThemeSpace(fixture.space, options: SpaceFixture.options)
        #expect(try relaunched.restore() == .followingSystemAppearance)
        #expect(
            relaunched.selection == ["brand": "globex", "mode": "dark", "contrast": "standard", "density": "compact"])
        // Choosing the mode by hand stops following.
        try fixture.manager.select("dark", for: "mode")
        #expect(!fixture.manager.followsSystemAppearance)
        appearance.appearance = .lightHighContrast
        #expect(fixture.manager.selection["mode"] == "dark")
    }

    @Test("overrides apply across permutations, and aliases of the overridden token follow")
    func overrides() throws {
        let fixture = try Fixture()
        let pink = Color(hex: "ff00aa")!
        try fixture.manager.setOverride(.color(pink), for: "brand.primary")
        #expect(fixture.label.backgroundColor == pink)
        try fixture.manager.select("dark", for: "mode")
        #expect(fixture.label.backgroundColor == pink)
        try fixture.manager.select("initech", for: "brand")
        #expect(fixture.label.backgroundColor == pink)
        try fixture.manager.removeOverride(for: "brand.primary")
        try fixture.expectCurrent(equals: [
            "brand": "initech", "mode": "dark", "contrast": "standard", "density": "regular",
        ])
    }

    @Test("a scope pins some dimensions and follows its parent in the others")
    func scopes() throws {
        let fixture = try Fixture()
        let preview = fixture.manager.makeScope(named: "preview")
        let card = TestLabel()
        card.livery(preview).backgroundColor = "color.button.fill"
        card.livery(preview).textColor = "color.text"
        try preview.select("globex", for: "brand")
        #expect(preview.selection["brand"] == "globex")
        #expect(fixture.manager.selection["brand"] == "acme")

        try fixture.manager.select(["mode": "dark", "contrast": "high"])
        let expected = ["brand": "globex", "mode": "dark", "contrast": "high", "density": "regular"]
        #expect(preview.selection == expected)
        let reference = try SpaceFixture.reference(fixture.resolver, expected)
        #expect(card.backgroundColor == reference.color("color.button.fill"))
        #expect(card.textColor == reference.color("color.text"))

        try fixture.manager.select("initech", for: "brand")
        #expect(preview.selection["brand"] == "globex")
        #expect(fixture.manager.selection["brand"] == "initech")

        try preview.followParent()
        #expect(preview.selection == fixture.manager.selection)
        #expect(preview.currentIdentifier == fixture.manager.currentIdentifier)
    }

    @Test("a theme pack's new brand joins the dimension; the selection stays")
    func addedContext() throws {
        let fixture = try Fixture()
        try fixture.manager.select(["mode": "dark", "density": "compact"])
        let umbrella = try TokenLoader().load(
            text: ##"""
                { "brand": { "primary": { "$type": "color", "$value": "#7b1fa2" },
                  "radius": { "$type": "dimension", "$value": "{density.radius}" } } }
                """##,
            file: "umbrella.tokens.json")
        let space = try fixture.space.adding(context: "umbrella", documents: [umbrella], to: "brand")
        try fixture.manager.setThemeSpace(space, options: SpaceFixture.options)
        #expect(fixture.manager.selection["density"] == "compact")
        try fixture.manager.select("umbrella", for: "brand")
        #expect(fixture.label.backgroundColor == Color(hex: "7b1fa2"))
        #expect(fixture.manager.themeSpace?.dimension(named: "brand")?.contexts == SpaceFixture.brands + ["umbrella"])
    }

    @Test("per-theme values and @theme blocks named after a context apply in every permutation that has it")
    func contextNamedValues() throws {
        StyleFixtures.register()
        let fixture = try Fixture()
        let white = Color(hex: "ffffff")!
        fixture.label.livery(fixture.manager)[theme: "dark"].textColor = .value(white)
        let styled = StyledLabel()
        try fixture.manager.loadStylesheet(
            "StyledLabel { cornerRadius: 1; } @theme compact { StyledLabel { cornerRadius: 9; } }", file: "space.lss")
        styled.livery(fixture.manager).attachStyle()
        #expect(styled.cornerRadius == 1)
        try fixture.manager.select("dark", for: "mode")
        #expect(fixture.label.textColor == white)
        try fixture.manager.select(["brand": "initech", "density": "compact"])
        #expect(fixture.label.textColor == white)  // still dark
        #expect(styled.cornerRadius == 9)
        try fixture.manager.select("light", for: "mode")
        let reference = try SpaceFixture.reference(fixture.resolver, fixture.manager.selection)
        #expect(fixture.label.textColor == reference.color("color.text"))
        #expect(styled.cornerRadius == 9)
        try fixture.manager.select("regular", for: "density")
        #expect(styled.cornerRadius == 1)
    }

    @Test("the permutation a new space shows at once knows its contexts: per-context values and seed modes apply")
    func firstPermutationKnowsItsContexts() throws {
        let space = try ThemeSpace(resolver: SpaceFixture.resolver())
        let white = Color(hex: "ffffff")!
        let manager = ThemeManager(name: "space", store: InMemoryThemeStore())
        let label = TestLabel()
        // Bound before the space is set: the space's first permutation is the first theme the label sees.
        label.livery(manager)[theme: "light"].textColor = .value(white)
        var options = SpaceFixture.options
        options.cacheLimit = 1
        try manager.setThemeSpace(space, options: options)
        #expect(manager.selection["mode"] == "light")
        #expect(label.textColor == white)
        // Seed colors ask the permutation's mode context too: a space whose first permutation is dark gets
        // the dark scheme at once, as a switch to dark does.
        let seeds = SeedThemeOptions(roleMap: SchemeRoleMap([.surface: ["color.background"]]))
        let seed = Color(hex: "3366cc")!
        manager.seedThemeOptions = seeds
        try manager.setSeedColor(seed)
        try manager.select("dark", for: "mode")
        let darkFirst = ThemeManager(name: "dark first", store: InMemoryThemeStore())
        darkFirst.seedThemeOptions = seeds
        try darkFirst.add(TestThemes.set())  // a theme that defines the seed's token, so the seed can be set first
        try darkFirst.setSeedColor(seed)
        try darkFirst.setThemeSpace(ThemeSpace(resolver: SpaceFixture.resolver(defaultMode: "dark")), options: options)
        #expect(darkFirst.selection == manager.selection)
        #expect(darkFirst.observedColor("color.background") == manager.observedColor("color.background"))
    }

    @Test("registered themes stay through switches to them, a full permutation cache and a new version of the space")
    func registeredThemesStay() throws {
        let manager = ThemeManager(name: "both", store: InMemoryThemeStore())
        try manager.add(TestThemes.set())
        let registered = manager.themeIdentifiers
        #expect(registered.count >= 2)
        var options = SpaceFixture.options
        options.cacheLimit = 1
        let space = try ThemeSpace(resolver: SpaceFixture.resolver())
        try manager.setThemeSpace(space, options: options)
        for identifier in registered { try manager.switchTo(identifier) }
        // Two more permutations with a cache of one: permutations are evicted, never the registered themes.
        try manager.select("dark", for: "mode")
        try manager.select("light", for: "mode")
        #expect(Set(registered).isSubset(of: manager.themeIdentifiers))
        // A new version of the space, set while a registered theme is shown, replaces the permutations only.
        try manager.switchTo(registered[0])
        try manager.setThemeSpace(space, options: options)
        #expect(manager.themeIdentifiers.count == registered.count + 1)
        for identifier in registered {
            try manager.switchTo(identifier)
            #expect(manager.currentIdentifier == identifier)
        }
    }

    @Test("mode and contrast in one dimension: Increase Contrast selects its context, the mode's comes back after")
    func contrastInTheModeDimension() throws {
        let folder = try TemporaryFolder()
        let text = SpaceFixture.resolverText().replacingOccurrences(
            of: #""mode": { "contexts": {"#, with: #""mode": { "contexts": { "contrast": [], "#)
        _ = try folder.write("space.resolver.json", text)
        let space = try ThemeSpace(
            resolver: ResolverDocument.load(contentsOf: folder.url.appendingPathComponent("space.resolver.json")))
        let appearance = ManualAppearanceSource(.light)
        let manager = ThemeManager(name: "one", store: nil, appearanceSource: appearance)
        try manager.setThemeSpace(
            space,
            options: ThemeSpaceOptions(
                mode: .init(dimension: "mode", offContext: "light", onContext: "dark"),
                contrast: .init(dimension: "mode", offContext: "light", onContext: "contrast")))
        try manager.followSystemAppearance()
        appearance.appearance = .darkHighContrast
        #expect(manager.selection["mode"] == "contrast")
        appearance.appearance = .dark
        #expect(manager.selection["mode"] == "dark")
        appearance.appearance = .lightHighContrast
        #expect(manager.selection["mode"] == "contrast")
        appearance.appearance = .light
        #expect(manager.selection["mode"] == "light")
    }

    @Test("an app's own dimension added to a resolver's space; a file watch reloads the space, keeping the selection")
    func addedDimensionAndWatch() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("space.resolver.json", SpaceFixture.resolverText())
        _ = try folder.write("large.tokens.json", #"{ "text": { "size": { "$type": "number", "$value": 20 } } }"#)
        _ = try folder.write("small.tokens.json", #"{ "text": { "size": { "$type": "number", "$value": 12 } } }"#)
        func load() throws -> ThemeSpace {
            let loader = TokenLoader()
            return try ThemeSpace(
                resolver: ResolverDocument.load(contentsOf: folder.url.appendingPathComponent("space.resolver.json"))
            ).adding(
                dimension: .init(
                    name: "text",
                    contexts: try ["small", "large"].map { name in
                        (name, [try loader.load(contentsOf: folder.url.appendingPathComponent("\(name).tokens.json"))])
                    }))
        }
        let space = try load()
        #expect(space.dimensions.map(\.name) == ["brand", "mode", "contrast", "density", "text"])
        #expect(throws: ThemeSpaceError.self) {
            try space.adding(dimension: .init(name: "mode", contexts: [("x", [])]))
        }
        let manager = ThemeManager(name: "watched", store: nil)
        try manager.setThemeSpace(space)
        let label = TestLabel()
        label.livery(manager).fontSize = "text.size"
        try manager.select(["text": "large", "brand": "globex"])
        #expect(label.fontSize == 20)
        let watch = manager.watchFiles(
            [folder.url.appendingPathComponent("large.tokens.json")], loadSpace: load)
        #expect(watch.check() == nil)
        _ = try folder.write("large.tokens.json", #"{ "text": { "size": { "$type": "number", "$value": 24 } } }"#)
        let event = try #require(watch.check())
        #expect(event.error == nil)
        #expect(label.fontSize == 24)
        #expect(manager.selection["brand"] == "globex")
        _ = try folder.write("large.tokens.json", #"{ "text": { "size": { "$type": "number", "$value": "{nope}" } } }"#)
        #expect(try #require(watch.check()).error != nil)
        #expect(label.fontSize == 24)
    }
}
