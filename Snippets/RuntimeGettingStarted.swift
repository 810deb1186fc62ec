// The Swift samples of Sources/Livery/Documentation.docc/Articles/GettingStarted.md, compiled by `swift build`,
// checked against the article by .ci/samples and run from the repository's folder. Around them, what the article
// takes for granted: the example themes' files, the objects it binds.
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

/// A brand of a white-label app; every brand here gets the example themes.
struct Brand {
    init?(_ name: String) {
        guard name.hasPrefix("brand-") else { return nil }
    }
    func themeSet() throws -> ThemeSet { try ResolverDocument.load(contentsOf: resolverURL).themeSet(varying: "theme") }
}

// sample: runtime-3
manager.themeGenerator = { identifier in
    guard let brand = Brand(identifier.rawValue) else { return nil }
    return Theme(tokens: try brand.themeSet().compile().defaultTable)
}
// end sample

/// A view of the app's own.
final class Label {
    var textColor = Color.black
    var font: Typography?
    var parent: (any Stylable)?
}
extension Label: Stylable {
    var styleParent: (any Stylable)? { parent }
    static func declareStyleProperties(_ properties: StylePropertyDeclarations) {
        properties.add("textColor", \Label.textColor)
    }
}
let label = Label()

// sample: runtime-4
extension Label: ThemeBindable {}

label.livery.textColor = "color.text.primary"  // a token, in every theme
label.livery.font = "typography.body"  // any type that is ThemeValueConvertible
label.livery[theme: "night"].textColor = .value(.white)  // a literal, in one theme
label.livery[theme: "sepia"].textColor = "color.ink"  // or a token, in one theme
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

let button = Button()

// sample: runtime-7
final class Button: StateBindable {
    var titleColors: [ControlState: Color] = [:]  // what the control draws for each state
}

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

final class Layer { var shadowOpacity = 0.0 }
final class View: ThemeBindable {
    let layer = Layer()
    func updateStatusBar(dark: Bool) {}
}
let view = View()

// sample: runtime-8
view.livery.apply { view, theme in
    view.layer.shadowOpacity = theme.value("opacity.shadow", as: Double.self) ?? 0
    view.updateStatusBar(dark: theme.identifier == "dark")
}
// end sample

final class ImageView: ThemeBindable {}
let imageView = ImageView()
func reloadAvatars(_ views: [AnyObject], _ theme: ThemeSnapshot) {}

// sample: runtime-9
imageView.livery.join("avatars")
manager.setGroupHandler("avatars") { views, theme in reloadAvatars(views, theme) }
// end sample

// sample: runtime-10
try manager.switchTo("dark")
// end sample

/// Following the system needs an appearance source; on Linux a manual one stands in for the system.
@MainActor func followTheSystem(_ manager: ThemeManager) throws {
    // sample: runtime-11
    manager.appearanceThemes = [.light: "light", .dark: "dark", .darkHighContrast: "high-contrast"]
    try manager.followSystemAppearance()  // until the next manual switchTo
    // end sample
}
let following = ThemeManager(name: "following", store: nil, appearanceSource: ManualAppearanceSource(.dark))
try following.add(ResolverDocument.load(contentsOf: resolverURL).themeSet(varying: "theme"))
try followTheSystem(following)

let previewWindow = Label()

// sample: runtime-12
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

let pickedColor = Color(hex: "ff5073")!

// sample: runtime-14
try manager.setOverride(.color(pickedColor), for: "color.accent.default")
// end sample

// sample: runtime-15
try manager.restore()
// end sample

// A stylesheet for the Label above (the example stylesheet names the demo's widget types).
let stylesheetURL = FileManager.default.temporaryDirectory.appending(path: "livery-sample-\(getpid()).lss")
try "Label { textColor: {color.text.primary}; }".write(to: stylesheetURL, atomically: true, encoding: .utf8)
StyleTypes.register(Label.self)

// sample: runtime-16
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

@MainActor func followChanges(_ manager: ThemeManager) async {
    // sample: runtime-18
    for await change in manager.changes() { print(change.current, change.reason) }
    let observer = NotificationCenter.default.addObserver(
        forName: ThemeManager.didChangeNotification, object: manager, queue: .main
    ) { _ in
        print("the theme changed")
    }
    // end sample
    _ = observer
}
Task { await followChanges(manager) }

// sample: runtime-19
let accent = manager.snapshot?.color("color.accent.default")  // lock-free, a whole theme
// end sample
print("accent: \(accent?.description ?? "none"); label: \(label.textColor); button: \(button.titleColors.count) states")
try? FileManager.default.removeItem(at: stylesheetURL)
