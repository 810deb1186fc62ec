import Livery
import LiveryCore

/// A button: a title, a color and background per control state (normal, highlighted, disabled, focused),
/// and a border per state drawn as brackets around the title.
package final class Button: Widget, StateBindable {
    package var title: String
    /// Whether the button takes input; a disabled button shows its disabled values.
    package var isEnabled = true
    /// Whether the button is being pressed.
    package var isHighlighted = false
    /// Whether the button has the keyboard focus.
    package var isFocused = false
    /// Title colors by state.
    package var titleColors = StateValues<Color>()
    /// Backgrounds by state.
    package var backgroundColors = StateValues<Color>()
    /// Borders by state.
    package var borders = StateValues<Border>()

    package init(_ title: String, parent: Widget? = nil) {
        self.title = title
        super.init(parent: parent)
    }

    /// The button's current state, as UIKit combines it.
    package var state: ControlState {
        var state: ControlState = []
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isFocused && isEnabled && !isHighlighted { state.insert(.focused) }
        return state
    }

    /// The width the button needs: its title with a space and a bracket on each side.
    var preferredWidth: Int { title.count + 4 }

    override func drawContent(in canvas: inout Canvas) {
        let state = state
        if let background = backgroundColors[state] { canvas.fill(frame, with: background) }
        if let color = titleColors[state] {
            canvas.text(title, x: frame.x + 2, y: frame.y, color: color, bold: state.contains(.focused))
        }
        if let border = borders[state] {
            canvas.text("[", x: frame.x, y: frame.y, color: border.color)
            canvas.text("]", x: frame.maxX - 1, y: frame.y, color: border.color)
        }
    }

    /// The style properties: per state `titleColor`, `backgroundColor` and `border`.
    package override class func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        super.declareStyleProperties(properties)
        properties.add(stateful: \StatefulProperties<Button>.titleColor)
        properties.add(stateful: \StatefulProperties<Button>.backgroundColor)
        properties.add(stateful: \StatefulProperties<Button>.border)
    }
}

extension StatefulProperties where Object: Button {
    // Each with a getter of the state's own value, so a theme whose stylesheet sets nothing for a state gives
    // it back (a high-contrast `@theme` border does not stay in the other themes).

    /// The title color for a state.
    package var titleColor: StatefulProperty<Object, Color?> {
        StatefulProperty("titleColor", get: { $0.titleColors[own: $1] }) { $0.titleColors[$2] = $1 }
    }
    /// The background for a state.
    package var backgroundColor: StatefulProperty<Object, Color?> {
        StatefulProperty("backgroundColor", get: { $0.backgroundColors[own: $1] }) { $0.backgroundColors[$2] = $1 }
    }
    /// The border for a state; `nil` for none.
    package var border: StatefulProperty<Object, Border?> {
        StatefulProperty("border", get: { $0.borders[own: $1] }) { $0.borders[$2] = $1 }
    }
}

/// A row of a list: a background per state (selected or not), with labels as children.
package final class ListRow: Widget, StateBindable {
    /// Whether the row is the selected one.
    package var isSelected = false
    /// Backgrounds by state.
    package var backgroundColors = StateValues<Color>()

    override func drawContent(in canvas: inout Canvas) {
        if let background = backgroundColors[isSelected ? .selected : .normal] {
            canvas.fill(frame, with: background)
        }
    }

    /// The style properties: per state `backgroundColor`.
    package override class func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        super.declareStyleProperties(properties)
        properties.add(stateful: \StatefulProperties<ListRow>.backgroundColor)
    }
}

extension StatefulProperties where Object: ListRow {
    /// The background for a state.
    package var backgroundColor: StatefulProperty<Object, Color?> {
        StatefulProperty("backgroundColor", get: { $0.backgroundColors[own: $1] }) { $0.backgroundColors[$2] = $1 }
    }
}

/// An on/off switch drawn as a track and a knob: the tint when on, the track color when off.
package final class Toggle: Widget {
    /// Whether the toggle is on.
    package var isOn = false
    /// The color when on.
    package var tintColor: Color?
    /// The color when off.
    package var trackColor: Color?

    override func drawContent(in canvas: inout Canvas) {
        super.drawContent(in: &canvas)
        guard let color = isOn ? tintColor : trackColor else { return }
        canvas.text(isOn ? "━━●" : "●━━", x: frame.x, y: frame.y, color: color, bold: true)
    }

    /// The style properties: the widget's, `tintColor` and `trackColor`.
    package override class func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        super.declareStyleProperties(properties)
        Self.declareToggleProperties(properties)
    }
}

extension Stylable where Self: Toggle {
    static func declareToggleProperties(_ properties: StylePropertyDeclarations) {
        properties.add("tintColor", \Self.tintColor)
        properties.add("trackColor", \Self.trackColor)
    }
}

/// A card: a background, a border (rounded when the corner radius is not zero) and a shadow drawn as a darker
/// band below and to the right, as a terminal can show one.
package final class Card: Widget {
    package var border: Border?
    /// The shadow: its color's alpha says how dark the band is.
    package var shadow: Shadow?

    override func drawContent(in canvas: inout Canvas) {
        if let shadow {
            let band = shadow.color
            canvas.fill(Rect(x: frame.maxX, y: frame.y + 1, width: 1, height: frame.height), with: band)
            canvas.fill(Rect(x: frame.x + 1, y: frame.maxY, width: frame.width - 1, height: 1), with: band)
        }
        super.drawContent(in: &canvas)
        if let border { canvas.box(frame, color: border.color, rounded: cornerRadius > 0) }
    }

    /// The style properties: the widget's, `border` and `shadow`.
    package override class func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        super.declareStyleProperties(properties)
        Self.declareCardProperties(properties)
    }
}

extension Stylable where Self: Card {
    static func declareCardProperties(_ properties: StylePropertyDeclarations) {
        properties.add("border", \Self.border)
        properties.add("shadow", \Self.shadow)
    }
}
