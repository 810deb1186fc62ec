import Foundation
import LiveryCore

@testable import Livery

// The model of "every switch exact" (SwitchInvariantTests): a world of themes, a pack, overrides, stylesheets,
// type defaults and bound objects, all drawn from a seed; steps that change it; and the reference a step is
// checked against: a manager made fresh with the model's state, which applied the current theme once.

/// A small deterministic generator (SplitMix64): a world and each step are drawn from their own seed, so a
/// failing sequence can be read, rerun and shrunk.
struct ModelRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476C_E5B9_E11B
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
    mutating func subset<T>(_ values: [T]) -> [T] { values.filter { _ in chance(0.5) } }
}

// MARK: - The world

/// Everything the steps do not change: the themes' values per version, the objects with their bindings, the
/// stylesheets a step may load, the type defaults.
struct SwitchWorld: CustomStringConvertible {
    static let themes = ["t0", "t1", "t2"]
    /// The theme a pack installs.
    static let packTheme = "p"
    /// The theme space's dimensions and contexts: a mode the seed colors know (m1 is dark) and a size.
    static let dimensions: [(name: String, contexts: [String])] = [("mode", ["m0", "m1"]), ("size", ["s0", "s1"])]
    /// What per-theme bindings and `@theme` rules may name: themes, the pack's, contexts, and one nobody has.
    static let themeNames = themes + [packTheme, "m0", "m1", "s1", "nowhere"]
    /// The tokens seed colors set: the primary and the surface of the scheme.
    static let seedRoles = SchemeRoleMap([.primaryPaletteKeyColor: ["c.a"], .surface: ["c.b"]])
    static let colorTokens = ["c.a", "c.b", "c.c", "c.d"]
    static let numberTokens = ["n.r", "n.s"]
    static let palette = ["#000000", "#ffffff", "#ff0000", "#00aa00", "#0000ff", "#ffe500"]
    static let numbers: [Double] = [0, 2, 4, 8, 16]

    let seed: UInt64
    /// Token documents read once per world: each step's fresh manager compiles them again, as an app's would.
    private let documents = DocumentCache()
    let objects: [ObjectSpec]
    /// Stylesheets by index; the first is loaded at the start (`nil`: none).
    let stylesheets: [String?]
    let typeDefaults: [TypeDefault]
    /// How many permutations of the space a manager keeps compiled.
    let cacheLimit: Int

    init(seed: UInt64) {
        self.seed = seed
        var random = ModelRandom(seed: seed)
        var objects: [ObjectSpec] = []
        for index in 0..<random.pick([2, 3, 4, 5]) {
            objects.append(
                ObjectSpec(
                    index: index, parent: objects.isEmpty ? nil : random.pick([nil, 0, index - 1]),
                    random: &random))
        }
        self.objects = objects
        stylesheets = (0..<3).map { _ in random.chance(0.15) ? nil : Self.stylesheet(&random) }
        typeDefaults = (0..<random.pick([0, 1, 2])).map { _ in TypeDefault(random: &random) }
        cacheLimit = random.pick([1, 2, 4])
    }

    /// The options a manager sets its space with.
    var spaceOptions: ThemeSpaceOptions {
        ThemeSpaceOptions(mode: .init(dimension: "mode", offContext: "m0", onContext: "m1"), cacheLimit: cacheLimit)
    }

    /// One version of the theme space: a full base, the mode's contexts over some colors, the size's over a number.
    func space(version: Int) throws -> ThemeSpace {
        if let space = documents.spaces[version] { return space }
        let space = try makeSpace(version: version)
        documents.spaces[version] = space
        return space
    }

