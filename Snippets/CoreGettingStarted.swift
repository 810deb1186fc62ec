// The Swift samples of Sources/LiveryCore/Documentation.docc/Articles/GettingStarted.md, compiled by
// `swift build`, checked against the article by .ci/samples and run from the repository's folder, with the
// example files.
// sample: core-1
import Foundation
import LiveryCore

let themesURL = URL(fileURLWithPath: "Examples/Themes/themes.resolver.json")
let baseURL = URL(fileURLWithPath: "Examples/LegacyPack/colors.json")
let nightURL = URL(fileURLWithPath: "Examples/LegacyPack/night/colors.json")

let resolver = try ResolverDocument.load(contentsOf: themesURL)
let compiled = try resolver.themeSet(varying: "theme").compile()
for diagnostic in compiled.diagnostics { print(diagnostic) }  // warnings and notes, never silent
// end sample

// sample: core-2
let textID = compiled.vocabulary.id(for: "color.text.primary")!
let dark = compiled["dark"]!
let text = dark.color(textID)
// end sample

// sample: core-3
let loader = TokenLoader()
let base = try loader.load(contentsOf: baseURL)  // level 0
let night = try loader.load(contentsOf: nightURL)  // level 1 wins
let set = ThemeSet(themes: [
    ThemeSource(name: "default", layers: [ThemeLayer(base)]),
    ThemeSource(name: "night", layers: [ThemeLayer(base), ThemeLayer(night, level: 1)]),
])
// end sample
print(
    "dark color.text: \(text.map(String.init(describing:)) ?? "none"); \(try set.compile().themeNames.count) layered themes"
)
