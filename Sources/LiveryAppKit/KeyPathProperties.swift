// Compiled only where AppKit exists. NSColor, CGColor and NSFont cannot convert from tokens themselves (a
// non-final class cannot take the initializer ThemeValueConvertible requires in an extension), so their properties
// bind through AppKitColor and AppKitFont, converted once per token per theme. The binding itself is Livery's
// `ThemeBindings.bind(_:to:converting:)`, which LiveryUIKit's key-path properties use as well.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)  // Mac Catalyst can import AppKit but not use it
    import AppKit

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
