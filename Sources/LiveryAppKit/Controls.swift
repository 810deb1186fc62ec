// Compiled only where AppKit exists. The common views' and controls' color, font and image properties, declared
// so that `view.livery.<property>` binds through a closure the compiler specializes, not through a key path applied
// at run time. Images convert through AppKitImage (Images.swift).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    extension NSWindow: ThemeBindable {}

    extension ThemeProperties where Object: NSWindow {
        /// `backgroundColor`.
        public var backgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("backgroundColor", get: { AppKitColor($0.backgroundColor) }) { window, color in
                if let color { window.backgroundColor = color.color }
            }
        }
    }

    extension ThemeProperties where Object: NSTextField {
        /// `backgroundColor` (drawn when `drawsBackground` is on).
        public var backgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("backgroundColor", get: { $0.backgroundColor.map(AppKitColor.init) }) {
                $0.backgroundColor = $1?.color
            }
        }
        /// The placeholder's color: `placeholderAttributedString` made from `placeholderString` in this color
        /// (`nil` leaves AppKit's own placeholder color).
        public var placeholderColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("placeholderColor", get: { attributedPlaceholderColor($0.placeholderAttributedString) }) {
                field, color in
                guard let text = field.placeholderString ?? field.placeholderAttributedString?.string else { return }
                var attributes: [NSAttributedString.Key: Any] = [:]
                if let color { attributes[.foregroundColor] = color.color }
                field.placeholderAttributedString = NSAttributedString(string: text, attributes: attributes)
            }
        }
    }

    extension ThemeProperties where Object: NSTextView {
        /// `textColor`.
        public var textColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("textColor", get: { $0.textColor.map(AppKitColor.init) }) { $0.textColor = $1?.color }
        }
        /// `backgroundColor`.
        public var backgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("backgroundColor", get: { AppKitColor($0.backgroundColor) }) { view, color in
                if let color { view.backgroundColor = color.color }
            }
        }
        /// `insertionPointColor`.
        public var insertionPointColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("insertionPointColor", get: { AppKitColor($0.insertionPointColor) }) { view, color in
                if let color { view.insertionPointColor = color.color }
            }
        }
        /// `font`.
        public var font: ThemeProperty<Object, AppKitFont?> {
            ThemeProperty("font", get: { $0.font.map(AppKitFont.init) }) { view, font in
                if let font { view.font = font.font }
            }
        }
    }

    extension ThemeProperties where Object: NSButton {
        /// `contentTintColor`: the title and template image color.
        public var contentTintColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("contentTintColor", get: { $0.contentTintColor.map(AppKitColor.init) }) {
                $0.contentTintColor = $1?.color
            }
        }
        /// `bezelColor`.
        public var bezelColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("bezelColor", get: { $0.bezelColor.map(AppKitColor.init) }) { $0.bezelColor = $1?.color }
        }
        /// `image`, from an asset token.
        public var image: ThemeProperty<Object, AppKitImage?> {
            ThemeProperty("image", get: { $0.image.map(AppKitImage.init) }) { $0.image = $1?.image }
        }
        /// `alternateImage` (shown in the on state), from an asset token.
        public var alternateImage: ThemeProperty<Object, AppKitImage?> {
            ThemeProperty("alternateImage", get: { $0.alternateImage.map(AppKitImage.init) }) {
                $0.alternateImage = $1?.image
            }
        }
        /// `font`.
        public var font: ThemeProperty<Object, AppKitFont?> {
            ThemeProperty("font", get: { $0.font.map(AppKitFont.init) }) { button, font in
                if let font { button.font = font.font }
            }
        }
    }

    extension ThemeProperties where Object: NSImageView {
        /// `image`, from an asset token.
        public var image: ThemeProperty<Object, AppKitImage?> {
            ThemeProperty("image", get: { $0.image.map(AppKitImage.init) }) { $0.image = $1?.image }
        }
        /// `contentTintColor` for template images.
        public var contentTintColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("contentTintColor", get: { $0.contentTintColor.map(AppKitColor.init) }) {
                $0.contentTintColor = $1?.color
            }
        }
    }

    extension ThemeProperties where Object: NSBox {
        /// `fillColor` (custom boxes).
        public var fillColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("fillColor", get: { AppKitColor($0.fillColor) }) { box, color in
                if let color { box.fillColor = color.color }
            }
        }
        /// `borderColor` (custom boxes).
        public var borderColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("borderColor", get: { AppKitColor($0.borderColor) }) { box, color in
                if let color { box.borderColor = color.color }
            }
        }
    }

    extension ThemeProperties where Object: NSTableView {
        /// `backgroundColor`.
        public var backgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("backgroundColor", get: { AppKitColor($0.backgroundColor) }) { table, color in
                if let color { table.backgroundColor = color.color }
            }
        }
        /// `gridColor`.
        public var gridColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("gridColor", get: { AppKitColor($0.gridColor) }) { table, color in
                if let color { table.gridColor = color.color }
            }
        }
    }

    extension ThemeProperties where Object: NSScrollView {
        /// `backgroundColor` (drawn when `drawsBackground` is on).
        public var backgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("backgroundColor", get: { AppKitColor($0.backgroundColor) }) { view, color in
                if let color { view.backgroundColor = color.color }
            }
        }
    }

    extension ThemeProperties where Object: NSView {
        /// The layer's border color (the view is made layer-backed).
        public var layerBorderColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("layerBorderColor", get: { $0.layer?.borderColor.flatMap(AppKitColor.init(cgColor:)) }) {
                view, color in
                view.wantsLayer = true
                view.layer?.borderColor = color?.cgColor
            }
        }
    }

    /// The color of an attributed placeholder (its first character's), `nil` for none or AppKit's own.
    @MainActor
    func attributedPlaceholderColor(_ placeholder: NSAttributedString?) -> AppKitColor? {
        guard let placeholder, placeholder.length > 0 else { return nil }
        return (placeholder.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? NSColor).map(AppKitColor.init)
    }

    extension ThemeBindings {
        /// Any `NSImage` property by key path.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, NSImage?>)
            -> ThemeBindingValue<AppKitImage>?
        {
            get { boundValue(of: keyPath, as: AppKitImage.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.image }) }
        }
    }
#endif
