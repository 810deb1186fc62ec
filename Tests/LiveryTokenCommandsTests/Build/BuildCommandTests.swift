import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

@testable import LiveryTokenCommands

@Suite("livery build")
struct BuildCommandTests {
    static func path(_ relative: String) -> String { Repository.path(relative) }

    static func build(_ config: String, in folder: TemporaryFolder, name: String = "livery.config.json") throws
        -> Builder
    {
        try folder.write(name, config)
        return Builder(config: try BuildConfig.load(contentsOf: folder.url.appendingPathComponent(name)))
    }

    static func error(_ config: String, name: String = "livery.config.json") throws -> String {
        let folder = try TemporaryFolder()
        do {
            _ = try build(config, in: folder, name: name).render()
        } catch {
            return "\(error)".replacingOccurrences(of: folder.url.path + "/", with: "")
        }
        Issue.record("no error for \(config)")
        return ""
    }

    /// Small tokens with an alias, a wide-gamut color and two themes.
    static let tokens = """
        {
          "palette": { "$type": "color",
            "ink": { "$value": "#1a1a1f" },
            "paper": { "$value": "#ffffff" },
            "vivid": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } }
          },
          "color": { "$type": "color",
            "text": { "$value": "{palette.ink}", "$extensions": { "org.example.platforms": ["web"] } },
            "brand": { "$value": "{palette.vivid}" }
          },
          "space": { "$type": "dimension", "md": { "$value": { "value": 16, "unit": "px" } } }
        }
        """

    @Test("--swift-output writes the one Swift file where the build plugin asks, outside the config's folder")
    func swiftOutput() throws {
        let folder = try TemporaryFolder()
        let plugin = try TemporaryFolder()
        try folder.write("tokens.json", Self.tokens)
        try folder.write(
            "livery.config.json",
            #"{"source": "tokens.json", "platforms": {"apple": {"format": "swift", "destination": "T.swift"}}}"#)
        let output = plugin.url.appendingPathComponent("outputs/LiveryTokens.swift").path
        let run = Tool.capture([
            "build", "--config", folder.url.appendingPathComponent("livery.config.json").path, "--swift-output", output,
        ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            try String(contentsOfFile: output, encoding: .utf8).contains("static let md = LiveryCore.TokenReference"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("T.swift").path))
    }

    @Test("Every format matches its golden file for Examples/livery.config.json, byte for byte, on every run")
    func goldenFiles() throws {
        let config = try BuildConfig.load(contentsOf: URL(fileURLWithPath: Self.path("Examples/livery.config.json")))
        let files = try Builder(config: config).render()
        #expect(try Builder(config: config).render() == files)
        let buildRoot = Self.path("Examples/build") + "/"
        let goldenRoot = URL(fileURLWithPath: Self.path("Tests/Fixtures/Build"))
        var relatives: [String] = []
        for file in files {
            #expect(file.url.path.hasPrefix(buildRoot), "\(file.url.path)")
            let relative = String(file.url.path.dropFirst(buildRoot.count))
            relatives.append(relative)
            // Swift goldens end in .golden, so `swift format -r Tests` leaves the generated code as generated.
            let golden = goldenRoot.appendingPathComponent(relative + (relative.hasSuffix(".swift") ? ".golden" : ""))
            try Golden.expect(file.contents, matches: golden, named: relative)
        }
        // Every golden file is still produced: none is left over from a format that changed its files.
        let enumerator = FileManager.default.enumerator(atPath: goldenRoot.path)
        var goldens: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: goldenRoot.appendingPathComponent(next).path, isDirectory: &isFolder)
            if !isFolder.boolValue { goldens.append(next.hasSuffix(".swift.golden") ? String(next.dropLast(7)) : next) }
        }
        #expect(goldens.sorted() == relatives.sorted())
        // Each format is there.
        for name in [
            "tokens.css", "_tokens.scss", "tailwind.css", "tokens.js", "tokens.d.ts", "tokens-oklch.css",
            "tokens.json", "tokens.flat.json", "Tokens.swift", "TokenConstants.swift", "Contents.json", "colors.xml",
            "dimens.xml", "attrs.xml", "themes.xml", "text_appearances.xml", "Tokens.kt", "tokens.dart", "tokens.md",
        ] {
            #expect(relatives.contains { $0.hasSuffix("/" + name) }, "\(name)")
        }
    }

