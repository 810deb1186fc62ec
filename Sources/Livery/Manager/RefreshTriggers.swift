import LiveryCore

/// System changes that alter what a token converts to while the theme stays the same.
///
/// A typography token converts to a `UIFont` scaled for the current Dynamic Type size, a color to a `CGColor`
/// resolved for the current appearance and contrast: when those change, the bound properties must be set
/// again although no token changed. ``ThemeManager/refresh(_:)`` does that for the token kinds each trigger
/// affects.
public struct RefreshTriggers: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt8

    /// Creates triggers from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The preferred content size (Dynamic Type) changed: typography, font family, font weight and dimension
    /// tokens (which `UIFontMetrics` scales) are converted and applied again.
    public static let contentSize = RefreshTriggers(rawValue: 1 << 0)
    /// The light/dark appearance or the contrast changed: color tokens and the composites that hold colors
    /// (border, shadow, gradient), and assets (which may have dark variants), are converted and applied again.
    public static let appearance = RefreshTriggers(rawValue: 1 << 1)
    /// Every token kind.
    public static let all: RefreshTriggers = [.contentSize, .appearance]

    /// Whether a token of this value's kind is affected.
    func affects(_ value: TokenValue) -> Bool {
        if self == .all { return true }
        switch value {
        case .typography, .fontFamily, .fontWeight, .dimension:
            return contains(.contentSize)
        case .color, .border, .shadow, .gradient, .asset:
            return contains(.appearance)
        default:
            return false
        }
    }
}

// MARK: - ThemeManager+Refresh

extension ThemeManager {
    // MARK: - Refreshing after a system change

    /// Converts and applies again the bindings whose tokens a system change affects, without changing the
    /// theme: call it when Dynamic Type's size changes (`.contentSize`), or when the appearance or contrast
    /// changes and the app does not map them to themes (`.appearance`), so `CGColor`s and other resolved
    /// values are made again. The platform adapters call it from their trait-change hooks.
    ///
    /// Each affected token is converted once (one `UIFont` per typography token, whatever the number of labels
    /// using it), then every binding that reads it is set; bindings of other tokens are not touched. Group
    /// handlers run and a change with reason ``ThemeChange/Reason/refreshed(_:)`` is published. Nothing is
    /// saved: the choice did not change. Without a current theme it does nothing.
    /// - Parameter triggers: What changed.
    public func refresh(_ triggers: RefreshTriggers = .all) {
        guard let current = currentSnapshot, let identifier = currentIdentifier, !triggers.isEmpty else { return }
        let snapshot = ThemeSnapshot(
            identifier: identifier, theme: current.theme, tokens: current.tokens, values: current.values,
            generation: snapshots.nextGeneration(), contextNames: current.contextNames)
        if snapshots[identifier] === current { snapshots[identifier] = snapshot }
        commit(snapshot, as: identifier, reason: .refreshed(triggers), persist: false, forcing: triggers.affects)
    }
}
