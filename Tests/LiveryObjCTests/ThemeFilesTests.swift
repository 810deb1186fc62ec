import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryObjC

/// `loadThemesFromTokenFiles:defaultTheme:error:`'s reading and checks, on the example themes' files.
@Suite("Objective-C: themes from token files, layered per theme, with typed errors for what cannot be used")
struct ThemeFilesTests {
    static func themes(_ name: String) -> URL { Repository.url("Examples/Themes/\(name).tokens.json") }

    @Test("base + theme files give the same tokens as the examples' resolver document does for each context")
    func sameAsResolver() throws {
        let base = Self.themes("base")
        let set = try ObjCThemeFiles.themeSet(
            files: [
                "light": [base, Self.themes("light")], "dark": [base, Self.themes("dark")],
                "sepia": [base, Self.themes("sepia")],
            ],
            defaultTheme: "light")
        #expect(set.themes.map(\.name) == ["light", "dark", "sepia"], "the default first, then by name")
        let fromFiles = try set.compile()
        let fromResolver = try ResolverDocument.load(contentsOf: Repository.url("Examples/Themes/themes.resolver.json"))
            .themeSet(varying: "theme").compile()
        for name in ["light", "dark", "sepia"] {
            let ours = try #require(fromFiles.resolvedThemes[name])
            let theirs = try #require(fromResolver.resolvedThemes[name])
            #expect(ours.tokens.count == theirs.tokens.count)
            #expect(ours.tokens.count > 50)
            for token in theirs.tokens {
                #expect(ours[token.path]?.value == token.value, "\(name): \(token.path)")
            }
        }
    }

    @Test("a later file's tokens win over an earlier one's; a file shared by themes is a layer of each")
    func layering() throws {
        let folder = try TemporaryFolder("objc-files")
        let base = try folder.write(
            "base.tokens.json",
            ##"{ "c": { "$type": "color", "$value": "#000000" }, "k": { "$type": "color", "$value": "#111111" } }"##)
        let night = try folder.write("night.tokens.json", ##"{ "c": { "$type": "color", "$value": "#ffffff" } }"##)
        let set = try ObjCThemeFiles.themeSet(files: ["day": [base], "night": [base, night]], defaultTheme: "day")
        let compiled = try set.compile()
        #expect(compiled.resolvedThemes["night"]?[TokenPath("c")]?.value == .color(Color(hex: "#ffffff")!))
        #expect(compiled.resolvedThemes["night"]?[TokenPath("k")]?.value == .color(Color(hex: "#111111")!))
        #expect(compiled.resolvedThemes["day"]?[TokenPath("c")]?.value == .color(Color(hex: "#000000")!))
        #expect(set.themes[0].layers[0] == set.themes[1].layers[0])
    }

    @Test("what cannot be used is refused with a typed error naming it")
    func refusals() throws {
        let base = Self.themes("base")
        func code(_ files: [String: [URL]], _ defaultTheme: String) -> (LiveryObjCError.Code, String)? {
            do {
                _ = try ObjCThemeFiles.themeSet(files: files, defaultTheme: defaultTheme)
                return nil
            } catch { return (error.code, error.message) }
        }
        #expect(code([:], "light")?.0 == .invalidThemeFiles)
        let missingDefault = code(["light": [base]], "dark")
        #expect(missingDefault?.0 == .invalidThemeFiles)
        #expect(missingDefault?.1.contains("'dark'") == true)
        #expect(code(["light": []], "light")?.0 == .invalidThemeFiles)
        let remote = code(["light": [URL(string: "https://example.com/light.tokens.json")!]], "light")
        #expect(remote?.0 == .invalidThemeFiles)
        #expect(remote?.1.contains("https://example.com/light.tokens.json") == true)

        let folder = try TemporaryFolder("objc-files")
        let broken = try folder.write(
            "broken.tokens.json", "{\n  \"c\": { \"$type\": \"color\", \"$value\": \"#zz\" }\n}")
        let unreadable = code(["light": [base, broken]], "light")
        #expect(unreadable?.0 == .themeOperationFailed)
        #expect(unreadable?.1.contains("broken.tokens.json") == true, "\(unreadable?.1 ?? "")")
        let absent = code(["light": [folder.appending("absent.tokens.json")]], "light")
        #expect(absent?.0 == .themeOperationFailed)
        #expect(absent?.1.contains("absent.tokens.json") == true, "\(absent?.1 ?? "")")
    }
}
