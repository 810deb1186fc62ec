import Foundation
import Testing

@testable import Livery

/// A view that reports its lifetime, with one declared property, one key-path property and a closure hook; it
/// counts the sets of its tint.
final class ReportingView: LifetimeReporting {
    let bindingLifetime = BindingLifetime()
    var tintSets = 0
    var tint: Color = .black { didSet { tintSets += 1 } }
    var background: Color = .black
    var text = ""
    /// Called by the declared `hook` property's setter, so a test can act from inside a switch.
    var onHookSet: ((ReportingView) -> Void)?
}

extension ThemeProperties where Object: ReportingView {
    var tint: ThemeProperty<Object, Color> { ThemeProperty("tint", get: { $0.tint }, set: { $0.tint = $1 }) }
    var hook: ThemeProperty<Object, Color> { ThemeProperty("hook") { view, _ in view.onHookSet?(view) } }
}

@Suite("Objects that report their lifetime: bound without weak references, ended with the object")
@MainActor
struct LifetimeReportingTests {
    /// The entries of a manager's registry whose object is `object`.
    func entries(of object: AnyObject, in manager: ThemeManager) -> [ObjectBindings] {
        manager.engine.registry.entries.filter { $0.address == Unmanaged.passUnretained(object).toOpaque() }
    }

    @Test("A reporting object binds declared and key-path properties, follows switches, and is held by address")
    func bindsAndFollows() throws {
        let manager = try TestThemes.manager()
        let view = ReportingView()
        view.livery(manager).tint = "color.accent"
        view.livery(manager).background = "color.background"
        view.livery(manager).text = "theme.name"
        #expect(view.tint == Color(hex: "0066cc"))
        #expect(view.text == "light")
        try manager.switchTo("night")
        #expect(view.tint == Color(hex: "cc3300"))
        #expect(view.background == Color(hex: "1a1a1a"))
        #expect(view.text == "night")
        let entry = try #require(entries(of: view, in: manager).first)
        #expect(entry.liveness == .reported)
        #expect(entry.count == 3)
        #expect(manager.bindingCount == 3)
        manager.checkInvariants()
    }

    @Test("With more bindings than its walk record holds, the switch reads the object's entry instead")
    func moreThanThreeBindings() throws {
        let manager = try TestThemes.manager()
        var entry: ObjectBindings?
        do {
            let view = ReportingView()
            var hookSets = 0
            view.onHookSet = { _ in hookSets += 1 }
            view.livery(manager).tint = "color.accent"
            view.livery(manager).background = "color.background"
            view.livery(manager).text = "theme.name"
            view.livery(manager).hook = "color.text.primary"
            entry = entries(of: view, in: manager).first
            #expect(entry?.count == 4)
            try manager.switchTo("night")
            #expect(view.tint == Color(hex: "cc3300"))
            #expect(view.background == Color(hex: "1a1a1a"))
            #expect(view.text == "night")
            #expect(hookSets == 2)
            manager.checkInvariants()
        }
        #expect(entry?.liveness == .ended)
        try manager.switchTo("dark")
        #expect(manager.engine.registry.entries.isEmpty)
    }

    @Test("Its entry ends the moment the object goes, before any switch, and the next switch drops it")
    func endsWithTheObject() throws {
        let manager = try TestThemes.manager()
        let survivor = ReportingView()
        survivor.livery(manager).tint = "color.accent"
        var entry: ObjectBindings?
        do {
            let view = ReportingView()
            view.livery(manager).tint = "color.accent"
            entry = entries(of: view, in: manager).first
            #expect(entry?.liveness == .reported)
        }
        #expect(entry?.liveness == .ended)
        #expect(entry?.object == nil)
        #expect(manager.engine.registry.entries.count == 2)
        // The switch's record of the entry no longer holds the object.
        manager.checkInvariants()
        try manager.switchTo("night")
        #expect(manager.engine.registry.entries.count == 1)
        #expect(survivor.tint == Color(hex: "cc3300"))
        #expect(manager.boundObjectCount == 1)
        manager.checkInvariants()
    }

    @Test("Bound through a static type that does not report, the object still has one entry, found by its lifetime")
    func oneEntryWhicheverPath() throws {
        let manager = try TestThemes.manager()
        let view = ReportingView()
        view.livery(manager).tint = "color.accent"
        ThemeBindings(view, manager: manager).text = "theme.name"
        let anyObject: AnyObject = view
        #expect(ThemeBindings(anyObject, manager: manager).bindingCount == 2)
        #expect(entries(of: view, in: manager).count == 1)
        #expect(entries(of: view, in: manager).first?.liveness == .reported)
        try manager.switchTo("dark")
        #expect(view.text == "dark")
        manager.checkInvariants()
    }

