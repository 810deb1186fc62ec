/// The bindings of one object with one manager, written as property assignments through dynamic member
/// lookup:
///
/// ```swift
/// label.livery.textColor = "color.text.primary"              // a token, in every theme
/// label.livery[theme: "night"].textColor = .value(.white)   // a literal, in one theme
/// label.livery.apply { label, theme in label.shadowOpacity = theme.value("opacity.shadow") ?? 0 }
/// ```
///
/// A binding applies at once with the current theme, again on every switch that changes what it reads, never
/// keeps its object alive (see ``LifetimeReporting``), and replaces an earlier binding of the same property:
/// binding a reused cell again does not pile up bindings. Assigning `nil` removes the binding (in every theme, or
/// in the one theme selected).
@MainActor
@dynamicMemberLookup
public struct ThemeBindings<Object: AnyObject> {
    /// The bound object.
    public let object: Object
    /// The manager whose themes the bindings follow.
    public let manager: ThemeManager
    /// The theme per-theme values are set for; `nil` for values that hold in every theme.
    public let theme: ThemeIdentifier?
    /// The object's lifetime when its static type reports one (``LifetimeReporting``): binding then finds the
    /// object's entry through it instead of looking the object up.
    @usableFromInline let lifetime: BindingLifetime?

    /// Creates the bindings of an object with a manager.
    public init(_ object: Object, manager: ThemeManager, theme: ThemeIdentifier? = nil) {
        self.init(object, manager: manager, theme: theme, lifetime: nil)
    }

    @usableFromInline
    init(_ object: Object, manager: ThemeManager, theme: ThemeIdentifier?, lifetime: BindingLifetime?) {
        self.object = object
        self.manager = manager
        self.theme = theme
        self.lifetime = lifetime
    }

    /// A declared property (``ThemeProperties``) bound to a token or a literal value: the fastest binding, set
    /// through the closure the declaration gives. Reading gives what is bound (for ``theme``, or in every
    /// theme); assigning binds; assigning `nil` unbinds.
    @inlinable
    public subscript<Value: ThemeValueConvertible>(
        dynamicMember property: KeyPath<ThemeProperties<Object>, ThemeProperty<Object, Value>>
    ) -> ThemeBindingValue<Value>? {
        get {
            let property = ThemeProperties<Object>()[keyPath: property]
            return manager.engine.boundValue(of: object, key: .property(property.name), theme: theme, as: Value.self)
        }
        @inline(__always) nonmutating set {
            if theme == nil, case .token(let path)? = newValue,
                manager.engine.bindToken(object, lifetime: lifetime, boundThrough: property, path: path)
            {
                return
            }
            let keyPath = property
            let property = ThemeProperties<Object>()[keyPath: property]
            manager.engine.bind(
                object, lifetime: lifetime, key: .property(property.name), keyPath: keyPath, theme: theme,
                to: newValue, currentValue: property.get, makeSet: { property.set })
        }
    }

