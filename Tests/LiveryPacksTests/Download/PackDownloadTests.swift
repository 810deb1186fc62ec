import FlyingFox
import FlyingSocks
import Foundation
import Livery
import Testing

@testable import LiveryPacks

/// A real HTTP server on 127.0.0.1 (FlyingFox) that serves packs and misbehaves on purpose.
actor PackServer {
    private let server: HTTPServer
    private var task: Task<Void, any Error>?
    private(set) var port: UInt16 = 0

    init(routes: [(String, @Sendable (HTTPRequest) async throws -> HTTPResponse)]) async throws {
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        for (route, handler) in routes { await server.appendRoute(HTTPRoute(stringLiteral: route), handler: handler) }
    }

    func start() async throws {
        let server = self.server
        // The server runs at a higher priority than the tests. Swift Testing starts every test at once at the
        // default priority, and synchronous tests hold the cooperative threads (one per core) for seconds each,
        // many times that under AddressSanitizer: a server task queued behind them waited more than 60 s to
        // start listening on a 2-core CI machine, and its answers could take longer than the downloads'
        // timeouts. Jobs of a higher priority run before the queued ones (on Linux, on threads of their own), so
        // the server, and every task it starts (they inherit its priority), answers however busy the runner is.
        task = Task(priority: .high) { try await server.run() }
        // Waits for the observable state, the socket listening; 60 s only bounds a server that never starts.
        try await Task(priority: .high) { try await server.waitUntilListening(timeout: 60) }.value
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw URLError(.cannotConnectToHost) }
        self.port = port
    }

    func stop() async {
        await server.stop()
        task?.cancel()
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }
}

@Suite("Downloading packs from a real server on 127.0.0.1")
struct PackDownloadTests {
    /// A generous timeout for the downloads that should work: CI runs this suite under AddressSanitizer on a
    /// busy 2-core machine, where 1 s was once not enough for the good pack.
    static let limits = PackLimits(maximumDownloadSize: 1 << 20, timeout: 15)
    /// A short one for the server that stalls (4 s) on purpose.
    static let stallLimits = PackLimits(maximumDownloadSize: 1 << 20, timeout: 1)

