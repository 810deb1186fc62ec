import Foundation
import LiveryCore

/// The files a build's tokens name: images of asset tokens (`"$value": "images/logo.png"`) and the font files of
/// font-family tokens (`"$extensions": {"org.livery.fonts": [{"file": "fonts/Inter.woff2", "weight": 400}]}`),
/// resolved before any format runs so that every format copies the same checked files.
///
/// A reference is relative to the token file that makes it. It must name a regular file inside one of the
/// build's source folders (the folders of the config's `source` paths) once symbolic links are followed, so a
/// token file cannot make a build copy `/etc/passwd` or a file beside the repository into its outputs; at most
/// ``maximumFileSize`` bytes. An asset value without a file extension (`"logo"`) is an asset's name, which the
/// app's runtime looks up (`AssetLocator`), not a file: the build leaves it as it is.
struct AssetFiles: Equatable {
    /// An image of an asset token, in one theme.
    struct Image: Equatable {
        let url: URL
        /// The extension, lowercased (`png`, `svg`…).
        var kind: String { url.pathExtension.lowercased() }
    }

    /// One font file of a family.
    struct Face: Equatable {
        let url: URL
        /// 1–1000; 400 when the token gives none.
        let weight: Double
        /// `normal` or `italic`.
        let style: String
        var kind: String { url.pathExtension.lowercased() }
    }

    /// The extensions that make an asset value a file reference.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "webp", "gif", "heic", "pdf", "svg"]
    static let fontExtensions: Set<String> = ["ttf", "otf", "woff", "woff2", "ttc"]
    /// The `$extensions` key of a font family's files.
    static let fontsKey = "org.livery.fonts"
    /// The largest file copied: 64 MiB, as for fonts a pack ships.
    static let maximumFileSize = 64 << 20
    /// The most bytes one build copies, all files and outputs together: 256 MiB (four of the largest files).
    static let maximumCopiedBytes = 256 << 20

    /// Per theme, the image of each asset token that names a file.
    var images: [String: [TokenPath: Image]] = [:]
    /// Per theme, the files of each font-family token that lists them.
    var fonts: [String: [TokenPath: [Face]]] = [:]

    /// Whether the tokens name no file.
    var isEmpty: Bool { images.values.allSatisfy(\.isEmpty) && fonts.values.allSatisfy(\.isEmpty) }

    /// Every file named, once each (for the output guard: a destination must never be one of them).
    var allFiles: [URL] {
        var seen = Set<String>()
        let urls =
            images.values.flatMap { $0.values.map(\.url) }
            + fonts.values.flatMap { $0.values.flatMap { $0.map(\.url) } }
        return urls.filter { seen.insert($0.path).inserted }
    }

    /// Resolves the references of every theme.
    /// - Parameter roots: The folders files must lie in.
    /// - Throws: ``CLIError/badInput(_:)`` naming the token file, line and column, the token and the file, for a
    ///   file that does not exist, is not a regular file, lies outside the roots or is too large.
    static func resolve(_ themes: [ExportTheme], roots: [URL]) throws -> AssetFiles {
        let realRoots = roots.map { $0.resolvingSymlinksInPath().standardizedFileURL.path }
        var result = AssetFiles()
        var checked: [String: URL] = [:]
        func file(_ reference: String, of token: ResolvedToken, at position: SourcePosition? = nil) throws -> URL {
            let declaredIn = URL(fileURLWithPath: token.definition.location.file).deletingLastPathComponent()
            let where_ =
                position.map { "\(token.definition.location.file):\($0.line):\($0.column)" }
                ?? "\(token.definition.location)"
            let key = declaredIn.path + "\u{0}" + reference
            if let url = checked[key] { return url }
            func refuse(_ why: String) -> CLIError {
                CLIError.badInput("\(where_): \(token.path): '\(reference)' \(why)")
            }
            guard !reference.hasPrefix("/") else {
                throw refuse("is an absolute path; a file reference is relative to the token file")
            }
            let url = declaredIn.appendingPathComponent(reference).standardizedFileURL
            let real = url.resolvingSymlinksInPath().standardizedFileURL
            guard
                realRoots.contains(where: { real.path == $0 || real.path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") })
            else {
                throw refuse("lies outside the source folders (\(roots.map(\.path).joined(separator: ", ")))")
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: real.path, isDirectory: &isFolder) else {
                throw refuse("does not exist (\(url.path))")
            }
            let attributes = try? FileManager.default.attributesOfItem(atPath: real.path)
            guard !isFolder.boolValue, attributes?[.type] as? FileAttributeType == .typeRegular else {
                throw refuse("is not a regular file")
            }
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maximumFileSize else {
                throw refuse("has \(size) bytes, more than the \(maximumFileSize) a build copies")
            }
            checked[key] = real
            return real
        }
        for theme in themes {
            for token in theme.tokens {
                if case .asset(let reference) = token.value,
                    imageExtensions.contains((reference as NSString).pathExtension.lowercased())
                {
                    result.images[theme.name, default: [:]][token.path] = Image(url: try file(reference, of: token))
                }
                guard case .fontFamily = token.value, let node = token.definition.extensions?[fontsKey] else {
                    continue
                }
                guard case .array(let entries) = node.value else {
                    throw CLIError.badInput(
                        "\(token.definition.location.file):\(node.position.line):\(node.position.column): "
                            + "\(token.path): \(fontsKey) is a list of {\"file\": \"fonts/Inter.woff2\", \"weight\": 400, "
                            + "\"style\": \"normal\"}")
                }
                var faces: [Face] = []
                for entry in entries {
                    let here = "\(token.definition.location.file):\(entry.position.line):\(entry.position.column)"
                    guard let reference = entry["file"]?.string else {
                        throw CLIError.badInput("\(here): \(token.path): a font entry needs \"file\"")
                    }
                    guard fontExtensions.contains((reference as NSString).pathExtension.lowercased()) else {
                        throw CLIError.badInput(
                            "\(here): \(token.path): '\(reference)' is not a font file (\(fontExtensions.sorted().joined(separator: ", ")))"
                        )
                    }
                    let weight = entry["weight"]?.number ?? 400
                    guard (1...1000).contains(weight) else {
                        throw CLIError.badInput(
                            "\(here): \(token.path): a font weight is 1 to 1000, not \(NumberFormatting.shortest(weight))"
                        )
                    }
                    let style = entry["style"]?.string ?? "normal"
                    guard ["normal", "italic"].contains(style) else {
                        throw CLIError.badInput(
                            "\(here): \(token.path): a font style is normal or italic, not '\(style)'")
                    }
                    faces.append(
                        Face(url: try file(reference, of: token, at: entry.position), weight: weight, style: style))
                }
                result.fonts[theme.name, default: [:]][token.path] = faces
            }
        }
        return result
    }
}
