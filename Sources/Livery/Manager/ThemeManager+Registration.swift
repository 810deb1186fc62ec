extension ThemeManager {
    // MARK: - Adding and removing themes

    /// Registers a theme. The first theme added becomes current (and the default, unless
    /// ``defaultIdentifier`` names another).
    /// - Throws: ``ThemeError/duplicateTheme(_:)`` when the identifier is taken; ``ThemeError/compileFailed(_:underlying:)``
    ///   when it is the first theme and its tokens fail to compile with the current overrides.
    public func add(_ theme: Theme, as identifier: ThemeIdentifier) throws {
        try requireNotScope()
        try add([(identifier, theme)])
    }

    /// Compiles a theme set and registers each of its themes under its name; the set's default theme becomes
    /// the manager's default if it has none. Runtime overrides are layered over the set's sources, so tokens
    /// that alias an overridden token follow it.
    /// - Returns: The identifiers added, in the set's order.
    /// - Throws: The compile error (`ResolutionError`, `TokenFileError`) or ``ThemeError/duplicateTheme(_:)``;
    ///   nothing is registered then.
    /// - Parameters:
    ///   - set: The themes' sources.
    ///   - assets: Where their asset tokens' files are (a theme pack's directory); by default the app's bundle.
    @discardableResult
    public func add(_ set: ThemeSet, assets: AssetLocator = AssetLocator(packDirectory: nil)) throws
        -> [ThemeIdentifier]
    {
        try requireNotScope()
        let compiled = try set.compile()
        let compiler = OverrideCompiler(set: set, compiled: compiled)
        let themes = compiled.themeNames.map { name in
            (ThemeIdentifier(name), Theme(tokens: compiled[name]!, assets: assets, overrideCompiler: compiler))
        }
        if defaultIdentifier == nil && themeIdentifiers.isEmpty {
            defaultIdentifier = ThemeIdentifier(set.defaultTheme)
        }
        try add(themes)
        return themes.map(\.0)
    }

    /// Registers every table of a compiled theme set under its theme's name.
    /// - Returns: The identifiers added.
    /// - Throws: ``ThemeError/duplicateTheme(_:)``; nothing is registered then.
    @discardableResult
    public func add(_ compiled: CompiledThemeSet) throws -> [ThemeIdentifier] {
        try requireNotScope()
        let themes = compiled.themeNames.map { (ThemeIdentifier($0), Theme(tokens: compiled[$0]!)) }
        try add(themes, setDefault: ThemeIdentifier(compiled.defaultTheme))
        return themes.map(\.0)
    }

    /// Registers themes all or none; `setDefault` becomes ``defaultIdentifier`` when the manager had no themes
    /// and no default.
    private func add(_ themes: [(ThemeIdentifier, Theme)], setDefault: ThemeIdentifier? = nil) throws {
        let defaultIdentifier =
            self.defaultIdentifier ?? (themeIdentifiers.isEmpty ? setDefault : nil)
        var seen = Set(themeIdentifiers)
        for (identifier, _) in themes where !seen.insert(identifier).inserted {
            throw ThemeError.duplicateTheme(identifier)
        }
        let initial: (ThemeIdentifier, ThemeSnapshot)?
        if currentIdentifier == nil, !themes.isEmpty {
            let wanted = defaultIdentifier.flatMap { id in themes.first { $0.0 == id } } ?? themes[0]
            initial = (wanted.0, try makeSnapshot(of: wanted.1, as: wanted.0))
        } else {
            initial = nil
        }
        if self.defaultIdentifier != defaultIdentifier { self.defaultIdentifier = defaultIdentifier }
        for (identifier, theme) in themes { register(theme, as: identifier) }
        if let (identifier, snapshot) = initial {
            commit(snapshot, as: identifier, reason: .initial, persist: false)
        }
        notifyScopes(changedThemes: Set(themes.map(\.0)), reason: .themeReplaced)
    }

    /// Replaces a registered theme with a new version of itself (token files reloaded, a pack updated). When
    /// it is the current theme, bindings are refreshed with what changed.
    /// - Throws: ``ThemeError/unknownTheme(_:available:)``, or ``ThemeError/compileFailed(_:underlying:)``
    ///   when the new version fails with the current overrides; the old version stays then.
    public func replace(_ identifier: ThemeIdentifier, with theme: Theme) throws {
        try requireNotScope()
        guard themesByIdentifier[identifier] != nil else {
            throw ThemeError.unknownTheme(identifier, available: themeIdentifiers)
        }
        let snapshot = try makeSnapshot(of: theme, as: identifier)
        register(theme, as: identifier, snapshot: snapshot)
        if identifier == currentIdentifier {
            commit(snapshot, as: identifier, reason: .themeReplaced, persist: false)
        }
        notifyScopes(changedThemes: [identifier], reason: .themeReplaced)
    }

    /// Removes a theme.
    /// - Throws: ``ThemeError/currentThemeCannotBeRemoved(_:)`` for the current theme,
    ///   ``ThemeError/unknownTheme(_:available:)`` for one that is not registered.
    public func remove(_ identifier: ThemeIdentifier) throws {
        try requireNotScope()
        guard themesByIdentifier[identifier] != nil else {
            throw ThemeError.unknownTheme(identifier, available: themeIdentifiers)
        }
        guard identifier != currentIdentifier else { throw ThemeError.currentThemeCannotBeRemoved(identifier) }
        unregister([identifier])
        if defaultIdentifier == identifier { defaultIdentifier = nil }
        notifyScopes(changedThemes: [identifier], reason: .themeReplaced)
    }

    /// Replaces the themes of a set with a new build of it: a reload after the token files changed on disk.
    ///
    /// Everything is compiled and checked first, the user's overrides included; a set that fails throws and
    /// changes nothing, so a half-edited file never reaches the screen. Then each theme of the set replaces the
    /// registered theme of the same identifier (or is added, when new), and when the current theme is among
    /// them its bindings are re-applied where a value changed. Registered themes the set no longer has stay.
    ///
    /// ```swift
    /// try manager.reload(ResolverDocument.load(contentsOf: resolverURL).themeSet(varying: "theme"))
    /// ```
    /// - Parameters:
    ///   - set: The new build of the themes.
    ///   - assets: Where their asset tokens' files are (the updated pack's directory); by default the app's
    ///     bundle.
    /// - Returns: The identifiers of the set's themes, in its order.
    /// - Throws: The compile error of the set, or ``ThemeError/compileFailed(_:underlying:)`` when an override no
    ///   longer applies.
    @discardableResult
    public func reload(_ set: ThemeSet, assets: AssetLocator = AssetLocator(packDirectory: nil)) throws
        -> [ThemeIdentifier]
    {
        try requireNotScope()
        let compiled = try set.compile()
        let compiler = OverrideCompiler(set: set, compiled: compiled)
        let themes = try compiled.themeNames.map { name in
            let identifier = ThemeIdentifier(name)
            let theme = Theme(tokens: compiled[name]!, assets: assets, overrideCompiler: compiler)
            return (identifier, theme, try makeSnapshot(of: theme, as: identifier))
        }
        for (identifier, theme, snapshot) in themes {
            register(theme, as: identifier, snapshot: snapshot)
        }
        if let current = themes.first(where: { $0.0 == currentIdentifier }) {
            commit(current.2, as: current.0, reason: .themeReplaced, persist: false)
        } else if currentIdentifier == nil,
            let first = themes.first(where: { $0.0 == effectiveDefaultIdentifier }) ?? themes.first
        {
            commit(first.2, as: first.0, reason: .initial, persist: false)
        }
        notifyScopes(changedThemes: Set(themes.map(\.0)), reason: .themeReplaced)
        return themes.map(\.0)
    }

    // MARK: - The registered themes

    // Every change of ``themeIdentifiers``, ``themesByIdentifier`` and the snapshots kept for them goes through
    // these methods, so the three agree, and the facets that register themes (spaces, generators, reloads, scopes
    // following their parent) do not write them themselves.

    /// Registers `theme` as `identifier`: appended to the order when new, replaced in place when registered. Its
    /// snapshot is kept when given; otherwise a snapshot of an older version is dropped.
    func register(_ theme: Theme, as identifier: ThemeIdentifier, snapshot: ThemeSnapshot? = nil) {
        if themesByIdentifier[identifier] == nil { themeIdentifiers.append(identifier) }
        themesByIdentifier[identifier] = theme
        snapshots[identifier] = snapshot
    }

    /// Forgets registered themes: their places in the order, the themes and their snapshots.
    func unregister(_ identifiers: some Collection<ThemeIdentifier>) {
        guard !identifiers.isEmpty else { return }
        for identifier in identifiers {
            themesByIdentifier[identifier] = nil
            snapshots[identifier] = nil
        }
        let removed = Set(identifiers)
        themeIdentifiers.removeAll(where: removed.contains)
    }

    /// Takes another manager's registered themes as they are, with its default theme: a scope follows its
    /// parent's. Snapshots of the themes in `changed` are dropped, and of themes the other manager no longer has.
    func registerAll(of other: ThemeManager, changed: Set<ThemeIdentifier>) {
        themeIdentifiers = other.themeIdentifiers
        themesByIdentifier = other.themesByIdentifier
        defaultIdentifier = other.defaultIdentifier
        for identifier in changed { snapshots[identifier] = nil }
        // Permutations of a theme space the top manager dropped from its cache.
        snapshots.removeAll(except: Set(themeIdentifiers))
    }
}
