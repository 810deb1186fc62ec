/// The namespace of a type's declared theme properties: properties set through a closure rather than a key path,
/// which makes binding and switching them as fast as a hand-written assignment.
///
/// Declare a property once, in an extension constrained on `Object`; `object.livery.name` then binds it (a
/// declared property wins over a key path of the same name):
///
/// ```swift
/// extension ThemeProperties where Object: Badge {
///     var textColor: ThemeProperty<Object, Color> {
///         ThemeProperty("textColor", get: { $0.textColor }, set: { $0.textColor = $1 })
///     }
/// }
/// badge.livery.textColor = "color.text.primary"
/// ```
///
/// Write the closures as literals in the property's body, as above: the compiler then inlines them into the
/// binding, so a switch calls the assignment itself. A key-path binding (`object.livery.anyProperty`, for a
/// property nobody declared) works on every property but costs a key-path application per set, which Swift
/// does not fold into a direct access once the key path is stored. The platform adapters declare the common
/// properties of their views, layers and bar items.
public struct ThemeProperties<Object: AnyObject> {
    /// Creates the namespace.
    @inlinable
    public init() {}
}

// MARK: - ThemeProperty

/// A property declared in ``ThemeProperties``: its name, how to read it and how to set it.
///
/// The name identifies the binding (binding the same name again replaces the earlier binding) and is the
/// property's name in stylesheets when a ``Stylable`` type declares it for styles
/// (``StylePropertyDeclarations/add(_:)``).
///
/// A declaration also says how the object's own value comes back in a theme that sets nothing (a per-theme
/// binding or a stylesheet's `@theme` rule for some themes only): through its getter, read once before Livery
/// first sets the property, or, for a property the object cannot answer for (a setter-only property, a value
/// Livery turns into something else, such as a color drawn into an image), through a documented default
/// (``init(_:default:set:)``). A declaration with neither keeps the last theme's value there, and Livery reports
/// ``ThemeIssue/Kind/valueNotRestored`` once.
public struct ThemeProperty<Object: AnyObject, Value: ThemeValueConvertible>: Sendable {
    /// The property's name, unique among the type's declared properties.
    public let name: String
    /// Reads the property; `nil` when it cannot be read. Livery reads it once, when a binding first needs the
    /// value the property had before it was bound (per-theme values and styles give it back to themes without
    /// a value of their own).
    public let get: (@MainActor (Object) -> Value)?
    /// Sets the property.
    public let set: @MainActor (Object, Value) -> Void

    /// Creates a property.
    /// - Parameters:
    ///   - name: The property's name.
    ///   - get: Reads the property, e.g. `{ $0.textColor }`; `nil` when it cannot be read.
    ///   - set: Sets the property, e.g. `{ $0.textColor = $1 }`.
    @inlinable
    public init(
        _ name: String, get: (@MainActor (Object) -> Value)? = nil,
        set: @escaping @MainActor (Object, Value) -> Void
    ) {
        self.name = name
        self.get = get
        self.set = set
    }

    /// Creates a property whose object cannot tell its value, with the value a theme that sets nothing gives
    /// back: the platform's documented default, or a value the setter reads as "the object's own" (`nil`, for
    /// LiveryUIKit's properties that keep what the app set aside when Livery first changes it).
    /// - Parameters:
    ///   - name: The property's name.
    ///   - default: The value to put back, evaluated each time a binding first needs it.
    ///   - set: Sets the property.
    @inlinable
    public init(
        _ name: String, default: @autoclosure @escaping @MainActor () -> Value,
        set: @escaping @MainActor (Object, Value) -> Void
    ) {
        self.init(name, get: { _ in `default`() }, set: set)
    }
}
