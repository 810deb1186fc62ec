/// The style properties one type declares (see ``Stylable/declareStyleProperties(_:)``).
public final class StylePropertyDeclarations {
    private(set) var properties: [String: StyleProperty] = [:]
    private(set) var names: [String] = []
    private(set) var namesByKeyPath: [AnyKeyPath: String] = [:]

    init() {}

    /// Declares a property set through a key path: `properties.add("textColor", \Self.textColor)`.
    /// A second declaration of a name replaces the first.
    @inlinable
    public func add<Object: AnyObject, Value: ThemeValueConvertible>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Object, Value> & Sendable
    ) {
        insert(
            name, keyPath: keyPath, isStateful: false, valueType: Value.self,
            install: { object, manager, _, style in
                manager.installStyle(
                    unsafeDowncast(object, to: Object.self), key: .property(name), style: style,
                    currentValue: { $0[keyPath: keyPath] }, makeSet: { { $0[keyPath: keyPath] = $1 } })
            })
    }

    /// Declares a property of ``ThemeProperties`` under its own name:
    /// `properties.add(\ThemeProperties<Self>.textColor)`. Styles then set it through its closure, as inline
    /// bindings of `object.livery.textColor` do, and both are one binding.
    @inlinable
    public func add<Object: AnyObject, Value: ThemeValueConvertible>(
        _ property: KeyPath<ThemeProperties<Object>, ThemeProperty<Object, Value>>
    ) {
        let property = ThemeProperties<Object>()[keyPath: property]
        insert(
            property.name, keyPath: nil, isStateful: false, valueType: Value.self,
            install: { object, manager, _, style in
                manager.installStyle(
                    unsafeDowncast(object, to: Object.self), key: .property(property.name), style: style,
                    currentValue: property.get, makeSet: { property.set })
            })
    }

    /// Declares a property that takes a value per control state (see ``StatefulProperties``), under the
    /// property's own name: `properties.add(stateful: \.titleColor)` for `StatefulProperties<Self>`.
    /// Stylesheet rules with `:highlighted`, `:selected`, `:disabled` or `:focused` set it for that state.
    @inlinable
    public func add<Object: StateBindable, Value: ThemeValueConvertible>(
        stateful keyPath: KeyPath<StatefulProperties<Object>, StatefulProperty<Object, Value>>
    ) {
        let property = StatefulProperties<Object>()[keyPath: keyPath]
        insert(
            property.name, keyPath: nil, isStateful: true, valueType: Value.self,
            install: { object, manager, state, style in
                manager.installStyle(
                    unsafeDowncast(object, to: Object.self), key: .stateful(name: property.name, state: state),
                    style: style, currentValue: property.get.map { get in { get($0, state) } },
                    makeSet: { { property.set($0, $1, state) } })
            })
    }

    @usableFromInline
    func insert(
        _ name: String, keyPath: AnyKeyPath?, isStateful: Bool, valueType: any ThemeValueConvertible.Type,
        install: @escaping StyleInstaller
    ) {
        if let keyPath { namesByKeyPath[keyPath] = name }
        if properties[name] == nil { names.append(name) }
        properties[name] = StyleProperty(name: name, isStateful: isStateful, valueType: valueType, install: install)
    }
}
