// Themes from token files, for Objective-C callers: the checks and the reading, compiled and tested everywhere;
// LVRThemeManager (UIKit only) hands the result to the manager.
import Foundation
import Livery
import LiveryCore

/// Token files named per theme, from `-[LVRThemeManager loadThemesFromTokenFiles:defaultTheme:error:]`: each
/// theme is its files layered in order (a later file's tokens win), the way a Swift app builds
/// `ThemeSource(name:documents:)`.
package enum ObjCThemeFiles {
    /// Reads the files (each once, however many themes list it) and makes the theme set.
    /// - Parameters:
    ///   - files: Theme name → its token files (DTCG or legacy JSON), base first.
    ///   - defaultTheme: The theme whose tokens fill in what the others lack; one of `files`' names.
    /// - Throws: ``LiveryObjCError/Code/invalidThemeFiles`` for an empty dictionary, a theme without files, a
    ///   default that is not one of the themes or a URL that is not a file's (download packs with
    ///   LiveryPacks instead); ``LiveryObjCError/Code/themeOperationFailed`` with the loader's message (file,
    ///   token path, line and column) when a file cannot be read.
    package static func themeSet(
        files: [String: [URL]], defaultTheme: String, loader: TokenLoader = TokenLoader()
    ) throws(LiveryObjCError) -> ThemeSet {
        guard !files.isEmpty else { throw LiveryObjCError(.invalidThemeFiles, "no themes were given") }
        guard files[defaultTheme] != nil else {
            throw LiveryObjCError(
                .invalidThemeFiles,
                "the default theme '\(defaultTheme)' is not one of the themes given (\(files.keys.sorted().joined(separator: ", ")))"
            )
        }
        var documents: [URL: TokenDocument] = [:]
        var themes: [ThemeSource] = []
        // Dictionaries have no order: the default theme first, then the others by name, so registration order
        // (LVRThemeManager.themeNames) is the same on every run.
        let names = [defaultTheme] + files.keys.filter { $0 != defaultTheme }.sorted()
        for name in names {
            let urls = files[name] ?? []
            guard !urls.isEmpty else { throw LiveryObjCError(.invalidThemeFiles, "the theme '\(name)' has no files") }
            var layers: [TokenDocument] = []
            for url in urls {
                guard url.isFileURL else {
                    throw LiveryObjCError(
                        .invalidThemeFiles,
                        "\(url.absoluteString) (theme '\(name)') is not a file URL: token files are read from disk; download themes as packs (installPackAtURL:)"
                    )
                }
                let key = url.standardizedFileURL
                if let document = documents[key] {
                    layers.append(document)
                    continue
                }
                do {
                    let document = try loader.load(contentsOf: key)
                    documents[key] = document
                    layers.append(document)
                } catch {
                    throw LiveryObjCError(.themeOperationFailed, "\(error)")
                }
            }
            themes.append(ThemeSource(name: name, documents: layers))
        }
        return ThemeSet(themes: themes, defaultTheme: defaultTheme)
    }
}
