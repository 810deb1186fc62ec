// A Swift sample of README.md, compiled by `swift build` and checked against the README by .ci/samples.
// sample: readme-runtime
import Foundation
import Livery

final class Label { var textColor: Color? }  // a view of your own, or a UIKit/AppKit view
extension Label: ThemeBindable {}  // any class can be bound

let label = Label()
let manager = ThemeCenter.shared.defaultManager  // saves its choice to UserDefaults.standard
let url = URL(fileURLWithPath: "Examples/Themes/themes.resolver.json")
try manager.add(ResolverDocument.load(contentsOf: url).themeSet(varying: "theme"))  // light (current), dark, …
try manager.restore()  // the choice saved at the last launch

label.livery.textColor = "color.text.primary"  // a token, in every theme
label.livery[theme: "sepia"].textColor = .value(.black)  // a literal, in one theme
label.livery.apply { label, theme in print("now \(theme.identifier)") }  // anything else

try manager.switchTo("dark")  // atomic: throws and changes nothing, or completes
try manager.setOverride(.color(Color(hex: "ff5073")!), for: "color.accent.default")  // the user's accent, saved
let accent = manager.snapshot?.color("color.accent.default")  // from any thread, lock-free
print(label.textColor!, accent!)
// end sample
