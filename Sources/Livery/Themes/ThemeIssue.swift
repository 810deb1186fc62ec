import Foundation
import LiveryCore

#if canImport(os)
    import os
#endif

/// Something the runtime noticed and worked around: a token a binding needs is missing, a value could not be
/// converted, a fallback answered, a stored choice no longer exists. Issues are never silent: they go to
/// ``ThemeManager/issueHandler`` (or, without one, to the console in debug builds:
/// ``ThemeManager/logsIssuesToConsole``) and are kept in ``ThemeManager/recentIssues``.
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
        /// last theme set. Reported once per type and property; declare the property with a getter or a default.
        case valueNotRestored
        /// A property was bound with a manager that has no themes while another manager has some: usually
        /// `object.livery` (the default manager) in an app that made its own manager; bind with
        /// `object.livery(manager)`, or add the themes to the default manager. Reported once per manager.
        case boundWithoutThemes
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

/// Collects the issues a manager reports: keeps the last ones and forwards each to the app's handler, or, without
/// one, writes each new one to the console when ``logsToConsole`` is set (in debug builds, unless turned off).
@MainActor
final class IssueLog {
    var handler: (@MainActor (ThemeIssue) -> Void)?
    private(set) var recent: [ThemeIssue] = []
    /// Whether issues go to the console when there is no handler: a debug build's default, so a misspelled token
    /// path or a binding made with a manager that has no themes is seen at once, as SwiftUI's runtime warnings
    /// are; release builds stay quiet unless asked.
    var logsToConsole = IssueLog.logsToConsoleByDefault
    /// The issues written to the console so far, by kind and token (or message): each is written once.
    private var logged: Set<String> = []
    /// The "did you mean" of each missing token path reported, worked out once per path.
    private var suggestions: [String: String] = [:]

    #if DEBUG
        static let logsToConsoleByDefault = true
    #else
        static let logsToConsoleByDefault = false
    #endif
    /// The keys of the issues reported once (``recordOnce(_:key:)``).
    private var reportedKeys: Set<String> = []
    /// How many issues ``recent`` keeps.
    static let capacity = 200

    func record(_ issue: ThemeIssue) {
        if recent.count == Self.capacity { recent.removeFirst() }
        recent.append(issue)
        if let handler {
            handler(issue)
        } else if logsToConsole, logged.insert("\(issue.kind) \(issue.tokenPath ?? issue.message)").inserted {
            IssueConsole.write("Livery warning: \(issue)")
        }
    }

    /// Records that a bound token is missing from a snapshot, with the closest path the theme has (a typo,
    /// usually), looked for once per path.
    func recordMissing(_ path: String, in snapshot: ThemeSnapshot) {
        let suggestion: String
        if let known = suggestions[path] {
            suggestion = known
        } else {
            let paths = snapshot.tokens?.vocabulary.paths.lazy.map(\.dotted)
            suggestion = paths.map { Suggestion.didYouMean(path, in: $0) } ?? ""
            suggestions[path] = suggestion
        }
        record(
            ThemeIssue(
                .tokenMissing, theme: snapshot.identifier, tokenPath: path,
                message:
                    "'\(path)' is missing from theme '\(snapshot.identifier)'; bound properties keep their value"
                    + suggestion))
    }

    /// Records an issue the first time its key is seen; later ones with the key are dropped.
    func recordOnce(_ issue: ThemeIssue, key: String) {
        guard reportedKeys.insert(key).inserted else { return }
        record(issue)
    }

    func removeAll() { recent.removeAll() }
}

/// Where issues are written without a handler: the unified log on Apple systems (Xcode's console, Console.app),
/// standard error elsewhere. On the main actor, as the issue log is: the logger is not `Sendable` in every SDK.
@MainActor
enum IssueConsole {
    static func write(_ line: String) {
        #if canImport(os)
            logger.warning("\(line, privacy: .public)")
        #else
            FileHandle.standardError.write(Data((line + "\n").utf8))
        #endif
    }

    #if canImport(os)
        private static let logger = Logger(subsystem: "org.livery", category: "issues")
    #endif
}
