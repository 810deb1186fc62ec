@testable import Livery

/// A stand-in for a label: plain stored properties, with a count of every color set so tests see what a switch
/// re-applied.
final class TestLabel: ThemeBindable {
    var textColorSets = 0
    var textColor: Color? { didSet { textColorSets += 1 } }
    var backgroundColor: Color = Color(red: 0.5, green: 0.5, blue: 0.5)
    var fontSize: Double = 12
    var text: String = ""
    var shadowOpacity: Double = 0

    init(textColor: Color? = nil) {
        self.textColor = textColor
        self.textColorSets = 0
    }
}

/// A stand-in for a button: title colors per control state, set through a method as UIKit does.
final class TestButton: StateBindable {
    private(set) var titleColors: [ControlState: Color?] = [:]
    var backgroundColor: Color?

    func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state] = color
    }

    func titleColor(for state: ControlState) -> Color? {
        titleColors[state] ?? nil
    }
}

extension StatefulProperties where Object: TestButton {
    var titleColor: StatefulProperty<Object, Color?> {
        StatefulProperty("titleColor") { button, color, state in button.setTitleColor(color, for: state) }
    }
}

/// A theme of the app's own type (seed 003: any object is a theme).
struct Palette: Sendable, Equatable {
    var background: Color
    var text: Color
}

/// A property type that counts its conversions from tokens, to show each token converts once per theme.
struct CountedColor: ThemeValueConvertible, Equatable {
    static let conversions = LockedList<Color>()
    let color: Color

    init?(themeValue: TokenValue) {
        guard let color = themeValue.color else { return nil }
        Self.conversions.append(color)
        self.color = color
    }
}

/// A stand-in for a view with a property of the counted type.
final class TestSwatch: ThemeBindable {
    var fill: CountedColor?
}
