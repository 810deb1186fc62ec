import Foundation

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
