/// An object whose properties can be bound to theme tokens through `object.livery`.
///
/// Conform any class, with no requirements: `extension UILabel: ThemeBindable {}`. The platform adapters
/// conform their view, layer and bar-item types.
public protocol ThemeBindable: AnyObject {}

extension ThemeBindable {
    /// The object's bindings with the default manager, ``ThemeCenter/defaultManager`` of
    /// ``ThemeCenter/shared``: `label.livery.textColor = "color.text.primary"`.
    @MainActor @inlinable
    public var livery: ThemeBindings<Self> {
        ThemeBindings(self, manager: ThemeCenter.shared.defaultManager)
    }

    /// The object's bindings with a given manager (one theme dimension of a ``ThemeCenter``).
    @MainActor @inlinable
    public func livery(_ manager: ThemeManager) -> ThemeBindings<Self> {
        ThemeBindings(self, manager: manager)
    }
}

extension LifetimeReporting {
    /// The object's bindings with the default manager, ``ThemeCenter/defaultManager`` of ``ThemeCenter/shared``,
    /// found through the object's ``BindingLifetime``: `view.livery.textColor = "color.text.primary"`.
    @MainActor @inlinable
    public var livery: ThemeBindings<Self> {
        ThemeBindings(self, manager: ThemeCenter.shared.defaultManager, theme: nil, lifetime: bindingLifetime)
    }

    /// The object's bindings with a given manager (one theme dimension of a ``ThemeCenter``), found through the
    /// object's ``BindingLifetime``.
    @MainActor @inlinable
    public func livery(_ manager: ThemeManager) -> ThemeBindings<Self> {
        ThemeBindings(self, manager: manager, theme: nil, lifetime: bindingLifetime)
    }
}
