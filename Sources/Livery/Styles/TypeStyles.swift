/// Type-wide defaults (global styles): values every instance of a type gets, below its stylesheet
/// rules and its own inline bindings.
///
/// ```swift
/// Button.livery.cornerRadius = .value(8)                      // every theme
/// Button.livery.backgroundColor = "color.background.surface"  // a token
/// Button.livery[theme: "night"].backgroundColor = "color.background.canvas"
/// Button.livery[.disabled].titleColor = "color.text.disabled"  // per state (declared stateful properties)
/// ```
///
/// The property must be declared by the type (``Stylable/declareStyleProperties(_:)``). Subclasses inherit
/// their superclasses' defaults; a subclass's own default for a property wins over its superclass's in every
/// theme. Attached objects are restyled at once.
@MainActor
@dynamicMemberLookup
public struct TypeStyles<Object: Stylable> {
    /// The manager the defaults belong to.
    public let manager: ThemeManager
    /// The theme the values are for; `nil` for every theme.
    public let theme: ThemeIdentifier?

    /// Creates the defaults of `Object` with a manager.
    public init(manager: ThemeManager, theme: ThemeIdentifier? = nil) {
        self.manager = manager
        self.theme = theme
    }

    /// A declared property's default: a token or a literal; `nil` removes it.
    public subscript<Value: ThemeValueConvertible>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>
    ) -> ThemeBindingValue<Value>? {
        get {
            guard let name = name(of: keyPath) else { return nil }
            return Self.bindingValue(
                manager.typeDefault(for: Object.self, slot: StyleSlot(name: name, state: .normal), theme: theme))
        }
        nonmutating set {
            guard let name = name(of: keyPath) else { return }
            manager.setTypeDefault(
                newValue.map(Self.input), for: Object.self, slot: StyleSlot(name: name, state: .normal), theme: theme)
        }
    }

    /// The defaults for one theme: `Button.livery[theme: "night"].backgroundColor = …`.
    public subscript(theme theme: ThemeIdentifier) -> TypeStyles<Object> {
        TypeStyles(manager: manager, theme: theme)
    }

    private func name(of keyPath: AnyKeyPath) -> String? {
        if let name = StyleTypes.declarations(of: Object.self).namesByKeyPath[keyPath] { return name }
        manager.record(
            ThemeIssue(
                .styleDeclarationSkipped, theme: theme,
                message:
                    "a type default was set on a property \(Object.self) does not declare as a style property; "
                    + "declare it in declareStyleProperties(_:)"))
        return nil
    }

    static func input<Value>(_ value: ThemeBindingValue<Value>) -> StyleInput {
        switch value {
        case .token(let path): .token(path)
        case .value(let literal): .value(literal)
        }
    }

    static func bindingValue<Value>(_ input: StyleInput?) -> ThemeBindingValue<Value>? {
        switch input {
        case .token(let path): .token(path)
        case .value(let value): (value as? Value).map(ThemeBindingValue.value)
        case .tokenValue, nil: nil
        }
    }
}

extension TypeStyles where Object: StateBindable {
    /// The defaults for one control state: `Button.livery[.highlighted].titleColor = …`.
    public subscript(state: ControlState) -> TypeStateStyles<Object> {
        TypeStateStyles(styles: self, state: state)
    }
}

extension Stylable {
    /// The type-wide defaults of this type with the default manager: `Button.livery.cornerRadius = .value(8)`.
    @MainActor
    public static var livery: TypeStyles<Self> {
        TypeStyles(manager: ThemeCenter.shared.defaultManager)
    }

    /// The type-wide defaults of this type with a given manager.
    @MainActor
    public static func livery(_ manager: ThemeManager) -> TypeStyles<Self> {
        TypeStyles(manager: manager)
    }
}

extension ThemeBindings where Object: Stylable {
    /// The object's style identifiers, like CSS classes: `button.livery.styleIdentifiers = ["primary"]` makes
    /// `.primary` and `Button.primary` rules apply. Setting them restyles the object (when attached) and its
    /// attached descendants.
    public var styleIdentifiers: [String] {
        get { manager.styles.identifiers(of: object) }
        nonmutating set { manager.setStyleIdentifiers(newValue, of: object) }
    }

    /// Styles the object now, and again whenever the stylesheet, the type defaults, or its or its ancestors'
    /// identifiers change. Call it when the object joins the tree, and again on every object of a subtree that
    /// moves to another parent: UIKit calls `didMoveToWindow` on each view of a moved subtree, and the adapters
    /// call this from there. It restyles this object only (a constant cost per attach, not a walk of the
    /// attached objects). Objects not attached are not styled.
    public func attachStyle() {
        manager.attachStyle(object)
    }

    /// Stops styling the object; the values it has stay until it is attached again.
    public func detachStyle() {
        manager.detachStyle(object)
    }

    /// Whether the object is attached (see ``attachStyle()``).
    public var isStyleAttached: Bool { manager.isStyleAttached(object) }
}
