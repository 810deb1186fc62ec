import Foundation
import Livery

// The mechanisms users would otherwise pick, re-created on plain Swift objects so that each is measured against
// Livery in the same run, on the same objects and colors. None of the peers' code is used.

// The views' color properties are `@exclusivity(unchecked)`, for every mechanism alike: UIKit's properties are
// Objective-C properties, which Swift does not check, and the key-path peer's key paths would otherwise make the
// optimizer keep a dynamic exclusivity check (a thread-local access-set insert) in every set of every mechanism,
// which cost as much as the rest of Livery's switch together and hid the differences between mechanisms.

/// A view stand-in with three color properties, which reports its lifetime to Livery as a UIKit view does through
/// LiveryUIKit. The lifetime is made on first use, so binding pays for it in the binding benchmarks.
final class PlainView: LifetimeReporting, @unchecked Sendable {
    lazy var bindingLifetime = BindingLifetime()
    @exclusivity(unchecked) var background = Color.white
    @exclusivity(unchecked) var text = Color.black
    @exclusivity(unchecked) var border = Color.black
}

/// The same view without the lifetime: Livery holds it weakly.
final class WeakView: ThemeBindable {
    @exclusivity(unchecked) var background = Color.white
    @exclusivity(unchecked) var text = Color.black
    @exclusivity(unchecked) var border = Color.black
}

/// A view with the three colors, checked by the benchmarks whichever way Livery holds it.
protocol ColorView: ThemeBindable {
    var background: Color { get set }
    var text: Color { get set }
    var border: Color { get set }
}

extension PlainView: ColorView {}
extension WeakView: ColorView {}

// The three properties declared as an adapter declares UIKit's: `view.livery.background` then binds through
// these closures (the fast path), not through a key path. Declared per class, as an app declares them: declared
// once for `ColorView`, the closures would set the properties through the protocol's witness table.
extension ThemeProperties where Object: PlainView {
    var background: ThemeProperty<Object, Color> {
        ThemeProperty("background", get: { $0.background }, set: { $0.background = $1 })
    }
    var text: ThemeProperty<Object, Color> { ThemeProperty("text", get: { $0.text }, set: { $0.text = $1 }) }
    var border: ThemeProperty<Object, Color> { ThemeProperty("border", get: { $0.border }, set: { $0.border = $1 }) }
}

extension ThemeProperties where Object: WeakView {
    var background: ThemeProperty<Object, Color> {
        ThemeProperty("background", get: { $0.background }, set: { $0.background = $1 })
    }
    var text: ThemeProperty<Object, Color> { ThemeProperty("text", get: { $0.text }, set: { $0.text = $1 }) }
    var border: ThemeProperty<Object, Color> { ThemeProperty("border", get: { $0.border }, set: { $0.border = $1 }) }
}

/// The same three properties, not declared in `ThemeProperties`: `view.livery.background` binds by key path. It
/// reports its lifetime, as `PlainView` does and as UIKit's views do through LiveryUIKit, so that it compares
/// with the declared properties on like objects.
final class KeyPathView: LifetimeReporting, ColorView, @unchecked Sendable {
    lazy var bindingLifetime = BindingLifetime()
    @exclusivity(unchecked) var background = Color.white
    @exclusivity(unchecked) var text = Color.black
    @exclusivity(unchecked) var border = Color.black
}

/// The key-path view with its colors as UIKit's and AppKit's views have theirs: properties with a setter, which a
/// key path calls (an Objective-C property is imported into Swift as a computed property; `\UIView.backgroundColor`
/// names its getter and setter, not storage). `KeyPathView`'s key paths name stored properties instead, and a store
/// through a key path into a class's stored property keeps a dynamic exclusivity check whatever the property
/// declares (the optimizer's key-path projection ignores `@exclusivity(unchecked)`); that case is measured too.
final class SetterKeyPathView: LifetimeReporting, ColorView, @unchecked Sendable {
    lazy var bindingLifetime = BindingLifetime()
    @exclusivity(unchecked) private var storedBackground = Color.white
    @exclusivity(unchecked) private var storedText = Color.black
    @exclusivity(unchecked) private var storedBorder = Color.black
    var background: Color {
        get { storedBackground }
        set { storedBackground = newValue }
    }
    var text: Color {
        get { storedText }
        set { storedText = newValue }
    }
    var border: Color {
        get { storedBorder }
        set { storedBorder = newValue }
    }
}

/// The key-path view without the lifetime: Livery holds it weakly, as it does `WeakView`.
final class WeakKeyPathView: ColorView {
    @exclusivity(unchecked) var background = Color.white
    @exclusivity(unchecked) var text = Color.black
    @exclusivity(unchecked) var border = Color.black
}

/// The peers' current theme: colors by string key, as SwiftTheme's and DKNightVersion's pickers read them.
final class StringPalette: @unchecked Sendable {
    var colors: [String: Color]

    init(_ colors: [String: Color]) {
        self.colors = colors
    }
}

/// The limit: a loop assigning each object its three precomputed colors.
func directLoop(_ views: [PlainView], _ colors: [(Color, Color, Color)]) {
    for (view, color) in zip(views, colors) {
        view.background = color.0
        view.text = color.1
        view.border = color.2
    }
}

/// The limit of a switch where few tokens change: the direct loops below set the same objects from a theme's
/// colors by token index (as Livery's switch reads a converted value per token), one every property, the other
/// only the properties whose token changed, from a list made in advance.
struct DirectPartialLoop {
    /// (object, property 0–2, token) for each property whose token changes.
    let changes: [(object: Int32, property: UInt8, token: Int32)]

