// Compiled only where UIKit exists. Which file an asset token names, and its format, is worked out by ImageAsset
// in Livery and tested there; this file only loads it.
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    import UIKit

    /// An asset token as a `UIImage`: the theme pack's PNG, JPEG or PDF file, else the app's asset-catalog image
    /// of that name (with its light, dark and high-contrast appearances).
    ///
    /// Loaded once per token per theme and shared by every binding of it; when a switch changes the token, the
    /// runtime lets go of the previous theme's image, so a theme's images live only while it is current (and as
    /// long as a view still shows them).
    public struct UIKitImage: ThemeValueConvertible, @unchecked Sendable {
        /// The image.
        public let image: UIImage
        /// Where it came from.
        package let asset: ImageAsset?

        /// Wraps an image.
        public init(_ image: UIImage) {
            self.image = image
            asset = nil
        }

        /// Loads an asset; `nil` when the file does not decode or the catalog has no such image.
        package init?(_ asset: ImageAsset) {
            guard let image = Self.load(asset) else { return nil }
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

        private static func load(_ asset: ImageAsset) -> UIImage? {
            switch asset.location {
            case .bundle(let name): return UIImage(named: name)
            case .file(let url):
                if asset.format == .pdf { return pdfImage(url) }
                return UIImage(contentsOfFile: url.path)
            }
        }

        /// The first page of a PDF at its own size in points, at the screen's scale (UIImage does not read PDF
        /// files; asset catalogs convert them at build time, which a downloaded pack cannot).
        private static func pdfImage(_ url: URL) -> UIImage? {
            guard let document = CGPDFDocument(url as CFURL), let page = document.page(at: 1) else { return nil }
            let box = page.getBoxRect(.mediaBox)
            guard box.width > 0, box.height > 0 else { return nil }
            return UIGraphicsImageRenderer(size: box.size).image { context in
                let cg = context.cgContext
                // PDF space has its origin at the bottom left.
                cg.translateBy(x: 0, y: box.height)
                cg.scaleBy(x: 1, y: -1)
                cg.translateBy(x: -box.minX, y: -box.minY)
                cg.drawPDFPage(page)
            }
        }
    }

    extension ThemeProperties where Object: UIImageView {
        /// `image`, from an asset token.
        public var image: ThemeProperty<Object, UIKitImage?> {
            ThemeProperty("image", get: { $0.image.map(UIKitImage.init) }) { $0.image = $1?.image }
        }
        /// `highlightedImage`, from an asset token.
        public var highlightedImage: ThemeProperty<Object, UIKitImage?> {
            ThemeProperty("highlightedImage", get: { $0.highlightedImage.map(UIKitImage.init) }) {
                $0.highlightedImage = $1?.image
            }
        }
    }

    extension StatefulProperties where Object: UIButton {
        /// `setImage(_:for:)`: `button.livery[.selected].image = "image.star.filled"`.
        public var image: StatefulProperty<Object, UIKitImage?> {
            StatefulProperty(
                "image", get: { button, state in state.ownValue(button.image(for:)).map(UIKitImage.init) }
            ) { button, image, state in button.setImage(image?.image, for: state.uiControlState) }
        }
        /// `setBackgroundImage(_:for:)`.
        public var backgroundImage: StatefulProperty<Object, UIKitImage?> {
            StatefulProperty(
                "backgroundImage",
                get: { button, state in state.ownValue(button.backgroundImage(for:)).map(UIKitImage.init) }
            ) { button, image, state in
                button.setBackgroundImage(image?.image, for: state.uiControlState)
            }
        }
    }

    extension ThemeBindings {
        /// Any `UIImage` property by key path: `slider.livery.minimumValueImage = "image.volume.low"`.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, UIImage?>)
            -> ThemeBindingValue<UIKitImage>?
        {
            get { boundValue(of: keyPath, as: UIKitImage.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.image }) }
        }

        /// Any non-optional `UIImage` property by key path.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, UIImage>)
            -> ThemeBindingValue<UIKitImage>?
        {
            get { boundValue(of: keyPath, as: UIKitImage.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.image }) }
        }
    }
#endif
