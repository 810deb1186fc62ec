import Foundation
import Testing

@testable import Livery

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A long run of the runtime as an app lives it: 100,000 bound objects, 10,000 switches, and 4 tasks reading
/// the current theme from other threads the whole time. Memory in use must stay flat (within 5% of what it was
/// at the 1,000th switch, once every cache has grown to its size), every reader must only ever see whole themes,
/// every object must hold the last theme's values, and the registry's invariants must hold at the end.
///
/// It is opt-in (`LIVERY_SOAK=1`), and meant for an optimized build that keeps `@testable` access and the
/// invariant checks (a debug build takes about 50 minutes):
/// `LIVERY_SOAK=1 swift test -c release -Xswiftc -enable-testing -Xswiftc -DDEBUG --scratch-path .build-soak
/// --filter SoakTests`. `LIVERY_SOAK_SWITCHES` and `LIVERY_SOAK_OBJECTS` change the sizes.
@Suite("Soak: 10,000 switches of 100,000 bound objects with 4 readers")
@MainActor
struct SoakTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment
    nonisolated static let switches = environment["LIVERY_SOAK_SWITCHES"].flatMap(Int.init) ?? 10_000
    nonisolated static let objects = environment["LIVERY_SOAK_OBJECTS"].flatMap(Int.init) ?? 100_000

    @Test(
        "Memory stays flat from the 1,000th switch on, readers see whole themes, invariants hold",
        .enabled(if: environment["LIVERY_SOAK"] == "1", "opt-in: LIVERY_SOAK=1"))
    func soak() async throws {
        let manager = try TestThemes.manager(store: nil)
        let labels = (0..<Self.objects).map { _ in
            let label = TestLabel()
            label.livery(manager).textColor = "color.text.primary"
            label.livery(manager).backgroundColor = "color.background"
            label.livery(manager).fontSize = "size.body"
            return label
        }
        // Readers on threads of their own, as an app's background work would be: spinning tasks on the cooperative
        // pool would take every one of its threads on a 2-core machine and starve the main actor.
        let done = LockedList<Bool>()
        let results = LockedList<(reads: Int, torn: Int)>()
        let finished = (0..<4).map { _ in
            AsyncStream<Void>.makeStream()
        }
        for (_, continuation) in finished {
            Thread {
                var reads = 0
                var torn = 0
                while done.elements.isEmpty {
                    guard let snapshot = manager.snapshot else { continue }
                    let name = snapshot.value("theme.name", as: String.self)
                    if name != snapshot.identifier.rawValue { torn += 1 }
                    reads += 1
                }
                results.append((reads, torn))
                continuation.finish()
            }.start()
        }

        let cycle: [ThemeIdentifier] = ["dark", "night", "light"]
        let baselineSwitch = min(1_000, Self.switches / 10)
        var baseline = 0
        var samples: [(switchNumber: Int, bytes: Int)] = []
        for number in 1...Self.switches {
            try manager.switchTo(cycle[number % cycle.count])
            // Lets the readers' tasks and the change stream's deliveries run between switches, as an app's run
            // loop does.
            await Task.yield()
            if number == baselineSwitch { baseline = Self.bytesInUse() }
            if number > baselineSwitch, number % 100 == 0 { samples.append((number, Self.bytesInUse())) }
        }
        done.append(true)
        for (stream, _) in finished {
            for await _ in stream {}
        }
        #expect(results.elements.count == 4)
        #expect(results.elements.allSatisfy { $0.torn == 0 })
        let reads = results.elements.map(\.reads).reduce(0, +)
        #expect(reads > 0)

        let last = cycle[Self.switches % cycle.count]
        let expected: Color = last == "light" ? TestThemes.light : last == "dark" ? TestThemes.dark : TestThemes.night
        // The objects are held weakly by their bindings: keep them alive through the checks (an optimized build
        // may release `labels` after its last use).
        withExtendedLifetime(labels) {
            #expect(labels.allSatisfy { $0.textColor == expected })
            #expect(manager.bindingCount == 3 * Self.objects)
            manager.checkInvariants()
        }
        let worst = samples.max { abs($0.bytes - baseline) < abs($1.bytes - baseline) }
        if let worst {
            let drift = Double(worst.bytes - baseline) / Double(baseline)
            #expect(
                abs(drift) <= 0.05,
                "resident memory at switch \(worst.switchNumber): \(worst.bytes) bytes, \(baseline) at switch \(baselineSwitch)"
            )
        }
        let range = "\(samples.map(\.bytes).min() ?? 0)–\(samples.map(\.bytes).max() ?? 0)"
        print(
            "soak: \(Self.switches) switches, \(Self.objects) objects, \(reads) reads; resident memory \(baseline) "
                + "bytes at switch \(baselineSwitch), \(range) after")
    }

    /// The process's resident memory in bytes (`/proc/self/statm` on Linux, `task_info` on Apple systems).
    nonisolated static func bytesInUse() -> Int {
        #if canImport(Glibc)
            let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ")
            let pages = fields.flatMap { $0.count > 1 ? Int($0[1]) : nil } ?? 0
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            var info = mach_task_basic_info()
            var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
            let result = withUnsafeMutablePointer(to: &info) {
                $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                    task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
                }
            }
            return result == KERN_SUCCESS ? Int(info.resident_size) : 0
        #endif
    }
}
