// Compiled only where AppKit exists. Which file an asset token names, and its format, is worked out by ImageAsset
// in Livery and tested there; this file only loads it, as LiveryUIKit's Images.swift does for UIKit.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)  // Mac Catalyst can import AppKit but not use it
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
#endif
