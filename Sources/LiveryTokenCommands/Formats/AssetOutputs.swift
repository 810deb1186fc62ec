import Foundation
import LiveryCore

/// The images and fonts the tokens name, as the web and Android outputs carry them (the asset catalog's are in
/// ``AssetCatalogFormat``): copies of the checked files (``AssetFiles``) beside the output, and what registers
/// them on each platform.
enum AssetOutputs {
    // MARK: - Web

    /// Where each file a CSS output copies goes, relative to the CSS file: `assets/NAME.EXT` for images (the
    /// token's output name; another theme whose image differs gets `NAME-THEME.EXT`), `fonts/FILE` for fonts.
    static func webPaths(_ input: FormatInput) -> [URL: String] {
        var paths: [URL: String] = [:]
        var used = Set<String>()
        func claim(_ url: URL, _ stem: String, _ kind: String, folder: String) {
            guard paths[url] == nil else { return }
            var candidate = "\(folder)/\(stem).\(kind)"
            var counter = 2
            while used.contains(candidate) {
                candidate = "\(folder)/\(stem)-\(counter).\(kind)"
                counter += 1
            }
            used.insert(candidate)
            paths[url] = candidate
        }
        // The default theme first, so its files keep the plain names.
        let ordered = [input.defaultTheme] + input.themes.filter { $0.name != input.defaultTheme.name }
        for theme in ordered {
            let suffix = theme.name == input.defaultTheme.name ? "" : "-" + webStem(theme.name)
            for token in theme.tokens {
                if let image = input.assets.images[theme.name]?[token.path] {
                    claim(image.url, webStem(input.name(token.path)) + suffix, image.kind, folder: "assets")
                }
                for face in input.assets.fonts[theme.name]?[token.path] ?? [] {
                    let stem = (face.url.lastPathComponent as NSString).deletingPathExtension
                    claim(face.url, webStem(stem), face.kind, folder: "fonts")
                }
            }
        }
        return paths
    }

