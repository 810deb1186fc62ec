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
    ///
    /// Called on the main actor, once per type, the first time Livery styles an object of the type. Being a
    /// main-actor requirement, it can be implemented by main-actor types such as `UIView` and by plain classes.
    @MainActor static func declareStyleProperties(_ properties: StylePropertyDeclarations)
}

extension Stylable {
    /// No parent.
    @MainActor public var styleParent: (any Stylable)? { nil }

    /// No properties.
    @MainActor public static func declareStyleProperties(_ properties: StylePropertyDeclarations) {}
}

/// Installs a style layer on a property of an object, for a state (`nil` removes it). Made where the type
/// declares the property, so the setters it installs are specialized for the object and value types.
@usableFromInline
typealias StyleInstaller = @MainActor (AnyObject, ThemeManager, ControlState, StyleSources?) -> Void

/// A declared style property: its name, whether it takes per-state values, its value type, and how a style is
/// installed on an object.
struct StyleProperty {
    let name: String
    let isStateful: Bool
    let valueType: any ThemeValueConvertible.Type
    let install: StyleInstaller

    /// Whether a literal from a stylesheet converts to the property's type.
    func accepts(_ value: TokenValue) -> Bool { valueType.init(themeValue: value) != nil }

    /// `Color`, `Double`…
    var typeName: String { String(describing: valueType) }
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
