import Livery
import LiveryCore

/// A line of text: a color and a typography token (bold from a weight of 600).
package class Label: Widget {
    package var text: String
    /// The text color; `nil` draws nothing.
    package var textColor: Color?
    /// The text style; only its weight shows in a terminal.
    package var font: Typography?
    /// Whether the text ends at the right edge of the frame instead of starting at the left.
    package var alignsRight = false

    package init(_ text: String = "", parent: Widget? = nil) {
        self.text = text
        super.init(parent: parent)
    }

    override func drawContent(in canvas: inout Canvas) {
        super.drawContent(in: &canvas)
        guard let textColor else { return }
        let visible = String(text.prefix(frame.width))
        let x = alignsRight ? frame.maxX - visible.count : frame.x
        canvas.text(visible, x: x, y: frame.y, color: textColor, bold: (font?.fontWeight ?? 400) >= 600)
    }

    /// The style properties: the widget's, `textColor` and `font`.
    package override class func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        super.declareStyleProperties(properties)
        Self.declareLabelProperties(properties)
    }
}

extension Stylable where Self: Label {
    static func declareLabelProperties(_ properties: StylePropertyDeclarations) {
        properties.add("textColor", \Self.textColor)
        properties.add("font", \Self.font)
    }
}

/// The bar at the top of the screen: a title on the left, a label on the right.
package final class NavigationBar: Widget {}
