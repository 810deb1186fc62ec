import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

/// The platform adapters' arithmetic, tested here because UIKit, AppKit and SwiftUI do not exist on Linux.
@Suite("Platform specs: fonts, shadows, gradients, content tone, assets")
struct PlatformSpecTests {
    @Test("typography tokens of the example themes become font specs")
    func exampleTypography() throws {
        let resolver = try ResolverDocument.load(contentsOf: TestThemes.examplesURL("Themes/themes.resolver.json"))
        let light = try resolver.themeSet(varying: "theme").compile()["light"]!
        let body = try #require(light["typography.body"].flatMap(Typography.init(themeValue:)))
        let spec = FontSpec(body)
        #expect(spec.pointSize == 16)
        #expect(spec.systemWeight == 0)
        #expect(spec.lineHeightMultiple == 1.5)
        #expect(spec.textStyle == .callout)  // 16 pt
        #expect(spec.families.first == "Inter")
        let title = try #require(light["typography.title"].flatMap(Typography.init(themeValue:)))
        #expect(FontSpec(title).systemWeight > 0.2)
    }

    @Test("units and weights")
    func unitsAndWeights() {
        #expect(FontSpec.points(TokenDimension(1.5, .rem)) == 24)
        #expect(FontSpec.points(TokenDimension(0.5, .em), fontSize: 20) == 10)
        #expect(FontSpec.points(TokenDimension(150, .percent), fontSize: 12) == 18)
        #expect(FontSpec.points(TokenDimension(13, .pt)) == 13)
        #expect(FontSpec.systemWeight(forCSSWeight: 400) == 0)
        #expect(FontSpec.systemWeight(forCSSWeight: 700) == 0.4)
        #expect(FontSpec.systemWeight(forCSSWeight: 900) == 0.62)
        #expect(FontSpec.systemWeight(forCSSWeight: 100) == -0.8)
        #expect(FontSpec.systemWeight(forCSSWeight: 50) == -0.8)
        #expect(FontSpec.systemWeight(forCSSWeight: 1000) == 0.62)
        #expect(abs(FontSpec.systemWeight(forCSSWeight: 650) - 0.35) < 1e-12)
        #expect(FontSpec.systemWeight(forCSSWeight: .nan) == 0)

        let spaced = Typography(
            fontFamily: ["X"], fontSize: TokenDimension(20, .px), fontWeight: 600,
            letterSpacing: TokenDimension(0.05, .em), lineHeight: 1.2)
        let spec = FontSpec(spaced)
        #expect(abs(spec.kern - 1) < 1e-12)
        #expect(spec.textStyle == .title3)
        #expect(!spec.isItalic && !spec.isUnderlined && !spec.isStruckThrough)
    }

    @Test("a text style's fontStyle and textDecoration (outside DTCG's five) become traits and attributes")
    func styleAndDecoration() throws {
        let theme = try TokenLoader().load(
            text: """
                {"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": {"value": 16, "unit": "px"},
                  "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5,
                  "fontStyle": "oblique 10deg", "textDecoration": "underline line-through"}}}
                """, file: "t.tokens.json")
        let resolved = try TokenResolver().resolve(ThemeSource(name: "t", documents: [theme]))
        guard case .typography(let type)? = resolved["t"]?.value else {
            Issue.record("t is not a typography token")
            return
        }
        let spec = FontSpec(type)
        #expect(spec.isItalic && spec.isUnderlined && spec.isStruckThrough)
    }

    @Test("Dynamic Type styles: nearest default size; headline or body at 17 by weight")
    func textStyles() {
        #expect(FontSpec.TextStyle.nearest(to: 17, bold: true) == .headline)
        #expect(FontSpec.TextStyle.nearest(to: 17, bold: false) == .body)
        #expect(FontSpec.TextStyle.nearest(to: 40, bold: false) == .largeTitle)
        #expect(FontSpec.TextStyle.nearest(to: 8, bold: false) == .caption2)
        #expect(FontSpec.TextStyle.nearest(to: 12.5, bold: false) == .caption1)  // a tie takes the smaller
        #expect(FontSpec.TextStyle.nearest(to: 25, bold: false) == .title2)
    }

