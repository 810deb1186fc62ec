/// A property that takes a value per control state, with the setter that applies one.
public struct StatefulProperty<Object: AnyObject, Value: ThemeValueConvertible>: Sendable {
    /// The property's name; with the state, it identifies the binding (a second binding replaces the first).
    public let name: String
    /// Applies a value for a state.
    public let set: @MainActor (Object, Value, ControlState) -> Void

    /// Creates a property.
    /// - Parameters:
    ///   - name: The name, unique among the type's stateful properties.
    ///   - set: Applies a value for a state, e.g. with `setTitleColor(_:for:)`.
    public init(_ name: String, set: @escaping @MainActor (Object, Value, ControlState) -> Void) {
        self.name = name
        self.set = set
    }
}
