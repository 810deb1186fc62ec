import Foundation
import Testing

@testable import Livery

/// Stands in for a platform font scaled by Dynamic Type: its size is the token's times the current scale, read
/// when the token is converted, as `UIFontMetrics.scaledFont(for:)` reads the current traits.
struct ScaledSize: ThemeValueConvertible, Equatable {
    nonisolated(unsafe) static var scale = 1.0
    let points: Double

    init(points: Double) { self.points = points }

    init?(themeValue: TokenValue) {
        guard case .dimension(let dimension) = themeValue else { return nil }
        points = dimension.value * Self.scale
    }
}

final class TextView: ThemeBindable {
    var sizeSets = 0
    var colorSets = 0
    var size: ScaledSize? { didSet { sizeSets += 1 } }
    var color: Color? { didSet { colorSets += 1 } }
}

@Suite("Refresh triggers: re-applying bindings after a system change", .serialized)
@MainActor
struct RefreshTests {
    @Test("contentSize re-converts dimension tokens once and re-applies their bindings only")
    func contentSize() async throws {
        ScaledSize.scale = 1
        defer { ScaledSize.scale = 1 }
        let manager = try TestThemes.manager()
        let views = (0..<3).map { _ in TextView() }
        for view in views {
            view.livery(manager).size = "size.body"
            view.livery(manager).color = "color.text.primary"
        }
        #expect(views.allSatisfy { $0.size == ScaledSize(points: 16) })
        var changes: [ThemeChange] = []
        let stream = manager.changes()
        let task = Task { for await change in stream { changes.append(change) } }
        defer { task.cancel() }

        ScaledSize.scale = 1.5  // the user picked a larger text size
        #expect(views[0].size == ScaledSize(points: 16))  // nothing happens by itself
        manager.refresh(.contentSize)
        #expect(views.allSatisfy { $0.size == ScaledSize(points: 24) && $0.sizeSets == 2 })
        #expect(views.allSatisfy { $0.colorSets == 1 })  // colors are not touched
        #expect(manager.currentIdentifier == "light")

        manager.refresh(.appearance)
        #expect(views.allSatisfy { $0.colorSets == 2 && $0.sizeSets == 2 })

        // A later switch still works from the refreshed snapshot.
        try manager.switchTo("night")
        #expect(views[0].size == ScaledSize(points: 27))  // 18px in night, at 1.5
        #expect(views[0].color == TestThemes.night)

        for _ in 0..<1000 where changes.count < 3 { await Task.yield() }
        #expect(changes.map(\.reason).prefix(2) == [.refreshed(.contentSize), .refreshed(.appearance)])
    }

    @Test("closures and group handlers run on a refresh; with no theme it does nothing")
    func closuresAndGroups() throws {
        let manager = try TestThemes.manager()
        let view = TextView()
        var runs = 0
        view.livery(manager).apply { _, _ in runs += 1 }
        var groupRuns = 0
        view.livery(manager).join("texts")
        manager.setGroupHandler("texts") { objects, _ in groupRuns += objects.count }
        let (runsBefore, groupBefore) = (runs, groupRuns)
        manager.refresh()
        #expect(runs == runsBefore + 1)
        #expect(groupRuns == groupBefore + 1)

        let empty = ThemeManager(name: "empty", store: nil)
        empty.refresh()
        #expect(empty.currentIdentifier == nil)
    }

    @Test("which token kinds each trigger affects")
    func kinds() {
        #expect(RefreshTriggers.contentSize.affects(.dimension(TokenDimension(16, .px))))
        #expect(!RefreshTriggers.contentSize.affects(.color(.white)))
        #expect(RefreshTriggers.appearance.affects(.color(.white)))
        #expect(RefreshTriggers.appearance.affects(.asset("logo")))
        #expect(!RefreshTriggers.appearance.affects(.number(1)))
        #expect(RefreshTriggers.all.affects(.number(1)))
    }
}
