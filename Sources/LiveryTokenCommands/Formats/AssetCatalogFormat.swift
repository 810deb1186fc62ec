import Foundation
import LiveryCore

/// An Xcode asset catalog, `Colors.xcassets`, with one colorset per color token: the light theme's value for
/// any appearance and the dark theme's for the dark appearance, in sRGB (Display P3 for colors outside sRGB).
/// With a high-contrast theme (`livery build`'s `highContrast` role), its value is also given for the
/// increased-contrast appearances, light and dark.
///
/// Asset tokens that name image files become imagesets in `Images.xcassets` (``imageSets(_:)``), and font files the
/// tokens list are copied into `Fonts/` with the `UIAppFonts` list iOS registers them by (`Fonts.plist`).
///
/// The `Contents.json` files follow Xcode's structure: `colors` entries with `idiom: universal`, a `color` with
/// `color-space` and string `components` (`red`, `green`, `blue`, `alpha`), `appearances` of kind
/// `luminosity`, and `info` with `author: xcode`, `version: 1`.
enum AssetCatalogFormat {
    static let catalog = "Colors.xcassets"

    /// Each colorset is named by `input.name(_:)`: the platform's names in `livery build`, which it has checked
    /// for collisions, and ``name(_:)`` in `livery export`, whose input names no token.
    static func render(_ input: FormatInput) -> [FormatFile] {
        var files = [
            FormatFile(path: "\(catalog)/Contents.json", contents: contents(.object(ordered: [("info", info)])))
        ]
        for token in input.defaultTheme.tokens {
            guard let light = token.value.color else { continue }
            var colors: [SourceValue] = [entry(light, appearances: [])]
            if let darkColor = input.dark?[token.path]?.value.color {
                colors.append(entry(darkColor, appearances: [("luminosity", "dark")]))
            }
            if let contrast = input.highContrast?[token.path]?.value.color {
                colors.append(entry(contrast, appearances: [("contrast", "high")]))
                colors.append(entry(contrast, appearances: [("luminosity", "dark"), ("contrast", "high")]))
            }
            let colorset = SourceValue.object(ordered: [("colors", .array(colors)), ("info", info)])
            files.append(
                FormatFile(
                    path: "\(catalog)/\(input.name(token.path)).colorset/Contents.json", contents: contents(colorset)))
        }
        return files + imageSets(input) + fontFiles(input)
    }

    /// The catalog of images, beside the colors' (`UIImage(named:)` finds an image in any catalog of the bundle).
    static let imageCatalog = "Images.xcassets"

    /// An imageset per asset token that names an image file: the default theme's image for any appearance, the
    /// dark theme's for the dark appearance and the high-contrast theme's for increased contrast, each copied
    /// into the set; a PDF or SVG keeps its vector data.
    private static func imageSets(_ input: FormatInput) -> [FormatFile] {
        let defaults = input.assets.images[input.defaultTheme.name] ?? [:]
        guard !defaults.isEmpty else { return [] }
        var files = [
            FormatFile(path: "\(imageCatalog)/Contents.json", contents: contents(.object(ordered: [("info", info)])))
        ]
        for token in input.defaultTheme.tokens {
            guard let image = defaults[token.path] else { continue }
            let name = input.name(token.path)
            let folder = "\(imageCatalog)/\(name).imageset"
            var images: [SourceValue] = []
            var copied: [String: String] = [:]
            func add(_ image: AssetFiles.Image, suffix: String, appearances: [(kind: String, value: String)]) {
                let fileName = copied[image.url.path] ?? "\(name)\(suffix).\(image.kind)"
                if copied[image.url.path] == nil {
                    copied[image.url.path] = fileName
                    files.append(FormatFile(path: "\(folder)/\(fileName)", copying: image.url))
                }
                var members: [(String, SourceValue)] = [
                    ("filename", .string(fileName)), ("idiom", .string("universal")),
                ]
                if !appearances.isEmpty {
                    members.insert(
                        (
                            "appearances",
                            .array(
                                appearances.map {
                                    .object(ordered: [("appearance", .string($0.kind)), ("value", .string($0.value))])
                                })
                        ), at: 0)
                }
                images.append(.object(ordered: members))
            }
            add(image, suffix: "", appearances: [])
            if let dark = input.dark.flatMap({ input.assets.images[$0.name]?[token.path] }), dark != image {
                add(dark, suffix: "-dark", appearances: [("luminosity", "dark")])
            }
            if let contrast = input.highContrast.flatMap({ input.assets.images[$0.name]?[token.path] }),
                contrast != image
            {
                add(contrast, suffix: "-high-contrast", appearances: [("contrast", "high")])
                add(contrast, suffix: "-high-contrast", appearances: [("luminosity", "dark"), ("contrast", "high")])
            }
            var set: [(String, SourceValue)] = [("images", .array(images)), ("info", info)]
            if ["pdf", "svg"].contains(image.kind) {
                set.append(("properties", .object(ordered: [("preserves-vector-representation", .bool(true))])))
            }
            files.append(FormatFile(path: "\(folder)/Contents.json", contents: contents(.object(ordered: set))))
        }
        return files
    }

