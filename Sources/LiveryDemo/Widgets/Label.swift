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
        let bold = (font?.fontWeight ?? 400) >= 600
        guard frame.height > 1 else {
            let visible = String(text.prefix(frame.width))
            let x = alignsRight ? frame.maxX - visible.count : frame.x
            canvas.text(visible, x: x, y: frame.y, color: textColor, bold: bold)
            return
        }
        for (index, line) in wrappedLines(width: frame.width, limit: frame.height).enumerated() {
            canvas.text(line, x: frame.x, y: frame.y + index, color: textColor, bold: bold)
        }
    }

    /// The text broken into lines of at most `width` characters, at spaces where it can be, at most `limit` lines
    /// (the last ending in `…` when the text goes on).
    func wrappedLines(width: Int, limit: Int) -> [String] {
        guard width > 0, !text.isEmpty else { return [] }
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty, lines.count < limit {
            if rest.count <= width {
                lines.append(String(rest))
                rest = ""
                break
            }
            let window = rest.prefix(width + 1)
            let cut = window.lastIndex(of: " ").map { rest.distance(from: rest.startIndex, to: $0) } ?? width
            let length = cut > 0 ? cut : width
            lines.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length).drop { $0 == " " }
        }
        if !rest.isEmpty, let last = lines.last {
            lines[lines.count - 1] = String(last.prefix(max(0, width - 1))) + "…"
        }
        return lines
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
