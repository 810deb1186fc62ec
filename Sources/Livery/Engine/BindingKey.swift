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
