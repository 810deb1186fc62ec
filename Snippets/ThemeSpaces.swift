// The Swift samples of Sources/Livery/Documentation.docc/Articles/ThemeSpaces.md, compiled by `swift build`,
// checked against the document by .ci/samples and run from the repository's folder.
// sample: spaces-1
import Foundation
import Livery

final class Card {
    var background = Color.white
    var padding = 0.0
}
let card = Card()
let previewCard = Card()
// On Linux nothing reports the system appearance; an app passes its platform's source (see the UIKit article).
let appearance = ManualAppearanceSource(.dark)

extension Card: ThemeBindable {}

let url = URL(fileURLWithPath: "Examples/Spaces/space.resolver.json")
let space = try ThemeSpace(resolver: ResolverDocument.load(contentsOf: url))
let manager = ThemeManager(name: "app", store: InMemoryThemeStore(), appearanceSource: appearance)
try manager.setThemeSpace(
    space, options: ThemeSpaceOptions(mode: .init(dimension: "mode", offContext: "light", onContext: "dark")))
try manager.restore()  // every dimension as the user left it

card.livery(manager).background = "color.accent"  // the mode's token, aliasing the brand's
card.livery(manager).padding = "space.padding"
try manager.select("forest", for: "brand")  // only the brand changes
try manager.select("compact", for: "density")
try manager.followSystemAppearance()  // the system picks the mode; brand and density stay
// end sample

// sample: spaces-2
let preview = manager.makeScope(named: "brand-preview")
try preview.select("sunset", for: "brand")  // pinned here; mode and density follow the app
previewCard.livery(preview).background = "color.accent"
// end sample

print("selection: \(manager.selection.sorted { $0.key < $1.key })")
print("card: \(card.background) padding \(card.padding); preview: \(previewCard.background)")
