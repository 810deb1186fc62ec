import Foundation
import LiveryCore
import Testing

@testable import Livery

/// An object with every kind of property a key path can name: stored ones (one holding a reference-counted
/// string, one inside a struct), one of another object, one with an observer, a computed one.
class StorageProbe: ThemeBindable {
    final class Part {
        var color = Color.black
    }

    struct Frame {
        var inset = 0.0
        var color = Color.black
    }

    // `final`: a key path names an overridable property through its accessors, since a subclass may override it
    // with observers; a final one by its storage.
    final var color = Color.black
    final var name = ""
    final var frame = Frame()
    final var part = Part()
    /// Stored, but a subclass may override it.
    var overridable = Color.black
    var observed = Color.black {
        didSet { observedSets += 1 }
    }
    private var backing = Color.black
    var computed: Color {
        get {
            computedGets += 1
            return backing
        }
        set {
            computedSets += 1
            backing = newValue
        }
    }
    var observedSets = 0
    var computedGets = 0
    var computedSets = 0
}

/// A subclass with a stored property of its own after the inherited ones, and an observer on an inherited one.
final class WiderStorageProbe: StorageProbe {
    var overriddenSets = 0
    /// The last stored property.
    var extra = Color.white
    override var overridable: Color {
        didSet { overriddenSets += 1 }
    }
}

@Suite("Key-path bindings: stored properties set at their offset, every other property through its key path")
@MainActor
struct KeyPathStoreTests {
    /// What the site of a key path bound through `StorageProbe` learned: its offset, 0, or -1 (nothing yet).
    private func learned<Value>(
        _ keyPath: ReferenceWritableKeyPath<StorageProbe, Value>, as type: Value.Type,
        in manager: ThemeManager
    ) -> Int? {
        let registry = manager.engine.registry
        let site = registry.site(.keyPath(keyPath), root: StorageProbe.self, value: Value.self)
        return registry.keyPathStores[site]?.offset
    }

    /// Whether the site of a key path still has its learning setter (it has not been given the one it learned).
    private func isLearning<Value>(
        _ keyPath: ReferenceWritableKeyPath<StorageProbe, Value>, as type: Value.Type,
        in manager: ThemeManager
    ) -> Bool {
        let registry = manager.engine.registry
        let site = registry.site(.keyPath(keyPath), root: StorageProbe.self, value: Value.self)
        return registry.keyPathStores[site]?.setters != nil && registry.learningSites.contains(site)
    }

    @Test("Stored properties learn their offset on the first set; computed, observed and other objects' do not")
    func learnsStorage() throws {
        let manager = try TestThemes.manager()
        let probe = StorageProbe()
        let bindings = probe.livery(manager)
        bindings.color = "color.text.primary"
        bindings.name = "theme.name"
        // Key paths of more than one component, which member syntax does not reach.
        bindings[dynamicMember: \.frame.color] = "color.text.primary"
        bindings[dynamicMember: \.part.color] = "color.text.primary"
        bindings.observed = "color.text.primary"
        bindings.computed = "color.text.primary"
        bindings.overridable = "color.text.primary"
        // Learning read the computed property once (the key path's read-modify access), and set it once.
        #expect(probe.computedGets == 1)
        #expect(probe.computedSets == 1)

        #expect(try #require(learned(\.color, as: Color.self, in: manager)) > 0)
        #expect(try #require(learned(\.name, as: String.self, in: manager)) > 0)
        #expect(try #require(learned(\.frame.color, as: Color.self, in: manager)) > 0)
        #expect(learned(\.part.color, as: Color.self, in: manager) == 0)
        #expect(learned(\.observed, as: Color.self, in: manager) == 0)
        #expect(learned(\.computed, as: Color.self, in: manager) == 0)
        #expect(learned(\.overridable, as: Color.self, in: manager) == 0)
        // Three different properties, three different offsets.
        let offsets = [
            learned(\.color, as: Color.self, in: manager), learned(\.name, as: String.self, in: manager),
            learned(\.frame.color, as: Color.self, in: manager),
        ]
        #expect(Set(offsets).count == 3)

        // Until the next switch the sites keep their learning setters; the switch gives each the one it learned,
        // and the switches after it set through those.
        #expect(isLearning(\.color, as: Color.self, in: manager))
        #expect(isLearning(\.computed, as: Color.self, in: manager))
        for (theme, color, name) in [
            ("night", TestThemes.night, "night"), ("dark", TestThemes.dark, "dark"),
            ("light", TestThemes.light, "light"),
        ] {
            try manager.switchTo(ThemeIdentifier(theme))
            #expect(probe.color == color)
            #expect(probe.name == name)
            #expect(probe.frame.color == color)
            #expect(probe.frame.inset == 0)
            #expect(probe.part.color == color)
            #expect(probe.observed == color)
            #expect(probe.computed == color)
            #expect(probe.overridable == color)
        }
        #expect(!isLearning(\.color, as: Color.self, in: manager))
        #expect(!isLearning(\.computed, as: Color.self, in: manager))
        #expect(manager.engine.registry.learningSites.isEmpty)
        // A binding made after the sites settled goes through the learned setters at once.
        let later = StorageProbe()
        later.livery(manager).color = "color.text.primary"
        later.livery(manager).computed = "color.text.primary"
        #expect(later.color == TestThemes.light)
        #expect(later.computed == TestThemes.light)
        #expect(later.computedSets == 1)
        // The observer and the setter ran once per set: the binding and three switches.
        #expect(probe.observedSets == 4)
        #expect(probe.computedSets == 4)
    }

