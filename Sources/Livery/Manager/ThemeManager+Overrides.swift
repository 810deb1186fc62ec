extension ThemeManager {
    // MARK: - Runtime overrides

    /// Sets a user-picked value for a token over every theme (an accent color picker) and saves it.
    ///
    /// For themes added from a `ThemeSet` the override is compiled in as the top layer, so tokens that alias
    /// it follow; for other themes only the token itself changes. Bindings of changed tokens are refreshed.
    /// - Parameters:
    ///   - value: The value; its type must be the token's type.
    ///   - path: The token's dotted path; a registered theme must define it.
    /// - Throws: ``ThemeError/unknownToken(_:)``, ``ThemeError/overrideOfGroup(_:tokens:)`` (naming the group's
    ///   tokens), ``ThemeError/overrideTypeMismatch(path:expected:given:)``, ``ThemeError/invalidTokenPath(_:reason:)``
    ///   or ``ThemeError/compileFailed(_:underlying:)``; nothing changes then.
    public func setOverride(_ value: TokenValue, for path: String) throws {
        try setOverride(value, for: path, animated: false)
    }

    /// Sets an override like ``setOverride(_:for:)`` and, when `animated`, moves the bound colors it changes
    /// to their new values over the theme's `motion.theme-switch` transition, as ``switchTo(_:animated:)`` does.
    /// - Throws: What ``setOverride(_:for:)`` throws; nothing changes then.
    public func setOverride(_ value: TokenValue, for path: String, animated: Bool) throws {
        try requireNotScope()
        try validateOverride(value, for: path)
        var next = runtimeOverrides
        next[path] = value
        try applyOverrides(next, animation: animated ? .token : nil)
    }

    /// Removes the override of a token, if any, and saves the change.
    /// - Throws: ``ThemeError/compileFailed(_:underlying:)``; nothing changes then.
    public func removeOverride(for path: String) throws {
        try removeOverride(for: path, animated: false)
    }

    /// Removes an override like ``removeOverride(for:)``, animating the bound colors it changes when `animated`.
    /// - Throws: ``ThemeError/compileFailed(_:underlying:)``; nothing changes then.
    public func removeOverride(for path: String, animated: Bool) throws {
        try requireNotScope()
        guard runtimeOverrides[path] != nil else { return }
        var next = runtimeOverrides
        next[path] = nil
        try applyOverrides(next, animation: animated ? .token : nil)
    }

    /// Removes every override and saves the change.
    /// - Throws: ``ThemeError/compileFailed(_:underlying:)``; nothing changes then.
    public func removeAllOverrides() throws {
        try requireNotScope()
        guard !runtimeOverrides.isEmpty else { return }
        try applyOverrides(RuntimeOverrides())
    }

    /// Makes `next` the overrides: rebuilds the current snapshot first (which may fail), then drops the other
    /// themes' snapshots so they are rebuilt on their next switch.
    func applyOverrides(
        _ next: RuntimeOverrides, persist: Bool = true, animation: SwitchAnimation.Request? = nil,
        reason: ThemeChange.Reason = .overrides
    ) throws {
        let rebuilt = try currentIdentifier.map { identifier in
            (identifier, try makeSnapshot(of: themesByIdentifier[identifier]!, as: identifier, overrides: next))
        }
        takeOverrides(next)
        if let (identifier, snapshot) = rebuilt {
            snapshots[identifier] = snapshot
            commit(snapshot, as: identifier, reason: reason, persist: false, animation: animation)
        }
        if persist { saveState() }
        notifyScopes(reason: reason, animation: animation)
    }

    /// Makes `overrides` the overrides without showing them: every kept snapshot is dropped, to be rebuilt with
    /// them. ``applyOverrides(_:persist:animation:reason:)`` calls it once the current snapshot is rebuilt; a scope
    /// calls it to follow its parent's overrides (checked there) and rebuilds the snapshot it shows itself.
    func takeOverrides(_ overrides: RuntimeOverrides) {
        runtimeOverrides = overrides
        snapshots.removeAll()
    }

    func validateOverride(_ value: TokenValue, for path: String) throws {
        for name in TokenPath(path).components {
            if let problem = TokenPath.problem(withName: name) {
                throw ThemeError.invalidTokenPath(path, reason: problem)
            }
        }
        let candidates = [currentIdentifier].compactMap { $0 } + themeIdentifiers
        guard
            let expected = candidates.lazy.compactMap({ self.themesByIdentifier[$0]?.tokens?[path]?.type }).first
        else {
            // A group (`color.accent` of `color.accent.default`) is the likely slip: say which tokens it holds.
            let prefix = path + "."
            let members = candidates.lazy.compactMap { self.themesByIdentifier[$0]?.tokens?.vocabulary.paths }
                .first { $0.contains { $0.dotted.hasPrefix(prefix) } }?.map(\.dotted).filter { $0.hasPrefix(prefix) }
            if let members { throw ThemeError.overrideOfGroup(path, tokens: members) }
            throw ThemeError.unknownToken(path)
        }
        guard expected == value.type else {
            throw ThemeError.overrideTypeMismatch(path: path, expected: expected, given: value.type)
        }
    }
}
