import Dispatch
import Testing

@testable import Livery

@Suite("Dynamic tokens: resolved when read, against the manager or scope current then")
@MainActor
struct DynamicTokenTests {
    @Test("A dynamic token follows switches, converting once per theme however often it is read")
    func followsSwitchesConvertingOncePerTheme() throws {
        let manager = try TestThemes.manager()
        let token = DynamicToken<CountedColor>("color.text.primary", manager: manager)
        // The suite runs on the main actor without suspending, so no other test converts meanwhile.
        let before = CountedColor.conversions.elements.count
        #expect((0..<100).allSatisfy { _ in token.value()?.color == TestThemes.light })
        try manager.switchTo("dark")
        #expect((0..<100).allSatisfy { _ in token.value()?.color == TestThemes.dark })
        try manager.switchTo("light")
        #expect(token.value()?.color == TestThemes.light)
        #expect(
            Array(CountedColor.conversions.elements.dropFirst(before)) == [
                TestThemes.light, TestThemes.dark, TestThemes.light,
            ])
        #expect(DynamicToken<Color>("color.missing", manager: manager).value() == nil)
    }

    @Test("Given a scope (as a view's trait or environment names one), it resolves against the scope's theme")
    func resolvesPerScope() throws {
        let manager = try TestThemes.manager()
        let sheet = manager.makeScope(named: "sheet")
        try sheet.switchTo("night")
        let token = DynamicToken<Color>("color.text.primary", manager: manager)
        #expect(token.value() == TestThemes.light)
        #expect(token.value(in: sheet) == TestThemes.night)
        #expect(DynamicToken<Color>("color.text.primary", manager: sheet).value() == TestThemes.night)
        try manager.switchTo("dark")
        #expect(token.value() == TestThemes.dark, "the manager moved on")
        #expect(token.value(in: sheet) == TestThemes.night, "the scope keeps its own theme")
    }

    @Test("Reads from many threads at once see one whole theme's value")
    func concurrentReads() throws {
        let manager = try TestThemes.manager()
        let token = DynamicToken<Color>("color.text.primary", manager: manager)
        let seen = LockedList<Color?>()
        DispatchQueue.concurrentPerform(iterations: 64) { _ in seen.append(token.value()) }
        #expect(seen.elements.count == 64 && seen.elements.allSatisfy { $0 == TestThemes.light })
    }
}
