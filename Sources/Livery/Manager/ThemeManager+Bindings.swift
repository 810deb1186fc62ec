extension ThemeManager {
    // MARK: - Bindings

    /// Binds (or with `nil` unbinds) a property of `object` for `theme` (`nil`: every theme) and applies it.
    @usableFromInline
    func bind<Object: AnyObject, Value: ThemeValueConvertible>(
        _ object: Object, key: BindingKey, theme: ThemeIdentifier?, to value: ThemeBindingValue<Value>?,
        currentValue: ((Object) -> Value)?, setter: @escaping @MainActor (Object, Value) -> Void
    ) {
        guard let entry = registry.entry(for: object, create: value != nil) else { return }
        let index = entry.index(of: key)
        let binding: SetterBinding<Object, Value>
        if let index, let existing = entry.bindings[index] as? SetterBinding<Object, Value> {
            binding = existing
        } else {
            guard value != nil else { return }
            binding = SetterBinding(key: key, cache: registry.cache(for: Value.self), setter: setter)
            if let index { entry.bindings[index] = binding } else { entry.bindings.append(binding) }
        }

        let source = value.map(source(of:))
        var sources = binding.sources
        if let theme {
            sources.perTheme[theme] = source
            if sources.everyTheme == nil, source != nil, let currentValue {
                // Themes without a value of their own get the property's own value back.
                sources.everyTheme = .literal(currentValue(object))
                binding.everyThemeIsCapturedValue = true
            }
        } else {
            sources.everyTheme = source
            binding.everyThemeIsCapturedValue = false
        }
        if sources.isEmpty || (sources.perTheme.isEmpty && binding.everyThemeIsCapturedValue) {
            // Nothing is bound any more: put back the captured value, if any, and drop the binding.
            binding.sources = sources
            if let currentSnapshot { binding.applyCurrent(to: object, in: currentSnapshot, issues: issueLog) }
            registry.remove(key, of: object)
            return
        }
        binding.sources = sources
        if let currentSnapshot { binding.applyCurrent(to: object, in: currentSnapshot, issues: issueLog) }
    }

    /// What is bound to a property for `theme` (`nil`: every theme).
    @usableFromInline
    func boundValue<Object: AnyObject, Value: ThemeValueConvertible>(
        of object: Object, key: BindingKey, theme: ThemeIdentifier?, as type: Value.Type
    ) -> ThemeBindingValue<Value>? {
        guard let entry = registry.entry(for: object, create: false), let index = entry.index(of: key),
            let binding = entry.bindings[index] as? SetterBinding<Object, Value>
        else { return nil }
        if let theme { return binding.sources.perTheme[theme]?.bindingValue }
        return binding.everyThemeIsCapturedValue ? nil : binding.sources.everyTheme?.bindingValue
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
