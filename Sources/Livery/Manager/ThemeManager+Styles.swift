import Foundation

extension ThemeManager {
    // MARK: - Stylesheets

    /// The stylesheet in use, `nil` for none.
    public var stylesheet: Stylesheet? { styles.stylesheet }

    /// Replaces the stylesheet (`nil` removes it) and restyles every attached object: values the new stylesheet
    /// no longer sets go back to what the type defaults, or the properties' own values, give.
    ///
    /// The stylesheet is checked against the registered types first (``StyleTypes/register(_:)``): a type name
    /// nobody registered, a property the selected type does not declare, a state on a property without per-state
    /// values, or a literal the property cannot take refuses it whole, with every problem listed and the closest
    /// known name suggested. A refused stylesheet changes nothing; the previous one keeps applying.
    /// - Throws: ``StylesheetError``.
    public func setStylesheet(_ stylesheet: Stylesheet?) throws(StylesheetError) {
        try stylesheet?.check()
        styles.stylesheet = stylesheet
        styles.invalidateAll()
        restyleAttached()
        for scope in scopes { try? scope.setStylesheet(stylesheet) }
    }

    /// Parses, checks and uses a stylesheet (see ``setStylesheet(_:)``).
    /// - Throws: ``StylesheetError`` listing every syntax and checking error; nothing changes then.
    public func loadStylesheet(_ text: String, file: String = "<inline>") throws(StylesheetError) {
        try setStylesheet(try Stylesheet(parsing: text, file: file))
    }

    /// Reads, parses, checks and uses a stylesheet file; call it again to reload the file after an edit.
    /// - Throws: ``StylesheetError``; nothing changes then.
    public func loadStylesheet(contentsOf url: URL) throws(StylesheetError) {
        try setStylesheet(try Stylesheet(contentsOf: url))
    }

    /// How many styles were computed rather than found in the cache (for tests and benchmarks).
    public var styleComputationCount: Int { styles.computations }

    func restyleAttached() {
        for object in styles.attachedObjects { styles.restyle(object, manager: self) }
    }

    // MARK: - Objects

    /// Styles an object now and whenever its style changes (called by ``ThemeBindings/attachStyle()``).
    func attachStyle(_ object: any Stylable) {
        styles.state(of: object, create: true)?.isAttached = true
        styles.noteAncestors(of: object)
        styles.restyle(object, manager: self)
    }

    /// Stops restyling an object; the values it has stay.
    func detachStyle(_ object: any Stylable) {
        styles.state(of: object, create: false)?.isAttached = false
    }

    /// Whether an object is attached.
    func isStyleAttached(_ object: AnyObject) -> Bool {
        styles.state(of: object, create: false)?.isAttached ?? false
    }

    /// Sets an object's identifiers and restyles it (when attached) and its attached descendants.
    func setStyleIdentifiers(_ identifiers: [String], of object: any Stylable) {
        let normalized = Array(Set(identifiers)).sorted()
        guard let state = styles.state(of: object, create: !normalized.isEmpty), state.identifiers != normalized
        else { return }
        state.identifiers = normalized
        restyle(around: object)
    }

    /// Restyles an object (when attached) and its attached descendants, after its identifiers or its place in
    /// the tree changed.
    func restyle(around object: any Stylable) {
        if isStyleAttached(object) { styles.restyle(object, manager: self) }
        for descendant in styles.attachedDescendants(of: object) { styles.restyle(descendant, manager: self) }
    }

    // MARK: - Type defaults

    /// Sets (or with `nil` removes) a type-wide default for a slot in one theme or every theme, and restyles the
    /// attached objects.
    func setTypeDefault(_ value: StyleInput?, for type: AnyObject.Type, slot: StyleSlot, theme: ThemeIdentifier?) {
        let key = ObjectIdentifier(type)
        var slots = styles.defaults[key] ?? [:]
        var sources = slots[slot] ?? StyleSources()
        if let theme { sources.perTheme[theme] = value } else { sources.everyTheme = value }
        slots[slot] = sources.everyTheme == nil && sources.perTheme.isEmpty ? nil : sources
        styles.defaults[key] = slots.isEmpty ? nil : slots
        styles.invalidateAll()
        restyleAttached()
    }

    /// The type-wide default of a slot.
    func typeDefault(for type: AnyObject.Type, slot: StyleSlot, theme: ThemeIdentifier?) -> StyleInput? {
        let sources = styles.defaults[ObjectIdentifier(type)]?[slot]
        return theme.map { sources?.perTheme[$0] } ?? sources?.everyTheme
    }

    // MARK: - Installing a style layer

