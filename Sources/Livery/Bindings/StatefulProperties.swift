/// The namespace of a type's state-aware properties; adapters (and apps) add them in extensions constrained on
/// `Object`, and `livery[state]` finds them by dynamic member lookup.
public struct StatefulProperties<Object: AnyObject> {
    /// Creates the namespace.
    public init() {}
}
