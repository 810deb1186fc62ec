import Foundation

/// Locates files under `Tests/Fixtures` and `Examples` from the test sources, so tests read the committed files.
enum Fixtures {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func url(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }

    static func examples(_ relativePath: String = "") -> URL {
        repositoryRoot.appendingPathComponent("Examples").appendingPathComponent(relativePath)
    }

    static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: url(relativePath))
    }
}
