import Foundation

/// A token resolved when it is read, against the theme current then: what the adapters' dynamic colors
/// (`UIColor.livery("color.accent")`, `NSColor.livery`, SwiftUI's `ThemeColor`) are made of.
///
/// A binding sets a property again on every switch; a dynamic value is handed out once and asked for its value
/// whenever the system draws. It suits what bindings cannot reach: system components that copy a color
/// (`UIBarAppearance`, attributed strings, `UIButton.Configuration`), colors passed to code you do not own.
/// It costs a lookup on every resolve (cached per theme), and a view shows a switch only when the system
/// resolves the color again; prefer a binding for a property Livery can set.
///
/// Reading is thread-safe: the system may resolve colors off the main thread. The value converts once per
/// token per theme and manager; later reads of the same theme return the converted value.
public final class DynamicToken<Value: ThemeValueConvertible>: @unchecked Sendable {
    /// The token's dotted path.
    public let path: String
    /// The manager (or scope) it resolves against unless ``value(in:)`` is given another.
    public let manager: ThemeManager

    // The last value per manager: the generation of the snapshot it was converted from, and the value. The
    // lock guards it; the system resolves dynamic colors on any thread.
    private let lock = NSLock()
    private var cache: [ObjectIdentifier: Entry] = [:]

    /// A converted value; the manager is held weakly, and compared, so that a manager made later at a released
    /// one's address does not read its values.
    private struct Entry {
        weak var manager: ThemeManager?
        let generation: Int
        let value: Value?
    }

    /// A dynamic token of a manager (or a scope, ``ThemeManager/makeScope(named:appearanceSource:)``).
    /// - Parameters:
    ///   - path: The token's dotted path.
    ///   - manager: The manager it follows.
    public init(_ path: String, manager: ThemeManager) {
        self.path = path
        self.manager = manager
    }

    /// The token's value in the current theme of `manager`, else of ``manager``: the scope the system says
    /// the drawn view is in (a trait, an environment value), when it says one. `nil` when the theme lacks the
    /// token or it does not convert.
    public func value(in manager: ThemeManager? = nil) -> Value? {
        let manager = manager ?? self.manager
        guard let snapshot = manager.snapshot else { return nil }
        let key = ObjectIdentifier(manager)
        let cached = lock.withLock { cache[key] }
        if let cached, cached.manager === manager, cached.generation == snapshot.generation { return cached.value }
        let value = snapshot.value(path, as: Value.self)
        lock.withLock { cache[key] = Entry(manager: manager, generation: snapshot.generation, value: value) }
        return value
    }
}
