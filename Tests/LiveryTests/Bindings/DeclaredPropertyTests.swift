import Testing

@testable import Livery

/// A view whose properties are declared in `ThemeProperties`, as the platform adapters declare UIKit's; it counts
/// every set, so tests see which path set what.
final class DeclaredView: ThemeBindable {
    var tintSets = 0
    var tint: Color = .black { didSet { tintSets += 1 } }
    var cornerRadius: Double = 0
    var title = ""
}

extension ThemeProperties where Object: DeclaredView {
    var tint: ThemeProperty<Object, Color> { ThemeProperty("tint", get: { $0.tint }, set: { $0.tint = $1 }) }
    var cornerRadius: ThemeProperty<Object, Double> {
        ThemeProperty("cornerRadius", get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 })
    }
    /// Declared without a getter: a per-theme value cannot give the original back.
    var title: ThemeProperty<Object, String> { ThemeProperty("title") { $0.title = $1 } }
}

/// A stylable view that declares its style properties through `ThemeProperties`.
final class DeclaredStyledView: Stylable {
    var tint: Color = .black

    static func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        properties.add(\ThemeProperties<DeclaredStyledView>.tint)
    }
}

extension ThemeProperties where Object: DeclaredStyledView {
    var tint: ThemeProperty<Object, Color> { ThemeProperty("tint", get: { $0.tint }, set: { $0.tint = $1 }) }
}

@Suite("Declared properties: ThemeProperties bind through closures, like key paths")
@MainActor
struct DeclaredPropertyTests {
    @Test("A declared property binds, follows switches, reads back and unbinds")
    func declaredBinding() throws {
        let manager = try TestThemes.manager()
        let view = DeclaredView()
        view.livery(manager).tint = "color.accent"
        view.livery(manager).cornerRadius = "size.body"
        #expect(view.tint == Color(hex: "0066cc"))
        #expect(view.cornerRadius == 16)
        try manager.switchTo("night")
        #expect(view.tint == Color(hex: "cc3300"))
        #expect(view.cornerRadius == 18)
        #expect(view.livery(manager).tint == .token("color.accent"))
        #expect(view.livery(manager).bindingCount == 2)

        view.livery(manager).unbind(\.tint)
        try manager.switchTo("light")
        #expect(view.tint == Color(hex: "cc3300"))
        #expect(view.cornerRadius == 16)
        #expect(view.livery(manager).bindingCount == 1)
        manager.checkInvariants()
    }

    @Test("Per-theme values and literals on a declared property; the getter gives the original back")
    func declaredPerTheme() throws {
        let manager = try TestThemes.manager()
        let view = DeclaredView()
        view.tint = Color(hex: "123456")!
        view.livery(manager)[theme: "night"].tint = .value(.white)
        view.livery(manager)[theme: "dark"].tint = "color.fixed"
        #expect(view.tint == Color(hex: "123456"))
        try manager.switchTo("night")
        #expect(view.tint == .white)
        try manager.switchTo("dark")
        #expect(view.tint == Color(hex: "808080"))
        try manager.switchTo("light")
        #expect(view.tint == Color(hex: "123456"))

        // No getter: themes without a value keep whatever the property holds.
        view.title = "before"
        view.livery(manager)[theme: "night"].title = "theme.name"
        try manager.switchTo("night")
        #expect(view.title == "night")
        try manager.switchTo("light")
        #expect(view.title == "night")
        manager.checkInvariants()
    }

    @Test("Rebinding a declared property replaces it: one binding, the last token")
    func declaredRebinding() throws {
        let manager = try TestThemes.manager()
        let views = (0..<50).map { _ in DeclaredView() }
        for round in 0..<200 {
            for view in views { view.livery(manager).tint = round.isMultiple(of: 2) ? "color.accent" : "color.fixed" }
        }
        #expect(manager.bindingCount == 50)
        #expect(views.allSatisfy { $0.tint == Color(hex: "808080") })
        // Every binding of the property went through one site: its setter was made once.
        #expect(manager.engine.registry.sites.filter { $0.apply != nil }.count == 1)
        manager.checkInvariants()
    }

    @Test("A style on a declared property and an inline binding of it are one binding")
    func declaredStyles() throws {
        StyleTypes.register(DeclaredStyledView.self)
        let manager = try TestThemes.manager()
        try manager.loadStylesheet("DeclaredStyledView { tint: {color.accent}; }", file: "declared.lss")
        let view = DeclaredStyledView()
        view.livery(manager).attachStyle()
        #expect(view.tint == Color(hex: "0066cc"))
        view.livery(manager).tint = "color.fixed"
        #expect(view.tint == Color(hex: "808080"))
        #expect(view.livery(manager).bindingCount == 1)
        view.livery(manager).unbind(\.tint)
        #expect(view.tint == Color(hex: "0066cc"))
        try manager.switchTo("night")
        #expect(view.tint == Color(hex: "cc3300"))
        manager.checkInvariants()
    }
}
