// The Swift sample of Sources/Livery/Documentation.docc/Articles/AnimatedSwitches.md, compiled by `swift build`,
// checked against the document by .ci/samples and run from the repository's folder.
// sample: animated-1
import Foundation
import Livery

@MainActor final class Swatch: ThemeBindable { var fill = Color.black }
let resolver = try ResolverDocument.load(contentsOf: URL(fileURLWithPath: "Examples/Themes/themes.resolver.json"))
let manager = ThemeManager(name: "animated", store: nil)
try manager.add(resolver.themeSet(varying: "theme"))
let swatch = Swatch()
swatch.livery(manager).fill = "color.background.canvas"

let clock = ManualFrameClock()
manager.frameClock = clock  // an app sets DisplayLinkFrameClock() (UIKit) or ViewDisplayLinkFrameClock (AppKit)

try manager.switchTo("dark", animated: true)
print(manager.snapshot?.identifier ?? "none")  // dark: the switch is committed at once
print(swatch.fill.hexString())  // still light's canvas: frame 0 shows the old colors

clock.advance(by: 0.1)
print(swatch.fill.hexString())  // on its way, mixed in OKLab along motion.theme-switch's curve

clock.advance(by: 1)
print(swatch.fill.hexString(), manager.isAnimating)  // dark's canvas, false
// end sample
