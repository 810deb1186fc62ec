extension ThemeManager {
    // MARK: - Persistence

    /// Restores the choice saved in the ``store`` at the last launch: overrides, then the theme or following
    /// the system appearance. Call it once the themes are added.
    ///
    /// A stored theme that no longer exists (a removed pack) falls back to the default theme and is reported;
    /// stored overrides that cannot be read are ignored and reported. Nothing is saved while restoring.
    /// - Returns: What was restored.
    /// - Throws: ``ThemeError`` when the theme to restore (or the default) fails to build.
    @discardableResult
    public func restore() throws -> RestoreOutcome {
        guard let store else { return .nothingStored }
        let state: ThemeStoreState?
        do {
            state = try store.loadState(forManager: name)
        } catch {
            record(
                ThemeIssue(
                    .storeFailed, theme: nil, message: "the stored theme choice of '\(name)' is unreadable: \(error)"))
            return .nothingStored
        }
        guard let state else { return .nothingStored }
        if let seed = state.seed {
            restoreSeed(seed)
            if state.overridesDocument == nil, seedColor != nil {
                // Snapshots built before the seed came back lack its colors.
                try applyOverrides(runtimeOverrides, persist: false, reason: .restored)
            }
        }
        if let text = state.overridesDocument { restoreOverrides(from: text) }
        // A theme space's selection: every dimension's context, those no longer in the space at their defaults.
        if let stored = state.identifier, let selection = restoredSelection(from: stored), let space = themeSpace {
            if state.followsSystemAppearance, let appearance = appearanceSource?.appearance,
                let options = providers.space?.options
            {
                try activate(
                    ThemeIdentifier(space.key(for: options.applying(appearance, to: selection))), reason: .restored)
                followsSystemAppearance = true
                return .followingSystemAppearance
            }
            let identifier = ThemeIdentifier(space.key(for: selection))
            try activate(identifier, reason: .restored)
            return .restored(identifier)
        }
        if state.followsSystemAppearance, appearanceSource != nil {
            try followAppearance(reason: .restored)
            followsSystemAppearance = true
            return .followingSystemAppearance
        }
        guard let identifier = state.identifier else { return .nothingStored }
        if themesByIdentifier[identifier] != nil || themeGenerator != nil {
            do {
                try activate(identifier, reason: .restored)
                return .restored(identifier)
            } catch ThemeError.unknownTheme {
                // The generator does not know it either: fall back below.
            }
        }
        guard let fallback = effectiveDefaultIdentifier else { throw ThemeError.noThemes }
        try activate(fallback, reason: .restored)
        record(
            ThemeIssue(
                .storedThemeMissing, theme: identifier,
                message: "the stored theme '\(identifier)' no longer exists; the default theme '\(fallback)' is used"))
        return .fellBackToDefault(missing: identifier, default: fallback)
    }

    /// Reads stored overrides back, keeping those that still fit a registered token (a theme may have changed
    /// since they were saved) and reporting the rest.
    private func restoreOverrides(from text: String) {
        do {
            var valid = RuntimeOverrides()
            for (path, value) in try RuntimeOverrides(jsonText: text).values.sorted(by: { $0.key < $1.key }) {
                do {
                    try validateOverride(value, for: path)
                    valid[path] = value
                } catch {
                    record(
                        ThemeIssue(
                            .storedOverridesUnreadable, theme: nil, tokenPath: path,
                            message: "stored override ignored: \(error)"))
                }
            }
            try applyOverrides(valid, persist: false)
        } catch {
            record(
                ThemeIssue(.storedOverridesUnreadable, theme: nil, message: "stored overrides were ignored: \(error)"))
        }
    }

    /// The state the store keeps for this manager now.
    public var storeState: ThemeStoreState {
        ThemeStoreState(
            identifier: currentIdentifier, followsSystemAppearance: followsSystemAppearance,
            overridesDocument: runtimeOverrides.jsonText(),
            seed: providers.seed.seed.map { .init(color: $0.hexString(), variant: providers.seed.variant.rawValue) })
    }

    /// Saves ``storeState``; a failure is reported, not thrown, since the switch itself succeeded.
    func saveState() {
        guard let store else { return }
        do {
            try store.saveState(storeState, forManager: name)
        } catch {
            record(
                ThemeIssue(.storeFailed, theme: currentIdentifier, message: "saving the theme choice failed: \(error)"))
        }
    }
}

// MARK: - RestoreOutcome

extension ThemeManager {
    /// What ``restore()`` found and did.
    public enum RestoreOutcome: Sendable, Hashable {
        /// Nothing was stored; the current theme stays.
        case nothingStored
        /// The stored theme is current again.
        case restored(ThemeIdentifier)
        /// The manager follows the system appearance again.
        case followingSystemAppearance
        /// The stored theme no longer exists; the default theme is current and a
        /// ``ThemeIssue/Kind/storedThemeMissing`` issue was reported.
        case fellBackToDefault(missing: ThemeIdentifier, default: ThemeIdentifier)
    }
}
