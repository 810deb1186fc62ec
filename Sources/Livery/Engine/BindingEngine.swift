import LiveryCore

/// The runtime's binding engine: every binding of one manager, and what applying them needs.
///
/// It owns the ``BindingRegistry`` (sites, conversion caches, the objects' entries and the refresh walk), the
/// manager's token index (one ID per token path, whatever theme or pack defined it), the binding groups, the
/// issue log, and the snapshot bindings are applied with. The public binding API (``ThemeBindings``, the style
/// installers) calls into it; the manager hands it each snapshot it commits (``refresh(from:to:forcing:)``) and
/// reads the token index to lay snapshots out. Nothing here knows about theme registration, persistence,
/// appearance or scopes.
///
/// The binding path is `@inlinable` down to ``bindToken(_:lifetime:site:path:)``, so the subscripts of
/// ``ThemeBindings`` are specialized for the object and value types where the app binds.
@MainActor
@usableFromInline
final class BindingEngine {
    /// Every binding, grouped per object, with the sites and conversion caches.
    @usableFromInline let registry: BindingRegistry
    /// One ID per token path for every theme the manager holds.
    let tokenIndex = ManagerTokenIndex()
    /// Named sets of objects whose handler runs after every switch.
    var groups: [String: BindingGroup] = [:]
    /// Missing tokens, failed conversions and the like, kept and forwarded to the app's handler.
    let issueLog = IssueLog()
    /// The snapshot the bindings show; `nil` before the first theme. During an animated switch, a frame.
    var currentSnapshot: ThemeSnapshot?
    /// The animated switch in progress, if any: the one place its state is kept. The manager starts and ends it
    /// and hands its frames to ``refresh(from:to:forcing:isFrame:)``; its target is the snapshot committed.
    var animation: SwitchAnimation?
    /// During an animated switch, the snapshot committed: what closures that do not follow frames and group
    /// handlers get. `nil` otherwise.
    var animationTarget: ThemeSnapshot? { animation?.target }
    /// The manager's name, for messages.
    var managerName = ""
    /// Whether a binding made without themes was reported (``noteBindingWithoutThemes(_:)``).
    private var reportedBindingWithoutThemes = false

    /// Creates an engine.
    /// - Parameter canonicalKey: Makes a binding key canonical for the static type it is bound through (a key
    ///   path the type declares as a style property becomes that property): given by the style layer, which
    ///   knows the declarations, so that an inline binding and a style of one property share a slot.
    init(canonicalKey: @escaping @MainActor (BindingKey, AnyObject.Type) -> BindingKey) {
        registry = BindingRegistry(canonicalKey: canonicalKey)
    }

    // MARK: - Binding

    /// Binds (or with `nil` unbinds) a property of `object` for `theme` (`nil`: every theme) and applies it.
    ///
    /// Inlined into the binding subscripts, so the setters made here are specialized for the object and value
    /// types; they are made once per property and static type (its ``BindingSite``), not once per binding. A
    /// token in every theme, the common case, takes ``bindToken(_:lifetime:site:path:)``, which is not generic;
    /// everything else takes ``bindValue(_:site:theme:to:currentValue:setLiteral:)``.
    /// - Parameters:
    ///   - lifetime: The object's lifetime, when its static type reports one.
    ///   - makeSet: Makes the property's setter; called only when a setter is needed.
    ///   - keyPath: The key path the binding named the property with; the site is remembered by its identity,
    ///     for ``bindToken(_:lifetime:boundThrough:path:)``.
    @inlinable @inline(__always)
    func bind<Object: AnyObject, Value: ThemeValueConvertible>(
        _ object: Object, lifetime: BindingLifetime?, key: BindingKey, keyPath: AnyKeyPath? = nil,
        theme: ThemeIdentifier?, to value: ThemeBindingValue<Value>?, currentValue: (@MainActor (Object) -> Value)?,
        makeSet: () -> @MainActor (Object, Value) -> Void
    ) {
        let site = site(key, of: Object.self, Value.self, makeSet: makeSet)
        if let keyPath { registry.remember(site, boundThrough: keyPath) }
        if theme == nil, case .token(let path)? = value,
            bindToken(object, lifetime: lifetime, site: site, path: path)
        {
            return
        }
        let set = makeSet()
        bindValue(
            object, site: site, theme: theme, to: value, currentValue: currentValue,
            setLiteral: { set(unsafeDowncast($0, to: Object.self), $1) })
    }

