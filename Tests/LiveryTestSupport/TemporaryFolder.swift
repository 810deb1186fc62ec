import Foundation

/// A new folder under the system's temporary directory, removed with everything in it when the value goes: the
/// files a test writes live exactly as long as the test holds the folder. Keep the folder in a variable for the
/// whole test (a helper returns the `TemporaryFolder`, not its URL); when a test reads files only through URLs
/// made from it, `defer { withExtendedLifetime(folder) {} }` says so.
///
/// ```swift
/// let folder = try TemporaryFolder("build")
/// try folder.write("tokens.json", "{}")
/// ```
package final class TemporaryFolder {
    /// The folder.
    package let url: URL

    /// Creates a folder named `livery-<name>-<UUID>`.
    /// - Parameter name: A word saying which tests use it, for whoever finds one left behind by a crash.
    package init(_ name: String = "test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("livery-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The URL of a path inside the folder.
    package func appending(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// Writes a text file, making its folders; atomically, as editors save (a new file renamed over the old one).
    @discardableResult
    package func write(_ relative: String, _ text: String) throws -> URL {
        let file = appending(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file, options: .atomic)
        return file
    }

    /// Reads a text file of the folder.
    package func read(_ relative: String) throws -> String {
        try String(contentsOf: appending(relative), encoding: .utf8)
    }
}
