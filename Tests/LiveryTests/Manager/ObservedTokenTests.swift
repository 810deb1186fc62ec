import Foundation
import Observation
import Testing

@testable import Livery

/// Reading tokens through `observedValue(_:)`: what UIKit's `updateProperties()` (iOS 26) and SwiftUI track. A
/// change of theme must invalidate a reader exactly when a token it read has another value.
@Suite("Observed tokens: a switch invalidates only readers of tokens that changed")
@MainActor
struct ObservedTokenTests {
    typealias Reader = @MainActor @Sendable (ThemeManager) -> Void

    /// Whether a tracking that ran `read` fires when `change` runs.
    private func fires(
        _ manager: ThemeManager, reading read: @escaping Reader, after change: (ThemeManager) throws -> Void
    ) rethrows -> Bool {
        try ObservationProbe.firings(reading: read, on: manager, after: change) > 0
    }

    @Test("light → dark changes the text color but not the accent: only the text reader is invalidated")
    func perToken() throws {
        let manager = try TestThemes.manager()
        try manager.switchTo("light")
        let text: Reader = { manager in _ = manager.observedColor("color.text.primary") }
        let accent: Reader = { manager in _ = manager.observedColor("color.accent") }
        #expect(try fires(manager, reading: text) { try $0.switchTo("dark") })
        #expect(try !fires(manager, reading: accent) { try $0.switchTo("light") }, "the accent is #0066cc in both")
        #expect(try fires(manager, reading: accent) { try $0.switchTo("night") }, "night's accent is #cc3300")
        #expect(try !fires(manager, reading: { _ = $0.observedColor("color.fixed") }) { try $0.switchTo("dark") })
    }

    @Test("the value read is the current theme's, converted like a binding's")
    func values() throws {
        let manager = try TestThemes.manager()
        try manager.switchTo("night")
        #expect(manager.observedColor("color.text.primary") == TestThemes.night)
        #expect(manager.observedValue("size.body", as: Double.self) == 18)
        #expect(manager.observedValue("color.missing") == nil)
    }

    @Test("an override, its removal and an animated switch invalidate the readers of the tokens they change")
    func overridesAndAnimation() throws {
        let manager = try TestThemes.manager()
        try manager.switchTo("light")
        manager.frameClock = ManualFrameClock()
        let accent: Reader = { manager in _ = manager.observedColor("color.accent") }
        #expect(try fires(manager, reading: accent) { try $0.setOverride(.color(.white), for: "color.accent") })
        #expect(
            try !fires(manager, reading: { _ = $0.observedColor("color.text.primary") }) {
                try $0.setOverride(.color(.black), for: "color.accent")
            })
        #expect(try fires(manager, reading: accent) { try $0.removeOverride(for: "color.accent") })
        #expect(
            try fires(manager, reading: { _ = $0.observedColor("color.text.primary") }) {
                try $0.switchTo("dark", animated: true)
            })
        #expect(manager.observedColor("color.text.primary") == TestThemes.dark, "the target at once, not a frame")
    }

    @Test("a tracking that read several tokens fires once when any of them changes")
    func several() throws {
        let manager = try TestThemes.manager()
        try manager.switchTo("light")
        let both: Reader = { manager in
            _ = manager.observedColor("color.accent")
            _ = manager.observedColor("color.background")
        }
        #expect(try fires(manager, reading: both) { try $0.switchTo("dark") }, "the background changes")
    }

    @Test("an announced token is forgotten until read again, and a reader that reads it again is told again")
    func announcedTokensAreForgotten() throws {
        let manager = try TestThemes.manager()
        try manager.switchTo("light")
        let text: Reader = { manager in _ = manager.observedColor("color.text.primary") }
        _ = manager.observedColor("color.accent")
        #expect(try fires(manager, reading: text) { try $0.switchTo("dark") })
        // The text color changed and was announced: its tracking ended, so it is no longer compared at each
        // switch; the accent, the same in both themes, may still be tracked and stays.
        #expect(manager.observation.tokenPaths == ["color.accent"])
        // Read again (as a view does when it renders again), it is announced at its next change.
        #expect(try fires(manager, reading: text) { try $0.switchTo("night") })
        #expect(try fires(manager, reading: text) { try $0.switchTo("light") })
        #expect(manager.observation.tokenPaths == [])
    }
}
