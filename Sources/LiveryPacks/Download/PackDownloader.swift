import Foundation
import LiveryCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Which URLs a pack may be downloaded from: `https` always; plain `http` only from hosts the app names, as an
/// App Transport Security exception does (tests name `127.0.0.1`).
public struct PackDownloadPolicy: Sendable, Hashable {
    /// Hosts that may be reached over plain `http`.
    public var insecureHTTPHosts: Set<String>

    /// Creates a policy.
    /// - Parameter insecureHTTPHosts: Hosts allowed plain `http`; none by default.
    public init(insecureHTTPHosts: Set<String> = []) {
        self.insecureHTTPHosts = insecureHTTPHosts
    }

    /// Whether the policy allows downloading from `url`.
    public func allows(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": true
        case "http": url.host.map { insecureHTTPHosts.contains($0.lowercased()) } ?? false
        default: false
        }
    }
}

/// Downloads a pack to a temporary file with URLSession, refusing as early as it can: a response that announces
/// more than ``PackLimits/maximumDownloadSize`` is cancelled before its body, one that grows past it is cut
/// off, and a server silent for ``PackLimits/timeout`` seconds times out.
struct PackDownloader: Sendable {
    let policy: PackDownloadPolicy
    let limits: PackLimits

    /// Downloads `url`; the caller removes the returned file.
    func download(_ url: URL) async throws(PackError) -> URL {
        guard policy.allows(url) else { throw .insecureURL(url.absoluteString) }
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("livery-pack-\(UUID().uuidString).download")
        guard FileManager.default.createFile(atPath: destination.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: destination)
        else { throw .fileSystem(destination.path, reason: "cannot create the download file") }
        let receiver = DownloadReceiver(
            url: url, handle: handle, limit: limits.maximumDownloadSize, timeout: limits.timeout)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = limits.timeout
        configuration.timeoutIntervalForResource = limits.timeout * 4
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let outcome: Result<Void, PackError> = await withCheckedContinuation { continuation in
            receiver.start(session.dataTask(with: url), continuation: continuation)
        }
        try? handle.close()
        switch outcome {
        case .success:
            return destination
        case .failure(let error):
            try? FileManager.default.removeItem(at: destination)
            throw error
        }
    }
}

/// Receives one download's bytes into a file and decides its outcome; called on URLSession's queue.
private final class DownloadReceiver: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var continuation: CheckedContinuation<Result<Void, PackError>, Never>?
        var received: Int64 = 0
        var expected: Int64 = -1
        var failure: PackError?
    }

    private let url: URL
    private let handle: FileHandle
    private let limit: Int
    private let timeout: TimeInterval
    private let state = LockedValue(State())

    init(url: URL, handle: FileHandle, limit: Int, timeout: TimeInterval) {
        self.url = url
        self.handle = handle
        self.limit = limit
        self.timeout = timeout
    }

    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<Result<Void, PackError>, Never>) {
        state.withLock { $0.continuation = continuation }
        task.resume()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let failure: PackError? =
            if status != 200 {
                .httpStatus(status, url: url.absoluteString)
            } else if response.expectedContentLength > Int64(limit) {
                .downloadTooLarge(limit: limit)
            } else {
                nil
            }
        state.withLock {
            $0.expected = response.expectedContentLength
            $0.failure = failure
        }
        completionHandler(failure == nil ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = state.withLock { state -> Bool in
            state.received += Int64(data.count)
            if state.received > Int64(limit) { state.failure = .downloadTooLarge(limit: limit) }
            return state.failure != nil
        }
        if tooLarge {
            dataTask.cancel()
            return
        }
        do {
            try handle.write(contentsOf: data)
        } catch {
            state.withLock { $0.failure = .fileSystem("download", reason: error.localizedDescription) }
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, outcome) = state.withLock {
            state -> (CheckedContinuation<Result<Void, PackError>, Never>?, Result<Void, PackError>) in
            let continuation = state.continuation
            state.continuation = nil
            if let failure = state.failure { return (continuation, .failure(failure)) }
            if let error {
                let urlError = error as? URLError
                if urlError?.code == .timedOut {
                    return (continuation, .failure(.timedOut(url: url.absoluteString, seconds: timeout)))
                }
                if state.expected > state.received {
                    // The connection ended before the announced length.
                    return (
                        continuation,
                        .failure(.truncatedDownload(expected: state.expected, received: state.received))
                    )
                }
                return (continuation, .failure(.network(url.absoluteString, reason: error.localizedDescription)))
            }
            if state.expected >= 0, state.received != state.expected {
                return (continuation, .failure(.truncatedDownload(expected: state.expected, received: state.received)))
            }
            return (continuation, .success(()))
        }
        continuation?.resume(returning: outcome)
    }
}