    /// Binds (or with `nil` unbinds) a property named by key path, for `theme` (`nil`: every theme), and applies it.
    ///
    /// Not inlined: the key-path subscripts form their closures where the app wrote the key path, and every other
    /// use of the key path (its identity for the site and the site cache) is made here, from `access`, so that the
    /// closure holds its only use there (see ``KeyPathAccess``).
    /// - Parameters:
    ///   - access: Sets the property, or gives the key path.
    ///   - remembered: Whether the site is kept in the key-path site cache, for
    ///     ``bindToken(_:lifetime:boundThrough:path:)``; not for a key path bound as a converted type, which may
    ///     be bound as several.
    ///   - currentValue: Reads the property, to restore it when its last per-theme value goes.
    ///   - makeSetters: Makes the setters the site may end with (``KeyPathSetters``), where the types are known;
    ///     called only when the site is new, so a binding through a known site allocates no setter.
    ///   - makeLearningApply: Makes the site's first token setter, which learns where the property lives
    ///     (``KeyPathStore``); called only when the site is new.
    ///   - setLiteral: Sets a literal value.
    @usableFromInline
    func bind<Object: AnyObject, Value: ThemeValueConvertible, Target>(
        _ object: Object, lifetime: BindingLifetime?, theme: ThemeIdentifier?, to value: ThemeBindingValue<Value>?,
        through access: KeyPathAccess<Object, Target>, remembered: Bool,
        currentValue: (@MainActor (Object) -> Value)?, makeSetters: () -> KeyPathSetters,
        makeLearningApply: (KeyPathStore) -> TokenApply,
        setLiteral: @escaping @MainActor (AnyObject, Value) -> Void
    ) {
        guard let keyPath = access(nil, nil) else { return }
        let token: String? = if theme == nil, case .token(let path)? = value { path } else { nil }
        if remembered, let token, bindToken(object, lifetime: lifetime, boundThrough: keyPath, path: token) { return }
        let site = registry.site(.keyPath(keyPath), root: Object.self, value: Value.self)
        if registry.siteNeedsSetter(site) {
            let store = KeyPathStore(keyPath: keyPath, setters: makeSetters())
            registry.prepareSite(
                site, cache: registry.cacheIndex(for: Value.self), apply: makeLearningApply(store), keyPathStore: store)
        }
        if remembered { registry.remember(site, boundThrough: keyPath) }
        if let token, bindToken(object, lifetime: lifetime, site: site, path: token) { return }
        bindValue(object, site: site, theme: theme, to: value, currentValue: currentValue, setLiteral: setLiteral)
    }

    /// The site of a property bound through `Object`, given its token setter when it is new.
    @inlinable @inline(__always)
    func site<Object: AnyObject, Value: ThemeValueConvertible>(
        _ key: BindingKey, of object: Object.Type, _ value: Value.Type,
        makeSet: () -> @MainActor (Object, Value) -> Void
    ) -> SiteID {
        let site = registry.site(key, root: Object.self, value: Value.self)
        if registry.siteNeedsSetter(site) {
            let set = makeSet()
            registry.prepareSite(
                site, cache: registry.cacheIndex(for: Value.self),
                apply: { object, base, index in
                    set(unsafeDowncast(object, to: Object.self), base.assumingMemoryBound(to: Value.self)[index])
                })
        }
        return site
    }

