/// How one property is bound through one static object type (`label.livery.textColor` on `Label`): the canonical
/// binding key, the value type's conversion cache, and the token setter made the first time it was bound. Every
/// later binding of the property shares them, so binding allocates no closure.
struct BindingSite {
    /// The interned canonical key.
    let keyID: KeyID
    /// The conversion cache of the property's value type; ``CacheID/none`` until the first binding.
    var cache: CacheID = .none
    /// Sets the property from a converted token value; `nil` until the first binding.
    var setter: TokenSetter?

    /// The setter's closure.
    var apply: TokenApply? { setter?.apply }
}

/// A slot of the registry's cache of classes that report their lifetime. (Classes are never unloaded, so an
/// identifier stays the class's.)
struct ClassConformance {
    let type: ObjectIdentifier?
    let reports: Bool
}

/// A slot of the registry's key-path site cache.
struct KeyPathSite {
    let keyPath: AnyKeyPath?
    let site: SiteID
}

/// What a site is found by: the key as the binding names it, the static type it was bound through, and the value
/// type it binds as.
struct SiteKey: Hashable {
    let key: BindingKey
    let root: ObjectIdentifier
    /// The value type the property binds as: one key path may be bound as two value types (a `UIColor` property
    /// as `UIKitColor`, or through ``ThemeBindings/bind(_:to:converting:)`` as another), and each needs its own
    /// cache and setter.
    let value: ObjectIdentifier
}
