import Foundation
import Livery

/// Token sets, managers and bound objects for the benchmarks, generated in memory.
enum Fixtures {
    /// The number of color tokens the switch benchmarks bind to.
    static let tokenCount = 30

    static func hex(_ value: Int) -> String {
        String(format: "#%06x", (value &* 2_654_435_761) & 0xFF_FFFF)
    }

    /// A token file of `count` color tokens `color.t0`… whose values depend on `seed`; tokens whose index is in
    /// `unchanged` take seed 0's value.
    static func colors(count: Int, seed: Int, unchanged: Set<Int> = []) -> String {
        let members = (0..<count).map { index in
            "\"t\(index)\": {\"$value\": \"\(hex(unchanged.contains(index) ? index : index + seed * 7919))\"}"
        }
        return "{\"color\": {\"$type\": \"color\", \(members.joined(separator: ", "))}}"
    }

    /// A manager with themes `a`, `b` (every token differs from `a`) and `a10` (10% of the tokens differ).
    @MainActor
    static func manager() throws -> ThemeManager {
        let loader = TokenLoader()
        let ninetyPercent = Set((0..<tokenCount).filter { $0 % 10 != 0 })
        let sources = try [("a", 0, Set<Int>()), ("b", 1, []), ("a10", 2, ninetyPercent)].map { name, seed, same in
            let text =
                seed == 2
                ? colors(count: tokenCount, seed: seed, unchanged: same)
                : colors(count: tokenCount, seed: seed)
            return ThemeSource(name: name, documents: [try loader.load(text: text, file: "\(name).tokens.json")])
        }
        let manager = ThemeManager(name: "benchmarks", store: nil)
        try manager.add(ThemeSet(themes: sources, defaultTheme: "a"))
        return manager
    }

    /// The three token keys each of `count` objects binds, spread evenly over the tokens.
    static func keys(count: Int) -> [(String, String, String)] {
        (0..<count).map { index in
            (
                "color.t\(index % tokenCount)", "color.t\((index + 1) % tokenCount)",
                "color.t\((index + 2) % tokenCount)"
            )
        }
    }

    /// `count` views that report their lifetime, with their three colors bound to tokens.
    @MainActor
    static func boundViews(count: Int, manager: ThemeManager) -> [PlainView] {
        bind((0..<count).map { _ in PlainView() }, keys: keys(count: count), manager)
    }

    /// `count` views Livery holds weakly, with their three colors bound to tokens.
    @MainActor
    static func boundWeakViews(count: Int, manager: ThemeManager) -> [WeakView] {
        bind((0..<count).map { _ in WeakView() }, keys: keys(count: count), manager)
    }

    // Each view type binds through its own static type, as an app's code does: through a generic function the
    // bindings would be made by code that is not specialized for the view, with slower setters (and, bound by key
    // path, with the key path applied at run time: a key path into a generic type is not a literal the optimizer
    // can build the setter from).

    /// `count` views that report their lifetime, with their three colors bound to tokens by key path.
    @MainActor
    static func boundKeyPathViews(count: Int, manager: ThemeManager) -> [KeyPathView] {
        let views = (0..<count).map { _ in KeyPathView() }
        for (view, key) in zip(views, keys(count: count)) {
            let bindings = view.livery(manager)
            bindings.background = .token(key.0)
            bindings.text = .token(key.1)
            bindings.border = .token(key.2)
        }
        return views
    }

    /// `count` views that report their lifetime, with their three colors, properties with setters as UIKit's
    /// are, bound to tokens by key path.
    @MainActor
    static func boundSetterKeyPathViews(count: Int, manager: ThemeManager) -> [SetterKeyPathView] {
        let views = (0..<count).map { _ in SetterKeyPathView() }
        for (view, key) in zip(views, keys(count: count)) {
            let bindings = view.livery(manager)
            bindings.background = .token(key.0)
            bindings.text = .token(key.1)
            bindings.border = .token(key.2)
        }
        return views
    }

    /// `count` views Livery holds weakly, with their three colors bound to tokens by key path.
    @MainActor
    static func boundWeakKeyPathViews(count: Int, manager: ThemeManager) -> [WeakKeyPathView] {
        let views = (0..<count).map { _ in WeakKeyPathView() }
        for (view, key) in zip(views, keys(count: count)) {
            let bindings = view.livery(manager)
            bindings.background = .token(key.0)
            bindings.text = .token(key.1)
            bindings.border = .token(key.2)
        }
        return views
    }

    /// Binds each view's three colors to its keys (``keys(count:)``).
    @MainActor
    static func bind(_ views: [PlainView], keys: [(String, String, String)], _ manager: ThemeManager) -> [PlainView] {
        for (view, key) in zip(views, keys) {
            let bindings = view.livery(manager)
            bindings.background = .token(key.0)
            bindings.text = .token(key.1)
            bindings.border = .token(key.2)
        }
        return views
    }

    /// Binds each view's three colors to its keys (``keys(count:)``).
    @MainActor
    static func bind(_ views: [WeakView], keys: [(String, String, String)], _ manager: ThemeManager) -> [WeakView] {
        for (view, key) in zip(views, keys) {
            let bindings = view.livery(manager)
            bindings.background = .token(key.0)
            bindings.text = .token(key.1)
            bindings.border = .token(key.2)
        }
        return views
    }

    /// The colors of a theme by key, for the peers (switches the manager to that theme).
    @MainActor
    static func palette(_ manager: ThemeManager, theme: ThemeIdentifier) throws -> [String: Color] {
        try manager.switchTo(theme)
        let table = try require(manager.snapshot?.tokens)
        return Dictionary(
            uniqueKeysWithValues: (0..<tokenCount).map { ("color.t\($0)", table.color("color.t\($0)")!) })
    }

    /// A theme set of 3 themes over 10,000 tokens, half of them aliases.
    static func largeSet() throws -> ThemeSet {
        let loader = TokenLoader()
        var base = (0..<5_000).map { "\"c\($0)\": {\"$value\": \"\(hex($0))\"}" }
        base += (0..<5_000).map { "\"a\($0)\": {\"$value\": \"{color.c\(($0 * 7) % 5_000)}\"}" }
        let baseDocument = try loader.load(
            text: "{\"color\": {\"$type\": \"color\", \(base.joined(separator: ", "))}}", file: "base.tokens.json")
        let themes = try ["light", "dark", "sepia"].enumerated().map { seed, name in
            let overrides = (0..<5_000).filter { $0 % 3 == seed }.map {
                "\"c\($0)\": {\"$value\": \"\(hex($0 + seed * 31))\"}"
            }
            let document = try loader.load(
                text: "{\"color\": {\"$type\": \"color\", \(overrides.joined(separator: ", "))}}",
                file: "\(name).tokens.json")
            return ThemeSource(name: name, layers: [ThemeLayer(baseDocument), ThemeLayer(document, level: 1)])
        }
        return ThemeSet(themes: themes, defaultTheme: "light")
    }
}

struct MissingValue: Error {}

/// `try #require(x)` for the benchmarks: unwraps or throws.
func require<T>(_ value: T?) throws -> T {
    guard let value else { throw MissingValue() }
    return value
}