    @Test("A good pack downloads, installs and loads; every bad download is refused and the installed pack stays")
    func downloads() async throws {
        let good = try Data(contentsOf: PackFixtures.archive(version: "1.0.0"))
        let update = try Data(contentsOf: PackFixtures.archive(version: "2.0.0"))
        var changed = update
        // A byte in the middle: in the deflated data of a file, so the SHA-256 (or the deflate stream) fails.
        changed[changed.count / 2] ^= 0x01
        let tampered = changed
        // One byte of a token file, stored uncompressed, changed on the way: the file's SHA-256 says so.
        let (signed, parts) = try PackFixtures.parts(version: "2.0.0")
        var altered = try Data(contentsOf: PackCrafting.archive(manifest: signed, files: parts))
        let light = try #require(parts.first { $0.path == "tokens/light.tokens.json" }).data
        let position = try #require(altered.firstRange(of: light)).lowerBound + light.count / 2
        altered[position] ^= 0x01
        let tamperedFile = altered
        let wrongKey = try Data(contentsOf: PackFixtures.archive(version: "2.0.0", key: PackFixtures.otherKey))
        let (manifest, files) = try PackFixtures.parts(version: "2.0.0")
        let unsigned = try Data(contentsOf: PackCrafting.archive(manifest: manifest, files: files, signingKey: nil))
        let server = try await PackServer(routes: [
            ("GET /good.liverypack", { _ in HTTPResponse(statusCode: .ok, body: good) }),
            ("GET /tampered.liverypack", { _ in HTTPResponse(statusCode: .ok, body: tampered) }),
            ("GET /tampered-file.liverypack", { _ in HTTPResponse(statusCode: .ok, body: tamperedFile) }),
            ("GET /wrong-key.liverypack", { _ in HTTPResponse(statusCode: .ok, body: wrongKey) }),
            ("GET /unsigned.liverypack", { _ in HTTPResponse(statusCode: .ok, body: unsigned) }),
            (
                "GET /truncated.liverypack",
                { _ in
                    // Announces the whole pack, sends half, and drops the connection.
                    HTTPResponse(
                        statusCode: .ok,
                        body: HTTPBodySequence(
                            from: AsyncBytes(update, failingAfter: update.count / 2), count: update.count))
                }
            ),
            ("GET /error.liverypack", { _ in HTTPResponse(statusCode: .internalServerError) }),
            (
                "GET /stall.liverypack",
                { _ in
                    try await Task.sleep(for: .seconds(4))
                    return HTTPResponse(statusCode: .ok, body: update)
                }
            ),
            ("GET /huge.liverypack", { _ in HTTPResponse(statusCode: .ok, body: Data(count: 3 << 20)) }),
            (
                "GET /huge-unannounced.liverypack",
                { _ in
                    // No length announced (chunked), so the download is cut off as it grows.
                    HTTPResponse(statusCode: .ok, body: HTTPBodySequence(from: AsyncBytes(Data(count: 3 << 20))))
                }
            ),
        ])
        try await server.start()
        let root = try PackFixtures.temporaryFolder("downloads")
        let installer = PackInstaller(
            directory: root, trustedKeys: [PackFixtures.key.publicKey], limits: Self.limits,
            downloadPolicy: PackDownloadPolicy(insecureHTTPHosts: ["127.0.0.1"]))

        let installed = try await installer.install(downloadingFrom: await server.url("/good.liverypack"))
        #expect(installed.version == SemanticVersion(1, 0, 0))

        let refusals: [(String, String)] = [
            ("/tampered.liverypack", "hashMismatch|unreadableArchive|invalidSignature|sizeMismatch"),
            ("/tampered-file.liverypack", "hashMismatch"),
            ("/wrong-key.liverypack", "untrustedKey"),
            ("/unsigned.liverypack", PackError.unsigned.kind),
            ("/truncated.liverypack", "truncatedDownload"),
            ("/error.liverypack", "httpStatus"),
            ("/stall.liverypack", "timedOut"),
            ("/huge.liverypack", "downloadTooLarge"),
            ("/huge-unannounced.liverypack", "downloadTooLarge"),
        ]
        let impatient = PackInstaller(
            directory: root, trustedKeys: [PackFixtures.key.publicKey], limits: Self.stallLimits,
            downloadPolicy: PackDownloadPolicy(insecureHTTPHosts: ["127.0.0.1"]))
        for (path, expected) in refusals {
            let url = await server.url(path)
            do {
                try await (path == "/stall.liverypack" ? impatient : installer).install(downloadingFrom: url)
                Issue.record("\(path) was installed")
            } catch {
                let kind = error.kind
                #expect(expected.split(separator: "|").contains { kind.hasPrefix($0) }, "\(path): \(error)")
                if path == "/error.liverypack" { #expect(error == .httpStatus(500, url: url.absoluteString)) }
                if path == "/tampered-file.liverypack" { #expect(error == .hashMismatch("tokens/light.tokens.json")) }
            }
            let pack = try #require(try await installer.installedPack(id: "com.example.autumn"))
            #expect(pack.version == SemanticVersion(1, 0, 0), "\(path)")
            let registered = try await MainActor.run {
                try pack.register(in: ThemeManager(name: "after \(path)", store: nil))
            }
            #expect(registered == ["autumn-light", "autumn-dark"])
        }

        // Plain http is refused unless the host is allowed, as App Transport Security does.
        let strict = PackInstaller(directory: root, trustedKeys: [PackFixtures.key.publicKey], limits: Self.limits)
        let goodURL = await server.url("/good.liverypack")
        await #expect(throws: PackError.insecureURL(goodURL.absoluteString)) {
            try await strict.install(downloadingFrom: goodURL)
        }
        await server.stop()
    }
}

/// Bytes served in chunks, with no length known in advance; optionally failing after some of them, which
/// makes the server drop the connection mid-body.
struct AsyncBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let bytes: Data
    let failingAfter: Int?

    init(_ bytes: Data, failingAfter: Int? = nil) {
        self.bytes = bytes
        self.failingAfter = failingAfter
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(bytes: bytes, end: failingAfter ?? bytes.count, fails: failingAfter != nil)
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let bytes: Data
        let end: Int
        let fails: Bool
        var position = 0

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard position < end else {
                if fails { throw URLError(.networkConnectionLost) }
                return nil
            }
            let size = Swift.min(count, end - position)
            defer { position += size }
            return [UInt8](bytes[bytes.startIndex + position..<bytes.startIndex + position + size])
        }
    }
}
