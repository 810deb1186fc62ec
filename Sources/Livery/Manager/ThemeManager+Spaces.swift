import LiveryCore

// MARK: - ThemeSpaceOptions

/// How a ``ThemeManager`` uses a `ThemeSpace`: which dimensions the system settings choose, and how many
/// permutations it keeps compiled.
public struct ThemeSpaceOptions: Sendable {
    /// A dimension a system setting chooses: one context while the setting is off, another while it is on.
    public struct SettingDimension: Sendable, Hashable {
        /// The dimension's name.
        public var dimension: String
        /// The context while the setting is off (light appearance; standard contrast).
        public var offContext: String
        /// The context while the setting is on (dark appearance; Increase Contrast).
        public var onContext: String

        /// Creates a mapping.
        public init(dimension: String, offContext: String, onContext: String) {
            self.dimension = dimension
            self.offContext = offContext
            self.onContext = onContext
        }
    }

    /// The dimension the system's light or dark appearance chooses, and its light and dark contexts; `nil`
    /// when the appearance chooses nothing.
    public var mode: SettingDimension?
    /// The dimension Increase Contrast chooses, and its standard and high contexts; `nil` when it chooses
    /// nothing. It may be the mode's dimension, when one dimension holds light, dark and high-contrast themes:
    /// then its context applies while Increase Contrast is on, and the mode's (not ``SettingDimension/offContext``)
    /// while it is off.
    public var contrast: SettingDimension?
    /// The most permutations kept compiled (at least 1). The least recently shown ones beyond it are dropped
    /// and compiled again when shown again; the ones a manager or scope shows are always kept.
    public var cacheLimit: Int
    /// Where the space's asset tokens (images) find their files.
    public var assets: AssetLocator

    /// Creates options.
    /// - Parameters:
    ///   - mode: The dimension the light or dark appearance chooses: `.init(dimension: "mode", offContext:
    ///     "light", onContext: "dark")`.
    ///   - contrast: The dimension Increase Contrast chooses.
    ///   - cacheLimit: The most permutations kept compiled; 16 by default.
    ///   - assets: Where asset tokens' files are; by default the app's bundle.
    public init(
        mode: SettingDimension? = nil, contrast: SettingDimension? = nil, cacheLimit: Int = 16,
        assets: AssetLocator = AssetLocator(packDirectory: nil)
    ) {
        self.mode = mode
        self.contrast = contrast
        self.cacheLimit = cacheLimit
        self.assets = assets
    }

    /// Checks that the mapped dimensions and contexts exist in `space`.
    func check(against space: ThemeSpace) throws(ThemeSpaceError) {
        for setting in [mode, contrast].compactMap({ $0 }) {
            _ = try space.validated([setting.dimension: setting.offContext])
            _ = try space.validated([setting.dimension: setting.onContext])
        }
    }

    /// `selection` with the mapped dimensions set for `appearance`.
    func applying(_ appearance: SystemAppearance, to selection: [String: String]) -> [String: String] {
        var selection = selection
        if let mode { selection[mode.dimension] = appearance.isDark ? mode.onContext : mode.offContext }
        if let contrast {
            if appearance.isHighContrast {
                selection[contrast.dimension] = contrast.onContext
            } else if contrast.dimension != mode?.dimension {
                selection[contrast.dimension] = contrast.offContext
            }
        }
        return selection
    }

    /// Whether the system settings choose `dimension`.
    func isSetByAppearance(_ dimension: String) -> Bool {
        mode?.dimension == dimension || contrast?.dimension == dimension
    }
}

// MARK: - ThemeSpaceState

/// A top-level manager's theme space: the space, its options, and the permutations registered from it, least
/// recently shown first.
@MainActor
final class ThemeSpaceState {
    let space: ThemeSpace
    let options: ThemeSpaceOptions
    private(set) var recent: [ThemeIdentifier] = []
    /// The vocabulary of the first permutation compiled: later ones with the same tokens are laid out over it,
    /// so the permutations share one vocabulary rather than each keeping its own.
    private var vocabulary: TokenVocabulary?

    init(space: ThemeSpace, options: ThemeSpaceOptions) {
        self.space = space
        self.options = options
    }

