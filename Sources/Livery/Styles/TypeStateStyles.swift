/// Type-wide defaults for one control state (see ``TypeStyles/subscript(_:)``).
@MainActor
@dynamicMemberLookup
public struct TypeStateStyles<Object: Stylable & StateBindable> {
    /// The type's defaults (with their manager and theme).
    public let styles: TypeStyles<Object>
    /// The state the values are for.
    public let state: ControlState

    /// A state-aware property's default for ``state``; `nil` removes it.
    public subscript<Value: ThemeValueConvertible>(
        dynamicMember keyPath: KeyPath<StatefulProperties<Object>, StatefulProperty<Object, Value>>
    ) -> ThemeBindingValue<Value>? {
        get {
            let slot = StyleSlot(name: StatefulProperties<Object>()[keyPath: keyPath].name, state: state)
            return TypeStyles<Object>.bindingValue(
                styles.manager.typeDefault(for: Object.self, slot: slot, theme: styles.theme))
        }
        nonmutating set {
            let slot = StyleSlot(name: StatefulProperties<Object>()[keyPath: keyPath].name, state: state)
            styles.manager.setTypeDefault(
                newValue.map(TypeStyles<Object>.input), for: Object.self, slot: slot, theme: styles.theme)
        }
    }
}