    /// The font files the tokens list, copied into `Fonts/`, and `Fonts.plist`: the `UIAppFonts` array (the
    /// files' names) that an app's Info.plist needs for iOS to register them (macOS reads `ATSApplicationFontsPath`;
    /// the same files serve).
    private static func fontFiles(_ input: FormatInput) -> [FormatFile] {
        var names: [String] = []
        var files: [FormatFile] = []
        for theme in input.themes {
            for token in theme.tokens {
                for face in input.assets.fonts[theme.name]?[token.path] ?? []
                where ["ttf", "otf", "ttc"].contains(face.kind) {
                    let name = face.url.lastPathComponent
                    guard !names.contains(name) else { continue }
                    names.append(name)
                    files.append(FormatFile(path: "Fonts/\(name)", copying: face.url))
                }
            }
        }
        guard !names.isEmpty else { return [] }
        let list = names.map { "        <string>\(SourceText.xml("Fonts/" + $0))</string>" }.joined(separator: "\n")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>UIAppFonts</key>
                <array>
            \(list)
                </array>
            </dict>
            </plist>

            """
        return files + [FormatFile(path: "Fonts.plist", contents: plist)]
    }

    /// The colorset's name: the token path with `-` between components (`color-text-primary`), the name
    /// `UIColor(named:)` and `Color(_:bundle:)` take.
    static func name(_ path: TokenPath) -> String { path.identifier(separator: "-") }

    private static let info = SourceValue.object(ordered: [("author", .string("xcode")), ("version", .number(1))])

    private static func contents(_ value: SourceValue) -> String { value.jsonText() + "\n" }

    private static func entry(_ color: Color, appearances: [(kind: String, value: String)]) -> SourceValue {
        let inSRGB = color.isInSRGBGamut
        let rgb = inSRGB ? [color.red, color.green, color.blue] : color.displayP3.array
        let components = SourceValue.object(ordered: [
            ("alpha", .string(decimal(color.alpha))), ("blue", .string(decimal(rgb[2]))),
            ("green", .string(decimal(rgb[1]))), ("red", .string(decimal(rgb[0]))),
        ])
        let colorValue = SourceValue.object(ordered: [
            ("color-space", .string(inSRGB ? "srgb" : "display-p3")), ("components", components),
        ])
        var members: [(String, SourceValue)] = []
        if !appearances.isEmpty {
            let list = appearances.map {
                SourceValue.object(ordered: [("appearance", .string($0.kind)), ("value", .string($0.value))])
            }
            members.append(("appearances", .array(list)))
        }
        members += [("color", colorValue), ("idiom", .string("universal"))]
        return .object(ordered: members)
    }

    /// Three decimals, as Xcode writes them: `0.102`, `1.000`.
    private static func decimal(_ value: Double) -> String {
        String(format: "%.3f", min(max(value, 0), 1))
    }
}
