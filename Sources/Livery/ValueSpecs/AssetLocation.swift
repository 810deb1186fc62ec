import Foundation

/// Where an asset token's image comes from: an installed theme pack's file, or an image in the app's bundle.
/// The adapters load `.file` with `UIImage(contentsOfFile:)` and `.bundle` with `UIImage(named:)`.
public enum AssetLocation: Sendable, Hashable {
    /// A file inside a theme pack's directory.
    case file(URL)
    /// An image name for the app's asset catalog or bundle.
    case bundle(String)
}