    @Test("With two managers the object has an entry in each, and both end with it")
    func twoManagers() throws {
        let first = try TestThemes.manager(name: "first")
        let second = try TestThemes.manager(name: "second")
        var ended: [ObjectBindings] = []
        do {
            let view = ReportingView()
            view.livery(first).tint = "color.accent"
            view.livery(second).text = "theme.name"
            try second.switchTo("night")
            #expect(view.tint == Color(hex: "0066cc"))
            #expect(view.text == "night")
            ended = entries(of: view, in: first) + entries(of: view, in: second)
            #expect(ended.count == 2)
            #expect(ended.allSatisfy { $0.liveness == .reported })
        }
        #expect(ended.allSatisfy { $0.liveness == .ended })
        #expect(first.boundObjectCount == 0)
        #expect(second.boundObjectCount == 0)
    }

    @Test("An object that outlives its manager ends without touching it")
    func outlivesItsManager() throws {
        let view = ReportingView()
        var entry: ObjectBindings?
        do {
            let manager = try TestThemes.manager()
            view.livery(manager).tint = "color.accent"
            entry = entries(of: view, in: manager).first
            #expect(entry?.registry != nil)
        }
        #expect(entry?.registry == nil)
        #expect(entry?.liveness == .reported)
        view.tint = .white
        #expect(view.tint == .white)
    }

