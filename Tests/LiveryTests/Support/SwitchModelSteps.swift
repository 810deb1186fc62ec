import Foundation
import LiveryCore
import Testing

@testable import Livery

// The steps of the switch model and the state they leave, which the fresh reference is built from.

/// What the steps have changed: the theme the manager should show, its overrides, the versions of the theme set
/// and of the pack, the stylesheet, the objects' identifiers.
struct ModelState {
    /// The registered theme shown, when ``showsSpace`` is not set.
    var current = "t0"
    /// Whether the manager shows the space's permutation of ``selection``.
    var showsSpace = false
    var overrides: [String: TokenValue] = [:]
    var version = 0
    /// `nil` until a pack is installed.
    var packVersion: Int?
    /// `nil` until a theme space is set.
    var spaceVersion: Int?
    var selection: [String: String] = [:]
    var seed: (color: Color, variant: SchemeVariant)?
    var stylesheet = 0
    /// The objects, with the bindings steps added; the first ones are the world's.
    var objects: [ObjectSpec]
    var identifiers: [[String]]

    var themes: [String] { SwitchWorld.themes + (packVersion == nil ? [] : [SwitchWorld.packTheme]) }

    /// The selection of every dimension: the chosen contexts over the defaults.
    var fullSelection: [String: String] {
        var full: [String: String] = [:]
        for dimension in SwitchWorld.dimensions { full[dimension.name] = dimension.contexts[0] }
        return full.merging(selection) { $1 }
    }

    /// The identifier the manager should show.
    var currentIdentifier: ThemeIdentifier {
        guard showsSpace else { return ThemeIdentifier(current) }
        let full = fullSelection
        return ThemeIdentifier(SwitchWorld.dimensions.map { "\($0.name)=\(full[$0.name]!)" }.joined(separator: "&"))
    }
}

/// How an animated switch ends before the step is checked.
enum AnimationEnd: CaseIterable {
    /// The clock passes the end of the transition.
    case runOut
    /// ``ThemeManager/finishAnimation()``.
    case finish
    /// Another step (any but an animated one) runs while it animates, then the clock runs out.
    case interrupted
}

