// The four kinds of ID the binding engine hands around. Each wraps the `Int32` it always was (slots and walk
// records stay as small as before, and the optimizer sees through the wrapper), so that a site cannot be passed
// where a token is expected, and "none" has a name instead of being -1.

/// A ``BindingSite``: one property bound through one static object type, by its position in the registry.
@usableFromInline
struct SiteID: Hashable {
    @usableFromInline let rawValue: Int32

    @inlinable init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// No site: an empty slot.
    @inlinable static var none: SiteID { SiteID(-1) }
    /// Whether this is ``none``.
    @inlinable var isNone: Bool { rawValue < 0 }
    /// The position in the registry's sites.
    @inlinable var index: Int { Int(rawValue) }
}

/// A token path in a manager's token index: the same ID in every theme and pack the manager holds.
@usableFromInline
struct ManagerTokenID: Hashable {
    @usableFromInline let rawValue: Int32

    @inlinable init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// No single token: the slot's full binding decides what it reads.
    @inlinable static var none: ManagerTokenID { ManagerTokenID(-1) }
    /// Whether this is ``none``.
    @inlinable var isNone: Bool { rawValue < 0 }
    /// The position in the token index, and in each conversion cache's buffers.
    @inlinable var index: Int { Int(rawValue) }
}

/// A ``ConversionCache``, by its position in the registry: one per property value type.
@usableFromInline
struct CacheID: Hashable {
    @usableFromInline let rawValue: Int32

    @inlinable init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// No cache yet: a site that was never bound.
    @inlinable static var none: CacheID { CacheID(-1) }
    /// Whether this is ``none``.
    @inlinable var isNone: Bool { rawValue < 0 }
    /// The position in the registry's caches.
    @inlinable var index: Int { Int(rawValue) }
}

/// A canonical ``BindingKey``, interned: binding the same key on an object again replaces its binding.
@usableFromInline
struct KeyID: Hashable {
    @usableFromInline let rawValue: Int32

    @inlinable init(_ rawValue: Int32) { self.rawValue = rawValue }
}
