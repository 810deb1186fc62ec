import LiveryCore

/// One resolved theme handed to a format: its tokens in declaration order (for `livery build`, those its
/// filter kept, with the platform's value transforms applied).
struct ExportTheme {
    let name: String
    let tokens: [ResolvedToken]
    private let positions: [TokenPath: Int]

    init(name: String, tokens: [ResolvedToken]) {
        self.name = name
        self.tokens = tokens
        positions = Dictionary(tokens.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The token at a path, if the theme has it.
    subscript(path: TokenPath) -> ResolvedToken? { positions[path].map { tokens[$0] } }

    init(name: String, theme: ResolvedTheme) { self.init(name: name, tokens: theme.tokens) }
}

/// What every export format gets: the themes in order and which are the light and dark ones.
struct ExportInput {
    let themes: [ExportTheme]
    /// The theme used where a platform has one default (Android `values/`, CSS `:root`).
    let defaultThemeName: String
    /// The theme a platform's dark appearance uses (Android `values-night/`, `prefers-color-scheme: dark`).
    let darkTheme: String?

    /// The theme of the increased-contrast appearance (asset catalogs); `livery export` gives none.
    var highContrastTheme: String? = nil

    var defaultTheme: ExportTheme { themes.first { $0.name == defaultThemeName } ?? themes[0] }
    var dark: ExportTheme? { darkTheme.flatMap { name in themes.first { $0.name == name } } }
    var highContrast: ExportTheme? { highContrastTheme.flatMap { name in themes.first { $0.name == name } } }

    /// A file a format writes, relative to the output folder.
    struct File: Equatable {
        let path: String
        let contents: String
    }
}

extension TokenPath {
    /// The path with its components joined by `separator` and anything but letters, digits, `-` and `_`
    /// replaced by `_`: `color.text.primary` → `color-text-primary` or `color_text_primary`.
    func identifier(separator: String) -> String {
        components.map { component in
            String(component.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        }.joined(separator: separator)
    }
}
