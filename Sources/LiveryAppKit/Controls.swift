// Compiled only where AppKit exists. The common views' and controls' color, font and image properties, declared
// so that `view.livery.<property>` binds through a closure the compiler specializes, not through a key path applied
// at run time. Which file an asset token names is worked out by ImageAsset in Livery and tested there.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// An asset token as an `NSImage`: the theme pack's PNG, JPEG or PDF file (AppKit reads PDF as a vector
    /// image), else the app's asset-catalog image of that name. Loaded once per token per theme and released when
    /// a switch changes the token.
    public struct AppKitImage: ThemeValueConvertible, @unchecked Sendable {
        /// The image.
        public let image: NSImage
        /// Where it came from.
        package let asset: ImageAsset?

        /// Wraps an image.
        public init(_ image: NSImage) {
            self.image = image
            asset = nil
        }

        /// Loads an asset; `nil` when the file does not decode or the catalog has no such image.
        package init?(_ asset: ImageAsset) {
            let image: NSImage? =
                switch asset.location {
                case .file(let url): NSImage(contentsOf: url)
                case .bundle(let name): NSImage(named: name)
                }
            guard let image else { return nil }
            self.image = image
            self.asset = asset
        }

        /// An asset token looked up in the app's bundle only.
        public init?(themeValue: TokenValue) {
            guard let asset = ImageAsset(themeValue: themeValue) else { return nil }
            self.init(asset)
        }

        /// An asset token looked up in the theme's pack, then the app's bundle.
        public init?(themeValue: TokenValue, context: ThemeValueContext) {
            guard let asset = ImageAsset(themeValue: themeValue, context: context) else { return nil }
            self.init(asset)
        }
    }

    extension NSWindow: ThemeBindable {}

    extension ThemeProperties where Object: NSWindow {
        /// `backgroundColor`.
        public var backgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("backgroundColor") { window, color in if let color { window.backgroundColor = color.color } }
        }
    }

    extension ThemeProperties where Object: NSTextField {
        /// `backgroundColor` (drawn when `drawsBackground` is on).
        public var backgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("backgroundColor") { $0.backgroundColor = $1?.color }
        }
        /// The placeholder's color: `placeholderAttributedString` made from `placeholderString` in this color.
        public var placeholderColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("placeholderColor") { field, color in
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
            ThemeProperty("textColor") { $0.textColor = $1?.color }
        }
        /// `backgroundColor`.
        public var backgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("backgroundColor") { view, color in if let color { view.backgroundColor = color.color } }
        }
        /// `insertionPointColor`.
        public var insertionPointColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("insertionPointColor") { view, color in
                if let color { view.insertionPointColor = color.color }
            }
        }
        /// `font`.
        public var font: ThemeProperty<Object, AppKitFont?> {
            ThemeProperty("font") { view, font in if let font { view.font = font.font } }
        }
    }

    extension ThemeProperties where Object: NSButton {
        /// `contentTintColor`: the title and template image color.
        public var contentTintColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("contentTintColor") { $0.contentTintColor = $1?.color }
        }
        /// `bezelColor`.
        public var bezelColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("bezelColor") { $0.bezelColor = $1?.color }
        }
        /// `image`, from an asset token.
        public var image: ThemeProperty<Object, AppKitImage?> {
            ThemeProperty("image") { $0.image = $1?.image }
        }
        /// `alternateImage` (shown in the on state), from an asset token.
        public var alternateImage: ThemeProperty<Object, AppKitImage?> {
            ThemeProperty("alternateImage") { $0.alternateImage = $1?.image }
        }
        /// `font`.
        public var font: ThemeProperty<Object, AppKitFont?> {
            ThemeProperty("font") { button, font in if let font { button.font = font.font } }
        }
    }

    extension ThemeProperties where Object: NSImageView {
        /// `image`, from an asset token.
        public var image: ThemeProperty<Object, AppKitImage?> {
            ThemeProperty("image") { $0.image = $1?.image }
        }
        /// `contentTintColor` for template images.
        public var contentTintColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("contentTintColor") { $0.contentTintColor = $1?.color }
        }
    }

    extension ThemeProperties where Object: NSBox {
        /// `fillColor` (custom boxes).
        public var fillColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("fillColor") { box, color in if let color { box.fillColor = color.color } }
        }
        /// `borderColor` (custom boxes).
        public var borderColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("borderColor") { box, color in if let color { box.borderColor = color.color } }
        }
    }

    extension ThemeProperties where Object: NSTableView {
        /// `backgroundColor`.
        public var backgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("backgroundColor") { table, color in if let color { table.backgroundColor = color.color } }
        }
        /// `gridColor`.
        public var gridColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("gridColor") { table, color in if let color { table.gridColor = color.color } }
        }
    }

    extension ThemeProperties where Object: NSScrollView {
        /// `backgroundColor` (drawn when `drawsBackground` is on).
        public var backgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("backgroundColor") { view, color in if let color { view.backgroundColor = color.color } }
        }
    }

    extension ThemeProperties where Object: NSView {
        /// The layer's border color (the view is made layer-backed).
        public var layerBorderColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("layerBorderColor") { view, color in
                view.wantsLayer = true
                view.layer?.borderColor = color?.cgColor
            }
        }
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
