// Compiled only where UIKit exists. The state mapping is ControlState's raw value, which is UIControl.State's
// (tested in Livery).
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    import UIKit

    // Views are released on the main thread, as UIKit requires, so they report their lifetime (through an
    // associated object, released when the view deallocates): the switch sets them without weak references.
    // Layers can be used off the main thread, so they stay weakly held.
    extension UIView: LifetimeReporting {
        /// The view's lifetime, associated with it on first use (see ``Livery/BindingLifetime/associated(with:)``).
        nonisolated public var bindingLifetime: BindingLifetime { .associated(with: self) }
    }
    extension CALayer: ThemeBindable {}
    extension UIControl: StateBindable {}

    extension ControlState {
        /// The UIKit state with the same bits.
        public var uiControlState: UIControl.State { UIControl.State(rawValue: rawValue) }

        /// The value a control holds for this state itself, for the getters of stateful properties: UIKit's
        /// per-state getters (`titleColor(for:)`) answer the normal state's value for a state with none of its
        /// own, and that must not be put back as the state's own (the state would then stop following the normal
        /// one). A value that is the very object the normal state holds counts as none.
        @MainActor
        func ownValue<Value: AnyObject>(_ read: (UIControl.State) -> Value?) -> Value? {
            let value = read(uiControlState)
            guard self != .normal, let value else { return value }
            return value === read(.normal) ? nil : value
        }
    }

    // The properties a switch sets most, declared so they are set through a closure, not a key path.

    extension ThemeProperties where Object: UIView {
        /// `backgroundColor`.
        public var backgroundColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("backgroundColor", get: { $0.backgroundColor.map(UIKitColor.init) }) {
                $0.backgroundColor = $1?.color
            }
        }
        /// `tintColor`.
        public var tintColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("tintColor", get: { UIKitColor($0.tintColor) }) { $0.tintColor = $1?.color }
        }
        /// The layer's `borderColor`, as a `CGColor` (layers do not follow dynamic colors).
        public var borderColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("borderColor", get: { $0.layer.borderColor.map(UIKitColor.init(cgColor:)) }) {
                $0.layer.borderColor = $1?.cgColor
            }
        }
        /// The layer's shadow: color, opacity, offset and radius from a shadow token.
        public var shadow: ThemeProperty<Object, UIKitShadow?> {
            ThemeProperty("shadow", get: { UIKitShadow(of: $0.layer) }) { view, shadow in
                if let shadow { shadow.apply(to: view.layer) } else { view.layer.shadowOpacity = 0 }
            }
        }
    }

    extension ThemeProperties where Object: UILabel {
        /// `textColor`.
        public var textColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("textColor", get: { $0.textColor.map(UIKitColor.init) }) { $0.textColor = $1?.color }
        }
        /// `font`, scaled for Dynamic Type; `adjustsFontForContentSizeCategory` stays off, since Livery sets the
        /// font again on `refresh(.contentSize)`.
        public var font: ThemeProperty<Object, UIKitFont?> {
            ThemeProperty("font", get: { $0.font.map(UIKitFont.init) }) { label, font in
                if let font { label.font = font.font }
            }
        }
    }

    extension ThemeProperties where Object: UITextField {
        /// `textColor`.
        public var textColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("textColor", get: { $0.textColor.map(UIKitColor.init) }) { $0.textColor = $1?.color }
        }
        /// `keyboardAppearance`, from a background color token: dark keys over dark backgrounds. A field that is
        /// first responder reloads its input views so the keyboard changes at once. A color cannot be read back
        /// from a keyboard, so the appearance the app had set is kept aside when Livery first changes it, and a
        /// theme without a value puts it back.
        public var keyboardBackground: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("keyboardBackground", default: nil) { field, background in
                let own = OwnValues.keep("keyboardAppearance", of: field, changing: background != nil) {
                    field.keyboardAppearance
                }
                field.keyboardAppearance = UIKitColor.keyboardAppearance(
                    over: background, own: own ?? field.keyboardAppearance)
                if field.isFirstResponder { field.reloadInputViews() }
            }
        }
    }

    extension ThemeProperties where Object: UITextView {
        /// `textColor`.
        public var textColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("textColor", get: { $0.textColor.map(UIKitColor.init) }) { $0.textColor = $1?.color }
        }
        /// `keyboardAppearance` from a background color token, as for text fields.
        public var keyboardBackground: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("keyboardBackground", default: nil) { view, background in
                let own = OwnValues.keep("keyboardAppearance", of: view, changing: background != nil) {
                    view.keyboardAppearance
                }
                view.keyboardAppearance = UIKitColor.keyboardAppearance(
                    over: background, own: own ?? view.keyboardAppearance)
                if view.isFirstResponder { view.reloadInputViews() }
            }
        }
    }

    extension ThemeProperties where Object: CALayer {
        /// `backgroundColor`.
        public var backgroundColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("backgroundColor", get: { $0.backgroundColor.map(UIKitColor.init(cgColor:)) }) {
                $0.backgroundColor = $1?.cgColor
            }
        }
        /// `borderColor`.
        public var borderColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("borderColor", get: { $0.borderColor.map(UIKitColor.init(cgColor:)) }) {
                $0.borderColor = $1?.cgColor
            }
        }
        /// `shadowColor`, `shadowOpacity`, `shadowOffset` and `shadowRadius` from a shadow token.
        public var shadow: ThemeProperty<Object, UIKitShadow?> {
            ThemeProperty("shadow", get: { UIKitShadow(of: $0) }) { layer, shadow in
                if let shadow { shadow.apply(to: layer) } else { layer.shadowOpacity = 0 }
            }
        }
    }

    extension ThemeProperties where Object: CAShapeLayer {
        /// `fillColor`.
        public var fillColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("fillColor", get: { $0.fillColor.map(UIKitColor.init(cgColor:)) }) {
                $0.fillColor = $1?.cgColor
            }
        }
        /// `strokeColor`.
        public var strokeColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("strokeColor", get: { $0.strokeColor.map(UIKitColor.init(cgColor:)) }) {
                $0.strokeColor = $1?.cgColor
            }
        }
    }

    extension ThemeProperties where Object: CAGradientLayer {
        /// `colors`, `locations`, `startPoint` and `endPoint` from a gradient token.
        public var gradient: ThemeProperty<Object, UIKitGradient?> {
            ThemeProperty("gradient", get: { UIKitGradient(of: $0) }) { layer, gradient in gradient?.apply(to: layer) }
        }
    }

    // Per-state values: `button.livery[.highlighted].titleColor = "color.accent.pressed"`.

    extension StatefulProperties where Object: UIButton {
        /// `setTitleColor(_:for:)`.
        public var titleColor: StatefulProperty<Object, UIKitColor?> {
            StatefulProperty(
                "titleColor", get: { button, state in state.ownValue(button.titleColor(for:)).map(UIKitColor.init) }
            ) { button, color, state in
                button.setTitleColor(color?.color, for: state.uiControlState)
            }
        }
        /// `setBackgroundImage(_:for:)` with a one-point image of the color, which UIKit stretches: the way to
        /// give a classic button a background per state. A color cannot be read back from the image, so the
        /// state's own background image (usually none) is kept aside when Livery first sets one, and a theme
        /// without a value puts it back.
        public var backgroundColor: StatefulProperty<Object, UIKitColor?> {
            StatefulProperty("backgroundColor", default: nil) { button, color, state in
                let key = "backgroundImage \(state.rawValue)"
                let own = OwnValues.keep(key, of: button, changing: color != nil) {
                    state.ownValue(button.backgroundImage(for:))
                }
                guard let color else {
                    // Put back the state's own image, if Livery ever replaced it.
                    if let own { button.setBackgroundImage(own, for: state.uiControlState) }
                    return
                }
                let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
                    color.color.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                }
                button.setBackgroundImage(image, for: state.uiControlState)
            }
        }
    }

    extension UIKitColor {
        /// The keyboard for a background: dark keys over dark colors (by WCAG contrast); the app's own one when
        /// there is no background.
        static func keyboardAppearance(over background: UIKitColor?, own: UIKeyboardAppearance)
            -> UIKeyboardAppearance
        {
            guard let background else { return own }
            return ContentTone(background: background.livery) == .dark ? .light : .dark
        }

        /// The color as Livery's value (extended sRGB components), for contrast checks.
        public var livery: LiveryCore.Color {
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 0
            guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return .black }
            return LiveryCore.Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        }
    }
#endif
