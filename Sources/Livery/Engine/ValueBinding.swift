/// A binding of a property whose values are `Value`: its inline sources (bound on the object itself), the style
/// layer beneath them (stylesheet rules and type-wide defaults), and the property's own value from before, which
/// themes without any source get back.
///
/// Generic over the value type only, so an inline binding made through one static type of the object and a
/// style installed for its dynamic type share one binding.
@MainActor
final class ValueBinding<Value: ThemeValueConvertible>: PropertyBinding {
    /// The per-object sources: `livery.textColor = …` and `livery[theme: …].textColor = …`.
    var inline = ThemedSources<Value>()
    /// The style layer and the captured original value; `nil` until either is needed, to keep bindings small.
    var extras: BindingExtras<Value>?
    /// The conversion cache of `Value`.
    let cache: CacheID
    /// Sets a literal value (made at bind time for the object's type).
    var setLiteral: @MainActor (AnyObject, Value) -> Void

    init(cache: CacheID, setLiteral: @escaping @MainActor (AnyObject, Value) -> Void) {
        self.cache = cache
        self.setLiteral = setLiteral
    }

    /// Where the value for a snapshot's theme comes from: inline values beat style values, which beat the
    /// original; per theme beats every theme within a layer. A per-theme value names the theme, or, for a theme
    /// space's permutation, one of its contexts (the first dimension's first).
    func source(for snapshot: ThemeSnapshot) -> (source: BindingSource<Value>?, key: SourceKey) {
        func perTheme(_ sources: [ThemeIdentifier: BindingSource<Value>]) -> (ThemeIdentifier, BindingSource<Value>)? {
            if let source = sources[snapshot.identifier] { return (snapshot.identifier, source) }
            for name in snapshot.contextNames { if let source = sources[name] { return (name, source) } }
            return nil
        }
        if !inline.perTheme.isEmpty, let (theme, source) = perTheme(inline.perTheme) { return (source, .inline(theme)) }
        if let source = inline.everyTheme { return (source, .inline(nil)) }
        guard let extras else { return (nil, .none) }
        if let style = extras.style {
            if !style.perTheme.isEmpty, let (theme, source) = perTheme(style.perTheme) {
                return (source, .style(theme))
            }
            if let source = style.everyTheme { return (source, .style(nil)) }
        }
        if let original = extras.original { return (.literal(original), .original) }
        return (nil, .none)
    }

    override var soleTokenID: ManagerTokenID {
        if inline.perTheme.isEmpty, case .token(let id, _)? = inline.everyTheme { return id }
        if inline.isEmpty, let style = extras?.style, style.perTheme.isEmpty, case .token(let id, _)? = style.everyTheme
        {
            return id
        }
        return .none
    }

    override func removeInline(from object: AnyObject, context: ApplyContext?, apply: TokenApply?) -> Bool {
        guard !inline.isEmpty else { return isUnbound }
        inline = ThemedSources()
        if let context { applyCurrent(to: object, context, apply: apply) }
        return isUnbound
    }

    /// Whether some theme has no source while another has one, and there is no original value to put back in it:
    /// the property would keep whatever the last theme with a value set.
    var leavesValuesBehind: Bool {
        guard inline.everyTheme == nil, extras?.original == nil, extras?.style?.everyTheme == nil else { return false }
        return !inline.perTheme.isEmpty || !(extras?.style?.perTheme.isEmpty ?? true)
    }

    /// Whether nothing is bound any more, inline or by a style.
    var isUnbound: Bool { inline.isEmpty && extras?.style == nil }

    /// The style layer's sources (stylesheet rules and type defaults), `nil` when no style sets the property.
    var style: ThemedSources<Value>? {
        get { extras?.style }
        set {
            if newValue == nil && extras == nil { return }
            let extras = self.extras ?? BindingExtras()
            extras.style = newValue
            self.extras = extras
        }
    }

    /// Captures the property's value from before it was bound, once, for themes without a source.
    func captureOriginal(_ read: () -> Value) {
        guard extras?.original == nil, inline.everyTheme == nil else { return }
        let extras = self.extras ?? BindingExtras()
        extras.original = read()
        self.extras = extras
    }

    override func refresh(_ object: AnyObject, _ pass: RefreshPass, apply: TokenApply?) {
        let (source, key) = source(for: pass.snapshot)
        guard let source else { return }
        if let previous = pass.previous, self.source(for: previous).key == key {
            // The same source as before: only a token whose value changed needs applying.
            guard case .token(let id, _) = source, pass.tokenChanged(id) else { return }
        }
        self.apply(source, to: object, pass.context, apply: apply)
    }

    /// Applies the source in effect for the context's theme.
    func applyCurrent(to object: AnyObject, _ context: ApplyContext, apply: TokenApply?) {
        guard let source = source(for: context.snapshot).source else { return }
        self.apply(source, to: object, context, apply: apply)
    }

    private func apply(
        _ source: BindingSource<Value>, to object: AnyObject, _ context: ApplyContext, apply: TokenApply?
    ) {
        switch source {
        case .literal(let value):
            setLiteral(object, value)
        case .token(let id, _):
            guard let apply else { return }
            context.withValue(of: id, cache: cache) { base, index in apply(object, base, index) }
        }
    }
}

/// Which layer (and theme) a binding's value comes from; a switch between two themes with the same key only
/// re-applies a token whose value changed.
enum SourceKey: Hashable {
    case inline(ThemeIdentifier?)
    case style(ThemeIdentifier?)
    case original
    case none
}

/// What most bindings never need, boxed so they do not pay for it: the style layer and the original value.
@MainActor
final class BindingExtras<Value> {
    var style: ThemedSources<Value>?
    var original: Value?
}
