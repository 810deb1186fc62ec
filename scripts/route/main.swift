// The probe of scripts/route/run.sh: sets up a manager and bound objects, then runs one operation (a plain switch,
// or one binding) between a reset of the coverage counters and a write of them, so that the profile holds only
// what that operation ran. Not part of the package: run.sh builds it in a package of its own.
import Foundation
import Livery

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The LLVM profile runtime, linked in by `-profile-generate`.
@_silgen_name("__llvm_profile_reset_counters") func resetCounters()
@_silgen_name("__llvm_profile_write_file") func writeProfile() -> Int32

/// An object with three declared properties that reports its lifetime (the fastest binding).
final class Reported: LifetimeReporting {
    lazy var bindingLifetime = BindingLifetime()
    var background = Color.white
    var text = Color.black
    var border = Color.black
}

/// The same object, held weakly.
final class Held: ThemeBindable {
    var background = Color.white
    var text = Color.black
    var border = Color.black
}

/// The same object, bound by key path.
final class ByKeyPath: ThemeBindable {
    var background = Color.white
    var text = Color.black
    var border = Color.black
}

extension ThemeProperties where Object: Reported {
    var background: ThemeProperty<Object, Color> {
        ThemeProperty("background", get: { $0.background }, set: { $0.background = $1 })
    }
    var text: ThemeProperty<Object, Color> { ThemeProperty("text", get: { $0.text }, set: { $0.text = $1 }) }
    var border: ThemeProperty<Object, Color> { ThemeProperty("border", get: { $0.border }, set: { $0.border = $1 }) }
}

extension ThemeProperties where Object: Held {
    var background: ThemeProperty<Object, Color> {
        ThemeProperty("background", get: { $0.background }, set: { $0.background = $1 })
    }
    var text: ThemeProperty<Object, Color> { ThemeProperty("text", get: { $0.text }, set: { $0.text = $1 }) }
    var border: ThemeProperty<Object, Color> { ThemeProperty("border", get: { $0.border }, set: { $0.border = $1 }) }
}

func colors(seed: Int) -> String {
    let members = (0..<30).map { index in
        "\"t\(index)\": {\"$value\": \"#\(String(format: "%06x", ((index + seed * 7919) &* 2_654_435_761) & 0xFF_FFFF))\"}"
    }
    return "{\"color\": {\"$type\": \"color\", \(members.joined(separator: ", "))}}"
}

@MainActor
func run(_ operation: String) throws {
    let loader = TokenLoader()
    let sources = try [("a", 0), ("b", 1)].map { name, seed in
        ThemeSource(name: name, documents: [try loader.load(text: colors(seed: seed), file: "\(name).tokens.json")])
    }
    let manager = ThemeManager(name: "route", store: nil)
    try manager.add(ThemeSet(themes: sources, defaultTheme: "a"))
    try manager.switchTo("a")
    let reported = (0..<100).map { _ in Reported() }
    let held = (0..<100).map { _ in Held() }
    let byKeyPath = (0..<100).map { _ in ByKeyPath() }
    func bind(_ index: Int) {
        let key = ("color.t\(index % 30)", "color.t\((index + 1) % 30)", "color.t\((index + 2) % 30)")
        switch operation {
        case "switch", "bind":
            let bindings = reported[index].livery(manager)
            bindings.background = .token(key.0)
            bindings.text = .token(key.1)
            bindings.border = .token(key.2)
        case "switch-weak":
            let bindings = held[index].livery(manager)
            bindings.background = .token(key.0)
            bindings.text = .token(key.1)
            bindings.border = .token(key.2)
        default:
            let bindings = byKeyPath[index].livery(manager)
            bindings.background = .token(key.0)
            bindings.text = .token(key.1)
            bindings.border = .token(key.2)
        }
    }
    for index in 0..<99 { bind(index) }
    // Twice there and back first, so that every cache a switch fills is filled before the counted one.
    // The identifiers are made before the counters are reset: making one is the probe's code, not the switch's.
    let (a, b): (ThemeIdentifier, ThemeIdentifier) = ("a", "b")
    try manager.switchTo(b)
    try manager.switchTo(a)
    resetCounters()
    if operation == "bind" { bind(99) } else { try manager.switchTo(b) }
    guard writeProfile() == 0 else { fatalError("could not write the profile") }
    withExtendedLifetime((reported, held, byKeyPath)) {}
    // Without the exit handlers, which would write the profile again with what ran after the operation.
    _exit(0)
}

let operation = CommandLine.arguments.dropFirst().first ?? "switch"
try MainActor.assumeIsolated { try run(operation) }
