import Foundation

// Reading tokens under Observation, one token at a time. UIKit on iOS 26 runs `updateProperties()` again when an
// Observable value read there changes, and SwiftUI re-renders a view the same way: a view that reads its colors
// through `observedValue(_:)` is invalidated by a switch only when one of the tokens it read has a new value.
// Each read token is its own Observation key, `\ThemeManager.[observedToken: path]`; after a change of theme the
// manager compares only the tokens ever read this way and announces those that changed.
extension ThemeManager {
    /// A token of the current theme, read so that Observation follows it: code inside
    /// `withObservationTracking`, a SwiftUI body or a UIKit `updateProperties()` (iOS 26) runs again when a switch,
    /// an override or a reload gives this token another value, and not when it leaves the token as it was.
    ///
    /// The third route beside bindings and dynamic colors; see "Which route" in the UIKit adapter's article. In
    /// an animated switch the value read is the new theme's at once (bindings move through the frames).
    /// - Parameter path: The token's path.
    /// - Returns: The value, or `nil` when the current theme has no such token (or there is no current theme).
    public func observedValue(_ path: String) -> TokenValue? {
        recordObservedRead(of: path)
        return currentSnapshot?[path]
    }

    /// A token of the current theme converted to a property type (`UIKitColor`, `Double`…), read so that
    /// Observation follows the token (``observedValue(_:)``).
    public func observedValue<Value: ThemeValueConvertible>(_ path: String, as type: Value.Type = Value.self) -> Value?
    {
        recordObservedRead(of: path)
        return currentSnapshot?.value(path, as: type)
    }

    /// A color token of the current theme, read so that Observation follows it (``observedValue(_:)``).
    public func observedColor(_ path: String) -> Color? {
        observedValue(path)?.color
    }

    /// Records a read of one token for the observation in progress, and keeps its path for the next change.
    private func recordObservedRead(of path: String) {
        observation.noteTokenRead(path)
        observation.access(self, \.[observedToken: path])
    }

    /// The Observation key of one token. Only its key path is used; the value is the current one.
    subscript(observedToken path: String) -> TokenValue? { currentSnapshot?[path] }

    /// Announces the tokens read through ``observedValue(_:)`` whose value differs between two snapshots. A
    /// token compares by value, so a switch between themes that agree on it invalidates nothing that read it.
    /// An announced token is forgotten until read again (``ObservationSupport/takeChangedTokens(from:to:)``).
    func announceObservedTokens(from previous: ThemeSnapshot?, to next: ThemeSnapshot) {
        // Taken first, then announced: an observer that reads a token again while being told keeps it anew.
        let changed = observation.takeChangedTokens(from: previous, to: next)
        for path in changed {
            observation.willSet(self, \.[observedToken: path])
            observation.didSet(self, \.[observedToken: path])
        }
    }
}