    /// Binds a property to one token in every theme through the site a key path was bound through before, with no
    /// key-path application and no hashing of the property's key: the common case of a cell configured again.
    /// Returns `false`, changing nothing, when the site is not known by the key path or the general path must
    /// decide (see ``bindToken(_:lifetime:site:path:)``).
    @inlinable @inline(__always)
    func bindToken(_ object: AnyObject, lifetime: BindingLifetime?, boundThrough keyPath: AnyKeyPath, path: String)
        -> Bool
    {
        guard let site = registry.site(boundThrough: keyPath) else { return false }
        return bindToken(object, lifetime: lifetime, site: site, path: path)
    }

    /// Binds a property to one token in every theme: a slot with the token and the site, applied now. Returns
    /// `false`, changing nothing, when the property already has a binding with more than one source (per-theme
    /// values, a style), which the general path updates instead.
    @usableFromInline
    func bindToken(_ object: AnyObject, lifetime: BindingLifetime?, site: SiteID, path: String) -> Bool {
        let bound = registry[site: site]
        guard let apply = bound.apply else { return false }
        let tokenID = tokenIndex.intern(path)
        let entry = registry.entry(for: object, lifetime: lifetime, create: true)!
        let index = registry.slotIndex(in: entry, key: bound.keyID)
        if let index, entry[index].binding != nil { return false }
        registry.setSlot(BindingSlot(site: site, tokenID: tokenID, binding: nil), at: index, in: entry)
        let cacheIndex = bound.cache
        let cache = registry.cache(cacheIndex)
        if let snapshot = currentSnapshot, cache.isConverted(tokenID, generation: snapshot.generation) {
            // The common case: another binding already converted the token for this theme.
            apply(object, cache.base, tokenID.index)
            return true
        }
        cache.use(tokenID)
        guard let context = applyContext else {
            noteBindingWithoutThemes(path)
            return true
        }
        context.withValue(of: tokenID, cache: cacheIndex) { base, index in apply(object, base, index) }
        return true
    }

    /// Binds (or with `nil` unbinds) a property for one theme or every theme, through the binding's full state.
    @usableFromInline
    func bindValue<Object: AnyObject, Value: ThemeValueConvertible>(
        _ object: Object, site: SiteID, theme: ThemeIdentifier?, to value: ThemeBindingValue<Value>?,
        currentValue: (@MainActor (Object) -> Value)?, setLiteral: @escaping @MainActor (AnyObject, Value) -> Void
    ) {
        guard
            let (entry, index, binding) = valueBinding(
                of: object, site: site, create: value != nil, setLiteral: setLiteral)
        else { return }
        let source = value.map { self.source(of: $0, cache: binding.cache) }
        if let theme {
            binding.inline.perTheme[theme] = source
            if source != nil, let currentValue { binding.captureOriginal { currentValue(object) } }
        } else {
            binding.inline.everyTheme = source
        }
        settle(binding, of: object, at: index, in: entry)
    }

    /// After a binding's sources changed: applies what is now in effect, and updates or removes its slot.
    func settle<Value>(_ binding: ValueBinding<Value>, of object: AnyObject, at index: Int, in entry: ObjectBindings) {
        let site = registry.sites[entry[index].site.index]
        let apply = site.apply
        if binding.leavesValuesBehind { reportLeftBehind(object, key: registry.keys[site.keyID.rawValue]) }
        if let context = applyContext {
            binding.applyCurrent(to: object, context, apply: apply)
        } else if !binding.isUnbound {
            noteBindingWithoutThemes(nil)
        }
        if binding.isUnbound {
            registry.remove(at: index, of: entry)
        } else {
            registry.setToken(binding.soleTokenID, at: index, in: entry)
        }
    }

