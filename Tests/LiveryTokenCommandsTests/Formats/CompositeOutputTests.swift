import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryTokenCommands

/// Text styles written whole: every part of a typography token, letter spacing included, read back from each
/// output `livery build` writes for it and compared with the token as LiveryCore resolves it.
@Suite("Typography keeps every part in CSS, SCSS, JS, Swift, Kotlin and Dart")
struct CompositeOutputTests {
    static let tokens = """
        {"type": {"$type": "typography",
          "body": {"$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 16, "unit": "px"},
            "fontWeight": 400, "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.5}},
          "label": {"$value": {"fontFamily": "JetBrains Mono", "fontSize": {"value": 12, "unit": "px"},
            "fontWeight": 600, "letterSpacing": {"value": 0.05, "unit": "em"}, "lineHeight": 1.25,
            "textTransform": "uppercase", "fontStyle": "italic"}}}}
        """

    static let config = #"""
        { "source": "type.tokens.json", "platforms": {
          "web": { "files": [ { "format": "css", "destination": "t.css" }, { "format": "scss", "destination": "_t.scss" },
                              { "format": "js", "destination": "t.js" } ] },
          "apple": { "format": "swift-constants", "destination": "T.swift" },
          "android": { "files": [ { "format": "compose", "destination": "T.kt" }, { "format": "flutter", "destination": "t.dart" } ] } } }
        """#

    /// The styles as LiveryCore resolves them: what every output must hold.
    static func styles() throws -> [String: Typography] {
        let document = try TokenLoader().load(text: tokens, file: "type.tokens.json")
        let theme = try TokenResolver().resolve(ThemeSource(name: "tokens", documents: [document]))
        var styles: [String: Typography] = [:]
        for token in theme.tokens {
            if case .typography(let style) = token.value { styles[token.path.components.last!] = style }
        }
        return styles
    }

    /// Letter spacing in px: `em` is of the style's own font size (px in this file).
    static func spacing(_ style: Typography) -> Double {
        style.letterSpacing.unit == .em ? style.letterSpacing.value * style.fontSize.value : style.letterSpacing.value
    }

    static func outputs() throws -> [String: String] {
        let folder = try TemporaryFolder("composite")
        try folder.write("type.tokens.json", tokens)
        let files = try BuildCommandTests.build(config, in: folder).render()
        return Dictionary(uniqueKeysWithValues: files.map { ($0.url.lastPathComponent, $0.contents) })
    }

    @Test("What a platform has no place for is named in a warning per output, never dropped silently")
    func droppedPartsAreNamed() throws {
        let folder = try TemporaryFolder("composite")
        try folder.write("type.tokens.json", Self.tokens)
        let builder = try BuildCommandTests.build(Self.config, in: folder)
        _ = try builder.render()
        let warnings = builder.warnings.map { $0.replacingOccurrences(of: folder.url.path + "/", with: "") }
        #expect(
            warnings == [
                "T.kt: compose has no place for fontFamily fallbacks; left out of 1 token (type.body)",
                "T.kt: compose has no place for textTransform; left out of 1 token (type.label)",
                "t.dart: flutter has no place for textTransform; left out of 1 token (type.label)",
            ])
        // The command prints them on standard error and still builds.
        let run = Tool.capture(["build", "--config", folder.appending("livery.config.json").path])
        #expect(run.status == 0)
        #expect(
            run.errors.contains(
                "T.kt: compose has no place for textTransform; left out of 1 token (type.label)"))
        #expect(run.errors.hasPrefix("warning: "))
    }

    /// Builds `tokens` (as `s.tokens.json`) with `platforms`: the files, and the warnings without the folder.
    static func build(_ tokens: String, platforms: String) throws -> (
        files: [Builder.RenderedFile], warnings: [String]
    ) {
        let folder = try TemporaryFolder("composite")
        try folder.write("s.tokens.json", tokens)
        let builder = try BuildCommandTests.build(
            #"{"source": "s.tokens.json", "platforms": "# + platforms + "}", in: folder)
        let files = try builder.render()
        return (files, builder.warnings.map { $0.replacingOccurrences(of: folder.url.path + "/", with: "") })
    }

    @Test("Composite tokens a native output has no value for are named in one warning per output")
    func leftOutCompositesAreNamed() throws {
        let (files, warnings) = try Self.build(
            #"""
            {"card": {"$type": "shadow", "$value": {"color": "#00000040", "offsetX": {"value": 0, "unit": "px"},
               "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
             "fade": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"},
               "timingFunction": [0.4, 0, 0.2, 1]}},
             "gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}
            """#,
            platforms:
                #"{"k": {"format": "compose", "destination": "T.kt"}, "w": {"format": "css", "destination": "s.css"}}"#)
        #expect(files.first { $0.url.lastPathComponent == "T.kt" }?.contents.contains("val gap: Dp") == true)
        #expect(
            warnings == ["T.kt: compose has no place for shadow, transition values; left out 2 tokens (card, fade)"])
    }

    @Test("A dash pattern, which CSS's border-style cannot hold, is named when a CSS-like output writes it dashed")
    func dashPatternIsNamed() throws {
        let (files, warnings) = try Self.build(
            #"""
            {"focus": {"$type": "border", "$value": {"color": "#336699", "width": {"value": 2, "unit": "px"},
              "style": {"dashArray": [{"value": 4, "unit": "px"}, {"value": 2, "unit": "px"}], "lineCap": "round"}}}}
            """#,
            platforms: #"{"web": {"format": "css", "destination": "s.css"}}"#)
        #expect(files.first?.contents.contains("--focus: 2px dashed #336699;") == true)
        #expect(
            warnings == [
                "s.css: css has no place for dashArray and lineCap (written as the keyword dashed); left out of 1 token (focus)"
            ])
    }

    @Test("CSS: a custom property per part; the font shorthand only when asked for")
    func css() throws {
        let css = try #require(try Self.outputs()["t.css"])
        // The default theme's block: `:root` and the theme's own selector.
        let root = try #require(CSSBlocks.parse(css).first { $0.key.hasPrefix(":root") }?.value)
        for (name, style) in try Self.styles() {
            #expect(root["--type-\(name)-letter-spacing"] == style.letterSpacing.description)
            #expect(root["--type-\(name)-font-size"] == style.fontSize.description)
            #expect(root["--type-\(name)-line-height"] == style.lineHeight.description)
            #expect(root["--type-\(name)-font-weight"] == NumberFormatting.shortest(style.fontWeight))
            #expect(root["--type-\(name)-font-family"]?.contains(style.fontFamily[0]) == true)
            #expect(root["--type-\(name)"] == nil)
        }
        #expect(root["--type-label-text-transform"] == "uppercase")
        #expect(root["--type-label-font-style"] == "italic")
    }

    @Test("CSS with typographyClasses: a utility class per style that sets every part from its property")
    func cssClasses() throws {
        let folder = try TemporaryFolder("composite")
        try folder.write("type.tokens.json", Self.tokens)
        let css = try #require(
            try BuildCommandTests.build(
                #"{"source": "type.tokens.json", "platforms": {"web": {"format": "css", "destination": "t.css", "options": {"typographyClasses": true}}}}"#,
                in: folder
            ).render().first?.contents)
        #expect(
            css.contains(
                ".type-label {\n  font-family: var(--type-label-font-family);\n  font-size: var(--type-label-font-size);\n"
                    + "  font-weight: var(--type-label-font-weight);\n  line-height: var(--type-label-line-height);\n"
                    + "  letter-spacing: var(--type-label-letter-spacing);\n  font-style: var(--type-label-font-style);\n"
                    + "  text-transform: var(--type-label-text-transform);\n}"))
        #expect(css.contains(".type-body {\n"))
    }

    @Test("SCSS: a variable per part and a mixin that sets each")
    func scss() throws {
        let text = try #require(try Self.outputs()["_t.scss"])
        var variables: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("$") && line.hasSuffix(";") {
            let parts = line.dropLast().split(separator: ":", maxSplits: 1)
            variables[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        for (name, style) in try Self.styles() {
            #expect(variables["$type-\(name)-letter-spacing"] == style.letterSpacing.description)
            #expect(variables["$type-\(name)-font-size"] == style.fontSize.description)
            #expect(text.contains("@mixin type-\(name) {\n"))
            #expect(text.contains("  letter-spacing: $type-\(name)-letter-spacing;\n"))
            // Each theme's map holds the parts too.
            #expect(text.contains("  \"type-\(name)-letter-spacing\": (\(style.letterSpacing.description)),"))
        }
    }

    @Test("JavaScript: an object per style with a member per part, typed in the declarations")
    func javaScript() throws {
        let outputs = try Self.outputs()
        let js = try #require(outputs["t.js"])
        for (name, style) in try Self.styles() {
            let constant = "export const type\(name.prefix(1).uppercased() + name.dropFirst()) = "
            let line = try #require(js.split(separator: "\n").first { $0.hasPrefix(constant) })
            // The object literal as JSON: its keys are identifiers, its values JSON literals.
            var literal = String(line.dropFirst(constant.count).dropLast())
            for key in [
                "fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing", "fontStyle", "textTransform",
            ] {
                literal = literal.replacingOccurrences(of: "\(key): ", with: "\"\(key)\": ")
            }
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(literal.utf8)) as? [String: Any], "\(literal)")
            #expect(object["letterSpacing"] as? String == style.letterSpacing.description)
            #expect(object["fontSize"] as? String == style.fontSize.description)
            #expect(object["fontWeight"] as? Double == style.fontWeight)
            if case .multiple(let factor) = style.lineHeight { #expect(object["lineHeight"] as? Double == factor) }
        }
        let declarations = try #require(outputs["t.d.ts"])
        #expect(declarations.contains("export interface TypographyValue {\n"))
        #expect(declarations.contains("  readonly letterSpacing: string;\n"))
        #expect(declarations.contains("export declare const typeBody: TypographyValue;"))
    }

    /// The `name: value` arguments of the call that follows `prefix` in `text`, up to its closing parenthesis.
    static func arguments(after prefix: String, in text: String, separator: String) throws -> [String: String] {
        let start = try #require(text.range(of: prefix), "\(prefix) not found").upperBound
        var depth = 1
        var end = start
        while depth > 0, end < text.endIndex {
            if text[end] == "(" { depth += 1 }
            if text[end] == ")" { depth -= 1 }
            if depth > 0 { end = text.index(after: end) }
        }
        var result: [String: String] = [:]
        var current = ""
        var nesting = 0
        for character in text[start..<end] {
            if "([".contains(character) { nesting += 1 }
            if ")]".contains(character) { nesting -= 1 }
            if character == ",", nesting == 0 {
                let pair = current.components(separatedBy: separator)
                if pair.count >= 2 {
                    result[pair[0].trimmingCharacters(in: .whitespacesAndNewlines)] =
                        pair.dropFirst().joined(separator: separator).trimmingCharacters(in: .whitespacesAndNewlines)
                }
                current = ""
            } else {
                current.append(character)
            }
        }
        let pair = current.components(separatedBy: separator)
        if pair.count >= 2 {
            result[pair[0].trimmingCharacters(in: .whitespacesAndNewlines)] =
                pair.dropFirst().joined(separator: separator).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return result
    }

    @Test("Swift constants: a TextStyle per token with every part, lengths in points")
    func swift() throws {
        let text = try #require(try Self.outputs()["T.swift"])
        for (name, style) in try Self.styles() {
            let name = "type" + name.prefix(1).uppercased() + name.dropFirst()
            let arguments = try Self.arguments(after: "static let \(name) = TextStyle(", in: text, separator: ": ")
            let spacing = try #require(arguments["letterSpacing"].flatMap(Double.init))
            #expect(abs(spacing - Self.spacing(style)) < 1e-4)
            #expect(arguments["fontSize"].flatMap(Double.init) == style.fontSize.value)
            #expect(arguments["fontWeight"].flatMap(Double.init) == style.fontWeight)
            #expect(arguments["fontFamilies"]?.contains("\"\(style.fontFamily[0])\"") == true)
            let lineHeight = style.lineHeight.multiple(ofFontSize: style.fontSize.value, rootFontSize: 16)
            #expect(abs((arguments["lineHeight"].flatMap(Double.init) ?? 0) - lineHeight * style.fontSize.value) < 1e-4)
            #expect(arguments["textTransform"] == (style.textTransform.map { "\"\($0)\"" } ?? "nil"))
        }
    }

    @Test("Kotlin (Compose) and Dart (Flutter): TextStyles with letter spacing and the family")
    func kotlinAndDart() throws {
        let outputs = try Self.outputs()
        let kotlin = try #require(outputs["T.kt"])
        let dart = try #require(outputs["t.dart"])
        for (name, style) in try Self.styles() {
            let name = "type" + name.prefix(1).uppercased() + name.dropFirst()
            let compose = try Self.arguments(after: "        \(name) = TextStyle(", in: kotlin, separator: " = ")
            // Compose takes letter spacing in em of the font size.
            let em = try #require(
                compose["letterSpacing"].flatMap { Double($0.replacingOccurrences(of: ".em", with: "")) })
            #expect(abs(em * style.fontSize.value - Self.spacing(style)) < 1e-3)
            #expect(compose["fontFamily"]?.contains(style.fontFamily[0]) == true)
            let flutter = try Self.arguments(after: "\(name): TextStyle(", in: dart, separator: ": ")
            let logical = try #require(flutter["letterSpacing"].flatMap(Double.init))
            #expect(abs(logical - Self.spacing(style)) < 1e-4)
            #expect(flutter["fontFamily"]?.contains(style.fontFamily[0]) == true)
        }
    }
}
