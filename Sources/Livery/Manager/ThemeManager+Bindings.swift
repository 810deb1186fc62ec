extension ThemeManager {
    // MARK: - Bindings

    /// Binds (or with `nil` unbinds) a property of `object` for `theme` (`nil`: every theme) and applies it.
    @usableFromInline
    func bind<Object: AnyObject, Value: ThemeValueConvertible>(
        _ object: Object, key: BindingKey, theme: ThemeIdentifier?, to value: ThemeBindingValue<Value>?,
        currentValue: ((Object) -> Value)?, setter: @escaping @MainActor (Object, Value) -> Void,
        fastSetter: FastTokenSetter? = nil
    ) {
        let key = StyleTypes.canonicalKey(key, root: Object.self)
        guard let binding = valueBinding(of: object, key: key, create: value != nil, setter: setter) else { return }
        if binding.fastSetter == nil { binding.fastSetter = fastSetter }
        let source = value.map(source(of:))
        if let theme {
            binding.inline.perTheme[theme] = source
            if source != nil, binding.inline.everyTheme == nil, binding.extras?.original == nil, let currentValue {
                // Themes without a value of their own get the property's own value back.
                let extras = binding.extras ?? BindingExtras()
                extras.original = currentValue(object)
                binding.extras = extras
            }
        } else {
            binding.inline.everyTheme = source
        }
        if let currentSnapshot { binding.applyCurrent(to: object, in: currentSnapshot, issues: issueLog) }
        if binding.isUnbound {
            // Nothing is bound any more: the captured value, if any, was put back above.
            registry.remove(key, of: object)
        }
    }

    /// The binding of `object` with `key` for values of type `Value`, made (and stored) when `create` is set and
    /// there is none; a binding of the key for another value type is replaced.
    func valueBinding<Object: AnyObject, Value: ThemeValueConvertible>(
        of object: Object, key: BindingKey, create: Bool, setter: @escaping @MainActor (Object, Value) -> Void
    ) -> ValueBinding<Value>? {
        guard let entry = registry.entry(for: object, create: create) else { return nil }
        let index = entry.index(of: key)
        if let index, let existing = entry.bindings[index] as? ValueBinding<Value> { return existing }
        guard create else { return nil }
        let binding = SetterBinding(key: key, cache: registry.cache(for: Value.self), setter: setter)
        if let index { entry.bindings[index] = binding } else { entry.bindings.append(binding) }
        return binding
    }

    /// Removes the inline part of one binding, leaving its style layer (if any) applied.
    func unbindInline(_ object: AnyObject, key: BindingKey) {
        guard let entry = registry.entry(for: object, create: false), let index = entry.index(of: key) else { return }
        if entry.bindings[index].removeInline(from: object, snapshot: currentSnapshot, issues: issueLog) {
            registry.remove(key, of: object)
        }
    }

    /// Removes every inline binding and closure of an object, leaving style layers applied.
    func unbindAllInline(_ object: AnyObject) {
        guard let entry = registry.entry(for: object, create: false) else { return }
        for binding in entry.bindings
        where binding.removeInline(from: object, snapshot: currentSnapshot, issues: issueLog) {
            registry.remove(binding.key, of: object)
        }
    }

    /// What is bound to a property for `theme` (`nil`: every theme).
    @usableFromInline
    func boundValue<Object: AnyObject, Value: ThemeValueConvertible>(
        of object: Object, key: BindingKey, theme: ThemeIdentifier?, as type: Value.Type
    ) -> ThemeBindingValue<Value>? {
        let key = StyleTypes.canonicalKey(key, root: Object.self)
        guard let entry = registry.entry(for: object, create: false), let index = entry.index(of: key),
            let binding = entry.bindings[index] as? ValueBinding<Value>
        else { return nil }
        if let theme { return binding.inline.perTheme[theme]?.bindingValue }
        return binding.inline.everyTheme?.bindingValue
    }

    /// Binds a closure run now and on every switch.
    func bindClosure<Object: AnyObject>(
        _ object: Object, key: BindingKey, body: @escaping @MainActor (Object, ThemeSnapshot) -> Void
    ) {
        let entry = registry.entry(for: object, create: true)!
        let binding = ClosureBinding(key: key, body: body)
        if let index = entry.index(of: key) { entry.bindings[index] = binding } else { entry.bindings.append(binding) }
        if let currentSnapshot { body(object, currentSnapshot) }
    }

    private func source<Value>(of value: ThemeBindingValue<Value>) -> BindingSource<Value> {
        switch value {
        case .token(let path): .token(id: tokenIndex.intern(path), path: path)
        case .value(let literal): .literal(literal)
        }
    }

    /// The number of bound properties and closures of live objects (dead objects' bindings are dropped first).
    public var bindingCount: Int { registry.liveBindingCount }

    /// The number of live objects with bindings.
    public var boundObjectCount: Int { registry.liveObjectCount }

    // MARK: - Groups

    /// Sets the handler of a group: after every switch (and once now) it gets every live object that joined
    /// the group with ``ThemeBindings/join(_:)``, and the new theme. Seed 000's image pool reload is one
    /// handler that reloads every image view at once. `nil` removes the handler.
    public func setGroupHandler(_ group: String, _ handler: (@MainActor ([AnyObject], ThemeSnapshot) -> Void)?) {
        let group = self.group(named: group)
        group.handler = handler
        if let currentSnapshot { group.notify(currentSnapshot) }
    }

    /// The live objects of a group, in the order they joined.
    public func objects(inGroup group: String) -> [AnyObject] {
        groups[group]?.liveObjects ?? []
    }

    func group(named name: String) -> BindingGroup {
        if let group = groups[name] { return group }
        let group = BindingGroup()
        groups[name] = group
        return group
    }

    #if DEBUG
        /// Checks the binding registry, the token index and the snapshot slot (called from tests).
        func checkInvariants() {
            registry.checkInvariants()
            tokenIndex.checkInvariants()
            precondition(Set(themeIdentifiers).count == themeIdentifiers.count, "theme identifiers repeat")
            precondition(Set(themeIdentifiers) == Set(themesByIdentifier.keys), "identifiers and themes out of step")
            if let currentIdentifier {
                precondition(themesByIdentifier[currentIdentifier] != nil, "current theme not registered")
                precondition(currentSnapshot?.identifier == currentIdentifier, "current snapshot out of step")
                precondition(snapshot === currentSnapshot, "published snapshot out of step")
            }
        }
    #endif
}
