import Foundation
import LiveryCore
import Testing

/// `TokenDiff` on small releases written for each kind of change: what it reports, how it classifies it, and the
/// bump it asks for.
@Suite("TokenDiff: what changed between two releases")
struct TokenDiffTests {
    func theme(_ json: String, name: String = "tokens") throws -> ResolvedTheme {
        let document = try TokenLoader().load(text: json, file: "\(name).tokens.json")
        return try TokenResolver().resolve(ThemeSource(name: name, documents: [document]))
    }

    func diff(_ old: String, _ new: String) throws -> TokenDiff {
        TokenDiff(from: try theme(old), to: try theme(new))
    }

    let base = """
        {
          "color": {"$type": "color",
            "accent": {"$value": "#377ce4"},
            "surface": {"$value": "#ffffff"},
            "text": {"$value": "{color.accent}"}},
          "space": {"$type": "dimension", "small": {"$value": {"value": 4, "unit": "px"}}}
        }
        """

    @Test("the same release has no changes and needs no bump")
    func identical() throws {
        let diff = try diff(base, base)
        #expect(diff.changes.isEmpty)
        #expect(diff.bump == .none)
        #expect(!diff.isBreaking)
        #expect(diff.comparedThemes == ["tokens"])
    }

    @Test("an added token is a minor change")
    func added() throws {
        let new = base.replacingOccurrences(
            of: ##""surface": {"$value": "#ffffff"},"##,
            with: ##""surface": {"$value": "#ffffff"}, "muted": {"$value": "#888888"},"##)
        let diff = try diff(base, new)
        #expect(diff.changes.map(\.kind) == [.added])
        #expect(diff.changes[0].path == "color.muted")
        #expect(diff.changes[0].newValue?.color == (try Color(parsing: "#888888")))
        #expect(diff.changes[0].oldValue == nil)
        #expect(diff.bump == .minor)
        #expect(!diff.isBreaking)
        // The location is the new release's declaration.
        #expect(diff.changes[0].location?.file == "tokens.tokens.json")
        #expect(diff.changes[0].location?.line == 4)
    }

    @Test("a removed token is breaking")
    func removed() throws {
        let new = base.replacingOccurrences(of: ##""surface": {"$value": "#ffffff"},"##, with: "")
        let diff = try diff(base, new)
        #expect(diff.changes.map(\.kind) == [.removed])
        #expect(diff.changes[0].path == "color.surface")
        #expect(diff.changes[0].oldValue?.color == .white)
        #expect(diff.changes[0].isBreaking)
        #expect(diff.bump == .major)
    }

    @Test("a token under a new path with the same type and value is a rename, and breaking")
    func renamed() throws {
        let new = base.replacingOccurrences(of: #""surface": {"#, with: #""background": {"#)
        let diff = try diff(base, new)
        #expect(diff.changes.map(\.kind) == [.renamed])
        #expect(diff.changes[0].oldPath == "color.surface")
        #expect(diff.changes[0].path == "color.background")
        #expect(diff.changes[0].newValue?.color == .white)
        #expect(diff.bump == .major)
    }

    @Test("a renamed alias keeps its resolved value: still a rename")
    func renamedAlias() throws {
        let new = base.replacingOccurrences(of: #""text": {"#, with: #""foreground": {"#)
        let diff = try diff(base, new)
        #expect(diff.changes.map(\.kind) == [.renamed])
        #expect(diff.changes[0].oldPath == "color.text" && diff.changes[0].path == "color.foreground")
    }

    @Test("among several tokens of one value, a rename is taken only where the last path segment tells them apart")
    func renamesAmongEqualValues() throws {
        let old = """
            {"color": {"$type": "color",
              "bg": {"primary": {"$value": "#ffffff"}, "card": {"$value": "#ffffff"}},
              "paper": {"$value": "#ffffff"}}}
            """
        let new = """
            {"color": {"$type": "color",
              "background": {"primary": {"$value": "#ffffff"}, "card": {"$value": "#ffffff"}},
              "sheet": {"$value": "#ffffff"}}}
            """
        let diff = try diff(old, new)
        let renames = diff.changes(.renamed).map { "\($0.oldPath!) → \($0.path)" }
        #expect(renames == ["color.bg.primary → color.background.primary", "color.bg.card → color.background.card"])
        // `paper` → `sheet` shares a value with the others and no name: not guessed.
        #expect(diff.changes(.removed).map(\.path) == ["color.paper"])
        #expect(diff.changes(.added).map(\.path) == ["color.sheet"])
    }

    @Test("a new value under a new path is an addition and a removal, not a rename")
    func differentValueIsNotRename() throws {
        let new = base.replacingOccurrences(
            of: ##""surface": {"$value": "#ffffff"}"##, with: ##""background": {"$value": "#fefefe"}"##)
        let diff = try diff(base, new)
        #expect(Set(diff.changes.map(\.kind)) == [.added, .removed])
    }

    @Test("a changed type is breaking, and not also a value change")
    func typeChanged() throws {
        let new = base.replacingOccurrences(
            of: #""small": {"$value": {"value": 4, "unit": "px"}}"#, with: #""small": {"$type": "number", "$value": 4}"#
        )
        let diff = try diff(base, new)
        #expect(diff.changes.map(\.kind) == [.typeChanged])
        #expect(diff.changes[0].oldValue?.type == .dimension)
        #expect(diff.changes[0].newValue?.type == .number)
        #expect(diff.bump == .major)
    }

    @Test("a changed value is a patch; a color's change carries its ΔE OK")
    func valueChanged() throws {
        let new = base.replacingOccurrences(of: "#377ce4", with: "#6aaafa")
        let diff = try diff(base, new)
        // The accent and the alias that follows it.
        #expect(diff.changes.map(\.kind) == [.valueChanged, .valueChanged])
        #expect(diff.changes.map(\.path) == ["color.accent", "color.text"])
        let (before, after) = (try Color(parsing: "#377ce4"), try Color(parsing: "#6aaafa"))
        #expect(diff.changes[0].deltaEOK == before.deltaEOK(after))
        #expect(diff.bump == .patch)
        #expect(!diff.isBreaking)
    }

    @Test("a token newly deprecated is a minor change with its advice")
    func deprecated() throws {
        let new = base.replacingOccurrences(
            of: ##""surface": {"$value": "#ffffff"}"##,
            with: ##""surface": {"$value": "#ffffff", "$deprecated": "use color.background"}"##)
        let diff = try diff(base, new)
        #expect(diff.changes.map(\.kind) == [.deprecated])
        #expect(diff.changes[0].deprecation == .deprecatedWithMessage("use color.background"))
        #expect(diff.bump == .minor)
        // Deprecated in both releases: no change.
        #expect(try self.diff(new, new).changes.isEmpty)
    }

    @Test("the bump is that of the most severe change")
    func bumpIsMostSevere() throws {
        let new = base.replacingOccurrences(of: "#377ce4", with: "#6aaafa")
            .replacingOccurrences(of: #""surface": {"#, with: #""background": {"#)
        let diff = try diff(base, new)
        #expect(Set(diff.changes.map(\.kind)) == [.valueChanged, .renamed])
        #expect(diff.bump == .major)
        #expect(VersionBump.allCases.sorted() == [.none, .patch, .minor, .major])
    }

    @Test("themes are matched by name; a change alike in several themes is one change listing them")
    func themesMatchedAndMerged() throws {
        func release(_ darkAccent: String, extra: String = "") throws -> [(name: String, theme: ResolvedTheme)] {
            [
                (
                    "light",
                    try theme(##"{"color": {"$type": "color", "accent": {"$value": "#377ce4"}}}"##, name: "light")
                ),
                (
                    "dark",
                    try theme(
                        ##"{"color": {"$type": "color", "accent": {"$value": "\##(darkAccent)"}}}"##, name: "dark")
                ),
            ] + (extra.isEmpty ? [] : [(extra, try theme(#"{"x": {"$type": "number", "$value": 1}}"#, name: extra))])
        }
        let old = try release("#377ce4", extra: "sepia")
        let new = try release("#6aaafa", extra: "contrast")
        let diff = TokenDiff(from: old, to: new)
        #expect(diff.comparedThemes == ["light", "dark"])
        #expect(diff.removedThemes == ["sepia"])
        #expect(diff.addedThemes == ["contrast"])
        #expect(diff.changes.count == 1)
        #expect(diff.changes[0].themes == ["dark"])
        #expect(diff.bump == .major)  // a theme removed

        // The same rename in both themes is one change with both.
        let renamedOld = try release("#377ce4")
        let renamedNew = [
            ("light", try theme(##"{"color": {"$type": "color", "primary": {"$value": "#377ce4"}}}"##, name: "light")),
            ("dark", try theme(##"{"color": {"$type": "color", "primary": {"$value": "#377ce4"}}}"##, name: "dark")),
        ]
        let renamed = TokenDiff(from: renamedOld, to: renamedNew)
        #expect(renamed.changes.map(\.kind) == [.renamed])
        #expect(renamed.changes[0].themes == ["light", "dark"])
    }

    @Test("an added theme alone is a minor change")
    func addedThemeIsMinor() throws {
        let one = try theme(base)
        let diff = TokenDiff(from: [("light", one), ("dark", one)], to: [("light", one), ("dark", one), ("dim", one)])
        #expect(diff.changes.isEmpty)
        #expect(diff.addedThemes == ["dim"])
        #expect(diff.bump == .minor)
    }

    @Test("compiled theme sets (an installed pack and its update) compare theme by theme")
    func compiledThemeSets() throws {
        func set(_ accent: String) throws -> CompiledThemeSet {
            let light = try TokenLoader().load(
                text: ##"{"color": {"$type": "color", "accent": {"$value": "\##(accent)"}}}"##, file: "light.json")
            let dark = try TokenLoader().load(
                text: ##"{"color": {"$type": "color", "accent": {"$value": "#000000"}}}"##, file: "dark.json")
            return try ThemeSet(
                themes: [ThemeSource(name: "light", documents: [light]), ThemeSource(name: "dark", documents: [dark])],
                defaultTheme: "light"
            ).compile()
        }
        let diff = TokenDiff(from: try set("#377ce4"), to: try set("#ff5073"))
        #expect(diff.comparedThemes == ["light", "dark"])
        #expect(diff.changes.map(\.kind) == [.valueChanged])
        #expect(diff.changes[0].themes == ["light"])
        #expect(diff.bump == .patch)
    }
}
