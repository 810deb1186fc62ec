import LiveryCore

/// One resolved theme handed to an exporter.
struct ExportTheme {
    let name: String
    let theme: ResolvedTheme
}

/// What every export format gets: the themes in order and which are the light and dark ones.
struct ExportInput {
    let themes: [ExportTheme]
    /// The theme used where a platform has one default (Android `values/`, CSS `:root`).
    let lightTheme: String
    /// The theme a platform's dark appearance uses (Android `values-night/`, `prefers-color-scheme: dark`).
    let darkTheme: String?

    var light: ExportTheme { themes.first { $0.name == lightTheme } ?? themes[0] }
    var dark: ExportTheme? { darkTheme.flatMap { name in themes.first { $0.name == name } } }

    /// A file an exporter writes, relative to the output folder.
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
