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
        try activate(identifier, reason: .manual)
        if isScope { scopeLink?.pin = identifier }
        if followsSystemAppearance { followsSystemAppearance = false }
        saveState()
    }

    /// Makes a theme current without touching ``followsSystemAppearance`` or the store.
    func activate(_ identifier: ThemeIdentifier, reason: ThemeChange.Reason) throws {
        if identifier == currentIdentifier { return }
        if themesByIdentifier[identifier] != nil {
            commit(try snapshot(of: identifier), as: identifier, reason: reason, persist: false)
            return
        }
        guard let generator = themeGenerator else {
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
        themesByIdentifier[identifier] = theme
        themeIdentifiers.append(identifier)
        snapshots[identifier] = snapshot
        commit(snapshot, as: identifier, reason: reason, persist: false)
    }

    /// Publishes a snapshot that is known to be good and applies it: nothing here can fail.
    func commit(
        _ snapshot: ThemeSnapshot, as identifier: ThemeIdentifier, reason: ThemeChange.Reason, persist: Bool,
        forcing: ((TokenValue) -> Bool)? = nil
    ) {
        let previous = currentSnapshot
        snapshots.slot.publish(snapshot)
        engine.currentSnapshot = snapshot
        if currentIdentifier != identifier { currentIdentifier = identifier }
        let changedTokenCount = engine.refresh(from: previous, to: snapshot, forcing: forcing)
        if persist { saveState() }
        let change = ThemeChange(
            managerName: name, previous: previous?.identifier, current: identifier, reason: reason,
            changedTokenCount: changedTokenCount)
        publish(change)
        notifyScopes(reason: reason)
    }
}