    /// Any writable property of the object, by key path, bound to a token or a literal value. Reading gives
    /// what is bound (for ``theme``, or in every theme); assigning binds; assigning `nil` unbinds.
    ///
    /// Works on every property with no declaration. In optimized builds, where the key path is written out
    /// (`view.livery.ink`), the binding's setter is specialized for it and sets the property directly; a key path
    /// made at run time is applied at run time on every set, several times slower. A property declared in
    /// ``ThemeProperties`` under the same name takes precedence and is set through its declaration.
    @_disfavoredOverload
    @inlinable
    public subscript<Value: ThemeValueConvertible>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>
    ) -> ThemeBindingValue<Value>? {
        get { manager.engine.boundValue(of: object, key: .keyPath(keyPath), theme: theme, as: Value.self) }
        // The key path is consumed into the `access` closure, its one use here: inlined where the app wrote the
        // key path, the optimizer then specializes the closures for that literal and sets the property directly
        // (see ``KeyPathAccess``). A copy kept alive beside the closure would count as a second use and stop it.
        @inline(__always) nonmutating set {
            let access = Self.access(consume keyPath)
            manager.engine.bind(
                object, lifetime: lifetime, theme: theme, to: newValue, through: access, remembered: true,
                currentValue: { $0[keyPath: access(nil, nil)!] },
                makeSetters: {
                    KeyPathSetters(
                        throughKeyPath: { object, base, index in
                            _ = access(
                                unsafeDowncast(object, to: Object.self),
                                base.assumingMemoryBound(to: Value.self) + index)
                        },
                        atOffset: { offset in
                            { object, base, index in
                                (UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset)
                                    .assumingMemoryBound(to: Value.self).pointee =
                                    base.assumingMemoryBound(to: Value.self)[index]
                            }
                        })
                },
                makeLearningApply: { store in
                    let setThroughKeyPath: @MainActor (Object, UnsafePointer<Value>) -> Void = { _ = access($0, $1) }
                    return { object, base, index in
                        let value = base.assumingMemoryBound(to: Value.self) + index
                        store.set(unsafeDowncast(object, to: Object.self), to: value, otherwise: setThroughKeyPath)
                    }
                },
                setLiteral: { object, value in
                    withUnsafePointer(to: value) { _ = access(unsafeDowncast(object, to: Object.self), $0) }
                })
        }
    }

    /// The closure through which a key-path binding uses its key path: given an object and a value, it sets the
    /// property; given neither, it returns the key path. Inlined, so that the closure is formed where the key path
    /// was written; the key path is consumed, and captured by value, so that the closure holds the only reference.
    @inlinable @inline(__always)
    static func access<Target>(
        _ keyPath: consuming ReferenceWritableKeyPath<Object, Target>
    ) -> KeyPathAccess<Object, Target> {
        { [keyPath] object, value in
            guard let object, let value else { return keyPath }
            object[keyPath: keyPath] = value.pointee
            return nil
        }
    }

    /// Binds a property whose type does not convert from tokens itself (a `UIColor`, a `CGColor`, an app's own
    /// class) through a value type that does: each token converts to `Value` once per theme, shared by every
    /// binding of it, and `converting` turns that value into the property's on every set.
    ///
    /// The platform adapters build their key-path subscripts for `UIColor`, `CGColor`, `UIFont`, `NSColor` and
    /// `NSFont` properties on it (`slider.livery.minimumTrackTintColor = "color.accent"`); use it for property
    /// types of your own:
    ///
    /// ```swift
    /// badge.livery.bind(\.ink, to: "color.accent", converting: { (color: Color) in Ink(color) })
    /// ```
    ///
    /// Binding the same property again replaces the binding, whatever value type it went through. Assigning
    /// `nil` unbinds it (in every theme, or in ``theme``).
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - value: A token or a literal of `Value`; `nil` unbinds.
    ///   - converting: Makes the property's value from the converted token (or the literal).
    @inlinable @inline(__always)
    public func bind<Value: ThemeValueConvertible, Target>(
        _ keyPath: consuming ReferenceWritableKeyPath<Object, Target>, to value: ThemeBindingValue<Value>?,
        converting: @escaping @MainActor (Value) -> Target
    ) {
        let access = Self.access(consume keyPath)
        // Not through the key-path site cache (`remembered`): that cache knows one value type per key path, and
        // this key path may also be bound as another.
        manager.engine.bind(
            object, lifetime: lifetime, theme: theme, to: value, through: access, remembered: false,
            currentValue: nil,
            makeSetters: {
                KeyPathSetters(
                    throughKeyPath: { object, base, index in
                        withUnsafePointer(to: converting(base.assumingMemoryBound(to: Value.self)[index])) {
                            _ = access(unsafeDowncast(object, to: Object.self), $0)
                        }
                    },
                    atOffset: { offset in
                        { object, base, index in
                            (UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset)
                                .assumingMemoryBound(to: Target.self).pointee =
                                converting(base.assumingMemoryBound(to: Value.self)[index])
                        }
                    })
            },
            makeLearningApply: { store in
                let setThroughKeyPath: @MainActor (Object, UnsafePointer<Target>) -> Void = { _ = access($0, $1) }
                return { object, base, index in
                    withUnsafePointer(to: converting(base.assumingMemoryBound(to: Value.self)[index])) {
                        store.set(unsafeDowncast(object, to: Object.self), to: $0, otherwise: setThroughKeyPath)
                    }
                }
            },
            setLiteral: { object, value in
                withUnsafePointer(to: converting(value)) { _ = access(unsafeDowncast(object, to: Object.self), $0) }
            })
    }

    /// What is bound to a property through ``bind(_:to:converting:)`` as `Value`, for ``theme`` (or in every
    /// theme); `nil` when nothing is, or when it was bound as another value type.
    @inlinable
    public func boundValue<Value: ThemeValueConvertible, Target>(
        of keyPath: ReferenceWritableKeyPath<Object, Target>, as type: Value.Type
    ) -> ThemeBindingValue<Value>? {
        manager.engine.boundValue(of: object, key: .keyPath(keyPath), theme: theme, as: Value.self)
    }

    /// The bindings that hold in one theme only, mixing tokens and literals
    /// freely: `label.livery[theme: "night"].textColor = .value(.white)`. Themes without a value of their own
    /// use the every-theme binding, or the property's value from before it was bound.
    public subscript(theme theme: ThemeIdentifier) -> ThemeBindings<Object> {
        ThemeBindings(object, manager: manager, theme: theme, lifetime: lifetime)
    }

    /// Runs `body` now and on every switch with the object and the new theme, for anything a property binding
    /// cannot express (a method with arguments, a layer, the status bar).
    ///
    /// A second `apply` with the same `key` replaces the first; by default the key is the call's source
    /// location, so a `configure` method that runs again for a reused cell keeps one closure. Do not capture
    /// the object strongly in `body`: it is passed in. The manager keeps `body`, so capture the manager
    /// `weak` or `unowned` too when the manager may go away (a screen's own manager), or neither is freed.
    ///
    /// In an animated switch (``ThemeManager/switchTo(_:animated:)``) the closure runs once, with the new theme,
    /// when the switch is committed. With `eachFrame` it runs on every frame instead, with a snapshot whose
    /// colors read by path (``ThemeSnapshot/color(_:)``, the subscripts) are the frame's: for colors no property
    /// binding reaches, such as a bar appearance built anew from them. Keep such a closure cheap.
    /// - Parameters:
    ///   - key: Identifies the closure among the object's closures; `nil` for the call's source location.
    ///   - eachFrame: Whether the closure runs on every frame of an animated switch.
    ///   - fileID: The calling file, part of the default key.
    ///   - line: The calling line, part of the default key.
    ///   - body: The update.
    public func apply(
        key: String? = nil, eachFrame: Bool = false, fileID: StaticString = #fileID, line: UInt = #line,
        _ body: @escaping @MainActor (Object, ThemeSnapshot) -> Void
    ) {
        manager.engine.bindClosure(
            object, key: .closure(key ?? "\(fileID):\(line)"), eachFrame: eachFrame, body: body)
    }

    /// Runs `body` now and after each switch that changes what it reads: the value of `token` in the theme
    /// committed, or which token the theme names. For a property set by name (Objective-C key-value coding, a
    /// per-state setter picked by a string), whose closure reads one token: a switch that leaves the token alone
    /// does not call it, as it does not set a property bound by key path. `body` reads the token itself; a
    /// second call with the same `key` replaces the first, and ``unbindClosure(key:)`` removes it.
    package func apply(
        key: String, reading token: TokenChoice, _ body: @escaping @MainActor (Object, ThemeSnapshot) -> Void
    ) {
        manager.engine.bindTokenClosure(object, key: .closure(key), token: token, body: body)
    }

    /// Removes the binding of a declared property, in every theme. A value a stylesheet or type default gives
    /// the property applies again; without one, the property keeps its value.
    public func unbind<Value>(_ property: KeyPath<ThemeProperties<Object>, ThemeProperty<Object, Value>>) {
        manager.engine.unbindInline(object, key: .property(ThemeProperties<Object>()[keyPath: property].name))
    }

    /// Removes the binding of a property bound by key path, in every theme. A value a stylesheet or type
    /// default gives the property applies again; without one, the property keeps its value.
    @_disfavoredOverload
    public func unbind<Value>(_ keyPath: ReferenceWritableKeyPath<Object, Value>) {
        manager.engine.unbindInline(object, key: manager.engine.registry.canonicalKey(.keyPath(keyPath), Object.self))
    }

    /// Removes a closure bound with ``apply(key:eachFrame:fileID:line:_:)`` under an explicit key.
    public func unbindClosure(key: String) {
        manager.engine.unbindInline(object, key: .closure(key))
    }

    /// Removes every binding and closure of the object with this manager. What stylesheets and type defaults
    /// give it stays (``detachStyle()`` stops styling).
    public func unbindAll() {
        manager.engine.unbindAllInline(object)
    }

    /// The number of properties and closures bound on the object.
    public var bindingCount: Int {
        Int(manager.engine.registry.entry(for: object, create: false)?.count ?? 0)
    }

    /// Adds the object to a group whose handler receives all members after every switch (see
    /// ``ThemeManager/setGroupHandler(_:_:)``).
    public func join(_ group: String) {
        manager.engine.group(named: group).insert(object)
    }

    /// Removes the object from a group.
    public func leave(_ group: String) {
        manager.engine.groups[group]?.remove(object)
    }
}

