import Dispatch

/// Runs `body` as main-actor code from a context the compiler cannot prove is on the main actor, such as a
/// notification block, a key-value observation or a SwiftUI callback that the system calls on the main thread.
///
/// `MainActor.assumeIsolated` does this, but Apple's SDKs before iOS 17 / macOS 14 mark it unavailable on older
/// systems. On those systems this checks that the caller is on the main thread (stopping the program otherwise,
/// as `assumeIsolated` does) and calls `body` without the isolation in its type, which is what `assumeIsolated`
/// itself does: main-actor code run on the main thread is main-actor isolated.
/// - Parameter body: The main-actor code.
/// - Returns: What `body` returns.
package func assumeMainActor<Result: Sendable>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
        return try MainActor.assumeIsolated(body)
    }
    dispatchPrecondition(condition: .onQueue(.main))
    typealias Isolated = @MainActor () throws -> Result
    typealias Plain = () throws -> Result
    return try withoutActuallyEscaping(body) { (body: @escaping Isolated) throws -> Result in
        try unsafeBitCast(body, to: Plain.self)()
    }
}
