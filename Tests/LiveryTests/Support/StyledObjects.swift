@testable import Livery

/// A stand-in for a view: a parent for descendant and child selectors, two style properties, and a count of
/// background sets so tests see what was re-applied.
class StyledView: Stylable {
    static let originalBackground = Color(hex: "123456")!
    var backgroundSets = 0
    var backgroundColor: Color = StyledView.originalBackground { didSet { backgroundSets += 1 } }
    /// `final`, as `StyledLabel`'s properties: a key path names a final stored property by its storage, so their
    /// bindings are set at their offset (`KeyPathStore`), while `backgroundColor`'s go through its observer.
    final var cornerRadius: Double = 0
    /// Set only by a closure that names its token (`apply(key:reading:)`), as Objective-C key-path bindings are.
    var tint: Color?
    /// Declared without a getter, as a layer property that cannot be read back would be, with the platform's
    /// documented default as its way back (``ThemeProperty/init(_:default:set:)``); views start with it.
    var borderColor: Color = StyledView.platformBorder
    static let platformBorder = Color(hex: "000000")!
    /// Weak, as a superview is: the parent holds its children.
    private(set) weak var parent: StyledView?
    private(set) var children: [StyledView] = []

    var styleParent: (any Stylable)? { parent }

    init(parent: StyledView? = nil) {
        parent?.add(self)
    }

    /// Moves `child` here from its old parent.
    func add(_ child: StyledView) {
        child.parent?.children.removeAll { $0 === child }
        child.parent = self
        children.append(child)
    }

    class func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        Self.declareViewProperties(properties)
    }
}

extension Stylable where Self: StyledView {
    static func declareViewProperties(_ properties: StylePropertyDeclarations) {
        properties.add("backgroundColor", \Self.backgroundColor)
        properties.add("cornerRadius", \Self.cornerRadius)
        properties.add(\ThemeProperties<Self>.borderColor)
    }
}

extension ThemeProperties where Object: StyledView {
    /// Setter-only: what a theme that sets nothing gets back is the documented default.
    var borderColor: ThemeProperty<Object, Color> {
        ThemeProperty("borderColor", default: StyledView.platformBorder) { $0.borderColor = $1 }
    }
}

/// A label: adds text properties to the view's.
class StyledLabel: StyledView {
    final var textColor: Color = .black
    final var fontSize: Double = 12

    override class func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        super.declareStyleProperties(properties)
        Self.declareLabelProperties(properties)
    }
}

extension Stylable where Self: StyledLabel {
    static func declareLabelProperties(_ properties: StylePropertyDeclarations) {
        properties.add("textColor", \Self.textColor)
        properties.add("fontSize", \Self.fontSize)
    }
}

/// A button: a title color per control state, set through a method as UIKit does and read back per state; a
/// border color per state that cannot be read back; and a shadow color per state that cannot be read back either
/// but declares its default (none), as UIKit's background color drawn into an image does.
class StyledButton: StyledView, StateBindable {
    var titleColors: [ControlState: Color] = [:]
    var borderColors: [ControlState: Color] = [:]
    var shadowColors: [ControlState: Color] = [:]

    override class func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        super.declareStyleProperties(properties)
        properties.add(stateful: \StatefulProperties<StyledButton>.titleColor)
        properties.add(stateful: \StatefulProperties<StyledButton>.borderColor)
        properties.add(stateful: \StatefulProperties<StyledButton>.shadowColor)
    }
}

/// A subclass that declares nothing of its own.
final class LinkButton: StyledButton {}

/// A stylable type that no stylesheet may name until registered.
final class StyledCard: StyledView {}

extension StatefulProperties where Object: StyledButton {
    var titleColor: StatefulProperty<Object, Color?> {
        StatefulProperty("titleColor", get: { button, state in button.titleColors[state] }) { button, color, state in
            button.titleColors[state] = color
        }
    }
    /// No getter: Livery cannot put back what a state had before a theme set it.
    var borderColor: StatefulProperty<Object, Color> {
        StatefulProperty("borderColor") { button, color, state in button.borderColors[state] = color }
    }
    /// No getter, but a default: a state no theme sets has no shadow color.
    var shadowColor: StatefulProperty<Object, Color?> {
        StatefulProperty("shadowColor", default: nil) { button, color, state in button.shadowColors[state] = color }
    }
}

@MainActor
enum StyleFixtures {
    /// Registers the test types with the stylesheet checker.
    static func register() {
        StyleTypes.register(StyledView.self, StyledLabel.self, StyledButton.self, LinkButton.self, StyledCard.self)
    }

    /// A manager with the light, dark and night test themes, the types registered, and a stylesheet.
    static func manager(_ stylesheet: String? = nil) throws -> ThemeManager {
        register()
        let manager = try TestThemes.manager()
        if let stylesheet { try manager.loadStylesheet(stylesheet, file: "test.lss") }
        return manager
    }

    static let accent = Color(hex: "0066cc")!
    static let nightAccent = Color(hex: "cc3300")!
    static let white = Color(hex: "ffffff")!
}