    private func makeSpace(version: Int) throws -> ThemeSpace {
        let loader = TokenLoader()
        let base = try loader.load(text: document(theme: "space", version: 2000 + version), file: "space.json")
        func context(_ name: String, _ body: (inout ModelRandom) -> String) throws -> (String, [TokenDocument]) {
            var random = ModelRandom(seed: seed ^ UInt64(version &* 104_729) ^ name.hashValueStable)
            return (name, [try loader.load(text: body(&random), file: "\(name).json")])
        }
        let modes = try ["m0", "m1"].map { name in
            try context(name) { random in
                #"{ "c": { "$type": "color", "a": { "$value": "\#(random.pick(Self.palette))" }, "#
                    + #""c": { "$value": "\#(random.chance(0.5) ? "{c.a}" : random.pick(Self.palette))" } } }"#
            }
        }
        let sizes = try ["s0", "s1"].map { name in
            try context(name) { random in
                #"{ "n": { "$type": "number", "r": { "$value": \#(random.pick(Self.numbers)) } } }"#
            }
        }
        return try ThemeSpace(
            base: [base],
            dimensions: [
                ThemeSpace.DimensionSource(name: "mode", contexts: modes),
                ThemeSpace.DimensionSource(name: "size", contexts: sizes),
            ])
    }

    /// The token values of a theme in one version of the theme set (or the pack): drawn from the world's seed,
    /// the version and the theme, so a reload changes some values and keeps others.
    func document(theme: String, version: Int) -> String {
        var random = ModelRandom(seed: seed ^ UInt64(version &* 7919) ^ UInt64(theme.hashValueStable))
        func color() -> String { "\"\(random.pick(Self.palette))\"" }
        // Aliases: overrides of c.a and c.b reach c.c and c.d through them in some themes and versions.
        let c = random.chance(0.5) ? "\"{c.a}\"" : color()
        let d = random.chance(0.5) ? "\"{c.b}\"" : color()
        return """
            { "c": { "$type": "color", "a": { "$value": \(color()) }, "b": { "$value": \(color()) },
                     "c": { "$value": \(c) }, "d": { "$value": \(d) } },
              "n": { "$type": "number", "r": { "$value": \(random.pick(Self.numbers)) },
                     "s": { "$value": \(random.pick(Self.numbers) + 10) } } }
            """
    }

    /// A theme's document in a version, read once.
    func tokenDocument(theme: String, version: Int) throws -> TokenDocument {
        let key = "\(theme) \(version)"
        if let document = documents.documents[key] { return document }
        let document = try TokenLoader().load(
            text: self.document(theme: theme, version: version), file: "\(theme).json")
        documents.documents[key] = document
        return document
    }

    func themeSet(version: Int) throws -> ThemeSet {
        ThemeSet(
            themes: try Self.themes.map { theme in
                ThemeSource(name: theme, documents: [try tokenDocument(theme: theme, version: version)])
            }, defaultTheme: "t0")
    }

    func packSet(version: Int) throws -> ThemeSet {
        let document = try tokenDocument(theme: Self.packTheme, version: 1000 + version)
        return ThemeSet(themes: [ThemeSource(name: Self.packTheme, documents: [document])])
    }

