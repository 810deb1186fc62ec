import Dispatch
import Testing

@testable import LiveryCore

@Suite("LockedValue: state shared between threads")
struct LockedValueTests {
    @Test("Increments from 8 threads at once are all counted")
    func concurrentIncrements() {
        let counter = LockedValue(0)
        let log = LockedValue<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for _ in 0..<10_000 {
                counter.withLock { $0 += 1 }
            }
            log.withLock { $0.append(thread) }
        }
        #expect(counter.withLock { $0 } == 80_000)
        #expect(log.withLock { $0.sorted() } == Array(0..<8))
    }

    @Test("withLock returns the body's result and rethrows its error, leaving the value as the body left it")
    func resultsAndErrors() {
        struct Refused: Error, Equatable {}
        let value = LockedValue("a")
        let count = value.withLock { text in
            text += "b"
            return text.count
        }
        #expect(count == 2)
        #expect(throws: Refused()) {
            try value.withLock { text -> Void in
                text += "c"
                throw Refused()
            }
        }
        // The lock was given back on the throw: taking it again does not deadlock.
        #expect(value.withLock { $0 } == "abc")
    }
}
