/// A manager's part in a tree of scopes: what makes it a scope (its parent and what it pinned), its own scopes,
/// and, in a top-level manager, the objects whose subtree uses a scope. The scope facet
/// (ThemeManager+Scopes.swift) reads it; the switching and selecting facets change it only through its methods.
///
/// A scope is a ``ThemeManager`` (objects bind to it like to any manager) whose themes, overrides and stylesheet
/// come from its parent; its link is what the theme-changing methods check before they refuse.
struct ScopeState {
    /// The parent, held weakly, and what the scope pinned; `nil` for a top-level manager.
    private(set) var link: ScopeLink?
    /// The scopes made from this manager, held weakly.
    private(set) var children: [WeakManager] = []
    /// By object: the roots set with ``ThemeManager/setScope(_:for:)``; used in the top-level manager only.
    private(set) var roots: [ObjectIdentifier: ScopeRoot] = [:]

    /// Whether the manager is a scope.
    var isScope: Bool { link != nil }

    /// Makes the manager a scope of `parent`.
    mutating func link(to parent: ThemeManager) { link = ScopeLink(parent: parent) }

    /// A manual switch of the scope pins its theme: it stops following the parent's.
    mutating func pin(_ identifier: ThemeIdentifier) { link?.pin = identifier }

    /// Selecting contexts in a scope pins those dimensions and unpins a whole theme pinned before.
    mutating func pinContexts(_ contexts: [String: String]) {
        link?.pin = nil
        link?.pinnedContexts.merge(contexts) { $1 }
    }

    /// A pinned theme that no longer exists: the scope follows its parent's theme (its pinned dimensions stay).
    mutating func unpinTheme() { link?.pin = nil }

    /// The scope follows its parent again, in every dimension.
    mutating func unpin() {
        link?.pin = nil
        link?.pinnedContexts = [:]
    }

    /// Adds a scope made from this manager, forgetting those that are gone.
    mutating func adopt(_ scope: ThemeManager) {
        children.removeAll { $0.manager == nil }
        children.append(WeakManager(manager: scope))
    }

    /// Forgets the scopes that are gone; returns whether any is left.
    mutating func pruneChildren() -> Bool {
        children.removeAll { $0.manager == nil }
        return !children.isEmpty
    }

    /// Sets or removes the scope of an object's subtree, forgetting roots that are gone.
    mutating func setRoot(_ root: AnyObject, scope: ThemeManager?) {
        roots = roots.filter { $0.value.root != nil }
        roots[ObjectIdentifier(root)] = scope.map { ScopeRoot(root: root, scope: $0) }
    }
}

/// What makes a manager a scope: the manager it follows, held weakly, and the theme it was switched to.
struct ScopeLink {
    /// The parent; `nil` once it is gone.
    weak var parent: ThemeManager?
    /// The theme the scope was switched to; `nil` while it follows its parent.
    var pin: ThemeIdentifier?
    /// Dimensions of the theme space the scope selected (``ThemeManager/select(_:for:)``): they keep these
    /// contexts while the others follow the parent.
    var pinnedContexts: [String: String] = [:]
}

/// A weak reference to a scope, held by its parent.
struct WeakManager {
    weak var manager: ThemeManager?
}

/// An object whose subtree uses a scope: held weakly, with the scope it uses.
struct ScopeRoot {
    weak var root: AnyObject?
    let scope: ThemeManager
}

extension ThemeManager {
    // MARK: - Scopes: another theme for a subtree or a window

    /// Makes a scope: a manager for part of the app — a window, a sheet, a preview, a subtree — that can show
    /// another theme than the rest (ThemeKit's per-window themes, `overrideUserInterfaceStyle` on one view).
    ///
    /// A scope shares its parent's themes, overrides and stylesheet, and follows them as they change: themes
    /// added, replaced, reloaded or removed, overrides set, a stylesheet set. Its theme follows the parent's
    /// until the scope is switched (``switchTo(_:)`` pins it) or follows its own appearance source
    /// (``followSystemAppearance()``); ``followParent()`` goes back. It saves nothing: its store is `nil`.
    ///
    /// Objects are bound to a scope like to any manager; ``scope(for:)`` finds the nearest scope of an object
    /// from the roots set with ``setScope(_:for:)``:
    ///
    /// ```swift
    /// let preview = manager.makeScope(named: "preview")
    /// try preview.switchTo("dark")
    /// manager.setScope(preview, for: previewWindow)
    /// label.livery(manager.scope(for: label)).textColor = "color.text.primary"   // dark inside the window
    /// ```
    ///
    /// Themes and overrides cannot be changed on the scope itself (``ThemeError/scopeInheritsThemes(scope:)``).
    /// Type-wide defaults (`Label.livery(manager)…`) belong to the manager they were set on: set them on the
    /// scope too where its objects need them.
    /// - Parameters:
    ///   - name: The scope's name; the scope's ``name`` is `"<parent>/<name>"`.
    ///   - appearanceSource: The scope's own system appearance (a window's forced dark mode), if any.
    /// - Returns: The scope, showing the parent's current theme.
    public func makeScope(named name: String, appearanceSource: (any SystemAppearanceSource)? = nil) -> ThemeManager {
        let scope = ThemeManager(name: "\(self.name)/\(name)", store: nil, appearanceSource: appearanceSource)
        scope.scopeState.link(to: self)
        scope.frameClock = frameClock
        scope.appearanceThemes = appearanceThemes
        scopeState.adopt(scope)
        scope.syncWithParent(changedThemes: Set(themeIdentifiers), reason: .initial)
        if let stylesheet = styles.stylesheet { try? scope.setStylesheet(stylesheet) }
        return scope
    }