    /// The properties of objects bound as ``Fixtures/keys(count:)`` binds them whose token is in `changed`.
    init(count: Int, changed: Set<Int>) {
        var changes: [(object: Int32, property: UInt8, token: Int32)] = []
        for object in 0..<count {
            for property in 0..<3 where changed.contains((object + property) % Fixtures.tokenCount) {
                changes.append((Int32(object), UInt8(property), Int32((object + property) % Fixtures.tokenCount)))
            }
        }
        self.changes = changes
    }

    /// Sets every property of every object from `palette` (colors by token index).
    func setAll(_ views: [PlainView], _ palette: [Color]) {
        for (index, view) in views.enumerated() {
            view.background = palette[index % Fixtures.tokenCount]
            view.text = palette[(index + 1) % Fixtures.tokenCount]
            view.border = palette[(index + 2) % Fixtures.tokenCount]
        }
    }

    /// Sets only the listed properties from `palette`.
    func setChanged(_ views: [PlainView], _ palette: [Color]) {
        for change in changes {
            let view = views[Int(change.object)]
            let color = palette[Int(change.token)]
            switch change.property {
            case 0: view.background = color
            case 1: view.text = color
            default: view.border = color
            }
        }
    }
}

/// Each object's three colors in a theme, from its keys.
func expectedColors(_ keys: [(String, String, String)], _ palette: [String: Color]) -> [(Color, Color, Color)] {
    keys.map { (palette[$0.0]!, palette[$0.1]!, palette[$0.2]!) }
}

/// Whether every object holds its expected colors.
func holds(_ views: [some ColorView], _ colors: [(Color, Color, Color)]) -> Bool {
    zip(views, colors).allSatisfy { $0.background == $1.0 && $0.text == $1.1 && $0.border == $1.2 }
}

/// Gives every object a color no theme has, so the next mechanism's work is checked, not inherited.
func scramble(_ views: [PlainView]) {
    let none = Color(red: 0.5, green: 0.25, blue: 0.125)
    for view in views {
        view.background = none
        view.text = none
        view.border = none
    }
}

/// SwiftTheme / DKNightVersion: one NotificationCenter observer per object, which re-reads its colors by key.
final class NotificationPeer {
    static let themeDidChange = Notification.Name("LiveryBenchmarks.themeDidChange")
    let center = NotificationCenter()
    private var tokens: [any NSObjectProtocol] = []

    init(_ views: [PlainView], keys: [(String, String, String)], palette: StringPalette) {
        for (view, key) in zip(views, keys) {
            tokens.append(
                center.addObserver(forName: Self.themeDidChange, object: nil, queue: nil) { [weak view] _ in
                    guard let view else { return }
                    view.background = palette.colors[key.0]!
                    view.text = palette.colors[key.1]!
                    view.border = palette.colors[key.2]!
                })
        }
    }

    func switchTheme() {
        center.post(name: Self.themeDidChange, object: nil)
    }

    deinit {
        for token in tokens { center.removeObserver(token) }
    }
}

/// Seed 001: a string-keyed dictionary of closures, keyed by the target's address and a selector name.
final class StringDictionaryPeer {
    private var blocks: [String: () -> Void] = [:]

    init(_ views: [PlainView], keys: [(String, String, String)], palette: StringPalette) {
        for (view, key) in zip(views, keys) {
            let address = "\(Unmanaged.passUnretained(view).toOpaque())"
            blocks[address + "setBackgroundColor:"] = { [weak view] in view?.background = palette.colors[key.0]! }
            blocks[address + "setTextColor:"] = { [weak view] in view?.text = palette.colors[key.1]! }
            blocks[address + "setBorderColor:"] = { [weak view] in view?.border = palette.colors[key.2]! }
        }
    }

    func switchTheme() {
        for block in blocks.values { block() }
    }
}

/// Seed 003: walk the object tree and call a theme-did-change method on every node.
class ThemedNode {
    var children: [ThemedNode] = []

    func themeDidChange(_ palette: StringPalette) {
        for child in children { child.themeDidChange(palette) }
    }
}

/// A leaf of the walked tree, wrapping a view and the keys it reads.
final class ThemedLeaf: ThemedNode {
    let view: PlainView
    let key: (String, String, String)

    init(_ view: PlainView, _ key: (String, String, String)) {
        self.view = view
        self.key = key
    }

    override func themeDidChange(_ palette: StringPalette) {
        view.background = palette.colors[key.0]!
        view.text = palette.colors[key.1]!
        view.border = palette.colors[key.2]!
    }
}

/// A tree of 100-wide inner nodes over the views.
func makeTree(_ views: [PlainView], keys: [(String, String, String)]) -> ThemedNode {
    let root = ThemedNode()
    var group = ThemedNode()
    for (view, key) in zip(views, keys) {
        group.children.append(ThemedLeaf(view, key))
        if group.children.count == 100 {
            root.children.append(group)
            group = ThemedNode()
        }
    }
    if !group.children.isEmpty { root.children.append(group) }
    return root
}

/// A naive Swift design: one stored key path per bound property, applied on every switch, with the object held
/// weakly and the token read by ID.
final class KeyPathPeer {
    struct Entry {
        weak var view: PlainView?
        let keyPath: ReferenceWritableKeyPath<PlainView, Color>
        let token: TokenID
    }

    private var entries: [Entry] = []

    init(_ views: [PlainView], ids: [(TokenID, TokenID, TokenID)]) {
        for (view, id) in zip(views, ids) {
            entries.append(Entry(view: view, keyPath: \.background, token: id.0))
            entries.append(Entry(view: view, keyPath: \.text, token: id.1))
            entries.append(Entry(view: view, keyPath: \.border, token: id.2))
        }
    }

    func switchTheme(to table: TokenTable) {
        for entry in entries {
            guard let view = entry.view, let color = table.color(entry.token) else { continue }
            view[keyPath: entry.keyPath] = color
        }
    }
}
