/// An object whose properties take one value per control state through a setter method (UIKit's
/// `setTitleColor(_:for:)`). Conforming gives it `livery[state]` bindings for the properties declared in
/// ``StatefulProperties``.
///
/// ```swift
/// extension UIButton: StateThemable {}
/// extension StatefulProperties where Object: UIButton {
///     var titleColor: StatefulProperty<Object, UIColor?> {
///         StatefulProperty("titleColor") { button, color, state in
///             button.setTitleColor(color, for: UIControl.State(rawValue: state.rawValue))
///         }
///     }
/// }
/// button.livery[.highlighted].titleColor = "accent.pressed"
/// ```
public protocol StateThemable: ThemeBindable {}
