extension ThemeManager {
    // MARK: - Themes from a seed color

    /// How themes are generated from a seed color; set it before ``setSeedColor(_:variant:animated:)`` and before
    /// ``restore()``, which brings back a stored seed only when it is set. Changing it regenerates the themes.
    public var seedThemeOptions: SeedThemeOptions? {
        get { topManager.providers.seed.options }
        set {
            guard !isScope, newValue != providers.seed.options else { return }
            providers.seed.options = newValue
            guard providers.seed.seed != nil else { return }
            regenerateSeedThemes(for: "the new seed options")
        }
    }

    /// The seed color the themes are generated from, or `nil`.
    public var seedColor: Color? { topManager.providers.seed.seed }

    /// The scheme variant generated with ``seedColor``.
    public var seedVariant: SchemeVariant { topManager.providers.seed.variant }

    /// Makes every theme from one color: the tokens ``seedThemeOptions`` maps take the roles of a Material
    /// dynamic scheme of `seed` (the dark scheme in dark themes, the high-contrast one while Increase Contrast is
    /// on), and the choice is saved.
    ///
    /// The themes stay ordinary themes: a switch is atomic and diffed, bindings of changed tokens are refreshed,
    /// tokens that alias a mapped token follow it, and an override the user set on a mapped token still wins.
    /// A theme is dark when the space's ``ThemeSpaceOptions/mode`` selects its dark context, or when only dark
    /// appearances map to it in ``appearanceThemes``; the contrast follows the space's
    /// ``ThemeSpaceOptions/contrast`` dimension, or else the system's Increase Contrast.
    /// - Parameters:
    ///   - seed: The seed; its alpha is ignored.
    ///   - variant: The scheme's style; `SchemeVariant.tonalSpot` (Android's default) unless asked.
    ///   - animated: Whether bound colors move to their new values over `motion.theme-switch`.
    /// - Throws: ``ThemeError/noSeedThemeOptions(_:)`` without ``seedThemeOptions``; for a mapped token the themes
    ///   lack or that is not a color, the errors of ``setOverride(_:for:)``; ``ThemeError/compileFailed(_:underlying:)``.
    ///   Nothing changes then.
    public func setSeedColor(_ seed: Color, variant: SchemeVariant = .tonalSpot, animated: Bool = false) throws {
        try requireNotScope()
        guard let options = providers.seed.options else { throw ThemeError.noSeedThemeOptions(name) }
        for path in options.roleMap.tokens.values.joined() {
            try validateOverride(.color(seed), for: path.dotted)
        }
        let isHighContrast = appearanceSource?.appearance.isHighContrast ?? false
        try changeSeed(animation: animated ? .token : nil) {
            $0.use(seed, variant: variant, isHighContrast: isHighContrast)
        }
    }

    /// Makes every theme from the best seed of an image (a wallpaper, an album cover), as
    /// ``setSeedColor(_:variant:animated:)`` does with a color.
    ///
    /// The image's pixels are quantized and ranked as Android ranks wallpaper colors (LiveryCore's `ImageColors`);
    /// an image with no usable color (all gray) gives Google Blue.
    /// - Parameters:
    ///   - pixels: The image, `0xAARRGGBB` per pixel; downscale large images first (beyond
    ///     `ImageColors.maximumPixelCount` pixels, every n-th is used).
    ///   - variant: The scheme's style; `SchemeVariant.content` (the seed itself as the primary container) unless
    ///     asked.
    ///   - animated: Whether bound colors move to their new values over `motion.theme-switch`.
    /// - Returns: The seed chosen.
    /// - Throws: What ``setSeedColor(_:variant:animated:)`` throws; nothing changes then.
    @discardableResult
    public func setSeedColor(
        fromPixels pixels: [UInt32], variant: SchemeVariant = .content, animated: Bool = false
    ) throws -> Color {
        let seed = HCT(argb: ImageColors.seeds(fromPixels: pixels)[0]).color
        try setSeedColor(seed, variant: variant, animated: animated)
        return seed
    }

