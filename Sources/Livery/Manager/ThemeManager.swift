import Foundation

/// Holds an app's themes, the current one, and everything bound to it; switches themes atomically.
///
/// A manager keeps themes by `ThemeIdentifier`: compiled tokens, values of the app's own type, or both
/// (``Theme``). ``themeIdentifiers``, ``themes``, ``currentIdentifier`` and ``currentTheme`` always agree. A
/// switch builds and checks the next theme before anything changes: a theme that fails throws, and the current
/// theme, every bound property and the stored choice stay as they were.
///
/// ```swift
/// let manager = ThemeManager(name: "app")
/// try manager.add(ThemeSet(themes: [light, dark]))
/// label.livery(manager).textColor = "color.text.primary"
/// try manager.switchTo("dark")
/// ```
///
/// The manager is main-actor isolated, as binding and switching must be. ``snapshot`` is the exception: any
/// thread reads the current theme's tokens through it, without waiting for a switch.
///
/// On systems with Observation (iOS 17, macOS 14 and later, and Linux) the manager is `Observable`: SwiftUI and
/// `withObservationTracking` follow ``currentIdentifier``, the registered themes, the appearance settings and
/// ``overrides``. Everywhere, ``changes()`` and ``didChangeNotification`` report every change of the theme.
@MainActor
public final class ThemeManager {
    /// Registered identifiers, in the order added.
    public internal(set) var themeIdentifiers: [ThemeIdentifier] {
        get {
            observation.access(self, \.themeIdentifiers)
            return state.themeIdentifiers
        }
        _modify {
            observation.willSet(self, \.themeIdentifiers)
            defer { observation.didSet(self, \.themeIdentifiers) }
            yield &state.themeIdentifiers
        }
    }
    /// Registered themes by identifier.
    public internal(set) var themesByIdentifier: [ThemeIdentifier: Theme] {
        get {
            observation.access(self, \.themesByIdentifier)
            return state.themesByIdentifier
        }
        _modify {
            observation.willSet(self, \.themesByIdentifier)
            defer { observation.didSet(self, \.themesByIdentifier) }
            yield &state.themesByIdentifier
        }
    }
    /// The current theme's identifier; `nil` until the first theme is added.
    public internal(set) var currentIdentifier: ThemeIdentifier? {
        get {
            observation.access(self, \.currentIdentifier)
            return state.currentIdentifier
        }
        _modify {
            observation.willSet(self, \.currentIdentifier)
            defer { observation.didSet(self, \.currentIdentifier) }
            yield &state.currentIdentifier
        }
    }
    /// The theme used when nothing else is chosen, and when a stored choice no longer exists. When `nil`, the
    /// first theme added is the default.
    public var defaultIdentifier: ThemeIdentifier? {
        get {
            observation.access(self, \.defaultIdentifier)
            return state.defaultIdentifier
        }
        _modify {
            observation.willSet(self, \.defaultIdentifier)
            defer { observation.didSet(self, \.defaultIdentifier) }
            yield &state.defaultIdentifier
        }
    }
    /// Builds a theme for an identifier that is not registered: called by ``switchTo(_:)``; a theme it returns
    /// is registered. Return `nil` for identifiers it does not know.
    public var themeGenerator: (@MainActor (ThemeIdentifier) throws -> Theme?)? {
        get { providers.generator }
        set { providers.generator = newValue }
    }

    /// Whether the current theme follows the system appearance (see ``followSystemAppearance()``).
    public internal(set) var followsSystemAppearance: Bool {
        get {
            observation.access(self, \.followsSystemAppearance)
            return state.followsSystemAppearance
        }
        _modify {
            observation.willSet(self, \.followsSystemAppearance)
            defer { observation.didSet(self, \.followsSystemAppearance) }
            yield &state.followsSystemAppearance
        }
    }
    /// The theme for each system appearance. A high-contrast appearance without a theme of its own uses its
    /// standard-contrast theme.
    public var appearanceThemes: [SystemAppearance: ThemeIdentifier] {
        get {
            observation.access(self, \.appearanceThemes)
            return state.appearanceThemes
        }
        _modify {
            observation.willSet(self, \.appearanceThemes)
            defer { observation.didSet(self, \.appearanceThemes) }
            yield &state.appearanceThemes
        }
    }

    /// User-picked token values layered over every theme (an accent color), by dotted path.
    public var overrides: [String: TokenValue] { runtimeOverrides.values }
    /// The overrides with their persisted form.
    var runtimeOverrides: RuntimeOverrides {
        get {
            observation.access(self, \.runtimeOverrides)
            return state.runtimeOverrides
        }
        _modify {
            observation.willSet(self, \.runtimeOverrides)
            defer { observation.didSet(self, \.runtimeOverrides) }
            yield &state.runtimeOverrides
        }
    }

    // The manager's state is its ten stored properties below. Each feature keeps its own in a type of its own,
    // which the feature's facet (ThemeManager+<Feature>.swift) changes through that type's methods; a switch
    // that uses no feature reads each of them once, to find it empty.