    @Test("A switch sets only the properties whose tokens changed")
    func onlyChangedTokens() throws {
        let manager = try TestThemes.manager()
        let views = (0..<50).map { _ in ReportingView() }
        for (index, view) in views.enumerated() {
            view.livery(manager).tint = index.isMultiple(of: 2) ? "color.fixed" : "color.accent"
        }
        try manager.switchTo("dark")  // the accent is the same in dark
        #expect(views.allSatisfy { $0.tintSets == 1 })
        try manager.switchTo("night")
        for (index, view) in views.enumerated() { #expect(view.tintSets == (index.isMultiple(of: 2) ? 1 : 2)) }
        manager.checkInvariants()
    }

    @Test("Tokens that share a summary bit: the switch sets only the objects whose own token changed")
    func sharedSummaryBits() throws {
        // 130 tokens over the summary's 63 token bits: whatever ID the changed token gets, other tokens share its
        // bit (IDs 64 apart do, and bit 63 folds onto bit 0), so summaries alone cannot tell these objects apart.
        func theme(_ name: String, changing changed: Int?) throws -> ThemeSource {
            let members = (0..<130).map { index in
                "\"t\(index)\": {\"$value\": \"\(index == changed ? "#ff0000" : "#000000")\"}"
            }
            let text = "{\"color\": {\"$type\": \"color\", \(members.joined(separator: ", "))}}"
            return ThemeSource(name: name, documents: [try TokenLoader().load(text: text, file: "\(name).tokens.json")])
        }
        let manager = ThemeManager(name: "summary-bits", store: nil)
        try manager.add(ThemeSet(themes: [theme("plain", changing: nil), theme("one", changing: 63)]))
        let views = (0..<130).map { _ in ReportingView() }
        for (index, view) in views.enumerated() { view.livery(manager).tint = .token("color.t\(index)") }
        let setsBefore = views.map(\.tintSets)
        try manager.switchTo("one")
        for (index, view) in views.enumerated() {
            #expect(view.tintSets == setsBefore[index] + (index == 63 ? 1 : 0), "t\(index)")
            #expect(view.tint == (index == 63 ? Color(hex: "ff0000") : Color(hex: "000000")))
        }
        manager.checkInvariants()
    }

    @Test("Unbinding everything ends the entry; binding again makes a new one the lifetime knows")
    func unbindAndRebind() throws {
        let manager = try TestThemes.manager()
        let view = ReportingView()
        view.livery(manager).tint = "color.accent"
        let first = try #require(entries(of: view, in: manager).first)
        view.livery(manager).unbindAll()
        #expect(first.liveness == .ended)
        #expect(manager.bindingCount == 0)
        view.livery(manager).tint = "color.text.primary"
        let second = try #require(entries(of: view, in: manager).last)
        #expect(second !== first)
        #expect(second.liveness == .reported)
        try manager.switchTo("night")
        #expect(view.tint == TestThemes.night)
        #expect(view.livery(manager).bindingCount == 1)
        manager.checkInvariants()
    }

    @Test("Per-theme values and closures on a reporting object take the general walk and end with it too")
    func fullBindings() throws {
        let manager = try TestThemes.manager()
        var closureRuns = 0
        var entry: ObjectBindings?
        do {
            let view = ReportingView()
            view.livery(manager).tint = "color.accent"
            view.livery(manager)[theme: "night"].text = .value("late")
            view.livery(manager).apply(key: "count") { _, _ in closureRuns += 1 }
            try manager.switchTo("night")
            #expect(view.text == "late")
            #expect(view.tint == Color(hex: "cc3300"))
            #expect(closureRuns == 2)
            entry = entries(of: view, in: manager).first
            manager.checkInvariants()
        }
        #expect(entry?.liveness == .ended)
        try manager.switchTo("dark")
        #expect(closureRuns == 2)
        #expect(manager.engine.registry.entries.isEmpty)
    }

    @Test("A setter may unbind its own object during a switch: the walk stops setting it")
    func setterUnbindsItsObject() throws {
        let manager = try TestThemes.manager()
        let view = ReportingView()
        view.livery(manager).hook = "color.accent"
        view.livery(manager).tint = "color.accent"
        view.onHookSet = { [unowned manager] view in view.livery(manager).unbindAll() }
        let setsBefore = view.tintSets
        try manager.switchTo("night")
        #expect(view.tintSets == setsBefore)
        #expect(manager.bindingCount == 0)
        manager.checkInvariants()
    }

    @Test("A setter may bind a token first used during the switch, beyond the frozen flags: applied when bound")
    func setterBindsANewTokenDuringTheSwitch() throws {
        let manager = try TestThemes.manager()
        let view = ReportingView()
        view.livery(manager).tint = "color.accent"
        view.livery(manager).hook = "color.accent"
        // Paths interned after the themes' own, so the one the hook binds has an ID beyond the color cache's
        // buffers, which a switch freezes; bound to strings, they leave the color cache as it was.
        let others = (0..<40).map { _ in ReportingView() }
        for (index, other) in others.enumerated() { other.livery(manager).text = .token("missing.\(index)") }
        // The site the hook binds through exists before the switch, so the walk looks the late token up.
        others[0].livery(manager).background = "color.background"
        var hookSets = 0
        view.onHookSet = { [unowned manager] view in
            hookSets += 1
            view.livery(manager).background = "missing.late"
        }
        try manager.switchTo("night")
        #expect(hookSets == 1)
        #expect(view.tint == Color(hex: "cc3300"))
        // The late token is missing: the property keeps its value, and the walk does not read past the flags for
        // it (the address sanitizer run checks the read).
        #expect(view.background == .black)
        #expect(manager.bindingCount == 3 + others.count + 1)
        manager.checkInvariants()
    }

    /// What a child process wrote to its standard error.
    func standardError(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("Releasing a bound reporting object off the main actor stops the program with the rule it broke")
    func releasedOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let manager = ThemeManager(name: "exit", store: nil)
                _ = try? manager.add(TestThemes.set())
                let handoff = Handoff()
                do {
                    let view = ReportingView()
                    view.livery(manager).tint = "color.accent"
                    handoff.view = view
                }
                // The thread drops the last reference.
                Thread.detachNewThread { handoff.view = nil }
            }
            try await Task.sleep(for: .seconds(10))
        }
        #expect(standardError(result).contains("was released off the main actor while it had bindings"))
    }

    @Test("Two objects sharing one lifetime stop the program instead of binding the wrong object")
    func sharedLifetime() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let manager = ThemeManager(name: "exit", store: nil)
                _ = try? manager.add(TestThemes.set())
                let first = SharingView(lifetime: BindingLifetime())
                let second = SharingView(lifetime: first.bindingLifetime)
                first.livery(manager).tint = "color.accent"
                second.livery(manager).tint = "color.accent"
            }
        }
        #expect(standardError(result).contains("two objects share one BindingLifetime"))
    }

    #if DEBUG
        @Test("In debug builds, a setter that releases its own object is caught (the switch does not retain it)")
        func setterReleasesItsObject() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let manager = ThemeManager(name: "exit", store: nil)
                    _ = try? manager.add(TestThemes.set())
                    var holder: ReportingView? = ReportingView()
                    holder?.livery(manager).hook = "color.accent"
                    holder?.onHookSet = { _ in holder = nil }
                    _ = try? manager.switchTo("night")
                }
            }
            #expect(standardError(result).contains("a property's setter released its own object"))
        }
    #endif
}

/// Hands a view to another thread.
final class Handoff: @unchecked Sendable {
    var view: ReportingView?
}

/// A view that (wrongly) takes its lifetime from outside.
final class SharingView: LifetimeReporting {
    let bindingLifetime: BindingLifetime
    var tint: Color = .black

    init(lifetime: BindingLifetime) {
        bindingLifetime = lifetime
    }
}