/// One step of a sequence, drawn from its own seed.
indirect enum ModelStep: CustomStringConvertible {
    case switchTo(String)
    case animated(String, progress: Double, end: AnimationEnd, then: ModelStep?)
    case setOverride(String, TokenValue, animated: Bool)
    case removeOverride(String)
    case removeAllOverrides
    /// A new version of the theme set, through ``ThemeManager/reload(_:assets:)``.
    case reload
    /// A pack's theme: added the first time, reloaded with a new version after.
    case installPack
    case loadStylesheet(Int)
    case setIdentifiers(object: Int, [String])
    /// A new version of the theme space, through ``ThemeManager/setThemeSpace(_:options:)``.
    case setThemeSpace
    case select(dimension: String, context: String)
    case setSeedColor(Color, SchemeVariant, animated: Bool)
    case removeSeedColor
    /// A binding made on a live object (a cell configured again), drawn from the seed for the object's kind.
    case bind(object: Int, seed: UInt64)
    /// An object bound and attached in the middle of it all.
    case addObject(seed: UInt64, parent: Int?)

    init(seed: UInt64, objects: Int, nested: Bool = false) {
        var random = ModelRandom(seed: seed)
        let themes = SwitchWorld.themes + [SwitchWorld.packTheme]
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<28: self = .switchTo(random.pick(themes))
        case 28..<43 where !nested:
            let end = random.pick(AnimationEnd.allCases)
            let then =
                end == .interrupted
                ? ModelStep(seed: random.next(), objects: objects, nested: true) : nil
            self = .animated(
                random.pick(themes), progress: random.pick([0, 0.25, 0.5, 0.999]), end: end, then: then)
        case 28..<55:
            let path = random.pick(["c.a", "c.b", "n.r"])
            let value: TokenValue =
                path == "n.r"
                ? .number(random.pick(SwitchWorld.numbers) + 1) : .color(Color(hex: random.pick(SwitchWorld.palette))!)
            self = .setOverride(path, value, animated: !nested && random.chance(0.3))
        case 55..<63: self = .removeOverride(random.pick(["c.a", "c.b", "n.r"]))
        case 63..<66: self = .removeAllOverrides
        case 66..<76: self = .reload
        case 76..<84: self = .installPack
        case 84..<88: self = .loadStylesheet(Int.random(in: 0..<3, using: &random))
        case 88..<91:
            self = .setIdentifiers(object: Int.random(in: 0..<objects, using: &random), random.subset(["a", "b"]))
        case 91..<93: self = .setThemeSpace
        case 93..<96:
            let dimension = random.pick(SwitchWorld.dimensions)
            self = .select(dimension: dimension.name, context: random.pick(dimension.contexts))
        case 96..<98 where !nested:
            if random.chance(0.25) {
                self = .removeSeedColor
            } else {
                self = .setSeedColor(
                    Color(hex: random.pick(SwitchWorld.palette))!, random.pick([.tonalSpot, .vibrant, .monochrome]),
                    animated: random.chance(0.3))
            }
        case 96..<99:
            self = .bind(object: Int.random(in: 0..<objects, using: &random), seed: random.next())
        default:
            self = .addObject(
                seed: random.next(), parent: random.chance(0.5) ? nil : Int.random(in: 0..<objects, using: &random))
        }
    }

    var description: String {
        switch self {
        case .switchTo(let theme): "switchTo(\(theme))"
        case .animated(let theme, let progress, let end, let then):
            "switchTo(\(theme), animated) at \(progress), \(end)" + (then.map { " by \($0)" } ?? "")
        case .setOverride(let path, let value, let animated):
            "setOverride(\(path) = \(value.modelDescription)\(animated ? ", animated" : ""))"
        case .removeOverride(let path): "removeOverride(\(path))"
        case .removeAllOverrides: "removeAllOverrides"
        case .reload: "reload (next version)"
        case .installPack: "install pack (next version)"
        case .loadStylesheet(let index): "loadStylesheet(\(index))"
        case .setIdentifiers(let object, let identifiers): "object \(object).styleIdentifiers = \(identifiers)"
        case .setThemeSpace: "setThemeSpace (next version)"
        case .select(let dimension, let context): "select(\(context), for: \(dimension))"
        case .setSeedColor(let color, let variant, let animated):
            "setSeedColor(\(color.hexString()), \(variant)\(animated ? ", animated" : ""))"
        case .removeSeedColor: "removeSeedColor"
        case .bind(let object, _): "bind on object \(object)"
        case .addObject(_, let parent): "add an object under \(parent.map { "object \($0)" } ?? "no parent")"
        }
    }
}

extension TokenValue {
    var modelDescription: String {
        switch self {
        case .color(let color): color.hexString()
        case .number(let number): "\(number)"
        default: "\(self)"
        }
    }
}

// MARK: - Running a sequence

/// A world with its manager under test, its live objects and the model's state.
@MainActor
final class SwitchModelRun {
    let world: SwitchWorld
    let manager: ThemeManager
    let clock = ManualFrameClock()
    var objects: [StyledView] = []
    var state: ModelState
    /// What each step did, as the failure report lists it.
    private(set) var log: [String] = []

    static let transition = Transition(
        duration: TokenDuration(1, .s), delay: TokenDuration(0), timingFunction: .linear)

    init(world: SwitchWorld) throws {
        self.world = world
        state = ModelState(objects: world.objects, identifiers: world.objects.map(\.identifiers))
        manager = ThemeManager(name: "model", store: InMemoryThemeStore())
        manager.frameClock = clock
        objects = try Self.build(world, state: state, manager: manager)
    }

