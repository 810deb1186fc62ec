/// An object whose properties take one value per control state through a setter method (UIKit's
/// `setTitleColor(_:for:)`). Conforming gives it `livery[state]` bindings for the properties declared in
/// ``StatefulProperties``.
///
/// ```swift
/// extension UIButton: StateBindable {}
/// extension StatefulProperties where Object: UIButton {
///     var titleColor: StatefulProperty<Object, UIColor?> {
///         StatefulProperty("titleColor") { button, color, state in
///             button.setTitleColor(color, for: UIControl.State(rawValue: state.rawValue))
///         }
///     }
/// }
/// button.livery[.highlighted].titleColor = "accent.pressed"
/// ```
public protocol StateBindable: ThemeBindable {}

/// The earlier name of ``StateBindable``, from before it was named like ``ThemeBindable``.
@available(*, deprecated, renamed: "StateBindable")
public typealias StateThemable = StateBindable

// MARK: - StateBindings

/// The per-state bindings of an object for one control state (see ``ThemeBindings/subscript(_:)``); the
/// properties are those declared in ``StatefulProperties``.
@MainActor
@dynamicMemberLookup
public struct StateBindings<Object: StateBindable> {
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
                theme: bindings.theme, to: newValue, currentValue: property.get.map { get in { get($0, state) } },
                makeSet: { { property.set($0, $1, state) } })
        }
    }
}

// MARK: - StatefulProperties

/// The namespace of a type's state-aware properties; adapters (and apps) add them in extensions constrained on
/// `Object`, and `livery[state]` finds them by dynamic member lookup.
public struct StatefulProperties<Object: AnyObject> {
    /// Creates the namespace.
    public init() {}
}

// MARK: - StatefulProperty

/// A property that takes a value per control state, with the setter that applies one and, where the object can
/// tell, the getter that reads the value a state holds.
///
/// The getter is what makes a theme that gives the property no value exact: when one theme (a stylesheet's
/// `@theme` rule, a per-theme binding) sets the property for a state and another theme sets nothing, Livery puts
/// back the value the getter read before the property was first bound. Without a getter there is nothing to put
/// back, so the other theme's value stays and Livery reports ``ThemeIssue/Kind/valueNotRestored`` once, unless
/// the declaration names a default to put back instead (``init(_:default:set:)``).
public struct StatefulProperty<Object: AnyObject, Value: ThemeValueConvertible>: Sendable {
    /// The property's name; with the state, it identifies the binding (a second binding replaces the first).
    public let name: String
    /// Reads the value the object holds for a state itself (not one it falls back to from another state); `nil`
    /// when it cannot be read. Livery reads it once per state, when a binding first needs the value from before.
    public let get: (@MainActor (Object, ControlState) -> Value)?
    /// Applies a value for a state.
    public let set: @MainActor (Object, Value, ControlState) -> Void

    /// Creates a property.
    /// - Parameters:
    ///   - name: The name, unique among the type's stateful properties.
    ///   - get: Reads the value the object holds for a state itself, e.g. `{ $0.borders[own: $1] }`; for an
    ///     optional value, `nil` where the state has none of its own. `nil` when it cannot be read.
    ///   - set: Applies a value for a state, e.g. with `setTitleColor(_:for:)`.
    public init(
        _ name: String, get: (@MainActor (Object, ControlState) -> Value)? = nil,
        set: @escaping @MainActor (Object, Value, ControlState) -> Void
    ) {
        self.name = name
        self.get = get
        self.set = set
    }

    /// Creates a property the object cannot read back, with the value a state that no theme sets gets back
    /// (see ``ThemeProperty/init(_:default:set:)``).
    /// - Parameters:
    ///   - name: The name, unique among the type's stateful properties.
    ///   - default: The value to put back in a state, evaluated each time a binding first needs it.
    ///   - set: Applies a value for a state.
    public init(
        _ name: String, default: @autoclosure @escaping @MainActor () -> Value,
        set: @escaping @MainActor (Object, Value, ControlState) -> Void
    ) {
        self.init(name, get: { _, _ in `default`() }, set: set)
    }
}