    /// Marks a permutation as the most recently shown. Any other identifier (a theme registered with
    /// ``ThemeManager/add(_:as:)``, which every switch passes here too) is not the space's and is left alone: a
    /// theme in `recent` is removed with the space and evicted past the cache limit.
    func touch(_ identifier: ThemeIdentifier) {
        if recent.last == identifier { return }
        guard let index = recent.lastIndex(of: identifier) else { return }
        recent.remove(at: index)
        recent.append(identifier)
    }

    /// Records a permutation registered from the space, as the most recently shown.
    func remember(_ identifier: ThemeIdentifier, selection: [String: String]) {
        selections[identifier] = selection
        recent.removeAll { $0 == identifier }
        recent.append(identifier)
    }

    /// Forgets a permutation.
    func forget(_ identifier: ThemeIdentifier) {
        recent.removeAll { $0 == identifier }
        selections[identifier] = nil
    }

    /// The selections of the permutations registered, so that a switch between them reads its selection
    /// instead of parsing the key again (every commit asks for the dimensions that changed).
    private var selections: [ThemeIdentifier: [String: String]] = [:]

    /// The selection of a permutation's identifier, or `nil` when the identifier is not one.
    func selection(of identifier: ThemeIdentifier?) -> [String: String]? {
        guard let identifier else { return nil }
        return selections[identifier] ?? space.exactSelection(forKey: identifier.rawValue)
    }

    /// The dimensions whose contexts differ between two permutations, in the space's order; empty when either is
    /// not a permutation.
    func changedDimensions(from previous: ThemeIdentifier?, to current: ThemeIdentifier) -> [String] {
        guard let before = selection(of: previous), let after = selection(of: current) else { return [] }
        return space.dimensions.map(\.name).filter { before[$0] != after[$0] }
    }

    /// Compiles one permutation into a theme that keeps no more than its table and what overrides need.
    /// - Throws: ``ThemeError/compileFailed(_:underlying:)``.
    func makeTheme(for selection: [String: String], as identifier: ThemeIdentifier) throws -> Theme {
        do {
            let source = try space.source(for: selection)
            let set = ThemeSet(
                themes: [source], resolutionOptions: space.resolutionOptions, fallbackPolicy: space.fallbackPolicy)
            let compiled = try set.compile()
            var table = compiled.defaultTable
            if let vocabulary, let shared = table.rebased(onto: vocabulary) {
                table = shared
            } else if vocabulary == nil {
                vocabulary = table.vocabulary
            }
            return Theme(
                tokens: table, assets: options.assets, overrideCompiler: OverrideCompiler(set: set, compiled: nil))
        } catch {
            throw ThemeError.compileFailed(identifier, underlying: error)
        }
    }
}

// MARK: - Selecting

extension ThemeManager {
    /// The theme space the manager switches in (a scope's is its parent's); `nil` without one.
    public var themeSpace: ThemeSpace? { topManager.providers.space?.space }

    /// The current context of every dimension of the ``themeSpace``; empty when the current theme is not one
    /// of its permutations (or there is no space). Observable, as ``currentIdentifier`` is.
    public var selection: [String: String] {
        topManager.providers.space?.selection(of: currentIdentifier) ?? [:]
    }

