import Foundation

/// The continuations of the streams ``ThemeManager/changes()`` handed out, each removed when its stream ends.
@MainActor
final class ChangeStreams {
    private var continuations: [UUID: AsyncStream<ThemeChange>.Continuation] = [:]

    /// A new stream of every later change (newest 64 buffered).
    func makeStream() -> AsyncStream<ThemeChange> {
        let (stream, continuation) = AsyncStream<ThemeChange>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let key = UUID()
        continuations[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.continuations.removeValue(forKey: key) }
        }
        return stream
    }

    /// Hands a change to every stream.
    func yield(_ change: ThemeChange) {
        for continuation in continuations.values { continuation.yield(change) }
    }
}
