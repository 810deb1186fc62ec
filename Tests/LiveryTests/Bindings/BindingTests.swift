import Foundation
import Testing

@testable import Livery

@Suite("Bindings: key paths, per-theme values, states, closures, groups")
@MainActor
struct BindingTests {
    @Test("A key-path binding applies at once and follows every switch")
    func keyPathBinding() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        label.livery(manager).textColor = "color.text.primary"
        label.livery(manager).fontSize = "size.body"
        label.livery(manager).text = "theme.name"
        #expect(label.textColor == TestThemes.light)
        #expect(label.fontSize == 16)
        #expect(label.text == "light")

        try manager.switchTo("night")
        #expect(label.textColor == TestThemes.night)
        #expect(label.fontSize == 18)
        #expect(label.text == "night")
        #expect(label.livery(manager).textColor == .token("color.text.primary"))
        #expect(manager.bindingCount == 3)
    }

    @Test("Typed token references (generated accessors) bind and read like token paths")
    func tokenReferences() throws {
        let manager = try TestThemes.manager()
        let primary = TokenReference<Color>("color.text.primary")
        let label = TestLabel()
        label.livery(manager).textColor = .token(primary)
        label.livery(manager).fontSize = .token(TokenReference<TokenDimension>("size.body"))
        #expect(label.livery(manager).textColor == .token("color.text.primary"))
        #expect(label.textColor == TestThemes.light)
        #expect(label.fontSize == 16)
        #expect(manager.snapshot?[primary] == TestThemes.light)
        try manager.switchTo("night")
        #expect(label.textColor == TestThemes.night)
        #expect(label.fontSize == 18)
        #expect(manager.snapshot?[primary] == TestThemes.night)
        // A reference whose type does not match the token's reads nil instead of a wrong value.
        #expect(manager.snapshot?[TokenReference<Typography>("color.text.primary")] == nil)
        #expect(manager.snapshot?[TokenReference<Color>("color.none")] == nil)
    }

    @Test("Per-theme values mix tokens and literals; other themes use the every-theme binding")
    func perThemeValues() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        label.livery(manager).textColor = "color.text.primary"
        label.livery(manager)[theme: "night"].textColor = .value(.white)
        label.livery(manager)[theme: "dark"].textColor = "color.accent"
        #expect(label.textColor == TestThemes.light)
        try manager.switchTo("night")
        #expect(label.textColor == .white)
        try manager.switchTo("dark")
        #expect(label.textColor == Color(hex: "0066cc"))
        try manager.switchTo("light")
        #expect(label.textColor == TestThemes.light)
        #expect(label.livery(manager)[theme: "night"].textColor == .value(.white))
        #expect(label.livery(manager).bindingCount == 1)
    }

    @Test("With only per-theme values, other themes get the property's own value back")
    func perThemeOnlyRestoresOriginal() throws {
        let manager = try TestThemes.manager()
        let original = Color(hex: "123456")!
        let label = TestLabel()
        label.backgroundColor = original
        label.livery(manager)[theme: "night"].backgroundColor = "color.background"
        #expect(label.backgroundColor == original)
        try manager.switchTo("night")
        #expect(label.backgroundColor == Color(hex: "1a1a1a"))
        try manager.switchTo("dark")
        #expect(label.backgroundColor == original)
        #expect(label.livery(manager).backgroundColor == nil)

        try manager.switchTo("night")
        label.livery(manager)[theme: "night"].backgroundColor = nil
        #expect(label.backgroundColor == original)
        #expect(label.livery(manager).bindingCount == 0)
    }

    @Test("Per-state and composite-state values go through the control's state setter")
    func controlStates() throws {
        let manager = try TestThemes.manager()
        let button = TestButton()
        button.livery(manager)[.normal].titleColor = "color.text.primary"
        button.livery(manager)[.highlighted].titleColor = "color.accent"
        button.livery(manager)[[.selected, .highlighted]].titleColor = .value(.white)
        button.livery(manager)[theme: "night"][.disabled].titleColor = "color.fixed"
        #expect(button.titleColor(for: .normal) == TestThemes.light)
        #expect(button.titleColor(for: .highlighted) == Color(hex: "0066cc"))
        #expect(button.titleColor(for: [.selected, .highlighted]) == .white)
        #expect(button.titleColors[.disabled] == nil)

        try manager.switchTo("night")
        #expect(button.titleColor(for: .normal) == TestThemes.night)
        #expect(button.titleColor(for: .highlighted) == Color(hex: "cc3300"))
        #expect(button.titleColor(for: .disabled) == Color(hex: "808080"))
        #expect(button.livery(manager)[.highlighted].titleColor == .token("color.accent"))
        #expect(button.livery(manager).bindingCount == 4)
        #expect(ControlState([.selected, .highlighted]).description == "highlighted+selected")
    }

    @Test("A closure binding runs now and on every switch, and one call site keeps one closure")
    func closures() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        var runs: [ThemeIdentifier] = []
        func configure() {
            label.livery(manager).apply { label, theme in
                runs.append(theme.identifier)
                label.shadowOpacity = theme.identifier == "night" ? 0.5 : 0.1
            }
        }
        configure()
        configure()
        configure()
        #expect(label.livery(manager).bindingCount == 1)
        try manager.switchTo("night")
        #expect(label.shadowOpacity == 0.5)
        #expect(runs == ["light", "light", "light", "night"])

        label.livery(manager).apply(key: "status-bar") { _, _ in runs.append("status") }
        #expect(label.livery(manager).bindingCount == 2)
        label.livery(manager).unbindClosure(key: "status-bar")
        #expect(label.livery(manager).bindingCount == 1)
    }

    @Test("A group handler receives every live member after each switch")
    func groups() throws {
        let manager = try TestThemes.manager()
        var received: [(count: Int, theme: ThemeIdentifier)] = []
        manager.setGroupHandler("images") { objects, theme in received.append((objects.count, theme.identifier)) }
        let first = TestLabel()
        var second: TestLabel? = TestLabel()
        first.livery(manager).join("images")
        second!.livery(manager).join("images")
        first.livery(manager).join("images")
        try manager.switchTo("dark")
        second = nil
        try manager.switchTo("night")
        first.livery(manager).leave("images")
        try manager.switchTo("light")
        #expect(received.map(\.count) == [0, 2, 1, 0])
        #expect(received.map(\.theme) == ["light", "dark", "night", "light"])
        #expect(manager.objects(inGroup: "images").isEmpty)
    }

    @Test("A deallocated object: no crash, its bindings are gone, nothing keeps it alive")
    func deallocatedObject() throws {
        let manager = try TestThemes.manager()
        weak var weakLabel: TestLabel?
        do {
            let label = TestLabel()
            weakLabel = label
            label.livery(manager).textColor = "color.text.primary"
            label.livery(manager)[theme: "night"].fontSize = "size.body"
            label.livery(manager).apply { label, _ in label.text = "x" }
            #expect(manager.bindingCount == 3)
        }
        #expect(weakLabel == nil)
        try manager.switchTo("dark")
        #expect(manager.bindingCount == 0)
        #expect(manager.boundObjectCount == 0)
        manager.checkInvariants()
    }

    @Test("Deallocated objects that bind only tokens: the switch drops them and sets the live ones between them")
    func deallocatedTokenObjects() throws {
        // Objects with at most three single-token bindings are set from their walk records, the weakly held ones
        // after a strong reference is taken; the dead ones in between must go without being set.
        let manager = try TestThemes.manager()
        var labels: [TestLabel?] = (0..<6).map { _ in TestLabel() }
        weak var gone: TestLabel?
        for label in labels {
            label!.livery(manager).textColor = "color.text.primary"
            label!.livery(manager).backgroundColor = "color.background"
        }
        gone = labels[1]
        labels[1] = nil
        labels[4] = nil
        #expect(gone == nil)
        // The entries as the switch finds them (the counts below purge first, so they come after it).
        #expect(manager.engine.registry.entries.count == 6)
        // Without the Objective-C runtime every one of them is on the record path (its address tagged as weakly
        // held), which is what this test is about; with it, weakly held objects go through their entries.
        #if !canImport(ObjectiveC)
            #expect(
                manager.engine.registry.records.allSatisfy { record in
                    record.object.map(WalkRecord.isWeaklyHeld) == true
                })
        #endif
        try manager.switchTo("dark")
        #expect(manager.engine.registry.entries.count == 4)
        #expect(manager.boundObjectCount == 4)
        #expect(manager.bindingCount == 8)
        for label in labels.compactMap({ $0 }) {
            #expect(label.textColor == TestThemes.dark && label.backgroundColor == Color(hex: "000000"))
        }
        manager.checkInvariants()
    }

    @Test("A weakly held object: no strong reference kept, its memory's unowned reference given back with its entry")
    func weaklyHeldReferences() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        let (strong, unowned) = (_getRetainCount(label), _getUnownedRetainCount(label))
        label.livery(manager).textColor = "color.text.primary"
        label.livery(manager).backgroundColor = "color.background"
        try manager.switchTo("dark")
        #expect(label.textColor == TestThemes.dark && label.backgroundColor == Color(hex: "000000"))
        #expect(_getRetainCount(label) == strong)
        // Without the Objective-C runtime the entry holds the object by an unowned reference (ObjectBindings),
        // with it by a weak reference, which leaves the unowned count alone.
        #if canImport(ObjectiveC)
            #expect(_getUnownedRetainCount(label) == unowned)
        #else
            #expect(_getUnownedRetainCount(label) == unowned + 1)
        #endif
        label.livery(manager).textColor = nil
        label.livery(manager).backgroundColor = nil
        try manager.switchTo("night")
        #expect(manager.boundObjectCount == 0)
        #expect(_getRetainCount(label) == strong && _getUnownedRetainCount(label) == unowned)
        manager.checkInvariants()
    }

    @Test("A weakly held object whose setter lets it go gets the rest of its sets, then goes")
    func weaklyHeldReleasedBySetter() throws {
        /// Sets `onTextColor` going when its text color is set; records its colors as it is destroyed.
        final class Releasing: ThemeBindable {
            var textColor: Color? { didSet { onTextColor?() } }
            var backgroundColor: Color?
            var onTextColor: (() -> Void)?
            let record: (Color?, Color?) -> Void
            init(record: @escaping (Color?, Color?) -> Void) { self.record = record }
            deinit { record(textColor, backgroundColor) }
        }
        let manager = try TestThemes.manager()
        var recorded: [(Color?, Color?)] = []
        var holder: Releasing? = Releasing { recorded.append(($0, $1)) }
        holder!.livery(manager).textColor = "color.text.primary"
        holder!.livery(manager).backgroundColor = "color.background"
        holder!.onTextColor = { holder = nil }
        try manager.switchTo("dark")
        #expect(holder == nil)
        // Destroyed once, after both of the switch's sets.
        #expect(recorded.count == 1)
        #expect(recorded.first?.0 == TestThemes.dark && recorded.first?.1 == Color(hex: "000000"))
        try manager.switchTo("night")
        #expect(manager.boundObjectCount == 0)
        manager.checkInvariants()
    }

    @Test("10,000 rebinds of one property leave exactly one binding")
    func rebinding() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        for index in 0..<10_000 {
            label.livery(manager).textColor = index.isMultiple(of: 2) ? "color.text.primary" : "color.accent"
        }
        #expect(label.livery(manager).bindingCount == 1)
        #expect(manager.bindingCount == 1)
        #expect(label.textColor == Color(hex: "0066cc"))
        manager.checkInvariants()
    }

    @Test("Reused cells: rebinding many objects keeps one binding per property")
    func reusedCells() throws {
        let manager = try TestThemes.manager()
        let cells = (0..<20).map { _ in TestLabel() }
        for row in 0..<1_000 {
            let cell = cells[row % cells.count]
            cell.livery(manager).textColor = row.isMultiple(of: 3) ? "color.accent" : "color.text.primary"
            cell.livery(manager).backgroundColor = "color.background"
            cell.livery(manager).apply { cell, theme in cell.text = "\(row) \(theme.identifier)" }
        }
        #expect(manager.bindingCount == 60)
        #expect(manager.boundObjectCount == 20)
    }

    @Test("Unbinding per property and per object")
    func unbinding() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        label.livery(manager).textColor = "color.text.primary"
        label.livery(manager).backgroundColor = "color.background"
        label.livery(manager).unbind(\.textColor)
        #expect(label.livery(manager).bindingCount == 1)
        try manager.switchTo("dark")
        #expect(label.textColor == TestThemes.light)
        #expect(label.backgroundColor == Color(hex: "000000"))

        label.livery(manager).backgroundColor = nil
        #expect(manager.bindingCount == 0)
        label.livery(manager).textColor = "color.text.primary"
        label.livery(manager).unbindAll()
        try manager.switchTo("night")
        #expect(label.textColor == TestThemes.dark)
        #expect(manager.boundObjectCount == 0)
    }

    @Test("A switch re-applies only the bindings whose token changed")
    func onlyChangedTokensReapply() throws {
        let manager = try TestThemes.manager()
        let changing = TestLabel()
        let fixed = TestLabel()
        changing.livery(manager).textColor = "color.text.primary"
        fixed.livery(manager).textColor = "color.fixed"
        #expect(changing.textColorSets == 1)
        #expect(fixed.textColorSets == 1)
        try manager.switchTo("dark")
        try manager.switchTo("night")
        #expect(changing.textColorSets == 3)
        #expect(fixed.textColorSets == 1)
        #expect(fixed.textColor == Color(hex: "808080"))
    }

    @Test("Each token converts once per theme, however many bindings read it")
    func oneConversionPerTokenPerTheme() throws {
        let manager = try TestThemes.manager()
        let before = CountedColor.conversions.elements.count
        let swatches = (0..<500).map { _ in TestSwatch() }
        for (index, swatch) in swatches.enumerated() {
            swatch.livery(manager).fill = index.isMultiple(of: 2) ? "color.text.primary" : "color.background"
        }
        #expect(CountedColor.conversions.elements.count - before == 2)
        try manager.switchTo("night")
        #expect(CountedColor.conversions.elements.count - before == 4)
        #expect(swatches[0].fill?.color == TestThemes.night)
        #expect(swatches[1].fill?.color == Color(hex: "1a1a1a"))
    }

    @Test("Wrong types and missing tokens are reported once per theme and leave the property alone")
    func conversionIssues() throws {
        let manager = try TestThemes.manager()
        let labels = (0..<5).map { _ in TestLabel() }
        for label in labels {
            label.livery(manager).fontSize = "color.accent"
            label.livery(manager).text = "no.such.token"
        }
        #expect(labels.allSatisfy { $0.fontSize == 12 && $0.text.isEmpty })
        let kinds = manager.recentIssues.map(\.kind)
        #expect(kinds.filter { $0 == .conversionFailed }.count == 1)
        #expect(kinds.filter { $0 == .tokenMissing }.count == 1)
        #expect(manager.recentIssues.first?.message.contains("does not convert to Double") == true)
    }

    @Test("A missing key answers through the fallback chain, and the fallback is reported")
    func fallbackChain() throws {
        let manager = ThemeManager(name: "legacy", store: nil)
        let document = try TokenLoader().load(
            contentsOf: TestThemes.examplesURL("LegacyPack/colors.json"))
        let set = ThemeSet(
            themes: [ThemeSource(name: "day", documents: [document])],
            fallbackPolicy: FallbackPolicy(reserveKeys: ["color.Brand": "color.Black_A"]))
        try manager.add(set)
        let label = TestLabel()
        label.livery(manager).textColor = "color.Brand"
        #expect(label.textColor == manager.snapshot?.color("color.Black_A"))
        label.livery(manager).backgroundColor = "color.ff5073"
        #expect(label.backgroundColor == Color(hex: "ff5073"))
        #expect(manager.recentIssues.map(\.kind) == [.fallbackUsed, .fallbackUsed])
    }

    @Test("Conversions: numbers, dimensions, durations, strings and optionals")
    func conversions() {
        #expect(Double(themeValue: .dimension(TokenDimension(1.5, .rem))) == 24)
        #expect(Double(themeValue: .dimension(TokenDimension(50, .percent))) == nil)
        #expect(Double(themeValue: .duration(TokenDuration(250, .ms))) == 0.25)
        #expect(Int(themeValue: .fontWeight(700)) == 700)
        #expect(Int(themeValue: .number(1.5)) == nil)
        #expect(String(themeValue: .fontFamily(["Inter", "Helvetica"])) == "Inter")
        #expect(Color?(themeValue: .color(.white)) == .some(.white))
        #expect(Color?(themeValue: .number(1)) == nil)
        #expect(CGFloat(themeValue: .number(2)) == 2)
    }

    @Test("Binding through the shared center's default manager with object.livery")
    func sharedDefaultManager() throws {
        let manager = ThemeCenter.shared.defaultManager
        #expect(manager.name == "default")
        let label = TestLabel()
        label.livery.textColor = .value(.white)
        #expect(label.textColor == nil)
        #expect(label.livery.textColor == .value(.white))
        label.livery.unbindAll()
    }
}