    /// Goes back to the themes as designed, and saves the choice.
    /// - Parameter animated: Whether bound colors move to their designed values over `motion.theme-switch`.
    /// - Throws: ``ThemeError/compileFailed(_:underlying:)``; nothing changes then.
    public func removeSeedColor(animated: Bool = false) throws {
        try requireNotScope()
        guard providers.seed.seed != nil else { return }
        try changeSeed(animation: animated ? .token : nil) { $0.clear() }
    }

    /// Changes the seed state and generates the themes again (saving the choice when `persist`); when that fails,
    /// the state is as it was and the error is thrown.
    private func changeSeed(
        animation: SwitchAnimation.Request?, persist: Bool = true, _ change: (inout SeedThemeState) -> Void
    ) throws {
        let previous = providers.seed
        change(&providers.seed)
        do {
            try applyOverrides(runtimeOverrides, persist: persist, animation: animation, reason: .seedColor)
        } catch {
            providers.seed = previous
            throw error
        }
    }

    /// The generated values a snapshot of `identifier` layers under the overrides: only tokens the theme defines
    /// as colors (a role map may name tokens only some themes have).
    func seedValues(for identifier: ThemeIdentifier, theme: Theme) -> [String: TokenValue] {
        let top = topManager
        guard top.providers.seed.seed != nil else { return [:] }
        let values = top.providers.seed.values(
            isDark: top.seedIsDark(identifier), isHighContrast: top.seedIsHighContrast(identifier))
        guard let tokens = theme.tokens else { return [:] }
        return values.filter { tokens[$0.key]?.type == .color }
    }

    /// Whether generated colors of `identifier` come from the dark scheme.
    private func seedIsDark(_ identifier: ThemeIdentifier) -> Bool {
        if let state = providers.space, let mode = state.options.mode, let selection = state.selection(of: identifier) {
            return selection[mode.dimension] == mode.onContext
        }
        let appearances = appearanceThemes.filter { $0.value == identifier }.map(\.key)
        return !appearances.isEmpty && appearances.allSatisfy(\.isDark)
    }

    /// Whether generated colors of `identifier` come from the high-contrast scheme.
    private func seedIsHighContrast(_ identifier: ThemeIdentifier) -> Bool {
        if let state = providers.space, let contrast = state.options.contrast,
            let selection = state.selection(of: identifier)
        {
            return selection[contrast.dimension] == contrast.onContext
        }
        return providers.seed.isHighContrast
    }

    /// Regenerates when Increase Contrast changes and no space dimension decides the contrast; called for every
    /// change of the system appearance, followed or not.
    func seedContrastDidChange(to appearance: SystemAppearance) {
        guard !isScope, providers.seed.seed != nil, appearance.isHighContrast != providers.seed.isHighContrast else {
            return
        }
        providers.seed.isHighContrast = appearance.isHighContrast
        if providers.space?.options.contrast != nil { return }
        regenerateSeedThemes(for: "Increase Contrast")
    }

    /// Generates the themes again after a change the app did not make through a throwing call (new options, the
    /// system's contrast): a failure is reported and the themes stay as they were.
    private func regenerateSeedThemes(for cause: String) {
        do {
            try changeSeed(animation: nil, persist: false) { $0.invalidate() }
        } catch {
            record(
                ThemeIssue(
                    .seedThemeFailed, theme: currentIdentifier,
                    message: "regenerating the themes for \(cause) failed: \(error)"))
        }
    }

    /// Brings back a stored seed (``restore()``); one that cannot be used is reported and ignored.
    func restoreSeed(_ stored: ThemeStoreState.StoredSeed) {
        guard providers.seed.options != nil else {
            record(
                ThemeIssue(
                    .seedThemeFailed, theme: nil,
                    message: "a seed color was stored but seedThemeOptions is not set; set it before restore()"))
            return
        }
        guard let seed = Color(hex: stored.color), let variant = SchemeVariant(rawValue: stored.variant) else {
            record(
                ThemeIssue(
                    .seedThemeFailed, theme: nil,
                    message: "the stored seed '\(stored.color)' (\(stored.variant)) is not a color and variant"))
            return
        }
        providers.seed.use(
            seed, variant: variant, isHighContrast: appearanceSource?.appearance.isHighContrast ?? false)
    }
}
