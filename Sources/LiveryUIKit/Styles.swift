// Compiled only where UIKit exists. No method is swizzled and no private API is used: views are attached by an
// explicit call, or by a base class's didMoveToWindow.
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    import UIKit

    /// Views take part in stylesheets: their parent in the style tree is the superview, and the properties
    /// declared in this module can be set by rules (`UILabel { textColor: {color.text.primary}; }`).
    extension UIView: Stylable {
        /// The superview.
        public var styleParent: (any Stylable)? { superview }

        /// The declared properties of the view's class: `backgroundColor`, `tintColor`, `borderColor` and
        /// `shadow` for every view, `textColor` and `font` for labels, per-state `titleColor` and
        /// `backgroundColor` for buttons, `textColor` for text fields and text views.
        public static func declareStyleProperties(_ properties: StylePropertyDeclarations) {
            properties.add(\ThemeProperties<UIView>.backgroundColor)
            properties.add(\ThemeProperties<UIView>.tintColor)
            properties.add(\ThemeProperties<UIView>.borderColor)
            properties.add(\ThemeProperties<UIView>.shadow)
            // `Self` is the class being declared (UILabel, UIButton…), so subclasses get their properties too.
            if Self.self is UILabel.Type {
                properties.add(\ThemeProperties<UILabel>.textColor)
                properties.add(\ThemeProperties<UILabel>.font)
            }
            if Self.self is UIButton.Type {
                properties.add(stateful: \StatefulProperties<UIButton>.titleColor)
                properties.add(stateful: \StatefulProperties<UIButton>.backgroundColor)
            }
            if Self.self is UITextField.Type { properties.add(\ThemeProperties<UITextField>.textColor) }
            if Self.self is UITextView.Type { properties.add(\ThemeProperties<UITextView>.textColor) }
        }
    }

    extension StyleTypes {
        /// Registers UIKit's view types that declare properties, so stylesheets can name them: `UIView`,
        /// `UILabel`, `UIButton`, `UITextField` and `UITextView`. Register your own view classes too.
        @MainActor
        public static func registerUIKitViews() {
            register(UIView.self, UILabel.self, UIButton.self, UITextField.self, UITextView.self)
        }
    }

    extension UIView {
        /// Attaches this view and every view under it to the styles of their nearest scope (the manager's
        /// ``ThemeManager/scope(for:)``): call it once when a screen's views are built, or when a subtree moves
        /// to another window. It walks the subtree once, now; switches never walk views.
        /// - Parameter manager: The app's manager; the default one unless given.
        public func attachLiveryStyles(manager: ThemeManager = ThemeCenter.shared.defaultManager) {
            livery(manager.scope(for: self)).attachStyle()
            for subview in subviews { subview.attachLiveryStyles(manager: manager) }
        }
    }

    /// A base class for views that attach themselves when they move to a window, as an alternative to calling
    /// `attachLiveryStyles(manager:)`.
    open class LiveryStyledView: UIView {
        /// The manager whose scopes the view is attached in; the default one unless set.
        public var liveryManager = ThemeCenter.shared.defaultManager

        open override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window != nil else { return }
            livery(liveryManager.scope(for: self)).attachStyle()
        }
    }
#endif
