/// An object that stylesheets and type-wide defaults can style: it names the properties they may set and its
/// parent in the style tree.
///
/// Declare the properties in an extension constrained on the type, writing the key paths on `Self`:
///
/// ```swift
/// final class Badge: Stylable {
///     var textColor = Color.black
///     var cornerRadius = 0.0
///     weak var parent: Card?
///
///     var styleParent: (any Stylable)? { parent }
/// }
///
/// extension Stylable where Self: Badge {
///     static func declareStyleProperties(_ properties: StylePropertyDeclarations) {
///         properties.add("textColor", \Self.textColor)
///         properties.add("cornerRadius", \Self.cornerRadius)
///     }
/// }
///
/// StyleTypes.register(Badge.self)   // so stylesheets can name it, and misspellings are caught
/// ```
///
/// Key paths on `Self` are rooted at each object's own class, which is how an inline binding made through any
/// static type of an object and a style for its dynamic type are recognized as one property. For a class whose
/// subclasses add properties, override a class method that calls the constrained helpers:
///
/// ```swift
/// class Label: Stylable {
///     class func declareStyleProperties(_ properties: StylePropertyDeclarations) {
///         Self.declareLabelProperties(properties)
///     }
/// }
/// extension Stylable where Self: Label {
///     static func declareLabelProperties(_ properties: StylePropertyDeclarations) {
///         properties.add("textColor", \Self.textColor)
///     }
/// }
/// class Caption: Label {
///     override class func declareStyleProperties(_ properties: StylePropertyDeclarations) {
///         super.declareStyleProperties(properties)
///         Self.declareCaptionProperties(properties)   // another constrained helper
///     }
/// }
/// ```
///
/// (Write `\Self.…` inside the constrained extension, not in the class body: Swift 6.3 cannot form a key path
/// on the dynamic `Self` of a class method at run time.)
public protocol Stylable: ThemeBindable {
    /// The object's parent for descendant (`Card Label`) and child (`Card > Label`) selectors, usually the
    /// superview; `nil` at the root. The default is `nil`.
    @MainActor var styleParent: (any Stylable)? { get }

    /// Declares the properties stylesheets and type defaults may set, by name. The default declares none.
    static func declareStyleProperties(_ properties: StylePropertyDeclarations)
}

extension Stylable {
    /// No parent.
    @MainActor public var styleParent: (any Stylable)? { nil }

    /// No properties.
    public static func declareStyleProperties(_ properties: StylePropertyDeclarations) {}
}

/// The style properties one type declares (see ``Stylable/declareStyleProperties(_:)``).
public final class StylePropertyDeclarations {
    private(set) var properties: [String: StyleProperty] = [:]
    private(set) var names: [String] = []
    private(set) var namesByKeyPath: [AnyKeyPath: String] = [:]

    init() {}

    /// Declares a property set through a key path: `properties.add("textColor", \Self.textColor)`.
    /// A second declaration of a name replaces the first.
    public func add<Object: AnyObject, Value: ThemeValueConvertible>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Object, Value>
    ) {
        namesByKeyPath[keyPath] = name
        insert(
            StyleProperty(
                name: name, isStateful: false, valueType: Value.self,
                installer: KeyPathInstaller<Object, Value>(name: name, keyPath: keyPath)))
    }

    /// Declares a property that takes a value per control state (see ``StatefulProperties``), under the
    /// property's own name: `properties.add(stateful: \.titleColor)` for `StatefulProperties<Self>`.
    /// Stylesheet rules with `:highlighted`, `:selected`, `:disabled` or `:focused` set it for that state.
    public func add<Object: StateThemable, Value: ThemeValueConvertible>(
        stateful keyPath: KeyPath<StatefulProperties<Object>, StatefulProperty<Object, Value>>
    ) {
        let property = StatefulProperties<Object>()[keyPath: keyPath]
        insert(
            StyleProperty(
                name: property.name, isStateful: true, valueType: Value.self,
                installer: StatefulInstaller(property: property)))
    }

    private func insert(_ property: StyleProperty) {
        if properties[property.name] == nil { names.append(property.name) }
        properties[property.name] = property
    }
}

/// A declared style property: its name, whether it takes per-state values, its value type, and how a style is
/// installed on an object.
struct StyleProperty {
    let name: String
    let isStateful: Bool
    let valueType: any ThemeValueConvertible.Type
    let installer: any StyleInstaller

    /// Sets (or with `nil` removes) the style layer of the property on an object, for a state.
    @MainActor
    func install(_ object: AnyObject, _ manager: ThemeManager, _ state: ControlState, _ style: StyleSources?) {
        installer.install(object, manager, state, style)
    }

    /// Whether a literal from a stylesheet converts to the property's type.
    func accepts(_ value: TokenValue) -> Bool { valueType.init(themeValue: value) != nil }

    /// `Color`, `Double`…
    var typeName: String { String(describing: valueType) }
}

/// Installs a style layer on one kind of property; generic over the object and value types, so the setter is
/// specialized.
protocol StyleInstaller {
    @MainActor func install(_ object: AnyObject, _ manager: ThemeManager, _ state: ControlState, _ style: StyleSources?)
}

/// A property set through a key path.
struct KeyPathInstaller<Object: AnyObject, Value: ThemeValueConvertible>: StyleInstaller {
    let name: String
    let keyPath: ReferenceWritableKeyPath<Object, Value>

    @MainActor
    func install(_ object: AnyObject, _ manager: ThemeManager, _ state: ControlState, _ style: StyleSources?) {
        let keyPath = self.keyPath
        manager.installStyle(
            unsafeDowncast(object, to: Object.self), key: .property(name), style: style,
            currentValue: { $0[keyPath: keyPath] }, setter: { $0[keyPath: keyPath] = $1 })
    }
}

/// A property with a value per control state.
struct StatefulInstaller<Object: AnyObject, Value: ThemeValueConvertible>: StyleInstaller {
    let property: StatefulProperty<Object, Value>

    @MainActor
    func install(_ object: AnyObject, _ manager: ThemeManager, _ state: ControlState, _ style: StyleSources?) {
        let set = property.set
        manager.installStyle(
            unsafeDowncast(object, to: Object.self), key: .stateful(name: property.name, state: state), style: style,
            currentValue: nil, setter: { set($0, $1, state) })
    }
}

/// A style value on its way to a property: a token, a literal read from a stylesheet, or a literal of the
/// property's own type given in code (type defaults).
enum StyleInput {
    case token(String)
    case tokenValue(TokenValue)
    case value(Any)

    init(_ value: StyleValue) {
        switch value {
        case .token(let path): self = .token(path)
        case .literal(let literal): self = .tokenValue(literal)
        }
    }
}
