import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

/// A loaded image stand-in: the file's bytes, one object per load, so tests can see when a load happens and
/// when the runtime lets go of one.
final class LoadedBytes {
    let data: Data
    let url: URL
    init(data: Data, url: URL) {
        self.data = data
        self.url = url
    }
}

/// An image value as the adapters make one (`UIKitImage`, `AppKitImage`), loading the pack file the theme's asset
/// token names, and counting loads.
struct LoadedImage: ThemeValueConvertible {
    @MainActor static var loads: [URL] = []
    let bytes: LoadedBytes

    init?(themeValue: TokenValue) { nil }

    init?(themeValue: TokenValue, context: ThemeValueContext) {
        guard let asset = ImageAsset(themeValue: themeValue, context: context), case .file(let url) = asset.location,
            let data = FileManager.default.contents(atPath: url.path)
        else { return nil }
        bytes = LoadedBytes(data: data, url: url)
        MainActor.assumeIsolated { Self.loads.append(url) }
    }
}

/// An object with an image property.
final class Picture: ThemeBindable {
    var image: LoadedImage?
}

@Suite("Images per theme: asset tokens found in the theme's pack, loaded once per theme, released after")
@MainActor
struct ImageTests {
    /// A pack-like folder with two images, and three themes: day and dusk show `images/sun` (one as a name
    /// without extension), night shows `images/moon.jpg`.
    static func manager() throws -> (ThemeManager, TemporaryFolder) {
        let scratch = try TemporaryFolder("images")
        let folder = scratch.url
        try scratch.write("images/sun.png", "sun")
        try scratch.write("images/moon.jpg", "moon")
        let loader = TokenLoader()
        func theme(_ name: String, _ hero: String) throws -> ThemeSource {
            let text =
                #"{ "image": { "hero": { "$type": "asset", "$value": "\#(hero)" },"#
                + #" "logo": { "$type": "asset", "$value": "brand/logo" } } }"#
            return ThemeSource(name: name, documents: [try loader.load(text: text, file: "\(name).tokens.json")])
        }
        let set = ThemeSet(
            themes: [
                try theme("day", "images/sun"), try theme("night", "images/moon.jpg"),
                try theme("dusk", "images/sun.png"),
            ],
            defaultTheme: "day")
        let manager = ThemeManager(name: "images", store: nil)
        try manager.add(set, assets: AssetLocator(packDirectory: folder))
        return (manager, scratch)
    }

    @Test("An asset token names the pack's file (format from its extension), else an asset-catalog image")
    func locatesInThePack() throws {
        let (manager, scratch) = try Self.manager()
        let folder = scratch.url
        let hero = try #require(manager.snapshot?.value("image.hero", as: ImageAsset.self))
        let sun = folder.appending(path: "images/sun.png").standardizedFileURL.resolvingSymlinksInPath()
        #expect(hero.location == .file(sun))
        #expect(hero.format == .png)
        #expect(manager.snapshot?.value("image.logo", as: ImageAsset.self)?.location == .bundle("brand/logo"))
        try manager.switchTo("night")
        #expect(manager.snapshot?.value("image.hero", as: ImageAsset.self)?.format == .jpeg)
        #expect(ImageAsset(themeValue: .color(.black)) == nil, "only asset tokens are images")
    }

    @Test("One load per theme for every bound object; the previous theme's image is released on the switch")
    func cachedPerThemeAndReleased() throws {
        let (manager, scratch) = try Self.manager()
        defer { withExtendedLifetime(scratch) {} }  // the pack's files are read until the test ends
        let pictures = (0..<50).map { _ in Picture() }
        let before = LoadedImage.loads.count
        for picture in pictures { picture.livery(manager).image = "image.hero" }
        weak let released = try loadedOnce(pictures)

        try manager.switchTo("night")
        #expect(pictures.allSatisfy { $0.image.map { String(decoding: $0.bytes.data, as: UTF8.self) } == "moon" })
        #expect(released == nil, "nothing holds the day image once night is current")

        try manager.switchTo("dusk")
        #expect(pictures.allSatisfy { $0.image.map { String(decoding: $0.bytes.data, as: UTF8.self) } == "sun" })
        let loaded = LoadedImage.loads.dropFirst(before).map(\.lastPathComponent)
        #expect(loaded == ["sun.png", "moon.jpg", "sun.png"], "one load per theme, not per picture")
        manager.checkInvariants()
    }

    /// The day image every picture shows, checked to be one object (returned for a weak reference only).
    private func loadedOnce(_ pictures: [Picture]) throws -> LoadedBytes {
        let day = try #require(pictures[0].image?.bytes)
        #expect(String(decoding: day.data, as: UTF8.self) == "sun")
        #expect(pictures.allSatisfy { $0.image?.bytes === day }, "one image shared by every picture")
        return day
    }
}
