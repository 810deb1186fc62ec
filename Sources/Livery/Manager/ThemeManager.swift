import Foundation
import Observation

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
/// thread reads the current theme's tokens through it without a lock.
@MainActor
@Observable
public final class ThemeManager {
    /// The manager's name: its key in a ``ThemeCenter`` and in its ``ThemeStore``.
    public nonisolated let name: String

    /// Registered identifiers, in the order added.
    public internal(set) var themeIdentifiers: [ThemeIdentifier] = []
    /// Registered themes by identifier.
    public internal(set) var themesByIdentifier: [ThemeIdentifier: Theme] = [:]
    /// The current theme's identifier; `nil` until the first theme is added.
    public internal(set) var currentIdentifier: ThemeIdentifier?
    /// The theme used when nothing else is chosen, and when a stored choice no longer exists. When `nil`, the
    /// first theme added is the default.
    public var defaultIdentifier: ThemeIdentifier?
    /// Builds a theme for an identifier that is not registered (seed 003's generator): called by
    /// ``switchTo(_:)``; a theme it returns is registered. Return `nil` for identifiers it does not know.
    @ObservationIgnored public var themeGenerator: (@MainActor (ThemeIdentifier) throws -> Theme?)?

    /// Whether the current theme follows the system appearance (see ``followSystemAppearance()``).
    public internal(set) var followsSystemAppearance = false
    /// The theme for each system appearance. A high-contrast appearance without a theme of its own uses its
    /// standard-contrast theme.
    public var appearanceThemes: [SystemAppearance: ThemeIdentifier] = [:]

    /// User-picked token values layered over every theme (an accent color), by dotted path.
    public var overrides: [String: TokenValue] { runtimeOverrides.values }
    var runtimeOverrides = RuntimeOverrides()

    /// Where the choice is saved on every change; `nil` to remember nothing.
    @ObservationIgnored public let store: (any ThemeStore)?
    /// Where the system appearance comes from; `nil` when the app does not follow it.
    @ObservationIgnored public let appearanceSource: (any SystemAppearanceSource)?

    @ObservationIgnored let slot = SnapshotSlot()
    @ObservationIgnored var currentSnapshot: ThemeSnapshot?
    @ObservationIgnored var snapshots: [ThemeIdentifier: ThemeSnapshot] = [:]
    @ObservationIgnored var nextGeneration = 0
    @ObservationIgnored let tokenIndex = ManagerTokenIndex()
    @ObservationIgnored @usableFromInline let registry = BindingRegistry()
    @ObservationIgnored let styles = StyleEngine()
    @ObservationIgnored var groups: [String: BindingGroup] = [:]
    @ObservationIgnored let issueLog = IssueLog()
    @ObservationIgnored var continuations: [UUID: AsyncStream<ThemeChange>.Continuation] = [:]

    // Scopes (ThemeManager+Scopes.swift).
    /// The manager this one is a scope of; `nil` for a top-level manager (and for a scope whose parent is gone).
    @ObservationIgnored public private(set) weak var scopeParent: ThemeManager?
    /// Whether this manager was made by ``makeScope(named:appearanceSource:)``.
    @ObservationIgnored public private(set) var isScope = false
    /// The theme a scope was switched to; `nil` while it follows its parent.
    @ObservationIgnored var scopePin: ThemeIdentifier?
    @ObservationIgnored var scopeChildren: [WeakManager] = []
    /// In a top-level manager: the objects whose subtrees use a scope, by object.
    @ObservationIgnored var scopeRoots: [ObjectIdentifier: ScopeRoot] = [:]

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

    /// The current theme with its tokens, frozen: readable from any thread, without a lock.
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
