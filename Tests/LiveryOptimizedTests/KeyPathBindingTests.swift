import Foundation
import Livery
import Testing

// This target is compiled with optimization (see Package.swift), because the key-path subscripts take another
// route there: the optimizer specializes their closures for each literal key path and sets the property directly,
// and the key path's identity (for the binding key and the site cache) comes out of a specialized closure too.
// The rest of the suite runs unoptimized, where the closures apply the key path at run time; these tests check
// that the optimized route binds, rebinds, unbinds and restores exactly as that one does.

/// Two themes in which every token differs.
@MainActor
private func manager() throws -> ThemeManager {
    let loader = TokenLoader()
    let themes = try [("light", "#111111", "#ffffff", 16), ("dark", "#eeeeee", "#000000", 18)].map {
        name, ink, paper, size in
        let text = """
            { "color": { "$type": "color", "ink": { "$value": "\(ink)" }, "paper": { "$value": "\(paper)" } },
              "size": { "body": { "$type": "number", "$value": \(size) } } }
            """
        return ThemeSource(name: name, documents: [try loader.load(text: text, file: "\(name).tokens.json")])
    }
    let manager = ThemeManager(name: "optimized", store: InMemoryThemeStore())
    try manager.add(ThemeSet(themes: themes, defaultTheme: "light"))
    return manager
}

private let lightInk = Color(hex: "111111")!
private let darkInk = Color(hex: "eeeeee")!
private let lightPaper = Color(hex: "ffffff")!
private let darkPaper = Color(hex: "000000")!

/// A caption: a class inside the card, reached by a key path of two components.
final class Caption {
    var color = Color(red: 0.5, green: 0.5, blue: 0.5)
}

/// An object whose properties no declaration covers: stored, computed, optional and nested.
final class Card: ThemeBindable {
    var paper = Color(red: 0.5, green: 0.5, blue: 0.5)
    var inkSets = 0
    var storedInk: Color?
    /// A computed property: binding must go through its setter.
    var ink: Color? {
        get { storedInk }
        set {
            storedInk = newValue
            inkSets += 1
        }
    }
    var size = 12.0
    let caption = Caption()
    var badge = Badge(Color(red: 0.5, green: 0.5, blue: 0.5))
}

/// A property type that does not convert from tokens itself.
final class Badge {
    let color: Color
    init(_ color: Color) { self.color = color }
}

@Suite("Key-path bindings in optimized code: specialized setters bind, rebind, unbind and restore")
@MainActor
struct OptimizedKeyPathBindingTests {
    @Test("Stored, computed and nested key paths apply at once and follow every switch")
    func bindAndSwitch() throws {
        let manager = try manager()
        let card = Card()
        card.livery(manager).paper = "color.paper"
        card.livery(manager).ink = "color.ink"
        card.livery(manager).size = "size.body"
        card.livery(manager).bind(\.caption.color, to: "color.ink", converting: { (color: Color) in color })
        #expect(card.paper == lightPaper)
        #expect(card.ink == lightInk)
        #expect(card.size == 16)
        #expect(card.caption.color == lightInk)
        #expect(card.inkSets == 1)

        try manager.switchTo("dark")
        #expect(card.paper == darkPaper)
        #expect(card.ink == darkInk)
        #expect(card.size == 18)
        #expect(card.caption.color == darkInk)
        #expect(card.inkSets == 2)
        #expect(card.livery(manager).paper == .token("color.paper"))
        #expect(manager.bindingCount == 4)
    }

    @Test("Rebinding by key path keeps one binding per property, however the key path was made")
    func rebinding() throws {
        let manager = try manager()
        let cards = (0..<10).map { _ in Card() }
        for round in 0..<100 {
            let card = cards[round % cards.count]
            card.livery(manager).paper = round.isMultiple(of: 2) ? "color.paper" : "color.ink"
        }
        #expect(manager.bindingCount == 10)
        // A key path made at run time is equal to the literal, not identical: it must still name the same binding.
        let identity: WritableKeyPath<Card, Card> = \Card.self
        let madeAtRunTime: ReferenceWritableKeyPath<Card, Color> = identity.appending(path: \Card.paper)
        cards[0].livery(manager)[dynamicMember: madeAtRunTime] = "color.ink"
        #expect(manager.bindingCount == 10)
        #expect(cards[0].paper == lightInk)
        try manager.switchTo("dark")
        #expect(cards[0].paper == darkInk)
        #expect(cards[1].paper == darkInk)
        #expect(cards[2].paper == darkPaper)
    }

    @Test("Unbinding by key path stops the updates and leaves the last value")
    func unbinding() throws {
        let manager = try manager()
        let card = Card()
        card.livery(manager).paper = "color.paper"
        card.livery(manager).ink = "color.ink"
        card.livery(manager).unbind(\.paper)
        #expect(manager.bindingCount == 1)
        try manager.switchTo("dark")
        #expect(card.paper == lightPaper)
        #expect(card.ink == darkInk)
        card.livery(manager).ink = nil
        #expect(manager.bindingCount == 0)
    }

    @Test("Per-theme values by key path; removing the last gives the property its own value back")
    func perThemeValues() throws {
        let manager = try manager()
        let card = Card()
        let original = card.paper
        let literal = Color(red: 0.25, green: 0.5, blue: 0.75)
        card.livery(manager)[theme: "dark"].paper = .value(literal)
        #expect(card.paper == original)
        try manager.switchTo("dark")
        #expect(card.paper == literal)
        #expect(card.livery(manager)[theme: "dark"].paper == .value(literal))
        card.livery(manager)[theme: "dark"].paper = nil
        #expect(card.paper == original)
        #expect(manager.bindingCount == 0)
    }

    @Test("A converted key-path binding makes the property's value from each theme's token")
    func converted() throws {
        let manager = try manager()
        let card = Card()
        card.livery(manager).bind(\.badge, to: "color.ink", converting: { (color: Color) in Badge(color) })
        #expect(card.badge.color == lightInk)
        try manager.switchTo("dark")
        #expect(card.badge.color == darkInk)
        #expect(card.livery(manager).boundValue(of: \.badge, as: Color.self) == .token("color.ink"))
        card.livery(manager).bind(\.badge, to: .value(lightPaper), converting: { (color: Color) in Badge(color) })
        #expect(card.badge.color == lightPaper)
        #expect(manager.bindingCount == 1)
    }
}
