import LiveryCore

extension ThemeManager {
    // MARK: - Refreshing after a system change

    /// Converts and applies again the bindings whose tokens a system change affects, without changing the
    /// theme: call it when Dynamic Type's size changes (`.contentSize`), or when the appearance or contrast
    /// changes and the app does not map them to themes (`.appearance`), so `CGColor`s and other resolved
    /// values are made again. The platform adapters call it from their trait-change hooks.
    ///
    /// Each affected token is converted once (one `UIFont` per typography token, whatever the number of labels
    /// using it), then every binding that reads it is set; bindings of other tokens are not touched. Group
    /// handlers run and a change with reason ``ThemeChange/Reason/refreshed(_:)`` is published. Nothing is
    /// saved: the choice did not change. Without a current theme it does nothing.
    /// - Parameter triggers: What changed.
    public func refresh(_ triggers: RefreshTriggers = .all) {
        guard let current = currentSnapshot, let identifier = currentIdentifier, !triggers.isEmpty else { return }
        let snapshot = ThemeSnapshot(
            identifier: identifier, theme: current.theme, tokens: current.tokens, values: current.values,
            generation: snapshots.nextGeneration())
        if snapshots[identifier] === current { snapshots[identifier] = snapshot }
        commit(snapshot, as: identifier, reason: .refreshed(triggers), persist: false, forcing: triggers.affects)
    }
}
