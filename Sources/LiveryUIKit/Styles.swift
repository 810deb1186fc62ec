// Compiled only where UIKit exists. No method is swizzled and no private API is used: views are attached by an
// explicit call, or by a base class's didMoveToWindow.
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    import UIKit

    /// Views take part in stylesheets: their parent in the style tree is the superview, and the properties
    /// declared in this module can be set by rules (`UILabel { textColor: {color.text.primary}; }`).
    extension UIView: Stylable {
        /// The superview.
        public var styleParent: (any Stylable)? { superview }

        /// The declared properties of the view's class, the ones `object.livery` binds (``ThemeProperties``
        /// and ``StatefulProperties``), under the same names: `backgroundColor`, `tintColor`, `borderColor` and
        /// `shadow` for every view; text colors, fonts and shadow colors of labels, text fields, text views and
        /// buttons (per state for buttons and segmented controls); images of image views, buttons, sliders and
        /// steppers; the tint colors of switches, sliders, progress views, page controls, activity indicators,
        /// search bars and table views. A stylesheet sets them as bindings do:
        /// `UISwitch { onTintColor: {color.accent.default}; }`, `UISegmentedControl:selected { titleColor: … }`.
        public static func declareStyleProperties(_ properties: StylePropertyDeclarations) {
            properties.add(\ThemeProperties<UIView>.backgroundColor)
            properties.add(\ThemeProperties<UIView>.tintColor)
            properties.add(\ThemeProperties<UIView>.borderColor)
            properties.add(\ThemeProperties<UIView>.shadow)
            // `Self` is the class being declared (UILabel, UIButton…), so subclasses get their properties too.
            if Self.self is UILabel.Type {
                properties.add(\ThemeProperties<UILabel>.textColor)
                properties.add(\ThemeProperties<UILabel>.font)
                properties.add(\ThemeProperties<UILabel>.highlightedTextColor)
                properties.add(\ThemeProperties<UILabel>.shadowColor)
            }
            if Self.self is UIButton.Type {
                properties.add(stateful: \StatefulProperties<UIButton>.titleColor)
                properties.add(stateful: \StatefulProperties<UIButton>.backgroundColor)
                properties.add(stateful: \StatefulProperties<UIButton>.titleShadowColor)
                properties.add(stateful: \StatefulProperties<UIButton>.image)
                properties.add(stateful: \StatefulProperties<UIButton>.backgroundImage)
                properties.add(\ThemeProperties<UIButton>.titleFont)
            }
            if Self.self is UITextField.Type {
                properties.add(\ThemeProperties<UITextField>.textColor)
                properties.add(\ThemeProperties<UITextField>.font)
                properties.add(\ThemeProperties<UITextField>.placeholderColor)
                properties.add(\ThemeProperties<UITextField>.keyboardBackground)
            }
            if Self.self is UITextView.Type {
                properties.add(\ThemeProperties<UITextView>.textColor)
                properties.add(\ThemeProperties<UITextView>.font)
                properties.add(\ThemeProperties<UITextView>.keyboardBackground)
            }
            if Self.self is UIImageView.Type {
                properties.add(\ThemeProperties<UIImageView>.image)
                properties.add(\ThemeProperties<UIImageView>.highlightedImage)
            }
            #if os(iOS)  // Liquid Glass (iOS 26; fallbacks before), see Glass.swift
                if Self.self is UIVisualEffectView.Type {
                    properties.add(\ThemeProperties<UIVisualEffectView>.glassStyle)
                    properties.add(\ThemeProperties<UIVisualEffectView>.glassTint)
                    properties.add(\ThemeProperties<UIVisualEffectView>.glassInteractive)
                }
                if Self.self is UIButton.Type {
                    properties.add(\ThemeProperties<UIButton>.glassStyle)
                }
            #endif
            #if !os(tvOS)  // no switches, sliders or steppers on tvOS
                if Self.self is UISwitch.Type {
                    properties.add(\ThemeProperties<UISwitch>.onTintColor)
                    properties.add(\ThemeProperties<UISwitch>.thumbTintColor)
                }
                if Self.self is UISlider.Type {
                    properties.add(\ThemeProperties<UISlider>.minimumTrackTintColor)
                    properties.add(\ThemeProperties<UISlider>.maximumTrackTintColor)
                    properties.add(\ThemeProperties<UISlider>.thumbTintColor)
                    properties.add(\ThemeProperties<UISlider>.minimumValueImage)
                    properties.add(\ThemeProperties<UISlider>.maximumValueImage)
                    properties.add(stateful: \StatefulProperties<UISlider>.thumbImage)
                }
                if Self.self is UIStepper.Type {
                    properties.add(stateful: \StatefulProperties<UIStepper>.incrementImage)
                    properties.add(stateful: \StatefulProperties<UIStepper>.decrementImage)
                }
            #endif
            if Self.self is UIProgressView.Type {
                properties.add(\ThemeProperties<UIProgressView>.progressTintColor)
                properties.add(\ThemeProperties<UIProgressView>.trackTintColor)
            }
            if Self.self is UISegmentedControl.Type {
                properties.add(\ThemeProperties<UISegmentedControl>.selectedSegmentTintColor)
                properties.add(stateful: \StatefulProperties<UISegmentedControl>.titleColor)
                properties.add(stateful: \StatefulProperties<UISegmentedControl>.titleFont)
            }
            if Self.self is UIPageControl.Type {
                properties.add(\ThemeProperties<UIPageControl>.pageIndicatorTintColor)
                properties.add(\ThemeProperties<UIPageControl>.currentPageIndicatorTintColor)
            }
            if Self.self is UIActivityIndicatorView.Type {
                properties.add(\ThemeProperties<UIActivityIndicatorView>.color)
            }
            if Self.self is UISearchBar.Type {
                properties.add(\ThemeProperties<UISearchBar>.barTintColor)
                properties.add(\ThemeProperties<UISearchBar>.searchTextColor)
                properties.add(\ThemeProperties<UISearchBar>.searchFieldBackgroundColor)
                properties.add(\ThemeProperties<UISearchBar>.searchFont)
            }
            if Self.self is UITableView.Type {
                properties.add(\ThemeProperties<UITableView>.separatorColor)
                properties.add(\ThemeProperties<UITableView>.sectionIndexColor)
                properties.add(\ThemeProperties<UITableView>.sectionIndexBackgroundColor)
            }
            if Self.self is UICollectionView.Type {
                properties.add(\ThemeProperties<UICollectionView>.backgroundViewColor)
            }
        }
    }

    extension StyleTypes {
        /// Registers UIKit's view types that declare properties, so stylesheets can name them: `UIView`,
        /// `UILabel`, `UIButton`, `UITextField`, `UITextView`, `UIImageView`, `UISwitch`, `UISlider`,
        /// `UIStepper` (the last three not on tvOS), `UIProgressView`, `UISegmentedControl`, `UIPageControl`,
        /// `UIActivityIndicatorView`, `UISearchBar`, `UITableView` and `UICollectionView`. Register your own
        /// view classes too.
        @MainActor
        public static func registerUIKitViews() {
            register(
                UIView.self, UILabel.self, UIButton.self, UITextField.self, UITextView.self, UIImageView.self,
                UIProgressView.self, UISegmentedControl.self, UIPageControl.self, UIActivityIndicatorView.self,
                UISearchBar.self, UITableView.self, UICollectionView.self)
            #if !os(tvOS)
                register(UISwitch.self, UISlider.self, UIStepper.self)
            #endif
        }
    }

    extension UIView {
        /// Attaches this view and every view under it to the styles of their nearest scope (the manager's
        /// ``ThemeManager/scope(for:)``): call it once when a screen's views are built, or when a subtree moves
        /// to another window. It walks the subtree once, now; switches never walk views.
        /// - Parameter manager: The app's manager; the default one unless given.
        public func attachLiveryStyles(manager: ThemeManager = ThemeCenter.shared.defaultManager) {
            manager.attachStyles(from: self as UIView, children: \.subviews)
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
