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
