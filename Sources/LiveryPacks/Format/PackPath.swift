import Foundation

/// The rules a path inside a pack follows: relative, `/`-separated, portable names, no way out of the pack's
/// folder. Checked for every archive entry and every path the manifest names, before anything is written.
enum PackPath {
    /// Why `path` is not a safe pack path, or `nil` when it is.
    static func problem(with path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.utf8.count > 1_024 { return "the path is longer than 1,024 bytes" }
        if path.hasPrefix("/") { return "an absolute path" }
        if path.contains("\\") { return "a backslash (packs use '/' between names)" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "a control character"
        }
        if path.count >= 2, path.dropFirst().first == ":" { return "a drive letter" }
        let names = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, name) in names.enumerated() {
            if name.isEmpty && index == names.count - 1 { continue }  // "folder/" names a directory
            if name.isEmpty { return "an empty name between slashes" }
            if name == ".." { return "'..' leads out of the pack's folder" }
            if name == "." { return "a '.' name" }
        }
        return nil
    }

    /// The form two paths share when a case-insensitive or normalizing file system (APFS, HFS+, NTFS) would put
    /// them in one file: duplicates are found by it.
    static func collisionKey(of path: String) -> String {
        path.precomposedStringWithCanonicalMapping.lowercased()
    }

    /// `path` without a trailing `/`.
    static func trimmingDirectorySlash(_ path: String) -> String {
        path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
