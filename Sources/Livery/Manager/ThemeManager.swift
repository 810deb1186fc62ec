import Foundation

/// Holds an app's themes, the current one, and everything bound to it; switches themes atomically.
///
/// A manager keeps themes by ``ThemeIdentifier``: compiled tokens, values of the app's own type, or both
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
    /// The manager's name: its key in a ``ThemeCenter`` and in its ``ThemeStore``.
    public nonisolated let name: String

    /// Registered identifiers, in the order added.
    public internal(set) var themeIdentifiers: [ThemeIdentifier] {
        get {
            observation.access(self, \.themeIdentifiers)
            return storedThemeIdentifiers
        }
        _modify {
            observation.willSet(self, \.themeIdentifiers)
            defer { observation.didSet(self, \.themeIdentifiers) }
            yield &storedThemeIdentifiers
        }
    }
    /// Registered themes by identifier.
    public internal(set) var themesByIdentifier: [ThemeIdentifier: Theme] {
        get {
            observation.access(self, \.themesByIdentifier)
            return storedThemesByIdentifier
        }
        _modify {
            observation.willSet(self, \.themesByIdentifier)
            defer { observation.didSet(self, \.themesByIdentifier) }
            yield &storedThemesByIdentifier
        }
    }
    /// The current theme's identifier; `nil` until the first theme is added.
    public internal(set) var currentIdentifier: ThemeIdentifier? {
        get {
            observation.access(self, \.currentIdentifier)
            return storedCurrentIdentifier
        }
        _modify {
            observation.willSet(self, \.currentIdentifier)
            defer { observation.didSet(self, \.currentIdentifier) }
            yield &storedCurrentIdentifier
        }
    }
    /// The theme used when nothing else is chosen, and when a stored choice no longer exists. When `nil`, the
    /// first theme added is the default.
    public var defaultIdentifier: ThemeIdentifier? {
        get {
            observation.access(self, \.defaultIdentifier)
            return storedDefaultIdentifier
        }
        _modify {
            observation.willSet(self, \.defaultIdentifier)
            defer { observation.didSet(self, \.defaultIdentifier) }
            yield &storedDefaultIdentifier
        }
    }
    /// Builds a theme for an identifier that is not registered: called by ``switchTo(_:)``; a theme it returns
    /// is registered. Return `nil` for identifiers it does not know.
    public var themeGenerator: (@MainActor (ThemeIdentifier) throws -> Theme?)?

    /// Whether the current theme follows the system appearance (see ``followSystemAppearance()``).
    public internal(set) var followsSystemAppearance: Bool {
        get {
            observation.access(self, \.followsSystemAppearance)
            return storedFollowsSystemAppearance
        }
        _modify {
            observation.willSet(self, \.followsSystemAppearance)
            defer { observation.didSet(self, \.followsSystemAppearance) }
            yield &storedFollowsSystemAppearance
        }
    }
    /// The theme for each system appearance. A high-contrast appearance without a theme of its own uses its
    /// standard-contrast theme.
    public var appearanceThemes: [SystemAppearance: ThemeIdentifier] {
        get {
            observation.access(self, \.appearanceThemes)
            return storedAppearanceThemes
        }
        _modify {
            observation.willSet(self, \.appearanceThemes)
            defer { observation.didSet(self, \.appearanceThemes) }
            yield &storedAppearanceThemes
        }
    }

    /// User-picked token values layered over every theme (an accent color), by dotted path.
    public var overrides: [String: TokenValue] { runtimeOverrides.values }
    var runtimeOverrides: RuntimeOverrides {
        get {
            observation.access(self, \.runtimeOverrides)
            return storedRuntimeOverrides
        }
        _modify {
            observation.willSet(self, \.runtimeOverrides)
            defer { observation.didSet(self, \.runtimeOverrides) }
            yield &storedRuntimeOverrides
        }
    }

    // The storage of the observed properties above. Their accessors are what `@Observable` would generate; the
    // macro itself cannot be used, because it needs Observation on every supported system (ObservationSupport).
    private let observation = ObservationSupport()
    private var storedThemeIdentifiers: [ThemeIdentifier] = []
    private var storedThemesByIdentifier: [ThemeIdentifier: Theme] = [:]
    private var storedCurrentIdentifier: ThemeIdentifier?
    private var storedDefaultIdentifier: ThemeIdentifier?
    private var storedFollowsSystemAppearance = false
    private var storedAppearanceThemes: [SystemAppearance: ThemeIdentifier] = [:]
    private var storedRuntimeOverrides = RuntimeOverrides()

    /// Where the choice is saved on every change; `nil` to remember nothing.
    public let store: (any ThemeStore)?
    /// Where the system appearance comes from; `nil` when the app does not follow it.
    public let appearanceSource: (any SystemAppearanceSource)?

    let slot = SnapshotSlot()
    var currentSnapshot: ThemeSnapshot?
    var snapshots: [ThemeIdentifier: ThemeSnapshot] = [:]
    var nextGeneration = 0
    let tokenIndex = ManagerTokenIndex()
    @usableFromInline let registry = BindingRegistry()
    let styles = StyleEngine()
    var groups: [String: BindingGroup] = [:]
    let issueLog = IssueLog()
    var continuations: [UUID: AsyncStream<ThemeChange>.Continuation] = [:]

    // Scopes (ThemeManager+Scopes.swift).
    /// The manager this one is a scope of; `nil` for a top-level manager (and for a scope whose parent is gone).
    public private(set) weak var scopeParent: ThemeManager?
    /// Whether this manager was made by ``makeScope(named:appearanceSource:)``.
    public private(set) var isScope = false
    /// The theme a scope was switched to; `nil` while it follows its parent.
    var scopePin: ThemeIdentifier?
    var scopeChildren: [WeakManager] = []
    /// In a top-level manager: the objects whose subtrees use a scope, by object.
    var scopeRoots: [ObjectIdentifier: ScopeRoot] = [:]

    /// Makes this manager a scope of `parent` (``makeScope(named:appearanceSource:)``).
    func becomeScope(of parent: ThemeManager) {
        scopeParent = parent
        isScope = true
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
        self.store = store
        self.appearanceSource = appearanceSource
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
    public nonisolated var snapshot: ThemeSnapshot? { slot.load() }

    /// The default theme's identifier: ``defaultIdentifier``, or the first theme added.
    public var effectiveDefaultIdentifier: ThemeIdentifier? { defaultIdentifier ?? themeIdentifiers.first }

    // MARK: - Issues

    /// Called with every issue the manager notices (a missing token, a failed conversion, a fallback taken, a
    /// stored theme that no longer exists), for logging.
    public var issueHandler: (@MainActor (ThemeIssue) -> Void)? {
        get { issueLog.handler }
        set { issueLog.handler = newValue }
    }

    /// The last issues noticed (up to 200), oldest first.
    public var recentIssues: [ThemeIssue] { issueLog.recent }

    /// Forgets ``recentIssues``.
    public func clearRecentIssues() { issueLog.removeAll() }
}