    /// Reports, once, a binding made while this engine's manager has no theme but another manager has themes:
    /// the binding is kept and applies once themes come, but most often it went to the wrong manager.
    func noteBindingWithoutThemes(_ path: String?) {
        guard !reportedBindingWithoutThemes, let other = ThemedManagers.name(ofAnyOtherThan: self) else { return }
        reportedBindingWithoutThemes = true
        let what = path.map { "'\($0)' was bound" } ?? "a property was bound"
        issueLog.record(
            ThemeIssue(
                .boundWithoutThemes, theme: nil, tokenPath: path,
                message:
                    "\(what) with manager '\(managerName)', which has no themes, while manager '\(other)' has some; "
                    + "bind with object.livery(manager) for that manager, or add the themes to '\(managerName)'"))
    }

    /// Reports, once per type and property, a binding that has values in some themes only on a property Livery
    /// could not read before binding it: the themes without a value keep the last one another theme set, which a
    /// fresh start in those themes would not show.
    private func reportLeftBehind(_ object: AnyObject, key: BindingKey) {
        let property: String
        switch key {
        case .property(let name): property = "'\(name)'"
        case .stateful(let name, let state): property = "'\(name)' for state \(state)"
        case .keyPath(let keyPath): property = "\(keyPath)"
        case .closure: return
        }
        let typeName = String(describing: type(of: object))
        issueLog.recordOnce(
            ThemeIssue(
                .valueNotRestored, theme: nil,
                message:
                    "\(property) of \(typeName) has values in some themes only and no getter, so the themes without "
                    + "one keep the value another theme set; declare the property with a getter (get:), or with the "
                    + "value to put back (default:), so Livery can restore it"),
            key: "\(typeName) \(property)")
    }

    /// The full binding of `object` at a site, for values of `Value`, made (with its slot) when `create` is set
    /// and there is none. A slot with one token becomes a full binding with that token; a binding of the key for
    /// another value type, or a closure, is replaced. The slot takes the site, so its setter is the latest one.
    func valueBinding<Value: ThemeValueConvertible>(
        of object: AnyObject, site: SiteID, create: Bool, setLiteral: @escaping @MainActor (AnyObject, Value) -> Void
    ) -> (ObjectBindings, Int, ValueBinding<Value>)? {
        guard let entry = registry.entry(for: object, create: create) else { return nil }
        let bound = registry[site: site]
        let cache = bound.cache
        let binding: ValueBinding<Value>
        if let index = registry.slotIndex(in: entry, key: bound.keyID) {
            let slot = entry[index]
            if let existing = slot.binding as? ValueBinding<Value> {
                existing.setLiteral = setLiteral
                registry.setSlot(
                    BindingSlot(site: site, tokenID: slot.tokenID, binding: existing), at: index, in: entry)
                return (entry, index, existing)
            }
            binding = ValueBinding(cache: cache, setLiteral: setLiteral)
            if slot.binding == nil, !slot.tokenID.isNone {
                binding.inline.everyTheme = .token(id: slot.tokenID, path: tokenIndex.paths[slot.tokenID.index])
            }
            registry.setSlot(BindingSlot(site: site, tokenID: .none, binding: binding), at: index, in: entry)
            return (entry, index, binding)
        }
        guard create else { return nil }
        binding = ValueBinding(cache: cache, setLiteral: setLiteral)
        registry.setSlot(BindingSlot(site: site, tokenID: .none, binding: binding), at: nil, in: entry)
        return (entry, Int(entry.count) - 1, binding)
    }

    /// Removes the inline part of one binding, leaving its style layer (if any) applied.
    func unbindInline(_ object: AnyObject, key: BindingKey) {
        guard let entry = registry.entry(for: object, create: false), let keyID = registry.existingKeyID(key),
            let index = registry.slotIndex(in: entry, key: keyID)
        else { return }
        removeInline(at: index, of: entry, object: object)
    }