    @Test("shadows: opacity from alpha, CA radius is half the CSS blur, approximations listed")
    func shadows() throws {
        let color = Color(red: 0, green: 0, blue: 0, alpha: 0.25)
        let shadow = Shadow(
            color: color, offsetX: TokenDimension(0, .px), offsetY: TokenDimension(2, .px),
            blur: TokenDimension(8, .px), spread: TokenDimension(0, .px))
        let spec = try #require(LayerShadowSpec([shadow]))
        #expect(spec.color == .black)
        #expect(spec.opacity == 0.25)
        #expect(spec.offsetY == 2 && spec.radius == 4)
        #expect(spec.approximations.isEmpty)
        var spread = shadow
        spread.spread = TokenDimension(1, .px)
        spread.inset = true
        #expect(LayerShadowSpec([spread, shadow])?.approximations.count == 3)
        #expect(LayerShadowSpec([]) == nil)
    }

    @Test("gradients: sorted, clamped stops; CSS angles to unit-square points")
    func gradients() {
        let red = Color(red: 1, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        let green = Color(red: 0, green: 1, blue: 0)
        let spec = GradientSpec([
            GradientStop(color: blue, position: 1.5), GradientStop(color: red, position: -1),
            GradientStop(color: green, position: 0.5),
        ])
        #expect(spec.colors == [red, green, blue])
        #expect(spec.locations == [0, 0.5, 1])
        #expect([spec.startX, spec.startY, spec.endX, spec.endY] == [0.5, 0, 0.5, 1])  // to bottom
        let right = GradientSpec([], angle: 90)
        #expect([right.startX, right.startY, right.endX, right.endY] == [0, 0.5, 1, 0.5])
        let diagonal = GradientSpec([], angle: 45)  // to the top right corner
        #expect([diagonal.startX, diagonal.startY, diagonal.endX, diagonal.endY] == [0, 1, 1, 0])
    }

    @Test("content tone: the text color with more contrast wins")
    func tone() {
        #expect(ContentTone(background: .white) == .dark)
        #expect(ContentTone(background: Color(hex: "1a1a1f")!) == .light)
        #expect(ContentTone(background: Color(hex: "ecdfc8")!) == .dark)  // sepia canvas
        #expect(ContentTone(background: Color(hex: "0a58ca")!) == .light)
        #expect(ContentTone(background: Color(red: 1, green: 1, blue: 1, alpha: 0.1)) == .light)  // over black
    }

    /// The UIKit adapter converts with `UIControl.State(rawValue: state.rawValue)`: the bits are UIKit's
    /// documented values (normal 0, highlighted 1 << 0, disabled 1 << 1, selected 1 << 2, focused 1 << 3).
    @Test("control states have UIControl.State's raw values")
    func controlStates() {
        #expect(ControlState.normal.rawValue == 0)
        #expect(ControlState.highlighted.rawValue == 1)
        #expect(ControlState.disabled.rawValue == 2)
        #expect(ControlState.selected.rawValue == 4)
        #expect(ControlState.focused.rawValue == 8)
        #expect(ControlState([.selected, .highlighted]).rawValue == 5)
    }

    @Test("assets: a pack's file when it is inside the pack, else the bundle; nothing escapes the directory")
    func assets() throws {
        let scratch = try TemporaryFolder("assets")
        let root = scratch.appending("assets")
        let pack = root.appending(path: "pack")
        try FileManager.default.createDirectory(at: pack.appending(path: "images"), withIntermediateDirectories: true)
        try Data("<svg/>".utf8).write(to: pack.appending(path: "images/leaf.svg"))
        try Data("secret".utf8).write(to: root.appending(path: "outside.png"))
        try FileManager.default.createSymbolicLink(
            at: pack.appending(path: "images/link.png"), withDestinationURL: root.appending(path: "outside.png"))

        let locator = AssetLocator(packDirectory: pack)
        let leaf = pack.appending(path: "images/leaf.svg").standardizedFileURL.resolvingSymlinksInPath()
        #expect(locator.locate("images/leaf.svg") == .file(leaf))
        #expect(locator.locate("images/leaf") == .file(leaf))  // extension tried
        #expect(locator.locate("brand/logo") == .bundle("brand/logo"))
        #expect(locator.locate("brand/logo.png") == .bundle("brand/logo"))
        #expect(locator.locate("../outside.png") == .bundle("../outside"))
        let absolute = root.appending(path: "outside.png").path
        #expect(locator.locate(absolute) == .bundle((absolute as NSString).deletingPathExtension))
        #expect(locator.locate("images/link.png") == .bundle("images/link"))  // a link pointing out
        #expect(locator.locate("images") == .bundle("images"))  // a directory is not an image
        #expect(AssetLocator(packDirectory: nil).locate("images/leaf.svg") == .bundle("images/leaf"))
    }
}
