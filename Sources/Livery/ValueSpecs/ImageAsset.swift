import Foundation

/// An image token worked out for a theme: where the image is and what kind of file it is. The adapters load it
/// (`UIKitImage`, `AppKitImage`, SwiftUI's `Image`); this part is the same everywhere and tested on Linux.
///
/// An asset token (`"$type": "asset"`, `"images/hero"`) names a file in the theme's pack, tried with the
/// locator's extensions when it has none, else an image of the app's asset catalog by the name without its
/// extension. Converted once per token per theme like every value, so a bound image is loaded once per theme
/// and released when no theme in use shows it.
package struct ImageAsset: ThemeValueConvertible, Sendable, Hashable {
    /// The file formats the adapters load from a pack.
    package enum Format: String, Sendable, Hashable {
        /// PNG.
        case png
        /// JPEG.
        case jpeg
        /// PDF, drawn from its first page at its own size (vector icons).
        case pdf
        /// A format the adapters hand to the system image loader as it is (HEIC, GIF, SVG in asset catalogs).
        case other
    }

    /// The token's name as written.
    package let name: String
    /// Where the image is.
    package let location: AssetLocation

    /// Creates an asset.
    package init(name: String, location: AssetLocation) {
        self.name = name
        self.location = location
    }

    /// The file's format, from its extension; `nil` for an asset-catalog image.
    package var format: Format? {
        guard case .file(let url) = location else { return nil }
        switch url.pathExtension.lowercased() {
        case "png": return .png
        case "jpg", "jpeg": return .jpeg
        case "pdf": return .pdf
        default: return .other
        }
    }

    /// An asset token looked up in the app's bundle only (no theme is known).
    package init?(themeValue: TokenValue) {
        self.init(
            themeValue: themeValue, context: ThemeValueContext(theme: "", assets: AssetLocator(packDirectory: nil)))
    }

    /// An asset token looked up in the theme's pack, then the app's bundle; `nil` for other kinds of token.
    package init?(themeValue: TokenValue, context: ThemeValueContext) {
        guard case .asset(let name) = themeValue else { return nil }
        self.init(name: name, location: context.assets.locate(name))
    }
}
