// The Swift samples of Sources/Livery/Documentation.docc/Articles/Stylesheets.md, compiled by `swift build`,
// checked against the article by .ci/samples and run.
// sample: stylesheets-1
import Livery

/// A container of the app's own: the badge's parent in the style tree.
final class Card: Stylable {}

final class Badge: Stylable {
    var textColor = Color.black
    var cornerRadius = 0.0
    weak var parent: Card?
    var styleParent: (any Stylable)? { parent }
}

extension Stylable where Self: Badge {
    static func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        properties.add("textColor", \Self.textColor)
        properties.add("cornerRadius", \Self.cornerRadius)
    }
}

StyleTypes.register(Badge.self, Card.self)
// end sample

// sample: stylesheets-2
/// A control of the app's own, with a title color per state (see the Getting started article).
final class Button: Stylable, StateBindable {
    var cornerRadius = 0.0
    var backgroundColor = Color.white
    var titleColors: [ControlState: Color] = [:]

    static func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        properties.add("cornerRadius", \Button.cornerRadius)
        properties.add("backgroundColor", \Button.backgroundColor)
        properties.add(stateful: \.titleColor)
    }
}

extension StatefulProperties where Object: Button {
    var titleColor: StatefulProperty<Object, Color?> {
        StatefulProperty("titleColor", get: { $0.titleColors[$1] }) { $0.titleColors[$2] = $1 }
    }
}

Button.livery.cornerRadius = .value(8)
Button.livery.backgroundColor = "color.accent.default"
Button.livery[theme: "night"].backgroundColor = "color.background.raised"
Button.livery[.disabled].titleColor = "color.text.disabled"
// end sample

let card = Card()
let badge = Badge()
badge.parent = card
badge.livery.attachStyle()
print("badge styled: \(badge.textColor), corner radius \(badge.cornerRadius)")