    var description: String {
        var lines = ["world \(seed) (space cache limit \(cacheLimit)):"]
        for object in objects { lines.append("  \(object)") }
        for typeDefault in typeDefaults { lines.append("  default \(typeDefault)") }
        for (index, sheet) in stylesheets.enumerated() {
            lines.append("  stylesheet \(index): " + (sheet?.replacingOccurrences(of: "\n", with: " ") ?? "none"))
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Stylesheets

    static func stylesheet(_ random: inout ModelRandom) -> String {
        var rules: [String] = []
        for _ in 0..<random.pick([1, 2, 3, 4]) {
            let kind = random.pick(ObjectKind.allCases)
            var selector = kind.typeName
            if random.chance(0.3) { selector += "." + random.pick(["a", "b"]) }
            let stateful = kind == .button && random.chance(0.4)
            if stateful { selector += random.pick([":highlighted", ":disabled"]) }
            if random.chance(0.2) { selector = "StyledView " + selector }
            let properties = stateful ? BoundProperty.stateful : kind.properties.filter { !$0.isStateful }
            let declarations = random.subset(properties).map { "\($0.name): \($0.styleValue(&random));" }
            guard !declarations.isEmpty else { continue }
            var rule = "\(selector) { \(declarations.joined(separator: " ")) }"
            if random.chance(0.5) {
                var themes = random.subset(Self.themeNames)
                if themes.isEmpty { themes = [random.pick(Self.themes)] }
                rule = "@theme \(themes.joined(separator: ", ")) {\n    \(rule)\n}"
            }
            rules.append(rule)
        }
        return rules.joined(separator: "\n")
    }
}

/// What a world reads once: token documents and theme spaces (values, compiled by each manager on its own).
final class DocumentCache {
    var documents: [String: TokenDocument] = [:]
    var spaces: [Int: ThemeSpace] = [:]
}

extension String {
    /// A hash that does not change between runs (Swift's `hashValue` is seeded per process).
    var hashValueStable: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}

// MARK: - Objects and bindings

enum ObjectKind: CaseIterable {
    case view, label, button

    var typeName: String {
        switch self {
        case .view: "StyledView"
        case .label: "StyledLabel"
        case .button: "StyledButton"
        }
    }

    var properties: [BoundProperty] {
        switch self {
        case .view: [.backgroundColor, .cornerRadius, .borderColor]
        case .label: [.backgroundColor, .cornerRadius, .borderColor, .textColor, .fontSize]
        case .button: [.backgroundColor, .cornerRadius, .borderColor, .titleColor, .shadowColor]
        }
    }

    /// What an inline binding may bind: the declared properties and `tint`, which no style declares.
    var inlineProperties: [BoundProperty] { properties + [.tint] }
}

enum BoundProperty: CaseIterable {
    /// `tint` is bound by name, through a closure that reads one token (as Objective-C key paths are), in every
    /// theme: a closure for one theme keeps its value in the others, which a fresh apply would not show.
    /// `borderColor` and `shadowColor` are declared without getters, with a default to put back (setter-only, as
    /// many UIKit and AppKit properties are): per-theme values and `@theme` rules on them must not leak either.
    case backgroundColor, cornerRadius, textColor, fontSize, titleColor, tint, borderColor, shadowColor

    var name: String { "\(self)" }
    var isColor: Bool { self != .cornerRadius && self != .fontSize }
    /// Set per control state.
    var isStateful: Bool { self == .titleColor || self == .shadowColor }
    /// The per-state properties, which stylesheet rules with a state set.
    static let stateful: [BoundProperty] = [.titleColor, .shadowColor]
    /// Whether type-wide defaults can name it (by key path: declared properties have none).
    var hasTypeDefaults: Bool { self != .borderColor && !isStateful && self != .tint }

    func styleValue(_ random: inout ModelRandom) -> String {
        if random.chance(0.6) {
            return "{\(random.pick(isColor ? SwitchWorld.colorTokens : SwitchWorld.numberTokens))}"
        }
        return isColor ? random.pick(SwitchWorld.palette) : "\(Int(random.pick(SwitchWorld.numbers)))"
    }
}

/// A value a binding or a type default gives: a token or a literal.
enum ModelValue: CustomStringConvertible {
    case token(String)
    case color(Color)
    case number(Double)

    static func random(for property: BoundProperty, _ random: inout ModelRandom) -> ModelValue {
        if random.chance(0.7) {
            return .token(random.pick(property.isColor ? SwitchWorld.colorTokens : SwitchWorld.numberTokens))
        }
        return property.isColor
            ? .color(Color(hex: random.pick(SwitchWorld.palette))!) : .number(random.pick(SwitchWorld.numbers))
    }

    var color: ThemeBindingValue<Color> {
        switch self {
        case .token(let path): .token(path)
        case .color(let color): .value(color)
        case .number: .value(.black)
        }
    }

    var optionalColor: ThemeBindingValue<Color?> {
        switch self {
        case .token(let path): .token(path)
        case .color(let color): .value(color)
        case .number: .value(nil)
        }
    }

    var number: ThemeBindingValue<Double> {
        switch self {
        case .token(let path): .token(path)
        case .number(let number): .value(number)
        case .color: .value(0)
        }
    }

    var description: String {
        switch self {
        case .token(let path): "{\(path)}"
        case .color(let color): color.hexString()
        case .number(let number): "\(number)"
        }
    }
}

/// One inline binding: a property, for every theme or one theme, and a state for per-state properties.
struct InlineBinding: CustomStringConvertible {
    let property: BoundProperty
    let theme: String?
    let state: ControlState
    let value: ModelValue

    init(property: BoundProperty, theme: String?, state: ControlState, value: ModelValue) {
        self.property = property
        self.theme = theme
        self.state = state
        self.value = value
    }

    /// A binding of one of the kind's properties.
    init(kind: ObjectKind, random: inout ModelRandom) {
        property = random.pick(kind.inlineProperties)
        theme = property != .tint && random.chance(0.5) ? random.pick(SwitchWorld.themeNames) : nil
        state = property.isStateful ? random.pick([.normal, .highlighted]) : .normal
        value = property == .tint ? .token(random.pick(SwitchWorld.colorTokens)) : .random(for: property, &random)
    }

    var description: String {
        "\(property.name)\(state == .normal ? "" : "[\(state)]")\(theme.map { "[theme: \($0)]" } ?? "") = \(value)"
    }
}

/// A bound object: its type, parent, starting identifiers and property values, and inline bindings.
struct ObjectSpec: CustomStringConvertible {
    let index: Int
    let kind: ObjectKind
    let parent: Int?
    let identifiers: [String]
    let initialBackground: Color
    let initialRadius: Double
    let initialTitle: Color?
    /// In the order they are made; a step may add more.
    var bindings: [InlineBinding]

    init(index: Int, parent: Int?, random: inout ModelRandom) {
        self.index = index
        self.parent = parent
        kind = random.pick(ObjectKind.allCases)
        identifiers = random.subset(["a", "b"])
        initialBackground = Color(hex: random.pick(SwitchWorld.palette))!
        initialRadius = random.pick([1, 3])
        initialTitle = random.chance(0.5) ? Color(hex: "#123456")! : nil
        let kind = kind
        var bindings: [InlineBinding] = []
        for _ in 0..<random.pick([0, 1, 2, 3, 4]) { bindings.append(InlineBinding(kind: kind, random: &random)) }
        self.bindings = bindings
    }

    var description: String {
        "object \(index): \(kind.typeName) parent \(parent.map(String.init) ?? "none") ids \(identifiers) "
            + "bindings [\(bindings.map(\.description).joined(separator: ", "))]"
    }

    /// A new object of the spec, with its starting values, under its parent.
    @MainActor
    func make(parent: StyledView?) -> StyledView {
        let object: StyledView
        switch kind {
        case .view: object = StyledView(parent: parent)
        case .label: object = StyledLabel(parent: parent)
        case .button:
            let button = StyledButton(parent: parent)
            if let initialTitle { button.titleColors[.normal] = initialTitle }
            object = button
        }
        object.backgroundColor = initialBackground
        object.cornerRadius = initialRadius
        return object
    }

    /// Makes the object's inline bindings with a manager.
    @MainActor
    func bind(_ object: StyledView, manager: ThemeManager) {
        for binding in bindings { binding.bind(object, manager: manager) }
    }
}

extension InlineBinding {
    /// Makes the binding on an object with a manager.
    @MainActor
    func bind(_ object: StyledView, manager: ThemeManager) {
        do {
            let binding = self
            let livery = object.livery(manager)
            let bindings = binding.theme.map { livery[theme: ThemeIdentifier($0)] } ?? livery
            switch binding.property {
            case .backgroundColor: bindings.backgroundColor = binding.value.color
            case .cornerRadius: bindings.cornerRadius = binding.value.number
            case .textColor:
                let labels =
                    binding.theme.map { (object as! StyledLabel).livery(manager)[theme: ThemeIdentifier($0)] }
                    ?? (object as! StyledLabel).livery(manager)
                labels.textColor = binding.value.color
            case .fontSize:
                let labels =
                    binding.theme.map { (object as! StyledLabel).livery(manager)[theme: ThemeIdentifier($0)] }
                    ?? (object as! StyledLabel).livery(manager)
                labels.fontSize = binding.value.number
            case .titleColor:
                let buttons =
                    binding.theme.map { (object as! StyledButton).livery(manager)[theme: ThemeIdentifier($0)] }
                    ?? (object as! StyledButton).livery(manager)
                buttons[binding.state].titleColor = binding.value.optionalColor
            case .shadowColor:
                let buttons =
                    binding.theme.map { (object as! StyledButton).livery(manager)[theme: ThemeIdentifier($0)] }
                    ?? (object as! StyledButton).livery(manager)
                buttons[binding.state].shadowColor = binding.value.optionalColor
            case .borderColor: bindings.borderColor = binding.value.color
            case .tint:
                guard case .token(let path) = binding.value else { return }
                livery.apply(key: "tint", reading: .every(path)) { object, theme in
                    if let color = theme.color(path) { object.tint = color }
                }
            }
        }
    }
}

/// A type-wide default: `StyledLabel.livery(manager)[theme: "t1"].fontSize = …`.
struct TypeDefault: CustomStringConvertible {
    let kind: ObjectKind
    let property: BoundProperty
    let theme: String?
    let value: ModelValue

    init(random: inout ModelRandom) {
        kind = random.pick([ObjectKind.view, .label])
        property = random.pick(kind.properties.filter(\.hasTypeDefaults))
        theme = random.chance(0.5) ? random.pick(SwitchWorld.themeNames) : nil
        value = .random(for: property, &random)
    }

    var description: String {
        "\(kind.typeName)\(theme.map { "[theme: \($0)]" } ?? "").\(property.name) = \(value)"
    }

    @MainActor
    func set(on manager: ThemeManager) {
        switch kind {
        case .label:
            let styles =
                theme.map { StyledLabel.livery(manager)[theme: ThemeIdentifier($0)] } ?? StyledLabel.livery(manager)
            switch property {
            case .backgroundColor: styles.backgroundColor = value.color
            case .cornerRadius: styles.cornerRadius = value.number
            case .textColor: styles.textColor = value.color
            case .fontSize: styles.fontSize = value.number
            case .titleColor, .tint, .borderColor, .shadowColor: break
            }
        default:
            let styles =
                theme.map { StyledView.livery(manager)[theme: ThemeIdentifier($0)] } ?? StyledView.livery(manager)
            switch property {
            case .backgroundColor: styles.backgroundColor = value.color
            case .cornerRadius: styles.cornerRadius = value.number
            default: break
            }
        }
    }
}

// MARK: - What a bound object shows

/// Every property the model binds, as an object shows it.
struct ObjectState: Equatable, CustomStringConvertible {
    var background: Color
    var radius: Double
    var text: Color?
    var fontSize: Double?
    var titles: [ControlState: Color]
    var tint: Color?
    var border: Color
    var shadows: [ControlState: Color]

    @MainActor
    init(_ object: StyledView) {
        tint = object.tint
        border = object.borderColor
        shadows = (object as? StyledButton)?.shadowColors ?? [:]
        background = object.backgroundColor
        radius = object.cornerRadius
        text = (object as? StyledLabel)?.textColor
        fontSize = (object as? StyledLabel)?.fontSize
        titles = (object as? StyledButton)?.titleColors ?? [:]
    }

    var description: String {
        var parts = ["backgroundColor \(background.hexString())", "cornerRadius \(radius)"]
        if let text { parts.append("textColor \(text.hexString())") }
        if let fontSize { parts.append("fontSize \(fontSize)") }
        if let tint { parts.append("tint \(tint.hexString())") }
        parts.append("borderColor \(border.hexString())")
        if !shadows.isEmpty {
            let sorted = shadows.sorted { $0.key.rawValue < $1.key.rawValue }
            parts.append("shadowColor " + sorted.map { "\($0.key): \($0.value.hexString())" }.joined(separator: ", "))
        }
        if !titles.isEmpty {
            let sorted = titles.sorted { $0.key.rawValue < $1.key.rawValue }
            parts.append("titleColor " + sorted.map { "\($0.key): \($0.value.hexString())" }.joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
    }
}
