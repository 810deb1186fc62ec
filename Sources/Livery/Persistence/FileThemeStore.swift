import Foundation

/// A ``ThemeStore`` that keeps every manager's state in one JSON file: for command-line tools, tests, and apps
/// that keep their settings in files rather than `UserDefaults`.
///
/// The file holds an object keyed by manager name, each value a ``ThemeStoreState``:
///
/// ```json
/// { "default": { "followsSystemAppearance": false, "identifier": "dark" } }
/// ```
///
/// Writes are atomic and durable, the way SQLite and Sparkle write: the new content goes to a temporary file beside
/// the store, is flushed to the disk (`F_FULLFSYNC` on Apple systems, `fsync` on Linux), renamed over the store,
/// and the folder is flushed. A crash or a power cut during a write leaves the previous state; once
/// ``saveState(_:forManager:)`` returns, the new one. A temporary file a crash left behind is removed the first
/// time a new store object reads or writes. The folder is created when missing. A file that exists but is not a
/// store is an error on reading, and is never overwritten by a write.
@MainActor
public final class FileThemeStore: ThemeStore {
    /// The file.
    public let url: URL
    /// Whether this object has removed the temporary files an interrupted write left.
    private var removedLeftovers = false

    /// Creates a store; nothing is read or written until the manager asks.
    /// - Parameter url: The JSON file, e.g. `~/.config/myapp/theme.json`.
    public init(url: URL) {
        self.url = url
    }

    /// Reads a manager's state.
    /// - Throws: ``FileThemeStoreError/unreadable(_:reason:)`` when the file exists but cannot be read or is not
    ///   a store.
    public func loadState(forManager managerName: String) throws -> ThemeStoreState? {
        try readAll()[managerName]
    }

    /// Writes a manager's state, keeping the other managers' states in the file.
    /// - Throws: ``FileThemeStoreError/unreadable(_:reason:)`` when the existing file is not a store (it is left
    ///   as it is), or ``FileThemeStoreError/unwritable(_:reason:)``.
    public func saveState(_ state: ThemeStoreState, forManager managerName: String) throws {
        var states = try readAll()
        states[managerName] = state
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data: Data
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            data = try encoder.encode(states)
        } catch {
            throw FileThemeStoreError.unwritable(url.path, reason: error.localizedDescription)
        }
        do {
            try DurableFiles.write(data, to: url)
        } catch {
            throw FileThemeStoreError.unwritable(url.path, reason: "\(error.step) failed: \(error.reason)")
        }
    }

    private func readAll() throws -> [String: ThemeStoreState] {
        if !removedLeftovers {
            removedLeftovers = true
            DurableFiles.removeLeftovers(of: url)
        }
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        do {
            let data = try Data(contentsOf: url)
            return try JSONDecoder().decode([String: ThemeStoreState].self, from: data)
        } catch let error as DecodingError {
            throw FileThemeStoreError.unreadable(url.path, reason: "not a theme store: \(Self.describe(error))")
        } catch {
            throw FileThemeStoreError.unreadable(url.path, reason: error.localizedDescription)
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

// MARK: - FileThemeStoreError

/// Why a ``FileThemeStore`` could not read or write its file.
public enum FileThemeStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file exists but could not be read, or does not hold a store.
    case unreadable(String, reason: String)
    /// The file could not be written.
    case unwritable(String, reason: String)

    /// `theme.json: cannot read the theme store: …`.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read the theme store: \(reason)"
        case .unwritable(let path, let reason): "\(path): cannot write the theme store: \(reason)"
        }
    }
}
