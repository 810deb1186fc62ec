// Compiled only where UIKit exists. UIColor, CGColor and UIFont cannot convert from tokens themselves (a
// non-final class cannot take the initializer ThemeValueConvertible requires in an extension), so their
// properties bind through UIKitColor and UIKitFont, converted once per token per theme. The binding itself is
// Livery's `ThemeBindings.bind(_:to:converting:)`, which LiveryAppKit's key-path properties use as well.
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    import UIKit

    extension ThemeBindings {
        /// Any `UIColor` property by key path, declared or not: `slider.livery.minimumTrackTintColor =
        /// "color.accent"`, `stepper.livery.tintColor`, `pageControl.livery.currentPageIndicatorTintColor`.
        /// Properties declared in ``Livery/ThemeProperties`` are set through their declaration instead.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, UIColor?>)
            -> ThemeBindingValue<UIKitColor>?
        {
            get { boundValue(of: keyPath, as: UIKitColor.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.color }) }
        }

        /// Any non-optional `UIColor` property by key path.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, UIColor>)
            -> ThemeBindingValue<UIKitColor>?
        {
            get { boundValue(of: keyPath, as: UIKitColor.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.color }) }
        }

        /// Any `CGColor` property by key path (layers: `shapeLayer.livery.strokeColor = "color.border"`). Layers
        /// do not follow dynamic colors; the binding sets them again on every switch and refresh.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, CGColor?>)
            -> ThemeBindingValue<UIKitColor>?
        {
            get { boundValue(of: keyPath, as: UIKitColor.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.cgColor }) }
        }

        /// Any `UIFont` property by key path (`textView.livery.font = "typography.body"`), scaled for Dynamic Type.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, UIFont?>)
            -> ThemeBindingValue<UIKitFont>?
        {
            get { boundValue(of: keyPath, as: UIKitFont.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.font }) }
        }

        /// Any non-optional `UIFont` property by key path.
        @_disfavoredOverload
        @inlinable
        public subscript(dynamicMember keyPath: ReferenceWritableKeyPath<Object, UIFont>)
            -> ThemeBindingValue<UIKitFont>?
        {
            get { boundValue(of: keyPath, as: UIKitFont.self) }
            nonmutating set { bind(consume keyPath, to: newValue, converting: { $0.font }) }
        }
    }
#endif
