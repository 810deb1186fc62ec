/// The per-state bindings of an object for one control state (see ``ThemeBindings/subscript(_:)``); the
/// properties are those declared in ``StatefulProperties``.
@MainActor
@dynamicMemberLookup
public struct StateBindings<Object: StateThemable> {
    /// The object's bindings (with their manager and theme).
    public let bindings: ThemeBindings<Object>
    /// The state values are bound for.
    public let state: ControlState

    /// A state-aware property bound to a token or a literal for ``state``; `nil` unbinds it.
    @inlinable
    public subscript<Value: ThemeValueConvertible>(
        dynamicMember keyPath: KeyPath<StatefulProperties<Object>, StatefulProperty<Object, Value>>
    ) -> ThemeBindingValue<Value>? {
        get {
            let property = StatefulProperties<Object>()[keyPath: keyPath]
            return bindings.manager.engine.boundValue(
                of: bindings.object, key: .stateful(name: property.name, state: state), theme: bindings.theme,
                as: Value.self)
        }
        @inline(__always) nonmutating set {
            let property = StatefulProperties<Object>()[keyPath: keyPath]
            let state = self.state
            bindings.manager.engine.bind(
                bindings.object, lifetime: bindings.lifetime, key: .stateful(name: property.name, state: state),
                theme: bindings.theme, to: newValue, currentValue: nil, makeSet: { { property.set($0, $1, state) } })
        }
    }
}