    /// A file name stem safe in a URL and on every file system: letters, digits, `-` and `_`.
    private static func webStem(_ name: String) -> String {
        let stem = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")
                    ? Character(scalar) : "_"
            })
        return stem.isEmpty ? "asset" : stem
    }

    /// The copies a CSS output writes beside itself.
    static func webCopies(_ input: FormatInput) -> [FormatFile] {
        webPaths(input).sorted { $0.value < $1.value }.map { FormatFile(path: $0.value, copying: $0.key) }
    }

    /// `url("assets/logo.png")` for an asset token of `theme` that names a file, or `nil`.
    static func cssURL(_ token: ResolvedToken, in theme: ExportTheme, _ input: FormatInput, paths: [URL: String])
        -> String?
    {
        guard let image = input.assets.images[theme.name]?[token.path], let path = paths[image.url] else { return nil }
        return "url(\(Escaping.quoted(path, for: .css)))"
    }

    /// An `@font-face` rule per font file the tokens list, named by its token's first family.
    static func fontFaces(_ input: FormatInput, paths: [URL: String]) -> [String] {
        var rules: [String] = []
        var seen = Set<String>()
        for theme in input.themes {
            for token in theme.tokens {
                guard case .fontFamily(let families) = token.value, let family = families.first else { continue }
                for face in input.assets.fonts[theme.name]?[token.path] ?? [] {
                    guard let path = paths[face.url], seen.insert(family + "\u{0}" + path).inserted else { continue }
                    rules.append(
                        """
                        @font-face {
                          font-family: \(Escaping.quoted(family, for: .css));
                          src: url(\(Escaping.quoted(path, for: .css))) format("\(cssFormat(face.kind))");
                          font-weight: \(NumberFormatting.shortest(face.weight));
                          font-style: \(face.style);
                          font-display: swap;
                        }
                        """)
                }
            }
        }
        return rules
    }

    private static func cssFormat(_ kind: String) -> String {
        switch kind {
        case "woff2": "woff2"
        case "woff": "woff"
        case "otf": "opentype"
        case "ttc": "collection"
        default: "truetype"
        }
    }

    // MARK: - Files left out

    /// What an asset catalog or Android resources leave out of the files the tokens name, one sentence each
    /// (empty for the other formats, which carry every file): font files of a kind the platform does not load,
    /// a second font file with the name of another (a catalog's `Fonts/` is flat), and on Android the images and
    /// fonts of themes other than the default (and, for images, the dark theme's `drawable-night`), including a
    /// dark theme's image where the default theme has none.
    static func leftOutFiles(_ input: FormatInput, format: BuildFormatName) -> [String] {
        guard format == .xcassets || format == .android else { return [] }
        let fontKinds: Set<String> = format == .android ? ["ttf", "otf"] : ["ttf", "otf", "ttc"]
        var unusable: [String] = []
        var sameName: [String] = []
        var otherThemes: [String] = []
        var seenFiles = Set<URL>()
        var byName: [String: URL] = [:]
        let kept: Set<String> =
            format == .android
            ? Set([input.defaultTheme.name] + (input.dark.map { [$0.name] } ?? [])) : Set(input.themes.map(\.name))
        let defaults = input.assets.images[input.defaultTheme.name] ?? [:]
        let defaultFonts = Set((input.assets.fonts[input.defaultTheme.name] ?? [:]).values.flatMap { $0.map(\.url) })
        for theme in input.themes {
            for token in theme.tokens {
                if format == .android, let image = input.assets.images[theme.name]?[token.path],
                    !seenFiles.contains(image.url)
                {
                    let dropped = !kept.contains(theme.name) || defaults[token.path] == nil
                    if dropped && image != defaults[token.path] {
                        seenFiles.insert(image.url)
                        otherThemes.append("\(image.url.lastPathComponent) (\(theme.name))")
                    }
                }
                for face in input.assets.fonts[theme.name]?[token.path] ?? [] where seenFiles.insert(face.url).inserted
                {
                    let name = face.url.lastPathComponent
                    if !fontKinds.contains(face.kind) {
                        unusable.append(name)
                    } else if format == .android, theme.name != input.defaultTheme.name,
                        !defaultFonts.contains(face.url)
                    {
                        otherThemes.append("\(name) (\(theme.name))")
                    } else if format == .xcassets, let other = byName[name], other != face.url {
                        sameName.append("\(face.url.path) (beside \(other.path))")
                    } else if format == .xcassets {
                        byName[name] = face.url
                    }
                }
            }
        }
        func listed(_ names: [String]) -> String {
            names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        }
        var lines: [String] = []
        if !unusable.isEmpty {
            lines.append(
                "leaves out font files it cannot load (\(fontKinds.sorted().joined(separator: ", ")) only): "
                    + listed(unusable))
        }
        if !sameName.isEmpty {
            lines.append(
                "leaves out font files whose name another already has (Fonts/ is one folder): " + listed(sameName))
        }
        if !otherThemes.isEmpty {
            lines.append(
                "leaves out the images and fonts of themes it has no resource folder for (the default theme's, "
                    + "and the dark theme's images where the default has one, go in drawable and drawable-night): "
                    + listed(otherThemes))
        }
        return lines
    }

    // MARK: - Android

    /// The image kinds Android's resource compiler takes as drawables.
    static let androidImageKinds: Set<String> = ["png", "jpg", "jpeg", "webp", "gif"]

    /// `drawable/NAME.EXT` per asset token of the default theme, `drawable-night/NAME.EXT` where the dark theme's
    /// image differs; `font/NAME_WEIGHT[_italic].EXT` per TrueType or OpenType font file and `font/NAME.xml`, the
    /// font family that names them with their weights and styles (`@font/NAME` in layouts and text appearances).
    ///
    /// A file is copied once: a token whose images (light and dark) are another's is an alias resource in
    /// `values/drawables.xml` (`<item name="hero_logo" type="drawable">@drawable/brand_logo</item>`, which
    /// `R.drawable.hero_logo` reads like a file of its own), and a font file two families list is named by both.
    static func androidFiles(_ input: FormatInput) -> [FormatFile] {
        var files: [FormatFile] = []
        let defaults = input.assets.images[input.defaultTheme.name] ?? [:]
        // The first drawable with each pair of light and dark files, and the aliases of the others.
        var drawables: [[URL?]: String] = [:]
        var aliases: [(name: String, of: String)] = []
        for token in input.defaultTheme.tokens {
            guard let image = defaults[token.path], androidImageKinds.contains(image.kind) else { continue }
            let name = AndroidResourcesFormat.name(token.path)
            let dark = input.dark.flatMap { input.assets.images[$0.name]?[token.path] }.flatMap {
                $0 != image && androidImageKinds.contains($0.kind) ? $0 : nil
            }
            if let first = drawables[[image.url, dark?.url]] {
                aliases.append((name, first))
                continue
            }
            drawables[[image.url, dark?.url]] = name
            files.append(
                FormatFile(path: "drawable/\(name).\(image.kind == "jpeg" ? "jpg" : image.kind)", copying: image.url))
            if let dark {
                files.append(
                    FormatFile(
                        path: "drawable-night/\(name).\(dark.kind == "jpeg" ? "jpg" : dark.kind)", copying: dark.url))
            }
        }
        if !aliases.isEmpty {
            // Resource names are snake-case ASCII (`AndroidResourcesFormat.name`): nothing in them needs escaping.
            let items = aliases.map { "    <item name=\"\($0.name)\" type=\"drawable\">@drawable/\($0.of)</item>" }
            files.append(
                FormatFile(
                    path: "values/drawables.xml",
                    contents: """
                        <?xml version="1.0" encoding="utf-8"?>
                        <!-- \(SourceText.xmlComment(input.notice)) -->
                        <resources>
                        \(items.joined(separator: "\n"))
                        </resources>

                        """))
        }
        var fontNames: [URL: String] = [:]
        let fonts = input.assets.fonts[input.defaultTheme.name] ?? [:]
        for token in input.defaultTheme.tokens {
            let faces = (fonts[token.path] ?? []).filter { ["ttf", "otf"].contains($0.kind) }
            guard !faces.isEmpty else { continue }
            let family = AndroidResourcesFormat.name(token.path)
            var entries: [String] = []
            var used = Set<String>()
            for face in faces {
                let base = "\(family)_\(Int(face.weight))\(face.style == "italic" ? "_italic" : "")"
                var name = base
                var counter = 2
                while used.contains(name) {
                    name = "\(base)_\(counter)"
                    counter += 1
                }
                used.insert(name)
                if let copied = fontNames[face.url] {
                    name = copied
                } else {
                    fontNames[face.url] = name
                    files.append(FormatFile(path: "font/\(name).\(face.kind)", copying: face.url))
                }
                entries.append(
                    "    <font android:font=\"@font/\(name)\" android:fontWeight=\"\(Int(face.weight))\" "
                        + "android:fontStyle=\"\(face.style)\" />")
            }
            files.append(
                FormatFile(
                    path: "font/\(family).xml",
                    contents: """
                        <?xml version="1.0" encoding="utf-8"?>
                        <!-- \(SourceText.xmlComment(input.notice)) -->
                        <font-family xmlns:android="http://schemas.android.com/apk/res/android">
                        \(entries.joined(separator: "\n"))
                        </font-family>

                        """))
        }
        return files
    }
}
