import Foundation
import Observation
import Testing

@testable import Livery

/// ThemeManager writes by hand the accessors `@Observable` would generate (so that it builds for iOS 16): each
/// observed property must report its reads and its changes, and only its own.
@Suite("Observation: every observed property of the manager")
@MainActor
struct ObservationTests {
    /// Reads one property inside `withObservationTracking`, runs `change`, and returns how often the tracking
    /// fired (0 or 1: a tracking fires once).
    private func firings(
        reading read: @escaping @MainActor (ThemeManager) -> Void, on manager: ThemeManager,
        after change: (ThemeManager) throws -> Void
    ) rethrows -> Int {
        try ObservationProbe.firings(reading: read, on: manager, after: change)
    }

    @Test("Reading a property, then changing it, fires the tracking")
    func eachPropertyFires() throws {
        let manager = try TestThemes.manager()
        #expect(try firings(reading: { _ = $0.currentIdentifier }, on: manager) { try $0.switchTo("dark") } == 1)
        #expect(try firings(reading: { _ = $0.currentTheme }, on: manager) { try $0.switchTo("night") } == 1)
        #expect(firings(reading: { _ = $0.defaultIdentifier }, on: manager) { $0.defaultIdentifier = "dark" } == 1)
        #expect(
            firings(reading: { _ = $0.appearanceThemes }, on: manager) {
                $0.appearanceThemes[SystemAppearance(isDark: true, isHighContrast: false)] = "night"
            } == 1)
        #expect(
            try firings(reading: { _ = $0.overrides }, on: manager) {
                try $0.setOverride(.color(.white), for: "color.accent")
            } == 1)
        #expect(
            try firings(reading: { _ = $0.themeIdentifiers }, on: manager) {
                try $0.add(Theme(Palette(background: .white, text: .black)), as: "sepia")
            } == 1)
        #expect(
            try firings(reading: { _ = $0.themesByIdentifier }, on: manager) {
                try $0.add(Theme(Palette(background: .white, text: .black)), as: "paper")
            } == 1)

        let following = try TestThemes.manager(appearanceSource: ManualAppearanceSource(.dark))
        following.appearanceThemes = [.light: "light", .dark: "dark"]
        #expect(
            try firings(reading: { _ = $0.followsSystemAppearance }, on: following) {
                try $0.followSystemAppearance()
            } == 1)
        #expect(following.followsSystemAppearance)
    }

    @Test("Changing one property does not fire a tracking that read only another")
    func onlyWhatWasRead() throws {
        let manager = try TestThemes.manager()
        #expect(firings(reading: { _ = $0.currentIdentifier }, on: manager) { $0.defaultIdentifier = "dark" } == 0)
        #expect(
            try firings(reading: { _ = $0.defaultIdentifier }, on: manager) {
                try $0.setOverride(.color(.white), for: "color.accent")
            } == 0)
        #expect(
            firings(reading: { _ = $0.followsSystemAppearance }, on: manager) {
                $0.appearanceThemes[SystemAppearance(isDark: false, isHighContrast: true)] = "light"
            } == 0)
    }

    @Test("An in-place change of a collection property is one change, and the value is kept")
    func inPlaceMutation() throws {
        let manager = try TestThemes.manager()
        let before = manager.themeIdentifiers
        #expect(firings(reading: { _ = $0.themeIdentifiers }, on: manager) { $0.themeIdentifiers.append("extra") } == 1)
        #expect(manager.themeIdentifiers == before + ["extra"])
    }
}
