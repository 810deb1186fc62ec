// The Swift sample of Sources/Livery/Documentation.docc/Livery.md, compiled by `swift build`, checked against the
// document by .ci/samples and run from the repository's folder.
// sample: livery-1
import Foundation
import Livery

final class Label { var textColor = Color.black }
let label = Label()
let resolver = try ResolverDocument.load(contentsOf: URL(fileURLWithPath: "Examples/Themes/themes.resolver.json"))

extension Label: ThemeBindable {}

let manager = ThemeCenter.shared.defaultManager
try manager.add(resolver.themeSet(varying: "theme"))
label.livery.textColor = "color.text.primary"
label.livery[theme: "high-contrast"].textColor = .value(.white)
try manager.switchTo("dark")
// end sample
print("label: \(label.textColor)")