    /// Sets the style layer of one property of `object` (`nil` removes it) and applies what is now in effect.
    ///
    /// Inlined into the installers that ``StylePropertyDeclarations`` makes where a type declares its properties,
    /// so the setters are specialized for the object and value types (and made once per property and type).
    @inlinable @inline(__always)
    func installStyle<Object: AnyObject, Value: ThemeValueConvertible>(
        _ object: Object, key: BindingKey, style: StyleSources?, currentValue: (@MainActor (Object) -> Value)?,
        makeSet: () -> @MainActor (Object, Value) -> Void
    ) {
        let site = site(key, of: Object.self, Value.self, makeSet: makeSet)
        let set = makeSet()
        installStyle(
            object, site: site, style: style, currentValue: currentValue,
            setLiteral: { set(unsafeDowncast($0, to: Object.self), $1) })
    }

    @usableFromInline
    func installStyle<Object: AnyObject, Value: ThemeValueConvertible>(
        _ object: Object, site: Int32, style: StyleSources?, currentValue: (@MainActor (Object) -> Value)?,
        setLiteral: @escaping @MainActor (AnyObject, Value) -> Void
    ) {
        guard
            let (entry, index, binding) = valueBinding(
                of: object, site: site, create: style != nil, setLiteral: setLiteral)
        else { return }
        if let style {
            // What the property goes back to when no style (and no inline value) sets it any more.
            if let currentValue { binding.captureOriginal { currentValue(object) } }
            binding.style = convert(style, to: Value.self, cache: binding.cache)
        } else {
            binding.style = nil
        }
        settle(binding, of: object, at: index, in: entry)
    }

    private func convert<Value: ThemeValueConvertible>(_ style: StyleSources, to type: Value.Type, cache: Int32)
        -> ThemedSources<Value>
    {
        var result = ThemedSources<Value>()
        result.everyTheme = style.everyTheme.flatMap { bindingSource($0, as: type, cache: cache) }
        for (theme, input) in style.perTheme {
            result.perTheme[theme] = bindingSource(input, as: type, cache: cache)
        }
        return result
    }

    private func bindingSource<Value: ThemeValueConvertible>(_ input: StyleInput, as type: Value.Type, cache: Int32)
        -> BindingSource<Value>?
    {
        switch input {
        case .token(let path): return source(of: ThemeBindingValue<Value>.token(path), cache: cache)
        case .tokenValue(let literal): return Value(themeValue: literal).map(BindingSource.literal)
        case .value(let value): return (value as? Value).map(BindingSource.literal)
        }
    }
}

/// Checks a stylesheet against the registered types and their declared properties.
@MainActor
enum StyleValidator {
    static func validate(_ stylesheet: Stylesheet) -> [StylesheetDiagnostic] {
        var diagnostics: [StylesheetDiagnostic] = []
        let names = StyleTypes.registeredNames
        for rule in stylesheet.rules {
            var typesKnown = true
            for compound in rule.selector.compounds {
                guard let typeName = compound.typeName, StyleTypes.type(named: typeName) == nil else { continue }
                typesKnown = false
                let hint =
                    StyleTypes.closest(to: typeName, in: names).map { "; did you mean '\($0)'?" }
                    ?? (names.isEmpty
                        ? "; no types are registered (StyleTypes.register)"
                        : " (registered: \(names.joined(separator: ", ")))")
                diagnostics.append(
                    stylesheet.diagnostic(at: rule.location, "unknown type '\(typeName)' in '\(rule.selector)'\(hint)"))
            }
            guard typesKnown, let typeName = rule.selector.subject.typeName,
                let type = StyleTypes.type(named: typeName)
            else { continue }
            let declarations = StyleTypes.declarations(of: type)
            let state = rule.selector.subject.state
            for declaration in rule.declarations {
                guard let property = declarations.properties[declaration.property] else {
                    diagnostics.append(
                        stylesheet.diagnostic(
                            at: declaration.location,
                            "unknown property '\(declaration.property)' for \(typeName)"
                                + StyleEngine.suggestion(declaration.property, in: declarations.names)))
                    continue
                }
                if state != .normal && !property.isStateful {
                    let states = StyleSelector.stateNames(state).map { ":" + $0 }.joined()
                    diagnostics.append(
                        stylesheet.diagnostic(
                            at: declaration.location,
                            "'\(declaration.property)' of \(typeName) takes no per-state values; it cannot follow "
                                + "'\(states)'"))
                }
                if case .literal(let literal) = declaration.value, !property.accepts(literal) {
                    diagnostics.append(
                        stylesheet.diagnostic(
                            at: declaration.location,
                            "'\(declaration.property)' of \(typeName) takes \(property.typeName), not "
                                + "\(declaration.value) (a \(literal.type.rawValue))"))
                }
            }
        }
        return diagnostics.sorted { $0.location.position < $1.location.position }
    }
}