    /// Switches in a theme space from now on: every dimension of `space` can be selected on its own
    /// (``select(_:for:)``), each selection a theme of its own, compiled when first shown and kept while it is
    /// among the ``ThemeSpaceOptions/cacheLimit`` most recently shown.
    ///
    /// The space's selection becomes current: the current one's contexts where the new space has them (setting
    /// a new version of the space keeps the user's choice), otherwise the defaults, and with the system
    /// settings' contexts while the manager follows the system appearance. Permutations of a previous space
    /// are removed. Registered themes (``add(_:as:)``) stay and can still be switched to.
    ///
    /// ```swift
    /// let space = try ThemeSpace(resolver: ResolverDocument.load(contentsOf: url))
    /// try manager.setThemeSpace(
    ///     space, options: ThemeSpaceOptions(mode: .init(dimension: "mode", offContext: "light", onContext: "dark")))
    /// try manager.select("compact", for: "density")
    /// ```
    /// - Throws: ``ThemeError/scopeInheritsThemes(scope:)`` on a scope, ``ThemeError/invalidSelection(_:)`` when
    ///   the options name what the space lacks, ``ThemeError/compileFailed(_:underlying:)``; nothing changes then.
    public func setThemeSpace(_ space: ThemeSpace, options: ThemeSpaceOptions = ThemeSpaceOptions()) throws {
        try requireNotScope()
        do { try options.check(against: space) } catch { throw ThemeError.invalidSelection(error) }
        var selection = space.defaultSelection
        if let previous = providers.space, let current = previous.selection(of: currentIdentifier) {
            selection = space.selection(forKey: previous.space.key(for: current))?.selection ?? selection
        }
        if followsSystemAppearance, let appearance = appearanceSource?.appearance {
            selection = options.applying(appearance, to: selection)
        }
        let state = ThemeSpaceState(space: space, options: options)
        let identifier = ThemeIdentifier(space.key(for: selection))
        let theme = try state.makeTheme(for: selection, as: identifier)
        // The snapshot is made with the new space in place: its context names (which per-context values match)
        // and the seed colors' dark or light scheme come from the space's selection of it.
        let previousState = providers.space
        providers.space = state
        let snapshot: ThemeSnapshot
        do {
            snapshot = try makeSnapshot(of: theme, as: identifier)
        } catch {
            providers.space = previousState
            throw error
        }
        // Nothing fails from here on.
        let removed = previousState?.recent ?? []
        unregister(removed)
        register(theme, as: identifier, snapshot: snapshot)
        state.remember(identifier, selection: selection)
        let reason: ThemeChange.Reason = currentIdentifier == nil ? .initial : .themeReplaced
        // Not saved, like themes added: at launch the space is set before restore() reads the stored selection.
        commit(snapshot, as: identifier, reason: reason, persist: false)
        notifyScopes(changedThemes: Set(removed + [identifier]), reason: .themeReplaced)
    }

    /// Selects a context in one dimension of the ``themeSpace``, the others staying as they are: the
    /// permutation is compiled if it is not kept already, then becomes current atomically, like ``switchTo(_:)``.
    /// The selection is saved. Selecting a dimension the system settings choose (``ThemeSpaceOptions/mode``,
    /// ``ThemeSpaceOptions/contrast``) stops following the system appearance; selecting another keeps it.
    ///
    /// On a scope, the selected dimensions are pinned: they stay while the others follow the parent (a
    /// preview card in another brand), until ``followParent()``.
    /// - Throws: ``ThemeError/noThemeSpace(_:)``, ``ThemeError/invalidSelection(_:)`` or
    ///   ``ThemeError/compileFailed(_:underlying:)``; nothing changes then.
    public func select(_ context: String, for dimension: String) throws {
        try select([dimension: context])
    }

    /// Selects contexts in several dimensions at once, in one switch (see ``select(_:for:)``).
    /// - Throws: What ``select(_:for:)`` throws; nothing changes then.
    public func select(_ contexts: [String: String]) throws {
        try select(contexts, animation: nil)
    }

    /// Selects contexts like ``select(_:)`` and, when `animated`, moves bound colors to the new permutation's over
    /// its `motion.theme-switch` transition, as ``switchTo(_:animated:)`` does.
    /// - Throws: What ``select(_:for:)`` throws; nothing changes then.
    public func select(_ contexts: [String: String], animated: Bool) throws {
        try select(contexts, animation: animated ? .token : nil)
    }

    /// ``select(_:)``, animating bound colors when `animation` is set.
    func select(_ contexts: [String: String], animation: SwitchAnimation.Request?) throws {
        guard let state = topManager.providers.space else { throw ThemeError.noThemeSpace(name) }
        let current = state.selection(of: currentIdentifier) ?? state.space.defaultSelection
        let next: [String: String]
        do {
            next = try state.space.validated(current.merging(contexts) { $1 })
        } catch {
            throw ThemeError.invalidSelection(error)
        }
        try activate(ThemeIdentifier(state.space.key(for: next)), reason: .manual, animation: animation)
        if isScope {
            scopeState.pinContexts(contexts)
            return
        }
        if followsSystemAppearance, contexts.keys.contains(where: state.options.isSetByAppearance) {
            followsSystemAppearance = false
        }
        saveState()
    }

