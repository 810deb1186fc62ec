import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTokenCommands

/// Images and fonts the tokens name, through `livery build`: copied byte for byte into an imageset, Android's
/// drawables and fonts, and beside the CSS with `url()` and `@font-face`; references checked to exist and to stay
/// inside the source folders.
@Suite("livery build: images and fonts the tokens name")
struct AssetBuildTests {
    static let example = Repository.url("Examples/Assets")

    static func render() throws -> [Builder.RenderedFile] {
        try Builder(config: try BuildConfig.load(contentsOf: example.appendingPathComponent("livery.config.json")))
            .render()
    }

    static func file(_ files: [Builder.RenderedFile], _ suffix: String) throws -> Builder.RenderedFile {
        try #require(files.first { $0.url.path.hasSuffix(suffix) }, "no \(suffix)")
    }

    @Test("an asset token becomes an imageset: the light image for any appearance, the dark one for dark")
    func imageset() throws {
        let files = try Self.render()
        let set = "apple/Assets/Images.xcassets/asset-logo.imageset/"
        let contents = try Self.file(files, set + "Contents.json").contents
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contents.utf8)) as? [String: Any])
        let images = try #require(object["images"] as? [[String: Any]])
        #expect(images.map { $0["filename"] as? String } == ["asset-logo.png", "asset-logo-dark.png"])
        let dark = try #require(images[1]["appearances"] as? [[String: String]])
        #expect(dark == [["appearance": "luminosity", "value": "dark"]])
        #expect(
            try Self.file(files, set + "asset-logo.png").copyFrom
                == Self.example.appendingPathComponent("images/logo-light.png").resolvingSymlinksInPath())
        #expect(
            try Self.file(files, set + "asset-logo-dark.png").copyFrom
                == Self.example.appendingPathComponent("images/logo-dark.png").resolvingSymlinksInPath())
        // The font, listed where iOS registers it.
        let plist = try Self.file(files, "apple/Assets/Fonts.plist").contents
        let fonts = try #require(
            (try PropertyListSerialization.propertyList(from: Data(plist.utf8), format: nil) as? [String: Any])?[
                "UIAppFonts"] as? [String])
        #expect(fonts == ["Fonts/LobsterTwo-BoldItalic.otf"])
        #expect(try Self.file(files, "apple/Assets/Fonts/LobsterTwo-BoldItalic.otf").copyFrom != nil)
    }

    @Test("Android: drawable and drawable-night, and a font family resource naming its files")
    func android() throws {
        let files = try Self.render()
        #expect(try Self.file(files, "res/drawable/asset_logo.png").copyFrom?.lastPathComponent == "logo-light.png")
        #expect(
            try Self.file(files, "res/drawable-night/asset_logo.png").copyFrom?.lastPathComponent == "logo-dark.png")
        let family = try Self.file(files, "res/font/font_display.xml").contents
        #expect(
            family.contains(
                "android:font=\"@font/font_display_700_italic\" android:fontWeight=\"700\" android:fontStyle=\"italic\""
            ))
        #expect(
            try Self.file(files, "res/font/font_display_700_italic.otf").copyFrom?.lastPathComponent
                == "LobsterTwo-BoldItalic.otf")
    }

    @Test("files a platform leaves out are named: fonts it cannot load, one name twice, themes without a folder")
    func leftOutFiles() throws {
        let folder = try TemporaryFolder("assets-left-out")
        let font = try Data(contentsOf: Self.example.appendingPathComponent("fonts/LobsterTwo-BoldItalic.otf"))
        for path in ["t/a/Lobster.otf", "t/b/Lobster.otf", "t/web.woff2"] {
            try FileManager.default.createDirectory(
                at: folder.appending(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try font.write(to: folder.appending(path))
        }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for name in ["light.png", "dark.png", "sepia.png"] { try png.write(to: folder.appending("t/" + name)) }
        func fonts(_ files: [String]) -> String {
            files.map { #"{"file": "\#($0)"}"# }.joined(separator: ", ")
        }
        try folder.write(
            "t/base.tokens.json",
            #"{"font": {"$type": "fontFamily", "a": {"$value": "A", "$extensions": {"org.livery.fonts": [\#(fonts(["a/Lobster.otf", "web.woff2"]))]}}, "b": {"$value": "B", "$extensions": {"org.livery.fonts": [\#(fonts(["b/Lobster.otf"]))]}}}}"#
        )
        // The logo only in dark (Android writes drawable-night beside a drawable, never alone), and one in sepia.
        try folder.write("t/light.tokens.json", "{}")
        try folder.write("t/dark.tokens.json", #"{"logo": {"$type": "asset", "$value": "dark.png"}}"#)
        try folder.write("t/sepia.tokens.json", #"{"logo": {"$type": "asset", "$value": "sepia.png"}}"#)
        try folder.write(
            "t/themes.resolver.json",
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "modifiers": {"mode": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}], "sepia": [{"$ref": "sepia.tokens.json"}]}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}"##
        )
        try folder.write(
            "livery.config.json",
            #"{"source": "t/themes.resolver.json", "platforms": {"a": {"format": "android", "destination": "res"}, "i": {"format": "xcassets", "destination": "A.xcassets"}}}"#
        )
        let builder = Builder(config: try BuildConfig.load(contentsOf: folder.appending("livery.config.json")))
        _ = try builder.render()
        let warnings = builder.warnings.joined(separator: "\n")
        #expect(warnings.contains("res: android leaves out font files it cannot load (otf, ttf only): web.woff2"))
        #expect(
            warnings.contains(
                "A.xcassets: xcassets leaves out font files it cannot load (otf, ttc, ttf only): web.woff2"))
        #expect(warnings.contains("xcassets leaves out font files whose name another already has"))
        #expect(warnings.contains("b/Lobster.otf (beside "))
        #expect(warnings.contains("android leaves out the images and fonts of themes it has no resource folder for"))
        #expect(warnings.contains("dark.png (dark)") && warnings.contains("sepia.png (sepia)"), "\(warnings)")
    }

    @Test("CSS: @font-face for the font, url() to each theme's image, the files copied beside it")
    func css() throws {
        let files = try Self.render()
        let css = try Self.file(files, "web/tokens.css").contents
        #expect(
            css.contains(
                "@font-face {\n  font-family: \"Lobster Two\";\n  src: url(\"fonts/LobsterTwo-BoldItalic.otf\") format(\"opentype\");\n  font-weight: 700;\n  font-style: italic;"
            ))
        let blocks = CSSBlocks.parse(css)
        #expect(blocks.first { $0.key.hasPrefix(":root") }?.value["--asset-logo"] == "url(\"assets/asset-logo.png\")")
        #expect(blocks["[data-theme=\"dark\"]"]?["--asset-logo"] == "url(\"assets/asset-logo-dark.png\")")
        #expect(try Self.file(files, "web/assets/asset-logo-dark.png").copyFrom?.lastPathComponent == "logo-dark.png")
    }

    @Test("written files are byte-for-byte copies, and a second build leaves them alone")
    func copiesAreExact() throws {
        let folder = try TemporaryFolder("assets")
        let image = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data((0..<300).map { UInt8($0 % 251) })
        try FileManager.default.createDirectory(at: folder.appending("tokens/img"), withIntermediateDirectories: true)
        try image.write(to: folder.appending("tokens/img/logo.png"))
        try folder.write("tokens/t.tokens.json", #"{"logo": {"$type": "asset", "$value": "img/logo.png"}}"#)
        try folder.write(
            "livery.config.json",
            #"{"source": "tokens", "platforms": {"web": {"format": "css", "destination": "out/t.css"}, "apple": {"format": "xcassets", "destination": "out/apple"}}}"#
        )
        let builder = Builder(config: try BuildConfig.load(contentsOf: folder.appending("livery.config.json")))
        let report = try builder.build()
        #expect(try Data(contentsOf: folder.appending("out/assets/logo.png")) == image)
        #expect(try Data(contentsOf: folder.appending("out/apple/Images.xcassets/logo.imageset/logo.png")) == image)
        #expect(report.written.count == 6)
        #expect(try builder.build().written.isEmpty)
    }

    @Test("a file several tokens name is written once: an alias resource on Android, hard links in the catalog")
    func identicalSourcesWrittenOnce() throws {
        let folder = try TemporaryFolder("assets")
        let image = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data((0..<4096).map { UInt8($0 % 253) })
        try FileManager.default.createDirectory(at: folder.appending("tokens/img"), withIntermediateDirectories: true)
        try image.write(to: folder.appending("tokens/img/logo.png"))
        let names = (0..<8).map { "logo\($0)" }
        try folder.write(
            "tokens/t.tokens.json",
            "{" + names.map { #""\#($0)": {"$type": "asset", "$value": "img/logo.png"}"# }.joined(separator: ",") + "}")
        try folder.write(
            "livery.config.json",
            #"{"source": "tokens", "platforms": {"a": {"format": "android", "destination": "out/res"}, "i": {"format": "xcassets", "destination": "out/apple"}}}"#
        )
        let builder = Builder(config: try BuildConfig.load(contentsOf: folder.appending("livery.config.json")))
        _ = try builder.build()
        // Android: one drawable, and an alias resource naming it for each other token.
        let drawables = try FileManager.default.contentsOfDirectory(atPath: folder.appending("out/res/drawable").path)
        #expect(drawables == ["logo0.png"])
        let aliases = try String(contentsOf: folder.appending("out/res/values/drawables.xml"), encoding: .utf8)
        for name in names.dropFirst() {
            #expect(aliases.contains(#"<item name="\#(name)" type="drawable">@drawable/logo0</item>"#))
        }
        // The catalog: an imageset per token (the names `UIImage(named:)` takes), each file the same one on disk
        // as the Android drawable: nine names, one file.
        var inodes = Set<UInt64>()
        let files =
            [folder.appending("out/res/drawable/logo0.png")]
            + names.map { folder.appending("out/apple/Images.xcassets/\($0).imageset/\($0).png") }
        for url in files {
            #expect(try Data(contentsOf: url) == image)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            inodes.insert(try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value))
            #expect((attributes[.referenceCount] as? NSNumber)?.intValue == files.count)
        }
        #expect(inodes.count == 1)
        #expect(try builder.build().written.isEmpty)
    }

    @Test("the files a build copies are bounded together, each counted once, before anything is written")
    func copiedTotalBounded() throws {
        let folder = try TemporaryFolder("assets")
        try FileManager.default.createDirectory(at: folder.appending("tokens/img"), withIntermediateDirectories: true)
        // Five distinct 60 MiB images (sparse files: their size is what the bound reads, and nothing reads them).
        let count = AssetFiles.maximumCopiedBytes / (60 << 20) + 1
        for index in 0..<count {
            let url = folder.appending("tokens/img/i\(index).png")
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 60 << 20)
            try handle.close()
        }
        try folder.write(
            "tokens/t.tokens.json",
            "{"
                + (0..<count).map { #""i\#($0)": {"$type": "asset", "$value": "img/i\#($0).png"}"# }
                .joined(separator: ",") + "}")
        try folder.write(
            "livery.config.json",
            #"{"source": "tokens", "platforms": {"a": {"format": "android", "destination": "out"}}}"#)
        let builder = Builder(config: try BuildConfig.load(contentsOf: folder.appending("livery.config.json")))
        #expect {
            _ = try builder.build()
        } throws: { error in
            "\(error)".contains("copies come to more than \(AssetFiles.maximumCopiedBytes) bytes together")
                && "\(error)".contains("nothing was written")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appending("out").path))
    }

    /// The error building `tokens` (one token file) gives, with the folder's path taken out.
    static func error(_ value: String, setUp: (TemporaryFolder) throws -> Void = { _ in }) throws -> String {
        let folder = try TemporaryFolder("assets")
        try folder.write("tokens/t.tokens.json", "{\n  \"logo\": {\"$type\": \"asset\", \"$value\": \(value)}\n}")
        try folder.write("secret.png", "not yours")
        try setUp(folder)
        try folder.write(
            "project/livery.config.json",
            #"{"source": "../tokens", "platforms": {"web": {"format": "css", "destination": "t.css"}}}"#)
        do {
            _ = try Builder(config: try BuildConfig.load(contentsOf: folder.appending("project/livery.config.json")))
                .render()
            return "no error"
        } catch {
            return "\(error)".replacingOccurrences(of: folder.url.resolvingSymlinksInPath().path + "/", with: "")
                .replacingOccurrences(of: folder.url.path + "/", with: "")
        }
    }

    @Test(
        "a reference that is missing, absolute, outside the source folders or behind a link is refused, named by file, line and column"
    )
    func refusedReferences() throws {
        #expect(
            try Self.error(#""img/missing.png""#).hasPrefix(
                "tokens/t.tokens.json:2:3: logo: 'img/missing.png' does not exist"))
        #expect(try Self.error(#""/etc/hostname.png""#).contains("is an absolute path"))
        #expect(
            try Self.error(#""../secret.png""#).contains(
                "tokens/t.tokens.json:2:3: logo: '../secret.png' lies outside the source folders"))
        let linked = try Self.error(#""link.png""#) { folder in
            try FileManager.default.createSymbolicLink(
                at: folder.appending("tokens/link.png"), withDestinationURL: folder.appending("secret.png"))
        }
        #expect(linked.contains("'link.png' lies outside the source folders"))
        let folderReference = try Self.error(#""dir.png""#) { folder in
            try FileManager.default.createDirectory(
                at: folder.appending("tokens/dir.png"), withIntermediateDirectories: true)
        }
        #expect(folderReference.contains("'dir.png' is not a regular file"))
        // A name without a file extension is an asset's name for the runtime, not a file.
        #expect(try Self.error(#""logo""#) == "no error")
    }

    @Test("font entries: a file, a weight from 1 to 1000, a style normal or italic")
    func fontEntries() throws {
        let folder = try TemporaryFolder("assets")
        try folder.write("tokens/f.otf", "OTTO")
        let tokens =
            #"{"font": {"$type": "fontFamily", "$value": ["X"], "$extensions": {"org.livery.fonts": [{"file": "f.otf", "weight": 1200}]}}}"#
        try folder.write("tokens/t.tokens.json", tokens)
        // The entry's own position.
        let column = tokens.distance(from: tokens.startIndex, to: tokens.range(of: #"{"file""#)!.lowerBound) + 1
        try folder.write(
            "livery.config.json",
            #"{"source": "tokens", "platforms": {"web": {"format": "css", "destination": "t.css"}}}"#)
        #expect(throws: CLIError.self) {
            _ = try Builder(config: try BuildConfig.load(contentsOf: folder.appending("livery.config.json"))).render()
        }
        do {
            _ = try Builder(config: try BuildConfig.load(contentsOf: folder.appending("livery.config.json"))).render()
        } catch {
            #expect("\(error)".contains("t.tokens.json:1:\(column): font: a font weight is 1 to 1000, not 1200"))
        }
    }
}