    @Test("A site first set by a switch learns during its walk and gets the learned setter at the next switch")
    func learnsDuringAWalk() throws {
        let manager = try TestThemes.manager()
        let probe = StorageProbe()
        // Bound for the night theme only: nothing is set until a switch to it.
        probe.livery(manager)[theme: "night"].color = .token("color.text.primary")
        #expect(probe.color == Color.black)
        #expect(learned(\.color, as: Color.self, in: manager) == -1)

        try manager.switchTo("night")
        #expect(probe.color == TestThemes.night)
        #expect(try #require(learned(\.color, as: Color.self, in: manager)) > 0)
        #expect(isLearning(\.color, as: Color.self, in: manager))

        try manager.switchTo("light")
        #expect(probe.color == Color.black)
        #expect(!isLearning(\.color, as: Color.self, in: manager))
        try manager.switchTo("night")
        #expect(probe.color == TestThemes.night)
    }

    @Test("A key path through another object sets the object it refers to at each set, not the first one")
    func followsReferences() throws {
        let manager = try TestThemes.manager()
        let probe = StorageProbe()
        probe.livery(manager)[dynamicMember: \.part.color] = "color.text.primary"
        let first = probe.part
        #expect(first.color == TestThemes.light)

        let second = StorageProbe.Part()
        probe.part = second
        try manager.switchTo("night")
        #expect(second.color == TestThemes.night)
        #expect(first.color == TestThemes.light)
    }

    @Test("An offset learned on a subclass instance holds for the class; an overridable property keeps its accessors")
    func subclasses() throws {
        let manager = try TestThemes.manager()
        let wider: StorageProbe = WiderStorageProbe()
        wider.livery(manager).color = "color.text.primary"
        wider.livery(manager).overridable = "color.text.primary"
        let plain = StorageProbe()
        plain.livery(manager).color = "color.text.primary"
        plain.livery(manager).overridable = "color.text.primary"
        #expect(try #require(learned(\.color, as: Color.self, in: manager)) > 0)
        #expect(learned(\.overridable, as: Color.self, in: manager) == 0)

        try manager.switchTo("night")
        #expect(wider.color == TestThemes.night)
        #expect(plain.color == TestThemes.night)
        #expect(plain.overridable == TestThemes.night)
        let subclass = try #require(wider as? WiderStorageProbe)
        #expect(subclass.extra == Color.white)
        // The override's observer ran for the binding and the switch: the property was set through its accessors.
        #expect(subclass.overridable == TestThemes.night)
        #expect(subclass.overriddenSets == 2)
    }

    @Test("Only memory inside the object's instance, past its header, counts as its storage")
    func insideTheInstance() {
        let probe = WiderStorageProbe()
        let base = UnsafeRawPointer(Unmanaged.passUnretained(probe).toOpaque())
        let size = MemoryLayout<Color>.size
        #expect(KeyPathStore.offset(of: base, size: size, in: base) == 0)
        #expect(KeyPathStore.offset(of: base - 64, size: size, in: base) == 0)
        #expect(KeyPathStore.offset(of: base + 16, size: size, in: base) == 16)
        // The last bytes of the instance are its own; a value running past its end is not.
        let end = withUnsafeMutablePointer(to: &probe.extra) { UnsafeRawPointer($0) } - base + size
        #expect(KeyPathStore.offset(of: base + end - size, size: size, in: base) == end - size)
        #expect(KeyPathStore.offset(of: base + end - size + 1, size: size, in: base) == 0)
        #expect(KeyPathStore.offset(of: base + 1 << 40, size: size, in: base) == 0)
    }
}