    /// A manager with the model's state, which applied the current theme once, and new objects bound to it.
    static func build(_ world: SwitchWorld, state: ModelState, manager: ThemeManager) throws -> [StyledView] {
        StyleFixtures.register()
        manager.seedThemeOptions = SeedThemeOptions(roleMap: SwitchWorld.seedRoles)
        try manager.add(world.themeSet(version: state.version))
        if let pack = state.packVersion { try manager.add(world.packSet(version: pack)) }
        for (path, value) in state.overrides.sorted(by: { $0.key < $1.key }) {
            try manager.setOverride(value, for: path)
        }
        if let seed = state.seed { try manager.setSeedColor(seed.color, variant: seed.variant) }
        if let version = state.spaceVersion {
            try manager.setThemeSpace(world.space(version: version), options: world.spaceOptions)
        }
        if state.showsSpace {
            try manager.select(state.fullSelection)
        } else {
            try manager.switchTo(ThemeIdentifier(state.current))
        }
        if let sheet = world.stylesheets[state.stylesheet] {
            try manager.loadStylesheet(sheet, file: "model.lss")
        }
        for typeDefault in world.typeDefaults { typeDefault.set(on: manager) }
        var objects: [StyledView] = []
        for spec in state.objects {
            objects.append(make(spec, identifiers: state.identifiers[spec.index], in: objects, manager: manager))
        }
        return objects
    }

    /// Makes an object of a spec under its parent, binds it and attaches it.
    static func make(_ spec: ObjectSpec, identifiers: [String], in objects: [StyledView], manager: ThemeManager)
        -> StyledView
    {
        let object = spec.make(parent: spec.parent.map { objects[$0] })
        object.livery(manager).styleIdentifiers = identifiers
        spec.bind(object, manager: manager)
        object.livery(manager).attachStyle()
        return object
    }

    /// Applies a step to the manager under test and to the model.
    func perform(_ step: ModelStep) throws {
        log.append(step.description)
        try apply(step)
    }

