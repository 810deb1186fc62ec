// The four kinds of ID the binding engine hands around. Each is one `BindingID` wrapping the `Int32` it always was
// (slots and walk records stay as small as before, and the optimizer sees through the wrapper), tagged with its
// kind, so that a site cannot be passed where a token is expected, and "none" has a name instead of being -1.

/// An ID of one kind: a position in the table of that kind.
@usableFromInline
struct BindingID<Kind>: Hashable {
    @usableFromInline let rawValue: Int32

    @inlinable init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// No ID: an empty slot, a slot whose full binding decides, a site never bound.
    @inlinable static var none: BindingID { BindingID(-1) }
    /// Whether this is ``none``.
    @inlinable var isNone: Bool { rawValue < 0 }
    /// The position in its table.
    @inlinable var index: Int { Int(rawValue) }
}

/// The kinds, as tags only.
@usableFromInline enum SiteKind {}
@usableFromInline enum ManagerTokenKind {}
@usableFromInline enum CacheKind {}
@usableFromInline enum KeyKind {}

/// A ``BindingSite``: one property bound through one static object type, by its position in the registry.
@usableFromInline typealias SiteID = BindingID<SiteKind>
/// A token path in a manager's token index: the same ID in every theme and pack the manager holds, and the position
/// in each conversion cache's buffers.
@usableFromInline typealias ManagerTokenID = BindingID<ManagerTokenKind>
/// A ``ConversionCache``, by its position in the registry: one per property value type.
@usableFromInline typealias CacheID = BindingID<CacheKind>
/// A canonical ``BindingKey``, interned: binding the same key on an object again replaces its binding.
@usableFromInline typealias KeyID = BindingID<KeyKind>

// MARK: - BindingKey

/// Identifies one bound property of an object: binding the same key again replaces the binding, so a reused
/// table cell that binds its label on every `configure` keeps one binding, not thousands.
@usableFromInline
enum BindingKey: Hashable {
    /// A key-path property: `\.textColor`.
    case keyPath(AnyKeyPath)
    /// A style property declared by the object's type (``Stylable``), by name: inline bindings of the declared
    /// key path and stylesheet values share this key.
    case property(String)
    /// A state-aware property for one state: `titleColor` for `.highlighted`.
    case stateful(name: String, state: ControlState)
    /// A closure binding, keyed by the caller's choice or by its source location.
    case closure(String)
}
