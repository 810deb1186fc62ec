extension ThemeManager {
    // MARK: - System appearance

    /// The theme ``appearanceThemes`` maps an appearance to; a high-contrast appearance without its own theme
    /// uses its standard-contrast one.
    ///
    /// With a ``themeSpace`` whose options map the appearance (``ThemeSpaceOptions/mode``,
    /// ``ThemeSpaceOptions/contrast``), it is the current selection with those dimensions set for `appearance`.
    public func themeIdentifier(for appearance: SystemAppearance) -> ThemeIdentifier? {
        spaceIdentifier(for: appearance) ?? appearanceThemes[appearance]
            ?? appearanceThemes[appearance.standardContrast]
    }

    /// Follows the system appearance from now on: switches to the theme mapped to the current appearance, and
    /// again whenever it changes, until a manual ``switchTo(_:)``. The choice is saved.
    /// - Throws: ``ThemeError/noAppearanceSource`` without an ``appearanceSource``,
    ///   ``ThemeError/noThemeForAppearance(_:)`` when the current appearance has no theme, or the error of the
    ///   switch; nothing changes then.
    public func followSystemAppearance() throws {
        try followAppearance(reason: .systemAppearance)
        followsSystemAppearance = true
        saveState()
    }

    func followAppearance(reason: ThemeChange.Reason) throws {
        guard let appearanceSource else { throw ThemeError.noAppearanceSource }
        let appearance = appearanceSource.appearance
        guard let identifier = themeIdentifier(for: appearance) else {
            throw ThemeError.noThemeForAppearance(appearance)
        }
        try activate(identifier, reason: reason)
    }

    func systemAppearanceDidChange(to appearance: SystemAppearance) {
        seedContrastDidChange(to: appearance)
        guard followsSystemAppearance else { return }
        guard let identifier = themeIdentifier(for: appearance) else {
            record(
                ThemeIssue(
                    .appearanceUnmapped, theme: currentIdentifier,
                    message: "the system appearance '\(appearance.rawValue)' has no theme; the current theme stays"))
            return
        }
        do {
            try activate(identifier, reason: .systemAppearance)
            saveState()
        } catch {
            record(
                ThemeIssue(
                    .appearanceUnmapped, theme: identifier,
                    message: "switching to '\(identifier)' for the system appearance failed: \(error)"))
        }
    }
}
