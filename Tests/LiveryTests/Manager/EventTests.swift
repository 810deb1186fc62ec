import Foundation
import Observation
import Testing

@testable import Livery

@Suite("Change events: AsyncStream, Notification, Observation")
@MainActor
struct EventTests {
    @Test("The change stream delivers every switch in order, with its reason and changed-token count")
    func asyncStream() async throws {
        let manager = try TestThemes.manager()
        let stream = manager.changes()
        try manager.switchTo("dark")
        try manager.setOverride(.color(.white), for: "color.accent")
        try manager.switchTo("dark")  // the current theme: no event
        try manager.switchTo("night")
        var received: [ThemeChange] = []
        for await change in stream {
            received.append(change)
            if received.count == 3 { break }
        }
        #expect(received.map(\.current) == ["dark", "dark", "night"])
        #expect(received.map(\.previous) == ["light", "dark", "dark"])
        #expect(received.map(\.reason) == [.manual, .overrides, .manual])
        #expect(received[0].changedTokenCount == 3)  // text, background, theme name
        #expect(received[1].changedTokenCount == 2)  // accent and the button background aliasing it
        #expect(received.allSatisfy { $0.managerName == "test" })
    }

    @Test("A notification is posted with the manager and the change")
    func notification() throws {
        let manager = try TestThemes.manager()
        let changes = LockedList<ThemeChange>()
        let observer = NotificationCenter.default.addObserver(
            forName: ThemeManager.didChangeNotification, object: manager, queue: nil
        ) { notification in
            if let change = notification.userInfo?[ThemeManager.changeUserInfoKey] as? ThemeChange {
                changes.append(change)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        try manager.switchTo("night")
        try manager.switchTo("light")
        #expect(changes.elements.map(\.current) == ["night", "light"])
    }

    @Test("The notification comes synchronously, after every binding shows the new theme and groups ran")
    func notificationAfterBindings() throws {
        let manager = try TestThemes.manager()
        let labels = (0..<3).map { _ in TestLabel() }
        for label in labels { label.livery(manager).textColor = "color.text.primary" }
        let witness = SwitchWitness(manager: manager, labels: labels)
        manager.setGroupHandler("pool") { _, _ in witness.groupRuns += 1 }
        labels[0].livery(manager).join("pool")
        // What an observer (ThemedViewController's themeDidChange) sees when it is called.
        let observer = NotificationCenter.default.addObserver(
            forName: ThemeManager.didChangeNotification, object: manager, queue: nil
        ) { _ in
            MainActor.assumeIsolated { witness.record() }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        try manager.switchTo("dark")
        // Delivered before switchTo returned, with every label already set and the group handler already run.
        #expect(witness.seen.count == 1)
        #expect(witness.seen.first?.theme == "dark")
        #expect(witness.seen.first?.colors == Array(repeating: TestThemes.dark, count: 3))
        #expect(
            witness.seen.first?.groupRuns == 2, "the handler ran when set and for the switch, before the notification")
    }

    @Test("withObservationTracking sees the switch")
    func observation() throws {
        let manager = try TestThemes.manager()
        let fired = LockedList<Int>()
        withObservationTracking {
            _ = manager.currentIdentifier
        } onChange: {
            fired.append(1)
        }
        try manager.switchTo("dark")
        #expect(fired.elements.count == 1)

        let themesFired = LockedList<Int>()
        withObservationTracking {
            _ = manager.themes
        } onChange: {
            themesFired.append(1)
        }
        manager.themeGenerator = { _ in Theme(Palette(background: .white, text: .black)) }
        try manager.switchTo("generated")
        #expect(themesFired.elements.count == 1)
    }
}

@Suite("ThemeCenter: independent theme dimensions")
@MainActor
struct ThemeCenterTests {
    @Test("Named managers have their own current theme, store entry and bindings")
    func independentDimensions() throws {
        let store = InMemoryThemeStore()
        let center = ThemeCenter(store: store)
        let app = center.defaultManager
        let reader = center.manager(named: "reader")
        #expect(center.manager(named: "reader") === reader)
        #expect(center.managerNames == ["default", "reader"])

        try app.add(TestThemes.set(names: ["light", "dark"]))
        try reader.add(Theme(Palette(background: Color(hex: "ffffff")!, text: .black)), as: "white")
        try reader.add(Theme(Palette(background: Color(hex: "f4ecd8")!, text: .black)), as: "yellow")
        try reader.add(Theme(Palette(background: Color(hex: "000000")!, text: .white)), as: "black")

        let title = TestLabel()
        let page = TestLabel()
        title.livery(app).textColor = "color.text.primary"
        page.livery(reader).apply { page, theme in
            page.backgroundColor = theme.value(as: Palette.self)!.background
        }
        try app.switchTo("dark")
        try reader.switchTo("yellow")
        #expect(title.textColor == TestThemes.dark)
        #expect(page.backgroundColor == Color(hex: "f4ecd8"))
        try reader.switchTo("black")
        #expect(app.currentIdentifier == "dark")
        #expect(title.textColor == TestThemes.dark)
        #expect(app.bindingCount == 1)
        #expect(reader.bindingCount == 1)
        #expect(store.states["default"]?.identifier == "dark")
        #expect(store.states["reader"]?.identifier == "black")
    }
}

/// Records what the manager and its bound labels show at the moment a change notification arrives.
@MainActor
private final class SwitchWitness {
    /// Weak: the manager's group handler holds the witness.
    weak var manager: ThemeManager?
    let labels: [TestLabel]
    var groupRuns = 0
    private(set) var seen: [(theme: ThemeIdentifier?, colors: [Color?], groupRuns: Int)] = []

    init(manager: ThemeManager, labels: [TestLabel]) {
        self.manager = manager
        self.labels = labels
    }

    func record() {
        seen.append((manager?.currentIdentifier, labels.map(\.textColor), groupRuns))
    }
}