    private func apply(_ step: ModelStep) throws {
        switch step {
        case .switchTo(let theme):
            guard state.themes.contains(theme) else {
                // Not registered: refused, and nothing changes.
                #expect(throws: ThemeError.self) { try self.manager.switchTo(ThemeIdentifier(theme)) }
                return
            }
            try manager.switchTo(ThemeIdentifier(theme))
            state.current = theme
            state.showsSpace = false
        case .animated(let theme, let progress, let end, let then):
            guard state.themes.contains(theme) else {
                #expect(throws: ThemeError.self) {
                    try self.manager.switchTo(ThemeIdentifier(theme), transition: Self.transition)
                }
                return
            }
            try manager.switchTo(ThemeIdentifier(theme), transition: Self.transition)
            state.current = theme
            state.showsSpace = false
            clock.advance(by: progress)
            switch end {
            case .runOut: clock.advance(by: 2)
            case .finish: manager.finishAnimation()
            case .interrupted:
                if let then {
                    log[log.count - 1] += " (\(then))"
                    try apply(then)
                }
                clock.advance(by: 2)
            }
        case .setOverride(let path, let value, let animated):
            try manager.setOverride(value, for: path, animated: animated)
            state.overrides[path] = value
            if animated { clock.advance(by: 10) }
        case .removeOverride(let path):
            try manager.removeOverride(for: path)
            state.overrides[path] = nil
        case .removeAllOverrides:
            try manager.removeAllOverrides()
            state.overrides = [:]
        case .reload:
            state.version += 1
            try manager.reload(world.themeSet(version: state.version))
        case .installPack:
            let version = (state.packVersion ?? -1) + 1
            let pack = try world.packSet(version: version)
            // As an installed pack loads itself (LiveryPacks' InstalledPack): added the first time, reloaded after.
            if state.packVersion == nil { try manager.add(pack) } else { try manager.reload(pack) }
            state.packVersion = version
        case .loadStylesheet(let index):
            if let sheet = world.stylesheets[index] {
                try manager.loadStylesheet(sheet, file: "model.lss")
            } else {
                try manager.setStylesheet(nil)
            }
            state.stylesheet = index
        case .setIdentifiers(let object, let identifiers):
            guard object < objects.count else { return }
            objects[object].livery(manager).styleIdentifiers = identifiers
            state.identifiers[object] = identifiers
        case .setThemeSpace:
            let version = (state.spaceVersion ?? -1) + 1
            try manager.setThemeSpace(world.space(version: version), options: world.spaceOptions)
            // The permutation shown keeps its contexts; otherwise the defaults become current.
            if !state.showsSpace { state.selection = [:] }
            state.showsSpace = true
            state.spaceVersion = version
        case .select(let dimension, let context):
            guard state.spaceVersion != nil else {
                #expect(throws: ThemeError.self) { try self.manager.select(context, for: dimension) }
                return
            }
            try manager.select(context, for: dimension)
            if !state.showsSpace { state.selection = [:] }
            state.selection[dimension] = context
            state.showsSpace = true
        case .setSeedColor(let color, let variant, let animated):
            try manager.setSeedColor(color, variant: variant, animated: animated)
            state.seed = (color, variant)
            if animated { clock.advance(by: 10) }
        case .removeSeedColor:
            try manager.removeSeedColor()
            state.seed = nil
        case .bind(let object, let seed):
            guard object < objects.count else { return }
            var random = ModelRandom(seed: seed)
            let binding = InlineBinding(kind: state.objects[object].kind, random: &random)
            log[log.count - 1] = "object \(object).\(binding)"
            binding.bind(objects[object], manager: manager)
            state.objects[object].bindings.append(binding)
        case .addObject(let seed, let parent):
            var random = ModelRandom(seed: seed)
            let spec = ObjectSpec(
                index: objects.count, parent: parent.map { min($0, objects.count - 1) }, random: &random)
            log[log.count - 1] = "add \(spec)"
            state.objects.append(spec)
            state.identifiers.append(spec.identifiers)
            objects.append(Self.make(spec, identifiers: spec.identifiers, in: objects, manager: manager))
        }
    }

    /// The differences between what the objects under test show and what a fresh manager's objects show: empty
    /// when the invariant holds.
    func differences() throws -> [String] {
        var found: [String] = []
        if manager.currentIdentifier != state.currentIdentifier {
            found.append(
                "current theme \(manager.currentIdentifier?.rawValue ?? "none"), expected \(state.currentIdentifier)")
        }
        if manager.isAnimating { found.append("still animating") }
        let fresh = ThemeManager(name: "fresh", store: InMemoryThemeStore())
        let reference = try Self.build(world, state: state, manager: fresh)
        for (index, (object, expected)) in zip(objects, reference).enumerated() {
            let shown = ObjectState(object)
            let wanted = ObjectState(expected)
            if shown != wanted {
                found.append("object \(index) shows\n    \(shown)\n  a fresh apply sets\n    \(wanted)")
            }
        }
        return found
    }

    /// The report of a failure: the world, the steps up to the failing one, and what differs.
    func report(_ differences: [String]) -> String {
        let overrides = state.overrides.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.modelDescription)" }
        var lines = [
            world.description,
            "state: theme \(state.currentIdentifier), version \(state.version), pack "
                + "\(state.packVersion.map(String.init) ?? "none"), space \(state.spaceVersion.map(String.init) ?? "none"), "
                + "seed \(state.seed.map { "\($0.color.hexString()) \($0.variant)" } ?? "none"), stylesheet "
                + "\(state.stylesheet), overrides [\(overrides.joined(separator: ", "))]",
        ]
        lines.append("steps:")
        for (index, step) in log.enumerated() { lines.append("  \(index + 1). \(step)") }
        lines.append("after the last step:")
        lines += differences.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}
