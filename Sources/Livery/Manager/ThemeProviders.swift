/// Where a manager's themes come from besides ``ThemeManager/add(_:as:)``, each `nil` or empty until the app
/// uses it: a generator for identifiers not registered, a theme space whose permutations are compiled when first
/// shown, and a seed color whose scheme is layered under the overrides.
///
/// A switch to a registered theme reads the space once (to mark the permutation as recently shown) and nothing
/// else here. In a scope only the seed's generation is used (the values are its top manager's), and the space is
/// always its top manager's.
struct ThemeProviders {
    /// Builds a theme for an identifier that is not registered (``ThemeManager/themeGenerator``).
    var generator: (@MainActor (ThemeIdentifier) throws -> Theme?)?
    /// The theme space and the permutations registered from it (ThemeManager+Spaces.swift).
    var space: ThemeSpaceState?
    /// The seed color themes are generated from, and its options (ThemeManager+SeedColor.swift).
    var seed = SeedThemeState()
}
