extension ThemeManager {
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
        let site = engine.site(key, of: Object.self, Value.self, makeSet: makeSet)
        let set = makeSet()
        installStyle(
            object, site: site, style: style, currentValue: currentValue,
            setLiteral: { set(unsafeDowncast($0, to: Object.self), $1) })
    }

    @usableFromInline
    func installStyle<Object: AnyObject, Value: ThemeValueConvertible>(
        _ object: Object, site: SiteID, style: StyleSources?, currentValue: (@MainActor (Object) -> Value)?,
        setLiteral: @escaping @MainActor (AnyObject, Value) -> Void
    ) {
        guard
            let (entry, index, binding) = engine.valueBinding(
                of: object, site: site, create: style != nil, setLiteral: setLiteral)
        else { return }
        if let style {
            // What the property goes back to when no style (and no inline value) sets it any more.
            if let currentValue { binding.captureOriginal { currentValue(object) } }
            binding.style = convert(style, to: Value.self, cache: binding.cache)
        } else {
            binding.style = nil
        }
        engine.settle(binding, of: object, at: index, in: entry)
    }

    private func convert<Value: ThemeValueConvertible>(_ style: StyleSources, to type: Value.Type, cache: CacheID)
        -> ThemedSources<Value>
    {
        var result = ThemedSources<Value>()
        result.everyTheme = style.everyTheme.flatMap { bindingSource($0, as: type, cache: cache) }
        for (theme, input) in style.perTheme {
            result.perTheme[theme] = bindingSource(input, as: type, cache: cache)
        }
        return result
    }

    private func bindingSource<Value: ThemeValueConvertible>(_ input: StyleInput, as type: Value.Type, cache: CacheID)
        -> BindingSource<Value>?
    {
        switch input {
        case .token(let path): return engine.source(of: ThemeBindingValue<Value>.token(path), cache: cache)
        case .tokenValue(let literal): return Value(themeValue: literal).map(BindingSource.literal)
        case .value(let value): return (value as? Value).map(BindingSource.literal)
        }
    }
}
