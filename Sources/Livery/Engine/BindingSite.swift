internal import CLiveryRuntime

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
/// at run time, as a key-path binding always did. A key path to a stored property is not set through this closure
/// once its site has learned the property's offset (``KeyPathStore``).
@usableFromInline
typealias KeyPathAccess<Object: AnyObject, Target> =
    @MainActor (Object?, UnsafePointer<Target>?) -> ReferenceWritableKeyPath<Object, Target>?

// MARK: - KeyPathStore

/// The setters a key-path site can end with, made where the app wrote the key path (so specialized for it): one
/// that applies the key path, and one that stores at a given offset.
@usableFromInline
struct KeyPathSetters {
    /// Sets the property through the key path; made where the key path is a literal, the optimizer turns it into
    /// a direct store or setter call, though a store into a class's stored property keeps a run-time exclusivity
    /// check there.
    let throughKeyPath: TokenApply
    /// Makes a setter that stores the value at an offset from the object's address.
    let atOffset: (Int) -> TokenApply

    @usableFromInline
    init(throughKeyPath: @escaping TokenApply, atOffset: @escaping (Int) -> TokenApply) {
        self.throughKeyPath = throughKeyPath
        self.atOffset = atOffset
    }
}

/// Where a key-path binding's property lives in its object, learned from the first set: a key path that names a
/// stored property of the object's class (or a field of a struct stored in it) then stores at that offset, as the
/// key path itself does, without the key path's dynamic exclusivity check.
///
/// Why: a store through a key path into a class's stored property carries a run-time exclusivity check (an insert
/// into a thread-local set of accesses and its removal), emitted where the key path is applied whatever the
/// property declares, since a key path's projection ignores `@exclusivity(unchecked)`. It cost a third of a switch
/// of such bindings. Livery's own accesses cannot overlap one another (every set runs on the main actor, one at a
/// time); what the check would still catch is a program error of the app's, a switch made from inside its own
/// access to the property (a `modify` of it that calls `switchTo`), which the store at the offset no longer traps.
///
/// How it is learned, once per site: the first set goes through the key path's own read-modify access
/// (`&object[keyPath: keyPath]`) and keeps the address the access gave. A stored property's address lies inside the
/// object's instance memory, at an offset that is the same in every instance of the class and its subclasses (a
/// class's stored properties never move); the key path projects every other property to memory elsewhere: a
/// computed property (an Objective-C property, a property with observers, an overridable property, a subscript)
/// to a temporary buffer whose writeback calls its setter, a property of an object the first one refers to
/// (`\.layer.color`) to that object. The first set costs one getter call more than a set through the key path;
/// the setter is called once, with the new value, as always.
///
/// Until the next switch the site's setter is the learning one (``set(_:to:otherwise:)``); the registry then gives
/// the site the setter it learned (``BindingRegistry/settleLearnedSetters()``), with no check left on the path.
@usableFromInline
final class KeyPathStore {
    /// `-1` before the first set; `0` when the key path does not name storage inside the object; otherwise the
    /// property's offset from the object's address (past the object's header, so never 0).
    ///
    /// Unchecked: read on every set, and only on the main actor.
    @usableFromInline @exclusivity(unchecked) var offset = -1
    /// The site's key path, for the first set.
    let keyPath: AnyKeyPath
    /// The setters the site ends with; `nil` once it has one of them.
    var setters: KeyPathSetters?

    init(keyPath: AnyKeyPath, setters: KeyPathSetters) {
        self.keyPath = keyPath
        self.setters = setters
    }

    /// The setter the site has learned it needs, once it has; `nil` before the first set.
    func learnedSetter() -> TokenApply? {
        guard offset >= 0, let setters else { return nil }
        return offset > 0 ? setters.atOffset(offset) : setters.throughKeyPath
    }

    /// Sets the property of `object` to `value`: at its offset, with `setThroughKeyPath`, or, the first time,
    /// through the key path's access while learning which.
    @inlinable @inline(__always) @MainActor
    func set<Object: AnyObject, Target>(
        _ object: Object, to value: UnsafePointer<Target>,
        otherwise setThroughKeyPath: @MainActor (Object, UnsafePointer<Target>) -> Void
    ) {
        let offset = offset
        if offset > 0 {
            (UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset)
                .assumingMemoryBound(to: Target.self).pointee = value.pointee
        } else if offset == 0 {
            setThroughKeyPath(object, value)
        } else {
            learn(object, to: value, otherwise: setThroughKeyPath)
        }
    }

    /// The first set: through the key path's read-modify access, keeping where it pointed.
    @usableFromInline @MainActor
    func learn<Object: AnyObject, Target>(
        _ object: Object, to value: UnsafePointer<Target>,
        otherwise setThroughKeyPath: @MainActor (Object, UnsafePointer<Target>) -> Void
    ) {
        guard let keyPath = keyPath as? ReferenceWritableKeyPath<Object, Target> else {
            // Not reached: a site's key path is the one its setter was made for.
            offset = 0
            setThroughKeyPath(object, value)
            return
        }
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        var address = base
        withUnsafeMutablePointer(to: &object[keyPath: keyPath]) { property in
            property.pointee = value.pointee
            address = UnsafeRawPointer(property)
        }
        offset = Self.offset(of: address, size: MemoryLayout<Target>.size, in: base)
    }

    /// The offset of `size` bytes at `address` when they lie inside the instance memory of the object at `base`,
    /// past its header; `0` otherwise.
    static func offset(of address: UnsafeRawPointer, size: Int, in base: UnsafeRawPointer) -> Int {
        // Compared as integers: the two pointers may point into different allocations.
        let start = Int(bitPattern: address), object = Int(bitPattern: base)
        let (offset, overflow) = start.subtractingReportingOverflow(object)
        guard !overflow, offset >= MemoryLayout<UnsafeRawPointer>.size else { return 0 }
        let (end, pastEnd) = offset.addingReportingOverflow(size)
        guard !pastEnd, end <= livery_instance_size(base) else { return 0 }
        return offset
    }
}
