// Compiled only where AppKit exists (macOS). The arithmetic behind these conversions (font specs, layer shadows,
// gradients, asset locations, the system appearance) lives in Livery, where Linux tests check it; this file only
// hands its results to AppKit.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)  // Mac Catalyst can import AppKit but not use it
    @_exported import Livery
    import AppKit
    import CoreText

    /// A color token as AppKit takes it, made once per theme for every binding of the token.
    public struct AppKitColor: ThemeValueConvertible, @unchecked Sendable {
        /// The color, in sRGB.
        public let color: NSColor

        /// Converts a token color.
        public init(_ color: LiveryCore.Color) {
            self.color = NSColor(
                srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                alpha: CGFloat(color.alpha))
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
        /// The worked-out token.
        public let spec: FontSpec

        /// Makes the font.
        public init(_ spec: FontSpec) {
            self.spec = spec
            let size = CGFloat(spec.pointSize)
            let weight = NSFont.Weight(rawValue: CGFloat(spec.systemWeight))
            // Core Text's list, not NSFontManager's: conversions are not bound to the main actor.
            let families = CTFontManagerCopyAvailableFontFamilyNames() as? [String] ?? []
            if let family = spec.families.first(where: families.contains) {
                let descriptor = NSFontDescriptor(fontAttributes: [
                    .family: family, .traits: [NSFontDescriptor.TraitKey.weight: weight],
                ])
                font = NSFont(descriptor: descriptor, size: size) ?? .systemFont(ofSize: size, weight: weight)
            } else {
                font = .systemFont(ofSize: size, weight: weight)
            }
        }

        /// Converts a typography token; `nil` for other kinds.
        public init?(themeValue: TokenValue) {
            guard case .typography(let typography) = themeValue else { return nil }
            self.init(FontSpec(typography))
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

    // Views are released on the main thread, as AppKit requires, so they report their lifetime (through an
    // associated object, released when the view deallocates): the switch sets them without weak references.
    extension NSView: LifetimeReporting {
        /// The view's lifetime, associated with it on first use (see ``Livery/BindingLifetime/associated(with:)``).
        nonisolated public var bindingLifetime: BindingLifetime { .associated(with: self) }
    }

    extension ThemeProperties where Object: NSTextField {
        /// `textColor`.
        public var textColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("textColor") { $0.textColor = $1?.color }
        }
        /// `font`.
        public var font: ThemeProperty<Object, AppKitFont?> {
            ThemeProperty("font") { field, font in if let font { field.font = font.font } }
        }
    }

    extension ThemeProperties where Object: NSView {
        /// The layer's background color (the view is made layer-backed).
        public var layerBackgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("layerBackgroundColor") { view, color in
                view.wantsLayer = true
                view.layer?.backgroundColor = color?.cgColor
            }
        }
    }

    extension SystemAppearance {
        /// The appearance of an `NSAppearance`, with the system's Increase Contrast setting.
        @MainActor
        public init(_ appearance: NSAppearance) {
            let isDark = appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
            self.init(
                isDark: isDark, isHighContrast: NSWorkspace.shared.accessibilityDisplayShouldIncreaseContrast)
        }
    }

    /// The app's appearance as a ``SystemAppearanceSource``: `NSApplication.effectiveAppearance`, observed with
    /// key-value observing, and the Increase Contrast setting.
    @MainActor
    public final class ApplicationAppearanceSource: SystemAppearanceSource {
        private struct Observer {
            weak var object: AnyObject?
            let handler: @MainActor (SystemAppearance) -> Void
        }
        private var observers: [Observer] = []
        private var observation: NSKeyValueObservation?
        private var contrastObserver: (any NSObjectProtocol)?

        /// Starts observing.
        public init() {
            observation = NSApplication.shared.observe(\.effectiveAppearance) { [weak self] _, _ in
                assumeMainActor { self?.notify() }
            }
            contrastObserver = NSWorkspace.shared.notificationCenter.addObserver(
                forName: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                assumeMainActor { self?.notify() }
            }
        }

        /// The appearance now.
        public var appearance: SystemAppearance { SystemAppearance(NSApplication.shared.effectiveAppearance) }

        /// Calls `handler` on every change while `observer` lives.
        public func addObserver(_ observer: AnyObject, handler: @escaping @MainActor (SystemAppearance) -> Void) {
            observers.append(Observer(object: observer, handler: handler))
        }

        private func notify() {
            observers.removeAll { $0.object == nil }
            let appearance = appearance
            for observer in observers { observer.handler(appearance) }
        }
    }

    // NSColor, CGColor and NSFont cannot convert from tokens themselves (a non-final class cannot take the
    // initializer ThemeValueConvertible requires in an extension), so their properties bind through AppKitColor and
    // AppKitFont, converted once per token per theme.
    extension ThemeBindings {
        /// Any `NSColor` property by key path, declared or not: `textField.livery.textColor = "color.text"`,
        /// `box.livery.fillColor`, `window.livery.backgroundColor`. Properties declared in
        /// ``Livery/ThemeProperties`` are set through their declaration instead.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, NSColor?>)
            -> ThemeBindingValue<AppKitColor>?
        {
            get { boundValue(of: keyPath, as: AppKitColor.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.color }) }
        }

        /// Any non-optional `NSColor` property by key path.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, NSColor>)
            -> ThemeBindingValue<AppKitColor>?
        {
            get { boundValue(of: keyPath, as: AppKitColor.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.color }) }
        }

        /// Any `CGColor` property by key path (layers). Layers do not follow the appearance; the binding sets them
        /// again on every switch and refresh.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, CGColor?>)
            -> ThemeBindingValue<AppKitColor>?
        {
            get { boundValue(of: keyPath, as: AppKitColor.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.cgColor }) }
        }

        /// Any `NSFont` property by key path.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, NSFont?>)
            -> ThemeBindingValue<AppKitFont>?
        {
            get { boundValue(of: keyPath, as: AppKitFont.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.font }) }
        }
    }
#endif