    /// Removes every inline binding and closure of an object, leaving style layers applied.
    func unbindAllInline(_ object: AnyObject) {
        guard let entry = registry.entry(for: object, create: false) else { return }
        var index = Int(entry.count) - 1
        while index >= 0 {
            removeInline(at: index, of: entry, object: object)
            index -= 1
        }
    }

    private func removeInline(at index: Int, of entry: ObjectBindings, object: AnyObject) {
        let slot = entry[index]
        guard let binding = slot.binding else {
            registry.remove(at: index, of: entry)
            return
        }
        let apply = registry.sites[slot.site.index].apply
        if binding.removeInline(from: object, context: applyContext, apply: apply) {
            registry.remove(at: index, of: entry)
        } else {
            registry.setToken(binding.soleTokenID, at: index, in: entry)
        }
    }

    /// What is bound to a property for `theme` (`nil`: every theme).
    @usableFromInline
    func boundValue<Object: AnyObject, Value: ThemeValueConvertible>(
        of object: Object, key: BindingKey, theme: ThemeIdentifier?, as type: Value.Type
    ) -> ThemeBindingValue<Value>? {
        let keyID = registry[site: registry.site(key, root: Object.self, value: Value.self)].keyID
        guard let entry = registry.entry(for: object, create: false),
            let index = registry.slotIndex(in: entry, key: keyID)
        else { return nil }
        let slot = entry[index]
        guard let binding = slot.binding else {
            // A token slot of this value type: its site's cache is the type's (a property may be bound as two).
            guard theme == nil, !slot.tokenID.isNone,
                registry.sites[slot.site.index].cache == registry.existingCacheIndex(ObjectIdentifier(Value.self))
            else { return nil }
            return .token(tokenIndex.paths[slot.tokenID.index])
        }
        guard let binding = binding as? ValueBinding<Value> else { return nil }
        if let theme { return binding.inline.perTheme[theme]?.bindingValue }
        return binding.inline.everyTheme?.bindingValue
    }

    /// Binds a closure run now and on every switch; with `eachFrame`, on every frame of an animated switch too.
    func bindClosure<Object: AnyObject>(
        _ object: Object, key: BindingKey, eachFrame: Bool = false,
        body: @escaping @MainActor (Object, ThemeSnapshot) -> Void
    ) {
        setClosure(ClosureBinding(eachFrame: eachFrame, body: body), of: object, key: key)
        if let currentSnapshot { body(object, eachFrame ? currentSnapshot : animationTarget ?? currentSnapshot) }
    }

    /// Binds a closure that sets a property from a token it names (``TokenClosureBinding``): it runs now, and on
    /// a switch only when its token's value, or which token the theme names, changed.
    /// - Parameters:
    ///   - token: The token in every theme, or by theme identifier.
    func bindTokenClosure<Object: AnyObject>(
        _ object: Object, key: BindingKey, token: TokenChoice,
        body: @escaping @MainActor (Object, ThemeSnapshot) -> Void
    ) {
        let ids: ClosureToken =
            switch token {
            case .every(let path): .every(tokenIndex.intern(path))
            case .perTheme(let paths): .perTheme(paths.mapValues { tokenIndex.intern($0) })
            }
        let binding = TokenClosureBinding(token: ids, body: body)
        setClosure(binding, of: object, key: key)
        if let currentSnapshot { binding.run(object, in: animationTarget ?? currentSnapshot) }
    }

    /// Puts a closure's binding in the object's slot for `key`, replacing what was there.
    private func setClosure<Object: AnyObject>(_ binding: PropertyBinding, of object: Object, key: BindingKey) {
        let entry = registry.entry(for: object, create: true)!
        let site = registry.site(key, root: Object.self, value: Void.self)
        let slot = BindingSlot(site: site, tokenID: .none, binding: binding)
        registry.setSlot(slot, at: registry.slotIndex(in: entry, key: registry[site: site].keyID), in: entry)
    }

