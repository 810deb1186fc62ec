import Foundation

extension ThemeManager {
    // MARK: - Switching

    /// Makes a theme current, building it with ``themeGenerator`` if it is not registered, and stops following
    /// the system appearance. The choice is saved in the ``store``.
    ///
    /// Everything that can fail happens first; only then is the snapshot published and are bindings refreshed.
    /// Switching to the current theme does nothing.
    /// - Throws: ``ThemeError/unknownTheme(_:available:)``, ``ThemeError/generatorFailed(_:underlying:)`` or
    ///   ``ThemeError/compileFailed(_:underlying:)``; the current theme stays then.
    public func switchTo(_ identifier: ThemeIdentifier) throws {
        try switchTo(identifier, animation: nil)
    }

    /// ``switchTo(_:)``, animating bound colors when `animation` is set.
    func switchTo(_ identifier: ThemeIdentifier, animation: SwitchAnimation.Request?) throws {
        try activate(identifier, reason: .manual, animation: animation)
        // Each feature asked once: only a scope pins its theme, only a manager with a store saves its choice.
        if scopeState.link != nil { scopeState.pin(identifier) }
        if followsSystemAppearance { followsSystemAppearance = false }
        if store != nil { saveState() }
    }

    /// Makes a theme current without touching ``followsSystemAppearance`` or the store.
    func activate(
        _ identifier: ThemeIdentifier, reason: ThemeChange.Reason, animation: SwitchAnimation.Request? = nil
    ) throws {
        if identifier == currentIdentifier { return }
        if try themesByIdentifier[identifier] != nil || preparePermutation(identifier) {
            topManager.providers.space?.touch(identifier)
            commit(try snapshot(of: identifier), as: identifier, reason: reason, persist: false, animation: animation)
            return
        }
        guard let generator = providers.generator else {
            throw ThemeError.unknownTheme(identifier, available: themeIdentifiers)
        }
        let generated: Theme?
        do {
            generated = try generator(identifier)
        } catch {
            throw ThemeError.generatorFailed(identifier, underlying: error)
        }
        guard let theme = generated else { throw ThemeError.unknownTheme(identifier, available: themeIdentifiers) }
        let snapshot = try makeSnapshot(of: theme, as: identifier)
        register(theme, as: identifier, snapshot: snapshot)
        commit(snapshot, as: identifier, reason: reason, persist: false, animation: animation)
    }

    /// Publishes a snapshot that is known to be good and applies it: nothing here can fail.
    ///
    /// With `animation`, bound colors that change move towards the new theme over the following frames
    /// (``startAnimation(_:from:to:)``); everything else, the published snapshot, the events and the store change
    /// now. Without, an animation in progress ends and bound properties show the new theme at once.
    ///
    /// The route goes one way: publish, the engine (which asks its registry and calls the setters), then the
    /// announcements. Each feature is asked once whether it is in use (a theme space, tokens read under
    /// Observation, scopes, an animation) and its code runs only when it is.
    func commit(
        _ snapshot: ThemeSnapshot, as identifier: ThemeIdentifier, reason: ThemeChange.Reason, persist: Bool,
        forcing: ((TokenValue) -> Bool)? = nil, animation: SwitchAnimation.Request? = nil
    ) {
        let previous = currentSnapshot
        if previous == nil, !isScope { ThemedManagers.note(self) }
        // What bound properties show: a frame, when an animation is interrupted; the diff starts from there.
        let shown = shownSnapshot
        snapshots.slot.publish(snapshot)
        if currentIdentifier != identifier { currentIdentifier = identifier }
        let changedTokenCount: Int
        if let animation, let shown,
            let running = startAnimation(animation, from: shown, to: snapshot, committed: previous)
        {
            // The animation's one pass over the tokens gave the first frame's changes and the change's count.
            engine.currentSnapshot = running.shown
            engine.refresh(from: shown, to: running.shown, changes: running.firstFrameChanges, forcing: forcing)
            changedTokenCount = running.changedTokenCount
        } else {
            let interrupted = engine.animation != nil
            engine.animation = nil
            engine.currentSnapshot = snapshot
            let count = engine.refresh(from: shown, to: snapshot, forcing: forcing)
            changedTokenCount = interrupted ? engine.changedTokenCount(from: previous, to: snapshot) : count
        }
        if persist, store != nil { saveState() }
        if !observation.tokenPaths.isEmpty { announceObservedTokens(from: previous, to: snapshot) }
        let space = topManager.providers.space
        let change = ThemeChange(
            managerName: name, previous: previous?.identifier, current: identifier, reason: reason,
            changedTokenCount: changedTokenCount,
            changedDimensions: space?.changedDimensions(from: previous?.identifier, to: identifier) ?? [])
        publish(change)
        if !scopeState.children.isEmpty { notifyScopes(reason: reason, animation: animation) }
    }
}
