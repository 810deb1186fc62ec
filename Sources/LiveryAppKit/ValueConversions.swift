// Compiled only where AppKit exists (macOS). The arithmetic behind these conversions (font specs, layer shadows,
// gradients, asset locations) lives in Livery, where Linux tests check it; this file only hands its results to
// AppKit (KeyPathProperties.swift lets AppKit's color and font properties bind through them).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)  // Mac Catalyst can import AppKit but not use it
    @_exported import Livery
    import AppKit
    import CoreText

    /// A color token as AppKit takes it, made once per theme for every binding of the token.
    public struct AppKitColor: ThemeValueConvertible, @unchecked Sendable {
        /// The color, in sRGB, or in extended sRGB for a wide-gamut token, which plain sRGB would clip channel by
        /// channel (shifting its hue) while a Display P3 screen can show it as it is.
        public let color: NSColor

        /// Wraps an AppKit color: how a declared property hands back the color the app had set.
        public init(_ color: NSColor) {
            self.color = color
        }

        /// Wraps a layer's color, as a layer property's getter reads it (`nil` for a color AppKit cannot
        /// represent).
        package init?(cgColor: CGColor) {
            guard let color = NSColor(cgColor: cgColor) else { return nil }
            self.color = color
        }

        /// Converts a token color.
        public init(_ color: LiveryCore.Color) {
            if color.isInSRGBGamut {
                self.color = NSColor(
                    srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                    alpha: CGFloat(color.alpha))
            } else {
                var components = [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) }
                self.color = NSColor(colorSpace: .extendedSRGB, components: &components, count: 4)
            }
        }

        /// Converts a color token; `nil` for other kinds.
        public init?(themeValue: TokenValue) {
            guard case .color(let color) = themeValue else { return nil }
            self.init(color)
        }

        /// The `CGColor` for layers, which do not follow dynamic colors.
        public var cgColor: CGColor { color.cgColor }
    }

    /// A typography token as an `NSFont`: the first installed family at the token's size and weight, else the
    /// system font. macOS has no Dynamic Type; the size is the token's.
    public struct AppKitFont: ThemeValueConvertible, @unchecked Sendable {
        /// The font.
        public let font: NSFont
        /// The worked-out token; `nil` for a font the app made.
        package let spec: FontSpec?

        /// Wraps an AppKit font as it is: how a declared font property hands back the font the app had set.
        public init(_ font: NSFont) {
            self.font = font
            spec = nil
        }

        /// Makes the font from a typography token's value.
        public init(_ typography: Typography) {
            self.init(FontSpec(typography))
        }

        package init(_ spec: FontSpec) {
            self.spec = spec
            let size = CGFloat(spec.pointSize)
            let weight = NSFont.Weight(rawValue: CGFloat(spec.systemWeight))
            // Core Text's list, not NSFontManager's: conversions are not bound to the main actor.
            let families = CTFontManagerCopyAvailableFontFamilyNames() as? [String] ?? []
            let base: NSFont
            if let family = spec.families.first(where: families.contains) {
                let descriptor = NSFontDescriptor(fontAttributes: [
                    .family: family, .traits: [NSFontDescriptor.TraitKey.weight: weight],
                ])
                base = NSFont(descriptor: descriptor, size: size) ?? .systemFont(ofSize: size, weight: weight)
            } else {
                base = .systemFont(ofSize: size, weight: weight)
            }
            if spec.isItalic {
                let italic = base.fontDescriptor.withSymbolicTraits(base.fontDescriptor.symbolicTraits.union(.italic))
                font = NSFont(descriptor: italic, size: size) ?? base
            } else {
                font = base
            }
        }

        /// Converts a typography token; `nil` for other kinds.
        public init?(themeValue: TokenValue) {
            guard case .typography(let typography) = themeValue else { return nil }
            self.init(typography)
        }
    }

    extension AssetLocator {
        /// The image of an asset token: the pack's file, else the app bundle's image of that name.
        public func image(for asset: String) -> NSImage? {
            switch locate(asset) {
            case .file(let url): NSImage(contentsOf: url)
            case .bundle(let name): NSImage(named: name)
            }
        }
    }
#endif