    /// A binding source for a value: a token is interned and marked used by the value type's cache.
    func source<Value>(of value: ThemeBindingValue<Value>, cache: CacheID) -> BindingSource<Value> {
        switch value {
        case .token(let path):
            let id = tokenIndex.intern(path)
            registry.cache(cache).use(id)
            return .token(id: id, path: path)
        case .value(let literal):
            return .literal(literal)
        }
    }

    /// What applying needs for the current snapshot; `nil` before the first theme.
    var applyContext: ApplyContext? {
        currentSnapshot.map {
            ApplyContext(snapshot: $0, caches: registry.caches, paths: tokenIndex.paths, issues: issueLog)
        }
    }

    // MARK: - Applying a snapshot

    /// Applies `snapshot`, already made ``currentSnapshot``: each binding whose token changed since the previous
    /// snapshot (every binding, the first time) is set again, then every group's handler runs.
    /// - Parameters:
    ///   - snapshot: The snapshot just published.
    ///   - previous: The snapshot shown until now.
    ///   - forcing: Tokens to apply again although their value is the same (a system change alters what they
    ///     convert to).
    ///   - isFrame: Whether the pass is a frame of an animated switch (``RefreshPass/isFrame``): group handlers
    ///     and closures do not run.
    ///   - changes: By token ID, which tokens differ between the two snapshots, when the caller has worked them
    ///     out already (an animated commit); `nil` compares them here.
    /// - Returns: How many tokens changed.
    @discardableResult
    func refresh(
        from previous: ThemeSnapshot?, to snapshot: ThemeSnapshot, changes: [Bool]? = nil,
        forcing: ((TokenValue) -> Bool)?, isFrame: Bool = false
    ) -> Int {
        var changed = previous == nil ? [] : changes ?? changedTokens(from: previous, to: snapshot)
        if let forcing, !changed.isEmpty {
            for index in changed.indices where !changed[index] {
                if index < snapshot.values.count, let value = snapshot.values[index], forcing(value) {
                    changed[index] = true
                }
            }
        }
        let context = ApplyContext(
            snapshot: snapshot, caches: registry.caches, paths: tokenIndex.paths, issues: issueLog)
        registry.refresh(
            RefreshPass(
                context: context, previous: previous, changed: changed, isFrame: isFrame,
                committed: animationTarget),
            paths: tokenIndex.paths)
        if !isFrame {
            for group in groups.values { group.notify(animationTarget ?? snapshot) }
        }
        return previous == nil ? snapshot.values.count : changed.lazy.filter { $0 }.count
    }

    /// How many tokens differ between two snapshots: all of the new one's when there is no previous one.
    func changedTokenCount(from previous: ThemeSnapshot?, to snapshot: ThemeSnapshot) -> Int {
        previous == nil ? snapshot.values.count : changedTokens(from: previous, to: snapshot).lazy.filter { $0 }.count
    }

    /// By token ID, whether the value differs between two snapshots; every token counts as changed when there is
    /// no previous snapshot.
    private func changedTokens(from previous: ThemeSnapshot?, to next: ThemeSnapshot) -> [Bool] {
        guard let previous else { return [] }
        let count = max(previous.values.count, next.values.count)
        var changed = [Bool](repeating: true, count: count)
        for index in 0..<min(previous.values.count, next.values.count) {
            let old = previous.values[index]
            let new = next.values[index]
            // A token missing from both may still answer differently through each theme's fallback chain.
            changed[index] = old == nil || old != new
        }
        return changed
    }

    // MARK: - Groups

    /// The group of a name, made on first use.
    func group(named name: String) -> BindingGroup {
        if let group = groups[name] { return group }
        let group = BindingGroup()
        groups[name] = group
        return group
    }

    #if DEBUG
        /// Checks the registry and the token index (called from tests).
        func checkInvariants() {
            registry.checkInvariants()
            tokenIndex.checkInvariants()
        }
    #endif
}
