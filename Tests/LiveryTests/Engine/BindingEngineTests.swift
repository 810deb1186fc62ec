import Testing

@testable import Livery

@Suite("The binding engine: slots, sites, caches, and bindings made during a switch")
@MainActor
struct BindingEngineTests {
    @Test("Slots and walk records keep their sizes: typed IDs cost nothing over the Int32s they wrap")
    func layouts() {
        #expect(MemoryLayout<BindingSlot>.size == 16)
        #expect(MemoryLayout<WalkRecord>.size == 32 && MemoryLayout<WalkRecord>.stride == 32)
        #expect(MemoryLayout<SiteID>.size == MemoryLayout<Int32>.size)
    }

    @Test("Objects with more bindings than fit in the entry keep every binding in order")
    func manySlots() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        let button = TestButton()
        label.livery(manager).textColor = "color.text.primary"
        label.livery(manager).backgroundColor = "color.background"
        label.livery(manager).fontSize = "size.body"
        label.livery(manager).text = "theme.name"
        label.livery(manager).apply(key: "shadow") { label, theme in
            label.shadowOpacity = theme.identifier == "night" ? 1 : 0
        }
        for state: ControlState in [.normal, .highlighted, .selected, .disabled, .focused, [.selected, .highlighted]] {
            button.livery(manager)[state].titleColor = "color.accent"
        }
        #expect(label.livery(manager).bindingCount == 5)
        #expect(button.livery(manager).bindingCount == 6)
        try manager.switchTo("night")
        #expect(label.textColor == TestThemes.night)
        #expect(label.backgroundColor == Color(hex: "1a1a1a"))
        #expect(label.fontSize == 18)
        #expect(label.text == "night")
        #expect(label.shadowOpacity == 1)
        #expect(button.titleColors.values.allSatisfy { $0 == Color(hex: "cc3300") })
        #expect(button.titleColors.count == 6)

        // Removing from the middle keeps the others, in both the entry and the overflow.
        label.livery(manager).backgroundColor = nil
        button.livery(manager)[.highlighted].titleColor = nil
        try manager.switchTo("dark")
        #expect(label.textColor == TestThemes.dark)
        #expect(label.backgroundColor == Color(hex: "1a1a1a"))
        #expect(label.text == "dark")
        #expect(button.titleColors[.highlighted] == Color(hex: "cc3300"))
        #expect(button.titleColors[.focused] == Color(hex: "0066cc"))
        #expect(manager.bindingCount == 9)
        manager.checkInvariants()
    }

    @Test("A closure may bind during a switch: its own object, other objects, tokens never seen before")
    func bindingDuringASwitch() throws {
        let manager = try TestThemes.manager()
        let owner = TestLabel()
        let others = (0..<40).map { _ in TestLabel() }
        var round = 0
        // The manager keeps the closure, so the closure must not keep the manager (a cycle LeakSanitizer reports).
        owner.livery(manager).apply(key: "rebinder") { [unowned manager] owner, theme in
            round += 1
            // More bindings on its own object than fit in the entry, and on other objects.
            owner.livery(manager).textColor = round.isMultiple(of: 2) ? "color.accent" : "color.text.primary"
            owner.livery(manager).backgroundColor = "color.background"
            owner.livery(manager).fontSize = "size.body"
            owner.livery(manager).text = "theme.name"
            for other in others {
                other.livery(manager).backgroundColor = .token("color.\(String(round, radix: 16))00000")
            }
        }
        #expect(owner.text == "light")
        try manager.switchTo("night")
        #expect(owner.text == "night")
        #expect(owner.textColor == Color(hex: "cc3300"))
        // A hex key first seen during the switch was applied through the fallback chain at once.
        #expect(others.allSatisfy { $0.backgroundColor == Color(hex: "200000") })
        try manager.switchTo("dark")
        #expect(owner.text == "dark")
        #expect(others.allSatisfy { $0.backgroundColor == Color(hex: "300000") })
        #expect(manager.bindingCount == 5 + others.count)
        manager.checkInvariants()
    }

    @Test("A token first used during a switch is converted ahead on the next switches")
    func tokenUsedDuringASwitch() throws {
        let manager = try TestThemes.manager()
        let trigger = TestLabel()
        let late = TestLabel()
        var bound = false
        trigger.livery(manager).apply(key: "late") { [unowned manager] _, _ in
            guard !bound else { return }
            bound = true
            late.livery(manager).textColor = "color.button.background"
        }
        #expect(late.textColor == Color(hex: "0066cc"))
        try manager.switchTo("night")
        #expect(late.textColor == Color(hex: "cc3300"))
        try manager.switchTo("dark")
        #expect(late.textColor == Color(hex: "0066cc"))
        manager.checkInvariants()
    }

    @Test("A switch that changes none of an object's tokens leaves it alone; dead objects go at the next purge")
    func untouchedObjects() throws {
        let manager = try TestThemes.manager()
        let fixed = (0..<100).map { _ in TestLabel() }
        for label in fixed { label.livery(manager).textColor = "color.fixed" }
        #expect(fixed.allSatisfy { $0.textColorSets == 1 })
        do {
            let temporary = (0..<100).map { _ in TestLabel() }
            for label in temporary { label.livery(manager).textColor = "color.fixed" }
        }
        try manager.switchTo("night")
        #expect(fixed.allSatisfy { $0.textColorSets == 1 })
        // The dead objects' entries were not touched by the switch; counting purges them.
        #expect(manager.engine.registry.entries.count == 200)
        #expect(manager.boundObjectCount == 100)
        #expect(manager.engine.registry.entries.count == 100)
        manager.checkInvariants()
    }

    @Test("Binding purges dead entries once the list has doubled, so they cannot pile up")
    func purgeOnGrowth() throws {
        let manager = try TestThemes.manager()
        for _ in 0..<5 {
            let batch = (0..<1_000).map { _ in TestLabel() }
            for label in batch { label.livery(manager).textColor = "color.fixed" }
        }
        #expect(manager.engine.registry.entries.count <= 2_048)
        #expect(manager.boundObjectCount == 0)
    }

    @Test("Many token paths and properties: binding's caches never hand out another path's ID or another site")
    func bindingCaches() throws {
        let manager = try TestThemes.manager()
        // More paths than the recent-path cache has slots, so slots are shared and replaced.
        let hexes = (0..<600).map { String(format: "%06x", ($0 &* 2_654_435_761) & 0xFF_FFFF) }
        let labels = hexes.map { _ in TestLabel() }
        for (label, hex) in zip(labels, hexes) {
            label.livery(manager).textColor = .token("color.\(hex)")
            label.livery(manager).backgroundColor = .token("color.\(hex)")
        }
        for (label, hex) in zip(labels, hexes).reversed() {
            label.livery(manager).textColor = .token("color.\(hex)")
            label.livery(manager).fontSize = "size.body"
        }
        for (label, hex) in zip(labels, hexes) {
            #expect(label.textColor == Color(hex: hex))
            #expect(label.backgroundColor == Color(hex: hex))
            #expect(label.fontSize == 16)
            #expect(label.livery(manager).textColor == .token("color.\(hex)"))
        }
        #expect(manager.bindingCount == 3 * labels.count)
        manager.checkInvariants()
    }
}
