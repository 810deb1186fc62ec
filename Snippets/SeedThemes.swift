// The Swift samples of Sources/Livery/Documentation.docc/Articles/SeedThemes.md, compiled by `swift build`,
// checked against the document by .ci/samples and run from the repository's folder.
// sample: seed-1
import Foundation
import Livery

let resolver = try ResolverDocument.load(contentsOf: URL(fileURLWithPath: "Examples/Themes/themes.resolver.json"))
let manager = ThemeManager(name: "app", store: InMemoryThemeStore(), appearanceSource: ManualAppearanceSource(.light))
try manager.add(resolver.themeSet(varying: "theme"))
manager.appearanceThemes = [.light: "light", .dark: "dark"]

let roles = try SchemeRoleMap(contentsOf: URL(fileURLWithPath: "Examples/Themes/scheme-roles.json"))
manager.seedThemeOptions = SeedThemeOptions(roleMap: roles)
try manager.restore()  // a seed picked at the last launch comes back

try manager.setSeedColor(Color(parsing: "#6750a4"))  // the user's pick, saved
try manager.setSeedColor(Color(parsing: "#006a6a"), variant: .vibrant, animated: true)
try manager.removeSeedColor()  // the themes as designed
// end sample

print(manager.snapshot?.color("color.accent.default")?.hexString() ?? "none")
