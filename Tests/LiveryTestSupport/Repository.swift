import Foundation

/// The repository the tests run from: example files, fixtures and golden files are read from the source tree by
/// path, not bundled, so a test reads exactly what a reader of the repository sees.
package enum Repository {
    /// The repository's root folder (this file is `Tests/LiveryTestSupport/Repository.swift`).
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The URL of a path relative to the root.
    package static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// A path relative to the root, as a file-system path.
    package static func path(_ relative: String) -> String { url(relative).path }
}
