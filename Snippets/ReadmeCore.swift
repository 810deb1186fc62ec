// A Swift sample of README.md, compiled by `swift build` and checked against the README by .ci/samples.
// sample: readme-core
import Foundation
import LiveryCore

// A DTCG resolver document: each modifier is a theme dimension, each context a theme.
let url = URL(fileURLWithPath: "Examples/Themes/themes.resolver.json")  // from the repository's folder
let themes = try ResolverDocument.load(contentsOf: url).themeSet(varying: "theme").compile()

let dark = themes["dark"]!
let canvas = themes.vocabulary.id(for: "color.background.canvas")!  // intern once…
let color = dark.color(canvas)  // …then every read is an array read
let changed = dark.changedTokens(from: themes["light"]!)  // what a switch must re-apply
print("\(color!) in dark; \(changed.count) tokens differ from light")
// end sample
