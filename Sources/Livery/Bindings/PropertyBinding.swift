/// Sets a property from an already-converted token: (object, manager token ID, snapshot generation) → done.
@usableFromInline
typealias FastTokenSetter = @MainActor (AnyObject, Int32, Int) -> Bool

/// One refresh of the bindings: the snapshot to apply, the one applied before, and which tokens differ.
struct RefreshPass {
    /// The snapshot to apply.
    let snapshot: ThemeSnapshot
    /// The snapshot applied before; `nil` applies every binding.
    let previous: ThemeSnapshot?
    /// By manager token ID: whether the token's value differs between the two snapshots.
    let changed: [Bool]
    /// Where missing tokens and failed conversions are reported.
    let issues: IssueLog

    /// Whether bindings of token `id` must be applied again.
    @inline(__always)
    func tokenChanged(_ id: Int32) -> Bool {
        previous == nil || Int(id) >= changed.count || changed[Int(id)]
    }
}

/// A bound property (or closure) of one object. Subclasses are generic over the object and value types, so
/// the setter they call was specialized when the binding was made; the switch makes one virtual call per
/// binding whose token changed.
@MainActor
class PropertyBinding {
    let key: BindingKey
    /// The token ID when every theme reads one token: the registry skips the binding, without a call, unless
    /// that token changed. -1 for bindings that must always be asked.
    var soleTokenID: Int32 = -1
    /// For a binding with a sole token: sets the property from the token's already-converted value, returning
    /// `false` when the value is not converted yet (the binding's ``refresh(_:_:)`` then does it). Made by the
    /// `@inlinable` binding subscripts, so it is specialized for the object and value types: the switch's
    /// common case calls no generic code.
    var fastSetter: FastTokenSetter?

    init(key: BindingKey) {
        self.key = key
    }

    /// Applies what the pass requires (possibly nothing).
    func refresh(_ object: AnyObject, _ pass: RefreshPass) {}

    /// Drops the per-object (inline) part of the binding, re-applies whatever is left beneath it, and says
    /// whether nothing is left, so the binding can go.
    func removeInline(from object: AnyObject, snapshot: ThemeSnapshot?, issues: IssueLog) -> Bool { true }
}

/// A binding of a property whose values are `Value`: its inline sources (bound on the object itself), the style
/// layer beneath them (stylesheet rules and type-wide defaults), and the property's own value from before, which
/// themes without any source get back.
///
/// Generic over the value type only, so an inline binding made through one static type of the object and a
/// style installed for its dynamic type share one binding; ``SetterBinding`` adds the typed setter.
@MainActor
class ValueBinding<Value: ThemeValueConvertible>: PropertyBinding {
    /// The per-object sources: `livery.textColor = …` and `livery[theme: …].textColor = …`.
    var inline = ThemedSources<Value>() {
        didSet { updateSoleTokenID() }
    }
    /// The style layer and the captured original value; `nil` until either is needed, to keep plain bindings
    /// small.
    var extras: BindingExtras<Value>? {
        didSet { updateSoleTokenID() }
    }
    let cache: ConversionCache<Value>

    init(key: BindingKey, cache: ConversionCache<Value>) {
        self.cache = cache
        super.init(key: key)
    }

    /// Where the value for `theme` comes from: inline values beat style values, which beat the original; per
    /// theme beats every theme within a layer.
    func source(for theme: ThemeIdentifier) -> (source: BindingSource<Value>?, key: SourceKey) {
        if !inline.perTheme.isEmpty, let source = inline.perTheme[theme] { return (source, .inline(theme)) }
        if let source = inline.everyTheme { return (source, .inline(nil)) }
        guard let extras else { return (nil, .none) }
        if let style = extras.style {
            if !style.perTheme.isEmpty, let source = style.perTheme[theme] { return (source, .style(theme)) }
            if let source = style.everyTheme { return (source, .style(nil)) }
        }
        if let original = extras.original { return (.literal(original), .original) }
        return (nil, .none)
    }

    override func removeInline(from object: AnyObject, snapshot: ThemeSnapshot?, issues: IssueLog) -> Bool {
        guard !inline.isEmpty else { return isUnbound }
        inline = ThemedSources()
        if let snapshot { applyCurrent(to: object, in: snapshot, issues: issues) }
        return isUnbound
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

    private func updateSoleTokenID() {
        if inline.perTheme.isEmpty, case .token(let id, _)? = inline.everyTheme {
            soleTokenID = id
        } else if inline.isEmpty, let style = extras?.style, style.perTheme.isEmpty,
            case .token(let id, _)? = style.everyTheme
        {
            soleTokenID = id
        } else {
            soleTokenID = -1
        }
    }

    override func refresh(_ object: AnyObject, _ pass: RefreshPass) {
        let (source, key) = source(for: pass.snapshot.identifier)
        guard let source else { return }
        if let previous = pass.previous, self.source(for: previous.identifier).key == key {
            // The same source as before: only a token whose value changed needs applying.
            guard case .token(let id, _) = source, pass.tokenChanged(id) else { return }
        }
        apply(source, to: object, in: pass.snapshot, issues: pass.issues)
    }

    /// Applies the source in effect for `snapshot`'s theme.
    func applyCurrent(to object: AnyObject, in snapshot: ThemeSnapshot, issues: IssueLog) {
        guard let source = source(for: snapshot.identifier).source else { return }
        apply(source, to: object, in: snapshot, issues: issues)
    }

    private func apply(
        _ source: BindingSource<Value>, to object: AnyObject, in snapshot: ThemeSnapshot, issues: IssueLog
    ) {
        switch source {
        case .literal(let value):
            set(value, on: object)
        case .token(let id, let path):
            if let value = cache.value(id: id, path: path, in: snapshot, issues: issues) { set(value, on: object) }
        }
    }

    /// Sets the property (overridden by ``SetterBinding``).
    func set(_ value: Value, on object: AnyObject) {}
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

/// A binding applied through a typed setter: a key-path property, or a state-aware property for one state.
/// The setter was specialized for `Object` when the binding was made.
@MainActor
final class SetterBinding<Object: AnyObject, Value: ThemeValueConvertible>: ValueBinding<Value> {
    let setter: @MainActor (Object, Value) -> Void

    init(key: BindingKey, cache: ConversionCache<Value>, setter: @escaping @MainActor (Object, Value) -> Void) {
        self.setter = setter
        super.init(key: key, cache: cache)
    }

    override func set(_ value: Value, on object: AnyObject) {
        setter(unsafeDowncast(object, to: Object.self), value)
    }
}

/// A closure run on every switch with the object and the new snapshot: seed 000's selector with arguments,
/// seed 001's blocks, anything no property binding expresses.
@MainActor
final class ClosureBinding<Object: AnyObject>: PropertyBinding {
    var body: @MainActor (Object, ThemeSnapshot) -> Void

    init(key: BindingKey, body: @escaping @MainActor (Object, ThemeSnapshot) -> Void) {
        self.body = body
        super.init(key: key)
    }

    override func refresh(_ object: AnyObject, _ pass: RefreshPass) {
        body(unsafeDowncast(object, to: Object.self), pass.snapshot)
    }
}
