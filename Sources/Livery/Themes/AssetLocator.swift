import Foundation

/// Resolves asset tokens (`"images/leaf.svg"`, `"brand/logo"`) against an installed pack's directory, falling
/// back to the app's bundle. A name that would leave the pack directory (`..`, an absolute path, a symbolic link
/// pointing out) never resolves to a file.
public struct AssetLocator: Sendable {
    /// The pack's directory, or `nil` when the theme is not from a pack.
    public let packDirectory: URL?
    /// File extensions tried, in order, when the name has none.
    public let extensions: [String]

    /// Creates a locator.
    /// - Parameters:
    ///   - packDirectory: The directory of the installed pack version (`InstalledPack.directory`), if any.
    ///   - extensions: Extensions to try for names without one.
    public init(packDirectory: URL?, extensions: [String] = ["png", "pdf", "svg", "jpg"]) {
        self.packDirectory = packDirectory?.standardizedFileURL.resolvingSymlinksInPath()
        self.extensions = extensions
    }

    /// Where an asset's image is: the pack's file when it exists inside the pack directory, else the bundle.
    public func locate(_ asset: String) -> AssetLocation {
        if let file = packFile(for: asset) { return .file(file) }
        let name = (asset as NSString).deletingPathExtension
        return .bundle(name.isEmpty ? asset : name)
    }

    private func packFile(for asset: String) -> URL? {
        guard let packDirectory, !asset.isEmpty, !asset.hasPrefix("/"), !asset.hasPrefix("~") else { return nil }
        let components = asset.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else { return nil }
        let candidates =
            (asset as NSString).pathExtension.isEmpty
            ? extensions.map { packDirectory.appending(path: asset + "." + $0) }
            : [packDirectory.appending(path: asset)]
        for candidate in candidates {
            let resolved = candidate.standardizedFileURL.resolvingSymlinksInPath()
            guard resolved.path.hasPrefix(packDirectory.path + "/") else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                return resolved
            }
        }
        return nil
    }
}

// MARK: - AssetLocation

/// Where an asset token's image comes from: an installed theme pack's file, or an image in the app's bundle.
/// The adapters load `.file` with `UIImage(contentsOfFile:)` and `.bundle` with `UIImage(named:)`.
public enum AssetLocation: Sendable, Hashable {
    /// A file inside a theme pack's directory.
    case file(URL)
    /// An image name for the app's asset catalog or bundle.
    case bundle(String)
}