extension ThemeBindings where Object: StateBindable {
    /// The bindings of one control state or composite state:
    /// `button.livery[.highlighted].titleColor = "color.accent.pressed"`.
    public subscript(state: ControlState) -> StateBindings<Object> {
        StateBindings(bindings: self, state: state)
    }
}

// MARK: - ThemeBindingValue

/// What a bound property takes: a token, resolved in whatever theme is current, or a literal value.
///
/// A string literal is a token path, so `label.livery.textColor = "text.primary"` binds to a token; a literal
/// value is written `.value(…)`: `label.livery[theme: "night"].textColor = .value(.white)`.
public enum ThemeBindingValue<Value> {
    /// The token at this dotted path.
    case token(String)
    /// This value, whatever the theme's tokens say.
    case value(Value)
}

extension ThemeBindingValue: ExpressibleByStringLiteral, ExpressibleByUnicodeScalarLiteral,
    ExpressibleByExtendedGraphemeClusterLiteral
{
    /// A token path.
    public init(stringLiteral path: String) {
        self = .token(path)
    }
}

extension ThemeBindingValue {
    /// The referenced token, named through the accessors `livery export --format swift` generates:
    /// `label.livery.textColor = .token(Tokens.Color.Text.primary)`.
    ///
    /// The reference's type is the token's own value type (`Color`, `TokenDimension`…); the property may be any
    /// type the token converts to (`UIColor`, `CGFloat`…), so the conversion is checked when the theme applies,
    /// like a token path's.
    public static func token<TokenValueType>(_ reference: TokenReference<TokenValueType>) -> Self {
        .token(reference.path)
    }
}

extension ThemeBindingValue: Sendable where Value: Sendable {}
extension ThemeBindingValue: Equatable where Value: Equatable {}

/// The token a closure bound with `ThemeBindings.apply(key:reading:_:)` reads: one path in every theme, or a path
/// per theme by the theme's raw identifier (in a theme the dictionary does not name, the closure does not run).
package enum TokenChoice: Sendable {
    case every(String)
    case perTheme([String: String])
}