    @Test("An unchanged file is not rewritten; a changed token rewrites only the files it appears in")
    func unchangedFilesStay() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens/base.tokens.json", Self.tokens)
        let builder = try Self.build(
            """
            { "source": "tokens",
              "platforms": {
                "web": { "files": [
                  { "format": "css", "destination": "out/tokens.css" },
                  { "format": "json-flat", "destination": "out/spacing.json", "filter": { "type": "dimension" } } ] } } }
            """, in: folder)
        let first = try builder.build()
        #expect(first.written.map(\.lastPathComponent) == ["tokens.css", "spacing.json"])
        let css = folder.url.appendingPathComponent("out/tokens.css")
        let before = try FileManager.default.attributesOfItem(atPath: css.path)
        let second = try builder.build()
        #expect(second.written.isEmpty)
        #expect(second.unchanged.map(\.lastPathComponent) == ["tokens.css", "spacing.json"])
        let after = try FileManager.default.attributesOfItem(atPath: css.path)
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        try folder.write("tokens/base.tokens.json", Self.tokens.replacingOccurrences(of: "#1a1a1f", with: "#222222"))
        let third = try builder.build()
        #expect(third.written.map(\.lastPathComponent) == ["tokens.css"])
        #expect(third.unchanged.map(\.lastPathComponent) == ["spacing.json"])
        #expect(try folder.read("out/tokens.css").contains("--palette-ink: #222222;"))
    }

    @Test("CSS keeps aliases as var() when asked, of tokens in the same output only")
    func outputReferences() throws {
        let folder = try TemporaryFolder()
        try folder.write("base.tokens.json", Self.tokens)
        let css = try Self.build(
            """
            { "source": "base.tokens.json", "platforms": { "web": {
                "options": { "outputReferences": true },
                "files": [
                  { "format": "css", "destination": "all.css" },
                  { "format": "css", "destination": "semantic.css", "filter": { "path": "!palette.**" } },
                  { "format": "scss", "destination": "all.scss" } ] } } }
            """, in: folder
        ).render()
        #expect(css[0].contents.contains("  --color-text: var(--palette-ink);\n"))
        #expect(css[0].contents.contains("  --color-brand: var(--palette-vivid);\n"))
        #expect(css[1].contents.contains("  --color-text: #1a1a1f;\n"))
        #expect(css[2].contents.contains("$color-text: $palette-ink;\n"))
        // Another theme selector: a class per theme, and the media blocks for a root with none of them.
        let classes = try Self.build(
            #"{ "source": "\#(Self.path("Examples/Themes"))", "platforms": { "w": { "format": "css", "destination": "a.css", "options": { "themeSelector": ".theme-{theme}" } } } }"#,
            in: folder
        ).render()[0].contents
        #expect(classes.contains(":root,\n.theme-light {\n"))
        #expect(classes.contains("\n.theme-dark {\n"))
        #expect(classes.contains("@media (prefers-color-scheme: dark) {\n  :root:not([class*=\"theme-\"]) {\n"))
        #expect(classes.contains("@media (prefers-contrast: more) {\n  :root:not([class*=\"theme-\"]) {\n"))
        let plain = try Self.build(
            #"{ "source": "base.tokens.json", "platforms": { "web": { "format": "css", "destination": "a.css" } } }"#,
            in: folder
        ).render()
        #expect(!plain[0].contents.contains("var("))
    }

    @Test("A Display P3 color outside sRGB: a gamut-mapped sRGB fallback, then the exact color under @supports")
    func wideGamutFallback() throws {
        let folder = try TemporaryFolder()
        try folder.write("base.tokens.json", Self.tokens)
        let css = try Self.build(
            #"{ "source": "base.tokens.json", "platforms": { "web": { "format": "css", "destination": "a.css" } } }"#,
            in: folder
        ).render()[0].contents
        // CSS Color 4 maps Display P3 red into sRGB by reducing its OKLCH chroma: #ff0b0c, as ColorAide's
        // minde-chroma fit gives (clipping each channel would give #ff0000, a hue shift).
        #expect(css.contains("  --palette-vivid: #ff0b0c;\n"))
        #expect(css.contains("@supports (color: color(display-p3 0 0 0)) {\n  :root,\n  [data-theme=\"tokens\"] {\n"))
        #expect(css.contains("    --palette-vivid: color(display-p3 1 0 0);\n"))
        // The in-gamut colors are not repeated.
        let supports = try #require(css.range(of: "@supports"))
        #expect(!css[supports.lowerBound...].contains("--palette-ink"))
        // Swift constants keep it in Display P3; the asset catalog too.
        let apple = try Self.build(
            #"{ "source": "base.tokens.json", "platforms": { "apple": { "files": [ { "format": "swift-constants", "destination": "C.swift" }, { "format": "xcassets", "destination": "A" } ] } } }"#,
            in: folder
        ).render()
        #expect(
            apple[0].contents.contains(
                "static let paletteVivid = liveryTokenConstantsColor(light: (1, 0, 0, 1, true), dark: nil, highContrast: nil)"
            ))
        let mobile = try Self.build(
            #"{ "source": "base.tokens.json", "platforms": { "m": { "files": [ { "format": "compose", "destination": "T.kt" }, { "format": "flutter", "destination": "t.dart" } ] } } }"#,
            in: folder
        ).render()
        #expect(mobile[0].contents.contains("paletteVivid = Color(1f, 0f, 0f, 1f, ColorSpaces.DisplayP3),"))
        #expect(mobile[0].contents.contains("paletteInk = Color(0xFF1A1A1F),"))
        #expect(
            mobile[1].contents.contains(
                "paletteVivid: Color.from(alpha: 1, red: 1, green: 0, blue: 0, colorSpace: ColorSpace.displayP3),"))
        #expect(mobile[1].contents.contains("spaceMd: 16,"))
        let vivid = try #require(apple.first { $0.url.path.hasSuffix("palette-vivid.colorset/Contents.json") })
        #expect(vivid.contents.contains("\"color-space\": \"display-p3\""))
    }

    @Test("Filters by type, path glob and $extensions; names in every case, with a prefix")
    func filtersAndNames() throws {
        let folder = try TemporaryFolder()
        try folder.write("base.tokens.json", Self.tokens)
        func names(_ platform: String) throws -> [String] {
            let text = try Self.build(
                #"{ "source": "base.tokens.json", "platforms": { "p": \#(platform) } }"#, in: folder
            ).render()[0].contents
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return try #require(object["tokens"] as? [String: Any]).keys.sorted()
        }
        let flat = #""format": "json-flat", "destination": "a.json""#
        #expect(try names(#"{ \#(flat), "filter": { "type": "dimension" } }"#) == ["space-md"])
        #expect(
            try names(#"{ \#(flat), "filter": { "path": ["palette.*", "!palette.v*"] } }"#) == [
                "palette-ink", "palette-paper",
            ])
        #expect(try names(#"{ \#(flat), "filter": { "path": "**.text" } }"#) == ["color-text"])
        #expect(
            try names(#"{ \#(flat), "filter": { "extensions": { "org.example.platforms": "web" } } }"#) == [
                "color-text"
            ])
        #expect(try names(#"{ \#(flat), "filter": { "extensions": { "org.example.platforms": "ios" } } }"#) == [])
        let only = #""filter": { "path": "color.text" }"#
        #expect(try names(#"{ \#(flat), \#(only), "name": "camel" }"#) == ["colorText"])
        #expect(try names(#"{ \#(flat), \#(only), "name": "snake" }"#) == ["color_text"])
        #expect(try names(#"{ \#(flat), \#(only), "name": { "case": "pascal", "prefix": "lv" } }"#) == ["LvColorText"])
        #expect(try names(#"{ \#(flat), \#(only), "name": { "prefix": "my-app" } }"#) == ["my-app-color-text"])
        #expect(NameTransform.words("onAccent2x-Large") == ["on", "accent2x", "large"])
    }

    @Test("Value transforms: px to rem and back, color notations, line heights as multiples or lengths")
    func valueTransforms() throws {
        var transforms = ValueTransforms()
        transforms.length = .rem
        #expect(transforms.apply(.dimension(TokenDimension(24, .px))) == .dimension(TokenDimension(1.5, .rem)))
        transforms.length = .dp
        #expect(transforms.apply(.dimension(TokenDimension(1.5, .rem))) == .dimension(TokenDimension(24, .dp)))
        #expect(transforms.apply(.dimension(TokenDimension(50, .percent))) == .dimension(TokenDimension(50, .percent)))
        transforms.length = nil
        transforms.lineHeight = .multiple
        let type = Typography(
            fontFamily: ["Inter"], fontSize: TokenDimension(16, .px), fontWeight: 400,
            letterSpacing: TokenDimension(0, .px), lineHeight: .length(TokenDimension(24, .px)))
        guard case .typography(let multiple) = transforms.apply(.typography(type)) else {
            Issue.record("not a typography value")
            return
        }
        #expect(multiple.lineHeight == .multiple(1.5))
        transforms.lineHeight = .length
        guard case .typography(let length) = transforms.apply(.typography(multiple)) else { return }
        #expect(length.lineHeight == .length(TokenDimension(24, .px)))
        // Each sRGB notation reads back, through LiveryCore's CSS color parser, as the color it wrote (oklch() and
        // color(display-p3) are read back by ColorAide in .ci/consumers, as LiveryCore does not parse them).
        let color = try Color(parsing: "#ff5073")
        for notation in ValueTransforms.ColorNotation.allCases where notation.isSRGBOnly {
            let text = notation.format(color)
            let back = try Color(parsing: text)
            #expect(back.hexString() == color.hexString(), "\(notation): \(text)")
        }
    }

    @Test("A token missing from a theme takes the default theme's value in resolve, export and every build format")
    func missingTokenTakesDefault() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "t/themes.resolver.json",
            ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
        )
        try folder.write(
            "t/light.tokens.json",
            ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "only-light": {"$value": "#ff0000"}}}"##)
        try folder.write("t/dark.tokens.json", ##"{"color": {"$type": "color", "bg": {"$value": "#000000"}}}"##)
        let resolver = folder.appending("t/themes.resolver.json").path
        // resolve: the value, and a note naming the token.
        let (output, diagnostics) = try ResolveCommand.parse([resolver, "--theme", "dark"]).render()
        #expect(output.contains(##""color.only-light": "#ff0000ff""##))
        #expect(
            diagnostics.contains { $0.kind == .fallbackToDefaultTheme && $0.tokenPath?.dotted == "color.only-light" })
        // Every built-in format writes it for dark with light's value, and the build says so once per output.
        let platforms = BuildFormatName.allCases.map { format in
            #""\#(format.rawValue)": {"format": "\#(format.rawValue)", "destination": "out/\#(format.rawValue)\#(format.writesFolder ? "" : ".out")"}"#
        }
        let builder = try Self.build(
            #"{"source": "t", "platforms": {\#(platforms.joined(separator: ", "))}}"#, in: folder)
        _ = try builder.render()
        let warned = builder.warnings.filter {
            $0.contains("1 token missing from theme dark takes the default theme's (light) value: color.only-light")
        }
        #expect(warned.count == BuildFormatName.allCases.count, "\(builder.warnings)")
        let json = try Self.build(
            #"{"source": "t", "platforms": {"j": {"format": "json-nested", "destination": "out/t.json"}}}"#, in: folder
        ).render()
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json[0].contents.utf8)) as? [String: [String: [String: String]]]
        )
        #expect(object["dark"]?["color"]?["only-light"] == "#ff0000ff")
    }

    @Test("The two Swift outputs of one build declare different types by default, so they compile side by side")
    func swiftOutputsDoNotCollide() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/d.tokens.json", #"{"gap": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}"#)
        let files = try Self.build(
            #"{"source": "t", "platforms": {"a": {"format": "swift", "destination": "Tokens.swift"}, "b": {"format": "swift-constants", "destination": "TokenConstants.swift"}}}"#,
            in: folder
        ).render()
        func declared(_ name: String) throws -> [String] {
            let text = try #require(files.first { $0.url.lastPathComponent == name }).contents
            return text.split(separator: "\n").filter {
                $0.hasPrefix("enum ") || $0.contains(" enum ") && !$0.hasPrefix(" ")
            }
            .map(String.init)
        }
        #expect(try declared("Tokens.swift").contains { $0.contains("enum Tokens {") })
        #expect(try declared("TokenConstants.swift").contains { $0.contains("enum TokenConstants {") })
        #expect(try !declared("TokenConstants.swift").contains { $0.contains("enum Tokens {") })
    }

    @Test("remBase converts rem the same way in every mobile output: Android resources, Compose, Flutter, Swift")
    func remBaseEverywhere() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/d.tokens.json", #"{"gap": {"$type": "dimension", "$value": {"value": 2, "unit": "rem"}}}"#)
        let platforms = ["android": "res", "compose": "T.kt", "flutter": "t.dart", "swift-constants": "T.swift"]
            .map {
                #""\#($0.key)": {"format": "\#($0.key)", "destination": "\#($0.value)", "transforms": {"remBase": 20}}"#
            }
        let files = try Self.build(
            #"{"source": "t", "platforms": {\#(platforms.joined(separator: ", "))}}"#, in: folder
        ).render()
        func text(_ suffix: String) throws -> String {
            try #require(files.first { $0.url.path.hasSuffix(suffix) }, "no \(suffix)").contents
        }
        #expect(try text("res/values/dimens.xml").contains(#"<dimen name="gap">40dp</dimen>"#))
        #expect(try text("T.kt").contains("gap = 40.dp"))
        #expect(try text("t.dart").contains("gap: 40"))
        #expect(try text("T.swift").contains("gap: CGFloat = 40"))
    }

    @Test("A bad config is one error naming the file, line and column, and the option's path")
    func configErrors() throws {
        #expect(
            try Self.error(
                """
                {
                  "source": "x",
                  "platforms": { "web": { "format": "cs", "destination": "a.css" } }
                }
                """)
                == "livery.config.json:3:37: platforms.web.format: unknown format 'cs'; expected one of css, scss, "
                + "js, json-nested, json-flat, tailwind, swift, swift-constants, xcassets, android, compose, flutter")
        #expect(
            try Self.error(
                """
                { "source": "x",
                  "platforms": { "web": { "format": "css", "destination": "a.css",
                    "transforms": { "colour": "hex" } } } }
                """) == "livery.config.json:3:21: platforms.web.transforms.colour: unknown option; expected one of "
                + "color, dimension, remBase, lineHeight")
        #expect(
            try Self.error(#"{ "platforms": {} }"#)
                == "livery.config.json:1:1: missing 'source': the token files to build")
        #expect(
            try Self.error("{ \"source\": \"x\",\n  \"platforms\": { \"web\": { \"format\": \"css\" } }\n}")
                == "livery.config.json:2:25: platforms.web: missing 'destination': the file (or folder, for xcassets "
                + "and android) to write")
        #expect(
            try Self.error("{ \"source\": \"x\"\n  \"platforms\": {} }")
                == "livery.config.json:2:3: expected ',' or '}' after an object element")
        #expect(
            try Self.error(
                """
                source: x
                platforms:
                  web:
                    format: css
                    destination: a.css
                    options:
                      outputReferences: yes please
                """, name: "livery.config.yaml")
                == "livery.config.yaml:7:25: platforms.web.options.outputReferences: expected true or false, found a string"
        )
    }

    @Test("A config that does not fit the tokens: a role naming no theme, two tokens with one name")
    func configMismatch() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "a.tokens.json",
            #"{ "a": { "b-c": { "$type": "number", "$value": 1 }, "b": { "c": { "$type": "number", "$value": 2 } } } }"#
        )
        do {
            _ = try Self.build(
                #"{ "source": "a.tokens.json", "platforms": { "w": { "format": "css", "destination": "a.css" } } }"#,
                in: folder
            ).render()
            Issue.record("no error")
        } catch let error as BuildConfigError {
            #expect(
                error.description.hasSuffix(
                    "platforms.w: tokens 'a.b-c' and 'a.b.c' both become 'a-b-c'; rename one, or filter one out"))
            #expect(error.position == SourcePosition(line: 1, column: 50))
        }
        let resolver = Self.path("Examples/Themes")
        do {
            _ = try Self.build(
                #"{ "source": "\#(resolver)", "themes": { "dark": "night" }, "platforms": { "w": { "format": "css", "destination": "a.css" } } }"#,
                in: folder
            ).render()
            Issue.record("no error")
        } catch let error as BuildConfigError {
            #expect(error.keyPath == "themes.dark")
            #expect(error.message == "no theme 'night'; the sources' themes are light, dark, sepia, high-contrast")
        }
    }

    @Test("Typography properties outside DTCG's five are written where the format has them")
    func typographyExtras() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "type.tokens.json",
            """
            {"type": {"body": {"$type": "typography", "$value": {"fontFamily": ["Inter"],
              "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"},
              "lineHeight": 1.5, "fontStyle": "italic", "fontVariant": "small-caps", "textDecoration": "underline",
              "textTransform": "uppercase", "paragraphSpacing": {"value": 8, "unit": "px"}}}}}
            """)
        let files = try Self.build(
            #"""
            { "source": "type.tokens.json", "platforms": {
              "web": { "options": { "typographyShorthand": true },
                       "files": [ { "format": "css", "destination": "t.css" }, { "format": "scss", "destination": "t.scss" } ] },
              "android": { "files": [ { "format": "compose", "destination": "T.kt" }, { "format": "flutter", "destination": "t.dart" },
                                      { "format": "android", "destination": "res" } ] } } }
            """#, in: folder
        ).render()
        func file(_ suffix: String) throws -> String {
            try #require(files.first { $0.url.path.hasSuffix(suffix) }).contents
        }
        let css = try file("t.css")
        #expect(css.contains("  --type-body: italic small-caps 400 16px/1.5 \"Inter\";\n"))
        for line in [
            "--type-body-font-style: italic;", "--type-body-font-variant: small-caps;",
            "--type-body-text-decoration: underline;", "--type-body-text-transform: uppercase;",
            "--type-body-paragraph-spacing: 8px;",
        ] {
            #expect(css.contains(line), "\(line)")
        }
        #expect(try file("t.scss").contains("$type-body-text-transform: uppercase;"))
        #expect(try file("T.kt").contains("fontStyle = FontStyle.Italic, textDecoration = TextDecoration.Underline)"))
        #expect(try file("t.dart").contains("fontStyle: FontStyle.italic, decoration: TextDecoration.underline)"))
        let appearance = try file("text_appearances.xml")
        #expect(appearance.contains("<item name=\"android:textStyle\">italic</item>"))
        #expect(appearance.contains("<item name=\"android:textAllCaps\">true</item>"))
    }

    @Test("A Mustache template is a format; its syntax errors name the template's line")
    func templates() throws {
        let folder = try TemporaryFolder()
        try folder.write("base.tokens.json", Self.tokens)
        try folder.write(
            "colors.xml.mustache",
            """
            {{% CONTENT_TYPE: TEXT}}
            <resources>
            {{#defaultTheme.tokens}}
            {{#isColor}}
                <color name="{{name}}">#{{argb}}</color>
            {{/isColor}}
            {{/defaultTheme.tokens}}
            </resources>

            """)
        let output = try Self.build(
            #"{ "source": "base.tokens.json", "platforms": { "android": { "template": "colors.xml.mustache", "destination": "colors.xml", "name": "snake", "filter": { "path": "palette.*" } } } }"#,
            in: folder
        ).render()[0].contents
        #expect(
            output == """
                <resources>
                    <color name="palette_ink">#FF1A1A1F</color>
                    <color name="palette_paper">#FFFFFFFF</color>
                    <color name="palette_vivid">#FFFF0B0C</color>
                </resources>

                """)
        try folder.write("broken.mustache", "line one\n{{#tokens}}\nno end\n")
        do {
            _ = try Self.build(
                #"{ "source": "base.tokens.json", "platforms": { "x": { "template": "broken.mustache", "destination": "x" } } }"#,
                in: folder
            ).render()
            Issue.record("no error")
        } catch let error as BuildConfigError {
            #expect(error.file.hasSuffix("broken.mustache"))
            #expect(error.message.hasPrefix("template syntax:"))
        }
    }
}

@Suite("livery build --watch")
struct BuildWatchTests {
    @Test("A source, config or template edit rebuilds what changed; a broken edit keeps the last good files")
    func watchSession() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens/base.tokens.json", BuildCommandTests.tokens)
        try folder.write("list.mustache", "{{#defaultTheme.tokens}}{{name}}\n{{/defaultTheme.tokens}}")
        let config = """
            { "source": "tokens", "platforms": { "web": { "files": [
                { "format": "css", "destination": "out/tokens.css" },
                { "format": "json-flat", "destination": "out/spacing.json", "filter": { "type": "dimension" } },
                { "template": "list.mustache", "destination": "out/list.txt" } ] } } }
            """
        try folder.write("livery.config.json", config)
        let session = BuildWatchSession(configURL: folder.url.appendingPathComponent("livery.config.json"))
        let first = session.rebuild()
        #expect(first.error == nil)
        #expect(first.report?.written.count == 3)
        #expect(
            session.watchedFiles.map(\.lastPathComponent) == [
                "livery.config.json", "list.mustache", "base.tokens.json",
            ])
        let monitor = FileChangeMonitor(files: session.watchedFiles)
        #expect(monitor.changes().isEmpty)

        // A token edit: the CSS is written again, the spacing JSON and the list are not.
        try folder.write(
            "tokens/base.tokens.json", BuildCommandTests.tokens.replacingOccurrences(of: "#1a1a1f", with: "#303030"))
        let changed = monitor.changes()
        #expect(changed.map(\.lastPathComponent) == ["base.tokens.json"])
        let second = session.rebuild(changed: changed)
        #expect(second.report?.written.map(\.lastPathComponent) == ["tokens.css"])
        #expect(second.message.hasPrefix("changed: base.tokens.json → wrote 1 file ("))
        let good = try folder.read("out/tokens.css")
        #expect(good.contains("--palette-ink: #303030;"))

        // A broken edit: reported, and every file stays as the last good build left it.
        try folder.write("tokens/base.tokens.json", "{ \"palette\": { \"ink\": { \"$value\": \"#12\" ")
        let broken = session.rebuild(changed: monitor.changes())
        #expect(broken.report == nil)
        #expect(broken.message.contains("base.tokens.json:1:"))
        #expect(broken.message.hasSuffix("(the files of the last build stay)"))
        #expect(try folder.read("out/tokens.css") == good)

        // A template edit rewrites its file only.
        try folder.write("tokens/base.tokens.json", BuildCommandTests.tokens)
        try folder.write("list.mustache", "{{#defaultTheme.tokens}}- {{path}}\n{{/defaultTheme.tokens}}")
        let both = monitor.changes()
        #expect(both.map(\.lastPathComponent) == ["list.mustache", "base.tokens.json"])
        let fixed = session.rebuild(changed: both)
        #expect(fixed.report?.written.map(\.lastPathComponent) == ["tokens.css", "list.txt"])
        #expect(try folder.read("out/list.txt").hasPrefix("- palette.ink\n"))

        // A config edit that adds a file: built, and its template is watched from then on.
        try folder.write("extra.mustache", "{{platform}}")
        try folder.write(
            "livery.config.json",
            config.replacingOccurrences(
                of: "] } } }", with: #", { "template": "extra.mustache", "destination": "out/extra.txt" } ] } } }"#))
        let configChange = monitor.changes()
        #expect(configChange.map(\.lastPathComponent) == ["livery.config.json"])
        let extended = session.rebuild(changed: configChange)
        #expect(extended.report?.written.map(\.lastPathComponent) == ["extra.txt"])
        monitor.replaceFiles(with: session.watchedFiles)
        #expect(monitor.watchedFiles.map(\.lastPathComponent).contains("extra.mustache"))
        #expect(monitor.changes().isEmpty)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("extra.mustache"))
        #expect(monitor.changes().map(\.lastPathComponent) == ["extra.mustache"])
    }
}

/// `livery build` on the real-world corpus (Tests/Fixtures/RealWorld, see its README for sources and licenses),
/// its outputs checked against what each project's own build published.
@Suite("livery build on published token sets")
struct BuildRealWorldTests {
    static func corpus(_ relative: String) -> String {
        BuildCommandTests.path("Tests/Fixtures/RealWorld/" + relative)
    }

    /// Whether two CSS values are the same: compared word by word (split at spaces and commas), colors as 8-bit
    /// RGBA within one step per channel (the projects' builds truncate alpha where Livery rounds), quotes around
    /// font names and a transition's leading `all` ignored.
    static func same(_ ours: String, _ theirs: String) -> Bool {
        func words(_ text: String) -> [String] {
            var text = text.replacingOccurrences(of: "\"", with: "")
            if text.hasPrefix("all ") { text.removeFirst(4) }
            return text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        }
        let (a, b) = (words(ours), words(theirs))
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            guard x.hasPrefix("#"), let c = try? Color(parsing: x), let d = try? Color(parsing: y) else {
                return x == y
            }
            return [(c.red, d.red), (c.green, d.green), (c.blue, d.blue), (c.alpha, d.alpha)].allSatisfy {
                abs(Int(Color.byte($0.0)) - Int(Color.byte($0.1))) <= 1
            }
        }
    }

    @Test("RFDS (DTCG 2025.10 resolver, Apache-2.0): four themes equal the resolved files the project publishes")
    func rfds() throws {
        let folder = try TemporaryFolder()
        // A Mustache template lists each theme's tokens by path with their CSS values, as the project publishes.
        try folder.write(
            "list.mustache",
            "{{% CONTENT_TYPE: TEXT}}\n{{#themes}}\n== {{name}}\n{{#tokens}}\n{{path}}\t{{value}}\n{{/tokens}}\n{{/themes}}\n"
        )
        let text = try BuildCommandTests.build(
            #"{ "source": "\#(Self.corpus("rfds/rfds.resolver.json"))", "platforms": { "data": { "template": "list.mustache", "destination": "rfds.txt" } } }"#,
            in: folder
        ).render()[0].contents
        var built: [String: [String: String]] = [:]
        var theme = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("== ") {
                theme = String(line.dropFirst(3))
                continue
            }
            let parts = line.split(separator: "\t", maxSplits: 1)
            built[theme, default: [:]][String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        for (theme, published) in [
            // Every permutation of the three modifiers is built, named by its contexts in resolution order
            // (color-mode, fin-profile, density); these four are the ones the project publishes.
            ("light-western-default", "light.western"), ("dark-western-default", "dark.western"),
            ("dark-hc-western-default", "dark-hc.western"), ("light-korea-default", "light.korea"),
        ] {
            let data = try Data(
                contentsOf: URL(fileURLWithPath: Self.corpus("rfds/resolved/tokens.resolved.\(published).json")))
            let expected = try #require(
                (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["tokens"] as? [String: Any])
            let ours = try #require(built[theme], "no theme \(theme)")
            var compared = 0
            for (path, value) in expected {
                // Typography objects are published as objects; the CSS shorthand is not comparable.
                guard !(value is [String: Any]) else { continue }
                let theirs = (value as? NSNumber).map { NumberFormatting.shortest($0.doubleValue) } ?? "\(value)"
                guard let mine = ours[path] else {
                    Issue.record("\(theme): \(path) is missing")
                    continue
                }
                #expect(Self.same(mine, theirs), "\(theme) \(path): built \(mine), published \(theirs)")
                compared += 1
            }
            #expect(compared >= 1200, "\(theme): compared \(compared)")
        }
    }

    @Test(
        "lion-example (Tokens Studio, MIT): each theme's CSS block equals the CSS its Style Dictionary build published")
    func lionExample() throws {
        let folder = try TemporaryFolder()
        let css = try BuildCommandTests.build(
            #"{ "source": "\#(Self.corpus("lion-example/tokens"))", "platforms": { "web": { "format": "css", "destination": "lion.css" } } }"#,
            in: folder
        ).render()[0].contents
        // Each theme's block: `[data-theme="NAME"] { --a: b; … }` (the first also on :root).
        var blocks: [String: [String: String]] = [:]
        let pattern = try Regex(#"\[data-theme="([^"]+)"\] \{\n([^{}]*)\}"#)
        for match in css.matches(of: pattern) {
            let name = String(match.output[1].substring!)
            var declarations: [String: String] = [:]
            for line in match.output[2].substring!.split(separator: "\n") {
                let parts = line.trimmingCharacters(in: .whitespaces).dropLast().split(separator: ":", maxSplits: 1)
                if parts.count == 2 { declarations[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces) }
            }
            blocks[name] = declarations
        }
        #expect(
            blocks.keys.sorted() == [
                "Business-Blue", "Business-Green", "Business-Purple", "Casual-Blue", "Casual-Green", "Casual-Purple",
            ])
        let core = try String(contentsOfFile: Self.corpus("lion-example/published/core.css"), encoding: .utf8)
        for (theme, ours) in blocks {
            let semantic = try String(
                contentsOfFile: Self.corpus("lion-example/published/semantic-\(theme.lowercased()).css"),
                encoding: .utf8)
            var published: [String: String] = [:]
            for line in (core + "\n" + semantic).split(separator: "\n") where line.contains("--") && line.hasSuffix(";")
            {
                let parts = line.trimmingCharacters(in: .whitespaces).dropLast().split(separator: ":", maxSplits: 1)
                if parts.count == 2 { published[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces) }
            }
            var compared = 0
            for (name, value) in published {
                guard let mine = ours[name] else { continue }
                // Their references (var(--x)) are followed to the value, as a browser would.
                var theirs = value
                while theirs.hasPrefix("var("), let next = published[String(theirs.dropFirst(4).dropLast())] {
                    theirs = next
                }
                guard (try? Color(parsing: theirs)) != nil || TokenDimension(parsing: theirs) != nil else { continue }
                #expect(Self.same(mine, theirs), "\(theme) \(name): built \(mine), published \(theirs)")
                compared += 1
            }
            #expect(compared * 10 >= published.count * 9, "\(theme): compared \(compared) of \(published.count)")
        }
    }
}
