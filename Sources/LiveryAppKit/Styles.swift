// Compiled only where AppKit exists. No method is swizzled and no private API is used: views are attached by an
// explicit call, or by a base class's viewDidMoveToWindow. This is the AppKit counterpart of LiveryUIKit's
// Styles.swift; which rules reach which object is worked out in Livery and tested there on every platform.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// Views take part in stylesheets and scopes: their parent in the style tree is the superview, so
    /// `ThemeManager.scope(for:)` finds a window's or subtree's scope, and the properties declared in this
    /// module can be set by rules (`NSTextField { textColor: {color.text.primary}; }`).
    extension NSView: Stylable {
        /// The superview.
        public var styleParent: (any Stylable)? { superview }

        /// The declared properties of the view's class, the ones `object.livery` binds (`ThemeProperties`),
        /// under the same names: `layerBackgroundColor` and `layerBorderColor` for every view; text colors, fonts
        /// and backgrounds of text fields and text views (with the placeholder and insertion point colors);
        /// the content tint, bezel color, images and font of buttons; images and tint of image views; the fill
        /// and border of boxes; the backgrounds of table and scroll views and the table's grid. A stylesheet sets
        /// them as bindings do: `NSButton { contentTintColor: {color.accent.default}; }`.
        public static func declareStyleProperties(_ properties: StylePropertyDeclarations) {
            properties.add(\ThemeProperties<NSView>.layerBackgroundColor)
            properties.add(\ThemeProperties<NSView>.layerBorderColor)
            // `Self` is the class being declared (NSTextField, NSButton…), so subclasses get their properties too.
            if Self.self is NSTextField.Type {
                properties.add(\ThemeProperties<NSTextField>.textColor)
                properties.add(\ThemeProperties<NSTextField>.font)
                properties.add(\ThemeProperties<NSTextField>.backgroundColor)
                properties.add(\ThemeProperties<NSTextField>.placeholderColor)
            }
            if Self.self is NSTextView.Type {
                properties.add(\ThemeProperties<NSTextView>.textColor)
                properties.add(\ThemeProperties<NSTextView>.font)
                properties.add(\ThemeProperties<NSTextView>.backgroundColor)
                properties.add(\ThemeProperties<NSTextView>.insertionPointColor)
            }
            if Self.self is NSButton.Type {
                properties.add(\ThemeProperties<NSButton>.contentTintColor)
                properties.add(\ThemeProperties<NSButton>.bezelColor)
                properties.add(\ThemeProperties<NSButton>.image)
                properties.add(\ThemeProperties<NSButton>.alternateImage)
                properties.add(\ThemeProperties<NSButton>.font)
            }
            if Self.self is NSImageView.Type {
                properties.add(\ThemeProperties<NSImageView>.image)
                properties.add(\ThemeProperties<NSImageView>.contentTintColor)
            }
            if Self.self is NSBox.Type {
                properties.add(\ThemeProperties<NSBox>.fillColor)
                properties.add(\ThemeProperties<NSBox>.borderColor)
            }
            if Self.self is NSTableView.Type {
                properties.add(\ThemeProperties<NSTableView>.backgroundColor)
                properties.add(\ThemeProperties<NSTableView>.gridColor)
            }
            if Self.self is NSScrollView.Type {
                properties.add(\ThemeProperties<NSScrollView>.backgroundColor)
            }
        }
    }

    extension StyleTypes {
        /// Registers AppKit's view types that declare properties, so stylesheets can name them: `NSView`,
        /// `NSTextField`, `NSTextView`, `NSButton`, `NSImageView`, `NSBox`, `NSTableView` and `NSScrollView`.
        /// Register your own view classes too.
        @MainActor
        public static func registerAppKitViews() {
            register(
                NSView.self, NSTextField.self, NSTextView.self, NSButton.self, NSImageView.self, NSBox.self,
                NSTableView.self, NSScrollView.self)
        }
    }

    extension NSView {
        /// Attaches this view and every view under it to the styles of their nearest scope (the manager's
        /// `ThemeManager.scope(for:)`): call it once when a window's or screen's views are built, or when
        /// a subtree moves to another window. It walks the subtree once, now; switches never walk views.
        /// - Parameter manager: The app's manager; the default one unless given.
        public func attachLiveryStyles(manager: ThemeManager = ThemeCenter.shared.defaultManager) {
            manager.attachStyles(from: self as NSView, children: \.subviews)
        }
    }

    /// A base class for views that attach themselves when they move to a window, as an alternative to calling
    /// `attachLiveryStyles(manager:)`.
    open class LiveryStyledView: NSView {
        /// The manager whose scopes the view is attached in; the default one unless set.
        public var liveryManager = ThemeCenter.shared.defaultManager

        open override func viewDidMoveToWindow() {
            super.viewDidMoveToWindow()
            guard window != nil else { return }
            livery(liveryManager.scope(for: self)).attachStyle()
        }
    }
#endif
