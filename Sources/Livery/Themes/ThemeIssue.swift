/// Something the runtime noticed and worked around: a token a binding needs is missing, a value could not be
/// converted, a fallback answered, a stored choice no longer exists. Issues are never silent: they go to
/// ``ThemeManager/issueHandler`` and are kept in ``ThemeManager/recentIssues``.
public struct ThemeIssue: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// A bound token is missing from the theme and no fallback answered; the property kept its value.
        case tokenMissing
        /// A bound token's value does not convert to the property's type; the property kept its value.
        case conversionFailed
        /// A fallback of the lookup chain answered (default theme, reserve key, hex key, configured value).
        case fallbackUsed
        /// The stored theme choice names a theme that no longer exists; the default theme was used.
        case storedThemeMissing
        /// Stored overrides could not be read back and were ignored.
        case storedOverridesUnreadable
        /// Saving or loading the theme choice failed.
        case storeFailed
        /// The system appearance changed to one with no mapped theme; the current theme stayed.
        case appearanceUnmapped
        /// A stylesheet rule without a type in its selector (`.primary { … }`) matched an object whose type does
        /// not declare one of its properties, or gave a value the property cannot take; the declaration was
        /// skipped for that type.
        case styleDeclarationSkipped
        /// A scope's theme no longer exists in its parent, or could not be built; the scope follows its parent.
        case scopeThemeUnavailable
        /// A stylesheet refers to a token the current theme does not define (the message gives the stylesheet's
        /// file, line and column); the property keeps what type defaults or the object itself set.
        case stylesheetTokenMissing
        /// An animated switch's transition lasted longer than ``ThemeManager/maximumTransitionSeconds`` (or was
        /// not finite); it was shortened to fit.
        case transitionShortened
        /// Themes could not be generated from the seed color (a stored seed without ``ThemeManager/seedThemeOptions``,
        /// or a regeneration that failed); the themes stayed as they were.
        case seedThemeFailed
        /// A property has values in some themes only (a stylesheet's `@theme` rule, a per-theme binding) and no
        /// getter, so Livery could not keep the value it had before: the themes without a value keep the one the
        /// last theme set. Reported once per type and property; declare the property with a getter.
        case valueNotRestored
    }

    /// What happened.
    public let kind: Kind
    /// The theme concerned.
    public let theme: ThemeIdentifier?
    /// The token concerned, as a dotted path.
    public let tokenPath: String?
    /// A sentence saying what happened and what was done instead.
    public let message: String

    /// Creates an issue.
    public init(_ kind: Kind, theme: ThemeIdentifier?, tokenPath: String? = nil, message: String) {
        self.kind = kind
        self.theme = theme
        self.tokenPath = tokenPath
        self.message = message
    }

    /// The message, prefixed with the theme.
    public var description: String {
        theme.map { "[\($0)] \(message)" } ?? message
    }
}

// MARK: - IssueLog

/// Collects the issues a manager reports: keeps the last ones and forwards each to the app's handler.
@MainActor
final class IssueLog {
    var handler: (@MainActor (ThemeIssue) -> Void)?
    private(set) var recent: [ThemeIssue] = []
    /// The keys of the issues reported once (``recordOnce(_:key:)``).
    private var reportedKeys: Set<String> = []
    /// How many issues ``recent`` keeps.
    static let capacity = 200

    func record(_ issue: ThemeIssue) {
        if recent.count == Self.capacity { recent.removeFirst() }
        recent.append(issue)
        handler?(issue)
    }

    /// Records an issue the first time its key is seen; later ones with the key are dropped.
    func recordOnce(_ issue: ThemeIssue, key: String) {
        guard reportedKeys.insert(key).inserted else { return }
        record(issue)
    }

    func removeAll() { recent.removeAll() }
}
