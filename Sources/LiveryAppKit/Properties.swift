// The properties of AppKit views that bind by name, and views' lifetimes.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)  // Mac Catalyst can import AppKit but not use it
    import AppKit

    // Views are released on the main thread, as AppKit requires, so they report their lifetime (through an
    // associated object, released when the view deallocates): the switch sets them without weak references.
    extension NSView: LifetimeReporting {
        /// The view's lifetime, associated with it on first use (see ``Livery/BindingLifetime/associated(with:)``).
        nonisolated public var bindingLifetime: BindingLifetime { .associated(with: self) }
    }

    extension ThemeProperties where Object: NSTextField {
        /// `textColor`.
        public var textColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty("textColor", get: { $0.textColor.map(AppKitColor.init) }) { $0.textColor = $1?.color }
        }
        /// `font`.
        public var font: ThemeProperty<Object, AppKitFont?> {
            ThemeProperty("font", get: { $0.font.map(AppKitFont.init) }) { field, font in
                if let font { field.font = font.font }
            }
        }
    }

    extension ThemeProperties where Object: NSView {
        /// The layer's background color (the view is made layer-backed).
        public var layerBackgroundColor: ThemeProperty<Object, AppKitColor?> {
            ThemeProperty(
                "layerBackgroundColor", get: { $0.layer?.backgroundColor.flatMap(AppKitColor.init(cgColor:)) }
            ) { view, color in
                view.wantsLayer = true
                view.layer?.backgroundColor = color?.cgColor
            }
        }
    }
#endif
