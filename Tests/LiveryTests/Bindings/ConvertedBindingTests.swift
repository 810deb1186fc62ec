import Testing

@testable import Livery

/// A property type that does not convert from tokens itself, as `UIColor` and `CGColor` do not.
final class Ink {
    let color: Color
    init(_ color: Color) { self.color = color }
}

/// A bound object with such a property.
final class Badge: ThemeBindable {
    var ink: Ink?
}

@Suite("Binding properties whose type does not convert from tokens, through a value type that does")
@MainActor
struct ConvertedBindingTests {
    @Test("Every badge gets the token's value; the token converts once per theme, not once per badge")
    func convertsOncePerTheme() throws {
        let manager = try TestThemes.manager()
        let badges = (0..<100).map { _ in Badge() }
        // The suite runs on the main actor without suspending, so no other test converts meanwhile.
        let before = CountedColor.conversions.elements.count
        for badge in badges {
            badge.livery(manager).bind(
                \.ink, to: "color.text.primary",
                converting: { (value: CountedColor) in
                    Ink(value.color)
                })
        }
        #expect(badges.allSatisfy { $0.ink?.color == TestThemes.light })
        // `ink` is a stored property of a final class: its site learned the offset, and the switches below set the
        // converted value there (a reference, so the old one is released: the sanitizer run checks it).
        let offsets = manager.engine.registry.keyPathStores.values.map(\.offset)
        #expect(offsets.count == 1 && offsets[0] > 0)
        try manager.switchTo("dark")
        #expect(badges.allSatisfy { $0.ink?.color == TestThemes.dark })
        try manager.switchTo("night")
        #expect(badges.allSatisfy { $0.ink?.color == TestThemes.night })
        let converted = CountedColor.conversions.elements.dropFirst(before)
        #expect(
            Array(converted) == [TestThemes.light, TestThemes.dark, TestThemes.night],
            "one conversion per theme for 100 badges")
        #expect(manager.bindingCount == 100)
        manager.checkInvariants()
    }

    @Test("Binding a property again as another value type replaces the binding; each type has its own cache")
    func rebindAsAnotherType() throws {
        let manager = try TestThemes.manager()
        let badge = Badge()
        let bindings = badge.livery(manager)
        bindings.bind(\.ink, to: "color.text.primary", converting: { (color: Color) in Ink(color) })
        #expect(bindings.boundValue(of: \.ink, as: Color.self) == .token("color.text.primary"))
        bindings.bind(\.ink, to: "color.accent", converting: { (value: CountedColor) in Ink(value.color) })
        #expect(bindings.bindingCount == 1, "one property, one binding")
        #expect(bindings.boundValue(of: \.ink, as: CountedColor.self) == .token("color.accent"))
        #expect(bindings.boundValue(of: \.ink, as: Color.self) == nil, "no longer bound as Color")
        try manager.switchTo("dark")
        #expect(badge.ink?.color == manager.snapshot?.color("color.accent"))
        manager.checkInvariants()
    }

    @Test("Literals and per-theme values convert too; nil unbinds and the property keeps its value")
    func literalsPerThemeAndUnbinding() throws {
        let manager = try TestThemes.manager()
        let badge = Badge()
        let white = Color(red: 1, green: 1, blue: 1)
        badge.livery(manager).bind(\.ink, to: "color.text.primary", converting: { (color: Color) in Ink(color) })
        badge.livery(manager)[theme: "dark"].bind(
            \.ink, to: .value(white), converting: { (color: Color) in Ink(color) })
        try manager.switchTo("dark")
        #expect(badge.ink?.color == white)
        try manager.switchTo("night")
        #expect(badge.ink?.color == TestThemes.night)
        badge.livery(manager).bind(\.ink, to: nil as ThemeBindingValue<Color>?, converting: { Ink($0) })
        badge.livery(manager)[theme: "dark"].bind(\.ink, to: nil as ThemeBindingValue<Color>?, converting: { Ink($0) })
        #expect(badge.livery(manager).bindingCount == 0)
        try manager.switchTo("light")
        #expect(badge.ink?.color == TestThemes.night, "an unbound property keeps its value")
        manager.checkInvariants()
    }
}
