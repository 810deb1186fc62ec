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

    init(key: BindingKey) {
        self.key = key
    }

    /// Applies what the pass requires (possibly nothing).
    func refresh(_ object: AnyObject, _ pass: RefreshPass) {}
}

/// A binding applied through a typed setter: a key-path property, or a state-aware property for one state.
@MainActor
final class SetterBinding<Object: AnyObject, Value: ThemeValueConvertible>: PropertyBinding {
    var sources: ThemedSources<Value> {
        didSet { soleTokenID = sources.soleTokenID }
    }
    /// Whether ``ThemedSources/everyTheme`` is the property's own value, captured when only per-theme values
    /// were bound, so themes without a value of their own get the original back.
    var everyThemeIsCapturedValue = false
    let cache: ConversionCache<Value>
    let setter: @MainActor (Object, Value) -> Void

    init(key: BindingKey, cache: ConversionCache<Value>, setter: @escaping @MainActor (Object, Value) -> Void) {
        self.cache = cache
        self.setter = setter
        self.sources = ThemedSources()
        super.init(key: key)
    }

    override func refresh(_ object: AnyObject, _ pass: RefreshPass) {
        let (source, key) = sources.source(for: pass.snapshot.identifier)
        guard let source else { return }
        if let previous = pass.previous, sources.source(for: previous.identifier).key == key {
            // The same source as before: only a token whose value changed needs applying.
            guard case .token(let id, _) = source, pass.tokenChanged(id) else { return }
        }
        apply(source, to: unsafeDowncast(object, to: Object.self), in: pass.snapshot, issues: pass.issues)
    }

    /// Applies the source in effect for `snapshot`'s theme.
    func applyCurrent(to object: Object, in snapshot: ThemeSnapshot, issues: IssueLog) {
        guard let source = sources.source(for: snapshot.identifier).source else { return }
        apply(source, to: object, in: snapshot, issues: issues)
    }

    private func apply(_ source: BindingSource<Value>, to object: Object, in snapshot: ThemeSnapshot, issues: IssueLog)
    {
        switch source {
        case .literal(let value):
            setter(object, value)
        case .token(let id, let path):
            if let value = cache.value(id: id, path: path, in: snapshot, issues: issues) { setter(object, value) }
        }
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
