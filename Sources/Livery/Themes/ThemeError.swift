/// Why a ``ThemeManager`` refused a request. The manager's state is unchanged after any of these.
public enum ThemeError: Error, Sendable, CustomStringConvertible {
    /// No theme has this identifier and the generator (if any) did not build one.
    case unknownTheme(ThemeIdentifier, available: [ThemeIdentifier])
    /// A theme with this identifier is already registered.
    case duplicateTheme(ThemeIdentifier)
    /// The theme generator threw while building the theme.
    case generatorFailed(ThemeIdentifier, underlying: any Error)
    /// The theme's tokens failed to compile (with overrides, or from their sources).
    case compileFailed(ThemeIdentifier, underlying: any Error)
    /// The current theme cannot be removed; switch to another theme first.
    case currentThemeCannotBeRemoved(ThemeIdentifier)
    /// An override names a token that no registered theme defines.
    case unknownToken(String)
    /// An override's value has another type than the token it replaces.
    case overrideTypeMismatch(path: String, expected: TokenType, given: TokenType)
    /// An override names a group of tokens, not a token; `tokens` are the group's tokens.
    case overrideOfGroup(String, tokens: [String])
    /// A token path in an override is not a valid token path.
    case invalidTokenPath(String, reason: String)
    /// The manager has no themes, so there is nothing to switch to or fall back to.
    case noThemes
    /// Following the system appearance needs an appearance source, and the manager has none: the managers of
    /// ``ThemeCenter/shared`` have none unless the app gives one, and Linux has no system appearance at all.
    case noAppearanceSource
    /// A system appearance has no theme in ``ThemeManager/appearanceThemes``.
    case noThemeForAppearance(SystemAppearance)
    /// A scope's themes and overrides are its parent's: register themes and set overrides on the parent.
    case scopeInheritsThemes(scope: String)
    /// ``ThemeManager/followParent()`` was called on a manager that is not a scope.
    case notAScope(String)
    /// ``ThemeManager/select(_:for:)`` was called on a manager without a theme space
    /// (``ThemeManager/setThemeSpace(_:options:)``).
    case noThemeSpace(String)
    /// A selection or the options of a theme space name a dimension or context the space does not have.
    case invalidSelection(ThemeSpaceError)
    /// ``ThemeManager/setSeedColor(_:variant:animated:)`` was called before ``ThemeManager/seedThemeOptions`` was
    /// set.
    case noSeedThemeOptions(String)

    /// A sentence naming the cause.
    public var description: String {
        switch self {
        case .unknownTheme(let identifier, let available):
            let names = available.map(\.rawValue).joined(separator: ", ")
            return "no theme '\(identifier)' is registered (registered: \(names.isEmpty ? "none" : names))"
        case .duplicateTheme(let identifier):
            return "a theme '\(identifier)' is already registered; remove it first"
        case .generatorFailed(let identifier, let underlying):
            return "the theme generator failed to build '\(identifier)': \(underlying)"
        case .compileFailed(let identifier, let underlying):
            return "theme '\(identifier)' failed to compile: \(underlying)"
        case .currentThemeCannotBeRemoved(let identifier):
            return "'\(identifier)' is the current theme and cannot be removed; switch to another theme first"
        case .unknownToken(let path):
            return "no registered theme defines the token '\(path)'"
        case .overrideTypeMismatch(let path, let expected, let given):
            return "the override for '\(path)' is a \(given.rawValue), but the token is a \(expected.rawValue)"
        case .overrideOfGroup(let path, let tokens):
            let shown = tokens.prefix(6).joined(separator: ", ") + (tokens.count > 6 ? ", …" : "")
            return "'\(path)' is a group, not a token: override one of its tokens (\(shown))"
        case .invalidTokenPath(let path, let reason):
            return "'\(path)' is not a token path: \(reason)"
        case .noThemes:
            return "the theme manager has no themes"
        case .noAppearanceSource:
            return "the theme manager has no system appearance source to follow: create it with one "
                + "(WindowAppearanceSource(window:) in LiveryUIKit, ApplicationAppearanceSource() in LiveryAppKit, "
                + "or a ManualAppearanceSource where the system has no appearance, as on Linux)"
        case .noThemeForAppearance(let appearance):
            return "no theme is mapped to the system appearance '\(appearance.rawValue)'"
        case .scopeInheritsThemes(let scope):
            return "'\(scope)' is a scope: its themes and overrides are its parent's; change them on the parent"
        case .notAScope(let name):
            return "'\(name)' is not a scope of another manager, so it has no parent to follow"
        case .noThemeSpace(let name):
            return "the theme manager '\(name)' has no theme space; give it one with setThemeSpace(_:options:)"
        case .invalidSelection(let error):
            return error.description
        case .noSeedThemeOptions(let name):
            return "the theme manager '\(name)' has no seedThemeOptions: set them (which tokens each scheme role "
                + "sets) before setSeedColor"
        }
    }
}
