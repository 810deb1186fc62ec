// The Swift sample of Sources/Livery/Documentation.docc/Articles/FromTokenFileToSnapshot.md, compiled by
// `swift build`, checked against the document by .ci/samples and run from the repository's folder.
// sample: stages-1
import Foundation
import Livery

let url = URL(fileURLWithPath: "Examples/Themes/themes.resolver.json")

// 1. Token files, read into documents and composed into named themes of layers (sources).
let resolver = try ResolverDocument.load(contentsOf: url)
let set: ThemeSet = try resolver.themeSet(varying: "theme")
let source: ThemeSource = set.themes.first { $0.name == "dark" }!

// 2. One theme resolved: every alias followed, every value typed, in declaration order.
let resolved: ResolvedTheme = try TokenResolver().resolve(source)
print(resolved.tokens.count, "tokens in", source.name)

// 3. Every theme of the set compiled into tables that share one vocabulary of token IDs.
let table: TokenTable = try set.compile()["dark"]!
print(table.color("color.background.canvas")!.hexString())

// 4. A theme the runtime holds: the table (or a value of the app's own type), and where its assets are.
let manager = ThemeManager(name: "stages", store: nil)
try manager.add(set)
let theme: Theme = manager.theme(for: "dark")!

// 5. The snapshot a switch publishes: the theme with runtime overrides compiled in, readable on any thread.
try manager.setOverride(.color(Color(hex: "e8485f")!), for: "color.accent.default")
try manager.switchTo("dark")
let snapshot: ThemeSnapshot = manager.snapshot!
print(snapshot.identifier, snapshot.color("color.accent.default")!.hexString(), theme.tokens != nil)
// end sample
