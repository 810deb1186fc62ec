// The Swift samples of Sources/Livery/Documentation.docc/Articles/GettingStarted.md, compiled by `swift build`,
// checked against the article by .ci/samples and run from the repository's folder. The article shows every line
// above the last sample, in this order, so that its samples copied in order are this program.
// sample: runtime-1
import Foundation
import Livery

let themesURL = URL(fileURLWithPath: "Examples/Themes")
let resolverURL = themesURL.appending(path: "themes.resolver.json")
let tokenFileURLs = try FileManager.default.contentsOfDirectory(at: themesURL, includingPropertiesForKeys: nil)

let resolver = try ResolverDocument.load(contentsOf: themesURL.appending(path: "themes.resolver.json"))
let manager = ThemeCenter.shared.defaultManager
try manager.add(resolver.themeSet(varying: "theme"))  // light, dark, sepia, high-contrast
// end sample

// sample: runtime-2
struct Palette: Sendable { var background: Color; var text: Color }
try manager.add(Theme(Palette(background: .white, text: .black)), as: "paper")
// end sample

// sample: runtime-3
/// A brand of a white-label app, of your own (here every brand gets the example themes).
struct Brand {
    init?(_ name: String) {
        guard name.hasPrefix("brand-") else { return nil }
    }
    func themeSet() throws -> ThemeSet { try ResolverDocument.load(contentsOf: resolverURL).themeSet(varying: "theme") }
}

manager.themeGenerator = { identifier in
    guard let brand = Brand(identifier.rawValue) else { return nil }
    return Theme(tokens: try brand.themeSet().compile().defaultTable)
}
// end sample

// sample: runtime-4
/// A view of your own.
final class Label {
    var textColor = Color.black
    var font: Typography?
    var parent: Label?
}
let label = Label()

extension Label: ThemeBindable {}

label.livery.textColor = "color.text.primary"  // a token, in every theme
label.livery.font = "typography.body"  // any type that is ThemeValueConvertible
label.livery[theme: "high-contrast"].textColor = .value(.white)  // a literal, in one theme
label.livery[theme: "sepia"].textColor = "color.text.secondary"  // or a token, in one theme
// end sample

// sample: runtime-5
final class Badge: LifetimeReporting {
    let bindingLifetime = BindingLifetime()  // or `lazy var`, made on first binding
    var textColor = Color.black
}
// end sample

// sample: runtime-6
extension ThemeProperties where Object: Label {
    var textColor: ThemeProperty<Object, Color> {
        ThemeProperty("textColor", get: { $0.textColor }, set: { $0.textColor = $1 })
    }
}
label.livery.textColor = "color.text.primary"  // now through the declaration
// end sample

// sample: runtime-7
final class Button: StateBindable {
    var titleColors: [ControlState: Color] = [:]  // what the control draws for each state
}
let button = Button()

extension StatefulProperties where Object: Button {
    // The getter reads a state's own value: themes that set nothing for a state get it back.
    var titleColor: StatefulProperty<Object, Color?> {
        StatefulProperty("titleColor", get: { $0.titleColors[$1] }) { $0.titleColors[$2] = $1 }
    }
}

button.livery[.normal].titleColor = "color.text.primary"
button.livery[.highlighted].titleColor = "color.accent.pressed"
button.livery[[.selected, .highlighted]].titleColor = "color.accent.default"
// end sample

// sample: runtime-8
final class Card: ThemeBindable {
    var shadowOpacity = 0.0
    var prefersLightStatusBar = false
}
let card = Card()

card.livery.apply { card, theme in
    card.shadowOpacity = theme.value("opacity.shadow", as: Double.self) ?? 0
    card.prefersLightStatusBar = theme.identifier == "dark"
}
// end sample

// sample: runtime-9
final class Avatar: ThemeBindable { var ring: Color? }
let avatars = [Avatar(), Avatar()]

for avatar in avatars { avatar.livery.join("avatars") }
manager.setGroupHandler("avatars") { members, theme in
    let ring = theme.color("color.accent.default")
    for case let avatar as Avatar in members { avatar.ring = ring }
}
// end sample

// sample: runtime-10
try manager.switchTo("dark")
// end sample

// sample: runtime-11
manager.appearanceThemes = [.light: "light", .dark: "dark", .darkHighContrast: "high-contrast"]
if manager.appearanceSource != nil {  // none on Linux
    try manager.followSystemAppearance()  // until the next manual switchTo
}
// end sample

// sample: runtime-12
extension Label: Stylable {
    var styleParent: (any Stylable)? { parent }
    static func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        properties.add("textColor", \Label.textColor)  // what a stylesheet may set (see below)
    }
}
let previewWindow = Label()  // the root of a subtree: a window, a sheet, a split pane
label.parent = previewWindow

let preview = manager.makeScope(named: "preview")
try preview.switchTo("dark")  // pinned; try preview.followParent() to rejoin
manager.setScope(preview, for: previewWindow)

// Bind through the nearest scope (adapters do this when a view moves to a window):
label.livery(manager.scope(for: label)).textColor = "color.text.primary"
// end sample

// sample: runtime-13
manager.refresh(.contentSize)  // Dynamic Type changed: typography, font and dimension bindings
manager.refresh(.appearance)  // appearance or contrast changed: colors, borders, shadows, gradients, assets
// end sample

// sample: runtime-14
let pickedColor = Color(hex: "ff5073")!  // from a color picker
try manager.setOverride(.color(pickedColor), for: "color.accent.default")
// end sample

// sample: runtime-15
try manager.restore()
// end sample

// sample: runtime-16
// A stylesheet for the Label above, written here; an app ships one in its bundle.
let stylesheetURL = FileManager.default.temporaryDirectory.appending(path: "livery-sample-\(getpid()).lss")
try "Label { textColor: {color.text.primary}; }".write(to: stylesheetURL, atomically: true, encoding: .utf8)
StyleTypes.register(Label.self)  // the types a stylesheet may name

let stylesheet = try Stylesheet(contentsOf: stylesheetURL)
try stylesheet.check()  // before anything changes
try manager.reload(ResolverDocument.load(contentsOf: resolverURL).themeSet(varying: "theme"))
try manager.setStylesheet(stylesheet)
// end sample

// sample: runtime-17
#if DEBUG
    let watch = manager.watchFiles(tokenFileURLs, stylesheet: stylesheetURL) {
        try ResolverDocument.load(contentsOf: resolverURL).themeSet(varying: "theme")
    } onReload: { event in
        if let error = event.error { print("reload of \(event.changedFiles) failed: \(error)") }
    }
    watch.startPolling()  // keep `watch` alive, e.g. in a property
#endif
// end sample

// sample: runtime-18
let following = Task {
    for await change in manager.changes() { print(change.current, change.reason) }
}
let observer = NotificationCenter.default.addObserver(
    forName: ThemeManager.didChangeNotification, object: manager, queue: .main
) { _ in
    print("the theme changed")
}
// end sample

// sample: runtime-19
let accent = manager.snapshot?.color("color.accent.default")  // lock-free, a whole theme
// end sample
// What the run checks, below the last sample.
print("accent: \(accent?.description ?? "none"); label: \(label.textColor); button: \(button.titleColors.count) states")
try? FileManager.default.removeItem(at: stylesheetURL)
following.cancel()
NotificationCenter.default.removeObserver(observer)
