import Livery
import LiveryCore

/// The base of the demo's widgets: a plain Swift object standing in for a view. It has a frame, children, a
/// weak parent (its superview, and its parent in the style tree) and a background color, which the stylesheet
/// sets: nothing in the demo assigns a color in code.
///
/// Subclasses declare their style properties in constrained extensions, as `Stylable` describes.
package class Widget: Stylable {
    /// The background; `nil` shows the parent's.
    package var backgroundColor: Color?
    /// The corner radius, in points, as a view's layer has; a card rounds its box's corners when it is not 0.
    package var cornerRadius = 0.0
    /// Where the widget is, in cells.
    package var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The parent: a superview, weak as UIKit's is.
    package private(set) weak var parent: Widget?
    /// The children, drawn in order after the widget itself.
    package private(set) var children: [Widget] = []

    /// The parent in the style tree.
    package var styleParent: (any Stylable)? { parent }

    /// Creates a widget, added to `parent` when given.
    package init(parent: Widget? = nil) {
        parent?.add(self)
    }

    /// Adds a child, moving it from its old parent.
    package func add(_ child: Widget) {
        child.parent?.children.removeAll { $0 === child }
        child.parent = self
        children.append(child)
    }

    /// The widget and everything under it, depth first.
    package var subtree: [Widget] { [self] + children.flatMap(\.subtree) }

    /// Draws the widget, then its children.
    func draw(in canvas: inout Canvas) {
        drawContent(in: &canvas)
        for child in children { child.draw(in: &canvas) }
    }

    /// Draws the widget itself: its background.
    func drawContent(in canvas: inout Canvas) {
        if let backgroundColor { canvas.fill(frame, with: backgroundColor) }
    }

    /// The style properties: `backgroundColor` and `cornerRadius`.
    package class func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        Self.declareWidgetProperties(properties)
    }
}

extension Stylable where Self: Widget {
    static func declareWidgetProperties(_ properties: StylePropertyDeclarations) {
        properties.add("backgroundColor", \Self.backgroundColor)
        properties.add("cornerRadius", \Self.cornerRadius)
    }
}

/// The root of a screen: fills the terminal with its background.
package final class Screen: Widget {}

/// A value per control state, as UIKit's `setTitleColor(_:for:)` keeps them: the value of the exact state,
/// else the normal one.
package struct StateValues<Value: Sendable>: Sendable {
    private var values: [ControlState: Value] = [:]

    package init() {}

    /// The value for a state: its own, else the normal state's.
    package subscript(state: ControlState) -> Value? {
        get { values[state] ?? values[.normal] }
        set { values[state] = newValue }
    }

    /// The state's own value, without falling back to the normal one: what a theme that sets nothing for the
    /// state puts back.
    package subscript(own state: ControlState) -> Value? {
        values[state]
    }
}