    /// The scopes of this manager that still exist.
    public var scopes: [ThemeManager] { scopeState.children.compactMap(\.manager) }

    /// The manager this one is a scope of; `nil` for a top-level manager (and for a scope whose parent is gone).
    public var scopeParent: ThemeManager? { scopeState.link?.parent }

    /// Whether this manager was made by ``makeScope(named:appearanceSource:)``.
    public var isScope: Bool { scopeState.isScope }

    /// Makes a scope the manager of an object and everything under it (its descendants through
    /// `styleParent`), as ``scope(for:)`` finds them; `nil` removes it. The object is held weakly, the scope
    /// strongly, until the object goes away.
    ///
    /// Scopes nest: a root inside another root's subtree uses its own scope. Bindings are made against the
    /// manager ``scope(for:)`` returns when they are made; an object moved into another scope's subtree binds
    /// again (the platform adapters do it when a view moves to a window).
    /// - Parameters:
    ///   - scope: The scope, or `nil`.
    ///   - root: The subtree's root: a window, a view controller's view.
    public func setScope(_ scope: ThemeManager?, for root: AnyObject) {
        topManager.scopeState.setRoot(root, scope: scope)
    }

    /// The manager an object's bindings belong to: the scope of its nearest ancestor (itself included) that is a
    /// scope root (``setScope(_:for:)``), else this manager. One dictionary lookup per ancestor, no tree walk
    /// downwards.
    /// - Parameter object: The object, whose `styleParent` chain is followed.
    public func scope(for object: any Stylable) -> ThemeManager {
        let roots = topManager.scopeState.roots
        guard !roots.isEmpty else { return self }
        var node: (any Stylable)? = object
        while let current = node {
            if let entry = roots[ObjectIdentifier(current)], entry.root === current { return entry.scope }
            node = current.styleParent
        }
        return self
    }

    /// Makes a scope follow its parent's theme again, after ``switchTo(_:)`` or ``followSystemAppearance()``.
    /// - Throws: ``ThemeError/notAScope(_:)`` for a manager that is not a scope (or whose parent is gone), or the
    ///   error of building the parent's theme with this scope.
    public func followParent() throws {
        guard let parent = scopeParent else { throw ThemeError.notAScope(name) }
        scopeState.unpin()
        if followsSystemAppearance { followsSystemAppearance = false }
        if let identifier = parent.currentIdentifier { try activate(identifier, reason: .manual) }
    }

    /// Throws when this manager is a scope, whose themes and overrides come from its parent.
    func requireNotScope() throws {
        if isScope { throw ThemeError.scopeInheritsThemes(scope: name) }
    }

    /// Tells the scopes what changed here: the themes of `changedThemes` were registered, replaced or removed,
    /// or (with none) the current theme or the overrides changed.
    func notifyScopes(
        changedThemes: Set<ThemeIdentifier> = [], reason: ThemeChange.Reason,
        animation: SwitchAnimation.Request? = nil
    ) {
        guard scopeState.pruneChildren() else { return }
        for scope in scopes {
            scope.syncWithParent(changedThemes: changedThemes, reason: reason, animation: animation)
        }
    }

    /// Takes the parent's themes and overrides, and its theme unless pinned or following an appearance.
    /// - Parameter animation: How the parent's switch animates; a scope that follows it animates alike.
    func syncWithParent(
        changedThemes: Set<ThemeIdentifier>, reason: ThemeChange.Reason, animation: SwitchAnimation.Request? = nil
    ) {
        guard let parent = scopeParent else { return }
        if !changedThemes.isEmpty || themeIdentifiers != parent.themeIdentifiers {
            registerAll(of: parent, changed: changedThemes)
        }
        var currentChanged = currentIdentifier.map(changedThemes.contains) ?? false
        if runtimeOverrides != parent.runtimeOverrides
            || providers.seed.generation != parent.topManager.providers.seed.generation
        {
            takeOverrides(parent.runtimeOverrides)
            providers.seed.follow(parent.topManager.providers.seed)
            currentChanged = true
        }
        if let pin = scopeState.link?.pin, themesByIdentifier[pin] == nil {
            scopeState.unpinTheme()
            record(
                ThemeIssue(
                    .scopeThemeUnavailable, theme: pin,
                    message: "the scope's theme '\(pin)' was removed from '\(parent.name)'; the scope follows it"))
        }
        var target = scopeState.link?.pin ?? parent.currentIdentifier
        if followsSystemAppearance, let current = currentIdentifier, themesByIdentifier[current] != nil {
            target = current
        } else if scopeState.link?.pin == nil, let followed = target {
            target = applyingPinnedContexts(to: followed)
        }
        if let wanted = target, wanted != parent.currentIdentifier {
            do {
                _ = try preparePermutation(wanted)
            } catch {
                record(
                    ThemeIssue(
                        .scopeThemeUnavailable, theme: wanted,
                        message: "the scope could not build '\(wanted)': \(error); it follows its parent"))
                target = parent.currentIdentifier
            }
        }
        guard let target, target != currentIdentifier || currentChanged else { return }
        do {
            commit(try snapshot(of: target), as: target, reason: reason, persist: false, animation: animation)
        } catch {
            record(
                ThemeIssue(
                    .scopeThemeUnavailable, theme: target,
                    message: "the scope could not build '\(target)': \(error); it keeps its theme"))
        }
    }
}