    /// The manager's name: its key in a ``ThemeCenter`` and in its ``ThemeStore``.
    public nonisolated let name: String
    /// Observation's registrar and the tokens read through ``observedValue(_:)`` (ThemeManager+ObservedTokens.swift).
    /// The accessors above are what `@Observable` would generate; the macro itself cannot be used, because it
    /// needs Observation on every supported system (ObservationSupport).
    var observation = ObservationSupport()
    /// The storage of the observed properties above.
    private var state = ObservedState()
    /// What the app plugs in: where the choice is saved, where the system appearance comes from, and the clock
    /// of animated switches.
    var environment: ManagerEnvironment
    /// Where themes come from besides ``add(_:as:)``: the generator, a theme space's permutations, a seed color
    /// (ThemeManager+Spaces.swift, ThemeManager+SeedColor.swift).
    var providers = ThemeProviders()
    /// The current snapshot as every thread reads it (``snapshot``), the snapshots built for registered themes,
    /// and their generations.
    let snapshots = SnapshotCache()
    /// Every binding, and what applying a snapshot to them needs; it keeps an animated switch in progress.
    @usableFromInline let engine = BindingEngine(canonicalKey: StyleTypes.canonicalKey)
    /// Stylesheets and type defaults, and the objects they style.
    let styles = StyleEngine()
    /// The streams of ``changes()``.
    let events = ChangeStreams()
    /// This manager's place in a tree of scopes (``makeScope(named:appearanceSource:)``): its parent and pins if it
    /// is one, its own scopes, and at the top the objects whose subtree uses one.
    var scopeState = ScopeState()

    /// Where the choice is saved on every change; `nil` to remember nothing.
    public var store: (any ThemeStore)? { environment.store }
    /// Where the system appearance comes from; `nil` when the app does not follow it.
    public var appearanceSource: (any SystemAppearanceSource)? { environment.appearanceSource }
    /// What animated switches take their frames and time from, and whether the system asks for reduced motion:
    /// a ``TimerFrameClock`` unless the app sets another (the platform adapters provide display-link clocks).
    /// Scopes made later share it.
    public var frameClock: any FrameClock {
        get { environment.frameClock }
        set { environment.frameClock = newValue }
    }

    /// Creates a manager.
    /// - Parameters:
    ///   - name: Its name, `"default"` unless it is one of several theme dimensions.
    ///   - store: Where to save the choice; a ``UserDefaultsThemeStore`` unless given (`nil` saves nothing).
    ///   - appearanceSource: Where the system appearance comes from (the platform adapters provide one).
    public init(
        name: String = "default", store: (any ThemeStore)? = UserDefaultsThemeStore(),
        appearanceSource: (any SystemAppearanceSource)? = nil
    ) {
        self.name = name
        engine.managerName = name
        environment = ManagerEnvironment(store: store, appearanceSource: appearanceSource)
        appearanceSource?.addObserver(self) { [weak self] appearance in
            self?.systemAppearanceDidChange(to: appearance)
        }
    }

    /// Registered themes, in the order added.
    public var themes: [Theme] { themeIdentifiers.compactMap { themesByIdentifier[$0] } }

    /// The current theme; `nil` until the first theme is added.
    public var currentTheme: Theme? { currentIdentifier.flatMap { themesByIdentifier[$0] } }

    /// The theme of an identifier, or `nil` when it is not registered.
    public func theme(for identifier: ThemeIdentifier) -> Theme? { themesByIdentifier[identifier] }

    /// The current theme with its tokens, frozen: readable from any thread. Reading takes a lock only long enough
    /// to copy the reference, never while a switch compiles or applies a theme.
    public nonisolated var snapshot: ThemeSnapshot? { snapshots.slot.load() }

    /// The default theme's identifier: ``defaultIdentifier``, or the first theme added.
    public var effectiveDefaultIdentifier: ThemeIdentifier? { defaultIdentifier ?? themeIdentifiers.first }

    // MARK: - Issues

    /// Called with every issue the manager notices (a missing token, a failed conversion, a fallback taken, a
    /// stored theme that no longer exists), for logging.
    public var issueHandler: (@MainActor (ThemeIssue) -> Void)? {
        get { engine.issueLog.handler }
        set { engine.issueLog.handler = newValue }
    }

    /// Whether issues go to the console (the unified log on Apple systems, standard error elsewhere) while no
    /// ``issueHandler`` is set, each kind of issue once per token: `true` in debug builds, so a misspelled token
    /// path or a binding made with a manager that has no themes shows up at once, as SwiftUI's runtime warnings
    /// do; `false` in release builds. Set it to turn the console on in release or off in debug.
    public var logsIssuesToConsole: Bool {
        get { engine.issueLog.logsToConsole }
        set { engine.issueLog.logsToConsole = newValue }
    }

    /// The last issues noticed (up to 200), oldest first.
    public var recentIssues: [ThemeIssue] { engine.issueLog.recent }

    /// Forgets ``recentIssues``.
    public func clearRecentIssues() { engine.issueLog.removeAll() }

    /// Records an issue.
    func record(_ issue: ThemeIssue) { engine.issueLog.record(issue) }

    /// The current theme's snapshot, on the main actor: the one ``snapshot`` publishes. During an animated switch
    /// bound properties show frames on their way to it (``shownSnapshot``).
    var currentSnapshot: ThemeSnapshot? { engine.animationTarget ?? engine.currentSnapshot }

    /// The snapshot bound properties show: the current theme's, or during an animated switch the last frame.
    var shownSnapshot: ThemeSnapshot? { engine.currentSnapshot }

    /// The manager at the top of this one's scope chain, which holds what its scopes share (the registered themes'
    /// providers: a theme space, a seed color); itself for a manager that is not a scope. Here rather than with the
    /// scopes, since every manager asks it, scope or not.
    var topManager: ThemeManager {
        var manager = self
        while let parent = manager.scopeState.link?.parent { manager = parent }
        return manager
    }
}
