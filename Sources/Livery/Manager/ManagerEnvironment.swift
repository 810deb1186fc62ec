/// What the app plugs into a ``ThemeManager``: where the choice is saved, where the system appearance comes from,
/// and the clock animated switches take their frames from. The manager reads them; only the frame clock may be
/// replaced after the manager is made (the platform adapters provide display-link clocks).
struct ManagerEnvironment {
    /// Where the choice is saved on every change (ThemeManager+Persistence.swift); `nil` to remember nothing.
    let store: (any ThemeStore)?
    /// Where the system appearance comes from (ThemeManager+Appearance.swift); `nil` when the app does not
    /// follow it.
    let appearanceSource: (any SystemAppearanceSource)?
    /// What animated switches take their frames and time from (ThemeManager+Animation.swift).
    var frameClock: any FrameClock

    @MainActor
    init(store: (any ThemeStore)?, appearanceSource: (any SystemAppearanceSource)?) {
        self.store = store
        self.appearanceSource = appearanceSource
        frameClock = TimerFrameClock()
    }
}
