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

// MARK: - TokenSetter

/// A site's token setter, boxed so that the switch calls it through an unretained reference: a property set then
/// costs no retain and release of the box or of the closure's context.
final class TokenSetter {
    /// Sets the property: (object, base of the value buffer, token ID).
    let apply: TokenApply
    /// The same closure with its main-actor isolation erased, for ``TokenWalk``, which runs on the main actor
    /// (inside ``BindingRegistry/refresh(_:paths:)``) but is not isolated to it, so that the closures it hands
    /// `_withUnsafeGuaranteedRef` are not checked for their executor on every call. Global-actor isolation is
    /// not part of a synchronous function's representation, so the two closures are one value.
    let applyOnMainActor: (AnyObject, UnsafeRawPointer, Int) -> Void

    init(_ apply: @escaping TokenApply) {
        self.apply = apply
        // Through structs: a closure read back through a generic pointer would come wrapped in reabstraction
        // thunks, one more call per set.
        struct Isolated { let apply: TokenApply }
        struct Unisolated { let apply: (AnyObject, UnsafeRawPointer, Int) -> Void }
        var isolated = Isolated(apply: apply)
        applyOnMainActor = withUnsafePointer(to: &isolated) {
            $0.withMemoryRebound(to: Unisolated.self, capacity: 1) { $0.pointee.apply }
        }
    }
}

/// Sets a property from a converted token value: (object, base of the value buffer, token ID). Built the first
/// time a property is bound through a static type (its ``BindingSite``), by the `@inlinable` binding subscripts, so
/// it is specialized for the object and value types and reads the value with an array read: `set(object, base[id])`.
@usableFromInline
typealias TokenApply = @MainActor (AnyObject, UnsafeRawPointer, Int) -> Void

/// How a key-path binding uses its key path: given an object and a pointer to a value, the closure sets the
/// property and returns `nil`; given neither, it returns the key path.
///
/// Applying a key path at run time (`object[keyPath: keyPath] = value`) walks its components generically, 130–190
/// ns per set. When a closure captures a key path *literal* and nothing else in the function uses that key path,
/// the optimizer specializes the closure for it (capture propagation) and the set becomes a direct store or setter
/// call. So the key-path subscripts of ``ThemeBindings`` are inlined where the app wrote `view.livery.background`,
/// *consume* the key path into this one closure (a copy kept beside it would be a second use), and leave every
/// other use of the key path (its identity for the binding key and the site cache) to the engine, which asks the
/// closure for it. Where the key path is not a literal, or without optimization, the closure applies the key path
/// at run time, as a key-path binding always did.
@usableFromInline
typealias KeyPathAccess<Object: AnyObject, Target> =
    @MainActor (Object?, UnsafePointer<Target>?) -> ReferenceWritableKeyPath<Object, Target>?
