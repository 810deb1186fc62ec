import LiveryCore

/// Jetpack Compose: a Kotlin `data class` of one theme's tokens (`Color`, `Dp`, `TextStyle`, `FontWeight`,
/// `Float`) and an object with a value per theme (`Tokens.light`, `Tokens.dark`…), to pass down with a
/// `CompositionLocal`. Colors outside sRGB are written in Display P3; lengths in dp, font sizes in sp.
enum ComposeFormat {
    static func render(_ input: FormatInput) -> String {
        let type = input.options.typeName(for: .compose)
        let tokens = MobileTokens(input).tokens
        func kotlinType(_ value: TokenValue) -> String {
            switch value {
            case .color: "Color"
            case .dimension: "Dp"
            case .typography: "TextStyle"
            case .fontWeight: "FontWeight"
            default: "Float"
            }
        }
        func literal(_ value: TokenValue) -> String {
            switch value {
            case .color(let color):
                if color.isInSRGBGamut { return "Color(0x\(AndroidResourcesFormat.argb(color)))" }
                let p3 = color.displayP3.array.map { MobileTokens.shortest(min(max($0, 0), 1)) + "f" }
                return
                    "Color(\(p3.joined(separator: ", ")), \(MobileTokens.shortest(color.alpha))f, ColorSpaces.DisplayP3)"
            case .dimension(let dimension): return MobileTokens.shortest(input.transforms.px(dimension) ?? 0) + ".dp"
            case .fontWeight(let weight): return "FontWeight(\(Int(min(max(weight, 1), 1000).rounded())))"
            case .number(let number): return MobileTokens.shortest(number) + "f"
            case .typography(let type):
                let size = input.transforms.fontSizePx(type)
                // Compose's letter spacing in em is of the style's font size; `em` and `%` in the token are too.
                let spacing = size > 0 ? input.transforms.letterSpacingPx(type) / size : 0
                let lineHeight = input.transforms.lineHeightPx(type)
                return "TextStyle(" + (type.fontFamily.first.map { "fontFamily = \(fontFamily($0)), " } ?? "")
                    + "fontSize = \(MobileTokens.shortest(size)).sp, "
                    + "fontWeight = FontWeight(\(Int(min(max(type.fontWeight, 1), 1000).rounded()))), "
                    + "lineHeight = \(MobileTokens.shortest(lineHeight)).sp, letterSpacing = \(MobileTokens.shortest(spacing)).em"
                    + (type.isItalic ? ", fontStyle = FontStyle.Italic" : "")
                    + (MobileTokens.decorations(type).map { ", textDecoration = " + $0.compose } ?? "") + ")"
            default: return "0f"
            }
        }
        var lines = [
            "// \(input.notice)",
            "package \(input.options.packageName)",
            "",
            "import androidx.compose.runtime.Immutable",
            "import androidx.compose.ui.graphics.Color",
            "import androidx.compose.ui.graphics.colorspace.ColorSpaces",
            "import androidx.compose.ui.text.TextStyle",
            "import androidx.compose.ui.text.font.DeviceFontFamilyName",
            "import androidx.compose.ui.text.font.Font",
            "import androidx.compose.ui.text.font.FontFamily",
            "import androidx.compose.ui.text.font.FontStyle",
            "import androidx.compose.ui.text.font.FontWeight",
            "import androidx.compose.ui.text.style.TextDecoration",
            "import androidx.compose.ui.unit.Dp",
            "import androidx.compose.ui.unit.dp",
            "import androidx.compose.ui.unit.em",
            "import androidx.compose.ui.unit.sp",
            "",
            "/** One theme's design tokens. */",
            "@Immutable",
            "data class \(type)Theme(",
        ]
        for token in tokens {
            if let description = token.definition.description {
                lines.append("    /** \(SourceText.comment(description, forbidding: ["*/", "/*"])) */")
            }
            lines.append("    val \(input.name(token.path)): \(kotlinType(token.value)),")
        }
        lines += [")", "", "/** Every theme's design tokens. */", "object \(type) {"]
        for theme in input.themes {
            let property = BuildFormatName.compose.identifier(
                NameTransform.join(NameTransform.words(theme.name), .camel))
            lines.append("    val \(property) = \(type)Theme(")
            for token in tokens {
                lines.append("        \(input.name(token.path)) = \(literal(MobileTokens.value(token, in: theme))),")
            }
            lines.append("    )")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The family a Compose `TextStyle` names: CSS's generic families as Compose's own, any other as a font
    /// installed on the device by that name (`DeviceFontFamilyName`); the style's first family, the one a text
    /// renders in when it is there.
    static func fontFamily(_ name: String) -> String {
        switch name {
        case "sans-serif", "ui-sans-serif": return "FontFamily.SansSerif"
        case "serif", "ui-serif": return "FontFamily.Serif"
        case "monospace", "ui-monospace": return "FontFamily.Monospace"
        case "cursive": return "FontFamily.Cursive"
        case "system-ui": return "FontFamily.Default"
        default: return "FontFamily(Font(DeviceFontFamilyName(\(SourceText.kotlinString(name)))))"
        }
    }
}