    // MARK: - Permutations

    /// Makes sure a permutation of the space is registered here, compiling it in the top manager if no manager
    /// keeps it. Returns `false` when the identifier is not a permutation.
    /// - Throws: ``ThemeError/compileFailed(_:underlying:)``.
    func preparePermutation(_ identifier: ThemeIdentifier) throws -> Bool {
        let top = topManager
        guard let state = top.providers.space, let selection = state.selection(of: identifier) else { return false }
        if top.themesByIdentifier[identifier] == nil {
            top.register(try state.makeTheme(for: selection, as: identifier), as: identifier)
            state.remember(identifier, selection: selection)
            top.evictPermutations(keeping: identifier)
        }
        if top !== self, themesByIdentifier[identifier] == nil, let theme = top.themesByIdentifier[identifier] {
            register(theme, as: identifier)
        }
        return true
    }

    /// Drops the least recently shown permutations beyond the cache limit, keeping `identifier` and those any
    /// manager of the scope tree shows. Scopes drop them at their next sync.
    private func evictPermutations(keeping identifier: ThemeIdentifier) {
        guard let state = providers.space else { return }
        let limit = max(1, state.options.cacheLimit)
        guard state.recent.count > limit else { return }
        var shown: Set<ThemeIdentifier> = [identifier]
        func collect(_ manager: ThemeManager) {
            if let current = manager.currentIdentifier { shown.insert(current) }
            for scope in manager.scopes { collect(scope) }
        }
        collect(self)
        var excess = state.recent.count - limit
        for candidate in state.recent where excess > 0 && !shown.contains(candidate) {
            state.forget(candidate)
            unregister([candidate])
            excess -= 1
        }
    }

    /// The permutation the system appearance selects, with the other dimensions as they are; `nil` without a
    /// space whose options map the appearance.
    func spaceIdentifier(for appearance: SystemAppearance) -> ThemeIdentifier? {
        guard let state = topManager.providers.space, state.options.mode != nil || state.options.contrast != nil else {
            return nil
        }
        let current = state.selection(of: currentIdentifier) ?? state.space.defaultSelection
        return ThemeIdentifier(state.space.key(for: state.options.applying(appearance, to: current)))
    }

    /// A permutation's contexts in the space's order, as the names per-theme values match; empty for a theme that
    /// is not a permutation.
    func contextNames(of identifier: ThemeIdentifier) -> [ThemeIdentifier] {
        guard let state = topManager.providers.space, let selection = state.selection(of: identifier) else { return [] }
        return state.space.dimensions.map { ThemeIdentifier(selection[$0.name]!) }
    }

    /// A scope's target with its pinned dimensions applied: the parent's permutation with the scope's contexts
    /// in the pinned dimensions.
    func applyingPinnedContexts(to target: ThemeIdentifier) -> ThemeIdentifier {
        guard let pins = scopeState.link?.pinnedContexts, !pins.isEmpty, let state = topManager.providers.space,
            let selection = state.selection(of: target)
        else { return target }
        let pinned = selection.merging(
            pins.filter { state.space.dimension(named: $0.key)?.contexts.contains($0.value) ?? false }
        ) { $1 }
        return ThemeIdentifier(state.space.key(for: pinned))
    }

    /// The stored selection read under the current space, with what no longer exists reported and left at its
    /// default; `nil` without a space or when the identifier is not a selection's key.
    func restoredSelection(from identifier: ThemeIdentifier) -> [String: String]? {
        guard let state = providers.space, let (selection, dropped) = state.space.selection(forKey: identifier.rawValue)
        else { return nil }
        if !dropped.isEmpty {
            record(
                ThemeIssue(
                    .storedThemeMissing, theme: identifier,
                    message: "the stored selection's \(dropped.joined(separator: ", ")) no longer exist in the theme "
                        + "space; their dimensions take their defaults"))
        }
        return selection
    }
}
