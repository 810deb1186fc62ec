import LiveryCore

/// The Android files `livery build` adds to `livery export`'s colors and dimens:
/// - `values/attrs.xml`: a theme attribute per color and dimension token;
/// - `values/themes.xml`: `ThemeOverlay.TYPE` setting every attribute to its resource (so dark mode picks
///   `values-night/`), and `ThemeOverlay.TYPE.THEME` for each other theme (sepia, high contrast…) with its values;
/// - `values/text_appearances.xml`: `TextAppearance.TYPE.NAME` per typography token (size and line height in
///   `sp`, letter spacing in `em` as Android wants it, weight, and the first font family).
///
/// Apply an overlay with `android:theme="@style/ThemeOverlay.Tokens.Sepia"` or a `ContextThemeWrapper`, and read
/// values with `?attr/color_text_primary`.
enum AndroidThemeFiles {
    static func render(_ input: FormatInput) -> [FormatFile] {
        let type = AndroidResourcesFormat.styleName(input.options.typeName(for: .android))
        let theme = input.defaultTheme
        var attrs: [String] = []
        var base: [String] = []
        for token in theme.tokens {
            let name = AndroidResourcesFormat.name(token.path)
            if token.value.color != nil {
                attrs.append("<attr name=\"\(name)\" format=\"color\" />")
                base.append("    <item name=\"\(name)\">@color/\(name)</item>")
            } else if let dimension = token.value.dimension,
                AndroidResourcesFormat.androidValue(dimension, remBase: input.transforms.remBase) != nil
            {
                attrs.append("<attr name=\"\(name)\" format=\"dimension\" />")
                base.append("    <item name=\"\(name)\">@dimen/\(name)</item>")
            }
        }
        var styles = ["<style name=\"ThemeOverlay.\(type)\" parent=\"\">"] + base + ["</style>"]
        for other in input.themes where other.name != theme.name && other.name != input.roles.dark {
            let suffix = AndroidResourcesFormat.styleName(other.name)
            styles.append("<style name=\"ThemeOverlay.\(type).\(suffix)\" parent=\"\">")
            for token in other.tokens {
                let name = AndroidResourcesFormat.name(token.path)
                if let color = token.value.color {
                    styles.append("    <item name=\"\(name)\">#\(AndroidResourcesFormat.argb(color))</item>")
                } else if let dimension = token.value.dimension,
                    let value = AndroidResourcesFormat.androidValue(dimension, remBase: input.transforms.remBase)
                {
                    styles.append("    <item name=\"\(name)\">\(value)</item>")
                }
            }
            styles.append("</style>")
        }
        var appearances: [String] = []
        for token in theme.tokens {
            guard case .typography(let style) = token.value else { continue }
            let suffix = SourceText.asciiIdentifier(
                NameTransform.join(token.path.components.flatMap(NameTransform.words), .pascal), reserved: [])
            let size = AndroidResourcesFormat.androidValue(style.fontSize, remBase: input.transforms.remBase).map {
                $0.replacingOccurrences(of: "dp", with: "sp")
            }
            let px = input.transforms.px(style.fontSize) ?? 16
            appearances.append("<style name=\"TextAppearance.\(type).\(suffix)\" parent=\"\">")
            if let family = style.fontFamily.first {
                appearances.append(
                    "    <item name=\"android:fontFamily\">\(AndroidResourcesFormat.resourceText(family))</item>")
            }
            if let size { appearances.append("    <item name=\"android:textSize\">\(size)</item>") }
            appearances.append(
                "    <item name=\"android:textFontWeight\">\(NumberFormatting.shortest(style.fontWeight))</item>")
            // Android's letter spacing is in em of the text size, whatever unit the token gives it in.
            let em = px > 0 ? input.transforms.letterSpacingPx(style) / px : 0
            appearances.append(
                "    <item name=\"android:letterSpacing\">\(NumberFormatting.shortest(em, places: 4))</item>")
            let lineHeight = style.lineHeight.multiple(ofFontSize: px, rootFontSize: input.transforms.remBase) * px
            appearances.append(
                "    <item name=\"android:lineHeight\">\(NumberFormatting.shortest(lineHeight, places: 2))sp</item>")
            // Of the properties outside DTCG's five, those a TextAppearance has.
            if style.isItalic { appearances.append("    <item name=\"android:textStyle\">italic</item>") }
            if style.textTransform?.lowercased() == "uppercase" {
                appearances.append("    <item name=\"android:textAllCaps\">true</item>")
            }
            appearances.append("</style>")
        }
        var files = [
            FormatFile(path: "values/attrs.xml", contents: resources(attrs)),
            FormatFile(path: "values/themes.xml", contents: resources(styles)),
        ]
        if !appearances.isEmpty {
            files.append(FormatFile(path: "values/text_appearances.xml", contents: resources(appearances)))
        }
        return files
    }

    private static func resources(_ lines: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- Generated by livery build; do not edit. -->\n<resources>\n"
            + lines.map { "    \($0)\n" }.joined() + "</resources>\n"
    }

}
