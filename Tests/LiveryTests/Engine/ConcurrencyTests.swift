import Foundation
import Testing

@testable import Livery

@Suite("Threading: reads of the current theme from any thread")
struct ConcurrencyTests {
    @Test("Readers on 4 tasks during 1,000 switches see only whole themes")
    func readersSeeWholeThemes() async throws {
        let manager = try await MainActor.run { try TestThemes.manager(store: nil) }
        let expected: [String: (text: Color, background: Color)] = [
            "light": (TestThemes.light, Color(hex: "ffffff")!),
            "dark": (TestThemes.dark, Color(hex: "000000")!),
            "night": (TestThemes.night, Color(hex: "1a1a1a")!),
        ]
        let done = LockedList<Bool>()
        let readers = (0..<4).map { _ in
            Task.detached { () -> (reads: Int, torn: Int) in
                var reads = 0
                var torn = 0
                while done.elements.isEmpty || reads < 1_000 {
                    guard let snapshot = manager.snapshot else { continue }
                    let name = snapshot.value("theme.name", as: String.self) ?? ""
                    let text = snapshot.color("color.text.primary")
                    let background = snapshot.color("color.background")
                    let want = expected[name]
                    if want == nil || text != want!.text || background != want!.background
                        || name != snapshot.identifier.rawValue
                    {
                        torn += 1
                    }
                    reads += 1
                }
                return (reads, torn)
            }
        }
        let switches = try await MainActor.run {
            var count = 0
            let cycle: [ThemeIdentifier] = ["dark", "night", "light"]
            for index in 0..<1_000 {
                try manager.switchTo(cycle[index % 3])
                count += 1
            }
            done.append(true)
            return count
        }
        #expect(switches == 1_000)
        var totalReads = 0
        for reader in readers {
            let result = await reader.value
            #expect(result.torn == 0)
            totalReads += result.reads
        }
        #expect(totalReads >= 4_000)
        await MainActor.run {
            #expect(manager.currentIdentifier == "dark")
            manager.checkInvariants()
        }
    }
}
